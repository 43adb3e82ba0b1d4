/** Reads and writes the preference cookie (its format: `config/preference.ts`). */
import { formatPreference, parsePreference, PREFERENCE_COOKIE, PREFERENCE_MAX_AGE_SECONDS, type Preference } from '../config/preference.ts';
import type { Region } from '../kernel/config/regions.ts';
import type { AnyLanguage } from '../kernel/config/languages.ts';
import { readCookie, writeCookie, type CookieOptions } from './documentCookies.ts';

export function readPreference(): Preference {
  return parsePreference(readCookie(PREFERENCE_COOKIE));
}

export function writePreference(region: Region, language: AnyLanguage, options: Omit<CookieOptions, 'maxAge'> = {}): void {
  writeCookie(PREFERENCE_COOKIE, formatPreference(region, language), {
    ...options,
    maxAge: PREFERENCE_MAX_AGE_SECONDS,
  });
}
