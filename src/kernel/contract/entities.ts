/**
 * The entities of spec section 3 as the member service sends them: the login response, the user,
 * QR sessions, delivery channels, verification tokens and the next-step actions. Answers are
 * checked with these schemas at the edge; unknown fields are allowed, so a richer server still
 * passes.
 */
import { array, boolean, enums, number, optional, string, type, union, type Infer } from 'superstruct';

/** Ids arrive as numbers or strings. */
export const IdSchema = union([string(), number()]);
const id = IdSchema;

export const NEXT_STEP_ACTIONS = [
  'SECOND_VERIFICATION',
  'DELETION_COOL_CONFIRM',
  'JUMP_TO_URL',
  'COMPLETE_PASSWORD_FOR_LOGIN',
  'OAUTH_VERIFY_EMAIL_PASSWORD',
  'OAUTH_COMPLETE_PHONE_FOR_REGISTER',
  'COMPLETE_PROFILE',
] as const;
export type NextStepAction = (typeof NEXT_STEP_ACTIONS)[number];

export function isNextStepAction(value: unknown): value is NextStepAction {
  return (NEXT_STEP_ACTIONS as readonly unknown[]).includes(value);
}

export const SessionCookieSchema = type({
  name: string(),
  value: string(),
  domain: optional(string()),
  maxAge: optional(number()),
  path: optional(string()),
  secure: optional(boolean()),
  httpOnly: optional(boolean()),
  sameSite: optional(string()),
});
export type SessionCookie = Infer<typeof SessionCookieSchema>;

export const UserSchema = type({
  id,
  name: optional(string()),
  birthday: optional(string()),
  email: optional(string()),
  emailConfirmed: optional(boolean()),
  phone: optional(string()),
  phonePrefixCode: optional(string()),
  gender: optional(string()),
  avatar: optional(string()),
  language: optional(string()),
  taxId: optional(string()),
  branchId: optional(string()),
  contactEmail: optional(string()),
  contactPhone: optional(string()),
  isVerified: optional(boolean()),
  b2b: optional(boolean()),
  isTest: optional(boolean()),
  status: optional(string()),
  type: optional(string()),
  isLiveUp: optional(boolean()),
  liveUpStatus: optional(string()),
  enableEwallet: optional(boolean()),
  hasAddress: optional(boolean()),
  memberLevel: optional(string()),
  enableNewsletter: optional(boolean()),
  enableSmsNewsletter: optional(boolean()),
  userTag1: optional(string()),
  userTag2: optional(string()),
  userTag3: optional(string()),
  userTag4: optional(string()),
  userTag5: optional(string()),
  gmtCreate: optional(number()),
  gmtModified: optional(number()),
  siteId: optional(string()),
  site: optional(string()),
  hasPassword: optional(boolean()),
  hasPinCode: optional(boolean()),
  isShowPinCode: optional(boolean()),
  lazadaId: optional(string()),
  isShowBiometric: optional(boolean()),
  isShowLazadaId: optional(boolean()),
});
export type User = Infer<typeof UserSchema>;

/** loginNextStepActionData: what the next step needs. */
export const NextStepDataSchema = type({
  token: optional(string()),
  tokenType: optional(string()),
  url: optional(string()),
  jumpUrl: optional(string()),
  deletionCancelToken: optional(string()),
});
export type NextStepData = Infer<typeof NextStepDataSchema>;

/**
 * loginResponseDTO, the session result. `loginNextStepAction` is a string rather than an enum so
 * that an action this widget does not know yet is treated as "no next step", not as a broken answer.
 */
export const LoginResponseSchema = type({
  sessionId: optional(string()),
  sessionExpiredTime: optional(number()),
  refreshToken: optional(string()),
  tokenExpiredTime: optional(number()),
  cookieList: optional(array(SessionCookieSchema)),
  cookies: optional(array(string())),
  headers: optional(type({})),
  loginType: optional(string()),
  isAutoRegister: optional(boolean()),
  user: optional(UserSchema),
  sgcookie: optional(string()),
  loginNextStepAction: optional(string()),
  loginNextStepActionData: optional(NextStepDataSchema),
  isEmailOptional: optional(boolean()),
  loginBehavior: optional(string()),
  userId: optional(id),
  needCompletePassword: optional(boolean()),
  completePasswordToken: optional(string()),
  completeEmailToken: optional(string()),
  toRegisterToken: optional(string()),
  userVerification: optional(boolean()),
  hasPhone: optional(boolean()),
  hasEmail: optional(boolean()),
  oauthUserId: optional(string()),
  oauthUserEmail: optional(string()),
  oauthUserName: optional(string()),
  redirectUrl: optional(string()),
  errorCode: optional(string()),
  loginSuccess: optional(boolean()),
  loginSuccessTrustToken: optional(string()),
  oauthType: optional(string()),
  isShopOwner: optional(boolean()),
  isExclusiveFan: optional(boolean()),
  /**
   * Orders placed as a guest with the e-mail address this login or sign-up just proved by a code,
   * which became this member's (issue 25, point 3); absent when there were none. The element shows
   * its guest prompt when present.
   */
  guestOrdersClaimed: optional(number()),
});
export type LoginResponse = Infer<typeof LoginResponseSchema>;

/** The module of every login call: a response without a login DTO just closes the popup. */
export const LoginModuleSchema = type({ loginResponseDTO: optional(LoginResponseSchema) });
export type LoginModule = Infer<typeof LoginModuleSchema>;

export const QR_CLIENT_ID = 'buyer';
export const QrSessionSchema = type({
  qrLoginUrl: string(),
  requestId: string(),
  /** How many polls the code lives. */
  expire: number(),
  /** Milliseconds between polls. */
  interval: number(),
});
export type QrSession = Infer<typeof QrSessionSchema>;

/**
 * `status`: PENDING, SCANNED (the member opened the code on the phone), SUCCESS (with the token) or
 * FAILURE. A string, because any other status regenerates the code too.
 */
export const QrStatusSchema = type({ status: string(), token: optional(string()) });
export type QrStatus = Infer<typeof QrStatusSchema>;

export const DELIVERY_CHANNELS = ['SMS', 'WHATSAPP'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const ChannelOptionSchema = type({
  type: enums(DELIVERY_CHANNELS),
  text: string(),
  icon: optional(string()),
  supportOneClickVerify: optional(boolean()),
});
export type ChannelOption = Infer<typeof ChannelOptionSchema>;

/** The password-reset (and verification) token. */
export const VerifyTokenSchema = type({ token: string(), type: string(), verifyUrl: optional(string()) });
export type VerifyToken = Infer<typeof VerifyTokenSchema>;

/** The answer of a verified code in the recovery flow. */
export const VerifiedTokenSchema = type({ token: string(), tokenType: string(), verifyUrl: optional(string()) });
export type VerifiedToken = Infer<typeof VerifiedTokenSchema>;

export const CsrfTokenSchema = type({ parameterName: string(), token: string() });
export type CsrfToken = Infer<typeof CsrfTokenSchema>;

export const CodeLengthSchema = type({ codeLength: optional(number()) });
export type CodeLength = Infer<typeof CodeLengthSchema>;

export const PhoneValiditySchema = type({ isValid: boolean() });
export type PhoneValidity = Infer<typeof PhoneValiditySchema>;

/** Verification channel type enumeration. */
export const VerificationChannel = { EMAIL: 0, PHONE: 1 } as const;
