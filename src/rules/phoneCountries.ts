/** The countries whose phone numbers the popup checks, and the metadata filter for them. */
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import { REGIONS, SISTER_REGIONS } from '../config/regions.ts';

/** Our eleven regions: the six the popup serves (SG, MY, PH, TH, ID, VN) and the five sister brands' (BD, LK, MM, NP, PK). */
export const PHONE_COUNTRIES: readonly CountryCode[] = [...Object.values(REGIONS), ...Object.values(SISTER_REGIONS)].map((region) => region.regionID as CountryCode);

/** `metadata` with only `countries`: their calling codes and their numbering plans. */
export function onlyCountries(metadata: MetadataJson, countries: readonly CountryCode[]): MetadataJson {
  const kept = new Set<string>(countries);
  const callingCodes = Object.entries(metadata.country_calling_codes)
    .map(([code, owners]) => [code, owners.filter((country) => kept.has(country))] as const)
    .filter(([, owners]) => owners.length > 0);
  return {
    version: metadata.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(Object.entries(metadata.countries).filter(([country]) => kept.has(country))),
    nonGeographic: {},
  };
}
