import { expect } from '@open-wc/testing';
import forge from 'node-forge';
import { encryptPassword, parsePasswordCipher } from '../src/security/encryptPassword.ts';
import { rsaEncrypt } from '../src/security/rsaEncrypt.ts';

/** A key pair made for this test run only; nothing is committed. */
const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
const spkiPem = forge.pki.publicKeyToPem(keys.publicKey);
const pkcs1Pem = forge.pki.publicKeyToRSAPublicKeyPem(keys.publicKey);
const decrypt = (base64: string, scheme: 'RSA-OAEP' | 'RSAES-PKCS1-V1_5') =>
  forge.util.decodeUtf8(
    keys.privateKey.decrypt(
      forge.util.decode64(base64),
      scheme,
      scheme === 'RSA-OAEP' ? { md: forge.md.sha256.create(), mgf1: { md: forge.md.sha256.create() } } : undefined,
    ),
  );

const passwords = ['abc123~<>', 'pässwörd 密码 1!', '"; DROP TABLE users; --'];

describe('encryptPassword', () => {
  for (const password of passwords) {
    it(`RSA-OAEP (SHA-256) output of ${JSON.stringify(password)} decrypts with the private key`, async () => {
      const encrypted = await encryptPassword(password, spkiPem);
      expect(encrypted).not.to.contain(password);
      expect(decrypt(encrypted, 'RSA-OAEP')).to.equal(password);
    });

    it(`PKCS#1 v1.5 output of ${JSON.stringify(password)} decrypts with the private key`, async () => {
      const encrypted = await encryptPassword(password, pkcs1Pem, 'RSAES-PKCS1-V1_5');
      expect(decrypt(encrypted, 'RSAES-PKCS1-V1_5')).to.equal(password);
    });
  }

  it('RSA-OAEP with a PKCS#1 ("RSA PUBLIC KEY") PEM decrypts with the private key', async () => {
    expect(decrypt(await encryptPassword('abc123~<>', pkcs1Pem), 'RSA-OAEP')).to.equal('abc123~<>');
  });

  it('RSA-OAEP by node-forge, for pages without WebCrypto, decrypts with the private key', () => {
    expect(decrypt(rsaEncrypt('pässwörd 密码 1!', spkiPem, 'RSA-OAEP'), 'RSA-OAEP')).to.equal('pässwörd 密码 1!');
  });

  it('takes a bare base64 public key, as it fits in one attribute line', async () => {
    const bare = spkiPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(decrypt(await encryptPassword('abc123~<>', bare), 'RSA-OAEP')).to.equal('abc123~<>');
  });

  /** A 2048-bit WebCrypto key pair: its SPKI bytes, and what its private key decrypts from base64. */
  async function webCryptoPair() {
    const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
      'encrypt',
      'decrypt',
    ]);
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    const decryptBase64 = async (base64: string) =>
      new TextDecoder().decode(
        await crypto.subtle.decrypt(
          { name: 'RSA-OAEP' },
          pair.privateKey,
          Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)),
        ),
      );
    return { spki: String.fromCharCode(...spki), decryptBase64 };
  }

  it('RSA-OAEP output also decrypts with the browser’s own WebCrypto (SHA-256, MGF1 SHA-256)', async () => {
    const { spki, decryptBase64 } = await webCryptoPair();
    const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(spki)}\n-----END PUBLIC KEY-----\n`;
    expect(await decryptBase64(await encryptPassword('abc123~<>', pem))).to.equal('abc123~<>');
  });

  it('RSA-OAEP with a 2048-bit PKCS#1 PEM (a DER length of two bytes) decrypts with WebCrypto', async () => {
    const { spki, decryptBase64 } = await webCryptoPair();
    const publicKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(spki)));
    expect(await decryptBase64(await encryptPassword('abc123~<>', forge.pki.publicKeyToRSAPublicKeyPem(publicKey)))).to.equal('abc123~<>');
  });

  it('encrypts differently every time (padding is random)', async () => {
    expect(await encryptPassword('abc123~<>', spkiPem)).not.to.equal(await encryptPassword('abc123~<>', spkiPem));
  });

  for (const cipher of ['RSA-OAEP', 'RSAES-PKCS1-V1_5'] as const) {
    for (const [what, key] of [
      ['a private key', () => forge.pki.privateKeyToPem(keys.privateKey)],
      ['a certificate-shaped block of garbage', () => '-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----'],
      ['a public key block that is not base64', () => '-----BEGIN PUBLIC KEY-----\n%%%\n-----END PUBLIC KEY-----'],
    ] as const) {
      it(`${cipher} refuses ${what}, and sends nothing`, async () => {
        let error: unknown;
        try {
          await encryptPassword('abc123~<>', key(), cipher);
        } catch (caught) {
          error = caught;
        }
        expect(error).to.be.instanceOf(Error);
      });
    }
  }

  it('reads the cipher attribute values', () => {
    expect(parsePasswordCipher(null)).to.equal('RSA-OAEP');
    expect(parsePasswordCipher('pkcs1')).to.equal('RSAES-PKCS1-V1_5');
    expect(parsePasswordCipher('RSAES-PKCS1-V1_5')).to.equal('RSAES-PKCS1-V1_5');
    expect(parsePasswordCipher('rot13')).to.equal('RSA-OAEP');
  });
});
