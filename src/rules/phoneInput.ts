/**
 * The phone number of a form as the shopper types or pastes it: the dial code of a country (from
 * our eleven regions' numbering plans, so an address in Indonesia takes +62 whatever the site's
 * region), and the digits to keep of what was typed: a pasted "+65 9876 5432" (or "0065 …") in a
 * +65 field keeps "98765432", not the country code too.
 */
import phoneMetadata from '../kernel/rules/phoneMetadata.ts';

/** The dial code of `country` (upper-case region id) without the plus; undefined for one we do not know. */
export function dialCodeOf(country: string): string | undefined {
  return phoneMetadata[country]?.code;
}

/** The national digits of `typed` for a field whose prefix is `+dialCode`: a leading `+dialCode` or `00dialCode` is dropped. */
export function nationalDigits(typed: string, dialCode: string): string {
  const compact = typed.trim().replace(/[\s().\-\u00a0]/g, '');
  for (const international of [`+${dialCode}`, `\uFF0B${dialCode}`, `00${dialCode}`]) {
    if (compact.startsWith(international)) return compact.slice(international.length).replace(/\D/g, '');
  }
  return compact.replace(/\D/g, '');
}
