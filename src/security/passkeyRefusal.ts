/**
 * Why a passkey ceremony gave no passkey, as the shopper is told: apart from the WebAuthn library
 * (`passkeys.ts`, a unit of its own), so that a flow tells a refusal from a failure without it.
 */

/**
 * Why no passkey was made or used: the shopper cancelled (or let the prompt time out, or another
 * ceremony took its place), the authenticator has one for this account already, the browser cannot
 * use passkeys here, or something else failed.
 */
export type PasskeyRefusal = 'cancelled' | 'exists' | 'unsupported' | 'failed';

/** What a ceremony that gave no passkey throws. */
export class PasskeyCeremonyError extends Error {
  constructor(
    readonly reason: PasskeyRefusal,
    cause: unknown,
  ) {
    super(`no passkey: ${reason}`, { cause });
    this.name = 'PasskeyCeremonyError';
  }
}
