/**
 * One order in a list, as a marketplace app shows it: its number on one line with a copy button,
 * its status, its items' pictures and names, when it was placed and its total, and the way to its
 * own page.
 */
import { useId } from 'react';
import type { Order } from '../../flows/account/model.ts';
import { accountHash } from '../../state/accountRoutes.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useAccountText } from '../common/accountText.ts';
import { formatDay, formatMoney } from '../common/format.ts';
import { OrderHead } from './OrderHead.tsx';
import { OrderThumb } from './OrderThumb.tsx';

/** How many items a card shows; the rest are counted. */
const SHOWN_ITEMS = 2;

export function OrderRow({ order }: { order: Order }) {
  const t = useAccountText();
  const id = useId();
  const { language, region } = useElementEnv();
  const shown = order.items.slice(0, SHOWN_ITEMS);
  const more = order.items.length - shown.length;
  return (
    <li part="order" aria-labelledby={`${id}-number`}>
      <OrderHead order={order} numberId={`${id}-number`} />
      <ul part="order-items">
        {shown.map((item, index) => (
          // An order may list one product twice: its place tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the items never move within an order.
          <li part="order-item" key={index}>
            <OrderThumb src={item.imageUrl} />
            <span part="order-item-name" dir="auto">
              {item.name}
            </span>
            <span part="order-item-quantity">×{item.quantity}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p part="order-more">{t('orders.moreItems', { count: more })}</p> : null}
      <div part="order-foot">
        <p part="order-date">
          {t('orders.placedOn')} {formatDay(order.placedAt, language, region)}
        </p>
        <p part="order-total">
          <span part="order-total-label">{t('orders.total')}</span> <strong>{formatMoney(order.total, order.currency, language, region)}</strong>
        </p>
      </div>
      <a part="button button-secondary order-details" href={accountHash({ name: 'orderDetail', id: order.id })} aria-describedby={`${id}-number`}>
        {t('orders.viewDetails')}
      </a>
    </li>
  );
}
