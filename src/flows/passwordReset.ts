/**
 * The forgotten-password journey (spec section 4): apply for a reset token with the login name,
 * send a code to the account's phone or e-mail, verify it, then reset with the verified token. An
 * ACCOUNT_SECOND_VERIFICATION answer sends the shopper to the verification page first, with a way
 * back to the reset-password page. A reset answer's allow-listed `jumpUrl` is followed.
 */
import { GATEWAY, REST } from '../contract/calls.ts';
import { RESET_PASSWORD_PATH } from '../contract/memberPaths.ts';
import { DEFAULT_CODE_LENGTH } from '../rules/fieldRules.ts';
import { allowedUrl, checkJumpUrl, safeRedirect } from '../security/redirect.ts';
import type { Journey } from './journey.ts';
import { encryptedPassword } from './login.ts';
import { sceneFields } from './scene.ts';

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

export type ResetVerified = { readonly type: 'reset'; readonly token: string } | { readonly type: 'secondVerification'; readonly url: string };

/** After the new password: the page was left for the answer's `jumpUrl`, or the success view. */
export type ResetDone = 'left' | 'done';

type Caller = Pick<Journey, 'client' | 'signal' | 'scene'>;
const TYPE = 'RESET_PASSWORD';

export async function sendResetCode(journey: Caller, verification: Omit<ResetVerification, 'codeLength'>, isResend = false): Promise<ResetVerification> {
  const { client, signal } = journey;
  const { token, target, channel } = verification;
  const scene = { ...sceneFields(journey, 'resetPassword'), innerPageSource: 'resetPassword' as const };
  const { codeLength } =
    channel === 'EMAIL'
      ? await client.gateway(GATEWAY.sendVerificationEmailCode, { token, type: TYPE, email: target, isResend, deliveryType: 'EMAIL', ...scene }, { signal })
      : await client.gateway(GATEWAY.sendVerificationSms, { token, type: TYPE, phone: target, isResend }, { signal });
  return { ...verification, codeLength: codeLength ?? DEFAULT_CODE_LENGTH };
}

export async function startPasswordReset(journey: Caller, loginName: string): Promise<ResetVerification> {
  const target = loginName.trim();
  const { token } = await journey.client.gateway(GATEWAY.applyResetPasswordWithSecurity, { tokenType: TYPE, loginName: target }, { signal: journey.signal });
  return sendResetCode(journey, { purpose: 'reset', token, target, channel: target.includes('@') ? 'EMAIL' : 'SMS' });
}

/** Verifies the code; `page` is the page the popup is on (the verification page comes back to it). */
export async function verifyResetCode(
  { client, signal, scene, page }: Caller & Pick<Journey, 'page'>,
  verification: ResetVerification,
  code: string,
): Promise<ResetVerified> {
  const { token, target, channel } = verification;
  const { shortUa } = scene();
  const answer =
    channel === 'EMAIL'
      ? await client.gateway(GATEWAY.verifyEmailCode, { type: TYPE, token, code, email: target, shortUa }, { signal })
      : await client.gateway(GATEWAY.verifyPhoneCode, { type: TYPE, token, code, phone: target, shortUa }, { signal });
  if (answer.tokenType === 'ACCOUNT_SECOND_VERIFICATION') {
    const base = { base: page.url() };
    const url = new URL(allowedUrl(answer.verifyUrl, base) ?? safeRedirect(undefined, undefined, base));
    if (!url.searchParams.has('redirect')) url.searchParams.set('redirect', safeRedirect(RESET_PASSWORD_PATH, undefined, base));
    return { type: 'secondVerification', url: url.href };
  }
  return { type: 'reset', token: answer.token };
}

/** Sets the new password with the verified token. */
export async function resetPassword(journey: Journey, token: string, password: string): Promise<ResetDone> {
  const encrypted = await encryptedPassword(journey, password);
  const { jumpUrl } = await journey.client.rest(REST.resetPassword, { token, password: encrypted }, { signal: journey.signal });
  const jump = checkJumpUrl(jumpUrl, { base: journey.page.url() });
  if (!jump.ok) return 'done';
  journey.page.assign(jump.url);
  return 'left';
}
