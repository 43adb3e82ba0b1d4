/**
 * A new password's rule by region and its live hints (spec section 5): what the new-password
 * field shows as the member types. Apart from the field checker (`fieldRules.ts`), whose rules it
 * shares, so that the screens without a new password (Login) do not carry it.
 */
import type { Region } from '../config/regions.ts';
import type { PasswordHintKey } from '../messageKeys.ts';
import { localPasswordLength, localPasswordMix, newPasswordLength, newPasswordMix, ONLY_ALLOWED_PASSWORD } from './fieldRules.ts';

/** Regions whose new passwords follow the Indonesian and Malay rule (spec section 5). */
const LOCAL_PASSWORD_REGIONS: readonly Region[] = ['id', 'my'];

/** The rule a new password follows in `region`: the Indonesian and Malay one, or the generic one. */
export function newPasswordKind(region: Region = 'sg'): 'newPassword' | 'passwordLocal' {
  return LOCAL_PASSWORD_REGIONS.includes(region) ? 'passwordLocal' : 'newPassword';
}

export interface PasswordHint {
  readonly key: PasswordHintKey;
  readonly met: boolean;
}

/**
 * The live hints of a new password of `kind`, each met or not: for the generic rule 8-20
 * characters, and letters, numbers and the allowed symbols; for the Indonesian and Malay rule at
 * least 8 characters without spaces, and letters, numbers and symbols.
 */
export function passwordHints(kind: 'newPassword' | 'passwordLocal', value: string): readonly PasswordHint[] {
  if (kind === 'passwordLocal') {
    return [
      { key: 'reset.hintLocalLength', met: localPasswordLength(value) },
      { key: 'reset.hintLocalMix', met: localPasswordMix(value) },
    ];
  }
  const hints = newPasswordHints(value);
  return [
    { key: 'reset.hintLength', met: hints.length },
    { key: 'reset.hintMix', met: hints.mix },
  ];
}

/** The two live hints of a new password: 8-20 characters; letters, numbers and special characters. */
export function newPasswordHints(value: string): { readonly length: boolean; readonly mix: boolean } {
  return {
    length: newPasswordLength(value),
    mix: ONLY_ALLOWED_PASSWORD.test(value) && newPasswordMix(value),
  };
}
