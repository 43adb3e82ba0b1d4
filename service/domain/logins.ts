/**
 * Logins and what follows them: password and code login, sign-up, the next step of scenario
 * accounts, and the login response of spec section 3. A login that needs a next step before the
 * member is in (second verification, restore, complete password, account-auth) starts no session.
 */
import type { LoginResponse, User } from '../../src/kernel/contract/entities.ts';
import type { Storage, UserRecord } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { decryptPassword, type KeyPair } from './keys.ts';
import { challengeBits, challengeRequired } from './challenge.ts';
import { addressKey, MINUTE_MS, TrafficLimited, within } from './limits.ts';
import { ACCOUNT_AUTH_VERIFY_PATH, RESET_PASSWORD_PATH } from '../../src/kernel/contract/memberPaths.ts';
import { BREACHED_PASSWORD_REASON } from '../../src/kernel/contract/breachedPasswords.ts';
import type { PasswordHasher } from './passwords.ts';
import type { BreachedPasswords } from './breachedPasswords.ts';
import type { PasswordPolicy } from '../../src/kernel/rules/passwordPolicy.ts';
import { maskedPhone, parsePhone, type Phone } from './phones.ts';
import { maskEmail, maskPhone } from './account.ts';
import { randomId } from './secrets.ts';
import { startVerification } from './verification.ts';
import { VERIFICATION_PATH } from '../../src/kernel/contract/security.ts';
import { Refusal } from './refusal.ts';
import { MESSAGES } from './messages.ts';
import type { Region } from '../../src/kernel/config/regions.ts';

export interface LoginDeps {
  readonly storage: Storage;
  readonly config: ServiceConfig;
  readonly keys: KeyPair;
  readonly hasher: PasswordHasher;
  readonly breaches: BreachedPasswords;
  readonly passwordPolicy: PasswordPolicy;
}

/** The longest a failed login's answer is slowed down. */
const MAX_SLOWDOWN_MS = 10_000;

/** What a login answers, and whose session to start (none while a next step is pending). */
export interface LoginOutcome {
  readonly response: LoginResponse;
  readonly sessionFor?: number;
}

export const PAGES = {
  secondVerification: VERIFICATION_PATH,
  welcome: '/user/welcome',
  resetPassword: RESET_PASSWORD_PATH,
  accountAuthVerify: ACCOUNT_AUTH_VERIFY_PATH,
  restore: '/user/restore-account',
} as const;

export function userView(user: UserRecord): User {
  return {
    id: user.id,
    ...(user.name ? { name: user.name } : {}),
    ...(user.email ? { email: user.email, emailConfirmed: true } : {}),
    ...(user.phone ? { phone: user.phone } : {}),
    ...(user.phonePrefixCode ? { phonePrefixCode: user.phonePrefixCode } : {}),
    ...(user.gender ? { gender: user.gender } : {}),
    ...(user.birthday ? { birthday: user.birthday } : {}),
    status: 'NORMAL',
    type: 'BUYER',
    hasPassword: user.passwordHash !== null,
    gmtCreate: user.createdAt,
    gmtModified: user.modifiedAt,
  };
}

/** The password inside the widget's cipher text; a password sent in clear text is refused. */
export function clearPassword(keys: KeyPair, cipherText: string): string {
  const password = decryptPassword(keys, cipherText);
  if (password === undefined) throw new Refusal('PL-USER-PASSWORD-NOT-ENCRYPTED', MESSAGES.invalidRequest, 'invalid');
  return password;
}

export async function oneTimeToken({ storage, config }: LoginDeps, kind: string, userId: number | null, data?: unknown): Promise<string> {
  const token = randomId();
  await storage.tokens.insert({ token, kind, userId, data: data === undefined ? null : JSON.stringify(data), expiresAt: config.now() + config.tokenTtlMs });
  return token;
}

/** How a login names its account on the next-step pages: the masked e-mail, else the masked phone. */
export function maskedAccount(user: UserRecord): string {
  if (user.email) return maskEmail(user.email);
  if (user.phone) return maskPhone(user.phonePrefixCode, user.phone);
  return 'your account';
}

