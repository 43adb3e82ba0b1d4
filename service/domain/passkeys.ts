/**
 * Passkeys (issue 34): WebAuthn registration and assertions, verified by `@simplewebauthn/server`.
 *
 * Every ceremony starts with a challenge the service makes and keeps (a token row keyed by the
 * challenge's hash, kind by ceremony): a login's belongs to the browser that asked (its binding
 * cookie's hash, routes/cookies.ts), an added passkey's to the session and member, a verification's
 * to its verification token. A finish call reads the challenge from the answer's client data, finds
 * its row, checks whom it belongs to (another browser's is refused and left alone) and then takes it:
 * one statement (`DELETE … RETURNING`), so a challenge is used once however many finishes race, and
 * it lives `passkeyChallengeTtlMs` (5 minutes). The library then checks the origin (one of the
 * configured ones), the RP ID's hash, the user's verification (required, see below), the signature
 * with the stored public key and that the signature counter moved forward; the storage moves the
 * counter in one conditional UPDATE, so of two answers with one counter (a cloned authenticator)
 * one passes.
 *
 * User verification is required everywhere (a PIN, a fingerprint, the device's lock): a passkey is
 * then something the member has and is or knows, so a passkey login skips the login's second
 * verification, and a passkey may answer a "Verify it's you". Conditional mediation (autofill)
 * works with it: the browser asks for the verification when the member picks the passkey.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { MAIN_SITES } from '../../src/kernel/config/mainSite.ts';
import {
  PASSKEY_EXISTS_CODE,
  PASSKEY_INVALID_CODE,
  PASSKEY_NAME_INVALID_CODE,
  PASSKEY_NOT_FOUND_CODE,
  PASSKEY_UNAVAILABLE_CODE,
  PASSKEY_UNKNOWN_CODE,
} from '../../src/kernel/contract/errorCodes.ts';
import { PASSKEY_NAME_MAX, type AuthenticationCredential, type Passkey, type PasskeyList, type RegistrationCredential } from '../../src/kernel/contract/passkeys.ts';
import { hasHiddenText } from '../../src/kernel/rules/hiddenText.ts';
import { visibleLength } from '../../src/kernel/rules/textLength.ts';
import type { PasskeyRecord, Storage, UserRecord } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { anonymousRowWithin } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { anchorEndsAt, phoneOf } from './recovery.ts';
import { Refusal } from './refusal.ts';
import { sha256 } from './secrets.ts';

export interface PasskeyDeps {
  readonly storage: Storage;
  readonly config: ServiceConfig;
}

/** The relying party this request's ceremonies are for. */
export interface PasskeySettings {
  readonly rpId: string;
  readonly rpName: string;
  /** The origins whose pages may run a ceremony: the client data's origin must be one of them. */
  readonly origins: readonly string[];
}

/** ES256 (every platform authenticator) and RS256 (Windows Hello on older systems). */
const ALGORITHMS = [-7, -257];

export const LOGIN_CHALLENGE_KIND = 'passkey-login';
export const REGISTER_CHALLENGE_KIND = 'passkey-register';
export const VERIFY_CHALLENGE_KIND = 'passkey-verify';
type ChallengeKind = typeof LOGIN_CHALLENGE_KIND | typeof REGISTER_CHALLENGE_KIND | typeof VERIFY_CHALLENGE_KIND;

/** Whom a challenge belongs to (one of them, by its kind). */
interface ChallengeData {
  /** A login's: the binding hash of the browser that asked. */
  readonly browser?: string;
  /** An added passkey's: the stored id of the session that asked. */
  readonly session?: string;
  /** A verification's: its token. */
  readonly verification?: string;
}

const challengeKey = (challenge: string) => sha256(`passkey-challenge|${challenge}`);

export const invalidPasskey = () => new Refusal(PASSKEY_INVALID_CODE, MESSAGES.passkeyInvalid);
export const unknownPasskey = () => new Refusal(PASSKEY_UNKNOWN_CODE, MESSAGES.passkeyUnknown);
export const passkeyNotFound = () => new Refusal(PASSKEY_NOT_FOUND_CODE, MESSAGES.passkeyNotFound);

/**
 * The relying party of a request to `ownOrigin` (the service's origin): the configured RP ID, or in
 * development the public origin's host (else the request's own); the configured origins (else the
 * six regional sites) and always the service's own origin (its own login page runs ceremonies too).
 * Production without an RP ID offers no passkeys: undefined.
 */
