/**
 * The legacy grocery-brand merge's flows (`mergeFlows.ts`) as a module slot: fetched with account
 * security's chunk to ask whether a merge is offered, and run by the merge's dialog.
 */
import { moduleSlot } from '../../ui/loadedModules.ts';
import type * as MergeFlowsModule from '../run/mergeFlows.ts';

export const mergeFlowsModule = moduleSlot<typeof MergeFlowsModule>(() => import('../run/mergeFlows.ts'));
