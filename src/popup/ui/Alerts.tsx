/**
 * The dialogs over the popup: the restore-account question (Cancel, or Confirm → the deletion
 * cancel call → the success notice and login), the retry-later notice of a traffic limit, and the
 * question that opens a challenge window the browser blocked.
 */
import { useAtom } from '../../ui/atomHooks.ts';
import { messageText } from '../../i18n/userMessage.ts';
import { alertAtom } from '../../state/atoms.ts';
import { useAction } from '../run/flowHooks.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { AlertDialog } from '../../ui/controls/AlertDialog.tsx';
import { ChallengeQuestion } from '../../ui/controls/ChallengeQuestion.tsx';
import { useStaticLinks } from '../../ui/useStaticLinks.ts';

export function Alerts() {
  const { t } = useElementEnv();
  const [alert, setAlert] = useAtom(alertAtom);
  const run = useAction();
  const links = useStaticLinks();
  if (!alert) return null;
  const dismiss = () => setAlert(undefined);

  if (alert.kind === 'challenge') return <ChallengeQuestion t={t} proceed={alert.proceed} decline={alert.decline} />;

  if (alert.kind === 'retryLater') {
    return (
      <AlertDialog confirmLabel={t('error.retryLater')} onConfirm={dismiss} onCancel={dismiss}>
        {messageText(alert.message, t)}{' '}
        <a part="link" href={links.helpCentre} target="_blank" rel="noopener noreferrer">
          {t('help.centre')}
        </a>
      </AlertDialog>
    );
  }

  // Restored: the dialog goes, the success notice shows, then the login. The spec shows no message
  // when it fails: the failure is logged, and the dialog stays to try again.
  const restore = () => run('restoreAccount', alert.token, { quiet: true });
  return (
    <AlertDialog title={t('restore.title')} confirmLabel={t('common.confirm')} onConfirm={() => void restore()} cancelLabel={t('common.cancel')} onCancel={dismiss}>
      {t('restore.notice')}
    </AlertDialog>
  );
}
