/** The member area's pages the popup sends people to (spec section 2): the one home of these paths. */

export const LOGIN_PATH = '/user/login';
export const DASHBOARD_PATH = '/user/account';
export const RESET_PASSWORD_PATH = '/user/reset-password';
export const ACCOUNT_AUTH_VERIFY_PATH = '/user/account-auth/verify';
export const CLOSE_ACCOUNT_FAILURE_PATH = '/user/close-account/registration-failure';
/** The main site's static pages. */
export const TERMS_PATH = '/terms-of-use';
export const PRIVACY_PATH = '/privacy-policy';
/** The analytics position of links made by the popup. */
export const POPUP_SPM = 'member.login-popup';

/**
 * The login page that brings the user back to `returnTo` afterwards: `/user/login` with redirect,
 * hybrid=1, spm and optionally bizScene.
 */
export function loginPageUrl(returnTo: string, { base = '', bizScene }: { base?: string; bizScene?: string } = {}): string {
  const params = new URLSearchParams({ redirect: returnTo, hybrid: '1', spm: POPUP_SPM });
  if (bizScene) params.set('bizScene', bizScene);
  return `${base}${LOGIN_PATH}?${params}`;
}
