/**
 * A phone or e-mail change (`ChangeByCode`): the new one typed (the page's field), Send code, then
 * the code sent to it (`CodeConfirm`: a resend after the countdown, "sign out of every other
 * device" ticked, and the way back to change what was typed, kept). The service asks for a
 * verification before it sends (the dialog opens by itself); the old phone or e-mail keeps working
 * until the new one is confirmed.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AccountAnswer } from '../../../flows/account/answers.ts';
import { CodeEntry } from '../../../ui/controls/CodeEntry.tsx';
import { FormButtons as ConfirmButtons } from '../../../ui/controls/FormButtons.tsx';
import type { Field } from '../../../ui/controls/useField.ts';
import { useAccountText } from '../../common/accountText.ts';
import type { ActionHandlers } from '../../../ui/actions.ts';
import { useSecurityAction, type SecurityRunAction } from '../../run/flowHooks.ts';
import { FormButtons } from '../../parts/FormButtons.tsx';
import { SignOutOthers } from './SecurityFrame.tsx';

export interface ChangeByCodeProps {
  /** The new phone or e-mail: its rules are checked before anything is sent. */
  readonly field: Field;
  /** The new one as the code's notice names it. */
  readonly target: string;
  /** The way back from the code to what was typed (Change number, Change address). */
  readonly backLabel: string;
  /** Sends the code (`resend`: again) by running the change's flow. */
  readonly send: (run: SecurityRunAction, resend: boolean, handlers: ActionHandlers<AccountAnswer>) => Promise<void>;
  /** The change's flow that confirms it with the code. */
  readonly confirm: 'confirmPhoneChange' | 'confirmEmailChange';
  /** The field's input. */
  readonly children: ReactNode;
}

export function ChangeByCode({ field, target, backLabel, send, confirm, children }: ChangeByCodeProps) {
  const t = useAccountText();
  const run = useSecurityAction();
  const [sent, setSent] = useState<{ codeLength: number; resendAfter: number }>();
  const [codeError, setCodeError] = useState<string>();

  const sendCode = (resend: boolean, restart?: () => void) =>
    void send(run, resend, {
      done: (answer) => {
        if (answer.type !== 'codeSent') return;
        setSent(answer);
        restart?.();
      },
      fieldError: (text) => (sent ? setCodeError(text) : field.setExternalError(text)),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    field.touch();
    if (!field.problem) sendCode(false);
  };

  if (sent)
    return (
      <CodeConfirm
        target={target}
        codeLength={sent.codeLength}
        resendAfter={sent.resendAfter}
        error={codeError}
        onResend={(restart) => sendCode(true, restart)}
        onBack={() => setSent(undefined)}
        backLabel={backLabel}
        onConfirm={(code, signOutOthers) => void run(confirm, { code, signOutOthers }, { fieldError: setCodeError })}
      />
    );
  return (
    <form part="card form" noValidate onSubmit={submit}>
      {children}
      <FormButtons cancelTo={{ name: 'dashboard' }} submitLabel={t('verify.sendCode')} />
    </form>
  );
}

interface CodeConfirmProps {
  readonly target: string;
  readonly codeLength: number;
  readonly resendAfter: number;
  readonly error: string | undefined;
  readonly onConfirm: (code: string, signOutOthers: boolean) => void;
  readonly onResend: (restart: () => void) => void;
  readonly onBack: () => void;
  readonly backLabel: string;
}

function CodeConfirm({ target, codeLength, resendAfter, error, onConfirm, onResend, onBack, backLabel }: CodeConfirmProps) {
  const t = useAccountText();
  const [code, setCode] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [incomplete, setIncomplete] = useState(false);
  // A new step: the focus goes to the code, where the shopper types next.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIncomplete(code.length !== codeLength);
    if (code.length === codeLength) onConfirm(code, signOutOthers);
  };
  return (
    <form part="card form" noValidate onSubmit={submit} ref={form}>
      <p part="text" role="status">
        {t('verify.codeSent', { length: String(codeLength), target })}
      </p>
      <CodeEntry
        label={t('verify.code')}
        length={codeLength}
        value={code}
        onValue={setCode}
        onFilled={() => setIncomplete(false)}
        error={incomplete ? t('rule.codeLength', { length: codeLength }) : error}
        resend={{ seconds: resendAfter, onResend, t }}
      />
      <SignOutOthers checked={signOutOthers} onChange={setSignOutOthers} />
      <ConfirmButtons secondary={backLabel} onSecondary={onBack} />
    </form>
  );
}
