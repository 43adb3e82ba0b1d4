/**
 * Notices of security changes (NIST SP 800-63B-4 4.6, OWASP ASVS 5.0 6.3.6): every change of the
 * password, phone or e-mail, devices signed out and a deletion requested is told to every address
 * on file, the old phone and e-mail included, after the change is stored. Sending them never
 * fails the change nor waits for the delivery. Each carries a "this wasn't me" link, valid 7 days,
 * whose page undoes a phone or e-mail change, ends every session and token of the member and
 * pauses security changes for 24 hours (see `undoChange`).
 */
import type { Storage, UserRecord } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { DAY_MS } from './limits.ts';
import { randomId } from './secrets.ts';
import type { DeliveryQueue } from './deliveries.ts';
import { LOCK_AFTER_NOT_ME_MS, securityLockKey } from './verification.ts';
import { OUTGOING_TEXTS, type SecurityChange } from './outgoingTexts.ts';
import type { Language } from '../../../src/i18n/languages.ts';

export type { SecurityChange };

export const NOT_ME_KIND = 'not-me';
export const NOT_ME_PATH = '/user/not-me';
export const NOT_ME_TTL_MS = 7 * DAY_MS;

/** What a notice says happened, in English (the "this wasn't me" page's words). */
export const CHANGE_TEXTS: Readonly<Record<SecurityChange, string>> = OUTGOING_TEXTS.en.changes;

interface Contact {
  readonly email: string | null;
  readonly phonePrefixCode: string | null;
  readonly phone: string | null;
}

export interface NotMeData {
  readonly change: SecurityChange;
  readonly before: Contact;
  readonly after: Contact;
}

export interface NoticeDeps {
  readonly storage: Storage;
  readonly config: ServiceConfig;
  readonly sender: DeliveryQueue;
}

const contactOf = ({ email, phonePrefixCode, phone }: Contact): Contact => ({ email, phonePrefixCode, phone });
const phoneTarget = ({ phonePrefixCode, phone }: Contact) => (phone && phonePrefixCode ? `+${phonePrefixCode}${phone}` : undefined);

/**
 * Tells `change` to every address of the member before and after it, each with the same "this
 * wasn't me" link, in the member's language (kept), else `language` (the request's). Never throws:
 * a notice that cannot be made is logged, the change stands.
 */
export async function sendNotices(
  deps: NoticeDeps,
  origin: string,
  before: UserRecord,
  after: Contact,
  change: SecurityChange,
  language: Language,
  /** What the notice adds after the change's words (a new device's "Chrome on Windows"). */
  detail?: string,
): Promise<void> {
  try {
    const at = deps.config.now();
    const token = randomId();
    const data: NotMeData = { change, before: contactOf(before), after: contactOf(after) };
    await deps.storage.tokens.insert({ token, kind: NOT_ME_KIND, userId: before.id, data: JSON.stringify(data), expiresAt: at + NOT_ME_TTL_MS });
    const link = `${origin}${NOT_ME_PATH}?${new URLSearchParams({ token })}`;
    const texts = OUTGOING_TEXTS[before.language ?? language];
    const text = `${texts.changes[change]}${detail ? ` (${detail})` : ''} ${texts.notMe(link)}`;
    const emails = new Set([before.email, after.email].filter((email): email is string => Boolean(email)));
    const phones = new Set([phoneTarget(before), phoneTarget(after)].filter((phone): phone is string => Boolean(phone)));
    const sentAt = new Date(at).toISOString();
    for (const email of emails) deps.sender.post({ channel: 'EMAIL', phone: email, code: '', link, text, at: sentAt });
    for (const phone of phones) deps.sender.post({ channel: 'SMS', phone, code: '', link, text, at: sentAt });
  } catch (error) {
    console.error(`security notice not sent (${change}): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The change a "this wasn't me" link stands for, if it is still valid. */
export async function notMeChange(storage: Storage, token: string, at: number): Promise<NotMeData | undefined> {
  const found = await storage.tokens.peek(token, NOT_ME_KIND, at);
  return found?.data ? (JSON.parse(found.data) as NotMeData) : undefined;
}

/**
 * "This wasn't me": uses the link up; puts the old phone or e-mail back when the account still has
 * the new one (and nobody else took the old one meanwhile); ends every session and every token of
 * the member but the other notices' links; pauses security changes for 24 hours. Answers the
 * change undone, or undefined for a used or expired link.
 */
export async function undoChange({ storage, config }: Pick<NoticeDeps, 'storage' | 'config'>, token: string): Promise<NotMeData | undefined> {
  const at = config.now();
  const found = await storage.tokens.take(token, NOT_ME_KIND, at);
  if (!found?.userId || !found.data) return undefined;
  const data = JSON.parse(found.data) as NotMeData;
  const user = await storage.users.byId(found.userId);
  if (!user) return undefined;
  if (data.change === 'email' && data.before.email && user.email === data.after.email) {
    const holder = await storage.users.byEmail(data.before.email);
    if (!holder || holder.id === user.id) await storage.users.update(user.id, { email: data.before.email }, at);
  }
  if (data.change === 'phone' && user.phone === data.after.phone && user.phonePrefixCode === data.after.phonePrefixCode) {
    const { phone, phonePrefixCode } = data.before;
    // A number added where there was none is taken off again.
    const holder = phone && phonePrefixCode ? await storage.users.byPhone(phonePrefixCode, phone) : undefined;
    if (!holder || holder.id === user.id) await storage.users.update(user.id, { phone, phonePrefixCode }, at);
  }
  await storage.sessions.deleteForUser(user.id, undefined);
  await storage.tokens.deleteForUser(user.id, [NOT_ME_KIND]);
  await storage.counters.hit(securityLockKey(user.id), LOCK_AFTER_NOT_ME_MS, at);
  return data;
}
