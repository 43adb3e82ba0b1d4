/**
 * My orders (`#/orders`): newest first, ten a page, filtered by the day they were placed (a picker
 * from ten years back to ten years ahead). The page and the filter live in the hash, so that back,
 * reload and a shared link keep them. No order leads back to shopping.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { OrderPage } from '../../flows/account/model.ts';
import { requestedPageAtom } from '../../state/account.ts';
import { accountHash, type AccountPage } from '../../state/accountRoutes.ts';
import { useSetAtom } from '../../ui/atomHooks.ts';
import { TextField } from '../../ui/controls/TextField.tsx';
import { useStaticLinks } from '../../ui/useStaticLinks.ts';
import { useAccountText } from '../accountText.ts';
import { useAccountErrorToast, useAccountFlows } from '../flowHooks.ts';
import { OrderRow } from '../parts/OrderRow.tsx';
import { PageFrame } from '../parts/PageFrame.tsx';

type OrdersPage = Extract<AccountPage, { name: 'orders' }>;

/** The filter's range: ten years back to ten years ahead of today. */
function pickerRange(): { min: string; max: string } {
  const today = new Date();
  const at = (years: number) => `${today.getFullYear() + years}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return { min: at(-10), max: at(10) };
}

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'page'; readonly page: OrderPage } | { readonly kind: 'failed' };

export function Orders({ page }: { page: OrdersPage }) {
  const t = useAccountText();
  const goTo = useSetAtom(requestedPageAtom);
  const [attempt, setAttempt] = useState(0);
  const [from, setFrom] = useState(page.from ?? '');
  const [to, setTo] = useState(page.to ?? '');
  const [rangeError, setRangeError] = useState<string>();
  const { min, max } = pickerRange();
  const filtered = Boolean(page.from || page.to);

  const filter = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setRangeError(t('orders.rangeInvalid'));
      return;
    }
    setRangeError(undefined);
    goTo({ page: { name: 'orders', page: 1, ...(from ? { from } : {}), ...(to ? { to } : {}) } });
  };

  return (
    <PageFrame title={t('orders.title')}>
      <form part="filter" aria-label={t('orders.filter')} noValidate onSubmit={filter}>
        <TextField label={t('orders.from')} type="date" name="from" min={min} max={max} value={from} onValue={setFrom} />
        <TextField label={t('orders.to')} type="date" name="to" min={min} max={max} value={to} onValue={setTo} error={rangeError} />
        <div part="buttons">
          {filtered ? (
            <a part="button button-secondary" href={accountHash({ name: 'orders', page: 1 })}>
              {t('orders.clear')}
            </a>
          ) : null}
          <button type="submit" part="button button-primary">
            {t('orders.apply')}
          </button>
        </div>
      </form>
      <OrderList key={`${accountHash(page)} ${attempt}`} page={page} filtered={filtered} onRetry={() => setAttempt((value) => value + 1)} />
    </PageFrame>
  );
}

/** One page of orders, loaded once (a new page, filter or Try again makes a new list). */
function OrderList({ page, filtered, onRetry }: { page: OrdersPage; filtered: boolean; onRetry: () => void }) {
  const t = useAccountText();
  const links = useStaticLinks();
  const loaded = useAccountFlows();
  const toastError = useAccountErrorToast();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    if (!loaded) return undefined;
    let current = true;
    loaded.flows.ordersPage(loaded.context, page, loaded.signal).then(
      (result) => current && setState({ kind: 'page', page: result }),
      (error: unknown) => {
        if (!current) return;
        toastError(error);
        setState({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, page, toastError]);

  const pageHash = (target: number) => accountHash({ ...page, page: target });
  switch (state.kind) {
    case 'loading':
      return (
        <p part="text loading" role="status">
          {t('account.loading')}
        </p>
      );
    case 'failed':
      return (
        <div part="empty" role="alert">
          <p part="text">{t('account.loadFailed')}</p>
          <button type="button" part="button button-primary" onClick={onRetry}>
            {t('account.retry')}
          </button>
        </div>
      );
    case 'page':
      if (state.page.orders.length === 0) {
        return (
          <div part="empty">
            <p part="text">{t(filtered ? 'orders.emptyFiltered' : 'orders.empty')}</p>
            <a part="button button-primary" href={links.home}>
              {t('orders.shop')}
            </a>
          </div>
        );
      }
      return (
        <>
          <ul part="orders">
            {state.page.orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          <nav part="pager" aria-label={t('orders.page', { page: state.page.page, pages: state.page.pages })}>
            {state.page.page > 1 ? (
              <a part="button button-secondary" href={pageHash(state.page.page - 1)}>
                {t('orders.previous')}
              </a>
            ) : (
              <span />
            )}
            <span part="text">{t('orders.page', { page: state.page.page, pages: state.page.pages })}</span>
            {state.page.page < state.page.pages ? (
              <a part="button button-secondary" href={pageHash(state.page.page + 1)}>
                {t('orders.next')}
              </a>
            ) : (
              <span />
            )}
          </nav>
        </>
      );
  }
}
