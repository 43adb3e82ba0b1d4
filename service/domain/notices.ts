/**
 * Notices of security changes (NIST SP 800-63B-4 4.6, OWASP ASVS 5.0 6.3.6): every change of the
 * password, phone or e-mail, devices signed out and a deletion requested is told to every address
 * on file, the old phone and e-mail included, and to the recovery anchor (the contacts before the
 * window's first change, domain/recovery.ts), after the change is stored. Sending them never fails
 * the change nor waits for the delivery. Each recipient gets its own "this wasn't me" link, valid 7
 * days: spending one (the attacker's copy at an address they added) spends no other. Its page puts
 * the anchor's contacts back, undoes a deletion, ends every session and token of the member, clears
 * the password (the attacker may know it), removes the passkey a passkey notice was about and the
 * passkeys added in the open window, pauses security changes for 24 hours and sends the anchor's
 * contacts a link to set a new password (see `undoChange`).
 */
import type { Storage, UserRecord } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { DAY_MS } from './limits.ts';
import { randomId } from './secrets.ts';
import type { DeliveryQueue } from './deliveries.ts';
import { LOCK_AFTER_NOT_ME_MS, securityLockKey } from './verification.ts';
import {
  ANCHOR_KIND,
  anchorFor,
  APPROVED_KIND,
  APPROVE_PATH,
  approvalToken,
  closeAnchor,
  contactsOf,
  openAnchor,
  phoneOf,
  type Approval,
  type Contacts,
} from './recovery.ts';
import { maskEmail, maskPhone } from './account.ts';
import { RESET_PASSWORD_PATH } from '../../src/kernel/contract/memberPaths.ts';
import { OUTGOING_TEXTS, type SecurityChange } from './outgoingTexts.ts';
import type { Language } from '../../src/kernel/config/languages.ts';

export type { SecurityChange };

export const NOT_ME_KIND = 'not-me';
export const NOT_ME_PATH = '/user/not-me';
export const NOT_ME_TTL_MS = 7 * DAY_MS;

/** The marker that an account has seen a device log in (domain/loginAlerts.ts). */
export const DEVICES_SEEN_KIND = 'devices-seen';

/** Tokens a change or a sign-out leaves: the notices' links (they can only undo), the recovery anchor, the contacts an original one approved, and the mark of an account's devices seen. */
export const KEPT_KINDS: readonly string[] = [NOT_ME_KIND, ANCHOR_KIND, APPROVED_KIND, DEVICES_SEEN_KIND];

export interface NotMeData {
  readonly change: SecurityChange;
  readonly before: Contacts;
  readonly after: Contacts;
  /** The passkey a `passkeyAdded` notice is about (its credential id): "this wasn't me" removes it. */
  readonly passkey?: string;
}

/** Changes that change no contact: they go to the open window's anchor too, but open no window. */
const OPENS_NO_WINDOW: ReadonlySet<SecurityChange> = new Set(['newDevice', 'passkeyAdded', 'passkeyRemoved']);

export interface NoticeDeps {
  readonly storage: Storage;
  readonly config: ServiceConfig;
  readonly sender: DeliveryQueue;
}

/**
 * Tells `change` to every address of the member before and after it and of its recovery anchor,
 * each with its own "this wasn't me" link, in the member's language (kept), else `language` (the
 * request's). Never throws: a notice that cannot be made is logged, the change stands.
 */
