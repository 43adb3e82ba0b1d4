/**
 * Is a text a mobile number of a country? The same verdict as libphonenumber-js's
 * `isValidPhoneNumber(text, country, mobileMetadata)`, over the plans of our eleven regions
 * (phoneMetadata.ts), in a few hundred bytes instead of the library's parser: the text must be a
 * viable number as a whole (digits, its punctuation, one leading plus); a plus or the country's
 * international prefix is followed by one of our calling codes, and a number that starts with the
 * country's calling code without a plus is read as international when only that reading fits; the
 * national prefix is stripped when what remains still fits the plan; then the national number must
 * match the plan and its mobile pattern and lengths; an extension ("ext. 12", "~12") is left out as
 * the library leaves it out. test/phoneMetadata.test.ts proves the verdicts equal on the shared
 * corpora's SEA vectors and on generated numbers. Not understood (refused, where the library reads
 * the number in them): RFC 3966 `;phone-context=` URIs and `;isub=` subaddresses.
 */

/** One country's numbering plan: libphonenumber-js's, reduced to what a mobile check reads. */
export interface PhonePlan {
  /** Country calling code, e.g. "65". */
  readonly code: string;
  /** International call prefix pattern, e.g. "00". */
  readonly idd: string;
  /** Pattern of every national number. */
  readonly pattern: string;
  /** Possible lengths of a national number, ascending. */
  readonly lengths: readonly number[];
  /** National prefix pattern for parsing, e.g. "0". */
  readonly prefix?: string;
  /** Pattern of a mobile national number, and its possible lengths. */
  readonly mobile: string;
  readonly mobileLengths: readonly number[];
}

export type PhonePlans = Readonly<Record<string, PhonePlan>>;

// libphonenumber-js's alphabet: its digits (ASCII, full-width, Arabic-Indic, Persian), punctuation and plus signs.
const DIGITS = '0-9\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9';
export const PUNCTUATION = '-\u2010-\u2015\u2212\u30FC\uFF0D\uFF0F/\uFF0E. \xA0\xAD\u200B\u2060\u3000()\uFF08\uFF09\uFF3B\uFF3D\\[\\]~\u2053\u223C\uFF5E';
const ext = (max: number) => `([${DIGITS}]{1,${max}})`;
const AFTER_LABEL = '[:\\.\uFF0E]?[ \xA0\\t,-]*';
/** libphonenumber-js's extension forms: ";ext=12", " ext. 12", " x12", "~12", " 12#", ",,12" and so on. */
const EXTENSION = [
  `;ext=${ext(20)}`,
  `[ \xA0\\t,]*(?:e?xt(?:ensi(?:o\u0301?|\xF3))?n?|\uFF45?\uFF58\uFF54\uFF4E?|\u0434\u043E\u0431|anexo)${AFTER_LABEL}${ext(20)}#?`,
  `[ \xA0\\t,]*(?:[x\uFF58#\uFF03~\uFF5E]|int|\uFF49\uFF4E\uFF54)${AFTER_LABEL}${ext(9)}#?`,
  `[- ]+${ext(6)}#`,
  `[ \xA0\\t]*(?:,{2}|;)${AFTER_LABEL}${ext(15)}#?`,
  `[ \xA0\\t]*(?:,)+${AFTER_LABEL}${ext(9)}#?`,
].join('|');
const VIABLE = new RegExp(`^[${DIGITS}]{2}$|^[+\uFF0B]?(?:[${PUNCTUATION}]*[${DIGITS}]){3,}[${PUNCTUATION}${DIGITS}]*(?:${EXTENSION})?$`, 'i');
const AT_END = new RegExp(`(?:${EXTENSION})$`, 'i');
/** The first code point of each block of ten digits. */
const ZEROS = [0x30, 0xff10, 0x660, 0x6f0];

export const fits = (text: string, pattern: string) => new RegExp(`^(?:${pattern})$`).test(text);

/** libphonenumber-js's `checkNumberLength` without a type. */
function lengthFit(national: string, { lengths }: PhonePlan): 'possible' | 'short' | 'long' | 'invalid' {
  const length = national.length;
  const [shortest = 0] = lengths;
  if (length < shortest) return 'short';
  if (length > (lengths[lengths.length - 1] ?? 0)) return 'long';
  return lengths.includes(length) ? 'possible' : 'invalid';
}

/** Strips the national prefix when what remains still fits the plan (libphonenumber-js's `extractNationalNumber`). */
function nationalNumber(number: string, plan: PhonePlan): string {
  const match = plan.prefix === undefined ? null : new RegExp(`^(?:${plan.prefix})`).exec(number);
  if (!match) return number;
  const national = number.slice(match[0].length);
  if (fits(number, plan.pattern) && !fits(national, plan.pattern)) return number;
  const fit = lengthFit(national, plan);
  return fit === 'short' || fit === 'invalid' ? number : national;
}

/** The plan and national number of `text` if it is a mobile number (`country`'s when written without a calling code). */
export function mobileNumber(text: string, country: string | undefined, plans: PhonePlans): { plan: PhonePlan; national: string } | undefined {
  const home = country === undefined ? undefined : plans[country];
  if ((country !== undefined && !home) || text.length > 250 || !VIABLE.test(text)) return undefined;
  // Without its extension, if it has one.
  const extension = AT_END.exec(text);
  const written = extension?.slice(1).some(Boolean) ? text.slice(0, extension.index) : text;
  // Digits in ASCII, and the plus if it leads (only an ASCII plus counts: libphonenumber-js drops a full-width one).
  let number = written.startsWith('+') ? '+' : '';
  for (const char of written) {
    const point = char.codePointAt(0) ?? 0;
    const zero = ZEROS.find((start) => point >= start && point <= start + 9);
    if (zero !== undefined) number += String(point - zero);
  }
  let plan = home;
  if (home && !number.startsWith('+')) {
    const idd = new RegExp(`^(?:${home.idd})`).exec(number);
    const afterIdd = idd ? number.slice(idd[0].length) : '';
    if (idd && afterIdd && afterIdd[0] !== '0') number = `+${afterIdd}`;
    else if (number.startsWith(home.code)) {
      // Our calling code without a plus: international only if that reading fits and the other does not.
      const shorter = number.slice(home.code.length);
      const whole = nationalNumber(number, home);
      if ((!fits(whole, home.pattern) && fits(nationalNumber(shorter, home), home.pattern)) || lengthFit(whole, home) === 'long') number = shorter;
    }
  }
  if (number.startsWith('+')) {
    if (number[1] === '0') return undefined;
    plan = Object.values(plans).find(({ code }) => number.slice(1, code.length + 1) === code);
    if (!plan) return undefined;
    number = number.slice(plan.code.length + 1);
  }
  if (!plan) return undefined;
  const national = nationalNumber(number, plan);
  const mobile =
    national.length >= 2 && national.length <= 17 && fits(national, plan.pattern) && plan.mobileLengths.includes(national.length) && fits(national, plan.mobile);
  return mobile ? { plan, national } : undefined;
}

export function isMobileIn(text: string, country: string, plans: PhonePlans): boolean {
  return mobileNumber(text, country, plans) !== undefined;
}
