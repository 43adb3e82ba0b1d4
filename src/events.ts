/**
 * The events the elements tell their host page about. All bubble and are composed, so they reach
 * `document` with the element as target.
 */
import type { MemberReport } from './member/report.ts';
import type { CloseReason, RouteName } from './state/routes.ts';

/** The logged-in user as far as the host needs it; the member contract refines it. */
export interface LoginSuccessUser {
  readonly id?: string | number;
  readonly name?: string;
  readonly email?: string;
  readonly phone?: string;
}

export interface LoginSuccessDetail {
  /** The login response the member service answered with, as received. */
  readonly result?: unknown;
  readonly user?: LoginSuccessUser;
  /**
   * The member has no passkey yet and this browser can make one (issue 34): the page the login lands
   * on may offer it (`<member-account>`'s dashboard does by itself). The popup closes as always.
   */
  readonly offerPasskey?: true;
}

export interface NextStepDetail {
  /** A login next-step action (spec section 3), such as SECOND_VERIFICATION or JUMP_TO_URL. */
  readonly action: string;
  readonly data?: unknown;
}

export interface CloseDetail {
  readonly reason: CloseReason;
}

/**
 * What the spec has reported (a failed login's error key, business error keys, the reset-verify
 * error key, the user id cookie's outcome, the second verification's outcome). The element sends
 * nothing to any analytics service: the host forwards these.
 */
export interface MemberReportDetail extends MemberReport {
  /** The popup's screen when it happened, if the popup was open. */
  readonly route?: RouteName;
}

/**
 * What `<member-account>` changed for the member: a saved profile, an address, a default, a
 * preference, account security (the password, the phone, the e-mail, devices signed out, a passkey, a
 * deletion requested), or an old grocery-brand account merged into this one (`legacyMerge`).
 */
export interface AccountChangeDetail {
  readonly what: 'profile' | 'address' | 'defaultAddress' | 'preferences' | 'password' | 'phone' | 'email' | 'devices' | 'passkeys' | 'deletion' | 'legacyMerge';
  /** `saved`, `deleted`, `merged`, for preferences the one changed, for passkeys `added` or `removed`. */
  readonly change?: string;
  /** The address's id, for an address; the old account's, for a merge; the passkey's credential id, for a passkey. */
  readonly id?: string;
}

/** The member logged out in `<member-account>`: the session is over on the server. */
export type LogoutDetail = Record<string, never>;

export interface MemberAccountEventMap {
  logout: CustomEvent<LogoutDetail>;
  'account-change': CustomEvent<AccountChangeDetail>;
}

export interface MemberPopupEventMap {
  'login-success': CustomEvent<LoginSuccessDetail>;
  'next-step': CustomEvent<NextStepDetail>;
  close: CustomEvent<CloseDetail>;
  'member-report': CustomEvent<MemberReportDetail>;
}

/**
 * Dispatches one of the element's events from `host`. Returns false when the event was cancelable
 * and a listener called `preventDefault()`.
 */
type MemberEventMap = MemberPopupEventMap & MemberAccountEventMap;

export function emit<K extends keyof MemberEventMap>(host: Element, name: K, detail: MemberEventMap[K]['detail']): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: name === 'next-step' }));
}
