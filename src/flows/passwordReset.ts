/**
 * The forgotten-password journey (spec section 4): apply for a reset token with the login name,
 * send a code to the account's phone or e-mail, verify it, then reset with the verified token. An
 * ACCOUNT_SECOND_VERIFICATION answer sends the shopper to the verification page first, with a way
 * back to the reset-password page. A reset answer's allow-listed `jumpUrl` is followed.
 */
import { GATEWAY, REST } from '../kernel/contract/calls.ts';
import { RESET_PASSWORD_PATH } from '../kernel/contract/memberPaths.ts';
import { DEFAULT_CODE_LENGTH } from '../kernel/rules/fieldRules.ts';
import { allowedUrl, checkJumpUrl, safeRedirect } from '../kernel/rules/redirect.ts';
import type { FlowContext } from './context.ts';
import { encryptedPassword } from './encryptedPassword.ts';
import { sceneFields } from './sceneFields.ts';
import { STAY, type Next, type ResetVerification } from './steps.ts';

export type { ResetVerification };

type Caller = Pick<FlowContext, 'client' | 'scene'>;
const TYPE = 'RESET_PASSWORD';

async function sendResetCode(context: Caller, verification: Omit<ResetVerification, 'codeLength'>, isResend: boolean, signal: AbortSignal): Promise<ResetVerification> {
  const { client } = context;
  const { token, target, channel } = verification;
  const scene = { ...sceneFields(context, 'resetPassword'), innerPageSource: 'resetPassword' as const };
  const { codeLength } =
    channel === 'EMAIL'
      ? await client.gateway(GATEWAY.sendVerificationEmailCode, { token, type: TYPE, email: target, isResend, deliveryType: 'EMAIL', ...scene }, { signal })
      : await client.gateway(GATEWAY.sendVerificationSms, { token, type: TYPE, phone: target, isResend }, { signal });
  return { ...verification, codeLength: codeLength ?? DEFAULT_CODE_LENGTH };
}

/** Applies for a reset token with the login name and sends its code, then Verify with it. */
export async function startPasswordReset(context: Caller, loginName: string, signal: AbortSignal): Promise<Next> {
  const target = loginName.trim();
  const { token } = await context.client.gateway(GATEWAY.applyResetPasswordWithSecurity, { tokenType: TYPE, loginName: target }, { signal });
  const verification = await sendResetCode(context, { purpose: 'reset', token, target, channel: target.includes('@') ? 'EMAIL' : 'SMS' }, false, signal);
  return { type: 'show', route: { name: 'Verify', step: { kind: 'reset', verification } } };
}

export async function resendResetCode(context: Caller, verification: ResetVerification, signal: AbortSignal): Promise<Next> {
  await sendResetCode(context, verification, true, signal);
  return STAY;
}

/**
 * Verifies the code, then ResetPassword in Verify's place (the code cannot be used twice); or, when
 * the account needs the second verification, its page after the notice, coming back to the
 * reset-password page. The account goes along for the password managers (ResetPassword's hidden
 * username).
 */
export async function verifyResetCode(
  { client, scene, page }: Caller & Pick<FlowContext, 'page'>,
  { verification, code }: { readonly verification: ResetVerification; readonly code: string },
  signal: AbortSignal,
): Promise<Next> {
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
    return { type: 'leave', url: url.href, notice: 'reset.secondVerification' };
  }
  return { type: 'show', route: { name: 'ResetPassword', token: answer.token, account: target }, replace: true };
}

/** Sets the new password with the verified token; an allow-listed `jumpUrl` in the answer is left for. */
export async function resetPassword(
  context: FlowContext,
  { token, password }: { readonly token: string; readonly password: string },
  signal: AbortSignal,
): Promise<Next> {
  const encrypted = await encryptedPassword(context, password);
  const { jumpUrl } = await context.client.rest(REST.resetPassword, { token, password: encrypted }, { signal });
  const jump = checkJumpUrl(jumpUrl, { base: context.page.url() });
  return jump.ok ? { type: 'leave', url: jump.url } : STAY;
}
