/**
 * The error catalogue of spec section 8: what a code from the gateway or the member service means
 * for the shopper. Framework-free; the gateway and REST clients and the flows decide with it.
 */
import { LOGIN_PATH, OAUTH_LOGIN_PATH, PASSKEY_LOGIN_PATH, PHONE_CODE_PATH, QR_LOGIN_PATH, VERIFY_EMAIL_CODE_API, VERIFY_PHONE_CODE_API } from './callNames.ts';
import { VERIFICATION_NEEDED } from './verificationNeeded.ts';
import type { ErrorMessageKey, KernelMessage } from '../messageKeys.ts';

/** A gateway `ret` item: `CODE` or `CODE::message`. */
export interface RetItem {
  readonly code: string;
  readonly message?: string;
}

export function parseRetItem(item: unknown): RetItem {
  if (typeof item !== 'string' || item.trim() === '') return { code: 'UNKNOWN_FAIL_CODE' };
  const index = item.indexOf('::');
  if (index < 0) return { code: item.trim() };
  const code = item.slice(0, index).trim() || 'UNKNOWN_FAIL_CODE';
  const message = item.slice(index + 2).trim();
  return message ? { code, message } : { code };
}

/** The first item of a gateway answer's `ret` list. */
export function parseRet(ret: unknown): RetItem {
  return parseRetItem(Array.isArray(ret) ? ret[0] : undefined);
}

export const SESSION_CODES = ['SESSION_EXPIRED', 'SID_INVALID', 'AUTH_REJECT', 'NEED_LOGIN'] as const;
export const USER_VALIDATE = 'FAIL_SYS_USER_VALIDATE';
/** The anti-creep block: the request waits until the user passes the slider challenge. */
export const ANTI_CREEP = 'FAIL_SYS_ANTI_CREEP';
export const TRAFFIC_LIMIT_CODES = ['FAIL_SYS_TRAFFIC_LIMIT', 'FAIL_SYS_FLOWLIMIT'] as const;
export const RISK_CODE = 'PL-USER-RISK';
export const COOLING_PERIOD_CODE = 'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD';
/** Third-party login suspended for a risky account: the shopper is asked to choose another method. */
export const THIRD_PARTY_SUSPENDED_CODE = 'PL-USER-SOCIAL-LOGIN-SUSPENDED';
/**
 * Passkeys (issue 34). INVALID: the passkey's answer did not verify (its signature, origin, RP ID,
 * user verification or signature counter, or its challenge was used, expired or another
 * browser's): start the ceremony again. UNKNOWN: the service has no such passkey (removed, or
 * never registered): the element may tell the browser (`PublicKeyCredential.signalUnknownCredential`)
 * and offer another way in. EXISTS: the passkey being added is registered already. NOT_FOUND: the
 * member has no passkey with that id (rename, remove). NAME_INVALID: longer than 40 characters or
 * with hidden text. UNAVAILABLE: this service offers no passkeys (no RP ID configured).
 */
export const PASSKEY_INVALID_CODE = 'PL-USER-PASSKEY-INVALID';
export const PASSKEY_UNKNOWN_CODE = 'PL-USER-PASSKEY-UNKNOWN';
export const PASSKEY_EXISTS_CODE = 'PL-USER-PASSKEY-EXISTS';
export const PASSKEY_NOT_FOUND_CODE = 'PL-USER-PASSKEY-NOT-FOUND';
export const PASSKEY_NAME_INVALID_CODE = 'PL-USER-PASSKEY-NAME-INVALID';
export const PASSKEY_UNAVAILABLE_CODE = 'PL-USER-PASSKEY-UNAVAILABLE';
const GENERIC_PARTS = ['FAIL_SYS', 'SYSTEM_ERROR', 'UNKNOWN_FAIL_CODE', 'TIMEOUT'] as const;

/** `WV_ERR::PARAM_PARSE_ERROR`, as `parseRetItem` splits it. */
export function isParamParseError({ code, message }: RetItem): boolean {
  return code === 'WV_ERR' && message === 'PARAM_PARSE_ERROR';
}

export function isSessionCode(code: string): boolean {
  return SESSION_CODES.some((session) => code.includes(session));
}

/** A code whose message the shopper must not see: the generic network error is shown instead. */
export function isGenericCode(code: string): boolean {
  return GENERIC_PARTS.some((part) => code.includes(part));
}

