/**
 * The legacy grocery-brand merge in one `<member-account>`: the old accounts offered now (from the
 * last check), and the one the merge dialog is about while it shows. The dialog opens by itself
 * once per element (`autoOpened`); after that, the dashboard's notice opens it again.
 */
import { atom } from 'jotai/vanilla';
import type { LegacyAccount } from '../contract/legacyMerge.ts';

export const legacyOfferAtom = atom<readonly LegacyAccount[]>([]);

export interface MergeDialogState {
  /** The old account the dialog is about, kept while it shows (a merge done ends its offer, not the dialog). */
  readonly account: LegacyAccount | undefined;
  /** The dialog has opened by itself once: later checks only update the offer. */
  readonly autoOpened: boolean;
}

export const mergeDialogAtom = atom<MergeDialogState>({ account: undefined, autoOpened: false });
