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

/** The password encrypted for `publicKeyPem` (SPKI or PKCS#1 PEM), base64. Loads node-forge on first use. */
export async function encryptPassword(
  password: string,
  publicKeyPem: string,
  cipher: PasswordCipher = DEFAULT_PASSWORD_CIPHER,
): Promise<string> {
  const { rsaEncrypt } = await import('./rsaEncrypt.ts');
  return rsaEncrypt(password, publicKeyPem, cipher);
}
