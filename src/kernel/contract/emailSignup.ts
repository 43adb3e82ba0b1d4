/**
 * Sign-up and login by e-mail code (issue 25, points 2 and 3), on the gateway under
 * `mtop.lazada.member.user.email.`. No call needs login; every call is a POST with the CSRF token.
 *
 * - `sendEmailCode` with `OTP_REGISTER` answers the same whether the address has an account or
 *   not: a new address gets a code, an address that already has an account gets a notice ("someone
 *   tried to register with your address") and no usable code, and `registerByEmail` then answers
 *   exactly as a wrong code does. "This email is already registered" is never said before a code.
 * - `registerByEmail` signs the address up with its password (the cipher text of
 *   `encryptPassword`, the phone sign-up's password rules) and logs in: the answer's next step is
 *   COMPLETE_PROFILE with a register token (`completeProfileByRegisterToken`, password optional
 *   since it is set), as after a phone sign-up.
 * - `loginByEmailCode` logs the address's member in by a code (`sendEmailCode` with `OTP_LOGIN`),
 *   or signs a new member up without a password (COMPLETE_PROFILE then needs one), as the phone's
 *   code login does.
 *
 * Both logins make the guest orders of the address (orders placed without an account) the member's,
 * and say how many in the login response's `guestOrdersClaimed`.
 */
import { boolean, enums, optional, string, type } from 'superstruct';
import { gateway } from './callShape.ts';
import { CodeLengthSchema, LoginModuleSchema } from './entities.ts';
import { bizSceneSchema, pageSourceSchema } from './requestScene.ts';

const API = 'mtop.lazada.member.user.email';

/** The code purposes of an e-mail code: a sign-up's, a login's. */
export const EMAIL_OTP_TYPES = ['OTP_REGISTER', 'OTP_LOGIN'] as const;
export type EmailOtpType = (typeof EMAIL_OTP_TYPES)[number];

/** The login type of an e-mail code login or sign-up (the login response's `loginType`). */
export const EMAIL_OTP_LOGIN_TYPE = 'EMAIL_OTP';

/** Where the guest page (`/user/guest-register`) sends its shopper: the Registry screen with this query parameter. */
export const GUEST_REGISTER_QUERY = 'guest';

export const EMAIL_SIGNUP = {
  /** Errors: PL-USER-EMAIL-INVALID (not 6-60 characters or not an address), the code limits (PL-USER-CODE-TOO-FREQUENT, PL-USER-CODE-SEND-LIMIT, FAIL_SYS_TRAFFIC_LIMIT). */
  sendEmailCode: gateway(
    `${API}.sendCode`,
    type({
      type: enums(EMAIL_OTP_TYPES),
      email: string(),
      isResend: optional(boolean()),
      pageSource: optional(pageSourceSchema),
      bizScene: optional(bizSceneSchema),
    }),
    CodeLengthSchema,
    { method: 'POST' },
  ),
  /**
   * Errors: PL-USER-EMAIL-INVALID, PL-USER-PASSWORD-RULES (checked first, before the code is
   * used), PL-USER-CODE-INVALID / -EXPIRED / -DEAD (an address that has an account always answers
   * these, as a wrong code), PL-USER-PASSWORD-NOT-ENCRYPTED.
   */
  registerByEmail: gateway(
    `${API}.register`,
    type({ email: string(), code: string(), password: string(), pageSource: optional(pageSourceSchema), bizScene: optional(bizSceneSchema) }),
    LoginModuleSchema,
    { method: 'POST' },
  ),
  /**
   * Errors: PL-USER-EMAIL-INVALID, PL-USER-CODE-INVALID / -EXPIRED / -DEAD, PL-USER-WRONG-PASSWORD
   * (a deleted account, as the phone's code login), FAIL_SYS_TRAFFIC_LIMIT (logins per address).
   */
  loginByEmailCode: gateway(
    `${API}.login`,
    type({ email: string(), code: string(), pageSource: optional(pageSourceSchema), bizScene: optional(bizSceneSchema) }),
    LoginModuleSchema,
    { method: 'POST' },
  ),
} as const;
