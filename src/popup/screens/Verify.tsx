/**
 * Verify (spec sections 2 and 4), shared by code login and sign-up: the number with a
 * change-number link, the code input, the 60-second resend countdown, Back and Confirm. Without a
 * number (or after change-number without a screen to go back to) it shows the phone-input view:
 * the phone, a consent box, Send and Fill in Later.
 */
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useState } from 'react';
import { enums, is, number, string, type } from 'superstruct';
import { OTP_TYPES, REST } from '../../contract/calls.ts';
import { CLOSE_ACCOUNT_FAILURE_PATH } from '../../config/memberPaths.ts';
import { DELIVERY_CHANNELS } from '../../contract/entities.ts';
import { sendPhoneCode } from '../../flows/phoneCode.ts';
import { asMemberError } from '../../net/MemberError.ts';
import { navigateAtom, popupAtom, showToastAtom } from '../../state/atoms.ts';
import { useApplyLogin, useBusy, useErrorToast } from '../login/useLoginActions.ts';
import { pageNavigation } from '../pageNavigation.ts';
import { usePopupEnv } from '../PopupEnv.ts';
import { CodeInput } from '../ui/CodeInput.tsx';
import { PhoneCodeForm, type SentCode } from '../ui/PhoneCodeForm.tsx';
import { useCountdown } from '../ui/useCountdown.ts';

export const RESEND_SECONDS = 60;

const SentCodeSchema = type({ phone: string(), prefix: string(), channel: enums(DELIVERY_CHANNELS), codeLength: number(), type: enums(OTP_TYPES) });

export default function Verify() {
  const popup = useAtomValue(popupAtom);
  const route = popup.stack[popup.stack.length - 1];
  const params: unknown = route?.params;
  const [sent, setSent] = useState<SentCode | undefined>(is(params, SentCodeSchema) ? params : undefined);
  return sent ? (
    <CodeEntry key={`${sent.prefix}${sent.phone}`} sent={sent} canGoBack={popup.stack.length > 1} onChangeNumber={() => setSent(undefined)} />
  ) : (
    <PhoneEntry type={is(params, type({ type: enums(OTP_TYPES) })) ? params.type : 'OTP_LOGIN'} onSent={setSent} />
  );
}

function CodeEntry({ sent, canGoBack, onChangeNumber }: { sent: SentCode; canGoBack: boolean; onChangeNumber: () => void }) {
  const { t, client } = usePopupEnv();
  const navigate = useSetAtom(navigateAtom);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const countdown = useCountdown(RESEND_SECONDS);
  const busy = useBusy();
  const toastError = useErrorToast();
  const applyLogin = useApplyLogin();
  const complete = code.length === sent.codeLength;

  const confirm = async (value: string) => {
    try {
      await busy(async () => {
        const { loginResponseDTO } = await client.rest(REST.verifyPhoneCode, {
          type: sent.type,
          phone: sent.phone,
          code: value,
          phonePrefixCode: sent.prefix,
          deliveryType: sent.channel,
        });
        await applyLogin(loginResponseDTO);
      });
    } catch (caught) {
      const failure = asMemberError(caught);
      if (failure.reaction({ call: sent.type === 'OTP_REGISTER' ? 'register' : 'other' }).type === 'coolingPeriodPage') {
        pageNavigation.assign(CLOSE_ACCOUNT_FAILURE_PATH);
        return;
      }
      setError(toastError(failure).text);
    }
  };

  const resend = async () => {
    setCode('');
    setError(undefined);
    countdown.restart();
    try {
      await busy(() => sendPhoneCode(client, { ...sent, isResend: true }));
    } catch (caught) {
      toastError(caught);
    }
  };

  const number = `+${sent.prefix} ${sent.phone}`;
  return (
    <div part="screen screen-verify">
      <p part="text">{t(sent.channel === 'WHATSAPP' ? 'verify.sentByWhatsapp' : 'verify.sentBySms', { phone: number })}</p>
      <p part="form-links">
        <button type="button" part="link" onClick={() => (canGoBack ? navigate({ type: 'back' }) : onChangeNumber())}>
          {t('verify.changeNumber')}
        </button>
      </p>
      <CodeInput
        label={t('verify.code')}
        length={sent.codeLength}
        value={code}
        onValue={(value) => {
          setCode(value);
          setError(undefined);
        }}
        onFilled={(value) => void confirm(value)}
        error={error}
      />
      <p part="resend">
        <button type="button" part="link" disabled={countdown.remaining > 0} onClick={() => void resend()}>
          {countdown.remaining > 0 ? t('verify.resendIn', { seconds: countdown.remaining }) : t('verify.resend')}
        </button>
      </p>
      <div part="buttons">
        <button type="button" part="button button-secondary" onClick={() => navigate({ type: 'back' })}>
          {t('popup.back')}
        </button>
        <button type="button" part="button button-primary" disabled={!complete} onClick={() => void confirm(code)}>
          {t('common.confirm')}
        </button>
      </div>
    </div>
  );
}

function PhoneEntry({ type, onSent }: { type: SentCode['type']; onSent: (sent: SentCode) => void }) {
  const { t } = usePopupEnv();
  const navigate = useSetAtom(navigateAtom);
  const [agreed, setAgreed] = useState(false);
  const showToast = useSetAtom(showToastAtom);
  return (
    <div part="screen screen-verify-phone">
      <PhoneCodeForm
        type={type}
        onSent={onSent}
        beforeSend={() => {
          if (!agreed) showToast({ kind: 'error', text: t('verify.agreeRequired') });
          return agreed;
        }}
      >
        <label part="checkbox">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.currentTarget.checked)} />
          <span>{t('verify.agree')}</span>
        </label>
      </PhoneCodeForm>
      <div part="buttons">
        <button type="button" part="button button-secondary" onClick={() => navigate({ type: 'close', reason: 'user' })}>
          {t('common.fillInLater')}
        </button>
      </div>
    </div>
  );
}
