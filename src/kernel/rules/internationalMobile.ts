/**
 * A mobile number shown back as its country writes it (the Verify screen's "sent to"): apart from
 * the checks (`mobileNumber.ts`), so that the screens that only check a number do not carry it.
 */
import { fits, mobileNumber, PUNCTUATION, type PhonePlans } from './mobileNumber.ts';

/** How a country groups its numbers: libphonenumber-js's formats (pattern, international format, last leading digits pattern). */
export type PhoneFormats = Readonly<Record<string, readonly (readonly [pattern: string, international: string, leadingDigits?: string])[]>>;

/**
 * `+65 9123 4568`: an international mobile number (written with its plus and calling code) grouped
 * as its country writes it, as libphonenumber-js's `formatInternational()`; undefined when `text`
 * is no mobile number of our regions.
 */
export function internationalMobile(text: string, plans: PhonePlans, formats: PhoneFormats): string | undefined {
  const found = mobileNumber(text, undefined, plans);
  if (!found) return undefined;
  const { plan, national } = found;
  const country = Object.keys(plans).find((name) => plans[name] === plan) ?? '';
  const format = formats[country]?.find(([pattern, , leading]) => (leading === undefined || national.search(leading) === 0) && fits(national, pattern));
  const grouped = format
    ? national
        .replace(new RegExp(format[0]), format[1])
        .replace(new RegExp(`[${PUNCTUATION}]+`, 'g'), ' ')
        .trim()
    : national;
  return `+${plan.code} ${grouped}`;
}