/** The login's options: `browser` answers the binding hash of the browser logging in (routes/cookies.ts `browserBinding`). */
export interface OutcomeOptions {
  /** The login's second verification was passed (finishVerifiedLogin), so that step is not asked again. */
  readonly verified?: boolean;
  /** Called only when a next step's token is made: the token belongs to this browser (issue 24, point 7). */
  readonly browser: () => string;
  /**
   * The password this login was made with is in a breach (issue 35): no session, but a new
   * password first, through the reset-password page (COMPLETE_PASSWORD_FOR_LOGIN, `reason=breached`).
   */
  readonly passwordBreached?: boolean;
}

/**
 * The login response of `user`, with the scenario's next step. The token of a next step whose page
 * ends in a session (second verification, account-auth) is bound to the browser that logged in:
 * opened in another browser, it logs nobody in (no session swap through a link).
 */
export async function loginOutcome(
  deps: LoginDeps,
  user: UserRecord,
  loginType: string,
  extra: Partial<LoginResponse>,
  { verified = false, browser, passwordBreached = false }: OutcomeOptions,
): Promise<LoginOutcome> {
  const base: LoginResponse = { loginType, userId: user.id, user: userView(user), hasPhone: user.phone !== null, hasEmail: user.email !== null, ...extra };
  const pending = (action: string, data: LoginResponse['loginNextStepActionData'], more: Partial<LoginResponse> = {}): LoginOutcome => ({
    response: { ...base, loginNextStepAction: action, loginNextStepActionData: data, ...more },
  });
  if (user.status === 'DELETION_PENDING') {
    const token = await oneTimeToken(deps, 'deletion-cancel', user.id);
    return pending('DELETION_COOL_CONFIRM', { deletionCancelToken: token, url: PAGES.restore });
  }
  const nextStep = verified && user.nextStep === 'SECOND_VERIFICATION' ? null : user.nextStep;
  // Asked only once every other factor is passed: a new password set with the breached one alone
  // would give whoever knows it (the breach's readers) more than its login gives them.
  if (passwordBreached && nextStep !== 'SECOND_VERIFICATION') return completePassword(deps, user, pending, `${PAGES.resetPassword}?reason=${BREACHED_PASSWORD_REASON}`);
  switch (nextStep) {
    case 'SECOND_VERIFICATION': {
      // A verification of action `login`: the page at its url hosts the verification screen.
      const token = await startVerification(deps, user, 'login', { loginType, browser: browser(), passwordBreached });
      return pending('SECOND_VERIFICATION', { token, tokenType: 'SECOND_VERIFICATION', url: PAGES.secondVerification });
    }
    case 'COMPLETE_PASSWORD_FOR_LOGIN':
      return completePassword(deps, user, pending, PAGES.resetPassword);
    case 'OAUTH_VERIFY_EMAIL_PASSWORD':
    case 'OAUTH_COMPLETE_PHONE_FOR_REGISTER': {
      const data: AccountAuthData = { action: nextStep, browser: browser() };
      const token = await oneTimeToken(deps, ACCOUNT_AUTH_KIND, user.id, data);
      return pending(nextStep, { token, tokenType: nextStep, url: PAGES.accountAuthVerify });
    }
    case 'JUMP_TO_URL':
      return { response: { ...base, loginNextStepAction: 'JUMP_TO_URL', loginNextStepActionData: { jumpUrl: PAGES.welcome } }, sessionFor: user.id };
    default:
      return { response: base, sessionFor: user.id };
  }
}

/** COMPLETE_PASSWORD_FOR_LOGIN: a token that sets the member's password on the reset-password page at `url`. */
async function completePassword(
  deps: LoginDeps,
  user: UserRecord,
  pending: (action: string, data: LoginResponse['loginNextStepActionData'], more: Partial<LoginResponse>) => LoginOutcome,
  url: string,
): Promise<LoginOutcome> {
  const token = await oneTimeToken(deps, 'complete-password', user.id);
  return pending('COMPLETE_PASSWORD_FOR_LOGIN', { token, tokenType: 'COMPLETE_PASSWORD', url }, { needCompletePassword: true, completePasswordToken: token });
}

/** The login name as the account lookup understands it: e-mail lower-case, phones as `+6581234567`. */
export function normalisedLoginName(loginName: string, region: Region): string {
  const text = loginName.trim().toLowerCase();
  if (text.includes('@')) return text;
  return parsePhone(text, region)?.target ?? text;
}

/** The account-auth page's token kind, and what its row keeps: the next step and the binding of the browser that logged in. */
export const ACCOUNT_AUTH_KIND = 'account-auth';
export interface AccountAuthData {
  readonly action: string;
  readonly browser: string;
}

