/**
 * Change e-mail (`#/email/change`, the spec's member path): the address now (masked) or none yet;
 * a new one by the spec's rules (6-60 characters, a valid address, not the old one); Send code,
 * which the service lets through only after a verification of the member; then the code sent to
 * the new address. The old address stays until the new one is confirmed; "This email is already
 * registered" comes from the service.
 */
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../ui/controls/TextField.tsx';
import { bind, useField } from '../../../ui/controls/useField.ts';
import { useAccountText } from '../../accountText.ts';
import { useSecurityAction } from '../../flowHooks.ts';
import { CodeConfirm } from './CodeConfirm.tsx';
import { SecurityFrame } from './SecurityFrame.tsx';

export function ChangeEmail() {
  const t = useAccountText();
  return (
    <SecurityFrame title={t('email.title')}>
      {(security) => (
        <>
          <p part="text">{security.email ? t('email.current', { email: security.email }) : t('email.none')}</p>
          <EmailForm />
        </>
      )}
    </SecurityFrame>
  );
}

function EmailForm() {
  const t = useAccountText();
  const run = useSecurityAction();
  const email = useField('email');
  const [sent, setSent] = useState<{ codeLength: number; resendAfter: number }>();
  const [codeError, setCodeError] = useState<string>();

  const send = (resend: boolean, restart?: () => void) =>
    void run((flows, context, signal) => flows.sendEmailChange(context, email.value, resend, signal), {
      done: (answer) => {
        if (answer.type !== 'codeSent') return;
        setSent(answer);
        restart?.();
      },
      fieldError: (text) => (sent ? setCodeError(text) : email.setExternalError(text)),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    email.touch();
    if (!email.problem) send(false);
  };

  if (sent)
    return (
      <CodeConfirm
        target={email.value.trim()}
        codeLength={sent.codeLength}
        resendAfter={sent.resendAfter}
        error={codeError}
        onResend={(restart) => send(true, restart)}
        onBack={() => setSent(undefined)}
        backLabel={t('email.changeAddress')}
        onConfirm={(code, signOutOthers) =>
          void run((flows, context, signal) => flows.confirmEmailChange(context, code, signOutOthers, signal), { fieldError: setCodeError })
        }
      />
    );
  return (
    <form part="card form" noValidate onSubmit={submit}>
      <TextField label={t('email.new')} type="email" name="email" autoComplete="email" {...bind(email)} />
      <div part="buttons">
        <a part="button button-secondary" href="#/profile/my">
          {t('common.cancel')}
        </a>
        <button type="submit" part="button button-primary">
          {t('verify.sendCode')}
        </button>
      </div>
    </form>
  );
}
