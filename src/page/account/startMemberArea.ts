/**
 * What `<member-account>` starts as it connects, before React renders: the member's account's call
 * (the dashboard's data in one round trip, which `loadAccount` takes) as soon as its flows are
 * here, and the watch that tells the page's popup when the member area is settled
 * (`memberAreaGate.ts`). The verification view shows no account: it asks for none, and is settled
 * at once.
 */
import { accountStatusAtom } from '../../state/account.ts';
import type { PopupStore } from '../../state/store.ts';
import { accountFlows } from './accountSession.ts';
import type { SETTLED as GateEvent } from './memberAreaGate.ts';

/** The gate's event (memberAreaGate.ts), written here too (its type says it is the same) so that the gate's module stays in the popup's first download alone. */
const SETTLED: typeof GateEvent = 'mlpSettled';

/** Starts them; the returned function stops the watch (the element left the page). */
export function startMemberArea(host: HTMLElement, store: PopupStore): () => void {
  const settle = () => {
    if (SETTLED in host) return;
    Object.defineProperty(host, SETTLED, { value: true });
    host.dispatchEvent(new Event(SETTLED));
  };
  if (host.getAttribute('view') !== null) {
    settle();
    return () => undefined;
  }
  // A chunk that fails to load is the UI's to report: it fetches it again and says so.
  accountFlows.load().then(
    (flows) => flows.startAccountLoad(host, store),
    () => undefined,
  );
  const stop = store.sub(accountStatusAtom, () => {
    const { kind } = store.get(accountStatusAtom);
    if (kind === 'loading') return;
    stop();
    // The dashboard with the member's data has painted once the frame that shows it has ended.
    if (kind === 'ready') requestAnimationFrame(() => setTimeout(settle));
    else settle();
  });
  return stop;
}
