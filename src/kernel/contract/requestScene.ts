/**
 * Where a code request comes from (spec section 7: pageSource, innerPageSource, bizScene,
 * platform, shortUa, loginType): the popup's screen, the journey, the business scene of the page,
 * the kind of device, and a short user agent. The member service checks them with these schemas
 * and records them.
 */
import { enums, is, pattern, size, string } from 'superstruct';

/** The popup's screens (its routes), as `pageSource`. */
export const PAGE_SOURCES = ['Login', 'Qrcode', 'Registry', 'Verify', 'ForgetPassword', 'ResetPassword', 'ProfileComplete'] as const;
export type PageSource = (typeof PAGE_SOURCES)[number];

/** The journey a code belongs to, as `innerPageSource`. */
export const INNER_PAGE_SOURCES = ['codeLogin', 'signup', 'resetPassword'] as const;
export type InnerPageSource = (typeof INNER_PAGE_SOURCES)[number];

/** The business scene of each journey, when the page names none (its `bizScene` query parameter). */
export const DEFAULT_BIZ_SCENES: Readonly<Record<InnerPageSource, string>> = { codeLogin: 'login', signup: 'register', resetPassword: 'resetPassword' };

/** A coarse pointer (a touch screen as the main pointer): `mobile`; otherwise `pc`. */
export const PLATFORMS = ['pc', 'mobile'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The login types a code login answers with; the popup's phone codes are PHONE_OTP. */
export const CODE_LOGIN_TYPES = ['PHONE_OTP'] as const;

export const pageSourceSchema = enums(PAGE_SOURCES);
export const innerPageSourceSchema = enums(INNER_PAGE_SOURCES);
export const platformSchema = enums(PLATFORMS);
/** A business scene: letters, digits, `_` and `-`, at most 64. */
export const bizSceneSchema = pattern(size(string(), 1, 64), /^[A-Za-z0-9_-]+$/);
export const shortUaSchema = size(string(), 1, 64);

export function isBizScene(value: string | null | undefined): value is string {
  return is(value, bizSceneSchema);
}
