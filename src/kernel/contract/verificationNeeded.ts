/**
 * The answer of a sensitive call made without a fresh verification (`security.ts` has the rest of
 * the contract): the code, and `data` with a verify token and the page that verifies it. Its own
 * small module, because the network layer of both elements reads it.
 */
import { literal, string, type, type Infer } from 'superstruct';

/** The code of a call that needs a (fresh) verification first; `data` is `VerificationNeeded`. */
export const VERIFICATION_NEEDED = 'ACCOUNT_SECOND_VERIFICATION';
export const VerificationNeededSchema = type({ token: string(), tokenType: literal(VERIFICATION_NEEDED), verifyUrl: string() });
export type VerificationNeeded = Infer<typeof VerificationNeededSchema>;
