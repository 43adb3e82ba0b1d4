/**
 * Add or change mobile (`#/mobile/send`, the spec's member path): the number now (masked) or none
 * yet; a new number in the element's region, checked by the popup's phone rule (not the same as
 * the old one); Send code, which the service lets through only after a verification of the member
 * (the current number, or another method: the dialog opens by itself); then the code sent to the
 * new number. The old number keeps working until the new one is confirmed.
 */
import { useState, type FormEvent } from 'react';
import { REGIONS } from '../../../config/regions.ts';
import { TextField } from '../../../ui/controls/TextField.tsx';
import { bind, useField } from '../../../ui/controls/useField.ts';
import { useElementEnv } from '../../../ui/ElementEnv.ts';
import { useAccountText } from '../../accountText.ts';
import { useSecurityAction } from '../../flowHooks.ts';
import { CodeConfirm } from './CodeConfirm.tsx';
import { SecurityFrame } from './SecurityFrame.tsx';

export function ChangeMobile() {
  const t = useAccountText();
  return (
    <SecurityFrame title={t('mobile.title')}>
      {(security) => (
        <>
          <p part="text">{security.phone ? t('mobile.current', { phone: security.phone }) : t('mobile.none')}</p>
          <MobileForm />
        </>
      )}
    </SecurityFrame>
  );
}

function MobileForm() {
  const t = useAccountText();
  const { region } = useElementEnv();
  const run = useSecurityAction();
  const phone = useField('phone', { region });
  const [sent, setSent] = useState<{ codeLength: number; resendAfter: number }>();
  const [codeError, setCodeError] = useState<string>();
  const prefix = REGIONS[region].dialCode;

  const send = (resend: boolean, restart?: () => void) =>
    void run((flows, context, signal) => flows.sendPhoneChange(context, { prefix, number: phone.value, channel: 'SMS', resend }, signal), {
      done: (answer) => {
        if (answer.type !== 'codeSent') return;
        setSent(answer);
        restart?.();
      },
      fieldError: (text) => (sent ? setCodeError(text) : phone.setExternalError(text)),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    phone.touch();
    if (!phone.problem) send(false);
  };

  if (sent)
    return (
      <CodeConfirm
        target={`+${prefix} ${phone.value}`}
        codeLength={sent.codeLength}
        resendAfter={sent.resendAfter}
        error={codeError}
        onResend={(restart) => send(true, restart)}
        onBack={() => setSent(undefined)}
        backLabel={t('mobile.changeNumber')}
        onConfirm={(code, signOutOthers) =>
          void run((flows, context, signal) => flows.confirmPhoneChange(context, code, signOutOthers, signal), { fieldError: setCodeError })
        }
      />
    );
  return (
    <form part="card form" noValidate onSubmit={submit}>
      <TextField
        label={t('mobile.new')}
        type="tel"
        name="phone"
        inputMode="numeric"
        autoComplete="tel-national"
        {...bind(phone)}
        onValue={(value) => phone.setValue(value.replace(/[^\d]/g, ''))}
        prefix={<span part="phone-prefix">+{prefix}</span>}
      />
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
