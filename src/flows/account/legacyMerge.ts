/**
 * The legacy grocery-brand merge's flows (`kernel/contract/legacyMerge.ts`): whether an old account of the
 * grocery brand is offered, a code to prove it, the proof (its own password, encrypted as every
 * password is, or that code), the merge itself, and "not now". Each answers what the page side
 * carries out (`page/account/carryOutMerge.ts`); the proof's merge token is the dialog's to keep.
 */
import { LEGACY } from '../../kernel/contract/legacyMerge.ts';
import { MemberError } from '../../net/MemberError.ts';
import { DEFAULT_CODE_LENGTH } from '../../kernel/rules/fieldRules.ts';
import type { FlowContext } from '../context.ts';
import { encryptedPassword } from '../encryptedPassword.ts';
import type { LegacyMergeAnswer, LegacyRefusal } from './answers.ts';

type Caller = Pick<FlowContext, 'client'>;

/** Where a proof code goes: the e-mail or the phone the old account shares with the member. */
export type LegacyCodeChannel = 'EMAIL' | 'SMS';

/** How the shopper proves the old account: its password, or the code sent by e-mail or SMS. */
export type LegacyProofAnswer = { readonly password: string } | { readonly code: string; readonly channel: LegacyCodeChannel };

type Refusals = ReadonlyMap<string, LegacyRefusal>;

/**
 * The refusals that move the dialog rather than only being said, for the proof and the merge: a
 * wrong old password (the proof step stays, with its own message), a proof no longer valid (proved
 * again), an old account that is not this member's to merge any more (merged meanwhile, in another
 * tab).
 */
const REFUSALS: Refusals = new Map([
  ['PL-LEGACY-WRONG-PASSWORD', 'wrongPassword'],
  ['PL-USER-TOKEN-EXPIRED', 'proofExpired'],
  ['PL-LEGACY-NOT-FOUND', 'gone'],
]);

/**
 * `sendLegacyCode`'s: PL-LEGACY-NOT-FOUND is also its answer for a channel the old account does not
 * share (kernel/contract/legacyMerge.ts), so there it is said at the proof step, and the offer stands.
 */
const CODE_REFUSALS: Refusals = new Map([['PL-LEGACY-NOT-FOUND', 'codeUnavailable']]);

/** `call`'s answer, or the refusal of `refusals` it met (another failure is thrown, for the page side to say). */
async function refusedOr(id: string, call: () => Promise<LegacyMergeAnswer>, refusals: Refusals = REFUSALS): Promise<LegacyMergeAnswer> {
  try {
    return await call();
  } catch (error) {
    const reason = error instanceof MemberError ? refusals.get(error.code) : undefined;
    if (reason) return { type: 'legacyRefused', id, reason };
    throw error;
  }
}

/**
 * Asks whether old accounts are offered: only OFFER shows them (NONE and POSTPONED offer nothing
 * now). Asked in the background: a session that ended meanwhile is no reason to open the login.
 */
export async function checkLegacy({ client }: Caller, signal: AbortSignal): Promise<LegacyMergeAnswer> {
  const answer = await client.gateway(LEGACY.checkLegacy, {}, { signal, needLogin: false });
  return { type: 'legacyOffer', accounts: answer.status === 'OFFER' ? answer.accounts : [] };
}

/** Sends a code to the address the old account shares with the member. */
export async function sendLegacyCode(
  { client }: Caller,
  { id, channel, resend }: { readonly id: string; readonly channel: LegacyCodeChannel; readonly resend: boolean },
  signal: AbortSignal,
): Promise<LegacyMergeAnswer> {
  return refusedOr(
    id,
    async () => {
      const answer = await client.gateway(LEGACY.sendLegacyCode, { id, channel, ...(resend ? { isResend: true } : {}) }, { signal });
      return { type: 'legacyCodeSent', codeLength: answer.codeLength ?? DEFAULT_CODE_LENGTH };
    },
    CODE_REFUSALS,
  );
}

/** Proves old account `id`: answers the merge token (one use, this member, this session). */
export async function proveLegacy(
  context: Pick<FlowContext, 'client' | 'publicKey' | 'cipher'>,
  { id, proof }: { readonly id: string; readonly proof: LegacyProofAnswer },
  signal: AbortSignal,
): Promise<LegacyMergeAnswer> {
  const request = 'password' in proof ? { id, password: await encryptedPassword(context, proof.password) } : { id, code: proof.code, channel: proof.channel };
  return refusedOr(id, async () => ({ type: 'legacyProved', token: (await context.client.gateway(LEGACY.proveLegacy, request, { signal })).token }));
}

/** Merges old account `id` with the proof's token: its orders, addresses and vouchers move, once. */
export async function mergeLegacy({ client }: Caller, { id, token }: { readonly id: string; readonly token: string }, signal: AbortSignal): Promise<LegacyMergeAnswer> {
  return refusedOr(id, async () => ({ type: 'legacyMerged', id, moved: (await client.gateway(LEGACY.mergeLegacy, { id, token }, { signal })).moved }));
}

/** "Not now": the offer is put away until the service asks again (7 days). */
export async function postponeLegacy({ client }: Caller, _input: undefined, signal: AbortSignal): Promise<LegacyMergeAnswer> {
  const { askAgainAt } = await client.gateway(LEGACY.postponeLegacy, {}, { signal });
  return { type: 'legacyPostponed', askAgainAt };
}
