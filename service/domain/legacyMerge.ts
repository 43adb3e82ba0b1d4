/**
 * The legacy grocery-brand merge (issue 25, point 4). A member is offered the old accounts that
 * share their e-mail or phone. Merging one needs a proof of it in this session (its own password,
 * or a code sent to the shared address) and moves its orders, addresses and vouchers in one
 * transaction, once. "Not now" puts the offer away for 7 days.
 */
import { readerFor, type Reader } from './outgoingTexts.ts';
import { LEGACY_ASK_AGAIN_AFTER_MS, type LegacyAccount, type LegacyCheck, type LegacyProof, type LegacySummary } from '../../src/kernel/contract/legacyMerge.ts';
import { Refusal } from './refusal.ts';
import { MESSAGES } from './messages.ts';
import type { LegacyAccountRecord, UserRecord } from '../storage/Storage.ts';
import { maskEmail, maskPhone } from './account.ts';
import { sendCode, verifyCode } from './codes.ts';
import type { EmailDeps } from './emailSignup.ts';
import { MINUTE_MS, trafficLimit } from './limits.ts';
import { clearPassword, oneTimeToken } from './logins.ts';

const MERGE_KIND = 'legacy-merge';
const PURPOSE = 'LEGACY_MERGE';
/** Wrong old passwords a member may try in 15 minutes (over all old accounts). */
const WRONG_PASSWORDS = 5;
const WRONG_PASSWORD_WINDOW_MS = 15 * MINUTE_MS;

const sameEmail = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
const samePhone = (account: LegacyAccountRecord, user: UserRecord) =>
  account.phone !== null && account.phone === user.phone && account.phonePrefixCode === user.phonePrefixCode;

const notFound = () => new Refusal('PL-LEGACY-NOT-FOUND', MESSAGES.legacyNotFound);

/** The member's unmerged old accounts. */
function matching(deps: EmailDeps, user: UserRecord) {
  return deps.storage.legacy.matching(user.email, user.phone ? user.phonePrefixCode : null, user.phone);
}

/** One of the member's unmerged old accounts, or PL-LEGACY-NOT-FOUND (another member's looks the same as none). */
async function ownAccount(deps: EmailDeps, user: UserRecord, id: string): Promise<LegacyAccountRecord> {
  const found = (await matching(deps, user)).find((account) => account.id === id);
  if (!found) throw notFound();
  return found;
}

function proofsOf(account: LegacyAccountRecord, user: UserRecord): LegacyProof[] {
  return [
    ...(account.passwordHash ? (['PASSWORD'] as const) : []),
    ...(sameEmail(account.email, user.email) ? (['EMAIL'] as const) : []),
    ...(samePhone(account, user) ? (['SMS'] as const) : []),
  ];
}

async function describe(deps: EmailDeps, account: LegacyAccountRecord, user: UserRecord): Promise<LegacyAccount> {
  const byEmail = sameEmail(account.email, user.email);
  const summary: LegacySummary = await deps.storage.legacy.counts(account.id);
  return {
    id: account.id,
    brand: account.brand,
    matchedBy: byEmail ? 'EMAIL' : 'PHONE',
    shared: byEmail && user.email ? maskEmail(user.email) : maskPhone(user.phonePrefixCode, user.phone ?? ''),
    proofs: proofsOf(account, user),
    summary,
  };
}

export async function legacyCheck(deps: EmailDeps, user: UserRecord): Promise<LegacyCheck> {
  const accounts = await Promise.all((await matching(deps, user)).map((account) => describe(deps, account, user)));
  if (accounts.length === 0) return { status: 'NONE', accounts };
  const at = deps.config.now();
  if (user.legacyAskAfter !== null && user.legacyAskAfter > at) return { status: 'POSTPONED', accounts, askAgainAt: user.legacyAskAfter };
  return { status: 'OFFER', accounts };
}

