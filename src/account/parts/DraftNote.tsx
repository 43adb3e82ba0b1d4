/**
 * "Your unsaved changes are kept" and Discard, under a form's buttons: it appears on the first
 * keystroke below everything the shopper is filling in, so no field moves (it used to sit above the
 * form and push the field being typed in 53 px down).
 */
import { useAccountText } from '../common/accountText.ts';

export function DraftNote({ discard }: { discard: () => void }) {
  const t = useAccountText();
  return (
    <p part="hint draft-note">
      {t('account.unsavedKept')}{' '}
      <button type="button" part="link" onClick={discard}>
        {t('account.discard')}
      </button>
    </p>
  );
}
