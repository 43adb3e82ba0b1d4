/**
 * `<member-account>`'s session: the page side's composition of the member area's flows. Each of its
 * chunks builds the element's context once (its member api, which reads the element's hosts on every
 * call), runs the flows and carries their answers out; the element hands the session down to its
 * views (`account/run/accountSession.ts`), which ask it for a chunk and run a flow of it by name.
 */
import type { AccountSession } from '../../account/run/accountSession.ts';
import { moduleSlot } from '../../ui/loadedModules.ts';
import { browserPage } from '../browserPage.ts';

/** The member area's flows, which the element also starts the dashboard's data call with (`startMemberArea.ts`). */
export const accountFlows = moduleSlot<typeof import('./accountFlows.ts')>(() => import('unit:accountFlows'));

export const accountSession: AccountSession = {
  page: browserPage,
  account: accountFlows,
  address: moduleSlot(() => import('unit:addressFlows')),
  security: moduleSlot(() => import('unit:securityFlows')),
  merge: moduleSlot(() => import('unit:mergeFlows')),
};
