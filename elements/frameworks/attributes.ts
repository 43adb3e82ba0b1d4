/**
 * What every framework's typing of `<member-login-popup>` shares: the attributes with the values
 * each accepts, and the events with their detail types. Types only: nothing here runs.
 */
import type { Region } from '../../src/kernel/config/regions.ts';
import type { MemberAccountEventMap, MemberPopupEventMap } from '../../src/events.ts';
import type { AnyLanguage } from '../../src/kernel/config/languages.ts';
import type { PasswordCipher } from '../../src/security/encryptPassword.ts';
import type { AccountAttributeName, AttributeName } from '../../src/state/attributes.ts';
import type { RouteName } from '../../src/state/routes.ts';

export type { MemberLoginPopup } from '../MemberLoginPopup.ts';
export type { MemberAccount } from '../MemberAccount.ts';
export type {
  AccountChangeDetail,
  CloseDetail,
  LoginSuccessDetail,
  LogoutDetail,
  MemberAccountEventMap,
  MemberPopupEventMap,
  MemberReportDetail,
  NextStepDetail,
} from '../../src/events.ts';

/** The element's attributes. They are strings on the element; these are the values it understands. */
export interface MemberLoginPopupAttributes {
  region?: Region;
  language?: AnyLanguage;
  variation?: string;
  open?: 'true' | 'false';
  route?: RouteName;
  /** `page`: the screens laid out in the page, as the member pages show them; else a popup. */
  display?: 'popup' | 'page';
  'login-link'?: string;
  'signup-link'?: string;
  'account-label'?: string;
  'experiment-url'?: string;
  'time-url'?: string;
  'member-host'?: string;
  'gateway-host'?: string;
  'other-mode-host'?: string;
  'main-site'?: string;
  'success-image'?: string;
  'backup-url'?: string;
  'public-key'?: string;
  'password-cipher'?: PasswordCipher;
  'google-client-id'?: string;
  'google-auth-url'?: string;
  'facebook-app-id'?: string;
  'facebook-sdk-url'?: string;
  'facebook-version'?: string;
  /** `false`: the open popup adds no entry to the tab's history (the host's router owns Back). */
  history?: 'true' | 'false';
  theme?: 'light' | 'dark' | 'auto';
}

/** The element's event names: `login-success`, `next-step`, `member-report`, `close`. */
export type MemberLoginPopupEventName = keyof MemberPopupEventMap;

/** One handler property per event, named `${Prefix}${event}` (React's `onlogin-success`, Solid's `on:close`). */
export type MemberLoginPopupEventHandlers<Prefix extends string> = {
  [K in MemberLoginPopupEventName as `${Prefix}${K}`]?: (event: MemberPopupEventMap[K]) => void;
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The typings name every attribute the element observes, and no other.
true satisfies Same<keyof MemberLoginPopupAttributes, AttributeName>;

/** `<member-account>`'s attributes, with the values it understands. */
export interface MemberAccountAttributes {
  region?: Region;
  language?: AnyLanguage;
  'member-host'?: string;
  'gateway-host'?: string;
  'other-mode-host'?: string;
  'backup-url'?: string;
  'main-site'?: string;
  theme?: 'light' | 'dark' | 'auto';
  'public-key'?: string;
  'password-cipher'?: PasswordCipher;
  'login-popup'?: string;
  /** `verification`: the verification page of the URL's `token` alone (the member service's second-verification page). */
  view?: 'verification';
}

/** `<member-account>`'s event names: `logout`, `account-change`. */
export type MemberAccountEventName = keyof MemberAccountEventMap;

/** One handler property per event of `<member-account>`, named `${Prefix}${event}`. */
export type MemberAccountEventHandlers<Prefix extends string> = {
  [K in MemberAccountEventName as `${Prefix}${K}`]?: (event: MemberAccountEventMap[K]) => void;
};

// And every attribute `<member-account>` observes.
true satisfies Same<keyof MemberAccountAttributes, AccountAttributeName>;
