/**
 * Making a passkey (WebAuthn's `navigator.credentials.create`), on the service's options in their
 * JSON form: `@simplewebauthn/browser` converts them and the attestation, cancels a ceremony still
 * under way, and names what went wrong, which becomes the reason the member is told
 * (`PasskeyRefusal`); and the Signal API keeps the member's password manager in step with the
 * service's list, where the browser has it. Using a passkey is `passkeyGet.ts`'s, written out.
 *
 * A lazy unit of its own (`unit:webauthn`), fetched by the member area's Passkeys page and its add
 * (`webauthn.ts`'s `loadWebAuthn()`): nothing on the popup's way has it.
 */
import { sendSignal, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type { PasskeyCreationOptions, PasskeyList, RegistrationCredential } from '../kernel/contract/passkeys.ts';
import { PasskeyCeremonyError, type PasskeyRefusal } from './passkeyRefusal.ts';

function refusal(error: unknown): PasskeyRefusal {
  const code = error instanceof WebAuthnError ? error.code : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'exists';
  const cause = error instanceof WebAuthnError ? error.cause : error;
  const name = cause instanceof Error ? cause.name : '';
  // NotAllowedError: the member said no, closed the prompt, or let it time out; AbortError: another ceremony took its place.
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (name === 'NotSupportedError' || name === 'SecurityError' || (error instanceof Error && /does not support WebAuthn/.test(error.message))) return 'unsupported';
  return 'failed';
}

/** Makes a passkey with `options` (the browser's prompt); throws a `PasskeyCeremonyError` when none was made. */
export async function createPasskey(options: PasskeyCreationOptions): Promise<RegistrationCredential> {
  try {
    // The library's option types name the browser's enums; the contract's struct checked the same fields as strings.
    const credential = await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'] });
    return { ...credential, clientExtensionResults: {} };
  } catch (error) {
    throw new PasskeyCeremonyError(refusal(error), error);
  }
}

/**
 * Tells the browser which of the member's passkeys the service still accepts (`list`), so that a
 * password manager can hide one removed elsewhere; nothing where the browser has no Signal API.
 */
export function signalAcceptedPasskeys(list: PasskeyList): void {
  sendSignal({ signalName: 'allAcceptedCredentials', rpID: list.rpId, userID: list.userId, allAcceptedCredentialIDs: list.passkeys.map(({ id }) => id) }).catch(
    () => undefined, // No Signal API here (it throws), or the browser ignored it: the list is right either way.
  );
}
