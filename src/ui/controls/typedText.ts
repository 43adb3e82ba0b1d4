/** Phone numbers as typed or pasted: the digits of the national number meant. (Shown back: screens/Verify.tsx.) */
import { digitsOnly } from '../../rules/digitsOnly.ts';

/** The longest phone number (E.164), prefix included. */
export const MAX_PHONE_DIGITS = 15;

/**
 * The national number in `text`: its digits, without a leading international prefix (`+65`,
 * `00 65`, `(+65)`) of this region's `dialCode`. Another country's code is kept, so that the number
 * reads as the invalid number it is here.
 */
export function nationalNumber(text: string, dialCode: string): string {
  const international = /^[^\d+]*(?:\+|00)(.*)$/s.exec(text);
  const digits = digitsOnly(international ? (international[1] ?? '') : text);
  const national = international && digits.startsWith(dialCode) ? digits.slice(dialCode.length) : digits;
  return national.slice(0, MAX_PHONE_DIGITS);
}
