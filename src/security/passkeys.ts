/**
 * The browser's side of a passkey (WebAuthn), on the service's options in their JSON form:
 * `@simplewebauthn/browser` converts them, cancels a ceremony still under way before it starts
 * another, and names what went wrong. Here that becomes the reason the shopper is told
 * (`PasskeyRefusal`), and the Signal API keeps the shopper's password manager in step with the
 * service, where the browser has it.
 *
 * A lazy unit of its own (`unit:webauthn`), fetched by the ceremony (`webauthn.ts`'s `loadWebAuthn()`):
 * Login's passkey autofill fetches it as Login shows, so a button's prompt never waits for it.
 */
import { browserSupportsWebAuthnAutofill, sendSignal, startAuthentication, startRegistration, WebAuthnAbortService, WebAuthnError } from '@simplewebauthn/browser';
import type { AuthenticationCredential, PasskeyCreationOptions, PasskeyList, PasskeyRequestOptions, RegistrationCredential } from '../kernel/contract/passkeys.ts';
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

/**
 * Signs in with a passkey on `options` (a login's: no credentials named): the browser's prompt, or
 * with `autofill` the passkeys offered in the login field's autofill (conditional mediation), which
 * waits until the shopper picks one. `signal` cancels it (a prompt started later cancels it too);
 * throws a `PasskeyCeremonyError` when no passkey answered.
 */
export async function getPasskey(
  options: PasskeyRequestOptions,
  { autofill, signal }: { readonly autofill: boolean; readonly signal: AbortSignal },
): Promise<AuthenticationCredential> {
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    // The login field is in the element's shadow root, where the library's check for it would not look.
    const credential = await startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      useBrowserAutofill: autofill,
      verifyBrowserAutofillInput: false,
    });
    return { ...credential, clientExtensionResults: {} };
  } catch (error) {
    throw new PasskeyCeremonyError(refusal(error), error);
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/** Whether the browser offers passkeys in a login field's autofill (conditional mediation). */
export function passkeyAutofillAvailable(): Promise<boolean> {
  return browserSupportsWebAuthnAutofill().catch(() => false);
}

/** Tells the browser that passkey `credentialId` is unknown to the service (removed elsewhere), so that its password manager stops offering it. */
export function signalUnknownPasskey(rpId: string, credentialId: string): void {
  sendSignal({ signalName: 'unknownCredential', rpID: rpId, credentialID: credentialId }).catch(() => undefined); // No Signal API here: nothing to tell.
}
