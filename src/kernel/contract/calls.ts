/**
 * Every call of spec section 7 as data: method, path or api name, the request schema and the answer
 * schema. The widget's member api sends with these; the reference member service checks requests
 * and builds answers with the same ones, so the two cannot drift.
 *
 * Passwords in requests are always the cipher text of `encryptPassword`, never clear text.
 */
import { array, boolean, enums, literal, optional, string, type, type Struct } from 'superstruct';
import {
  ChannelOptionSchema,
  CodeLengthSchema,
  CsrfTokenSchema,
  DELIVERY_CHANNELS,
  IdSchema,
  LoginModuleSchema,
  LoginResponseSchema,
  PhoneValiditySchema,
  QrSessionSchema,
  QrStatusSchema,
  UserSchema,
  VerifiedTokenSchema,
  VerifyTokenSchema,
} from './entities.ts';
import type { HttpMethod } from './envelope.ts';
import { gateway, type RestCall } from './callShape.ts';
import { CURRENT_USER_API, LOGIN_PATH, OAUTH_LOGIN_PATH, PHONE_CODE_PATH, QR_LOGIN_PATH, USER_API, VERIFY_EMAIL_CODE_API, VERIFY_PHONE_CODE_API } from './callNames.ts';
import { bizSceneSchema, CODE_LOGIN_TYPES, innerPageSourceSchema, pageSourceSchema, platformSchema, shortUaSchema } from './requestScene.ts';

export type { AnswerOf, GatewayCall, RequestOf, RestCall } from './callShape.ts';
export { gateway };

export const OTP_TYPES = ['OTP_LOGIN', 'OTP_REGISTER'] as const;
export type OtpType = (typeof OTP_TYPES)[number];
const otpType = enums(OTP_TYPES);
const deliveryType = enums(DELIVERY_CHANNELS);
/** A reset code's channel: a phone's, or EMAIL. */
const resetDeliveryType = enums([...DELIVERY_CHANNELS, 'EMAIL']);
const empty = type({});

function rest<Q, M>(method: HttpMethod, path: string, request: Struct<Q, unknown>, module: Struct<M, unknown>): RestCall<Q, M> {
  return { method, path, request, module };
}

export const REST = {
  getCsrfToken: rest('GET', '/user/api/getCsrfToken', empty, CsrfTokenSchema),
  login: rest('POST', LOGIN_PATH, type({ loginName: string(), encryptPassword: string(), lzdAppVersion: optional(string()) }), LoginModuleSchema),
  loginByOAuthCode: rest(
    'POST',
    OAUTH_LOGIN_PATH,
    type({
      oauthType: enums(['GOOGLE', 'FACEBOOK']),
      /** Facebook sends its access token here. */
      oauthCode: string(),
      bizScene: optional(string()),
      trustToken: optional(string()),
      redirectUri: optional(string()),
      lzdAppVersion: optional(string()),
    }),
    LoginModuleSchema,
  ),
  validatePhone: rest('POST', '/user/api/validatePhone', type({ phone: string(), phonePrefixCode: optional(string()) }), PhoneValiditySchema),
  verifyPhoneCode: rest(
    'POST',
    PHONE_CODE_PATH,
    type({
      type: otpType,
      phone: string(),
      code: string(),
      phonePrefixCode: optional(string()),
      deliveryType: optional(deliveryType),
      loginType: optional(enums(CODE_LOGIN_TYPES)),
      pageSource: optional(pageSourceSchema),
      bizScene: optional(bizSceneSchema),
      platform: optional(platformSchema),
      lzdAppVersion: optional(string()),
    }),
    LoginModuleSchema,
  ),
  resetPassword: rest('POST', '/user/api/resetPassword', type({ password: string(), token: string() }), type({ jumpUrl: optional(string()) })),
  loginByQrCode: rest('POST', QR_LOGIN_PATH, type({ token: string(), tokenType: literal('OAUTH_ID_TOKEN'), bizScene: literal('qrcode') }), LoginModuleSchema),
} as const;

