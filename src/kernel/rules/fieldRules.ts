/**
 * The shared field checker of spec section 5: one set of ordered rules per field kind. A check
 * never throws, whatever it is given, and answers with a catalogue key (and values), never with
 * the input itself.
 */
import { REGIONS, type Region } from '../config/regions.ts';
import type { FieldMessageKey, MessageValues } from '../messageKeys.ts';
import { isMobileIn } from './mobileNumber.ts';
import phoneMetadata from './phoneMetadata.ts';
import { visibleLength } from './textLength.ts';

export type FieldKind =
  | 'phone'
  | 'loginName'
  | 'password'
  | 'newPassword'
  | 'passwordLocal'
  | 'passwordLegacy'
  | 'confirmPassword'
  | 'fullName'
  | 'email'
  | 'address'
  | 'postcode'
  | 'taxId'
  | 'branchId'
  | 'birthday'
  | 'smsCode'
  | 'passcode'
  | 'nickname'
  | 'choice';

export interface FieldContext {
  /** The region whose phone numbers, postcodes and name rules apply. Default sg. */
  readonly region?: Region;
  /** The current value, which a new phone, email or password must differ from. */
  readonly old?: string;
  /** The password a confirmation must match. */
  readonly compareTo?: string;
  /** The code length the server asked for (passcode). Default 6. */
  readonly codeLength?: number;
  /** Today, for the birthday range. */
  readonly today?: Date;
}

export interface FieldProblem {
  readonly key: FieldMessageKey;
  readonly values?: MessageValues;
}

type Rule = (value: string, context: FieldContext) => FieldProblem | undefined;

export const DEFAULT_CODE_LENGTH = 6;
export const BIRTHDAY_YEARS_BACK = 100;

/** Characters as a reader sees them (grapheme clusters: textLength.ts). */
const length = visibleLength;
const within = (value: string, min: number, max: number) => length(value) >= min && length(value) <= max;
const problem = (key: FieldMessageKey, values?: MessageValues): FieldProblem => (values ? { key, values } : { key });
/** A rule that reports `key` when `ok` is false. */
const rule =
  (key: FieldMessageKey, ok: (value: string, context: FieldContext) => boolean): Rule =>
  (value, context) =>
    ok(value, context) ? undefined : problem(key);