export interface PasswordAttempt {
  readonly loginName: string;
  readonly cipherText: string;
  readonly region: Region;
  /** The client address (rate limit). */
  readonly address: string;
  /** Uses up this browser's challenge pass: the work (bits) it was bought with when it had a live one. */
  readonly takeChallengePass: () => Promise<number | undefined>;
  /** The binding hash of this browser (a next step's token belongs to it). */
  readonly browser: () => string;
}

/** Counts a login (of any kind) from `address`, refused over `loginsPerAddressPerMinute`: one count for all kinds. */
export function limitLoginAddress({ storage, config }: Pick<LoginDeps, 'storage' | 'config'>, address: string): Promise<void> {
  return within(storage, loginAddressKey(address), { max: config.loginsPerAddressPerMinute, windowMs: MINUTE_MS, at: config.now() });
}

/** The key the logins of one client network (`addressKey`) count under, for `loginsPerAddressPerMinute`. */
const loginAddressKey = (address: string) => `login-address:${addressKey(address)}`;

/** The key failed logins with one login name (normalised, known or not) count under: what anyone typing it sees. */
export const loginNameFailureKey = (normalisedName: string) => `login-failures:name:${normalisedName}`;

/** The key failed logins from one client network (`addressKey`: an IPv6 /64) count under: the challenge's work. */
export const loginAddressFailureKey = (address: string) => `login-failures:address:${addressKey(address)}`;

/**
 * Forgets the logins and failed logins counted on `address`'s network: the development scenario
 * reset, when the next shopper on a developer's machine (or the next end-to-end journey) starts
 * afresh from the same address. Only that address's counters; the limits themselves are unchanged.
 */
export async function clearLoginAddress({ storage }: Pick<LoginDeps, 'storage'>, address: string): Promise<void> {
  await storage.counters.clear(loginAddressKey(address));
  await storage.counters.clear(loginAddressFailureKey(address));
}

/** The challenge's work for the failures of `address` alone (a puzzle asks at least this). */
export async function addressChallengeBits({ storage, config }: Pick<LoginDeps, 'storage' | 'config'>, address: string): Promise<number> {
  return challengeBits(config, await storage.counters.peek(loginAddressFailureKey(address), config.now()));
}

/**
 * Password login. The same message and timing whether or not the account exists, and whichever of
 * its names was typed. Failures count, before the hash is computed (so parallel guesses count too),
 * on the login name as typed (normalised: every spelling of a phone is one name) and, hidden, on
 * the account; failed hashes count on the client network. Past `loginChallengeAfter` failures of
 * the name each attempt needs a challenge pass bought with the work asked (which rises with the
 * failures of the name and of the network, the most from `loginLockAfter` on) and is answered more
 * slowly. What anyone typing the name sees depends on that name's failures only: the failures on
 * an account's e-mail do not show on its phone, and an unknown name behaves as a known one. The
 * account's own count (its names together) asks for the challenge only of its right password,
 * which only who knows it sees. Nothing locks: the right password with a pass logs in.
 */