/** Where a proof code goes: the address the old account shares with the member, kept under the account's id. */
function codeTarget(account: LegacyAccountRecord, user: UserRecord, channel: 'EMAIL' | 'SMS') {
  if (channel === 'EMAIL' && user.email && sameEmail(account.email, user.email)) return { target: `legacy:${account.id}>${user.email.toLowerCase()}`, to: user.email };
  if (channel === 'SMS' && user.phone && samePhone(account, user)) {
    const to = `+${user.phonePrefixCode}${user.phone}`;
    return { target: `legacy:${account.id}>${to}`, to, prefix: user.phonePrefixCode ?? undefined };
  }
  throw notFound();
}

export async function sendLegacyCode(deps: EmailDeps, user: UserRecord, id: string, channel: 'EMAIL' | 'SMS', address: string, reader: Reader): Promise<number> {
  const account = await ownAccount(deps, user, id);
  const { target, to, prefix } = codeTarget(account, user, channel);
  return sendCode(deps, { target, to, purpose: PURPOSE, channel, address, prefix, reader: readerFor(reader, user) });
}

export type LegacyProofRequest = { readonly id: string; readonly password: string } | { readonly id: string; readonly code: string; readonly channel: 'EMAIL' | 'SMS' };

/** Proves old account `id` for this member and session: answers the merge token. */
export async function proveLegacy(deps: EmailDeps, user: UserRecord, request: LegacyProofRequest, sessionKey: string, address: string): Promise<string> {
  const { storage, config } = deps;
  const account = await ownAccount(deps, user, request.id);
  if ('password' in request) {
    const failuresKey = `legacy-proof:${user.id}`;
    if (deps.hasher.full) throw deps.hasher.refusal();
    // Reserved before the hash (one atomic step): of parallel guesses at most WRONG_PASSWORDS are evaluated.
    if (!(await storage.counters.take(failuresKey, WRONG_PASSWORDS, WRONG_PASSWORD_WINDOW_MS, config.now())))
      throw trafficLimit(Math.ceil(WRONG_PASSWORD_WINDOW_MS / 1000));
    const clear = clearPassword(deps.keys, request.password);
    const matches = await deps.hasher.verify(clear, account.passwordHash ?? (await deps.hasher.dummyHash())).catch(async (error: unknown) => {
      await storage.counters.giveBack(failuresKey, config.now());
      throw error;
    });
    if (!matches || account.passwordHash === null) throw new Refusal('PL-LEGACY-WRONG-PASSWORD', MESSAGES.legacyWrongPassword);
    await storage.counters.giveBack(failuresKey, config.now());
  } else {
    await verifyCode(deps, { target: codeTarget(account, user, request.channel).target, purpose: PURPOSE, code: request.code, address });
  }
  return oneTimeToken(deps, MERGE_KIND, user.id, { legacyId: account.id, session: sessionKey });
}

/** Merges old account `id` with the proof's token (this member's, this session's, this account's), once. */
export async function mergeLegacy(deps: EmailDeps, user: UserRecord, id: string, token: string, sessionKey: string): Promise<LegacySummary> {
  const { storage, config } = deps;
  const found = await storage.tokens.peek(token, MERGE_KIND, config.now());
  const data = found?.data ? (JSON.parse(found.data) as { legacyId?: string; session?: string }) : {};
  // A token of another member, session or account is answered as an expired one, and stays usable by its own.
  if (!found || found.userId !== user.id || data.legacyId !== id || data.session !== sessionKey) throw new Refusal('PL-USER-TOKEN-EXPIRED', MESSAGES.tokenExpired);
  if (!(await storage.tokens.take(token, MERGE_KIND, config.now()))) throw new Refusal('PL-USER-TOKEN-EXPIRED', MESSAGES.tokenExpired);
  await ownAccount(deps, user, id);
  const moved = await storage.legacy.merge(id, user.id, config.now());
  if (!moved) throw notFound();
  return moved;
}

/** "Not now": the offer comes back after 7 days. */
export async function postponeLegacy(deps: EmailDeps, user: UserRecord): Promise<number> {
  const askAgainAt = deps.config.now() + LEGACY_ASK_AGAIN_AFTER_MS;
  await deps.storage.users.update(user.id, { legacyAskAfter: askAgainAt }, deps.config.now());
  return askAgainAt;
}
