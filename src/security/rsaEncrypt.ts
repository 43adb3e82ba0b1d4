/**
 * RSA public-key encryption with only the parts of node-forge it needs (RSA, PEM, SHA-256), for
 * the legacy PKCS#1 v1.5 cipher and for RSA-OAEP where the page has no WebCrypto (not a secure
 * context). Loaded lazily by `encryptPassword` only then, so none of it is on the way to Login.
 */
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/pem';
import 'node-forge/lib/rsa';
import 'node-forge/lib/sha256';

/** The RSA paddings a member host decrypts; `PasswordCipher` in encryptPassword.ts. */
export type RsaPadding = 'RSA-OAEP' | 'RSAES-PKCS1-V1_5';

/** Encrypts UTF-8 `text` for the PEM public key; answers base64. */
export function rsaEncrypt(text: string, publicKeyPem: string, padding: RsaPadding): string {
  const [block] = forge.pem.decode(publicKeyPem);
  if (!block || (block.type !== 'PUBLIC KEY' && block.type !== 'RSA PUBLIC KEY')) {
    throw new Error('the password encryption key is not a PEM public key');
  }
  // Reads both SubjectPublicKeyInfo ("PUBLIC KEY") and PKCS#1 ("RSA PUBLIC KEY") structures.
  const key = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(block.body)) as forge.pki.rsa.PublicKey;
  const bytes = forge.util.encodeUtf8(text);
  const encrypted =
    padding === 'RSA-OAEP'
      ? key.encrypt(bytes, 'RSA-OAEP', { md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() } })
      : key.encrypt(bytes, 'RSAES-PKCS1-V1_5');
  return forge.util.encode64(encrypted);
}
