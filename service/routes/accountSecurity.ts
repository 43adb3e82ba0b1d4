/**
 * The member area's security calls of `SECURITY`: the overview (password, e-mail, phone, devices),
 * changing the password, the phone and the e-mail, signing devices out, and deleting the account.
 * Every one needs the session; every change is counted (`countedChange`), needs the CSRF token (the
 * gateway), is refused for 24 hours after "this wasn't me", needs a fresh verification of its
 * action held on the server and uses it up (the password change: the current password instead),
 * and sends the notices of domain/notices.ts once stored. A change to an e-mail or phone another
 * account has answers as for a free one; the code goes to that address, saying someone tried to
 * add it, and only its confirmation says the address is taken (no oracle, issue 32).
 */
import { checkNewPassword } from '../domain/newPassword.ts';
import type { Context } from 'hono';
import type { AnswerOf, RequestOf } from '../../src/kernel/contract/calls.ts';
import { ownOrigin } from './origin.ts';
import { DELETE_CONFIRMATION, DELETION_COOLING_DAYS, type SECURITY, type SecurityOverview } from '../../src/kernel/contract/security.ts';
import { REGIONS } from '../../src/kernel/config/regions.ts';
import { checkField } from '../../src/kernel/rules/fieldRules.ts';
import type { ServiceDeps } from './deps.ts';
import { maskEmail, maskPhone } from '../domain/account.ts';
import { sendCode, verifyCode } from '../domain/codes.ts';
import { deviceId, deviceOf } from '../domain/devices.ts';
import { clearPassword, loginFailureKey } from '../domain/logins.ts';
import { DAY_MS, MINUTE_MS } from '../domain/limits.ts';
import { KEPT_KINDS, sendNotices, type SecurityChange } from '../domain/notices.ts';
import { anchorFor } from '../domain/recovery.ts';
import { loginActivity } from '../domain/loginAlerts.ts';
import { deviceNameProblem } from '../../src/kernel/rules/deviceName.ts';
import { readerOf } from './reader.ts';
import { regionOf, requirePhone } from '../domain/phones.ts';
import { sha256 } from '../domain/secrets.ts';
import { requireFresh, requireUnlocked, spendFresh } from '../domain/verification.ts';
import { clientAddress } from './http.ts';
import { Refusal } from '../domain/refusal.ts';
import { MESSAGES } from '../domain/messages.ts';
import type { UserRecord } from '../storage/Storage.ts';
import { countedChange, member, type AccountCallContext } from './account.ts';
import { clearSessionCookie } from './cookies.ts';
import { sessionOf } from './security.ts';

type Calls = Omit<typeof SECURITY, 'verification' | 'sendVerification' | 'checkVerification' | 'verificationStatus' | 'finishVerifiedLogin'>;
export type AccountSecurityHandlers = { readonly [K in keyof Calls]: (data: RequestOf<Calls[K]>, context: AccountCallContext) => Promise<AnswerOf<Calls[K]>> };

/** The security calls that change nothing: they run without the CSRF token. */
export const SECURITY_READS: ReadonlySet<keyof typeof SECURITY> = new Set(['verification', 'verificationStatus', 'overview', 'deletionCheck']);

/** Orders that stand in the way of a deletion: not delivered yet. */
export const UNDELIVERED_STATUSES = ['PENDING', 'PROCESSING', 'SHIPPED'] as const;
/**
 * Wrong current passwords one session may send in `CURRENT_PASSWORD_WINDOW_MS`; then only a
 * verification changes it. Per session: a thief's guesses leave the owner's session its own.
 */
export const CURRENT_PASSWORD_TRIES = 5;
export const CURRENT_PASSWORD_WINDOW_MS = 15 * MINUTE_MS;
const currentPasswordKey = (session: string) => `current-password:${session}`;

/** A phone or e-mail change waiting for its code: one per member and kind, replaced by a new one. */
type PendingKind = 'phone' | 'email';
interface PendingChange {
  readonly target: string;
  readonly prefix?: string;
  readonly national?: string;
  /** Another account has it: the code went there as a notice, its confirmation answers "already registered". */
  readonly taken?: boolean;
}
const pendingKind = (kind: PendingKind) => `pending-${kind}`;
const pendingKey = (userId: number, kind: PendingKind) => sha256(`pending|${kind}|${userId}`);
const CHANGE_PURPOSE: Readonly<Record<PendingKind, string>> = { phone: 'CHANGE_PHONE', email: 'CHANGE_EMAIL' };

