/**
 * What Verify confirms and resends, by purpose: a login or sign-up code (`flows/phoneCode.ts`:
 * the login rules, or the cooling-period page), or a password-reset code (`flows/passwordReset.ts`:
 * then ResetPassword, or the second verification first, after its notice).
 */
import { useSetAtom } from '../atomHooks.ts';
import type { Journey } from '../../flows/journey.ts';
import type { ResetVerification } from '../../flows/passwordReset.ts';
import type { SentCode } from '../../flows/phoneCode.ts';
import { internationalMobile } from '../../rules/mobileNumber.ts';
import phoneFormats from '../../rules/phoneFormats.ts';
import phoneMetadata from '../../rules/phoneMetadata.ts';
import { navigateAtom, showToastAtom, TOAST_DURATION_MS } from '../../state/atoms.ts';
import type { Flows } from '../flowHooks.ts';
import { usePopupEnv } from '../PopupEnv.ts';

/**
 * `+65 9123 4568`: the number grouped as its country writes it; as given when it is not a valid mobile
 * number. Here, with Verify, the one screen that shows a number: the formats stay off the Login path.
 */
function phoneForDisplay(dialCode: string, national: string): string {
  // Our regions' plans only, as the field rules use (rules/phoneMetadata.ts).
  return internationalMobile(`+${dialCode}${national}`, phoneMetadata, phoneFormats) ?? `+${dialCode} ${national}`;
}

export interface VerifyTask {
  /** Where the code went. */
  readonly text: string;
  readonly codeLength: number;
  /** Uses the code; throws what went wrong (a refusal is shown at the code field). */
  readonly confirm: (journey: Journey, flows: Flows, code: string) => Promise<void>;
  readonly resend: (journey: Journey, flows: Flows) => Promise<void>;
}

export function useOtpTask(sent: SentCode): VerifyTask {
  const { t } = usePopupEnv();
  return {
    text: t(sent.channel === 'WHATSAPP' ? 'verify.sentByWhatsapp' : 'verify.sentBySms', { phone: phoneForDisplay(sent.prefix, sent.phone) }),
    codeLength: sent.codeLength,
    confirm: (journey, flows, code) => flows.verifyPhoneCode(journey, sent, code),
    resend: (journey, flows) => flows.resendPhoneCode(journey, sent),
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
    confirm: async (journey, flows, code) => {
      const verified = await flows.verifyResetCode(journey, verification, code);
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
    resend: async (journey, flows) => {
      await flows.sendResetCode(journey, verification, true);
    },
  };
}
