/**
 * My orders (`#/orders`): status tabs with counts (the dashboard's shortcuts, All first), newest
 * first, ten a page, filtered by the days they were placed, chosen in the shopper's calendar (the
 * one the order dates are written in). The tab, page and filter live in the hash, so that back,
 * reload and a shared link keep them. No order leads back to shopping. A page of orders seen in this
 * visit shows at once while it loads again; a first load shows cards' skeletons; a failure says why
 * (offline and too slow as such) with Try again, over the orders seen before when there are some.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { OrderCounts, OrderPage } from '../../flows/account/model.ts';
import { ordersSeenAtom, requestedPageAtom } from '../../state/account.ts';
import { accountHash, type AccountPage } from '../../state/accountRoutes.ts';
import { useAtomValue, useSetAtom } from '../../ui/atomHooks.ts';
import { useAccountText } from '../common/accountText.ts';
import { useAccountFailureText, useAccountFlows } from '../run/flowHooks.ts';
import { DayPicker, dayOf, dayParts } from '../parts/DayPicker.tsx';
import { LoadFailed, Loading } from '../parts/LoadState.tsx';
import { NoOrders } from '../parts/NoOrders.tsx';
import { OrderRow } from '../parts/OrderRow.tsx';
import { OrderShortcuts } from '../parts/OrderShortcuts.tsx';
import { PageFrame } from '../parts/PageFrame.tsx';

type OrdersPage = Extract<AccountPage, { name: 'orders' }>;

/** The filter's years: ten back to this one (no order is placed later). */
function pickerYears(): number[] {
  const year = new Date().getFullYear();
  return Array.from({ length: 11 }, (_, index) => year - 10 + index);
}

/** What the list shows: the page (as seen before, while it loads again, or as loaded), and why it could not load. */
interface Loaded {
  readonly page?: OrderPage | undefined;
  readonly failed?: string;
}

export function Orders({ page, counts: firstCounts }: { page: OrdersPage; counts: OrderCounts }) {
  const t = useAccountText();
  const goTo = useSetAtom(requestedPageAtom);
  const [attempt, setAttempt] = useState(0);
  const [counts, setCounts] = useState(firstCounts);
  const [from, setFrom] = useState(() => dayParts(page.from));
  const [to, setTo] = useState(() => dayParts(page.to));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const filtered = Boolean(page.from || page.to);
  const status = page.status ?? 'all';

  const filter = (event: FormEvent) => {
    event.preventDefault();
    const start = dayOf(from);
    const end = dayOf(to);
    const incomplete = t('orders.dateIncomplete');
    if (start === 'incomplete' || end === 'incomplete') {
      setErrors({ ...(start === 'incomplete' ? { from: incomplete } : {}), ...(end === 'incomplete' ? { to: incomplete } : {}) });
      return;
    }
    if (start && end && start > end) {
      setErrors({ to: t('orders.rangeInvalid') });
      return;
    }
    setErrors({});
    goTo({ page: { name: 'orders', page: 1, ...(start ? { from: start } : {}), ...(end ? { to: end } : {}), ...(page.status ? { status: page.status } : {}) } });
  };

  return (
    <PageFrame title={t('orders.title')}>
      <OrderShortcuts counts={counts} current={status} />
      <details part="filter-disclosure" open={filtered || undefined}>
        <summary part="filter-summary">{t('orders.filter')}</summary>
        <form part="filter" aria-label={t('orders.filter')} noValidate onSubmit={filter}>
          <DayPicker legend={t('orders.from')} value={from} onValue={setFrom} years={pickerYears()} error={errors.from} />
          <DayPicker legend={t('orders.to')} value={to} onValue={setTo} years={pickerYears()} error={errors.to} />
          <div part="buttons">
            {filtered ? (
              <a part="button button-secondary" href={accountHash({ name: 'orders', page: 1, ...(page.status ? { status: page.status } : {}) })}>
                {t('orders.clear')}
              </a>
            ) : null}
            <button type="submit" part="button button-primary">
              {t('orders.apply')}
            </button>
          </div>
        </form>
      </details>
      <OrderList key={`${accountHash(page)} ${attempt}`} page={page} filtered={filtered} onCounts={setCounts} onRetry={() => setAttempt((value) => value + 1)} />
    </PageFrame>
  );
}

/** One page of orders, loaded once (a new tab, page, filter or Try again makes a new list). */
function OrderList({ page, filtered, onCounts, onRetry }: { page: OrdersPage; filtered: boolean; onCounts: (counts: OrderCounts) => void; onRetry: () => void }) {
  const loaded = useAccountFlows();
  const failureText = useAccountFailureText();
  const key = accountHash(page);
  const seen = useAtomValue(ordersSeenAtom);
  const remember = useSetAtom(ordersSeenAtom);
  const [state, setState] = useState<Loaded>(() => ({ page: seen.get(key) }));

  useEffect(() => {
    if (!loaded) return undefined;
    let current = true;
    loaded.flows.ordersPage(loaded.context, page, loaded.signal).then(
      (result) => {
        if (!current) return;
        setState({ page: result });
        remember((known) => new Map(known).set(key, result));
        onCounts(result.counts);
      },
      (error: unknown) => {
        if (!current) return;
        setState((shown) => ({ ...shown, failed: failureText(error)?.text ?? '' }));
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, page, key, failureText, remember, onCounts]);

  return (
    <>
      {state.failed !== undefined ? <LoadFailed message={state.failed} retry={onRetry} /> : null}
      {state.page ? <OrdersShown page={page} shown={state.page} filtered={filtered} /> : state.failed === undefined ? <Loading shape="list" /> : null}
    </>
  );
}

function OrdersShown({ page, shown, filtered }: { page: OrdersPage; shown: OrderPage; filtered: boolean }) {
  const t = useAccountText();
  const pageHash = (target: number) => accountHash({ ...page, page: target });
  if (shown.orders.length === 0) {
    return <NoOrders text={filtered ? 'orders.emptyFiltered' : page.status ? 'orders.emptyStatus' : 'orders.empty'} />;
  }
  return (
    <>
      <ul part="orders">
        {shown.orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <nav part="pager" aria-label={t('orders.page', { page: shown.page, pages: shown.pages })}>
        {shown.page > 1 ? (
          <a part="button button-secondary" href={pageHash(shown.page - 1)}>
            {t('orders.previous')}
          </a>
        ) : (
          <span />
        )}
        <span part="text">{t('orders.page', { page: shown.page, pages: shown.pages })}</span>
        {shown.page < shown.pages ? (
          <a part="button button-secondary" href={pageHash(shown.page + 1)}>
            {t('orders.next')}
          </a>
        ) : (
          <span />
        )}
      </nav>
    </>
  );
}
