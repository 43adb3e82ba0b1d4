/**
 * The member area's dialogs of the gateway's refusals: the question when the browser blocked the
 * anti-bot challenge's window (see `elementChallengeAsk`), and the spec's retry-later dialog of a
 * traffic limit (FAIL_SYS_TRAFFIC_LIMIT, FAIL_SYS_FLOWLIMIT, a 429) with Retry later.
 */
import { messageText } from '../../i18n/userMessage.ts';
import { alertAtom } from '../../state/atoms.ts';
import { useAtom } from '../../ui/atomHooks.ts';
import { AlertDialog } from '../../ui/controls/AlertDialog.tsx';
import { ChallengeQuestion } from '../../ui/controls/ChallengeQuestion.tsx';
import { useStaticLinks } from '../../ui/useStaticLinks.ts';
import { useAccountText } from '../accountText.ts';

export function ChallengeAlert() {
  const t = useAccountText();
  const [alert, setAlert] = useAtom(alertAtom);
  const links = useStaticLinks();
  if (alert?.kind === 'challenge') return <ChallengeQuestion t={t} proceed={alert.proceed} decline={alert.decline} />;
  if (alert?.kind !== 'retryLater') return null;
  const dismiss = () => setAlert(undefined);
  return (
    <AlertDialog confirmLabel={t('error.retryLater')} onConfirm={dismiss} onCancel={dismiss}>
      {messageText(alert.message, t)}{' '}
      <a part="link" href={links.helpCentre} target="_blank" rel="noopener noreferrer">
        {t('help.centre')}
      </a>
    </AlertDialog>
  );
}
