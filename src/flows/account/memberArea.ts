/**
 * The member area's flows: loading the member's account, saving the profile and the promotion
 * opt-ins, a page of the order history, logging in and out. Each answers what the page side carries
 * out (`answers.ts`), with the wire's answers made into what the pages show (`model.ts`).
 */
import type { AccountProfile, OrderRecordOnWire, OrderStatus } from '../../kernel/contract/account.ts';
import type { AddressOnWire } from '../../kernel/contract/address.ts';
import { ORDER_PAGE_SIZE } from '../../kernel/contract/account.ts';
import { ACCOUNT } from '../../kernel/contract/accountCalls.ts';
import type { AnswerOf } from '../../kernel/contract/calls.ts';
import { isSessionCode } from '../../kernel/contract/errorCodes.ts';
import { MemberError } from '../../net/MemberError.ts';
import type { Region } from '../../kernel/config/regions.ts';
import type { Language } from '../../kernel/config/languages.ts';
import type { FlowContext } from '../context.ts';
import type { AccountAnswer } from './answers.ts';
import type { Address, MemberProfile, Order, OrderDetail, OrderPage, ProfileDraft } from './model.ts';

/** An address as the pages show it (the overview's and the address book's flows' answers). */
export function address(wire: AddressOnWire): Address {
  return { ...wire };
}

/** How many orders the dashboard shows. */
export const LATEST_ORDERS = 3;

type Caller = Pick<FlowContext, 'client'>;

export function memberProfile(profile: AccountProfile): MemberProfile {
  return {
    fullName: profile.fullName ?? '',
    nickname: profile.nickname ?? '',
    email: profile.email,
    phone: profile.phone,
    gender: profile.gender,
    birthday: profile.birthday,
    memberLevel: profile.memberLevel,
    newsletter: profile.enableNewsletter,
    smsPromotions: profile.enableSmsNewsletter,
  };
}

/** The digits of `currency`'s minor unit (ISO 4217: SGD 2, VND 0), in which the wire gives totals. */
function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

function order(wire: OrderRecordOnWire): Order {
  const unit = 10 ** minorDigits(wire.currency);
  const items = wire.items.map(({ priceMinor, ...item }) => ({ ...item, ...(priceMinor === undefined ? {} : { price: priceMinor / unit }) }));
  return { id: wire.id, number: wire.number, placedAt: wire.placedAt, total: wire.totalMinor / unit, currency: wire.currency, status: wire.status, items };
}

const isSessionEnd = (error: unknown) => error instanceof MemberError && isSessionCode(error.code);

type OverviewOnWire = AnswerOf<typeof ACCOUNT.getOverview>;

/** The overviews asked for before the member area ran its first load, one per member api, not yet taken. */
const early = new WeakMap<Caller['client'], Promise<OverviewOnWire>>();

/** The dashboard's data in one call: the profile, the address book and the latest orders. */
function fetchOverview({ client }: Caller, signal?: AbortSignal): Promise<OverviewOnWire> {
  return client.gateway(ACCOUNT.getOverview, { pageSize: LATEST_ORDERS }, { ...(signal ? { signal } : {}), needLogin: false });
}

/**
 * Starts the member's account's call now (the element does as it connects, before its UI renders),
 * for the next `loadAccount` to take; once until it is taken.
 */
export function startAccountLoad(caller: Caller): void {
  if (early.has(caller.client)) return;
  const started = fetchOverview(caller);
  // Its failure is `loadAccount`'s to report; until it is taken, it is not unhandled.
  started.catch(() => undefined);
  early.set(caller.client, started);
}

/**
 * The member's account: the profile, the address book and the latest orders, in one call (the one
 * the element started, if it did). No session (never logged in, or expired) is no failure: the
 * member area offers to log in.
 */
