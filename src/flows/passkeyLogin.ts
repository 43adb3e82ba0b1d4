/**
 * Login with a passkey (issue 34): the service's options (a challenge bound to this browser, no
 * credentials named, so the browser offers the passkeys it has for the site), the browser's prompt
 * or the login field's autofill, then `loginByPasskey`, which answers as every login does (next
 * steps, the restore of an account pending deletion). A passkey the service does not know (removed
 * on another device) is signalled to the browser, so that its password manager stops offering it.
 */
import { PASSKEY_UNKNOWN_CODE } from '../kernel/contract/errorCodes.ts';
import type { PasskeyRequestOptions } from '../kernel/contract/passkeyLogin.ts';
import { MemberError } from '../net/MemberError.ts';
import { PasskeyCeremonyError } from '../security/passkeyRefusal.ts';
import type { FlowContext } from './context.ts';
import { concludeLogin } from './login.ts';
import { STAY, type Next } from './steps.ts';

/** The ceremony and the login calls' contract: a unit of their own (`passkeyLoginParts.ts`), fetched as Login shows. */
const loadParts = () => import('unit:passkeyLogin');

/**
 * `autofill`: the passkeys offered in the login field's autofill, waiting for the shopper's pick (run
 * beside Login as it shows; it ends at once where the browser has no passkey autofill); else the
 * browser's prompt.
 */
export async function loginWithPasskey(context: FlowContext, { autofill }: { readonly autofill: boolean }, signal: AbortSignal): Promise<Next> {
  let parts: Awaited<ReturnType<typeof loadParts>>;
  let options: PasskeyRequestOptions;
  try {
    parts = await loadParts();
    if (autofill && !(await parts.passkeyAutofillAvailable())) return STAY;
    signal.throwIfAborted();
    ({ options } = await context.client.rest(parts.PASSKEY_REST.passkeyLoginOptions, {}, { signal, quiet: autofill }));
  } catch (error) {
    // As Login shows, nothing the shopper did not ask for is said: a refusal (the address's login
    // limit), a lost connection or parts that did not come leave Login without passkey autofill.
    if (autofill && !signal.aborted) return STAY;
    throw error;
  }
  let credential: Awaited<ReturnType<typeof parts.getPasskey>>;
  try {
    credential = await parts.getPasskey(options, { autofill, signal });
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
    const { loginResponseDTO } = await context.client.rest(parts.PASSKEY_REST.passkeyLogin, { credential }, { signal });
    return concludeLogin(context, loginResponseDTO, signal);
  } catch (error) {
    if (error instanceof MemberError && error.code === PASSKEY_UNKNOWN_CODE && options.rpId) parts.signalUnknownPasskey(options.rpId, credential.id);
    throw error;
  }
}
