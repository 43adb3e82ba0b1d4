/**
 * The answers a verification may be given (OWASP ASVS 5.0 6.3.1): each answer is reserved before it
 * is checked (the check may be a password hash), on two budgets at once, the verification's own
 * (`MAX_WRONG_ANSWERS`) and its session's over all its verifications; a right answer, or one never
 * checked, gives its reservation back.
 */
import { VERIFICATION_WINDOW_MS, type VerificationState } from '../../src/kernel/contract/security.ts';
import { MINUTE_MS, trafficLimit } from './limits.ts';
import { EXPIRED_KEPT_MS, MAX_WRONG_ANSWERS, settle, verificationState, type LoadedVerification, type VerificationDeps } from './verification.ts';

/**
 * Wrong answers one session may give over all its verifications in `WRONG_ANSWERS_WINDOW_MS`:
 * without it, a stolen session could start verification after verification and guess the
 * password five times each. Kept per session (per browser for a login's
 * verification, which has none yet), not per member: a thief who spends a stolen session's answers
 * leaves the owner's session its own, so the owner can still verify and sign the thief out.
 */
const WRONG_ANSWERS_PER_SESSION = 10;
const WRONG_ANSWERS_WINDOW_MS = 15 * MINUTE_MS;

/** The answer budgets an answer of `loaded` is counted against: its session's and its verification's. */
function answerKeys({ token, data, user }: LoadedVerification): { readonly session: string; readonly verification: string } {
  const asker = data.session ?? (data.browser ? `browser:${data.browser}` : `member:${user.id}`);
  return { session: `verification-wrong-session:${asker}`, verification: `verification-wrong:${token}` };
}

/**
 * Reserves one answer of `loaded` before it is checked (the check may be a password hash), in one
 * atomic step per budget: of parallel answers, at most `WRONG_ANSWERS_PER_SESSION` of a session and
 * `MAX_WRONG_ANSWERS` of a verification are ever evaluated. Throws the traffic limit when the
 * session's answers are spent, and the verification's state (`rejected`) when its own are.
 * A right answer gives its reservations back (`releaseAnswer`); a wrong one keeps them (`wrongAnswer`).
 */
export async function reserveAnswer(deps: VerificationDeps, loaded: LoadedVerification, rejected: (state: VerificationState) => Error): Promise<void> {
  const { storage, config } = deps;
  const at = config.now();
  const keys = answerKeys(loaded);
  if (!(await storage.counters.take(keys.session, WRONG_ANSWERS_PER_SESSION, WRONG_ANSWERS_WINDOW_MS, at))) throw trafficLimit(Math.ceil(WRONG_ANSWERS_WINDOW_MS / 1000));
  if (!(await storage.counters.take(keys.verification, MAX_WRONG_ANSWERS, VERIFICATION_WINDOW_MS + EXPIRED_KEPT_MS, at))) {
    await storage.counters.giveBack(keys.session, at);
    throw rejected(await settle(deps, loaded, 'REJECTED'));
  }
}

/** A reserved answer that was right, or never checked (a bad request, a full hash queue), spends nothing. */
export async function releaseAnswer({ storage, config }: VerificationDeps, loaded: LoadedVerification): Promise<void> {
  const keys = answerKeys(loaded);
  await storage.counters.giveBack(keys.session, config.now());
  await storage.counters.giveBack(keys.verification, config.now());
}

/** A reserved answer was wrong: the verification's last one (the fifth) rejects it. Answers the state after it. */
export async function wrongAnswer(deps: VerificationDeps, loaded: LoadedVerification): Promise<VerificationState> {
  const count = await deps.storage.counters.peek(answerKeys(loaded).verification, deps.config.now());
  return count >= MAX_WRONG_ANSWERS ? settle(deps, loaded, 'REJECTED') : verificationState(deps, loaded);
}