export const ONLY_ALLOWED_PASSWORD = /^[A-Za-z0-9~!.<>@#$%^&*]*$/;
const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /\d/;
const HAS_PASSWORD_SYMBOL = /[~!.<>@#$%^&*]/;
/** Any symbol: neither a letter, a number nor a space (the Indonesian and Malay rule). */
const LOCAL_SYMBOL = /[^\p{L}\p{N}\s]/u;
/** The two rules a new password's live hints show. */
export const newPasswordLength = (value: string) => within(value, 8, 20);
export const newPasswordMix = (value: string) => HAS_LETTER.test(value) && HAS_DIGIT.test(value) && HAS_PASSWORD_SYMBOL.test(value);
/** The two of the Indonesian and Malay rule. */
export const localPasswordLength = (value: string) => length(value) >= 8 && !/\s/.test(value);
export const localPasswordMix = (value: string) => /\p{L}/u.test(value) && HAS_DIGIT.test(value) && LOCAL_SYMBOL.test(value);
/** The WHATWG "valid e-mail address", with at least one dot in the domain. */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const EMAIL_INSIDE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Letters and marks of any script, digits, spaces, and the . ' - of names such as O'Brien or Jean-Luc. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\s.'-]*$/u;
const POSTCODES: Readonly<Record<Region, RegExp>> = {
  sg: /^\d{6}$/,
  my: /^\d{5}$/,
  ph: /^\d{4}$/,
  th: /^\d{5}$/,
  id: /^\d{5}$/,
  vn: /^\d{6}$/,
};

const required = rule('rule.required', (value) => value.trim() !== '');
const differsFromOld = (key: FieldMessageKey) => rule(key, (value, { old }) => old === undefined || value.trim() !== old.trim());
const passwordDiffersFromOld = rule('rule.passwordSameAsOld', (value, { old }) => old === undefined || value !== old);
const digits = (value: string, count: number) => new RegExp(`^\\d{${count}}$`).test(value);

/** A valid mobile number of the region, written with or without the dial code. */
export function isMobileNumber(value: string, region: Region = 'sg'): boolean {
  return isMobileIn(value.trim(), REGIONS[region].regionID, phoneMetadata);
}

/** A valid mobile number of `country` (one of our eleven regions' upper-case ids: an address's country), with or without its dial code. */
export function isMobileNumberIn(value: string, country: string): boolean {
  return isMobileIn(value.trim(), country, phoneMetadata);
}

/** The spec's helper e-mail check: 2-60 characters and a standard pattern. */
export function isEmailLike(value: string): boolean {
  return within(value, 2, 60) && EMAIL.test(value);
}

function birthdayProblem(value: string, { today = new Date() }: FieldContext): FieldProblem | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return problem('rule.birthdayFormat');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const inRange = year >= today.getFullYear() - BIRTHDAY_YEARS_BACK && date.getTime() <= todayUtc;
  return real && inRange ? undefined : problem('rule.birthdayInvalid');
}

const RULES: Readonly<Record<FieldKind, readonly Rule[]>> = {
  phone: [required, rule('rule.phoneInvalid', (value, { region }) => isMobileNumber(value, region)), differsFromOld('rule.phoneSameAsOld')],
  loginName: [required, rule('rule.loginNameLength', (value) => within(value.trim(), 6, 60))],
  // The login field takes every password some policy lets a member set: the generic rule's 8-20,
  // but also the Indonesian and Malay rule's (no maximum) and NIST's (up to 128): no maximum here.
  password: [required, rule('rule.passwordLength', (value) => length(value) >= 8)],
  newPassword: [
    required,
    rule('rule.passwordLength', newPasswordLength),
    rule('rule.passwordSymbols', (value) => ONLY_ALLOWED_PASSWORD.test(value)),
    rule('rule.passwordMix', newPasswordMix),
    passwordDiffersFromOld,
  ],
  passwordLocal: [required, rule('rule.passwordLocal', (value) => localPasswordLength(value) && localPasswordMix(value)), passwordDiffersFromOld],
  passwordLegacy: [required, rule('rule.passwordLegacy', (value) => within(value, 6, 50) && HAS_LETTER.test(value) && HAS_DIGIT.test(value)), passwordDiffersFromOld],
  confirmPassword: [required, rule('rule.passwordMismatch', (value, { compareTo }) => value === compareTo)],
  fullName: [
    required,
    (value, { region }) => {
      const name = value.trim();
      if (region === 'ph') {
        if (!within(name, 5, 50)) return problem('rule.nameLengthPh');
        if (/\p{N}/u.test(name)) return problem('rule.nameDigitsPh');
        if (!NAME_CHARACTERS.test(name)) return problem('rule.nameSpecial');
        return name.split(/\s+/).length >= 2 ? undefined : problem('rule.nameWordsPh');
      }
      if (!within(name, 2, 50)) return problem('rule.nameLength');
      return NAME_CHARACTERS.test(name) ? undefined : problem('rule.nameSpecial');
    },
  ],
  email: [
    required,
    rule('rule.emailLength', (value) => within(value.trim(), 6, 60)),
    rule('rule.emailInvalid', (value) => EMAIL.test(value.trim())),
    differsFromOld('rule.emailSameAsOld'),
  ],
  address: [
    required,
    rule('rule.addressLength', (value) => within(value.trim(), 5, 350)),
    rule('rule.addressEmail', (value) => !EMAIL_INSIDE.test(value)),
    rule('rule.addressDigits', (value) => !/^[\d\s]+$/.test(value)),
  ],
  postcode: [required, rule('rule.postcode', (value, { region = 'sg' }) => POSTCODES[region].test(value.trim()))],
  taxId: [rule('rule.taxIdLength', (value) => length(value) <= 100)],
  branchId: [rule('rule.branchIdLength', (value) => length(value) <= 100)],
  birthday: [required, birthdayProblem],
  smsCode: [(value) => (digits(value, DEFAULT_CODE_LENGTH) ? undefined : problem('rule.codeLength', { length: DEFAULT_CODE_LENGTH }))],
  passcode: [(value, { codeLength = DEFAULT_CODE_LENGTH }) => (digits(value, codeLength) ? undefined : problem('rule.codeLength', { length: codeLength }))],
  nickname: [],
  choice: [rule('rule.choose', (value) => value.trim() !== '')],
};

/** The first rule of `kind` that `value` breaks, or undefined when it keeps them all. */
export function checkField(kind: FieldKind, value: unknown, context: FieldContext = {}): FieldProblem | undefined {
  const text = typeof value === 'string' ? value : '';
  for (const check of RULES[kind]) {
    const found = check(text, context);
    if (found) return found;
  }
  return undefined;
}
