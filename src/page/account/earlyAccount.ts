/**
 * What `<member-account>` starts as it connects, before its UI renders: the member's account's call
 * (one round trip for the dashboard, `loadAccount` takes it), as soon as its flows' chunk is here,
 * and the watch that tells the page's popup when the member area is settled (`memberAreaGate.ts`).
 * The verification view shows no account: it starts neither.
 */
import { accountFlowsModule } from '../../account/flowModules.ts';
import { accountStatusAtom } from '../../state/account.ts';
import type { PopupStore } from '../../state/store.ts';
import { settleMemberArea } from './memberAreaGate.ts';

/** Starts them; the returned function stops the watch (the element left the page). */
export function startMemberArea(host: HTMLElement, store: PopupStore): () => void {
  if (host.getAttribute('view') !== null) return () => undefined;
  // A chunk that fails to load is the UI's to report: it fetches it again and says so.
  accountFlowsModule.load().then(
    (module) => module.startAccountLoad(host, store),
    () => undefined,
  );
  const stop = store.sub(accountStatusAtom, () => {
    const { kind } = store.get(accountStatusAtom);
    if (kind === 'loading') return;
    stop();
    // The dashboard with the member's data has painted once the frame that shows it has ended.
    if (kind === 'ready') requestAnimationFrame(() => setTimeout(settleMemberArea));
    else settleMemberArea();
  });
  return stop;
}
