/**
 * The member's orders by status, as a marketplace app's "Me" page shows them: a row of shortcuts,
 * one for each status the member's orders are in, with how many. On the dashboard each leads to My
 * orders in that status; on My orders the same row, with All first, is the page's status tabs, the
 * shown one marked as the current page.
 */
import { ORDER_STATUSES, type OrderStatus } from '../../kernel/contract/account.ts';
import type { OrderCounts } from '../../flows/account/model.ts';
import { accountHash } from '../../state/accountRoutes.ts';
import { useAccountText } from '../common/accountText.ts';

interface OrderShortcutsProps {
  readonly counts: OrderCounts;
  /** As My orders' tabs: All first, and the status shown (`all` for every order). */
  readonly current?: OrderStatus | 'all' | undefined;
}

export function OrderShortcuts({ counts, current }: OrderShortcutsProps) {
  const t = useAccountText();
  const tabs = current !== undefined;
  const statuses = ORDER_STATUSES.filter((status) => counts[status] > 0 || status === current);
  if (!tabs && statuses.length === 0) return null;
  const total = ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const link = (status: OrderStatus | 'all', label: string, count: number) => (
    <li key={status}>
      <a
        part={status === current ? 'order-shortcut order-shortcut-current' : 'order-shortcut'}
        href={accountHash({ name: 'orders', page: 1, ...(status === 'all' ? {} : { status }) })}
        aria-current={status === current ? 'page' : undefined}
      >
        <span part="order-shortcut-count">{count}</span> <span part="order-shortcut-label">{label}</span>
      </a>
    </li>
  );
  return (
    <nav part={tabs ? 'order-tabs' : 'order-shortcuts'} aria-label={t('orders.byStatus')}>
      <ul part="order-shortcut-list">
        {tabs ? link('all', t('orders.all'), total) : null}
        {statuses.map((status) => link(status, t(`orders.status.${status}`), counts[status]))}
      </ul>
    </nav>
  );
}
