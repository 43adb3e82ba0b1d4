/**
 * The checks of a new password, wherever one is set (sign-up, reset, password completion, change):
 * the configured policy's rules (the spec's by region, or NIST's, kernel/rules/passwordPolicy.ts),
 * capped to what the password key encrypts, then the breach and common-password check
 * (breachedPasswords.ts). Each refusal says why, in the request's language.
 */
import type { Region } from '../../src/kernel/config/regions.ts';
import { PASSWORD_BREACHED_CODE, PASSWORD_COMMON_CODE } from '../../src/kernel/contract/breachedPasswords.ts';
import { checkField } from '../../src/kernel/rules/fieldRules.ts';
import { newPasswordKind } from '../../src/kernel/rules/passwordHints.ts';
import { nistProblem, utf8Bytes, type PasswordPolicy } from '../../src/kernel/rules/passwordPolicy.ts';
import type { BreachedPasswords } from './breachedPasswords.ts';
import { MESSAGES } from './messages.ts';
import { Refusal } from './refusal.ts';

export const PASSWORD_RULES_CODE = 'PL-USER-PASSWORD-RULES';

/** Refuses `clear` as a new password of a member in `region`, or returns. */
export async function checkNewPassword(
  deps: { readonly breaches: BreachedPasswords; readonly passwordPolicy: PasswordPolicy },
  clear: string,
  region: Region,
): Promise<void> {
  const policy = deps.passwordPolicy;
  if (policy.name === 'nist') {
    const problem = nistProblem(policy, clear);
    if (problem) throw new Refusal(PASSWORD_RULES_CODE, problem === 'short' ? MESSAGES.passwordTooShortNist : MESSAGES.passwordTooLong);
  } else {
    if (checkField(newPasswordKind(region), clear)) throw new Refusal(PASSWORD_RULES_CODE, MESSAGES.passwordRules);
    // The Indonesian and Malay rule sets no maximum: the key's capacity does.
    if (utf8Bytes(clear) > policy.maxBytes) throw new Refusal(PASSWORD_RULES_CODE, MESSAGES.passwordTooLong);
  }
  const exposure = await deps.breaches.exposure(clear);
  if (exposure === 'breached') throw new Refusal(PASSWORD_BREACHED_CODE, MESSAGES.breachedPassword);
  if (exposure === 'common') throw new Refusal(PASSWORD_COMMON_CODE, MESSAGES.commonPassword);
}
