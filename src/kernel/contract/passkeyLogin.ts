/**
 * Signing in with a passkey on the wire (issue 34): the options of `navigator.credentials.get()`,
 * the credential it gives, the two login calls, and what a login's answer says about passkeys. The
 * popup's flows need these alone; the member area's passkey calls are `passkeys.ts`'s, which
 * re-exports them. Shared by the elements and the reference member service.
 */
import { array, enums, literal, nullable, optional, pattern, size, string, type, type Infer, type Struct, number } from 'superstruct';
import { LoginModuleSchema } from './entities.ts';
import type { RestCall } from './callShape.ts';
import { PASSKEY_LOGIN_PATH } from './callNames.ts';

/** base64url without padding, as WebAuthn's JSON forms write binary fields. */
export const base64url = (max: number) => size(pattern(string(), /^[A-Za-z0-9_-]*$/), 1, max);

/** A credential id as sent: at most 1023 bytes (WebAuthn), 1364 characters of base64url. */
export const CREDENTIAL_ID_MAX = 1364;
export const credentialId = base64url(CREDENTIAL_ID_MAX);
export const USER_VERIFICATION = ['required', 'preferred', 'discouraged'] as const;

/** A credential the options name (`excludeCredentials`, `allowCredentials`). */
export const CredentialDescriptorSchema = type({
  id: credentialId,
  /** `public-key`. */
  type: string(),
  transports: optional(array(string())),
});

/**
 * The options of `navigator.credentials.get()` in their JSON form. For a login `allowCredentials`
 * is empty (the browser offers the passkeys it has for the RP ID, in a prompt or in the login
 * field's autofill with `mediation: 'conditional'`); for a verification it lists the member's.
 */
export const PasskeyRequestOptionsSchema = type({
  challenge: base64url(200),
  timeout: optional(number()),
  rpId: optional(string()),
  allowCredentials: optional(array(CredentialDescriptorSchema)),
  userVerification: optional(enums(USER_VERIFICATION)),
  hints: optional(array(string())),
  extensions: optional(type({})),
});
export type PasskeyRequestOptions = Infer<typeof PasskeyRequestOptionsSchema>;

export const attachment = optional(nullable(enums(['platform', 'cross-platform'])));

/** What `navigator.credentials.get()` gave, in its JSON form (`AuthenticationResponseJSON`). */
export const AuthenticationCredentialSchema = type({
  id: credentialId,
  rawId: credentialId,
  type: literal('public-key'),
  response: type({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: optional(nullable(size(pattern(string(), /^[A-Za-z0-9_-]*$/), 0, 200))),
  }),
  clientExtensionResults: type({}),
  authenticatorAttachment: attachment,
});
export type AuthenticationCredential = Infer<typeof AuthenticationCredentialSchema>;

export const PasskeyRequestSchema = type({ options: PasskeyRequestOptionsSchema });

export { hasNoPasskey, NO_PASSKEY_FLAG, PASSKEY_LOGIN_TYPE } from './passkeyFlags.ts';

/**
 * Signing in with a passkey: REST calls under the member host, as the other logins, answered as
 * envelopes. Both need the CSRF token (POST). `passkeyLogin` answers as every login does
 * (`loginResponseDTO`: the session, next steps, the restore of an account pending deletion).
 */
const post = <Q, M>(path: string, request: Struct<Q, unknown>, module: Struct<M, unknown>): RestCall<Q, M> => ({ method: 'POST', path, request, module });

export const PASSKEY_REST = {
  /** A challenge for this browser, with the options for `navigator.credentials.get()` (conditional mediation included). */
  passkeyLoginOptions: post('/user/api/passkeyLoginOptions', type({}), PasskeyRequestSchema),
  /** Signs in with the credential `navigator.credentials.get()` gave for those options. */
  passkeyLogin: post(PASSKEY_LOGIN_PATH, type({ credential: AuthenticationCredentialSchema }), LoginModuleSchema),
} as const;
