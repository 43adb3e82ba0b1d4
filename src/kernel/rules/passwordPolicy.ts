/**
 * The password policies an operator chooses between (issue 35), as the service announces them and
 * the element and the service both check them:
 *
 * - `regional` (the default): the spec's rules by region (section 5; fieldRules.ts, passwordHints.ts);
 * - `nist` (NIST SP 800-63B-4 3.1.1.2, OWASP ASVS 5.0 6.2.5 and 6.2.9): at least 15 characters (the
 *   reference service lets a password alone log in), at least 64 allowed, any Unicode, counted
 *   after NFKC normalisation as code points, no composition rules; the breach check is the
 *   service's (breachedPasswords.ts).
 *
 * Either policy's longest password is capped to what the password key can encrypt (`maxBytes`, the
 * UTF-8 bytes RSA-OAEP with SHA-256 takes under the key's modulus), and says so (`cappedByKey`).
 */

export type PasswordPolicyName = 'regional' | 'nist';

export interface PasswordPolicy {
  readonly name: PasswordPolicyName;
  /** The fewest characters (NIST: code points after NFKC); the regional policy's own are by region. */
  readonly minLength: number;
  /** The most characters; the regional policy's own are by region. */
  readonly maxLength: number;
  /** The most UTF-8 bytes the password key can encrypt: a longer password could never be sent. */
  readonly maxBytes: number;
  /** The key's capacity, not the policy, sets `maxLength` (the policy would allow more). */
  readonly cappedByKey: boolean;
}

export const NIST_MIN_LENGTH = 15;
/** NIST asks that at least 64 be allowed; 128 leaves room for passphrases. */
export const NIST_MAX_LENGTH = 128;

/** The bytes RSA-OAEP with SHA-256 encrypts under a modulus of `modulusBits`: k - 2·32 - 2. */
export function oaepCapacity(modulusBits: number): number {
  return Math.max(0, Math.floor(modulusBits / 8) - 2 * 32 - 2);
}

/** The policy `name` under a key of `modulusBits` (the most bytes it encrypts caps the longest password). */
export function passwordPolicy(name: PasswordPolicyName, modulusBits: number): PasswordPolicy {
  const maxBytes = oaepCapacity(modulusBits);
  const wanted = name === 'nist' ? NIST_MAX_LENGTH : maxBytes;
  return { name, minLength: name === 'nist' ? NIST_MIN_LENGTH : 8, maxLength: Math.min(wanted, maxBytes), maxBytes, cappedByKey: maxBytes < wanted };
}

/** A password as the NIST policy counts it: NFKC, code points. */
export const nistLength = (value: string) => [...value.normalize('NFKC')].length;
export const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

/** What `value` breaks of the NIST policy: too short, too long, or more bytes than the key takes. */
export function nistProblem(policy: PasswordPolicy, value: string): 'short' | 'long' | undefined {
  const length = nistLength(value);
  if (length < policy.minLength) return 'short';
  if (length > policy.maxLength || utf8Bytes(value) > policy.maxBytes) return 'long';
  return undefined;
}
