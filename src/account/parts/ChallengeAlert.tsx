/** The member area's question when the browser blocked the anti-bot challenge's window (see `elementChallengeAsk`). */
import { alertAtom } from '../../state/atoms.ts';
import { useAtomValue } from '../../ui/atomHooks.ts';
import { ChallengeQuestion } from '../../ui/controls/ChallengeQuestion.tsx';
import { useAccountText } from '../accountText.ts';

export function ChallengeAlert() {
  const t = useAccountText();
  const alert = useAtomValue(alertAtom);
  return alert?.kind === 'challenge' ? <ChallengeQuestion t={t} proceed={alert.proceed} decline={alert.decline} /> : null;
}
