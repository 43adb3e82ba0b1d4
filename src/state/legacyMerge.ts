/**
 * The legacy grocery-brand merge in one `<member-account>`: the old accounts offered now (from the
 * last check), and the one the merge dialog is about while it shows. The dialog opens by itself
 * once per member (`autoOpened`), and only on the dashboard with no verification asked
 * (`mergeAutoOpenAtom`); after that, the dashboard's notice opens it again. All of it is
 * the logged-in member's: a logout resets it (`resetLegacyMergeAtom`), and a check asked before
 * that reset is not heard when it answers (`legacyGenerationAtom`).
 */
import { atom } from 'jotai/vanilla';
import type { LegacyAccount } from '../kernel/contract/legacyMerge.ts';
import { accountPageAtom, verificationRequestAtom } from './account.ts';

export const legacyOfferAtom = atom<readonly LegacyAccount[]>([]);

export interface MergeDialogState {
  /** The old account the dialog is about, kept while it shows (a merge done ends its offer, not the dialog). */
  readonly account: LegacyAccount | undefined;
  /** The dialog has opened by itself once for this member: later checks only update the offer. */
  readonly autoOpened: boolean;
}

export const mergeDialogAtom = atom<MergeDialogState>({ account: undefined, autoOpened: false });

/** Counts the resets: a check answers into the store only if no reset came since it was asked. */
export const legacyGenerationAtom = atom(0);

/** The member is gone (logged out, or their account's deletion asked): nothing of their merge stays. */
export const resetLegacyMergeAtom = atom(null, (_get, set) => {
  set(legacyOfferAtom, []);
  set(mergeDialogAtom, { account: undefined, autoOpened: false });
  set(legacyGenerationAtom, (generation) => generation + 1);
});

/**
 * The old account the dialog should open by itself on now, if any: the first offered, the first time,
 * and only while the dashboard shows and no verification is asked or showing. Over another page it
 * would cover what the member came for (a half-filled form, a security change under way); it waits
 * for the dashboard instead.
 */
export const mergeAutoOpenAtom = atom((get): LegacyAccount | undefined => {
  const [first] = get(legacyOfferAtom);
  if (!first || get(mergeDialogAtom).autoOpened) return undefined;
  return get(accountPageAtom).name === 'dashboard' && get(verificationRequestAtom) === undefined ? first : undefined;
});
