/** The member area's pages the popup sends people to (spec section 2): the one home of these paths. */

export const LOGIN_PATH = '/user/login';
export const REGISTER_PATH = '/user/register';
export const FORGET_PASSWORD_PATH = '/user/forget-password';
/** The login-signup page of a region, and its test variant: `{region}` is the lower-case region. */
export const LOGIN_SIGNUP_PATH = '/wow/gcp/{region}/member/login-signup';
export const LOGIN_SIGNUP_TEST_PATH = '/wow/gcp/{region}/member/login-signup-test';
export const DASHBOARD_PATH = '/user/account';
/** The member area's page whose hash names its page (`#/profile/my`, `#/profile/edit`, `#/orders`). */
export const PROFILE_PATH = '/user/profile';
export const RESET_PASSWORD_PATH = '/user/reset-password';

/** Opens the member area's change-password page (`/user/profile#/password/change`), through the login page when logged out. */
export const CHANGE_PASSWORD_PATH = '/user/change-password';
/** The member area's change-password page. */
export const CHANGE_PASSWORD_PAGE = '/user/profile#/password/change';
/**
 * The guest's sign-up page: the Registry screen, with `guest=1` in its query (GUEST_REGISTER_QUERY
 * of emailSignup.ts) for the element to show its guest variant (the e-mail sign-up whose
 * code claims the guest orders).
 */
export const GUEST_REGISTER_PATH = '/user/guest-register';
/** The member area's orders list, where the guest orders a sign-up or login claimed are. */
export const ORDERS_PAGE = '/user/profile#/orders';
export const ACCOUNT_AUTH_VERIFY_PATH = '/user/account-auth/verify';
export const CLOSE_ACCOUNT_FAILURE_PATH = '/user/close-account/registration-failure';
/** The analytics position of links made by the popup. */
export const POPUP_SPM = 'member.login-popup';

/** The login page's shapes (spec section 2). */
export type LoginPageShape = 'login' | 'login-signup' | 'login-signup-test';

export interface LoginPageOptions {
  /** The member host's origin; empty for this page's. */
  readonly base?: string;
  readonly bizScene?: string;
  /** `login` (`/user/login`, the default), or the region's login-signup page or its test variant. */
  readonly shape?: LoginPageShape;
  /** The region of the login-signup page (lower-case). Default `sg`. */
  readonly region?: string;
}

/**
 * The login page that brings the user back to `returnTo` afterwards: `/user/login`, or the
 * login-signup page under `/wow/gcp/{region}/member/` (or its test variant), with redirect,
 * hybrid=1, spm and optionally bizScene.
 */
export function loginPageUrl(returnTo: string, { base = '', bizScene, shape = 'login', region = 'sg' }: LoginPageOptions = {}): string {
  const params = new URLSearchParams({ redirect: returnTo, hybrid: '1', spm: POPUP_SPM });
  if (bizScene) params.set('bizScene', bizScene);
  const path =
    shape === 'login'
      ? LOGIN_PATH
      : (shape === 'login-signup' ? LOGIN_SIGNUP_PATH : LOGIN_SIGNUP_TEST_PATH).replace('{region}', encodeURIComponent(region.toLowerCase()));
  return `${base}${path}?${params}`;
}
