/**
 * Where the member area reaches its pages other than the dashboard (`accountPages.ts`): fetched
 * when the member goes to one, or ahead of time while the browser is idle after the dashboard
 * painted (`prefetchAccountPages`), as account security's (`slots/securityHooks.ts`).
 */
import { moduleSlot, useLoadedModule, type ModuleSlot } from '../ui/loadedModules.ts';
import type * as AccountPages from './accountPages.ts';
import { useAccountSession, type AccountSession } from './run/accountSession.ts';
import { afterPaintWhenIdle } from './slots/securityHooks.ts';

/** The pages of each session (one per page: the element's), with its address book's flows. */
const pagesOf = new WeakMap<AccountSession, ModuleSlot<typeof AccountPages>>();

/** The pages with the address book's flows of `session`: a page shows once both are here (a failure of either is its network error). */
function pagesModule(session: AccountSession): ModuleSlot<typeof AccountPages> {
  let slot = pagesOf.get(session);
  if (!slot) {
    slot = moduleSlot(() => Promise.all([import('unit:accountPages'), session.address.load()]).then(([pages]) => pages));
    pagesOf.set(session, slot);
  }
  return slot;
}

/** Fetches the pages' chunk after the account's frame was painted, when idle (a failure is tried again when a page wants it). */
export function prefetchAccountPages(session: AccountSession): void {
  afterPaintWhenIdle(() => {
    pagesModule(session)
      .load()
      .catch(() => undefined);
  });
}

/**
 * The pages' chunk, once here; while `wanted`, fetched. A failure is reported to `onError` (the page
 * says the network failed in its place) and tried again when wanted anew.
 */
export function useAccountPages(wanted: boolean, onError: (error: unknown) => void): typeof AccountPages | undefined {
  return useLoadedModule(pagesModule(useAccountSession()), wanted, onError);
}
