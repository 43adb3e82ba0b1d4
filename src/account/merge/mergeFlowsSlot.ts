/**
 * The legacy grocery-brand merge's flows (the page side's `page/account/mergeFlows.ts`, which the
 * element provides as it connects) as a module slot: fetched with account security's chunk to ask
 * whether a merge is offered, and run by the merge's dialog.
 */
import type { LegacyMergeAnswer } from '../../flows/account/answers.ts';
import type * as legacyMerge from '../../flows/account/legacyMerge.ts';
import type { PopupStore } from '../../state/store.ts';
import type { FlowsChunk } from '../../ui/actions.ts';
import { providedSlot } from '../../ui/providedSlot.ts';

/** The merge's flows, by name. */
export type MergeFlows = typeof legacyMerge;

/** The merge's chunk: its flows, and the background check of whether an old account is offered. */
export interface MergeFlowsChunk extends FlowsChunk<MergeFlows, LegacyMergeAnswer> {
  checkLegacyOffer(host: HTMLElement, store: PopupStore): Promise<void>;
}

export const mergeFlowsModule = providedSlot<MergeFlowsChunk>();
