/**
 * The member area's two chunks of flows, as module slots: the member area's (`accountFlows.ts`,
 * fetched as soon as the element renders), the address book's (`addressFlows.ts`, fetched with the
 * pages) and account security's (`securityFlows.ts`, fetched with
 * its pages). Apart from the hooks that run them (`flowHooks.ts`), so that the element's first
 * download, which starts the fetch, does not carry the action machinery (`ui/actions.ts`).
 */
import { moduleSlot } from '../../ui/loadedModules.ts';
import type * as AccountFlowsModule from './accountFlows.ts';
import type * as AddressFlowsModule from './addressFlows.ts';
import type * as SecurityFlowsModule from './securityFlows.ts';

export const accountFlowsModule = moduleSlot<typeof AccountFlowsModule>(() => import('./accountFlows.ts'));
/** The address book's flows: the member area's and its own, one chunk fetched with the pages' (`pageHooks.ts`). */
export const addressFlowsModule = moduleSlot<typeof AddressFlowsModule>(() => import('./addressFlows.ts'));
/** Account security's flows: the member area's and its own, one chunk fetched with its pages. */
export const securityFlowsModule = moduleSlot<typeof SecurityFlowsModule>(() => import('./securityFlows.ts'));

/** Fetches the member area's flows (at once: the member area shows the member's data as it opens). */
export function prefetchAccountFlows(): void {
  accountFlowsModule.load().catch(() => undefined);
}

/** Fetches account security's flows (with its pages, while the browser is idle). */
export function prefetchSecurityFlows(): void {
  securityFlowsModule.load().catch(() => undefined);
}
