/**
 * The member area's rules on the service's side: the profile as the member area sees it (e-mail and
 * phone masked), the checks of what a member may change (the same field rules the element shows,
 * plus no invisible or direction-changing characters nor stacks of marks: `hasHiddenText`), and
 * the order history as pages.
 */
import type { AccountProfile, OrderPageOnWire, OrderRecordOnWire, OrderStatus } from '../../src/kernel/contract/account.ts';
import { ORDER_PAGE_SIZE, ORDER_STATUSES } from '../../src/kernel/contract/account.ts';
import type { Region } from '../../src/kernel/config/regions.ts';
import { checkField } from '../../src/kernel/rules/fieldRules.ts';
import { hasHiddenText } from '../../src/kernel/rules/hiddenText.ts';
import { visibleLength } from '../../src/kernel/rules/textLength.ts';
import { Refusal } from './refusal.ts';
import { MESSAGES } from './messages.ts';
import type { OrderRecord, Storage, UserRecord } from '../storage/Storage.ts';

/** `shopper@example.com` → `s***r@example.com`; a one- or two-letter name keeps its first letter. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  const kept = name.length > 2 ? `${name[0]}***${name[name.length - 1]}` : `${name[0]}***`;
  return `${kept}${email.slice(at)}`;
}

/** `65`, `81234567` → `+65 8***4567`. */
export function maskPhone(prefix: string | null, phone: string): string {
  const shown = phone.length > 5 ? `${phone.slice(0, 1)}***${phone.slice(-4)}` : '***';
  return prefix ? `+${prefix} ${shown}` : shown;
}

export function accountProfile(user: UserRecord): AccountProfile {
  const gender = user.gender === 'male' || user.gender === 'female' ? user.gender : undefined;
  return {
    ...(user.fullName ? { fullName: user.fullName } : {}),
    ...(user.name ? { nickname: user.name } : {}),
    ...(user.email ? { email: maskEmail(user.email) } : {}),
    ...(user.phone ? { phone: maskPhone(user.phonePrefixCode, user.phone) } : {}),
    ...(gender ? { gender } : {}),
    ...(user.birthday ? { birthday: user.birthday } : {}),
    ...(user.memberLevel ? { memberLevel: user.memberLevel } : {}),
    enableNewsletter: user.newsletter,
    enableSmsNewsletter: user.smsNewsletter,
  };
}

/** The most characters of a nickname, as a reader counts them (grapheme clusters). */
export const NICKNAME_MAX = 50;

/** The profile as the member sent it, checked; refused with the rule it breaks. */
export function checkedProfile(
  request: { readonly fullName: string; readonly nickname: string; readonly gender?: 'male' | 'female' | undefined; readonly birthday?: string | undefined },
  region: Region,
  today: Date,
): { fullName: string; name: string | null; gender?: string; birthday?: string } {
  const fullName = request.fullName.trim();
  const nickname = request.nickname.trim();
  if (hasHiddenText(fullName) || checkField('fullName', fullName, { region })) throw new Refusal('PL-USER-NAME-INVALID', MESSAGES.nameInvalid);
  if (hasHiddenText(nickname) || visibleLength(nickname) > NICKNAME_MAX) throw new Refusal('PL-USER-NICKNAME-INVALID', MESSAGES.nicknameInvalid);
  if (request.birthday !== undefined && checkField('birthday', request.birthday, { today })) throw new Refusal('PL-USER-BIRTHDAY-INVALID', MESSAGES.birthdayInvalid);
  return {
    fullName,
    name: nickname || null,
    ...(request.gender ? { gender: request.gender } : {}),
    ...(request.birthday ? { birthday: request.birthday } : {}),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

export function orderOnWire(order: OrderRecord): OrderRecordOnWire {
  let items: OrderRecordOnWire['items'] = [];
  try {
    items = JSON.parse(order.items) as OrderRecordOnWire['items'];
  } catch {
    // A row written by hand: shown without its items rather than not at all.
  }
  return {
    id: String(order.id),
    number: order.number,
    placedAt: order.placedAt,
    totalMinor: order.totalMinor,
    currency: order.currency,
    status: isStatus(order.status) ? order.status : 'PROCESSING',
    items,
  };
}

/**
 * One page of the member's orders, newest first; `from` and `to` are whole days, both included
 * (UTC), `status` one status only. With it, how many of the member's orders are in each status.
 */
export async function orderPage(
  storage: Storage,
  userId: number,
  {
    page = 1,
    pageSize = ORDER_PAGE_SIZE,
    from,
    to,
    status,
  }: { page?: number | undefined; pageSize?: number | undefined; from?: string | undefined; to?: string | undefined; status?: OrderStatus | undefined },
): Promise<OrderPageOnWire> {
  const start = from ? Date.parse(`${from}T00:00:00Z`) : undefined;
  const end = to ? Date.parse(`${to}T00:00:00Z`) + DAY_MS : undefined;
  if ((start !== undefined && Number.isNaN(start)) || (end !== undefined && Number.isNaN(end)) || (start !== undefined && end !== undefined && start >= end)) {
    throw new Refusal('PL-ORDER-RANGE-INVALID', MESSAGES.invalidRequest);
  }
  const [{ orders, total }, stored] = await Promise.all([
    storage.orders.page(userId, { from: start, to: end, status, offset: (page - 1) * pageSize, limit: pageSize }),
    storage.orders.counts(userId),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((name) => [name, stored[name] ?? 0])) as Record<OrderStatus, number>;
  return { orders: orders.map(orderOnWire), page, pageSize, total, counts };
}
