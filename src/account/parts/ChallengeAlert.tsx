/**
 * The member area's dialogs of the gateway's refusals: the question when the browser blocked the
 * anti-bot challenge's window (see `elementChallengeAsk`), and the spec's retry-later dialog of a
 * traffic limit (FAIL_SYS_TRAFFIC_LIMIT, FAIL_SYS_FLOWLIMIT, a 429) with Retry later. When the
 * refused call was the account's own load, the page behind says so with Try again once the dialog
 * is closed (the dialog said why; nothing else would).
 */
import { messageText } from '../../i18n/userMessage.ts';
import { accountStatusAtom } from '../../state/account.ts';
import { alertAtom } from '../../state/atoms.ts';
import { useAtom } from '../../ui/atomHooks.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { AlertDialog } from '../../ui/controls/AlertDialog.tsx';
import { ChallengeQuestion } from '../../ui/controls/ChallengeQuestion.tsx';
import { useStaticLinks } from '../../ui/useStaticLinks.ts';
import { useAccountText } from '../common/accountText.ts';

export function ChallengeAlert() {
  const t = useAccountText();
  const [alert, setAlert] = useAtom(alertAtom);
  const links = useStaticLinks();
  const { store } = useElementEnv();
  if (alert?.kind === 'challenge') return <ChallengeQuestion t={t} proceed={alert.proceed} decline={alert.decline} />;
  if (alert?.kind !== 'retryLater') return null;
  const text = messageText(alert.message, t);
  const dismiss = () => {
    setAlert(undefined);
    // Still loading: the account's load was the call refused (the call the element starts as it
    // connects can be refused while the flows' chunk is still on its way, so the load may not have
    // ended yet). Were another call the one refused, the account's answer replaces this.
    if (store.get(accountStatusAtom).kind === 'loading') store.set(accountStatusAtom, { kind: 'failed', message: text });
  };
  return (
    <AlertDialog confirmLabel={t('error.retryLater')} onConfirm={dismiss} onCancel={dismiss}>
      {text}{' '}
      <a part="link" href={links.helpCentre} target="_blank" rel="noopener noreferrer">
        {t('help.centre')}
      </a>
    </AlertDialog>
  );
}
