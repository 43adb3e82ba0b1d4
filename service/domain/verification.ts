/**
 * Identity verification before a sensitive call (issue 23; OWASP ASVS 5.0 7.5.1, NIST SP 800-63B-4
 * 4.1.2.1): the per-action table of methods and freshness, the verification token and its state,
 * and the freshness a verified account action leaves on the server.
 *
 * A verification is a token (kind `verification`) bound to the member, the action and, for an
 * account action, the hashed session id of the browser that asked. Its state is PENDING until a
 * first outcome is written (a marker token `<token>:state`, inserted once: of two racing outcomes
 * the first insert wins), EXPIRED once its window is over. Wrong answers count on atomic counters
 * (`answerBudget.ts`); the fifth makes it REJECTED, for good. A verified account action leaves a freshness token keyed by
 * a hash of (session, action), valid for the action's window: nothing the client sends stands for it.
 */
import { randomInt } from 'node:crypto';
import {
  VERIFICATION_METHODS,
  VERIFICATION_NEEDED,
  VERIFICATION_PATH,
  VERIFICATION_WINDOW_MS,
  type SecurityAction,
  type VerificationMethod,
  type VerificationOption,
  type VerificationState,
} from '../../src/kernel/contract/security.ts';
import { Refusal } from './refusal.ts';
import { MESSAGES } from './messages.ts';
import type { Storage, TokenRecord, UserRecord } from '../storage/Storage.ts';
import { maskEmail, maskPhone } from './account.ts';
import type { ServiceConfig } from './config.ts';
import { deviceLabel } from './devices.ts';
import { DAY_MS, MINUTE_MS } from './limits.ts';
import { randomId, sha256 } from './secrets.ts';
import { recoveringContacts } from './recovery.ts';

/**
 * What a verification is for, on the server as on the wire (`SECURITY_ACTIONS`). The passkey
 * changes (issue 34) are actions of their own: adding a passkey (a new way in, so never proved by
 * the password alone, as a password change is not) and removing one, each with its own freshness.
 */
export type VerificationAction = SecurityAction;

export interface VerificationRule {
  /** The methods that suffice, strongest first (VERIFICATION_METHODS' order). */
  readonly methods: readonly VerificationMethod[];
  /** How long a verified account action stays fresh for its session (0 for a login: it is used at once). */
  readonly freshMs: number;
  /** A check that a person is there, passed before any of `methods` is offered; it verifies nothing. */
  readonly presence?: 'slider';
}

const ACCOUNT_METHODS = ['push', 'sms', 'password', 'email', 'emailLink'] as const satisfies readonly VerificationMethod[];

/**
 * Which methods suffice for which action, and for how long. Every action here could hand the
 * account over, so none takes a knowledge answer (the question bank: NIST SP 800-63B-4 accepts no
 * knowledge answers, nor does OWASP ASVS 5.0 6.4.2; issue 32). The password is no method for
 * changing the password (the call takes the current password itself). A login's second
 * verification asks for what a thief with the password lacks (a code to a registered contact, a
 * push, the e-mail link); the slider only proves a person is there, so it comes in front of those
 * (`presence`), never instead of them.
 */
export const VERIFICATION_TABLE: Readonly<Record<VerificationAction, VerificationRule>> = {
  login: { methods: ['push', 'sms', 'email', 'emailLink'], freshMs: 0, presence: 'slider' },
  changePassword: { methods: ACCOUNT_METHODS.filter((method) => method !== 'password'), freshMs: 10 * MINUTE_MS },
  changePhone: { methods: ACCOUNT_METHODS, freshMs: 10 * MINUTE_MS },
  changeEmail: { methods: ACCOUNT_METHODS, freshMs: 10 * MINUTE_MS },
  signOutDevices: { methods: ACCOUNT_METHODS, freshMs: 10 * MINUTE_MS },
  deleteAccount: { methods: ACCOUNT_METHODS, freshMs: 5 * MINUTE_MS },
  addPasskey: { methods: ACCOUNT_METHODS.filter((method) => method !== 'password'), freshMs: 10 * MINUTE_MS },
  removePasskey: { methods: ACCOUNT_METHODS, freshMs: 10 * MINUTE_MS },
};