export async function passwordLogin(deps: LoginDeps, attempt: PasswordAttempt): Promise<LoginOutcome> {
  const { storage, config } = deps;
  const at = config.now();
  await limitLoginAddress(deps, attempt.address);
  // A full hash queue refuses before the RSA decryption, so that a flood costs the main thread little.
  if (deps.hasher.full) throw deps.hasher.refusal();
  const password = clearPassword(deps.keys, attempt.cipherText);
  const user = await findByLoginName(storage, attempt.loginName, attempt.region);
  const nameKey = loginNameFailureKey(normalisedLoginName(attempt.loginName, attempt.region));
  const networkKey = loginAddressFailureKey(attempt.address);
  const addressFailures = await storage.counters.peek(networkKey, at);
  /** The work of the pass this attempt used (taken once, at its first need). */
  let passBits: number | undefined;
  let passTaken = false;
  const needPass = async (failures: number) => {
    const bits = challengeBits(config, Math.max(failures, addressFailures));
    if (!passTaken) {
      passTaken = true;
      passBits = await attempt.takeChallengePass();
    }
    if (passBits === undefined || passBits < bits) throw challengeRequired(bits);
  };
  // Checked before counting, so that attempts without a pass do not count.
  const before = await storage.counters.peek(nameKey, at);
  if (before >= config.loginChallengeAfter) await needPass(before);
  const failures = await storage.counters.hit(nameKey, config.loginFailureWindowMs, at);
  const accountFailures = user ? await storage.counters.hit(loginFailureKey(user.id), config.loginFailureWindowMs, at) : 0;
  if (failures > config.loginChallengeAfter) {
    // Parallel attempts that all peeked below the threshold: the late ones need a pass too.
    await needPass(failures - 1);
    await config.sleep(Math.min(config.loginSlowdownStepMs * (failures - config.loginChallengeAfter), MAX_SLOWDOWN_MS));
  }
  const matches = await deps.hasher.verify(password, user?.passwordHash ?? (await deps.hasher.dummyHash()));
  if (!user || !matches || user.status === 'DELETED') {
    await storage.counters.hit(networkKey, config.loginFailureWindowMs, at);
    throw new Refusal('PL-USER-WRONG-PASSWORD', MESSAGES.wrongLogin);
  }
  // The account's failures over all its names (this attempt included): only the right password gets here.
  if (accountFailures > config.loginChallengeAfter) await needPass(accountFailures - 1);
  // Only the name typed is forgiven: forgiving the account's other names would show they are one account.
  await storage.counters.clear(nameKey);
  await storage.counters.clear(loginFailureKey(user.id));
  const current = await rehashed(deps, user, password, at);
  // Asked only now, with the right password: the answer tells nothing to whoever does not know it.
  const passwordBreached = await deps.breaches.breached(password);
  return loginOutcome(deps, current, attempt.loginName.includes('@') ? 'EMAIL' : 'PHONE_PASSWORD', {}, { browser: attempt.browser, passwordBreached });
}

/**
 * The member after a successful password login, their hash re-written when this service writes
 * hashes otherwise today (a scrypt hash from before Argon2id, an older cost): the password is known
 * only now. A full hash queue leaves it for the next login rather than failing this one.
 */
async function rehashed(deps: LoginDeps, user: UserRecord, password: string, at: number): Promise<UserRecord> {
  if (!deps.hasher.needsRehash(user.passwordHash)) return user;
  try {
    return await deps.storage.users.update(user.id, { passwordHash: await deps.hasher.hash(password) }, at);
  } catch (error) {
    if (error instanceof TrafficLimited) return user;
    throw error;
  }
}

/** The key failed logins of `userId` count under (over all its names; hidden): a password reset clears it. */
export const loginFailureKey = (userId: number) => `login-failures:user:${userId}`;

export async function findByLoginName(storage: Storage, loginName: string, region: Region): Promise<UserRecord | undefined> {
  const text = loginName.trim().toLowerCase();
  if (text.includes('@')) return storage.users.byEmail(text);
  const phone = parsePhone(text, region);
  return phone ? storage.users.byPhone(phone.prefix, phone.national) : undefined;
}

/**
 * After a verified code: log the phone's member in, or sign a new member up (then COMPLETE_PROFILE).
 * Signing up with the phone of a recently deleted account, or one pending deletion, is refused (cooling period).
 */
export async function phoneLogin(deps: LoginDeps, phone: Phone, type: 'OTP_LOGIN' | 'OTP_REGISTER', browser: () => string): Promise<LoginOutcome> {
  const { storage, config } = deps;
  const existing = await storage.users.byPhone(phone.prefix, phone.national);
  // A sign-up with the phone of an account pending deletion is refused too; its login offers the restore.
  if (existing?.status === 'DELETED' || (existing?.status === 'DELETION_PENDING' && type === 'OTP_REGISTER')) {
    if (type === 'OTP_REGISTER') throw new Refusal('PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD', MESSAGES.coolingPeriod);
    throw new Refusal('PL-USER-WRONG-PASSWORD', MESSAGES.wrongLogin);
  }
  if (existing) return loginOutcome(deps, existing, 'PHONE_OTP', {}, { browser });
  const user = await storage.users.insert(
    { name: maskedPhone(phone), email: null, phonePrefixCode: phone.prefix, phone: phone.national, passwordHash: null },
    config.now(),
  );
  const token = await oneTimeToken(deps, 'register', user.id);
  const { response } = await loginOutcome(deps, user, 'PHONE_OTP', { isAutoRegister: type === 'OTP_LOGIN' }, { browser });
  return {
    response: { ...response, loginNextStepAction: 'COMPLETE_PROFILE', loginNextStepActionData: { token, tokenType: 'REGISTER' } },
    sessionFor: user.id,
  };
}