const API = USER_API;

export const GATEWAY = {
  applyResetPasswordWithSecurity: gateway(
    `${API}.applyResetPasswordWithSecurity`,
    type({ tokenType: enums(['RESET_PASSWORD', 'CHANGE_PASSWORD']), loginName: string() }),
    VerifyTokenSchema,
  ),
  sendVerificationEmailCode: gateway(
    `${API}.sendVerificationEmailCode`,
    type({
      token: string(),
      type: string(),
      isResend: optional(boolean()),
      pageSource: optional(pageSourceSchema),
      innerPageSource: optional(innerPageSourceSchema),
      bizScene: optional(bizSceneSchema),
      phone: optional(string()),
      email: optional(string()),
      deliveryType: optional(resetDeliveryType),
    }),
    CodeLengthSchema,
    { method: 'POST' },
  ),
  verifyEmailCode: gateway(
    VERIFY_EMAIL_CODE_API,
    type({ type: string(), token: string(), code: string(), email: optional(string()), shortUa: optional(shortUaSchema) }),
    VerifiedTokenSchema,
    { method: 'POST' },
  ),
  verifyPhoneCode: gateway(
    VERIFY_PHONE_CODE_API,
    type({ type: string(), token: string(), code: string(), phone: optional(string()), shortUa: optional(shortUaSchema) }),
    VerifiedTokenSchema,
    { method: 'POST' },
  ),
  /**
   * A sign-up's profile: the nickname and the password. The password may be left out only by an
   * account that already has one (an e-mail sign-up sets it at `registerByEmail`); otherwise it is
   * refused with PL-USER-PASSWORD-RULES.
   */
  completeProfileByRegisterToken: gateway(
    `${API}.completeProfileByRegisterToken`,
    type({ token: string(), name: optional(string()), password: optional(string()) }),
    empty,
    {
      method: 'POST',
    },
  ),
  updateUserProfile: gateway(
    `${API}.updateUserProfile`,
    /** birthday: year-month-date joined by dashes. */
    type({ gender: enums(['male', 'female']), birthday: string() }),
    empty,
    { method: 'POST', needLogin: true },
  ),
  checkSmsChannel: gateway(`${API}.checkSmsChannel`, type({ phone: optional(string()) }), type({ result: array(ChannelOptionSchema) }), { backup: true }),
  generateQrCodeUrl: gateway(`${API}.generateQrCodeUrl`, type({ clientId: string() }), type({ module: QrSessionSchema }), { method: 'POST' }),
  checkQrCodeStatus: gateway(`${API}.checkQrCodeStatus`, type({ clientId: string(), requestId: string() }), type({ module: QrStatusSchema }), { method: 'POST' }),
  getUser: gateway(`${API}.getUser`, empty, UserSchema, { needLogin: true }),
  sendVerificationSms: gateway(
    `${API}.sendVerificationSms`,
    type({ token: string(), type: string(), phone: optional(string()), isResend: optional(boolean()), deliveryType: optional(deliveryType) }),
    CodeLengthSchema,
    { method: 'POST' },
  ),
  sendCode: gateway(
    `${API}.sendCode`,
    type({
      type: otpType,
      phone: string(),
      phonePrefixCode: optional(string()),
      deliveryType: deliveryType,
      isResend: optional(boolean()),
      pageSource: optional(pageSourceSchema),
      bizScene: optional(bizSceneSchema),
    }),
    CodeLengthSchema,
    { method: 'POST' },
  ),
  checkPhone: gateway(`${API}.checkPhone`, type({ type: literal('ADDRESS'), phone: string() }), PhoneValiditySchema),
  currentUser: gateway(CURRENT_USER_API, empty, type({ id: IdSchema }), { needLogin: true }),
  cancelDeletion: gateway(`${API}.deletion.cancel`, type({ token: string() }), type({ loginResponse: optional(LoginResponseSchema) }), { method: 'POST' }),
} as const;
