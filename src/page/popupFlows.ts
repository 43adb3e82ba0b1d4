/**
 * The flows and everything behind them (the member api, the wire contract and its checks, the
 * network layer, the password encryption, the page side that carries their answers out): one
 * chunk, which no screen needs to be seen. It is fetched when the browser is idle after the popup
 * first shows, or at the latest by the first action (the popup's session, `popup.ts`), so a page
 * whose shopper never opens the popup never downloads it. Screens reach it only through `useAction`
 * and `useFlows` (`popup/run/flowHooks.ts`), which take it from the session.
 */
import type { Next } from '../flows/steps.ts';
import { browserPage } from './browserPage.ts';
import { carryOut } from './carryOut.ts';
import { elementClient } from './elementClient.ts';
import { elementContext } from './elementContext.ts';
import { popupSignal } from './popupSignal.ts';
import type { PopupStore } from '../state/store.ts';
import type { ElementFlows } from '../ui/actions.ts';
import * as flows from '../popup/run/flows.ts';

export { flows };
export { anySignal } from '../net/anySignal.ts';
export { asMemberError } from '../net/MemberError.ts';
export { isGeneric, reportCause } from '../net/reportCause.ts';

const built = new WeakMap<PopupStore, ElementFlows<Next>>();

/**
 * The flows of the element of `store`, built once: its member api reads the element's hosts for
 * every call and keeps each host's CSRF token with that host, so a change of hosts needs nothing
 * new.
 */
export function elementFlows(host: HTMLElement, store: PopupStore): ElementFlows<Next> {
  const known = built.get(store);
  if (known) return known;
  const client = elementClient(host, store);
  const made: ElementFlows<Next> = {
    context: elementContext(host, store, client),
    signal: () => popupSignal(store),
    carryOut: (next, t) => carryOut({ host, store, client, page: browserPage, t }, next),
  };
  built.set(store, made);
  return made;
}
