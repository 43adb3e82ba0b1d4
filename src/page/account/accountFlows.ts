/**
 * The member area's flows and everything behind them (the member api, the wire contract and its
 * checks, the network layer, the page side that carries their answers out): one chunk, fetched as
 * soon as the element renders, since the member area shows the member's data at once. Pages reach
 * it only through `useAccountAction` and `useAccountFlows` (`account/run/flowHooks.ts`), which take it
 * from the element's session (`accountSession.ts`).
 */
import type { AccountAnswer } from '../../flows/account/answers.ts';
import { keepAccountDrafts } from './accountDrafts.ts';
import { accountGatewayHooks } from './accountGatewayHooks.ts';
import { carryOutAccount } from './carryOutAccount.ts';
import { elementClient } from '../elementClient.ts';
import { elementContext } from '../elementContext.ts';
import { accountTextAtom } from '../../state/account.ts';
import type { PopupStore } from '../../state/store.ts';
import type { ElementFlows } from '../../ui/actions.ts';
import * as memberArea from '../../flows/account/memberArea.ts';

/** The flows of the dashboard and of the pages but the address book's (`addressFlows.ts`) and account security's (`securityFlows.ts`), by name. */
export const flows = { ...memberArea };
export { anySignal } from '../../net/anySignal.ts';
export { asMemberError } from '../../net/MemberError.ts';
export { isGeneric, reportCause } from '../../net/reportCause.ts';

const built = new WeakMap<PopupStore, ElementFlows<AccountAnswer>>();
/** The member area is not closed as the popup is: its actions end only by Cancel. */
const neverAborted = new AbortController().signal;

/** Starts the member's account's call of the `<member-account>` of `store`, before its UI asks (`startMemberArea.ts`). */
export function startAccountLoad(host: HTMLElement, store: PopupStore): void {
  memberArea.startAccountLoad(elementFlows(host, store).context);
}

/** The flows of the `<member-account>` of `store`, built once (its member api reads its hosts on every call). */
export function elementFlows(host: HTMLElement, store: PopupStore): ElementFlows<AccountAnswer> {
  const known = built.get(store);
  if (known) return known;
  const client = elementClient(host, store, accountGatewayHooks(host, store));
  keepAccountDrafts(store);
  const made: ElementFlows<AccountAnswer> = {
    context: elementContext(host, store, client),
    signal: () => neverAborted,
    // In the member area's texts (the popup's keys and its own), which its UI keeps in the store.
    carryOut: (answer) => carryOutAccount({ host, store }, answer, store.get(accountTextAtom)?.t ?? ((key) => key)),
  };
  built.set(store, made);
  return made;
}
