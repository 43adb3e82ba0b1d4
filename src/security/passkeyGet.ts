/**
 * Using a passkey (WebAuthn's `navigator.credentials.get`), written out rather than taken from
 * `@simplewebauthn/browser`: the popup's login runs it as Login shows (the login field's autofill),
 * so every password login would otherwise download the library's 3.7 KB gzip; this is about a
 * tenth of that. Making a passkey (the member area's, rarer) keeps the library (`passkeys.ts`).
 *
 * The service's options come in WebAuthn's JSON form (base64url for binary fields) and the answer
 * goes back in it, as `PublicKeyCredential.toJSON()` writes it. One ceremony at a time: a new one
 * cancels the one under way (the button's prompt takes the autofill request's place).
 */
import type { AuthenticationCredential, PasskeyRequestOptions } from '../kernel/contract/passkeyLogin.ts';
import { PasskeyCeremonyError, type PasskeyRefusal } from './passkeyRefusal.ts';

const bytes = (base64url: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

const base64url = (buffer: ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The ceremony under way, which the next one cancels. */
let current: AbortController | undefined;

/**
 * Why no passkey answered: the shopper closed the prompt (or let it time out), another ceremony took
 * its place, the browser cannot use this site's passkeys here (another domain without related
 * origins, an insecure page), or something else.
 */
function refusal(error: unknown): PasskeyRefusal {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  return name === 'SecurityError' || name === 'NotSupportedError' ? 'unsupported' : 'failed';
}

/**
 * Uses a passkey on `options`: the browser's prompt, or with `autofill` the passkeys offered in the
 * login field's autofill (conditional mediation), which waits until the shopper picks one. `signal`
 * cancels it, and so does a ceremony started later; throws a `PasskeyCeremonyError` when no passkey
 * answered.
 */
export async function getPasskey(
  options: PasskeyRequestOptions,
  { autofill, signal }: { readonly autofill: boolean; readonly signal: AbortSignal },
): Promise<AuthenticationCredential> {
  current?.abort(new DOMException('another ceremony started', 'AbortError'));
  const controller = new AbortController();
  current = controller;
  const cancel = () => controller.abort(signal.reason);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    const credential = (await navigator.credentials.get({
      signal: controller.signal,
      ...(autofill ? { mediation: 'conditional' as CredentialMediationRequirement } : {}),
      publicKey: {
        challenge: bytes(options.challenge),
        ...(options.timeout ? { timeout: options.timeout } : {}),
        ...(options.rpId ? { rpId: options.rpId } : {}),
        ...(options.userVerification ? { userVerification: options.userVerification } : {}),
        allowCredentials: (options.allowCredentials ?? []).map(({ id, transports }) => ({
          type: 'public-key' as const,
          id: bytes(id),
          ...(transports ? { transports: transports as AuthenticatorTransport[] } : {}),
        })),
      },
    })) as PublicKeyCredential | null;
    if (!credential) throw new DOMException('no passkey', 'NotAllowedError');
    const response = credential.response as AuthenticatorAssertionResponse;
    return {
      id: credential.id,
      rawId: base64url(credential.rawId),
      type: 'public-key',
      response: {
        clientDataJSON: base64url(response.clientDataJSON),
        authenticatorData: base64url(response.authenticatorData),
        signature: base64url(response.signature),
        ...(response.userHandle ? { userHandle: base64url(response.userHandle) } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: credential.authenticatorAttachment as AuthenticationCredential['authenticatorAttachment'],
    };
  } catch (error) {
    throw new PasskeyCeremonyError(refusal(error), error);
  } finally {
    signal.removeEventListener('abort', cancel);
    if (current === controller) current = undefined;
  }
}

/** Whether the browser offers passkeys in a login field's autofill (conditional mediation). */
export function passkeyAutofillAvailable(): Promise<boolean> {
  return PublicKeyCredential.isConditionalMediationAvailable?.().catch(() => false) ?? Promise.resolve(false);
}

/** Tells the browser that passkey `credentialId` is unknown to the service (removed elsewhere), so that its password manager stops offering it. */
export function signalUnknownPasskey(rpId: string, credentialId: string): void {
  // The Signal API (not in every browser yet): where it is missing there is nothing to tell.
  const signal = (PublicKeyCredential as { signalUnknownCredential?: (options: { rpId: string; credentialId: string }) => Promise<void> }).signalUnknownCredential;
  signal?.call(PublicKeyCredential, { rpId, credentialId }).catch(() => undefined);
}
