/**
 * The member area's calls, as data, on the gateway (`/gw/{api}/1.0/`): a session code sends the
 * member to log in and the call is retried after it (needLogin), and every change is a POST with the
 * CSRF token (the service requires it of every call that is not a read, whatever the method).
 * `<member-account>` sends with these; the reference member service checks requests and builds
 * answers with the same ones.
 */
import { boolean, enums, integer, literal, optional, pattern, record, size, string, type } from 'superstruct';
import { ADDRESS_COUNTRIES } from '../config/addressCountries.ts';
import { AccountProfileSchema, GENDERS, MAX_ORDER_PAGE_SIZE, ORDER_STATUSES, OrderDetailSchema, OrderPageSchema } from './account.ts';
import { AddressBookSchema, DivisionsSchema } from './address.ts';
import { gateway } from './callShape.ts';

const API = 'mtop.lazada.member.account';
const empty = type({});
const date = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);

/**
 * The dashboard's data in one round trip: the profile, the address book and the latest orders, each
 * the answer its own call gives (`getProfile`, `listAddresses`, `listOrders` with `page` 1 and
 * `pageSize`), so that what one of them gains the overview carries too.
 */
export const OverviewSchema = type({ profile: AccountProfileSchema, addressBook: AddressBookSchema, orders: OrderPageSchema });

export const ACCOUNT = {
  /** The dashboard's data at once (`OverviewSchema`): read by the member area as it opens. */
  getOverview: gateway(`${API}.overview.get`, type({ pageSize: optional(size(integer(), 1, MAX_ORDER_PAGE_SIZE)) }), OverviewSchema, { needLogin: true }),
  getProfile: gateway(`${API}.profile.get`, empty, AccountProfileSchema, { needLogin: true }),
  updateProfile: gateway(
    `${API}.profile.update`,
    type({
      fullName: size(string(), 0, 200),
      nickname: size(string(), 0, 200),
      gender: optional(enums(GENDERS)),
      birthday: optional(date),
    }),
    AccountProfileSchema,
    { method: 'POST', needLogin: true },
  ),
  updatePreferences: gateway(
    `${API}.preferences.update`,
    type({ enableNewsletter: optional(boolean()), enableSmsNewsletter: optional(boolean()) }),
    AccountProfileSchema,
    { method: 'POST', needLogin: true },
  ),
  listOrders: gateway(
    `${API}.orders.list`,
    type({
      page: optional(size(integer(), 1, 10_000)),
      pageSize: optional(size(integer(), 1, MAX_ORDER_PAGE_SIZE)),
      from: optional(date),
      to: optional(date),
      status: optional(enums(ORDER_STATUSES)),
    }),
    OrderPageSchema,
    { needLogin: true },
  ),
  /** One of the member's orders in full; another member's id answers as no order at all. */
  getOrder: gateway(`${API}.orders.get`, type({ id: size(string(), 1, 64) }), OrderDetailSchema, { needLogin: true }),
  listAddresses: gateway(`${API}.address.list`, empty, AddressBookSchema, { needLogin: true }),
  /** Adds an address (no `id`) or changes one of the member's; defaults as asked. */
  saveAddress: gateway(
    `${API}.address.save`,
    type({
      id: optional(size(string(), 1, 64)),
      recipient: size(string(), 0, 200),
      phone: size(string(), 0, 30),
      country: enums(ADDRESS_COUNTRIES),
      fields: record(size(string(), 1, 40), size(string(), 0, 400)),
      defaultShipping: optional(boolean()),
      defaultBilling: optional(boolean()),
    }),
    AddressBookSchema,
    { method: 'POST', needLogin: true },
  ),
  deleteAddress: gateway(`${API}.address.delete`, type({ id: size(string(), 1, 64) }), AddressBookSchema, { method: 'POST', needLogin: true }),
  setDefaultAddress: gateway(`${API}.address.setDefault`, type({ id: size(string(), 1, 64), kind: enums(['shipping', 'billing']) }), AddressBookSchema, {
    method: 'POST',
    needLogin: true,
  }),
  /** The divisions under `parent` (the top level without one) of `country`'s tree; no login needed. */
  divisions: gateway(`${API}.divisions`, type({ country: enums(ADDRESS_COUNTRIES), parent: optional(size(string(), 1, 100)) }), DivisionsSchema),
  /** Ends the session on the server; answers the same whether there was one or not. */
  logout: gateway(`${API}.logout`, empty, type({ loggedOut: literal(true) }), { method: 'POST' }),
} as const;
