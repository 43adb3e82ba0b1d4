/**
 * What Verify confirms and resends, by purpose: a login or sign-up code (`flows/phoneCode.ts`:
 * the login rules, or the cooling-period page), or a password-reset code (`flows/passwordReset.ts`:
 * then ResetPassword, or the second verification first, after its notice).
 */
import { useSetAtom } from 'jotai/react';
import type { Journey } from '../../flows/journey.ts';
import { rememberLoginMethod } from '../../flows/loginMethod.ts';
import { sendResetCode, verifyResetCode, type ResetVerification } from '../../flows/passwordReset.ts';
import { resendPhoneCode, verifyPhoneCode, type SentCode } from '../../flows/phoneCode.ts';
import { navigateAtom, showToastAtom, TOAST_DURATION_MS } from '../../state/atoms.ts';
import { usePopupEnv } from '../PopupEnv.ts';
import { phoneForDisplay } from '../ui/typedText.ts';

export interface VerifyTask {
  /** Where the code went. */
  readonly text: string;
  readonly codeLength: number;
  /** Uses the code; throws what went wrong (a refusal is shown at the code field). */
  readonly confirm: (journey: Journey, code: string) => Promise<void>;
  readonly resend: (journey: Journey) => Promise<void>;
}

export function useOtpTask(sent: SentCode): VerifyTask {
  const { t } = usePopupEnv();
  return {
    text: t(sent.channel === 'WHATSAPP' ? 'verify.sentByWhatsapp' : 'verify.sentBySms', { phone: phoneForDisplay(sent.prefix, sent.phone) }),
    codeLength: sent.codeLength,
    confirm: async (journey, code) => {
      await verifyPhoneCode(journey, sent, code);
      if (sent.type === 'OTP_LOGIN') rememberLoginMethod(journey.page, 'code');
    },
    resend: (journey) => resendPhoneCode(journey, sent),
  };
}

export function useResetTask(verification: ResetVerification): VerifyTask {
  const { t } = usePopupEnv();
  const navigate = useSetAtom(navigateAtom);
  const showToast = useSetAtom(showToastAtom);
  const { target, channel } = verification;
  return {
    text: channel === 'EMAIL' ? t('verify.sentByEmail', { target }) : t('verify.sentBySms', { phone: target }),
    codeLength: verification.codeLength,
    confirm: async (journey, code) => {
      const verified = await verifyResetCode(journey, verification, code, journey.page.url());
      if (verified.type === 'secondVerification') {
        // The notice is read first, then the verification page.
        showToast({ kind: 'info', text: t('reset.secondVerification') });
        await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS));
        journey.page.assign(verified.url);
        return;
      }
      // The account goes along for the password managers (the hidden username of ResetPassword).
      navigate({ type: 'replace', route: { name: 'ResetPassword', params: { token: verified.token, account: target } } });
    },
    resend: async (journey) => {
      await sendResetCode(journey, verification, true);
    },
  };
}
