/**
 * The buttons under a form of the member area: Save, and Cancel back to `cancelTo` when the form
 * is a page of its own (Settings saves in place and has none).
 */
import { accountHash, type AccountPage } from '../../state/accountRoutes.ts';
import { useAccountText } from '../accountText.ts';

export function FormButtons({ cancelTo }: { cancelTo?: AccountPage }) {
  const t = useAccountText();
  return (
    <div part="buttons">
      {cancelTo && (
        <a part="button button-secondary" href={accountHash(cancelTo)}>
          {t('common.cancel')}
        </a>
      )}
      <button type="submit" part="button button-primary">
        {t('account.save')}
      </button>
    </div>
  );
}