export async function sendNotices(
  deps: NoticeDeps,
  origin: string,
  before: UserRecord,
  after: Contacts,
  change: SecurityChange,
  language: Language,
  /** What the notice adds after the change's words (a new device's "Chrome on Windows"). */
  detail?: string,
  /** The passkey a `passkeyAdded` notice is about (its credential id), which its "this wasn't me" removes. */
  passkey?: string,
): Promise<void> {
  try {
    const at = deps.config.now();
    // A login from a new device, a passkey added or removed change no contact: they hear the open anchor, else open no window.
    const anchor = OPENS_NO_WINDOW.has(change) ? ((await openAnchor(deps, before.id)) ?? contactsOf(before)) : await anchorFor(deps, before);
    const data: NotMeData = { change, before: contactsOf(before), after: contactsOf(after), ...(passkey ? { passkey } : {}) };
    const texts = OUTGOING_TEXTS[before.language ?? language];
    const sentAt = new Date(at).toISOString();
    const emails = new Set([anchor.email, before.email, after.email].filter((email): email is string => Boolean(email)));
    const phones = new Set([phoneOf(anchor), phoneOf(before), phoneOf(after)].filter((phone): phone is string => Boolean(phone)));
    const recipients = [...[...emails].map((to) => ({ to, channel: 'EMAIL' as const })), ...[...phones].map((to) => ({ to, channel: 'SMS' as const }))];
    const added = addedContact(anchor, after, change);
    const windowDays = Math.max(1, Math.round(deps.config.recoveryWindowMs / DAY_MS));
    const inAnchor = (to: string) => to === anchor.email || to === phoneOf(anchor);
    for (const { to, channel } of recipients) {
      const token = randomId();
      await deps.storage.tokens.insert({ token, kind: NOT_ME_KIND, userId: before.id, data: JSON.stringify(data), expiresAt: at + NOT_ME_TTL_MS });
      const link = `${origin}${NOT_ME_PATH}?${new URLSearchParams({ token })}`;
      // An original contact may let the added one recover the account before the window is over.
      const approve =
        added && inAnchor(to)
          ? ` ${texts.itWasMe(`${origin}${APPROVE_PATH}?${new URLSearchParams({ token: await approvalToken(deps, before.id, added) })}`, windowDays)}`
          : '';
      deps.sender.post({
        channel,
        phone: to,
        code: '',
        link,
        text: `${texts.changes[change]}${detail ? ` (${detail})` : ''} ${texts.notMe(link)}${approve}`,
        at: sentAt,
      });
    }
  } catch (error) {
    console.error(`security notice not sent (${change}): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The phone or e-mail a change put on the account that the anchor lacks (none for other changes). */
function addedContact(anchor: Contacts, after: Contacts, change: SecurityChange): Approval | undefined {
  if (change === 'email' && after.email && after.email !== anchor.email) return { contact: after.email, label: maskEmail(after.email) };
  const phone = phoneOf(after);
  if (change === 'phone' && phone && phone !== phoneOf(anchor)) return { contact: phone, label: maskPhone(after.phonePrefixCode, after.phone ?? '') };
  return undefined;
}

/** The change a "this wasn't me" link stands for, if it is still valid. */
export async function notMeChange(storage: Storage, token: string, at: number): Promise<NotMeData | undefined> {
  const found = await storage.tokens.peek(token, NOT_ME_KIND, at);
  return found?.data ? (JSON.parse(found.data) as NotMeData) : undefined;
}

/** How long the link to set a new password after "this wasn't me" works. */
const SET_PASSWORD_TTL_MS = DAY_MS;

/** Puts `contacts` back on `user` where nobody else took them meanwhile (a number added where there was none is taken off). */
async function restoreContacts(storage: Storage, user: UserRecord, contacts: Contacts, at: number): Promise<UserRecord> {
  let after = user;
  if (contacts.email && user.email !== contacts.email) {
    const holder = await storage.users.byEmail(contacts.email);
    if (!holder || holder.id === user.id) after = await storage.users.update(user.id, { email: contacts.email }, at);
  }
  if (phoneOf(user) !== phoneOf(contacts)) {
    const { phone, phonePrefixCode } = contacts;
    const holder = phone && phonePrefixCode ? await storage.users.byPhone(phonePrefixCode, phone) : undefined;
    if (!holder || holder.id === user.id) after = await storage.users.update(user.id, { phone, phonePrefixCode }, at);
  }
  return after;
}

/** Sends each of `contacts` its own link to set a new password (a one-time `reset` token). */
async function sendSetPassword(deps: NoticeDeps, origin: string, user: UserRecord, contacts: Contacts, language: Language): Promise<void> {
  const at = deps.config.now();
  const texts = OUTGOING_TEXTS[user.language ?? language];
  const recipients = [
    ...(contacts.email ? [{ to: contacts.email, channel: 'EMAIL' as const }] : []),
    ...(phoneOf(contacts) ? [{ to: phoneOf(contacts) ?? '', channel: 'SMS' as const }] : []),
  ];
  for (const { to, channel } of recipients) {
    const token = randomId();
    await deps.storage.tokens.insert({ token, kind: 'reset', userId: user.id, data: null, expiresAt: at + SET_PASSWORD_TTL_MS });
    const link = `${origin}${RESET_PASSWORD_PATH}?${new URLSearchParams({ bizToken: token })}`;
    deps.sender.post({ channel, phone: to, code: '', link, text: texts.setPassword(link), at: new Date(at).toISOString() });
  }
}

/**
 * "This wasn't me": uses the link up (this recipient's only); puts back the recovery anchor's
 * contacts (without an open window, the change's own old phone or e-mail); undoes a deletion not
 * yet carried out; ends every session and every token of the member but the notices' links;
 * clears the password, pauses security changes for 24 hours and sends the anchor's contacts, and
 * only them, a link to set a new password. Answers the change undone and where the links went, or
 * undefined for a used or expired link.
 */
export async function undoChange(deps: NoticeDeps, origin: string, token: string, language: Language): Promise<{ data: NotMeData; sentTo: Contacts } | undefined> {
  const { storage, config } = deps;
  const at = config.now();
  const found = await storage.tokens.take(token, NOT_ME_KIND, at);
  if (!found?.userId || !found.data) return undefined;
  const data = JSON.parse(found.data) as NotMeData;
  const user = await storage.users.byId(found.userId);
  if (!user || user.status === 'DELETED') return undefined;
  const anchor = (await openAnchor(deps, user.id)) ?? data.before;
  let after = await restoreContacts(storage, user, anchor, at);
  if (after.status === 'DELETION_PENDING') after = await storage.users.update(user.id, { status: 'NORMAL', deletionEndsAt: null }, at);
  await storage.sessions.deleteForUser(user.id, undefined);
  // The passkey this notice was about, and every passkey added in the open window (before the anchor closes).
  if (data.passkey) await storage.passkeys.delete(user.id, data.passkey);
  await storage.passkeys.deleteUnsettled(user.id, at);
  // The anchor and the approvals go (the take-back restores the contacts); the mark of devices seen stays.
  await storage.tokens.deleteForUser(user.id, [NOT_ME_KIND, DEVICES_SEEN_KIND]);
  await closeAnchor(deps, user.id);
  after = await storage.users.update(user.id, { passwordHash: null }, at);
  await storage.counters.hit(securityLockKey(user.id), LOCK_AFTER_NOT_ME_MS, at);
  // Only the anchor's contacts the account has again: never an address the attacker added.
  const sentTo: Contacts = {
    email: after.email !== null && after.email === anchor.email ? after.email : null,
    ...(phoneOf(after) !== undefined && phoneOf(after) === phoneOf(anchor)
      ? { phonePrefixCode: after.phonePrefixCode, phone: after.phone }
      : { phonePrefixCode: null, phone: null }),
  };
  await sendSetPassword(deps, origin, after, sentTo, language);
  return { data, sentTo };
}
