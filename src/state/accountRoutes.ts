import { ORDER_STATUSES, type OrderStatus } from '../kernel/contract/account.ts';

/**
 * The member area's pages, routed by the URL's hash as the spec's member paths are
 * (`/user/profile#/profile/my`, `#/profile/edit`) and with our own for the rest (`#/address`,
 * `#/address/new`, `#/address/edit/{id}`, `#/orders`, `#/settings`; account security's
 * `#/password/change`, the spec's `#/mobile/send` and `#/email/change`, `#/devices`, `#/passkeys`,
 * `#/account/delete`): back and forward
 * work, a deep link opens its page, and an unknown hash shows the dashboard. The orders page keeps
 * its page number, status tab and date filter in the hash too, so that they survive a reload and a
 * back; an order's own page is `#/orders/{id}`.
 */

export type AccountPage =
  | { readonly name: 'dashboard' }
  | { readonly name: 'profileEdit' }
  | { readonly name: 'addresses' }
  | { readonly name: 'addressNew' }
  | { readonly name: 'addressEdit'; readonly id: string }
  | { readonly name: 'orders'; readonly page: number; readonly from?: string; readonly to?: string; readonly status?: OrderStatus }
  | { readonly name: 'orderDetail'; readonly id: string }
  | { readonly name: 'settings' }
  | { readonly name: 'password' }
  | { readonly name: 'mobile' }
  | { readonly name: 'email' }
  | { readonly name: 'devices' }
  | { readonly name: 'passkeys' }
  | { readonly name: 'deleteAccount' };

export type AccountPageName = AccountPage['name'];

export const DASHBOARD: AccountPage = { name: 'dashboard' };

/** The pages whose hash is their whole address. */
const SIMPLE_PAGES = [
  ['password', '#/password/change'],
  ['mobile', '#/mobile/send'],
  ['email', '#/email/change'],
  ['devices', '#/devices'],
  ['passkeys', '#/passkeys'],
  ['deleteAccount', '#/account/delete'],
] as const satisfies readonly (readonly [AccountPageName, string])[];

/** A `YYYY-MM-DD` date, as the orders filter keeps it. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The page a hash names; the dashboard for any other. */
export function parseAccountHash(hash: string): AccountPage {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const segments = path.split('/').filter(Boolean);
  const [first, second] = segments;
  if (first === 'profile' && second === 'edit' && segments.length === 2) return { name: 'profileEdit' };
  if (first === 'address') {
    if (segments.length === 1) return { name: 'addresses' };
    if (second === 'new' && segments.length === 2) return { name: 'addressNew' };
    const id = segments[2];
    if (second === 'edit' && id && /^\d{1,15}$/.test(id) && segments.length === 3) return { name: 'addressEdit', id };
  }
  if (first === 'orders' && segments.length === 1) {
    const params = new URLSearchParams(query);
    const page = Number.parseInt(params.get('page') ?? '1', 10);
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const status = ORDER_STATUSES.find((known) => known === params.get('status'));
    return {
      name: 'orders',
      page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
      ...(DATE.test(from) ? { from } : {}),
      ...(DATE.test(to) ? { to } : {}),
      ...(status ? { status } : {}),
    };
  }
  if (first === 'orders' && second && /^\d{1,15}$/.test(second) && segments.length === 2) return { name: 'orderDetail', id: second };
  if (first === 'settings' && segments.length === 1) return { name: 'settings' };
  const named = SIMPLE_PAGES.find(([, hash]) => hash === `#/${segments.join('/')}`);
  return named ? { name: named[0] } : DASHBOARD;
}

/** The hash of `page`. */
export function accountHash(page: AccountPage): string {
  switch (page.name) {
    case 'dashboard':
      return '#/profile/my';
    case 'profileEdit':
      return '#/profile/edit';
    case 'addresses':
      return '#/address';
    case 'addressNew':
      return '#/address/new';
    case 'addressEdit':
      return `#/address/edit/${page.id}`;
    case 'orders': {
      const params = new URLSearchParams();
      if (page.page > 1) params.set('page', String(page.page));
      if (page.from) params.set('from', page.from);
      if (page.to) params.set('to', page.to);
      if (page.status) params.set('status', page.status);
      const query = params.toString();
      return `#/orders${query ? `?${query}` : ''}`;
    }
    case 'orderDetail':
      return `#/orders/${page.id}`;
    case 'settings':
      return '#/settings';
    case 'password':
    case 'mobile':
    case 'email':
    case 'devices':
    case 'passkeys':
    case 'deleteAccount':
      return SIMPLE_PAGES.find(([name]) => name === page.name)?.[1] ?? '#/profile/my';
  }
}
