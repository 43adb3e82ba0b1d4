/**
 * Carries out what the legacy merge's flows answered (`flows/account/legacyMerge.ts`): the offer
 * goes into the store (the dialog opens by itself the first time, on the dashboard:
 * `mergeAutoOpenAtom`), a merged account leaves it and
 * the host page hears of it (`account-change` with `what: 'legacyMerge'`); an account merged
 * elsewhere meanwhile leaves it too; "not now" puts the offer away. The account is loaded again by
 * the dialog once its action is over (the element runs one action at a time).
 */
import { emit } from '../../events.ts';
import type { LegacyMergeAnswer } from '../../flows/account/answers.ts';
import { legacyOfferAtom, mergeDialogAtom } from '../../state/legacyMerge.ts';
import type { AccountTarget } from './carryOutAccount.ts';

export function carryOutMerge({ host, store }: AccountTarget, answer: LegacyMergeAnswer): void {
  switch (answer.type) {
    case 'legacyOffer':
      store.set(legacyOfferAtom, answer.accounts);
      return;
    case 'legacyCodeSent':
    case 'legacyProved':
      // The dialog asks for the code, or offers the merge, next; nothing changed yet.
      return;
    case 'legacyMerged':
      store.set(legacyOfferAtom, (offered) => offered.filter((account) => account.id !== answer.id));
      emit(host, 'account-change', { what: 'legacyMerge', change: 'merged', id: answer.id });
      return;
    case 'legacyRefused':
      // Not this member's to merge any more (merged meanwhile, elsewhere): off the offer, and the account as it is now.
      if (answer.reason !== 'gone') return;
      store.set(legacyOfferAtom, (offered) => offered.filter((account) => account.id !== answer.id));
      return;
    case 'legacyPostponed':
      store.set(legacyOfferAtom, []);
      store.set(mergeDialogAtom, (state) => ({ ...state, account: undefined }));
      return;
  }
}
