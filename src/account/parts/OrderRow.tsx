/** One order in a list: its first item's picture and name, its number, when it was placed, its total and status. */
import type { Order } from '../../flows/account/model.ts';
import type { AccountMessageKey } from '../../i18n/accountCatalogue.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useImageUrl } from '../../ui/useImageUrl.ts';
import { useAccountText } from '../accountText.ts';
import { formatDay, formatMoney } from '../format.ts';

const IMAGE_SIZE = 56;

export function OrderRow({ order }: { order: Order }) {
  const t = useAccountText();
  const { language, region } = useElementEnv();
  const [first, ...more] = order.items;
  const image = useImageUrl(first?.imageUrl, IMAGE_SIZE);
  return (
    <li part="order">
      {image ? <img part="order-image" src={image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" /> : <span part="order-image" />}
      <p part="order-item">
        {first?.name ?? ''}
        {more.length ? ` ${t('orders.moreItems', { count: more.length })}` : ''}
      </p>
      <p part="order-total">{formatMoney(order.total, order.currency, language, region)}</p>
      <p part="order-meta">
        {t('orders.number')} {order.number} · {t('orders.placedOn')} {formatDay(order.placedAt, language, region)}
      </p>
      <p part="order-meta order-total">
        <span part="badge">{t(`orders.status.${order.status}` as AccountMessageKey)}</span>
      </p>
    </li>
  );
}
