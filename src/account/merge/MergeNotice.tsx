/**
 * The dashboard's way back to the merge: while an old account is offered and the dialog is closed
 * (the shopper pressed Escape or Close), a card that says so and opens the dialog again.
 */
import { useId } from 'react';
import { legacyOfferAtom, mergeDialogAtom } from '../../state/legacyMerge.ts';
import { useAtomValue, useSetAtom } from '../../ui/atomHooks.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles.ts';
import { MERGE_CSS } from './mergeStyles.ts';
import { useMergeTranslator } from './mergeText.ts';

export function MergeNotice() {
  const [offered] = useAtomValue(legacyOfferAtom);
  const open = useAtomValue(mergeDialogAtom).account !== undefined;
  const setDialog = useSetAtom(mergeDialogAtom);
  const t = useMergeTranslator();
  const id = useId();
  useAdoptedStyles(useElementEnv().host, MERGE_CSS);
  if (!offered || open || !t) return null;
  return (
    <section part="card merge-notice" aria-labelledby={id}>
      <h2 id={id} part="card-title">
        {t('merge.title', { brand: offered.brand })}
      </h2>
      <p part="text">{t('merge.notice', { brand: offered.brand })}</p>
      <div part="buttons">
        <button type="button" part="button button-primary" onClick={() => setDialog((state) => ({ ...state, account: offered }))}>
          {t('merge.noticeOpen', { brand: offered.brand })}
        </button>
      </div>
    </section>
  );
}