export const VERIFICATION_KIND = 'verification';
const STATE_KIND = 'verification-state';
const FRESH_KIND = 'verification-fresh';
const PRESENCE_KIND = 'verification-presence';
/** Wrong answers that end a verification (REJECTED). */
export const MAX_WRONG_ANSWERS = 5;
/** A verification row outlives its window this long, so that it answers EXPIRED rather than unknown. */
export const EXPIRED_KEPT_MS = 15 * MINUTE_MS;
/** After "this wasn't me", security changes wait this long. */
export const LOCK_AFTER_NOT_ME_MS = DAY_MS;
export const securityLockKey = (userId: number) => `security-lock:${userId}`;

export interface VerificationData {
  readonly action: VerificationAction;
  /** The stored (hashed) session id of the browser that asked; unset for a login. */
  readonly session?: string;
  /** For a login: its login type, for the response once verified. */
  readonly loginType?: string;
  /** For a login: the binding hash of the browser that logged in; only it may see and finish the verification. */
  readonly browser?: string;
  /** For a login: its password was found in a breach, so that, once verified, it asks a new one (issue 35). */
  readonly passwordBreached?: boolean;
  /** Epoch ms: the end of the window. */
  readonly endsAt: number;
  /**
   * The sessions (stored ids) this action signs out: no push is offered to them, and none of them
   * may approve one (signing out a device is never approved on that device).
   */
  readonly pushExcept?: readonly string[];
}

export interface VerificationDeps {
  readonly storage: Storage;
  readonly config: ServiceConfig;
}

export interface LoadedVerification {
  readonly token: string;
  readonly record: TokenRecord;
  readonly data: VerificationData;
  readonly user: UserRecord;
}

/**
 * Starts a verification of `action` for `user`: bound to `session` (a stored session id) for an
 * account action, to `browser` (the binding hash of the browser that logged in) for a login.
 */
export async function startVerification(
  { storage, config }: VerificationDeps,
  user: UserRecord,
  action: VerificationAction,
  binding: {
    readonly session?: string | undefined;
    readonly loginType?: string;
    readonly browser?: string;
    readonly pushExcept?: readonly string[];
    readonly passwordBreached?: boolean;
  },
): Promise<string> {
  const token = randomId();
  const endsAt = config.now() + VERIFICATION_WINDOW_MS;
  const data: VerificationData = {
    action,
    endsAt,
    ...(binding.session ? { session: binding.session } : {}),
    ...(binding.loginType ? { loginType: binding.loginType } : {}),
    ...(binding.browser ? { browser: binding.browser } : {}),
    ...(binding.pushExcept?.length ? { pushExcept: binding.pushExcept } : {}),
    ...(binding.passwordBreached ? { passwordBreached: true } : {}),
  };
  await storage.tokens.insert({ token, kind: VERIFICATION_KIND, userId: user.id, data: JSON.stringify(data), expiresAt: endsAt + EXPIRED_KEPT_MS });
  return token;
}

export const verifyUrl = (token: string, type: string, redirect?: string) =>
  `${VERIFICATION_PATH}?${new URLSearchParams({ token, type, ...(redirect ? { redirect } : {}) })}`;

const expired = () => new Refusal('PL-USER-TOKEN-EXPIRED', MESSAGES.tokenExpired);

/**
 * The verification of `token`, as the browser of `session` (its stored id) and `browser` (its
 * binding hash) may see it: an account action's verification only from the session that asked, a
 * login's only from the browser that logged in (`anySession`: the e-mail link and push pages, which
 * prove themselves), and only while its member can still use the account; anything else is the
 * expired-request answer, as for an unknown token.
 */
export async function loadVerification(
  { storage, config }: VerificationDeps,
  token: string,
  session: string | undefined,
  { anySession = false, browser }: { readonly anySession?: boolean; readonly browser?: string | undefined } = {},
): Promise<LoadedVerification> {
  const record = await storage.tokens.peek(token, VERIFICATION_KIND, config.now());
  if (!record?.userId || !record.data) throw expired();
  const data = JSON.parse(record.data) as VerificationData;
  if (!anySession && data.session !== undefined && data.session !== session) throw expired();
  // A login's verification without a browser (none is made so) is no one's.
  if (!anySession && data.action === 'login' && (data.browser === undefined || data.browser !== browser)) throw expired();
  const user = await storage.users.byId(record.userId);
  if (user?.status !== 'NORMAL') throw expired();
  return { token, record, data, user };
}

