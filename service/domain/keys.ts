/**
 * The password-encryption key pair: made on first start and kept in the data folder (the private
 * key readable by the owner only). The widget encrypts with the public key; only this service can
 * read the password.
 */
import { constants, createPrivateKey, createPublicKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * 2048 bits rather than the spec's 1024 default: 1024-bit RSA is below every current
 * recommendation, and the widget's cipher does not depend on the size.
 */
export const KEY_BITS = 2048;

export interface KeyPair {
  readonly publicKeyPem: string;
  readonly privateKeyPem: string;
}

export function generateKeys(): KeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

/** The key pair in `folder`, created there if missing. */
export function loadOrCreateKeys(folder: string): KeyPair {
  const publicFile = path.join(folder, 'password-key.pub.pem');
  const privateFile = path.join(folder, 'password-key.pem');
  if (existsSync(publicFile) && existsSync(privateFile)) {
    return { publicKeyPem: readFileSync(publicFile, 'utf8'), privateKeyPem: readFileSync(privateFile, 'utf8') };
  }
  const keys = generateKeys();
  mkdirSync(folder, { recursive: true });
  writeFileSync(privateFile, keys.privateKeyPem, { mode: 0o600 });
  writeFileSync(publicFile, keys.publicKeyPem);
  return keys;
}

/** Each pair's private key parsed once: parsing the PEM at every login cost more than the decryption's own arithmetic saves. */
const parsedKeys = new WeakMap<KeyPair, KeyObject>();

function privateKeyOf(keys: KeyPair): KeyObject {
  let key = parsedKeys.get(keys);
  if (!key) {
    key = createPrivateKey(keys.privateKeyPem);
    parsedKeys.set(keys, key);
  }
  return key;
}

/** The bits of the key's modulus: what caps the longest password it can carry (kernel/rules/passwordPolicy.ts). */
export function modulusBits(publicKeyPem: string): number {
  return createPublicKey(publicKeyPem).asymmetricKeyDetails?.modulusLength ?? KEY_BITS;
}

/**
 * The clear password from the widget's RSA-OAEP (SHA-256) cipher text, or undefined when it is not
 * one: a password sent in clear text is refused, never accepted.
 */
export function decryptPassword(keys: KeyPair, base64: string): string | undefined {
  try {
    const clear = privateDecrypt({ key: privateKeyOf(keys), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64'));
    return clear.toString('utf8');
  } catch {
    return undefined;
  }
}
