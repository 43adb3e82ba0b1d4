/**
 * The legacy grocery-brand merge's flows (`flows/account/legacyMerge.ts`, with the merge's calls of
 * the wire contract): a chunk of their own, fetched once the dashboard has shown and the browser is
 * idle, so that the check never delays the member's data. The element's context is the member
 * area's, built once; what the merge's flows answer is carried out by `page/account/carryOutMerge.ts`.
 *
 * It stands on account security's flows (`securityFlows.ts`, fetched at the same idle moment), not
 * on parts of them: a chunk that reaches only some of the modules another chunk holds makes esbuild
 * cut that chunk in two, and the files the popup fetches are laid out anew (+0.9 KB to a password
 * login, measured; see docs/performance.md).
 */
import type { LegacyMergeAnswer } from '../../flows/account/answers.ts';
import * as legacyMerge from '../../flows/account/legacyMerge.ts';
import { isSessionCode } from '../../kernel/contract/errorCodes.ts';
import { carryOutMerge } from './carryOutMerge.ts';
import { legacyGenerationAtom } from '../../state/legacyMerge.ts';
import type { PopupStore } from '../../state/store.ts';
import type { ElementFlows } from '../../ui/actions.ts';
import { asMemberError, elementFlows as memberAreaFlows } from './securityFlows.ts';

export const flows = legacyMerge;
export { anySignal, asMemberError, isGeneric, reportCause } from './securityFlows.ts';

const built = new WeakMap<PopupStore, ElementFlows<LegacyMergeAnswer>>();

/** The merge's flows of the `<member-account>` of `store`: the member area's context, the merge's carrying out. */
export function elementFlows(host: HTMLElement, store: PopupStore): ElementFlows<LegacyMergeAnswer> {
  const known = built.get(store);
  if (known) return known;
  const { context, signal } = memberAreaFlows(host, store);
  const made: ElementFlows<LegacyMergeAnswer> = { context, signal, carryOut: async (answer) => carryOutMerge({ host, store }, answer) };
  built.set(store, made);
  return made;
}

/**
 * Asks, in the background, whether an old account is offered, and puts the answer in the store.
 * A failure is only a warning for the developer, and only one they can act on (a status, an
 * answer off the contract, the service's refusal). A session that has ended is none (the member was
 * signed out elsewhere: the member area shows it), nor a failed connection or a timeout: the
 * shopper's network, or the page being left (Firefox fails the requests under way as network errors
 * before `pagehide`, so no page event tells the two apart). The offer never stands in the way of
 * shopping, and the next load of the account asks again. An answer that comes after a logout (asked
 * with the member who left) is dropped: it would offer their old account to the next member.
 */
export async function checkLegacyOffer(host: HTMLElement, store: PopupStore): Promise<void> {
  const element = elementFlows(host, store);
  const generation = store.get(legacyGenerationAtom);
  try {
    const answer = await legacyMerge.checkLegacy(element.context, element.signal());
    if (store.get(legacyGenerationAtom) === generation) carryOutMerge({ host, store }, answer);
  } catch (error) {
    const failure = asMemberError(error);
    const quiet = failure.kind === 'network' || failure.kind === 'timeout' || isSessionCode(failure.code);
    if (!quiet) console.warn('member-account: the grocery-brand merge could not be checked', error);
  }
}
