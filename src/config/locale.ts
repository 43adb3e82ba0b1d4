/** Which region and language an element uses: its attributes, else the preference cookie, else defaults. */
import { parseLanguage, type AnyLanguage } from '../kernel/config/languages.ts';
import type { Preference } from './preference.ts';
import { DEFAULT_REGION, REGIONS, parseRegion, type Region } from '../kernel/config/regions.ts';

export interface Locale {
  readonly region: Region;
  readonly language: AnyLanguage;
}

export function resolveLocale(attributes: { readonly region?: string | undefined; readonly language?: string | undefined }, preference: Preference): Locale {
  const region = parseRegion(attributes.region) ?? preference.region ?? DEFAULT_REGION;
  const language = parseLanguage(attributes.language) ?? preference.language ?? REGIONS[region].languages[0];
  return { region, language };
}
