/**
 * The second step of a phone or e-mail change: the code sent to the new one, a resend after the
 * countdown, "sign out of every other device" (ticked), and Change number / address to go back
 * with what was typed kept. The old phone or e-mail keeps working until this is confirmed.
 */
import { useState, type FormEvent } from 'react';
import { CodeInput } from '../../../ui/controls/CodeInput.tsx';
import { useCountdown } from '../../../ui/controls/useCountdown.ts';
import { useAccountText } from '../../accountText.ts';
import { SignOutOthers } from './SecurityFrame.tsx';

export interface CodeConfirmProps {
  /** The new phone or e-mail, as typed. */
  readonly target: string;
  readonly codeLength: number;
  readonly resendAfter: number;
  readonly error: string | undefined;
  readonly onConfirm: (code: string, signOutOthers: boolean) => void;
  readonly onResend: (restart: () => void) => void;
  readonly onBack: () => void;
  readonly backLabel: string;
}

export function CodeConfirm({ target, codeLength, resendAfter, error, onConfirm, onResend, onBack, backLabel }: CodeConfirmProps) {
  const t = useAccountText();
  const [code, setCode] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [incomplete, setIncomplete] = useState(false);
  const countdown = useCountdown(resendAfter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIncomplete(code.length !== codeLength);
    if (code.length === codeLength) onConfirm(code, signOutOthers);
  };
  return (
    <form part="card form" noValidate onSubmit={submit}>
      <p part="text" role="status">
        {t('verify.codeSent', { length: String(codeLength), target })}
      </p>
      <CodeInput
        label={t('verify.code')}
        length={codeLength}
        value={code}
        onValue={setCode}
        onFilled={() => setIncomplete(false)}
        error={incomplete ? t('rule.codeLength', { length: codeLength }) : error}
      />
      <button type="button" part="link" disabled={countdown.remaining > 0} onClick={() => onResend(countdown.restart)}>
        {countdown.remaining > 0 ? t('verify.resendIn', { seconds: String(countdown.remaining) }) : t('verify.resend')}
      </button>
      <SignOutOthers checked={signOutOthers} onChange={setSignOutOthers} />
      <div part="buttons">
        <button type="button" part="button button-secondary" onClick={onBack}>
          {backLabel}
        </button>
        <button type="submit" part="button button-primary">
          {t('verify.confirm')}
        </button>
      </div>
    </form>
  );
}
