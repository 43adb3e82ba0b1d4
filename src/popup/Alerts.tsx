/**
 * The dialogs over the popup: the restore-account question (Cancel, or Confirm → the deletion
 * cancel call → the success notice and login) and the retry-later notice of a traffic limit.
 */
import { useAtom, useSetAtom } from 'jotai/react';
import { GATEWAY } from '../contract/calls.ts';
import { messageText } from '../net/errorCodes.ts';
import { alertAtom, showToastAtom, TOAST_DURATION_MS } from '../state/atoms.ts';
import { applyLogin } from './login/applyLogin.ts';
import { useBusy } from './login/useLoginActions.ts';
import { usePopupEnv } from './PopupEnv.ts';
import { AlertDialog } from './ui/AlertDialog.tsx';

export function Alerts() {
  const { t, host, store, client } = usePopupEnv();
  const [alert, setAlert] = useAtom(alertAtom);
  const showToast = useSetAtom(showToastAtom);
  const busy = useBusy();
  if (!alert) return null;
  const dismiss = () => setAlert(undefined);

  if (alert.kind === 'retryLater') {
    return (
      <AlertDialog confirmLabel={t('error.retryLater')} onConfirm={dismiss} onCancel={dismiss}>
        {messageText(alert.message, t)}
      </AlertDialog>
    );
  }

  const restore = async () => {
    try {
      const { loginResponse } = await busy(() => client.gateway(GATEWAY.cancelDeletion, { token: alert.token }));
      setAlert(undefined);
      showToast({ kind: 'success', text: t('restore.success') });
      await applyLogin({ host, store, client }, loginResponse, { delayMs: TOAST_DURATION_MS });
    } catch (error) {
      // The spec shows no message here: the failure is logged, and the dialog stays to try again.
      console.warn('member-login-popup: restoring the account failed', error);
    }
  };
  return (
    <AlertDialog
      title={t('restore.title')}
      confirmLabel={t('common.confirm')}
      onConfirm={() => void restore()}
      cancelLabel={t('common.cancel')}
      onCancel={dismiss}
    >
      {t('restore.notice')}
    </AlertDialog>
  );
}
