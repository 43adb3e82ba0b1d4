/**
 * What Login's passkey sign-in (`passkeyLogin.ts`, in the popup's flows) needs beside its flow: the
 * passkey's ceremony and the login calls with their checks. A unit of its own (`unit:passkeyLogin`),
 * which the flow fetches as Login shows where the browser can use passkeys: a password login on a
 * page where passkeys cannot work never downloads it, and the button's prompt never waits for it.
 */
export { PASSKEY_REST } from '../kernel/contract/passkeyLogin.ts';
export { getPasskey, passkeyAutofillAvailable, signalUnknownPasskey } from '../security/passkeyGet.ts';
