/**
 * The calls the error catalogue and the reports tell apart, by name alone (a REST path, a gateway
 * api name): the logins, the code checks, the current-user lookup. The call tables (`calls.ts`,
 * `passkeys.ts`) name them with these; the error catalogue reads them here, so that the network
 * layer every page loads (the member area's dashboard included) holds no call table and no schema
 * of a call it never sends.
 */

/** The gateway api names of the popup's calls start so. */
export const USER_API = 'mtop.lazada.member.user';

export const LOGIN_PATH = '/user/api/login';
export const OAUTH_LOGIN_PATH = '/user/api/loginByOAuthCode';
export const PHONE_CODE_PATH = '/user/api/verifyPhoneCode';
export const QR_LOGIN_PATH = '/user/api/loginByQrCode';
export const PASSKEY_LOGIN_PATH = '/user/api/loginByPasskey';

export const VERIFY_EMAIL_CODE_API = `${USER_API}.verifyEmailCode`;
export const VERIFY_PHONE_CODE_API = `${USER_API}.verifyPhoneCode`;
export const CURRENT_USER_API = `${USER_API}.current`;
