/**
 * Where the member area reaches its pages other than the dashboard (`accountPages.ts`): fetched
 * when the member goes to one, or ahead of time while the browser is idle after the dashboard
 * painted (`prefetchAccountPages`), as account security's (`slots/securityHooks.ts`).
 */
import { moduleSlot, useLoadedModule } from '../ui/loadedModules.ts';
import { addressFlowsModule } from './run/flowModules.ts';
import type * as AccountPages from './accountPages.ts';
import { afterPaintWhenIdle } from './slots/securityHooks.ts';

/** With the address book's flows: a page shows once they are here too (a failure of either is its network error). */
const pagesModule = moduleSlot<typeof AccountPages>(() => Promise.all([import('./accountPages.ts'), addressFlowsModule.load()]).then(([pages]) => pages));

/** Fetches the pages' chunk after the account's frame was painted, when idle (a failure is tried again when a page wants it). */
export function prefetchAccountPages(): void {
  afterPaintWhenIdle(() => {
    pagesModule.load().catch(() => undefined);
  });
}

/**
 * The pages' chunk, once here; while `wanted`, fetched. A failure is reported to `onError` (the page
 * says the network failed in its place) and tried again when wanted anew.
 */
export function useAccountPages(wanted: boolean, onError: (error: unknown) => void): typeof AccountPages | undefined {
  return useLoadedModule(pagesModule, wanted, onError);
}
