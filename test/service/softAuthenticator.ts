/**
 * A software WebAuthn authenticator and client for the service's tests (issue 34): what a browser
 * with a platform authenticator answers to `navigator.credentials.create()` and `.get()`, in the
 * JSON forms the element sends (`PublicKeyCredential.toJSON()`). ES256 keys on P-256 (node:crypto),
 * `none` attestation, the attestation object in CBOR (the library's own encoder). Everything a
 * test may want to forge is a parameter: the origin the client data names, the RP ID whose hash the
 * authenticator data carries, the signature counter, the user verification flag.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationCredential, PasskeyCreationOptions, PasskeyRequestOptions, RegistrationCredential } from '../../src/kernel/contract/passkeys.ts';

/** Apple's passkeys' AAGUID (iCloud Keychain; datasets/aaguids.json names it "Apple Passwords"). */
export const ICLOUD_AAGUID = 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd';

export interface StoredCredential {
  readonly id: Uint8Array;
  readonly privateKey: KeyObject;
  readonly publicKeyCose: Uint8Array;
  readonly rpId: string;
  readonly userHandle: string;
  counter: number;
}

export interface CeremonyOptions {
  /** The page's origin, as the client data names it. Default: the test service's. */
  readonly origin?: string;
  /** The RP ID whose hash the authenticator data carries. Default: the options' own. */
  readonly rpId?: string;
  /** Whether the user was verified (the UV flag). Default: true. */
  readonly userVerified?: boolean;
}

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const concat = (...parts: readonly Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};
const uint16 = (value: number) => {
  const bytes = new Uint8Array(2);
  new DataView(bytes.buffer).setUint16(0, value);
  return bytes;
};
const aaguidBytes = (aaguid: string) => new Uint8Array(Buffer.from(aaguid.replace(/-/g, ''), 'hex'));

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

/** The COSE form of an EC2 P-256 public key (kty 2, alg ES256, crv 1, x, y). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const map = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, isoBase64URL.toBuffer(String(jwk.x))],
    [-3, isoBase64URL.toBuffer(String(jwk.y))],
  ]);
  return isoCBOR.encode(map);
}

export class SoftAuthenticator {
  readonly credentials = new Map<string, StoredCredential>();

  constructor(
    /** The model's AAGUID. */
    readonly aaguid = ICLOUD_AAGUID,
    /** How much the signature counter moves per use: 0 for an authenticator that keeps none (synced passkeys). */
    readonly counterStep = 1,
    /** The origin the client data names by default (the page the ceremony runs in). */
    readonly origin = 'http://localhost',
  ) {}

  /** What `navigator.credentials.create()` answers for `options`, and the credential it keeps. */
  create(options: PasskeyCreationOptions, { origin = this.origin, rpId, userVerified = true }: CeremonyOptions = {}): RegistrationCredential {
    const excluded = new Set((options.excludeCredentials ?? []).map((credential) => credential.id));
    if ([...this.credentials.keys()].some((id) => excluded.has(id))) throw new Error('InvalidStateError: this authenticator holds an excluded credential');
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = new Uint8Array(randomBytes(16));
    const relyingParty = rpId ?? options.rp.id ?? new URL(origin).hostname;
    const publicKeyCose = coseKey(publicKey);
    const stored: StoredCredential = { id, privateKey, publicKeyCose, rpId: options.rp.id ?? relyingParty, userHandle: options.user.id, counter: 0 };
    const flags = FLAG_UP | (userVerified ? FLAG_UV : 0) | FLAG_AT | (this.counterStep === 0 ? FLAG_BE | FLAG_BS : 0);
    const authData = concat(sha256(relyingParty), new Uint8Array([flags]), uint32(0), aaguidBytes(this.aaguid), uint16(id.length), id, publicKeyCose);
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const credentialId = isoBase64URL.fromBuffer(id);
    this.credentials.set(credentialId, stored);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(clientData),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * What `navigator.credentials.get()` answers for `options` with credential `id` (default: one it
   * holds that the options allow). `counter`: the signature counter to report instead of the next one.
   */
  get(
    options: PasskeyRequestOptions,
    { id, counter, ...ceremony }: CeremonyOptions & { readonly id?: string; readonly counter?: number } = {},
  ): AuthenticationCredential {
    const allowed = (options.allowCredentials ?? []).map((credential) => credential.id);
    const chosen = id ?? [...this.credentials.keys()].find((candidate) => allowed.length === 0 || allowed.includes(candidate));
    const stored = chosen ? this.credentials.get(chosen) : undefined;
    if (!chosen || !stored) throw new Error('NotAllowedError: no credential for these options');
    return this.assert(chosen, stored, options.challenge, { ...ceremony, ...(counter === undefined ? {} : { counter }) });
  }

  /** An assertion of `stored` over `challenge` (a replay test sends one twice). */
  assert(
    credentialId: string,
    stored: StoredCredential,
    challenge: string,
    { origin = this.origin, rpId = stored.rpId, userVerified = true, counter }: CeremonyOptions & { readonly counter?: number } = {},
  ): AuthenticationCredential {
    if (counter === undefined) stored.counter += this.counterStep;
    const reported = counter ?? stored.counter;
    const flags = FLAG_UP | (userVerified ? FLAG_UV : 0) | (this.counterStep === 0 ? FLAG_BE | FLAG_BS : 0);
    const authData = concat(sha256(rpId), new Uint8Array([flags]), uint32(reported));
    const clientData = JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false });
    const signature = sign('sha256', concat(authData, sha256(clientData)), stored.privateKey);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(clientData),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
        userHandle: stored.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** A copy of this authenticator's keys (a cloned authenticator): its counters move on their own. */
  clone(): SoftAuthenticator {
    const copy = new SoftAuthenticator(this.aaguid, this.counterStep, this.origin);
    for (const [id, stored] of this.credentials) copy.credentials.set(id, { ...stored });
    return copy;
  }
}
