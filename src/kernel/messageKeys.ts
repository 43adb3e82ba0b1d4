/**
 * The message keys the kernel answers with: the field rules' problems, the password hints, and the
 * error catalogue's fallbacks. The kernel names its own keys (it imports nothing outside
 * `src/kernel/`); the element's catalogue (`src/i18n/catalogue.ts`) proves at type level that it
 * has a text for each, so a key listed here and missing from the catalogue is a type error there.
 */

/** What a field rule or an address check says is wrong with a value. */
export type FieldMessageKey =
  | 'rule.required'
  | 'rule.choose'
  | 'rule.phoneInvalid'
  | 'rule.phoneSameAsOld'
  | 'rule.loginNameLength'
  | 'rule.passwordLength'
  | 'rule.passwordSymbols'
  | 'rule.passwordMix'
  | 'rule.passwordLocal'
  | 'rule.passwordLegacy'
  | 'rule.passwordMismatch'
  | 'rule.passwordSameAsOld'
  | 'rule.passwordNistShort'
  | 'rule.passwordTooLong'
  | 'rule.birthdayFormat'
  | 'rule.birthdayInvalid'
  | 'rule.nameLength'
  | 'rule.nameLengthPh'
  | 'rule.nameDigitsPh'
  | 'rule.nameWordsPh'
  | 'rule.nameSpecial'
  | 'rule.emailLength'
  | 'rule.emailInvalid'
  | 'rule.emailSameAsOld'
  | 'rule.addressLength'
  | 'rule.addressEmail'
  | 'rule.addressDigits'
  | 'rule.postcode'
  | 'rule.taxIdLength'
  | 'rule.branchIdLength'
  | 'rule.codeLength';

/** A requirement a new password is shown to meet or not, as the shopper types it. */
export type PasswordHintKey =
  | 'reset.hintLength'
  | 'reset.hintMix'
  | 'reset.hintLocalLength'
  | 'reset.hintLocalMix'
  | 'reset.hintNistLength'
  | 'reset.hintNistAny'
  | 'reset.hintKeyCap';

/** What the shopper reads for a refusal that carries no message of its own. */
export type ErrorMessageKey =
  | 'error.network'
  | 'error.callFallback'
  | 'error.loginFallback'
  | 'error.verificationFailed'
  | 'error.thirdPartySuspended'
  | 'error.trafficLimit';

/** Every key the kernel answers with. */
export type KernelMessageKey = FieldMessageKey | PasswordHintKey | ErrorMessageKey;

/** The values a message template is filled with (`{length}` and the like). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message of the error catalogue: a key of the kernel's, or a server's own text shown as plain text. */
export type KernelMessage = { readonly key: ErrorMessageKey } | { readonly text: string };
