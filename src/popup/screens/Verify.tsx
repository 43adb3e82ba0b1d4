/**
 * Verify (spec sections 2 and 4), shared by code login, sign-up and the forgotten password: the
 * number with a change-number link, the code input, the 60-second resend countdown, Back and
 * Confirm. Without a number (or after change-number without a screen to go back to) it shows the
 * phone-input view: the phone, a consent box, Send and Fill in Later.
 */
import { useAtomValue, useSetAtom } from '../atomHooks.ts';
import { useState, type FormEvent } from 'react';
import { enums, is, literal, number, string, type } from 'superstruct';
import { OTP_TYPES } from '../../contract/calls.ts';
import { DELIVERY_CHANNELS } from '../../contract/entities.ts';
import type { ResetVerification } from '../../flows/passwordReset.ts';
import type { SentCode } from '../../flows/phoneCode.ts';
import { navigateAtom, popupAtom } from '../../state/atoms.ts';
import { currentRoute } from '../../state/routes.ts';
import { useAction } from '../flowHooks.ts';
import { usePopupEnv } from '../PopupEnv.ts';
import { AgreeBox, useAgreement } from '../ui/AgreeBox.tsx';
import { CodeInput } from '../ui/CodeInput.tsx';
import { PhoneCodeForm } from '../ui/PhoneCodeForm.tsx';
import { useCountdown } from '../ui/useCountdown.ts';
import { useScreenFocus } from '../ui/useScreenFocus.ts';
import { useOtpTask, useResetTask, type VerifyTask } from '../verify/tasks.ts';

export const RESEND_SECONDS = 60;

const SentCodeSchema = type({ phone: string(), prefix: string(), channel: enums(DELIVERY_CHANNELS), codeLength: number(), type: enums(OTP_TYPES) });
const ResetSchema = type({ purpose: literal('reset'), token: string(), target: string(), channel: enums(['SMS', 'EMAIL']), codeLength: number() });

export default function Verify() {
  const popup = useAtomValue(popupAtom);
  const params: unknown = currentRoute(popup).params;
  const canGoBack = popup.stack.length > 1;
  const [sent, setSent] = useState<SentCode | undefined>(is(params, SentCodeSchema) ? params : undefined);
  if (is(params, ResetSchema)) return <ResetEntry verification={params} canGoBack={canGoBack} />;
  return sent ? (
    <OtpEntry key={`${sent.prefix}${sent.phone}`} sent={sent} canGoBack={canGoBack} onChangeNumber={() => setSent(undefined)} />
  ) : (
    <PhoneEntry type={is(params, type({ type: enums(OTP_TYPES) })) ? params.type : 'OTP_LOGIN'} onSent={setSent} />
  );
}

function OtpEntry({ sent, canGoBack, onChangeNumber }: { sent: SentCode; canGoBack: boolean; onChangeNumber: () => void }) {
  return <CodeEntry task={useOtpTask(sent)} canGoBack={canGoBack} onChangeNumber={onChangeNumber} />;
}

function ResetEntry({ verification, canGoBack }: { verification: ResetVerification; canGoBack: boolean }) {
  const navigate = useSetAtom(navigateAtom);
  return <CodeEntry task={useResetTask(verification)} canGoBack={canGoBack} onChangeNumber={() => navigate({ type: 'replace', route: { name: 'ForgetPassword' } })} />;
}

function CodeEntry({ task, canGoBack, onChangeNumber }: { task: VerifyTask; canGoBack: boolean; onChangeNumber: () => void }) {
  const { t } = usePopupEnv();
  const navigate = useSetAtom(navigateAtom);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const countdown = useCountdown(RESEND_SECONDS);
  const run = useAction();
  const complete = code.length === task.codeLength;
  const ref = useScreenFocus<HTMLFormElement>();

  const confirm = (value: string) => run((journey, flows) => task.confirm(journey, flows, value), { fieldError: setError });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) void confirm(code);
  };

  const resend = () => {
    setCode('');
    setError(undefined);
    countdown.restart();
    void run((journey, flows) => task.resend(journey, flows));
  };

  return (
    <form part="screen screen-verify" noValidate onSubmit={submit} ref={ref}>
      <p part="text">{task.text}</p>
      <p part="form-links">
        <button type="button" part="link" onClick={() => (canGoBack ? navigate({ type: 'back' }) : onChangeNumber())}>
          {t('verify.changeNumber')}
        </button>
      </p>
      <CodeInput
        label={t('verify.code')}
        length={task.codeLength}
        value={code}
        onValue={(value) => {
          setCode(value);
          setError(undefined);
        }}
        onFilled={(value) => void confirm(value)}
        error={error}
      />
      <p part="resend">
        <button type="button" part="link" disabled={countdown.remaining > 0} onClick={resend}>
          {countdown.remaining > 0 ? t('verify.resendIn', { seconds: countdown.remaining }) : t('verify.resend')}
        </button>
      </p>
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

function PhoneEntry({ type: otpType, onSent }: { type: SentCode['type']; onSent: (sent: SentCode) => void }) {
  const { t } = usePopupEnv();
  const navigate = useSetAtom(navigateAtom);
  const consent = useAgreement(t('verify.agreeRequired'));
  const ref = useScreenFocus<HTMLDivElement>();
  return (
    <div part="screen screen-verify-phone" ref={ref}>
      <PhoneCodeForm type={otpType} onSent={onSent} beforeSend={consent.check}>
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
