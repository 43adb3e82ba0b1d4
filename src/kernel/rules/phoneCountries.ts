/** The countries whose phone numbers the popup checks, and their numbering plans for `isMobileIn`. */
import { type CountryCode, Metadata, type MetadataJson } from 'libphonenumber-js/core';
import { REGIONS, SISTER_REGIONS } from '../config/regions.ts';
import type { PhoneFormats } from './internationalMobile.ts';
import type { PhonePlan, PhonePlans } from './mobileNumber.ts';

/** Our eleven regions: the six the popup serves (SG, MY, PH, TH, ID, VN) and the five sister brands' (BD, LK, MM, NP, PK). */
export const PHONE_COUNTRIES: readonly CountryCode[] = [...Object.values(REGIONS), ...Object.values(SISTER_REGIONS)].map((region) => region.regionID as CountryCode);

/** Number types a mobile check would have to tell apart from a mobile number; `isMobileIn` knows none of them. */
const OTHER_TYPES = ['FIXED_LINE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'] as const;

/**
 * The plans of `countries` read from libphonenumber-js's mobile `metadata` through its own reader
 * (so defaults such as the national prefix for parsing are the library's). Throws when a plan needs
 * something `isMobileIn` does not do: a national prefix transform rule, a number type other than
 * mobile, or a calling code shared with another country.
 */
export function phonePlans(metadata: MetadataJson, countries: readonly CountryCode[]): PhonePlans {
  const plans: Record<string, PhonePlan> = {};
  for (const country of countries) {
    const reader = new Metadata(metadata);
    reader.selectNumberingPlan(country);
    // The typings declare only the constructor and selectNumberingPlan of the reader; its numbering plan has these methods.
    const plan = reader.numberingPlan as unknown as NumberingPlanReader;
    const code = plan.callingCode();
    const mobile = plan.type('MOBILE');
    const unsupported = [
      plan.nationalPrefixTransformRule() ? 'a national prefix transform rule' : '',
      ...OTHER_TYPES.filter((type) => plan.type(type)),
      mobile?.pattern() ? '' : 'no mobile pattern',
      countries.some((other) => other !== country && (metadata.countries[other] as unknown[] | undefined)?.[0] === code) ? 'a shared calling code' : '',
    ].filter(Boolean);
    if (!mobile || unsupported.length) throw new Error(`the phone plan of ${country} has ${unsupported.join(', ')}, which isMobileIn does not handle`);
    plans[country] = {
      code,
      idd: plan.IDDPrefix(),
      pattern: plan.nationalNumberPattern(),
      lengths: plan.possibleLengths(),
      ...(plan.nationalPrefixForParsing() ? { prefix: String(plan.nationalPrefixForParsing()) } : {}),
      mobile: mobile.pattern(),
      mobileLengths: mobile.possibleLengths(),
    };
  }
  return plans;
}

interface NumberingPlanReader {
  callingCode(): string;
  IDDPrefix(): string;
  nationalNumberPattern(): string;
  possibleLengths(): number[];
  nationalPrefixForParsing(): string | number | undefined;
  nationalPrefixTransformRule(): string | number | undefined;
  type(type: string): { pattern(): string; possibleLengths(): number[] } | undefined;
}

/** How `countries` group their numbers, read from libphonenumber-js's `metadata` through its own reader. */
export function phoneFormats(metadata: MetadataJson, countries: readonly CountryCode[]): PhoneFormats {
  const formats: Record<string, (readonly [string, string, string?])[]> = {};
  for (const country of countries) {
    const reader = new Metadata(metadata);
    reader.selectNumberingPlan(country);
    // As in phonePlans: the typings declare only the reader's constructor and selectNumberingPlan.
    const plan = reader.numberingPlan as unknown as { formats(): FormatReader[] };
    formats[country] = plan.formats().map((format) => {
      const leading = format.leadingDigitsPatterns().at(-1);
      return leading === undefined ? [format.pattern(), format.internationalFormat()] : [format.pattern(), format.internationalFormat(), leading];
    });
  }
  return formats;
}

interface FormatReader {
  pattern(): string;
  internationalFormat(): string;
  leadingDigitsPatterns(): string[];
}