export function passkeySettings(config: ServiceConfig, ownOrigin: string): PasskeySettings | undefined {
  const rpId = config.passkeyRpId ?? (config.dev ? new URL(config.publicOrigin ?? ownOrigin).hostname : undefined);
  if (!rpId) return undefined;
  const origins = [...new Set([...(config.passkeyOrigins ?? Object.values(MAIN_SITES)), ownOrigin])];
  return { rpId, rpName: config.passkeyRpName, origins };
}

/** The settings, or the refusal a service without passkeys answers. */
export function requireSettings(config: ServiceConfig, ownOrigin: string): PasskeySettings {
  const settings = passkeySettings(config, ownOrigin);
  if (!settings) throw new Refusal(PASSKEY_UNAVAILABLE_CODE, MESSAGES.passkeyUnavailable);
  return settings;
}

/**
 * The member's user handle (WebAuthn's `user.id`): 32 bytes derived from the member id, the same
 * for every passkey of the member (an authenticator keeps one passkey per handle and RP ID, so a
 * second one for the same member replaces the first there). It names no e-mail or phone.
 */
export function userHandle(userId: number): string {
  return isoBase64URL.fromBuffer(createHash('sha256').update(`member-passkey-user|${userId}`).digest());
}

const require = createRequire(import.meta.url);
let aaguidNames: Readonly<Record<string, string>> | undefined;

/** The authenticator's name for `aaguid` ("iCloud Keychain", "Google Password Manager"), from datasets/aaguids.json; else "Passkey". */
export function authenticatorName(aaguid: string): string {
  aaguidNames ??= require('../datasets/aaguids.json') as Record<string, string>;
  return aaguidNames[aaguid.toLowerCase()] ?? 'Passkey';
}

/** A name the member gives a passkey, trimmed; the refusal when it is too long or hides text. */
export function checkedName(name: string): string {
  const trimmed = name.trim();
  if (hasHiddenText(trimmed) || visibleLength(trimmed) > PASSKEY_NAME_MAX) throw new Refusal(PASSKEY_NAME_INVALID_CODE, MESSAGES.passkeyNameInvalid);
  return trimmed;
}

/** A passkey as the Passkeys page lists it. */
export function passkeyView(passkey: PasskeyRecord, at: number): Passkey {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt,
    ...(passkey.lastUsedAt === null ? {} : { lastUsedAt: passkey.lastUsedAt }),
    synced: passkey.backedUp,
    ...(passkey.verifiesFrom > at ? { verifiesFrom: passkey.verifiesFrom } : {}),
  };
}

export async function passkeyList({ storage, config }: PasskeyDeps, settings: PasskeySettings, userId: number): Promise<PasskeyList> {
  const at = config.now();
  return { passkeys: (await storage.passkeys.listForUser(userId)).map((passkey) => passkeyView(passkey, at)), rpId: settings.rpId, userId: userHandle(userId) };
}

async function keepChallenge({ storage, config }: PasskeyDeps, kind: ChallengeKind, challenge: string, userId: number | null, data: ChallengeData): Promise<void> {
  await storage.tokens.insert({ token: challengeKey(challenge), kind, userId, data: JSON.stringify(data), expiresAt: config.now() + config.passkeyChallengeTtlMs });
}

/** The challenge the answer's client data names (undefined for client data that is not JSON). */
function answeredChallenge(clientDataJSON: string): string | undefined {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Uses up the challenge an answer names, when it is of `kind`, alive and `owns` it: a challenge
 * another browser, session or verification owns is refused and left for its owner. The take is
 * one statement: of racing finishes one gets it, the others are refused.
 */
async function takeChallenge(
  { storage, config }: PasskeyDeps,
  kind: ChallengeKind,
  clientDataJSON: string,
  owns: (data: ChallengeData, userId: number | null) => boolean,
): Promise<string> {
  const challenge = answeredChallenge(clientDataJSON);
  if (!challenge) throw invalidPasskey();
  const key = challengeKey(challenge);
  const found = await storage.tokens.peek(key, kind, config.now());
  if (!found?.data || !owns(JSON.parse(found.data) as ChallengeData, found.userId)) throw invalidPasskey();
  if (!(await storage.tokens.take(key, kind, config.now()))) throw invalidPasskey();
  return challenge;
}

/** The credential as the library takes it (the JSON forms allow `null` where it expects absence). */
function authenticationJson(credential: AuthenticationCredential): AuthenticationResponseJSON {
  const { userHandle: handle, ...response } = credential.response;
  return {
    id: credential.id,
    rawId: credential.rawId,
    type: credential.type,
    response: { ...response, ...(handle ? { userHandle: handle } : {}) },
    clientExtensionResults: credential.clientExtensionResults,
    ...(credential.authenticatorAttachment ? { authenticatorAttachment: credential.authenticatorAttachment } : {}),
  };
}

/** The fields of `value` that are not undefined (superstruct's optional fields may be; the library's types may not). */
function defined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as { [K in keyof T]: Exclude<T[K], undefined> };
}

