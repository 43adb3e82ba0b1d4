/**
 * Login with a passkey (issue 34): the service's options (a challenge bound to this browser, no
 * credentials named, so the browser offers the passkeys it has for the site), the browser's prompt
 * or the login field's autofill, then `loginByPasskey`, which answers as every login does (next
 * steps, the restore of an account pending deletion). A passkey the service does not know (removed
 * on another device) is signalled to the browser, so that its password manager stops offering it.
 */
import { PASSKEY_UNKNOWN_CODE } from '../kernel/contract/errorCodes.ts';
import { PASSKEY_REST, type PasskeyRequestOptions } from '../kernel/contract/passkeys.ts';
import { MemberError } from '../net/MemberError.ts';
import { PasskeyCeremonyError } from '../security/passkeyRefusal.ts';
import { loadWebAuthn } from '../security/webauthn.ts';
import type { FlowContext } from './context.ts';
import { concludeLogin } from './login.ts';
import { STAY, type Next } from './steps.ts';

/**
 * `autofill`: the passkeys offered in the login field's autofill, waiting for the shopper's pick (run
 * beside Login as it shows; it fetches the WebAuthn library, so that the button's prompt never waits
 * for it, and ends at once where the browser has no passkey autofill); else the browser's prompt.
 */
export async function loginWithPasskey(context: FlowContext, { autofill }: { readonly autofill: boolean }, signal: AbortSignal): Promise<Next> {
  let webAuthn: Awaited<ReturnType<typeof loadWebAuthn>>;
  let options: PasskeyRequestOptions;
  try {
    webAuthn = await loadWebAuthn();
    if (autofill && !(await webAuthn.passkeyAutofillAvailable())) return STAY;
    signal.throwIfAborted();
    ({ options } = await context.client.rest(PASSKEY_REST.passkeyLoginOptions, {}, { signal, quiet: autofill }));
  } catch (error) {
    // As Login shows, nothing the shopper did not ask for is said: a refusal (the address's login
    // limit), a lost connection or a library that did not come leave Login without passkey autofill.
    if (autofill && !signal.aborted) return STAY;
    throw error;
  }
  let credential: Awaited<ReturnType<typeof webAuthn.getPasskey>>;
  try {
    credential = await webAuthn.getPasskey(options, { autofill, signal });
  } catch (error) {
    if (!(error instanceof PasskeyCeremonyError)) throw error;
    // No passkey answered: the shopper closed the prompt, another ceremony took the autofill's place,
    // or the autofill ended: Login stays as it is. A prompt that failed says so, and a browser that
    // cannot use this site's passkeys here (another regional domain, without related origins) says that.
    if (error.reason === 'cancelled' || autofill) return STAY;
    return { type: 'stay', message: error.reason === 'unsupported' ? 'login.passkeyUnsupported' : 'login.passkeyFailed' };
  }
  signal.throwIfAborted();
  try {
    const { loginResponseDTO } = await context.client.rest(PASSKEY_REST.passkeyLogin, { credential }, { signal });
    return concludeLogin(context, loginResponseDTO, signal);
  } catch (error) {
    if (error instanceof MemberError && error.code === PASSKEY_UNKNOWN_CODE && options.rpId) webAuthn.signalUnknownPasskey(options.rpId, credential.id);
    throw error;
  }
}
