/**
 * What Verify confirms and resends, by purpose: a login or sign-up code (verifyPhoneCode, then the
 * login rules; the cooling period goes to its page), or a password-reset code (then ResetPassword,
 * or the second verification first).
 */
import { useSetAtom } from 'jotai/react';
import { REST } from '../../contract/calls.ts';
import { CLOSE_ACCOUNT_FAILURE_PATH } from '../../config/memberPaths.ts';
import { sendResetCode, verifyResetCode, type ResetVerification } from '../../flows/passwordReset.ts';
import { sendPhoneCode } from '../../flows/phoneCode.ts';
import { asMemberError } from '../../net/MemberError.ts';
import { navigateAtom, showToastAtom, TOAST_DURATION_MS } from '../../state/atoms.ts';
import { useApplyLogin } from '../login/useLoginActions.ts';
import { pageNavigation } from '../pageNavigation.ts';
import { usePopupEnv } from '../PopupEnv.ts';
import type { SentCode } from '../ui/PhoneCodeForm.tsx';

export interface VerifyTask {
  /** Where the code went. */
  readonly text: string;
  readonly codeLength: number;
  /** Uses the code; throws what went wrong (shown as toast and inline message). */
  readonly confirm: (code: string) => Promise<void>;
  readonly resend: () => Promise<void>;
}

export function useOtpTask(sent: SentCode): VerifyTask {
  const { t, client } = usePopupEnv();
  const applyLogin = useApplyLogin();
  return {
    text: t(sent.channel === 'WHATSAPP' ? 'verify.sentByWhatsapp' : 'verify.sentBySms', { phone: `+${sent.prefix} ${sent.phone}` }),
    codeLength: sent.codeLength,
    confirm: async (code) => {
      try {
        const { loginResponseDTO } = await client.rest(REST.verifyPhoneCode, {
          type: sent.type,
          phone: sent.phone,
          code,
          phonePrefixCode: sent.prefix,
          deliveryType: sent.channel,
        });
        await applyLogin(loginResponseDTO);
      } catch (caught) {
        const failure = asMemberError(caught);
        if (failure.reaction({ call: sent.type === 'OTP_REGISTER' ? 'register' : 'other' }).type === 'coolingPeriodPage') {
          pageNavigation.assign(CLOSE_ACCOUNT_FAILURE_PATH);
          return;
        }
        throw failure;
      }
    },
    resend: async () => {
      await sendPhoneCode(client, { ...sent, isResend: true });
    },
  };
}

export function useResetTask(verification: ResetVerification): VerifyTask {
  const { t, client } = usePopupEnv();
  const navigate = useSetAtom(navigateAtom);
  const showToast = useSetAtom(showToastAtom);
  const { target, channel } = verification;
  return {
    text: channel === 'EMAIL' ? t('verify.sentByEmail', { target }) : t('verify.sentBySms', { phone: target }),
    codeLength: verification.codeLength,
    confirm: async (code) => {
      const verified = await verifyResetCode(client, verification, code);
      if (verified.type === 'secondVerification') {
        // The notice is read first, then the verification page.
        showToast({ kind: 'info', text: t('reset.secondVerification') });
        await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS));
        pageNavigation.assign(verified.url);
        return;
      }
      navigate({ type: 'replace', route: { name: 'ResetPassword', params: { token: verified.token } } });
    },
    resend: async () => {
      await sendResetCode(client, verification, true);
    },
  };
}
