/**
 * What a login's answer says about passkeys (issue 34), without the wire's checks: the popup's
 * login end reads it (`page/finishLogin.ts`), which must not bring the passkey contract with it.
 */

/**
 * The flag a login's answer (`loginResponseDTO`) carries when a session started and the member has
 * no passkey yet: the element may offer to add one (when the browser can). Absent otherwise, and
 * never on a login by passkey.
 */
export const NO_PASSKEY_FLAG = 'noPasskey';

/** Whether a login's answer says the member has no passkey yet. */
export function hasNoPasskey(loginResponse: unknown): boolean {
  return typeof loginResponse === 'object' && loginResponse !== null && (loginResponse as Record<string, unknown>)[NO_PASSKEY_FLAG] === true;
}

/** The login type a passkey login answers with (`loginResponseDTO.loginType`). */
export const PASSKEY_LOGIN_TYPE = 'PASSKEY';