function registrationJson(credential: RegistrationCredential): RegistrationResponseJSON {
  return {
    id: credential.id,
    rawId: credential.rawId,
    type: credential.type,
    response: defined(credential.response),
    clientExtensionResults: credential.clientExtensionResults,
    ...(credential.authenticatorAttachment ? { authenticatorAttachment: credential.authenticatorAttachment } : {}),
  };
}

const descriptor = (passkey: PasskeyRecord) => ({ id: passkey.id, transports: [...passkey.transports] });

/**
 * A login's options, for a challenge kept for the browser of `browser` (its binding hash):
 * no `allowCredentials`, so the browser offers every passkey it has for the RP ID (a prompt, or the
 * login field's autofill). Each counts as a row anyone can make without an account, per client address.
 */
export async function loginOptions(deps: PasskeyDeps, settings: PasskeySettings, browser: string, address: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  await anonymousRowWithin(deps.storage, deps.config, 'passkey-challenge', address);
  const options = await generateAuthenticationOptions({ rpID: settings.rpId, userVerification: 'required', timeout: deps.config.passkeyChallengeTtlMs });
  await keepChallenge(deps, LOGIN_CHALLENGE_KIND, options.challenge, null, { browser });
  return options;
}

/** Checks an assertion of `passkey` against `challenge`, then moves its counter: the refusal when anything is off. */
async function checkAssertion(
  { storage, config }: PasskeyDeps,
  settings: PasskeySettings,
  credential: AuthenticationCredential,
  passkey: PasskeyRecord,
  challenge: string,
): Promise<void> {
  // The handle the authenticator keeps with the passkey must be its member's (WebAuthn §7.2 step 6).
  const handle = credential.response.userHandle;
  if (handle && handle !== userHandle(passkey.userId)) throw invalidPasskey();
  let newCounter: number;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: authenticationJson(credential),
      expectedChallenge: challenge,
      expectedOrigin: [...settings.origins],
      expectedRPID: settings.rpId,
      credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: descriptor(passkey).transports },
      requireUserVerification: true,
    });
    if (!verified) throw invalidPasskey();
    newCounter = authenticationInfo.newCounter;
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw invalidPasskey();
  }
  // Moved forward in one statement: a counter another answer already used (a clone, a race) fails here.
  if (!(await storage.passkeys.use(passkey.id, newCounter, config.now()))) throw invalidPasskey();
}

/**
 * A login's assertion: its challenge must be one this browser (`browser`, its binding hash, or
 * none) asked for; the passkey must be known and its member not deleted. Answers the member.
 */
export async function loginAssertion(
  deps: PasskeyDeps,
  settings: PasskeySettings,
  credential: AuthenticationCredential,
  browser: string | undefined,
): Promise<UserRecord> {
  const challenge = await takeChallenge(deps, LOGIN_CHALLENGE_KIND, credential.response.clientDataJSON, (data) => browser !== undefined && data.browser === browser);
  const passkey = await deps.storage.passkeys.byId(credential.id);
  const user = passkey ? await deps.storage.users.byId(passkey.userId) : undefined;
  if (!passkey || !user || user.status === 'DELETED') throw unknownPasskey();
  await checkAssertion(deps, settings, credential, passkey, challenge);
  return user;
}

/** The member's passkeys that may answer a verification now (none added in a recovery window still open). */
export async function verifyingPasskeys({ storage, config }: PasskeyDeps, userId: number): Promise<readonly PasskeyRecord[]> {
  const at = config.now();
  return (await storage.passkeys.listForUser(userId)).filter((passkey) => passkey.verifiesFrom <= at);
}

/** A verification's options: its member's passkeys that may verify, for a challenge kept for `verification` (its token). */
export async function verificationOptions(
  deps: PasskeyDeps,
  settings: PasskeySettings,
  user: UserRecord,
  verification: string,
): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  const passkeys = await verifyingPasskeys(deps, user.id);
  if (passkeys.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: settings.rpId,
    userVerification: 'required',
    allowCredentials: passkeys.map(descriptor),
    timeout: deps.config.passkeyChallengeTtlMs,
  });
  await keepChallenge(deps, VERIFY_CHALLENGE_KIND, options.challenge, user.id, { verification });
  return options;
}

