/** Phones as the service keys them: the region's dial code and the national number, digits only. */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { parseRegion, REGIONS, type Region } from '../../src/kernel/config/regions.ts';
import { isMobileNumber } from '../../src/kernel/rules/fieldRules.ts';
import { Refusal } from './refusal.ts';
import { MESSAGES } from './messages.ts';

export interface Phone {
  readonly prefix: string;
  readonly national: string;
  /** `+6581234567`: where codes go. */
  readonly target: string;
}

export function regionOf(value: string | undefined): Region {
  return parseRegion(value) ?? 'sg';
}

/** The mobile number `value` is in `region`, or undefined when it is not a valid one. */
export function parsePhone(value: string, region: Region): Phone | undefined {
  const text = value.trim();
  if (!isMobileNumber(text, region)) return undefined;
  const parsed = parsePhoneNumberFromString(text, REGIONS[region].regionID as 'SG');
  if (!parsed) return undefined;
  return { prefix: parsed.countryCallingCode, national: parsed.nationalNumber, target: `+${parsed.countryCallingCode}${parsed.nationalNumber}` };
}

/** The mobile number `value` is in `region`, or the invalid-phone error. */
export function requirePhone(value: string, region: Region): Phone {
  const phone = parsePhone(value, region);
  if (!phone) throw new Refusal('PL-USER-INVALID-PHONE', MESSAGES.invalidPhone);
  return phone;
}

/** `+65 8123 4567` style for messages; the middle digits hidden. */
export function maskedPhone({ prefix, national }: Phone): string {
  return `+${prefix} ${national.slice(0, 2)}${'*'.repeat(Math.max(national.length - 4, 0))}${national.slice(-2)}`;
}
