/**
 * The preference cookie of spec section 3: region, language, currency and country id joined by a
 * bar (`SG|en|SGD|702`), kept 30 days. Reading and writing it is the page's
 * (`security/preferenceCookie.ts`); here is its format.
 */
import { parseLanguage, type AnyLanguage } from '../kernel/config/languages.ts';
import { REGIONS, parseRegion, type Region } from '../kernel/config/regions.ts';

export const PREFERENCE_COOKIE = 'member_pref';
export const PREFERENCE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface Preference {
  readonly region?: Region;
  readonly language?: AnyLanguage;
}

/** The region and language of the preference cookie; a part that is missing or unknown is left out. */
export function parsePreference(value: string | undefined): Preference {
  const [region, language] = (value ?? '').split('|');
  const parsedRegion = parseRegion(region);
  const parsedLanguage = parseLanguage(language);
  return {
    ...(parsedRegion ? { region: parsedRegion } : {}),
    ...(parsedLanguage ? { language: parsedLanguage } : {}),
  };
}

export function formatPreference(region: Region, language: AnyLanguage): string {
  const settings = REGIONS[region];
  return [settings.regionID, language, settings.currency, settings.countryId].join('|');
}

/** Dispatched on `document` when the preference cookie changed here: every element reads it again. */
export const PREFERENCE_CHANGE_EVENT = 'member-preference-change';
