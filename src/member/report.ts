/**
 * What the spec has "reported" (sections 4 and 8), as data: the element sends nothing to any
 * analytics service itself; it tells its host page in one `member-report` event, and the host
 * forwards it wherever its analytics live.
 */
import { CURRENT_USER_API } from '../kernel/contract/callNames.ts';
import { CODE_CHECK_APIS, LOGIN_PATHS, type CallName } from '../kernel/contract/errorCodes.ts';

export const REPORT_KINDS = [
  /** A login call failed: `key` is its `errorCode.key`. */
  'login-failed',
  /** Any other call answered `success=false` (a business error): `key` is its error key. */
  'api-failed',
  /** The reset-password code was refused: `key` is its error key. */
  'reset-verify-failed',
  /** The user id cookie could not be set after a login: `NOT_LOGGED_IN` or `CATCH_ERROR`. */
  'user-id-cookie',
  /** The shopper came back from the second verification: `VERIFIED` or `NOT_VERIFIED`. */
  'second-verification',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export interface MemberReport {
  readonly kind: ReportKind;
  /** The error key or the outcome. */
  readonly key: string;
  /** The call's api name or REST path, when a call is concerned. */
  readonly api?: string;
}

export type Reporter = (report: MemberReport) => void;

/**
 * The report of a business error (`success=false`) answered to `call`; none for the current-user
 * lookup, whose outcome is reported as what it was asked for (the user id cookie, the second
 * verification).
 */
export function failureReport(call: CallName, key: string): MemberReport | undefined {
  if ('api' in call && call.api === CURRENT_USER_API) return undefined;
  if ('path' in call) return { kind: LOGIN_PATHS.has(call.path) ? 'login-failed' : 'api-failed', key, api: call.path };
  return { kind: CODE_CHECK_APIS.has(call.api) ? 'reset-verify-failed' : 'api-failed', key, api: call.api };
}
