/**
 * The dialogs over the popup: the restore-account question (Cancel, or Confirm → the deletion
 * cancel call → the success notice and login) and the retry-later notice of a traffic limit.
 */
import { useAtom, useSetAtom } from './atomHooks.ts';
import { messageText } from '../i18n/userMessage.ts';
import { alertAtom, showToastAtom, TOAST_DURATION_MS } from '../state/atoms.ts';
import { useAction } from './flowHooks.ts';
import { usePopupEnv } from './PopupEnv.ts';
import { AlertDialog } from './ui/AlertDialog.tsx';
import { useStaticLinks } from './useStaticLinks.ts';

export function Alerts() {
  const { t } = usePopupEnv();
  const [alert, setAlert] = useAtom(alertAtom);
  const showToast = useSetAtom(showToastAtom);
  const run = useAction();
  const links = useStaticLinks();
  if (!alert) return null;
  const dismiss = () => setAlert(undefined);

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

  const restored = () => {
    setAlert(undefined);
    showToast({ kind: 'success', text: t('restore.success') });
  };
  // The spec shows no message when it fails: the failure is logged, and the dialog stays to try again.
  const restore = () => run((journey, flows) => flows.restoreAccount(journey, alert.token, { restored, noticeMs: TOAST_DURATION_MS }), { quiet: true });
  return (
    <AlertDialog title={t('restore.title')} confirmLabel={t('common.confirm')} onConfirm={() => void restore()} cancelLabel={t('common.cancel')} onCancel={dismiss}>
      {t('restore.notice')}
    </AlertDialog>
  );
}
