/**
 * Passwords never leave the page in clear text (spec section 5): they are encrypted with the member
 * service's RSA public key before sending. RSA-OAEP goes through the browser's own WebCrypto, so no
 * code is downloaded for it; node-forge is loaded only for the legacy PKCS#1 v1.5 cipher (or where
 * the page has no WebCrypto).
 */
import type { RsaPadding } from './rsaEncrypt.ts';

/**
 * RSA-OAEP with SHA-256 (and MGF1 with SHA-256) by default; PKCS#1 v1.5 for existing member hosts
 * that still decrypt it.
 */
export type PasswordCipher = RsaPadding;
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

/** The DER bytes and type of the first PEM block of `pem`. */
function pemBlock(pem: string): { readonly type: string; readonly der: Uint8Array<ArrayBuffer> } | undefined {
  const [, type, body] = /-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----/.exec(pem) ?? [];
  if (type === undefined || body === undefined) return undefined;
  try {
    return { type, der: Uint8Array.from(atob(body.replace(/\s+/g, '')), (char) => char.charCodeAt(0)) };
  } catch {
    return undefined; // Not base64.
  }
}

/** A DER element: tag, length (short or long form), contents. */
function der(tag: number, ...contents: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const length = contents.reduce((sum, part) => sum + part.length, 0);
  const lengthBytes: number[] = [];
  for (let rest = length; rest > 0; rest >>>= 8) lengthBytes.unshift(rest & 0xff);
  const header = length > 0x7f ? [tag, 0x80 | lengthBytes.length, ...lengthBytes] : [tag, length];
  const out = new Uint8Array(header.length + length);
  out.set(header);
  let offset = header.length;
  for (const part of contents) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** AlgorithmIdentifier { rsaEncryption (1.2.840.113549.1.1.1), NULL }. */
const RSA_ALGORITHM = Uint8Array.of(0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00);

/** The SubjectPublicKeyInfo of a "PUBLIC KEY" block, or of a PKCS#1 "RSA PUBLIC KEY" block wrapped in one. */
function subjectPublicKeyInfo(pem: string): Uint8Array<ArrayBuffer> {
  const block = pemBlock(pem);
  if (block?.type === 'PUBLIC KEY') return block.der;
  if (block?.type === 'RSA PUBLIC KEY') return der(0x30, RSA_ALGORITHM, der(0x03, Uint8Array.of(0), block.der));
  throw new Error('the password encryption key is not a PEM public key');
}

/** RSA-OAEP with SHA-256 (and MGF1 with SHA-256) by the browser's WebCrypto; base64. */
async function oaepEncrypt(text: string, pem: string, subtle: SubtleCrypto): Promise<string> {
  const algorithm = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const key = await subtle.importKey('spki', subjectPublicKeyInfo(pem), algorithm, false, ['encrypt']);
  const encrypted = new Uint8Array(await subtle.encrypt(algorithm, key, new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of encrypted) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The password encrypted for `publicKey` (SPKI or PKCS#1 PEM, or a bare base64 SPKI), base64.
 * Loads node-forge on first use of PKCS#1 v1.5, or of RSA-OAEP on a page without WebCrypto.
 */
export async function encryptPassword(password: string, publicKey: string, cipher: PasswordCipher = DEFAULT_PASSWORD_CIPHER): Promise<string> {
  const pem = publicKeyPem(publicKey);
  // WebCrypto exists only in secure contexts (https, localhost).
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (cipher === 'RSA-OAEP' && subtle) return oaepEncrypt(password, pem, subtle);
  const { rsaEncrypt } = await import('unit:rsaEncrypt');
  return rsaEncrypt(password, pem, cipher);
}
