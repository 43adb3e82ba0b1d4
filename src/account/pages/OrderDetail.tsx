/**
 * An order's own page (`#/orders/{id}`), reached from every order card: its number (copyable) and
 * status, its items with their pictures, quantities and prices, the delivery fee and the total,
 * where it is delivered, and when it reached each status; Back to My orders above it all. Loaded as
 * it shows (at once when seen before in this visit, while it loads again); a failure is said in
 * place with Try again.
 */
import { useEffect, useState } from 'react';
import type { OrderDetail as Detail } from '../../flows/account/model.ts';
import { orderDetailsSeenAtom } from '../../state/account.ts';
import { accountHash } from '../../state/accountRoutes.ts';
import { useAtomValue, useSetAtom } from '../../ui/atomHooks.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useAccountText } from '../common/accountText.ts';
import { useAccountFailureText, useAccountFlows } from '../run/flowHooks.ts';
import { formatDay, formatMoney, locale } from '../common/format.ts';
import { LoadFailed, Loading } from '../parts/LoadState.tsx';
import { OrderHead } from '../parts/OrderHead.tsx';
import { OrderThumb } from '../parts/OrderThumb.tsx';
import { PageFrame } from '../parts/PageFrame.tsx';

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'order'; readonly detail: Detail } | { readonly kind: 'failed'; readonly message: string };

export function OrderDetail({ id }: { id: string }) {
  const t = useAccountText();
  const loaded = useAccountFlows();
  const failureText = useAccountFailureText();
  const [attempt, setAttempt] = useState(0);
  const seen = useAtomValue(orderDetailsSeenAtom).get(id);
  const remember = useSetAtom(orderDetailsSeenAtom);
  const [state, setState] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    if (!loaded) return undefined;
    let current = true;
    void attempt;
    setState({ kind: 'loading' });
    loaded.flows.orderDetail(loaded.context, id, loaded.signal).then(
      (detail) => {
        if (!current) return;
        setState({ kind: 'order', detail });
        remember((known) => new Map(known).set(id, detail));
      },
      (error: unknown) => current && setState({ kind: 'failed', message: failureText(error)?.text ?? '' }),
    );
    return () => {
      current = false;
    };
  }, [loaded, id, attempt, failureText, remember]);
  // While it loads again, the order as seen before; a failure is said over it.
  const shown = state.kind === 'order' ? state.detail : seen;

  return (
    <PageFrame title={t('orders.detailTitle')}>
      <a part="link order-back" href={accountHash({ name: 'orders', page: 1 })}>
        <span aria-hidden="true">‹</span>
        {t('orders.back')}
      </a>
      {state.kind === 'failed' ? <LoadFailed message={state.message} retry={() => setAttempt((value) => value + 1)} /> : null}
      {shown ? <OrderFacts detail={shown} /> : state.kind === 'loading' ? <Loading /> : null}
    </PageFrame>
  );
}

function OrderFacts({ detail }: { detail: Detail }) {
  const t = useAccountText();
  const { language, region } = useElementEnv();
  const { order, delivery, history, deliveryFee } = detail;
  const money = (amount: number) => formatMoney(amount, order.currency, language, region);
  const when = new Intl.DateTimeFormat(locale(language, region), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <section part="card order-summary" aria-label={t('orders.number')}>
        <OrderHead order={order} />
        <p part="order-date">
          {t('orders.placedOn')} {formatDay(order.placedAt, language, region)}
        </p>
      </section>
      <section part="card" aria-labelledby="mla-order-items">
        <h2 id="mla-order-items" part="card-title">
          {t('orders.items')}
        </h2>
        <ul part="order-lines">
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's items never move, and one product may be listed twice.
            <li part="order-line" key={index}>
              <OrderThumb src={item.imageUrl} />
              <div part="order-line-text">
                <p part="order-item-name" dir="auto">
                  {item.name}
                </p>
                <p part="order-line-meta">
                  {t('orders.quantity', { count: item.quantity })}
                  {item.price === undefined ? '' : ` · ${t('orders.unitPrice', { price: money(item.price) })}`}
                </p>
              </div>
              {item.price === undefined ? null : <p part="order-line-total">{money(item.price * item.quantity)}</p>}
            </li>
          ))}
        </ul>
        <dl part="facts order-sums">
          {deliveryFee === undefined ? null : (
            <>
              <dt>{t('orders.deliveryFee')}</dt>
              <dd>{money(deliveryFee)}</dd>
            </>
          )}
          <dt>{t('orders.total')}</dt>
          <dd>
            <strong>{money(order.total)}</strong>
          </dd>
        </dl>
      </section>
      <section part="card" aria-labelledby="mla-order-delivery">
        <h2 id="mla-order-delivery" part="card-title">
          {t('orders.delivery')}
        </h2>
        {delivery ? (
          <address part="order-address">
            <span dir="auto">{delivery.recipient}</span>
            {delivery.phone ? <span dir="ltr">{delivery.phone}</span> : null}
            {delivery.lines.map((line) => (
              <span key={line} dir="auto">
                {line}
              </span>
            ))}
          </address>
        ) : (
          <p part="text">{t('orders.noDelivery')}</p>
        )}
      </section>
      <section part="card" aria-labelledby="mla-order-history">
        <h2 id="mla-order-history" part="card-title">
          {t('orders.history')}
        </h2>
        <ol part="order-history">
          {history.map((step) => (
            <li part="order-step" key={`${step.status} ${step.at}`}>
              <span part="order-step-status">{t(`orders.step.${step.status}`)}</span>
              <time part="order-step-time" dateTime={new Date(step.at).toISOString()}>
                {when.format(step.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
