/**
 * Passwords never leave the page in clear text (spec section 5): they are encrypted with the member
 * service's RSA public key before sending.
 */

/**
 * RSA-OAEP with SHA-256 (and MGF1 with SHA-256) by default; PKCS#1 v1.5 for existing member hosts
 * that still decrypt it.
 */
export type PasswordCipher = 'RSA-OAEP' | 'RSAES-PKCS1-V1_5';
export const DEFAULT_PASSWORD_CIPHER: PasswordCipher = 'RSA-OAEP';

export function parsePasswordCipher(value: string | null | undefined): PasswordCipher {
  const upper = value?.trim().toUpperCase();
  return upper === 'RSAES-PKCS1-V1_5' || upper === 'PKCS1' || upper === 'PKCS1-V1_5' ? 'RSAES-PKCS1-V1_5' : DEFAULT_PASSWORD_CIPHER;
}

/**
 * `key` as PEM: PEM text is kept; a bare base64 SubjectPublicKeyInfo (as many member hosts publish
 * it, and as fits in one attribute line) is wrapped.
 */
export function publicKeyPem(key: string): string {
  const text = key.trim();
  if (text.includes('-----BEGIN')) return text;
  const body = text.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN PUBLIC KEY-----\n${body.trim()}\n-----END PUBLIC KEY-----`;
}

/**
 * The password encrypted for `publicKey` (SPKI or PKCS#1 PEM, or a bare base64 SPKI), base64.
 * Loads node-forge on first use.
 */
export async function encryptPassword(
  password: string,
  publicKey: string,
  cipher: PasswordCipher = DEFAULT_PASSWORD_CIPHER,
): Promise<string> {
  const { rsaEncrypt } = await import('./rsaEncrypt.ts');
  return rsaEncrypt(password, publicKeyPem(publicKey), cipher);
}
