/**
 * The public module API (`dist/index.js`). Importing it also registers the element. The field
 * checker brings libphonenumber-js's metadata; encryptPassword loads node-forge on first use.
 */
import { define } from '../elements/define.ts';

define();

export { MemberLoginPopup, TAG_NAME, define } from '../elements/define.ts';
export { REGIONS, SUPPORTED_REGIONS, DEFAULT_REGION, parseRegion } from './kernel/config/regions.ts';
export type { Region, RegionSettings, PopupRegionSettings } from './kernel/config/regions.ts';
export { PREFERENCE_COOKIE, parsePreference, formatPreference } from './config/preference.ts';
export { readPreference, writePreference } from './security/preferenceCookie.ts';
export type { Preference } from './config/preference.ts';
export { LANGUAGES, SISTER_LANGUAGES, parseLanguage } from './kernel/config/languages.ts';
export type { Language, SisterLanguage, AnyLanguage } from './kernel/config/languages.ts';
export { ROUTES } from './state/routes.ts';
export type { RouteName, CloseReason } from './state/routes.ts';
export type {
  CloseDetail,
  LoginSuccessDetail,
  LoginSuccessUser,
  MemberPopupEventMap,
  MemberReportDetail,
  NextStepDetail,
} from './events.ts';
export { safeRedirect, allowedUrl, checkJumpUrl } from './page/redirect.ts';
export type { RedirectOptions, UrlJumpResult } from './kernel/rules/redirect.ts';
export { DEFAULT_ALLOWED_DOMAINS, redirectAllowList, jumpAllowList } from './kernel/config/domains.ts';
export type { AllowedDomains } from './kernel/config/domains.ts';
export { checkField, isEmailLike, isMobileNumber, DEFAULT_CODE_LENGTH } from './kernel/rules/fieldRules.ts';
export { newPasswordHints, newPasswordKind, passwordHints } from './kernel/rules/passwordHints.ts';
export { digitsOnly } from './rules/digitsOnly.ts';
export type { FieldKind, FieldContext, FieldProblem } from './kernel/rules/fieldRules.ts';
export type { PasswordHint } from './kernel/rules/passwordHints.ts';
export { encryptPassword, parsePasswordCipher, publicKeyPem, DEFAULT_PASSWORD_CIPHER } from './security/encryptPassword.ts';
export type { PasswordCipher } from './security/encryptPassword.ts';
export { parseRet, parseRetItem, userMessage, errorReaction, silentFailureKey, isGenericCode, isSessionCode, isParamParseError } from './kernel/contract/errorCodes.ts';
export type { RetItem, CallKind } from './kernel/contract/errorCodes.ts';
export type { MemberErrorReaction as ErrorReaction } from './net/MemberError.ts';
export type { UserMessage } from './i18n/userMessage.ts';
export { loadCatalogue, format } from './i18n/catalogue.ts';
export type { Catalogue, MessageKey, MessageValues } from './i18n/catalogue.ts';
export { ANTI_CREEP } from './kernel/contract/errorCodes.ts';
export { messageText } from './i18n/userMessage.ts';
export { REST, GATEWAY, OTP_TYPES } from './kernel/contract/calls.ts';
export type { RestCall, GatewayCall, RequestOf, AnswerOf, OtpType } from './kernel/contract/calls.ts';
export { envelope, GatewayAnswerSchema, ErrorCodeSchema, GATEWAY_VERSION, SUCCESS_CODE } from './kernel/contract/envelope.ts';
export type { Envelope, GatewayAnswer, ErrorCode, HttpMethod } from './kernel/contract/envelope.ts';
export {
  NEXT_STEP_ACTIONS,
  isNextStepAction,
  UserSchema,
  LoginResponseSchema,
  LoginModuleSchema,
  QrSessionSchema,
  QrStatusSchema,
  ChannelOptionSchema,
  VerifyTokenSchema,
  VerifiedTokenSchema,
  CsrfTokenSchema,
  DELIVERY_CHANNELS,
  QR_CLIENT_ID,
  VerificationChannel,
} from './kernel/contract/entities.ts';
export type {
  NextStepAction,
  NextStepData,
  User,
  LoginResponse,
  LoginModule,
  SessionCookie,
  QrSession,
  QrStatus,
  ChannelOption,
  DeliveryChannel,
  VerifyToken,
  VerifiedToken,
  CsrfToken,
} from './kernel/contract/entities.ts';
export { MemberError } from './net/MemberError.ts';
export type { FailureKind } from './net/MemberError.ts';
export { createRestClient } from './net/restClient.ts';
export type { RestClient, RestClientOptions } from './net/restClient.ts';
export type { RefusalHooks } from './net/refusalHooks.ts';
export { createGatewayClient, GATEWAY_TIMEOUT_MS, BACKUP_TIMEOUT_MS, DEFAULT_BACKUP_URL } from './net/gatewayClient.ts';
export type { GatewayClient, GatewayClientOptions, GatewayHooks, GatewayContext, GatewayRequestOptions } from './net/gatewayClient.ts';
export { deviceFingerprint, FINGERPRINT_WAIT_MS } from './net/fingerprint.ts';
export type { Fingerprint, FingerprintSource } from './net/fingerprint.ts';
export { createMemberClient } from './member/memberClient.ts';
export type { MemberClient, MemberClientOptions } from './member/memberClient.ts';
export { pageGatewayHooks, windowChallenge } from './member/pageHooks.ts';
export type { ChallengeAsk, PageGatewayHooksOptions, WindowChallengeOptions } from './member/pageHooks.ts';
export { ensureUserIdCookie } from './member/userIdCookie.ts';
export { USER_ID_COOKIE } from './kernel/contract/cookieNames.ts';
export type { UserIdCookieOutcome } from './member/userIdCookie.ts';
export { loginPageUrl, LOGIN_SIGNUP_PATH, LOGIN_SIGNUP_TEST_PATH } from './kernel/contract/memberPaths.ts';
export type { LoginPageOptions, LoginPageShape } from './kernel/contract/memberPaths.ts';
export { createChallengeQueue, MAX_CHALLENGES } from './net/challengeQueue.ts';
export type { ChallengeQueue, Challenge } from './net/challengeQueue.ts';
export { REPORT_KINDS } from './member/report.ts';
export type { MemberReport, ReportKind, Reporter } from './member/report.ts';
export { hostForRegion, memberHosts } from './kernel/config/hosts.ts';
export type { MemberHosts } from './kernel/config/hosts.ts';
export { staticLinks, MAIN_SITES } from './kernel/config/mainSite.ts';
export type { StaticLinks } from './kernel/config/mainSite.ts';
export { imageUrl, ladderSize, connectionKind, supportsWebp, browserImageUrl, IMAGE_SIZE_LADDER, QUALITY_BY_CONNECTION } from './ui/imageUrl.ts';
export type { ImageOptions, ConnectionKind } from './ui/imageUrl.ts';
export { PAGE_SOURCES, INNER_PAGE_SOURCES, PLATFORMS } from './kernel/contract/requestScene.ts';
export type { PageSource, InnerPageSource, Platform } from './kernel/contract/requestScene.ts';
export { handleGoogleLogin } from './page/handleGoogleLogin.ts';
export type { GoogleLoginOutcome } from './flows/thirdParty.ts';
export { thirdPartyConfig, GOOGLE_LOGIN_PATH, DEFAULT_GOOGLE_AUTH_URL, DEFAULT_FACEBOOK_SDK_URL, DEFAULT_FACEBOOK_VERSION } from './kernel/config/thirdParty.ts';
export type { ThirdPartyConfig, GoogleConfig, FacebookConfig } from './kernel/config/thirdParty.ts';
