/**
 * The member area's gateway calls (`src/kernel/contract/accountCalls.ts`), served by the gateway route:
 * every one is the session's member's own (nothing takes a member id from the request), every
 * change needs the CSRF token whatever the method, and the request's fields are the only ones
 * written (the contract's request structs name what a member may change; member level, ids and
 * status are not among them).
 */
import type { Context } from 'hono';
import type { ACCOUNT } from '../../src/kernel/contract/accountCalls.ts';
import type { AnswerOf, RequestOf } from '../../src/kernel/contract/calls.ts';
import type { ServiceDeps } from './deps.ts';
import { ADDRESS_LIMIT } from '../../src/kernel/config/addressForms.ts';
import { accountProfile, checkedProfile, orderPage } from '../domain/account.ts';
import { addressBook, addressId, addressLimit, addressNotFound, checkedAddress } from '../domain/addressBook.ts';
import { childDivisions } from '../domain/divisions.ts';
import { orderDetail } from '../domain/orderDetail.ts';
import { regionOf } from '../domain/phones.ts';
import { MINUTE_MS, within } from '../domain/limits.ts';
import { endSession } from '../domain/sessions.ts';
import { Refusal } from '../domain/refusal.ts';
import { MESSAGES } from '../domain/messages.ts';
import type { UserRecord } from '../storage/Storage.ts';
import { clearSessionCookie, sessionCookie } from './cookies.ts';

type Calls = typeof ACCOUNT;
export interface AccountCallContext {
  readonly c: Context;
  readonly user: UserRecord | undefined;
}
export type AccountHandlers = { readonly [K in keyof Calls]: (data: RequestOf<Calls[K]>, context: AccountCallContext) => Promise<AnswerOf<Calls[K]>> };

/** The member area's reads: they change nothing, so they run without the CSRF token. */
export const ACCOUNT_READS: ReadonlySet<keyof Calls> = new Set(['getOverview', 'getProfile', 'listOrders', 'getOrder', 'listAddresses', 'divisions']);

/** The logged-in member of a call, or the session-expired answer. */
export function member(user: UserRecord | undefined): UserRecord {
  if (!user) throw new Refusal('FAIL_SYS_SESSION_EXPIRED', MESSAGES.sessionExpired);
  return user;
}

/** The member of a change, counted: over `accountChangesPerMinute` the answer is the traffic limit. */
export async function countedChange({ storage, config }: Pick<ServiceDeps, 'storage' | 'config'>, user: UserRecord | undefined): Promise<UserRecord> {
  const found = member(user);
  await within(storage, `account-change:${found.id}`, { max: config.accountChangesPerMinute, windowMs: MINUTE_MS, at: config.now() });
  return found;
}

export function accountHandlers(deps: ServiceDeps): AccountHandlers {
  const { storage, config } = deps;
  const changing = (user: UserRecord | undefined) => countedChange(deps, user);
  return {
    getOverview: async ({ pageSize }, { user }) => {
      const found = member(user);
      const [addresses, orders] = await Promise.all([addressBook(storage, found.id), orderPage(storage, found.id, { page: 1, pageSize })]);
      return { profile: accountProfile(found), addressBook: addresses, orders };
    },
    getProfile: async (_data, { user }) => accountProfile(member(user)),
    updateProfile: async (data, { c, user }) => {
      const changes = checkedProfile(data, regionOf(c.req.header('X-Member-Region')), new Date(config.now()));
      return accountProfile(await storage.users.update((await changing(user)).id, changes, config.now()));
    },
    updatePreferences: async ({ enableNewsletter, enableSmsNewsletter }, { user }) =>
      accountProfile(
        await storage.users.update(
          (await changing(user)).id,
          {
            ...(enableNewsletter === undefined ? {} : { newsletter: enableNewsletter }),
            ...(enableSmsNewsletter === undefined ? {} : { smsNewsletter: enableSmsNewsletter }),
          },
          config.now(),
        ),
      ),
    listOrders: async (query, { user }) => orderPage(storage, member(user).id, query),
    getOrder: async ({ id }, { user }) => orderDetail(storage, member(user).id, id),
    listAddresses: async (_data, { user }) => addressBook(storage, member(user).id),
    saveAddress: async ({ id, defaultShipping, defaultBilling, ...request }, { c, user }) => {
      const owner = (await changing(user)).id;
      const values = checkedAddress(request, regionOf(c.req.header('X-Member-Region')));
      let saved: number;
      if (id === undefined) {
        const added = await storage.addresses.insert(owner, values, ADDRESS_LIMIT, config.now());
        if (added === 'LIMIT') throw addressLimit();
        saved = added.id;
      } else {
        const changed = await storage.addresses.update(owner, addressId(id), values, config.now());
        if (!changed) throw addressNotFound();
        saved = changed.id;
      }
      if (defaultShipping) await storage.addresses.setDefault(owner, saved, 'shipping');
      if (defaultBilling) await storage.addresses.setDefault(owner, saved, 'billing');
      return addressBook(storage, owner);
    },
    deleteAddress: async ({ id }, { user }) => {
      const owner = (await changing(user)).id;
      if (!(await storage.addresses.delete(owner, addressId(id)))) throw addressNotFound();
      return addressBook(storage, owner);
    },
    setDefaultAddress: async ({ id, kind }, { user }) => {
      const owner = (await changing(user)).id;
      if (!(await storage.addresses.setDefault(owner, addressId(id), kind))) throw addressNotFound();
      return addressBook(storage, owner);
    },
    divisions: async ({ country, parent }) => ({ items: [...childDivisions(country, parent ?? '')] }),
    logout: async (_data, { c }) => {
      const id = sessionCookie(c);
      if (id) await endSession(storage, id);
      clearSessionCookie(c);
      return { loggedOut: true };
    },
  };
}
