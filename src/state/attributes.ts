/** The elements' attributes as their UI sees them: strings, absent when removed. */
import { atom } from 'jotai/vanilla';

export const ATTRIBUTES = [
  'region',
  'language',
  'variation',
  'open',
  'route',
  'display',
  'login-link',
  'signup-link',
  'account-label',
  'experiment-url',
  'time-url',
  'member-host',
  'gateway-host',
  'other-mode-host',
  'main-site',
  'success-image',
  'backup-url',
  'public-key',
  'password-cipher',
  'google-client-id',
  'google-auth-url',
  'facebook-app-id',
  'facebook-sdk-url',
  'facebook-version',
  'history',
  // Read by the styles alone (:host([theme=…])); observed so that it is documented with the rest.
  'theme',
] as const;
export type AttributeName = (typeof ATTRIBUTES)[number];

/** `<member-account>`'s attributes: those it shares with the popup mean the same; `login-popup` and `view` are its own. */
export const ACCOUNT_ATTRIBUTES = [
  'region',
  'language',
  'member-host',
  'gateway-host',
  'other-mode-host',
  'backup-url',
  'main-site',
  'theme',
  'public-key',
  'password-cipher',
  'login-popup',
  'view',
] as const satisfies readonly (AttributeName | 'login-popup' | 'view')[];
export type AccountAttributeName = (typeof ACCOUNT_ATTRIBUTES)[number];

/** An element's attributes as strings, absent when removed (each element observes its own list). */
export type Attributes = Readonly<Partial<Record<AttributeName | AccountAttributeName, string>>>;

export const attributesAtom = atom<Attributes>({});

/** The host page's header links and account label, unless `login-link`, `signup-link` or `account-label` name others. */
export const DEFAULT_LOGIN_LINK = '[data-member-login]';
export const DEFAULT_SIGNUP_LINK = '[data-member-signup]';
export const DEFAULT_ACCOUNT_LABEL = '[data-member-account]';
/** The login popup `<member-account>` opens when the member must log in, unless `login-popup` names another. */
export const DEFAULT_LOGIN_POPUP = 'member-login-popup';

export function isAttributeName(name: string): name is AttributeName {
  return (ATTRIBUTES as readonly string[]).includes(name);
}

/** `attributes` with `name` set to `value`, or without it when `value` is null. */
export function withAttribute(attributes: Attributes, name: AttributeName | AccountAttributeName, value: string | null): Attributes {
  const { [name]: _previous, ...rest } = attributes;
  return value === null ? rest : { ...rest, [name]: value };
}