export async function verificationState({ storage, config }: VerificationDeps, { token, data }: Pick<LoadedVerification, 'token' | 'data'>): Promise<VerificationState> {
  const at = config.now();
  const marker = await storage.tokens.peek(`${token}:state`, STATE_KIND, at);
  if (marker?.data === 'VERIFIED' || marker?.data === 'REJECTED') return marker.data;
  return at >= data.endsAt ? 'EXPIRED' : 'PENDING';
}

const freshKey = (session: string, action: VerificationAction) => sha256(`fresh|${session}|${action}`);

/**
 * Writes the first outcome of a verification (a later one changes nothing) and answers the state
 * it is in afterwards. A verified account action becomes fresh for its session.
 */
export async function settle(deps: VerificationDeps, loaded: LoadedVerification, outcome: 'VERIFIED' | 'REJECTED'): Promise<VerificationState> {
  const { storage, config } = deps;
  if ((await verificationState(deps, loaded)) !== 'PENDING') return verificationState(deps, loaded);
  try {
    await storage.tokens.insert({ token: `${loaded.token}:state`, kind: STATE_KIND, userId: loaded.user.id, data: outcome, expiresAt: loaded.record.expiresAt });
  } catch (error) {
    // Another outcome was written first (the marker's key is taken): that one stands. Any other
    // failure leaves the verification pending, and is thrown.
    const state = await verificationState(deps, loaded);
    if (state === 'PENDING') throw error;
    return state;
  }
  const { action, session } = loaded.data;
  if (outcome === 'VERIFIED' && session !== undefined) {
    const key = freshKey(session, action);
    await storage.tokens.take(key, FRESH_KIND, 0);
    await storage.tokens.insert({ token: key, kind: FRESH_KIND, userId: loaded.user.id, data: null, expiresAt: config.now() + VERIFICATION_TABLE[action].freshMs });
  }
  return outcome;
}

/** Refuses every security change of a member who said "this wasn't me" in the last 24 hours. */
export async function requireUnlocked({ storage, config }: VerificationDeps, user: UserRecord): Promise<void> {
  if ((await storage.counters.peek(securityLockKey(user.id), config.now())) > 0) throw new Refusal('PL-USER-SECURITY-LOCKED', MESSAGES.securityLocked);
}

/**
 * Passes when the session (its stored id) has a fresh verification of `action` for `user`, and
 * uses it up: one verification allows one change (issue 32). `keep`: only looks (a change sent now
 * and confirmed by its code later, which uses it up then with `spendFresh`). Otherwise starts a
 * verification and throws the "verification needed" answer, its token and verify URL in `data`.
 * `pushExcept`: the sessions the action signs out, which the verification's push leaves out.
 */
export async function requireFresh(
  deps: VerificationDeps,
  session: string,
  user: UserRecord,
  action: VerificationAction,
  { pushExcept, keep = false }: { readonly pushExcept?: readonly string[]; readonly keep?: boolean } = {},
): Promise<void> {
  const { storage, config } = deps;
  await requireUnlocked(deps, user);
  const key = freshKey(session, action);
  const at = config.now();
  const fresh = keep ? await storage.tokens.peek(key, FRESH_KIND, at) : await storage.tokens.take(key, FRESH_KIND, at);
  if (fresh?.userId === user.id) return;
  const token = await startVerification(deps, user, action, { session, ...(pushExcept ? { pushExcept } : {}) });
  throw new Refusal(VERIFICATION_NEEDED, MESSAGES.verificationNeeded, 'refused', {
    token,
    tokenType: VERIFICATION_NEEDED,
    verifyUrl: verifyUrl(token, VERIFICATION_NEEDED),
  });
}

