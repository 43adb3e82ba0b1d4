/**
 * The forgotten-password journey (spec section 4): apply for a reset token with the login name,
 * send a code to the account's phone or e-mail, verify it, then reset with the verified token. An
 * ACCOUNT_SECOND_VERIFICATION answer sends the shopper to the verification page first, with a way
 * back to the reset-password page. Framework-free.
 */
import { RESET_PASSWORD_PATH } from '../config/memberPaths.ts';
import { GATEWAY } from '../contract/calls.ts';
import type { MemberClient } from '../member/memberClient.ts';
import { DEFAULT_CODE_LENGTH } from '../rules/fieldRules.ts';
import { allowedUrl, safeRedirect } from '../security/redirect.ts';

export type ResetChannel = 'SMS' | 'EMAIL';

/** What Verify needs to confirm a reset code. */
export interface ResetVerification {
  readonly purpose: 'reset';
  readonly token: string;
  /** The login name the code went to (a phone or an e-mail address). */
  readonly target: string;
  readonly channel: ResetChannel;
  readonly codeLength: number;
}

export type ResetVerified =
  | { readonly type: 'reset'; readonly token: string }
  | { readonly type: 'secondVerification'; readonly url: string };

type Client = Pick<MemberClient, 'gateway'>;
const TYPE = 'RESET_PASSWORD';

export async function sendResetCode(client: Client, verification: Omit<ResetVerification, 'codeLength'>, isResend = false): Promise<ResetVerification> {
  const { token, target, channel } = verification;
  const { codeLength } =
    channel === 'EMAIL'
      ? await client.gateway(GATEWAY.sendVerificationEmailCode, { token, type: TYPE, email: target, isResend })
      : await client.gateway(GATEWAY.sendVerificationSms, { token, type: TYPE, phone: target, isResend });
  return { ...verification, codeLength: codeLength ?? DEFAULT_CODE_LENGTH };
}

export async function startPasswordReset(client: Client, loginName: string): Promise<ResetVerification> {
  const target = loginName.trim();
  const { token } = await client.gateway(GATEWAY.applyResetPasswordWithSecurity, { tokenType: TYPE, loginName: target });
  return sendResetCode(client, { purpose: 'reset', token, target, channel: target.includes('@') ? 'EMAIL' : 'SMS' });
}

export async function verifyResetCode(client: Client, verification: ResetVerification, code: string, page: string = location.href): Promise<ResetVerified> {
  const { token, target, channel } = verification;
  const answer =
    channel === 'EMAIL'
      ? await client.gateway(GATEWAY.verifyEmailCode, { type: TYPE, token, code, email: target })
      : await client.gateway(GATEWAY.verifyPhoneCode, { type: TYPE, token, code, phone: target });
  if (answer.tokenType === 'ACCOUNT_SECOND_VERIFICATION') {
    const base = { base: page };
    const url = new URL(allowedUrl(answer.verifyUrl, base) ?? safeRedirect(undefined, undefined, base));
    if (!url.searchParams.has('redirect')) url.searchParams.set('redirect', safeRedirect(RESET_PASSWORD_PATH, undefined, base));
    return { type: 'secondVerification', url: url.href };
  }
  return { type: 'reset', token: answer.token };
}
