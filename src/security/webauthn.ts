/** The browser's side of passkeys with its WebAuthn library (`passkeys.ts`, a unit of its own): fetched by the first ceremony that needs it. */
export const loadWebAuthn = () => import('unit:webauthn');