/** Uses up the freshness `requireFresh(…, { keep: true })` looked at; of two parallel changes only one gets it. */
export async function spendFresh(deps: VerificationDeps, session: string, user: UserRecord, action: VerificationAction): Promise<void> {
  const fresh = await deps.storage.tokens.take(freshKey(session, action), FRESH_KIND, deps.config.now());
  if (fresh?.userId !== user.id) await requireFresh(deps, session, user, action);
}

/** The member's other live sessions: the devices a push goes to (never one the action signs out). */
async function otherSessions({ storage, config }: VerificationDeps, user: UserRecord, data: Pick<VerificationData, 'session' | 'pushExcept'>) {
  return (await storage.sessions.listForUser(user.id, config.now())).filter((other) => other.id !== data.session && !data.pushExcept?.includes(other.id));
}

/** Whether the person check in front of a verification's methods was passed (or there is none). */
export async function presencePassed({ storage, config }: VerificationDeps, { token, data }: Pick<LoadedVerification, 'token' | 'data'>): Promise<boolean> {
  if (!VERIFICATION_TABLE[data.action].presence) return true;
  return (await storage.tokens.peek(`${token}:presence`, PRESENCE_KIND, config.now())) !== undefined;
}

/** Records that a person is there (the slider passed): the verification's methods open; its state stays PENDING. */
export async function passPresence({ storage }: VerificationDeps, { token, user, record }: Pick<LoadedVerification, 'token' | 'user' | 'record'>): Promise<void> {
  try {
    await storage.tokens.insert({ token: `${token}:presence`, kind: PRESENCE_KIND, userId: user.id, data: null, expiresAt: record.expiresAt });
  } catch {
    // Passed before (its key is taken): once is enough.
  }
}

/**
 * The methods of a verification this member has, strongest first, with where each goes (masked):
 * only its person check while that is not passed.
 */
export async function offeredMethods(deps: VerificationDeps, loaded: Pick<LoadedVerification, 'token' | 'data' | 'user'>): Promise<VerificationOption[]> {
  const { user, data } = loaded;
  const { methods, presence } = VERIFICATION_TABLE[data.action];
  if (presence && !(await presencePassed(deps, loaded))) return [{ method: presence }];
  const devices = await otherSessions(deps, user, data);
  // A phone or e-mail added in the recovery window proves nothing until the window is over.
  const recovering = await recoveringContacts(deps, user);
  const newestDevice = devices.reduce<(typeof devices)[number] | undefined>(
    (newest, device) => (!newest || device.lastSeenAt > newest.lastSeenAt ? device : newest),
    undefined,
  );
  const options: VerificationOption[] = [];
  for (const method of VERIFICATION_METHODS.filter((name) => methods.includes(name))) {
    // The device by the member's name for it, when given (else "Chrome on Android", in English).
    if (method === 'push' && newestDevice) options.push({ method, target: newestDevice.deviceName ?? deviceLabel(newestDevice.userAgent) });
    if (method === 'sms' && user.phone && recovering.phone) options.push({ method, target: maskPhone(user.phonePrefixCode, user.phone) });
    if (method === 'password' && user.passwordHash) options.push({ method });
    if ((method === 'email' || method === 'emailLink') && user.email && recovering.email) options.push({ method, target: maskEmail(user.email) });
  }
  return options;
}

/** The suggested method: the person check while it is due, else the strongest offered. */
export function suggestedMethod(offered: readonly VerificationOption[]): VerificationMethod {
  return offered[0]?.method ?? 'sms';
}

/** The code purpose of `action`'s SMS and e-mail codes, and of its e-mail links. */
export const codePurpose = (action: VerificationAction) => `VERIFY_${action.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
export const linkPurpose = (action: VerificationAction) => `${codePurpose(action)}_LINK`;

/**
 * The push's number: two digits, shown only on the asking screen and typed on the approving
 * device, which is told nothing about it (no choices to tap: a blind guess passes one time in 90,
 * and a wrong one ends the request).
 */
export const pushNumber = (): number => randomInt(10, 100);

/** A question's answer as it is stored (sign-up's question bank): case and spaces do not matter. */
export const normalisedAnswer = (answer: string) => answer.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
