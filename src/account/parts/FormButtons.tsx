/**
 * The buttons under a form of the member area: Save (or `submitLabel`; `danger` for the one that
 * deletes the account), and Cancel back to `cancelTo` when the form is a page of its own (Settings
 * saves in place and has none). `barred`: the page's top bar holds the Save a phone shows
 * (`PageFrame`'s `submits`), so this one is the wide element's.
 */
import { accountHash, type AccountPage } from '../../state/accountRoutes.ts';
import { useAccountText } from '../common/accountText.ts';

export function FormButtons({
  cancelTo,
  submitLabel,
  danger = false,
  barred = false,
}: {
  cancelTo?: AccountPage;
  submitLabel?: string;
  danger?: boolean;
  barred?: boolean;
}) {
  const t = useAccountText();
  const kind = danger ? 'button button-danger' : 'button button-primary';
  return (
    <div part="buttons">
      {cancelTo && (
        <a part="button button-secondary" href={accountHash(cancelTo)}>
          {t('common.cancel')}
        </a>
      )}
      <button type="submit" part={barred ? `${kind} form-submit` : kind}>
        {submitLabel ?? t('account.save')}
      </button>
    </div>
  );
}