export async function loadAccount(caller: Caller, _input: undefined, signal: AbortSignal): Promise<AccountAnswer> {
  const started = early.get(caller.client);
  early.delete(caller.client);
  try {
    const { profile, addressBook, orders } = await (started ?? fetchOverview(caller, signal));
    return {
      type: 'overview',
      overview: {
        profile: memberProfile(profile),
        addresses: addressBook.addresses.map(address),
        addressLimit: addressBook.limit,
        latestOrders: orders.orders.map(order),
        orderCount: orders.total,
        orderCounts: orders.counts,
      },
    };
  } catch (error) {
    if (isSessionEnd(error)) return { type: 'loggedOut', byMember: false };
    throw error;
  }
}

const pad = (value: string) => value.padStart(2, '0');

/** Saves the profile as typed (the field rules are checked first, by the page and by the service). */
export async function saveProfile({ client }: Caller, draft: ProfileDraft, signal: AbortSignal): Promise<AccountAnswer> {
  const birthday = draft.year && draft.month && draft.date ? `${draft.year}-${pad(draft.month)}-${pad(draft.date)}` : undefined;
  const profile = await client.gateway(
    ACCOUNT.updateProfile,
    { fullName: draft.fullName.trim(), nickname: draft.nickname.trim(), ...(draft.gender ? { gender: draft.gender } : {}), ...(birthday ? { birthday } : {}) },
    { signal },
  );
  return { type: 'profileSaved', profile: memberProfile(profile) };
}

/** Opts in or out of promotions by e-mail (`newsletter`) or SMS (`sms`), at once. */
export async function savePromotion(
  { client }: Caller,
  { which, enabled }: { readonly which: 'newsletter' | 'sms'; readonly enabled: boolean },
  signal: AbortSignal,
): Promise<AccountAnswer> {
  const profile = await client.gateway(ACCOUNT.updatePreferences, which === 'newsletter' ? { enableNewsletter: enabled } : { enableSmsNewsletter: enabled }, { signal });
  return { type: 'preferencesSaved', profile: memberProfile(profile), change: which };
}

/** One page of the order history, newest first, placed between `from` and `to` (whole days, both in), in `status` when given. */
export async function ordersPage(
  { client }: Caller,
  query: { readonly page: number; readonly from?: string | undefined; readonly to?: string | undefined; readonly status?: OrderStatus | undefined },
  signal: AbortSignal,
): Promise<OrderPage> {
  const answer = await client.gateway(
    ACCOUNT.listOrders,
    {
      page: query.page,
      pageSize: ORDER_PAGE_SIZE,
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      ...(query.status ? { status: query.status } : {}),
    },
    { signal },
  );
  return {
    orders: answer.orders.map(order),
    page: answer.page,
    pages: Math.max(1, Math.ceil(answer.total / answer.pageSize)),
    total: answer.total,
    counts: answer.counts,
  };
}

/** One of the member's orders in full: its items, delivery address, status history and the delivery fee the total holds. */
export async function orderDetail({ client }: Caller, id: string, signal: AbortSignal): Promise<OrderDetail> {
  const answer = await client.gateway(ACCOUNT.getOrder, { id }, { signal });
  const shown = order(answer.order);
  const priced = shown.items.every((item) => item.price !== undefined);
  const items = shown.items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0);
  const fee = Math.round((shown.total - items) * 10 ** minorDigits(shown.currency)) / 10 ** minorDigits(shown.currency);
  return { order: shown, delivery: answer.delivery, history: answer.history, ...(priced && shown.items.length && fee > 0 ? { deliveryFee: fee } : {}) };
}

/** Ends the session on the server. */
export async function logOut({ client }: Caller, _input: undefined, signal: AbortSignal): Promise<AccountAnswer> {
  await client.gateway(ACCOUNT.logout, {}, { signal });
  return { type: 'loggedOut', byMember: true };
}

/** The shopper chose a language and region (kept in the preference cookie by the page side). */
export async function choosePreference(_context: unknown, { region, language }: { readonly region: Region; readonly language: Language }): Promise<AccountAnswer> {
  return { type: 'preferenceChosen', region, language };
}

/** The member asked to log in. */
export async function logIn(): Promise<AccountAnswer> {
  return { type: 'logIn' };
}
