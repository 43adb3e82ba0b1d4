/**
 * Verify (spec sections 2 and 4), shared by code login, sign-up and the forgotten password: the
 * number with a change-number link, the code input, the 60-second resend countdown, Back and
 * Confirm. Without a number (or after change-number without a screen to go back to) it shows the
 * phone-input view: the phone, a consent box, Send and Fill in Later.
 */
import { useAtomValue, useSetAtom } from '../../ui/atomHooks.ts';
import { useState, type FormEvent } from 'react';
import type { SentCode } from '../../flows/phoneCode.ts';
import type { ResetVerification } from '../../flows/passwordReset.ts';
import type { VerifyStep } from '../../flows/steps.ts';
import { internationalMobile } from '../../kernel/rules/internationalMobile.ts';
import phoneFormats from '../../rules/phoneFormats.ts';
import phoneMetadata from '../../kernel/rules/phoneMetadata.ts';
import { navigateAtom, popupAtom } from '../../state/atoms.ts';
import { currentRoute } from '../../state/routes.ts';
import { useAction } from '../run/flowHooks.ts';
import { useResetAction } from '../reset/resetFlows.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { AgreeBox, useAgreement } from '../../ui/controls/AgreeBox.tsx';
import { CodeEntry } from '../../ui/controls/CodeEntry.tsx';
import { PhoneCodeForm } from '../ui/PhoneCodeForm.tsx';
import { RESEND_SECONDS } from '../../config/limits.ts';
import { useScreenFocus } from '../../ui/controls/useScreenFocus.ts';

/**
 * `+65 9123 4568`: the number grouped as its country writes it; as given when it is not a valid mobile
 * number. Here, with Verify, the one screen that shows a number: the formats stay off the Login path.
 */
function phoneForDisplay(dialCode: string, national: string): string {
  // Our regions' plans only, as the field rules use (kernel/rules/phoneMetadata.ts).
  return internationalMobile(`+${dialCode}${national}`, phoneMetadata, phoneFormats) ?? `+${dialCode} ${national}`;
}

export default function Verify() {
  const popup = useAtomValue(popupAtom);
  const route = currentRoute(popup);
  const step: VerifyStep = route.name === 'Verify' ? route.step : { kind: 'phone', otpType: 'OTP_LOGIN' };
  const canGoBack = popup.stack.length > 1;
  switch (step.kind) {
    case 'phone':
      return <PhoneEntry type={step.otpType} />;
    case 'code':
      return <OtpEntry key={`${step.sent.prefix}${step.sent.phone}`} sent={step.sent} canGoBack={canGoBack} />;
    case 'reset':
      return <ResetEntry verification={step.verification} canGoBack={canGoBack} />;
  }
}

/** What the code field confirms and resends, and where "change number" goes without a screen to go back to. */
interface CodeTask {
  /** Where the code went. */
  readonly text: string;
  readonly codeLength: number;
  readonly confirm: (code: string, fieldError: (text: string) => void) => Promise<void>;
  readonly resend: () => Promise<void>;
  readonly changeNumber: () => void;
}

function OtpEntry({ sent, canGoBack }: { sent: SentCode; canGoBack: boolean }) {
  const { t } = useElementEnv();
  const navigate = useSetAtom(navigateAtom);
  const run = useAction();
  const task: CodeTask = {
    text: t(sent.channel === 'WHATSAPP' ? 'verify.sentByWhatsapp' : 'verify.sentBySms', { phone: phoneForDisplay(sent.prefix, sent.phone) }),
    codeLength: sent.codeLength,
    confirm: (code, fieldError) => run('verifyPhoneCode', { sent, code }, { fieldError }),
    resend: () => run('resendPhoneCode', sent),
    changeNumber: () => navigate({ type: 'replace', route: { name: 'Verify', step: { kind: 'phone', otpType: sent.type } } }),
  };
  return <CodeStep task={task} canGoBack={canGoBack} />;
}

function ResetEntry({ verification, canGoBack }: { verification: ResetVerification; canGoBack: boolean }) {
  const { t } = useElementEnv();
  const navigate = useSetAtom(navigateAtom);
  const run = useResetAction();
  const { target, channel } = verification;
  const task: CodeTask = {
    text: channel === 'EMAIL' ? t('verify.sentByEmail', { target }) : t('verify.sentBySms', { phone: target }),
    codeLength: verification.codeLength,
    confirm: (code, fieldError) => run('verifyResetCode', { verification, code }, { fieldError }),
    resend: () => run('resendResetCode', verification),
    changeNumber: () => navigate({ type: 'replace', route: { name: 'ForgetPassword' } }),
  };
  return <CodeStep task={task} canGoBack={canGoBack} />;
}

function CodeStep({ task, canGoBack }: { task: CodeTask; canGoBack: boolean }) {
  const { t } = useElementEnv();
  const navigate = useSetAtom(navigateAtom);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const complete = code.length === task.codeLength;
  const ref = useScreenFocus<HTMLFormElement>();

  const confirm = (value: string) => task.confirm(value, setError);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) void confirm(code);
  };

  const resend = (restart: () => void) => {
    setCode('');
    setError(undefined);
    restart();
    void task.resend();
  };

  return (
    <form part="screen screen-verify" noValidate onSubmit={submit} ref={ref}>
      <p part="text">{task.text}</p>
      <p part="form-links">
        <button type="button" part="link" onClick={() => (canGoBack ? navigate({ type: 'back' }) : task.changeNumber())}>
          {t('verify.changeNumber')}
        </button>
      </p>
      <CodeEntry
        label={t('verify.code')}
        length={task.codeLength}
        value={code}
        onValue={(value) => {
          setCode(value);
          setError(undefined);
        }}
        onFilled={(value) => void confirm(value)}
        error={error}
        resend={{ seconds: RESEND_SECONDS, onResend: resend, t, paragraph: true }}
      />
      <div part="buttons">
        <button type="button" part="button button-secondary" onClick={() => navigate({ type: 'back' })}>
          {t('popup.back')}
        </button>
        <button type="submit" part="button button-primary" disabled={!complete}>
          {t('common.confirm')}
        </button>
      </div>
    </form>
  );
}

function PhoneEntry({ type: otpType }: { type: SentCode['type'] }) {
  const { t } = useElementEnv();
  const navigate = useSetAtom(navigateAtom);
  const consent = useAgreement(t('verify.agreeRequired'));
  const ref = useScreenFocus<HTMLDivElement>();
  return (
    <div part="screen screen-verify-phone" ref={ref}>
      <PhoneCodeForm type={otpType} beforeSend={consent.check}>
        <AgreeBox {...consent.box}>{t('verify.agree')}</AgreeBox>
      </PhoneCodeForm>
      <div part="buttons">
        <button type="button" part="button button-secondary" onClick={() => navigate({ type: 'close', reason: 'user' })}>
          {t('common.fillInLater')}
        </button>
      </div>
    </div>
  );
}
