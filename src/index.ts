/** The public module API, besides the element itself. */
export { REGIONS, SUPPORTED_REGIONS, DEFAULT_REGION, parseRegion } from './config/regions.ts';
export type { Region, RegionSettings, PopupRegionSettings } from './config/regions.ts';
export { PREFERENCE_COOKIE, readPreference, writePreference, parsePreference, formatPreference } from './config/preference.ts';
export type { Preference } from './config/preference.ts';
export { LANGUAGES, SISTER_LANGUAGES, parseLanguage } from './i18n/languages.ts';
export type { Language, SisterLanguage, AnyLanguage } from './i18n/languages.ts';
export { ROUTES } from './state/routes.ts';
export type { RouteName, CloseReason } from './state/routes.ts';
export type {
  CloseDetail,
  LoginSuccessDetail,
  LoginSuccessUser,
  MemberPopupEventMap,
  NextStepDetail,
} from './events.ts';
