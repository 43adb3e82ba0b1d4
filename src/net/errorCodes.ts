/**
 * The error catalogue of spec section 8: what a code from the gateway or the member service means
 * for the shopper. Framework-free; the gateway and REST clients and the flows decide with it.
 */
import type { UserMessage } from '../i18n/userMessage.ts';

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

export function userMessage({ code, message }: RetItem): UserMessage {
  if (code === THIRD_PARTY_SUSPENDED_CODE) return { key: 'error.thirdPartySuspended' };
  if (!message || isGenericCode(code)) return { key: 'error.network' };
  return { text: message };
}

/** Where a call stands when it fails: the same code means different things in different calls. */
export type CallKind = 'sendCode' | 'register' | 'other';

export type ErrorReaction =
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
  /** Show the retry-later dialog. */
  | { readonly type: 'retryLater'; readonly message: UserMessage }
  /** Show the message (toast and inline). */
  | { readonly type: 'message'; readonly message: UserMessage };

export function errorReaction(item: RetItem, { call = 'other', needLogin = false }: { call?: CallKind; needLogin?: boolean } = {}): ErrorReaction {
  const { code } = item;
  if (code === RISK_CODE && call === 'sendCode') return { type: 'ignore' };
  if (code === COOLING_PERIOD_CODE && call === 'register') return { type: 'coolingPeriodPage' };
  if (needLogin && isSessionCode(code)) return { type: 'login' };
  if (isParamParseError(item)) return { type: 'retryOtherMode' };
  if (code === ANTI_CREEP) return { type: 'challenge' };
  if (code === USER_VALIDATE) return { type: 'verify' };
  if ((TRAFFIC_LIMIT_CODES as readonly string[]).includes(code)) return { type: 'retryLater', message: { key: 'error.trafficLimit' } };
  return { type: 'message', message: userMessage(item) };
}
