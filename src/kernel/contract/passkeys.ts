/**
 * Passkeys on the wire (issue 34): signing in with one, the member area's Passkeys page (list, add,
 * rename, remove) and a passkey as the answer to a "Verify it's you". Shared by the elements and
 * the reference member service, which checks requests and builds answers with the same structs.
 *
 * The options the service answers are the JSON forms WebAuthn Level 3 defines
 * (`PublicKeyCredential.parseCreationOptionsFromJSON` / `parseRequestOptionsFromJSON`, and what
 * `@simplewebauthn/browser`'s `startRegistration({ optionsJSON })` / `startAuthentication({
 * optionsJSON })` take). The credential a finish call sends is the browser's answer in its JSON form,
 * as `PublicKeyCredential.toJSON()` or those two `@simplewebauthn/browser` functions give it,
 * unchanged: base64url without padding for every binary field.
 *
 * Every challenge is the service's, kept on the server, used once and for 5 minutes: a login's
 * belongs to the browser that asked for it (its binding cookie), an added passkey's to the session,
 * a verification's to its verification token.
 */
import { array, boolean, enums, literal, number, optional, size, string, type, type Infer } from 'superstruct';
import { gateway } from './callShape.ts';
import {
  AuthenticationCredentialSchema,
  attachment,
  base64url,
  CREDENTIAL_ID_MAX,
  CredentialDescriptorSchema,
  credentialId,
  PasskeyRequestSchema,
  USER_VERIFICATION,
} from './passkeyLogin.ts';
import { VerificationOutcomeSchema } from './security.ts';

export * from './passkeyLogin.ts';

const token = size(string(), 1, 200);

/** The options of `navigator.credentials.create()` in their JSON form (adding a passkey). */
export const PasskeyCreationOptionsSchema = type({
  challenge: base64url(200),
  rp: type({ name: string(), id: optional(string()) }),
  user: type({ id: base64url(200), name: string(), displayName: string() }),
  pubKeyCredParams: array(type({ alg: number(), type: literal('public-key') })),
  timeout: optional(number()),
  /** The member's passkeys: an authenticator that holds one of them makes no second. */
  excludeCredentials: optional(array(CredentialDescriptorSchema)),
  authenticatorSelection: optional(
    type({
      authenticatorAttachment: optional(enums(['platform', 'cross-platform'])),
      residentKey: optional(enums(['required', 'preferred', 'discouraged'])),
      requireResidentKey: optional(boolean()),
      userVerification: optional(enums(USER_VERIFICATION)),
    }),
  ),
  attestation: optional(string()),
  hints: optional(array(string())),
  extensions: optional(type({})),
});
export type PasskeyCreationOptions = Infer<typeof PasskeyCreationOptionsSchema>;

/** What `navigator.credentials.create()` gave, in its JSON form (`RegistrationResponseJSON`). */
export const RegistrationCredentialSchema = type({
  id: credentialId,
  rawId: credentialId,
  type: literal('public-key'),
  response: type({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32768),
    authenticatorData: optional(base64url(8192)),
    transports: optional(size(array(size(string(), 1, 30)), 0, 10)),
    publicKeyAlgorithm: optional(number()),
    publicKey: optional(base64url(8192)),
  }),
  clientExtensionResults: type({}),
  authenticatorAttachment: attachment,
});
export type RegistrationCredential = Infer<typeof RegistrationCredentialSchema>;

/** The longest name a member may give a passkey, in characters as a reader sees them (as a device's). */
export const PASSKEY_NAME_MAX = 40;

/** One of the member's passkeys, as the Passkeys page lists it. */
export const PasskeySchema = type({
  /** The credential id (base64url): what rename and remove name, and what the Signal API reports. */
  id: string(),
  /** The member's name for it, else the authenticator's ("iCloud Keychain", "Google Password Manager"), else "Passkey". */
  name: string(),
  createdAt: number(),
  /** When it last signed in or verified (absent: never). */
  lastUsedAt: optional(number()),
  /** A synced passkey (backed up by its provider), rather than one bound to a single device. */
  synced: boolean(),
  /**
   * Added while a recovery window was open (a phone or e-mail change of the last days): it signs
   * in, but verifies no security change before this time (epoch ms).
   */
  verifiesFrom: optional(number()),
});
export type Passkey = Infer<typeof PasskeySchema>;

export const PasskeyListSchema = type({
  passkeys: array(PasskeySchema),
  /** The RP ID the passkeys belong to (the Signal API's `rpId`). */
  rpId: string(),
  /** The user handle of the member's passkeys, base64url (the Signal API's `userId`). */
  userId: string(),
});
export type PasskeyList = Infer<typeof PasskeyListSchema>;

export const PasskeyCreationSchema = type({ options: PasskeyCreationOptionsSchema });

const API = 'mtop.lazada.member.passkey';
const passkeyId = size(string(), 1, CREDENTIAL_ID_MAX);
const passkeyName = size(string(), 0, 200);

/**
 * The member area's passkey calls and a passkey as a verification, on the gateway. Adding a
 * passkey needs a fresh verification (the service answers `ACCOUNT_SECOND_VERIFICATION` with its
 * token, as for a password change; the element verifies and retries once), so does removing one.
 */
export const PASSKEYS = {
  /** The member's passkeys, oldest first. */
  passkeyList: gateway(`${API}.list`, type({}), PasskeyListSchema, { needLogin: true }),
  /** A challenge for this session, with the options for `navigator.credentials.create()`; needs a fresh verification. */
  passkeyRegistrationOptions: gateway(`${API}.register.options`, type({}), PasskeyCreationSchema, { method: 'POST', needLogin: true }),
  /**
   * Adds the passkey `navigator.credentials.create()` made for those options; `passkeyName` names it
   * (else the authenticator's name). Uses the verification up; the member's contacts are told.
   */
  passkeyRegister: gateway(`${API}.register`, type({ credential: RegistrationCredentialSchema, passkeyName: optional(passkeyName) }), PasskeyListSchema, {
    method: 'POST',
    needLogin: true,
  }),
  /** Renames one of the member's passkeys (at most `PASSKEY_NAME_MAX` characters; empty: the authenticator's name again). No verification. */
  passkeyRename: gateway(`${API}.rename`, type({ passkeyId, passkeyName }), PasskeyListSchema, { method: 'POST', needLogin: true }),
  /** Removes one of the member's passkeys (needs a fresh verification); the member's contacts are told. */
  passkeyRemove: gateway(`${API}.remove`, type({ passkeyId }), PasskeyListSchema, { method: 'POST', needLogin: true }),
  /**
   * A passkey as the answer to verification `token` (any action, a login's second verification
   * included): the options for `navigator.credentials.get()` with the member's passkeys that may
   * verify. Refused with `PL-USER-VERIFY-METHOD-UNAVAILABLE` when the member has none: the
   * element asks when the verification screen opens and, with options, offers the passkey first.
   */
  passkeyVerificationOptions: gateway(`${API}.verification.options`, type({ token }), PasskeyRequestSchema, { method: 'POST' }),
  /** Answers verification `token` with the credential; VERIFIED as a right code would be, a wrong one counts as a wrong answer. */
  passkeyVerify: gateway(`${API}.verification.check`, type({ token, credential: AuthenticationCredentialSchema }), VerificationOutcomeSchema, { method: 'POST' }),
} as const;