/** The member host's login calls: the spec's "login failure" rows are about them. */
export const LOGIN_PATHS: ReadonlySet<string> = new Set([LOGIN_PATH, OAUTH_LOGIN_PATH, PHONE_CODE_PATH, QR_LOGIN_PATH, PASSKEY_LOGIN_PATH]);
/** The gateway calls that check a code the shopper typed (the popup uses them for the reset code only). */
export const CODE_CHECK_APIS: ReadonlySet<string> = new Set([VERIFY_EMAIL_CODE_API, VERIFY_PHONE_CODE_API]);

/** A call as the error catalogue tells calls apart: a REST path or a gateway api name. */
export type CallName = { readonly path: string } | { readonly api: string };

/**
 * What the shopper reads when `call` is refused with a business code but no message of its own
 * (spec section 8). A code check says 'Verification failed' (the code was refused, not the network);
 * the member host's other calls fall back to 'Network error' for a login (the login-failure row) and
 * 'Network Error' for the rest (the any-call-error row); the gateway's own rule is the long generic
 * network error.
 */
export function silentFailureKey(call: CallName): ErrorMessageKey {
  if ('api' in call) return CODE_CHECK_APIS.has(call.api) ? 'error.verificationFailed' : 'error.network';
  if (call.path === PHONE_CODE_PATH) return 'error.verificationFailed';
  return LOGIN_PATHS.has(call.path) ? 'error.loginFallback' : 'error.callFallback';
}

/**
 * What the shopper reads for a refusal: the server's message, unless the code is a system one (the
 * generic network error, whatever the message says); `silent` when there is no message.
 */
export function userMessage({ code, message }: RetItem, silent: ErrorMessageKey = 'error.network'): KernelMessage {
  if (code === THIRD_PARTY_SUSPENDED_CODE) return { key: 'error.thirdPartySuspended' };
  if (isGenericCode(code)) return { key: 'error.network' };
  return message ? { text: message } : { key: silent };
}

/** Where a call stands when it fails: the same code means different things in different calls. */
export type CallKind = 'sendCode' | 'register' | 'other';

/** What to do about a refusal; `M` is the message type (the element's catalogue widens the kernel's). */
export type ErrorReaction<M = KernelMessage> =
  /** Say nothing (PL-USER-RISK when sending a code). */
  | { readonly type: 'ignore' }
  /** Send the browser to the close-account registration-failure page. */
  | { readonly type: 'coolingPeriodPage' }
  /** Log in, then retry the call (only for calls that need login). */
  | { readonly type: 'login' }
  /** Retry once in the other mode. */
  | { readonly type: 'retryOtherMode' }
  /** Hold the request until the user passes the anti-bot challenge, then resend it. */
  | { readonly type: 'challenge' }
  /** Go to the anti-bot verification URL. */
  | { readonly type: 'verify' }
  /** Verify it is the member (the data holds a verify token), then retry the call once. */
  | { readonly type: 'secondVerification' }
  /** Show the retry-later dialog. */
  | { readonly type: 'retryLater'; readonly message: M }
  /** Show the message (toast and inline). */
  | { readonly type: 'message'; readonly message: M };

export interface ReactionOptions {
  readonly call?: CallKind;
  readonly needLogin?: boolean;
  /** What a refusal without a message reads as (`silentFailureKey` of the call). */
  readonly silent?: ErrorMessageKey;
}

export function errorReaction(item: RetItem, { call = 'other', needLogin = false, silent }: ReactionOptions = {}): ErrorReaction {
  const { code } = item;
  if (code === RISK_CODE && call === 'sendCode') return { type: 'ignore' };
  if (code === COOLING_PERIOD_CODE && call === 'register') return { type: 'coolingPeriodPage' };
  if (needLogin && isSessionCode(code)) return { type: 'login' };
  if (isParamParseError(item)) return { type: 'retryOtherMode' };
  if (code === ANTI_CREEP) return { type: 'challenge' };
  if (code === USER_VALIDATE) return { type: 'verify' };
  if (code === VERIFICATION_NEEDED) return { type: 'secondVerification' };
  if ((TRAFFIC_LIMIT_CODES as readonly string[]).includes(code)) return { type: 'retryLater', message: { key: 'error.trafficLimit' } };
  return { type: 'message', message: userMessage(item, silent) };
}