/**
 * Whether `credential` answers verification `verification` of `user`: false for a passkey that is
 * not one of the member's that may verify, or an assertion that does not verify (a wrong answer);
 * a challenge that is not this verification's is refused (nothing was answered).
 */
export async function verificationAssertion(
  deps: PasskeyDeps,
  settings: PasskeySettings,
  user: UserRecord,
  verification: string,
  credential: AuthenticationCredential,
): Promise<boolean> {
  const challenge = await takeChallenge(
    deps,
    VERIFY_CHALLENGE_KIND,
    credential.response.clientDataJSON,
    (data, userId) => data.verification === verification && userId === user.id,
  );
  const passkey = (await verifyingPasskeys(deps, user.id)).find((candidate) => candidate.id === credential.id);
  if (!passkey) return false;
  try {
    await checkAssertion(deps, settings, credential, passkey, challenge);
    return true;
  } catch (error) {
    if (error instanceof Refusal && error.key === PASSKEY_INVALID_CODE) return false;
    throw error;
  }
}

/** How the member's passkey managers name the account: the login name the member types (e-mail, else phone). */
const accountName = (user: UserRecord) => user.email ?? phoneOf(user) ?? `member ${user.id}`;

/**
 * The options to add a passkey for `user`, for a challenge kept for `session` (its stored id): user
 * verification and a discoverable credential (a passkey, not a second factor) required, no
 * attestation asked, the member's passkeys excluded.
 */
export async function registrationOptions(
  deps: PasskeyDeps,
  settings: PasskeySettings,
  user: UserRecord,
  session: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await deps.storage.passkeys.listForUser(user.id);
  const options = await generateRegistrationOptions({
    rpName: settings.rpName,
    rpID: settings.rpId,
    userID: isoBase64URL.toBuffer(userHandle(user.id)),
    userName: accountName(user),
    userDisplayName: user.name ?? accountName(user),
    attestationType: 'none',
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
    timeout: deps.config.passkeyChallengeTtlMs,
  });
  await keepChallenge(deps, REGISTER_CHALLENGE_KIND, options.challenge, user.id, { session });
  return options;
}

/** The registration's verified facts (the credential, its AAGUID and backup state): the refusal when anything is off. */
async function attestation(settings: PasskeySettings, credential: RegistrationCredential, challenge: string) {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: registrationJson(credential),
      expectedChallenge: challenge,
      expectedOrigin: [...settings.origins],
      expectedRPID: settings.rpId,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!verified) throw invalidPasskey();
    return registrationInfo;
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw invalidPasskey();
  }
}

/** A new passkey, verified and ready to store (not stored yet: the caller spends the verification first). */
export async function verifiedRegistration(
  deps: PasskeyDeps,
  settings: PasskeySettings,
  user: UserRecord,
  session: string,
  credential: RegistrationCredential,
  name: string | undefined,
): Promise<PasskeyRecord> {
  // Checked before the challenge is used up, so that the member can send a better name.
  const chosen = name === undefined ? '' : checkedName(name);
  const challenge = await takeChallenge(
    deps,
    REGISTER_CHALLENGE_KIND,
    credential.response.clientDataJSON,
    (data, userId) => data.session === session && userId === user.id,
  );
  const info = await attestation(settings, credential, challenge);
  if (info.credential.id !== credential.id) throw invalidPasskey();
  const at = deps.config.now();
  // Added while a recovery window is open: a new way in under its rule, it verifies nothing until the window is over.
  const windowEnds = await anchorEndsAt(deps, user.id);
  return {
    id: info.credential.id,
    userId: user.id,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: info.credential.transports ?? [],
    aaguid: info.aaguid,
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    name: chosen || authenticatorName(info.aaguid),
    createdAt: at,
    lastUsedAt: null,
    verifiesFrom: windowEnds ?? 0,
  };
}

/** Stores a verified passkey; the refusal when its credential id is registered already. */
export async function storePasskey({ storage }: PasskeyDeps, passkey: PasskeyRecord): Promise<void> {
  if (!(await storage.passkeys.insert(passkey))) throw new Refusal(PASSKEY_EXISTS_CODE, MESSAGES.passkeyExists);
}