/** The member making a security change: counted, not locked, and with a session (a verification's freshness is the session's). */
export async function changingMember(deps: ServiceDeps, user: UserRecord | undefined, c: Context): Promise<{ user: UserRecord; session: string }> {
  const found = await countedChange(deps, user);
  await requireUnlocked(deps, found);
  const session = sessionOf(c);
  if (!session) throw new Refusal('FAIL_SYS_SESSION_EXPIRED', MESSAGES.sessionExpired);
  return { user: found, session };
}

export function accountSecurityHandlers(deps: ServiceDeps): AccountSecurityHandlers {
  const { storage, config, keys, hasher } = deps;

  async function pending(userId: number, kind: PendingKind): Promise<PendingChange | undefined> {
    const found = await storage.tokens.peek(pendingKey(userId, kind), pendingKind(kind), config.now());
    return found?.data ? (JSON.parse(found.data) as PendingChange) : undefined;
  }

  async function overview(user: UserRecord, c: Context): Promise<SecurityOverview> {
    const current = sessionOf(c);
    const [phone, email, sessions] = await Promise.all([pending(user.id, 'phone'), pending(user.id, 'email'), storage.sessions.listForUser(user.id, config.now())]);
    return {
      hasPassword: user.passwordHash !== null,
      ...(user.email ? { email: maskEmail(user.email) } : {}),
      ...(user.phone ? { phone: maskPhone(user.phonePrefixCode, user.phone) } : {}),
      ...(phone?.national ? { pendingPhone: maskPhone(phone.prefix ?? null, phone.national) } : {}),
      ...(email ? { pendingEmail: maskEmail(email.target) } : {}),
      devices: sessions.map((session) => deviceOf(deps.csrfSecret, session, current)),
      logins: await loginActivity(deps, user.id),
    };
  }

  const changer = (user: UserRecord | undefined, c: Context) => changingMember(deps, user, c);

  /** Ends the member's other sessions and every token that could start one (a notice's "this wasn't me" link cannot). */
  async function signOutOthers(userId: number, session: string | undefined): Promise<number> {
    await storage.tokens.deleteForUser(userId, [...KEPT_KINDS]);
    return storage.sessions.deleteForUser(userId, session);
  }

  /** Confirms a pending phone or e-mail change with its code, then stores it and tells every address. */
  async function confirmChange(kind: PendingKind, code: string, signOut: boolean, context: AccountCallContext): Promise<SecurityOverview> {
    const { user, session } = await changer(context.user, context.c);
    const action = kind === 'phone' ? 'changePhone' : 'changeEmail';
    await requireFresh(deps, session, user, action, { keep: true });
    const change = await pending(user.id, kind);
    if (!change) throw new Refusal('PL-USER-TOKEN-EXPIRED', MESSAGES.tokenExpired);
    await verifyCode(deps, { target: change.target, purpose: CHANGE_PURPOSE[kind], code, address: clientAddress(context.c, config.trustProxy) });
    await storage.tokens.take(pendingKey(user.id, kind), pendingKind(kind), config.now());
    // Taken by another account (when the code was sent, or since): only whoever has that address learns it.
    if (kind === 'email' && (change.taken || (await storage.users.byEmail(change.target)))) throw new Refusal('PL-USER-EMAIL-REGISTERED', MESSAGES.emailRegistered);
    if (kind === 'phone' && (change.taken || (await storage.users.byPhone(change.prefix ?? '', change.national ?? ''))))
      throw new Refusal('PL-USER-PHONE-TAKEN', MESSAGES.phoneTaken);
    await spendFresh(deps, session, user, action);
    // The contacts before the window's first change stay the recovery anchor.
    await anchorFor(deps, user);
    const changes = kind === 'email' ? { email: change.target } : { phone: change.national ?? null, phonePrefixCode: change.prefix ?? null };
    const after = await storage.users.update(user.id, changes, config.now());
    if (signOut) await signOutOthers(user.id, session);
    await sendNotices(deps, ownOrigin(context.c), user, after, kind, readerOf(context.c).language);
    return overview(after, context.c);
  }

  /** Sends a code to the new phone or e-mail and keeps it pending (the old one works until confirmed). */
  async function startChange(user: UserRecord, c: Context, kind: PendingKind, change: PendingChange, channel: 'SMS' | 'WHATSAPP' | 'EMAIL', holder?: UserRecord) {
    const codeLength = await sendCode(deps, {
      target: change.target,
      purpose: CHANGE_PURPOSE[kind],
      channel,
      address: clientAddress(c, config.trustProxy),
      prefix: change.prefix,
      reader: readerOf(c, holder ?? user),
      addAttempt: holder ? kind : undefined,
    });
    const key = pendingKey(user.id, kind);
    await storage.tokens.take(key, pendingKind(kind), 0);
    await storage.tokens.insert({ token: key, kind: pendingKind(kind), userId: user.id, data: JSON.stringify(change), expiresAt: config.now() + config.codeTtlMs });
    return { codeLength, resendAfter: Math.round(config.resendAfterMs / 1000) };
  }

  const notify = (c: Context, before: UserRecord, after: UserRecord, change: SecurityChange) =>
    sendNotices(deps, ownOrigin(c), before, after, change, readerOf(c).language);

  return {
    overview: async (_data, { c, user }) => overview(member(user), c),
    changePassword: async ({ currentPassword, newPassword, signOutOthers: signOut }, { c, user: caller }) => {
      const { user, session } = await changer(caller, c);
      const clear = clearPassword(keys, newPassword);
      await checkNewPassword(deps, clear, regionOf(c.req.header('X-Member-Region')));
      const at = config.now();
      // A try is reserved before the hash is checked (one atomic step), so parallel guesses cannot pass the limit.
      const triesKey = currentPasswordKey(session);
      // The current password as typed, once it is proved right.
      let current: string | undefined;
      if (currentPassword !== undefined && user.passwordHash && (await storage.counters.take(triesKey, CURRENT_PASSWORD_TRIES, CURRENT_PASSWORD_WINDOW_MS, at))) {
        const typed = clearPassword(keys, currentPassword);
        if (!(await hasher.verify(typed, user.passwordHash))) throw new Refusal('PL-USER-WRONG-CURRENT-PASSWORD', MESSAGES.wrongCurrentPassword);
        await storage.counters.clear(triesKey);
        current = typed;
      } else {
        // Looked at, and used up only once the change is made: a refused new password keeps it.
        await requireFresh(deps, session, user, 'changePassword', { keep: true });
      }
      // The new password must differ from the current one (spec; issue 32), checked once the member is
      // proved: against the current one as typed when it was (no second hash), else against its hash.
      const same = current !== undefined ? current === clear : user.passwordHash !== null && (await hasher.verify(clear, user.passwordHash));
      if (same) throw new Refusal('PL-USER-SAME-AS-CURRENT', MESSAGES.sameAsCurrent);
      if (current === undefined) await spendFresh(deps, session, user, 'changePassword');
      const after = await storage.users.update(user.id, { passwordHash: await hasher.hash(clear) }, at);
      // A new password leaves no token that could bring a session back, whatever was ticked.
      await storage.tokens.deleteForUser(user.id, [...KEPT_KINDS]);
      const signedOut = signOut ? await storage.sessions.deleteForUser(user.id, session) : 0;
      await storage.counters.clear(loginFailureKey(user.id));
      await notify(c, user, after, 'password');
      return { signedOut };
    },
    sendPhoneChange: async ({ phonePrefixCode, phone, deliveryType }, { c, user: caller }) => {
      const { user, session } = await changer(caller, c);
      await requireFresh(deps, session, user, 'changePhone', { keep: true });
      const region = Object.entries(REGIONS).find(([, settings]) => settings.dialCode === phonePrefixCode.replace(/^\+/, ''))?.[0];
      if (!region) throw new Refusal('PL-USER-INVALID-PHONE', MESSAGES.invalidPhone);
      const parsed = requirePhone(phone, regionOf(region));
      if (parsed.prefix === user.phonePrefixCode && parsed.national === user.phone) throw new Refusal('PL-USER-SAME-AS-CURRENT', MESSAGES.sameAsCurrent);
      const holder = await storage.users.byPhone(parsed.prefix, parsed.national);
      const change = { target: parsed.target, prefix: parsed.prefix, national: parsed.national, ...(holder ? { taken: true } : {}) };
      return startChange(user, c, 'phone', change, deliveryType === 'WHATSAPP' ? 'WHATSAPP' : 'SMS', holder);
    },
    confirmPhoneChange: async ({ code, signOutOthers: signOut }, context) => confirmChange('phone', code, signOut, context),
    sendEmailChange: async ({ email }, { c, user: caller }) => {
      const { user, session } = await changer(caller, c);
      await requireFresh(deps, session, user, 'changeEmail', { keep: true });
      const address = email.trim().toLowerCase();
      if (checkField('email', address)) throw new Refusal('PL-USER-EMAIL-INVALID', MESSAGES.emailInvalid);
      if (address === user.email?.toLowerCase()) throw new Refusal('PL-USER-SAME-AS-CURRENT', MESSAGES.sameAsCurrent);
      const holder = await storage.users.byEmail(address);
      return startChange(user, c, 'email', { target: address, ...(holder ? { taken: true } : {}) }, 'EMAIL', holder);
    },
    confirmEmailChange: async ({ code, signOutOthers: signOut }, context) => confirmChange('email', code, signOut, context),
    signOutDevices: async ({ id }, { c, user: caller }) => {
      const { user, session } = await changer(caller, c);
      const others = (await storage.sessions.listForUser(user.id, config.now())).filter((other) => other.id !== session);
      const device = id === undefined ? undefined : others.find((other) => deviceId(deps.csrfSecret, other.id) === id);
      if (id !== undefined && !device) throw new Refusal('PL-USER-DEVICE-NOT-FOUND', MESSAGES.deviceNotFound);
      // The devices signed out are not asked to approve it: no push goes to them.
      await requireFresh(deps, session, user, 'signOutDevices', { pushExcept: device ? [device.id] : others.map((other) => other.id) });
      if (device) await storage.sessions.delete(device.id);
      else await signOutOthers(user.id, session);
      await notify(c, user, user, 'devices');
      return overview(user, c);
    },
    renameDevice: async ({ id, deviceName: name }, { c, user: caller }) => {
      const user = member(caller);
      if (deviceNameProblem(name)) throw new Refusal('PL-USER-DEVICE-NAME-INVALID', MESSAGES.deviceNameInvalid);
      const sessions = await storage.sessions.listForUser(user.id, config.now());
      const device = sessions.find((session) => deviceId(deps.csrfSecret, session.id) === id);
      if (!device || !(await storage.sessions.rename(device.id, user.id, name.trim() || null))) throw new Refusal('PL-USER-DEVICE-NOT-FOUND', MESSAGES.deviceNotFound);
      return overview(user, c);
    },
    deletionCheck: async (_data, { user }) => ({
      blockers: (await storage.orders.withStatus(member(user).id, UNDELIVERED_STATUSES)).map(({ number, status }) => ({ number, status })),
    }),
    requestDeletion: async ({ confirmation }, { c, user: caller }) => {
      const { user, session } = await changer(caller, c);
      if (confirmation.trim() !== DELETE_CONFIRMATION) throw new Refusal('PL-USER-DELETION-CONFIRM', MESSAGES.deletionConfirm);
      if ((await storage.orders.withStatus(user.id, UNDELIVERED_STATUSES)).length > 0) throw new Refusal('PL-USER-DELETION-BLOCKED', MESSAGES.deletionBlocked);
      // Checked last: the deletion uses the verification up, so a refusal above must not waste it.
      await requireFresh(deps, session, user, 'deleteAccount');
      const at = config.now();
      const endsAt = at + DELETION_COOLING_DAYS * DAY_MS;
      const after = await storage.users.update(user.id, { status: 'DELETION_PENDING', deletionEndsAt: endsAt }, at);
      await storage.tokens.deleteForUser(user.id, [...KEPT_KINDS]);
      await storage.sessions.deleteForUser(user.id, undefined);
      clearSessionCookie(c);
      await notify(c, user, after, 'deletion');
      return { endsAt };
    },
  };
}
