/**
 * Login and sign-up by a code sent to the phone (spec sections 4, 5 and 8): the channels the
 * service offers, sending the code (for SMS the phone is first checked, type ADDRESS; PL-USER-RISK
 * is silently ignored; the server's codeLength is kept for Verify), and confirming it: then the
 * next-step rules, or the registration-failure page in the cooling period. A wrong code still tries
 * to set the user id cookie.
 */
import { GATEWAY, REST, type OtpType } from '../kernel/contract/calls.ts';
import type { ChannelOption, DeliveryChannel, LoginResponse } from '../kernel/contract/entities.ts';
import { CLOSE_ACCOUNT_FAILURE_PATH } from '../kernel/contract/memberPaths.ts';
import { ensureUserIdCookieReported } from '../member/userIdCookie.ts';
import { asMemberError, MemberError } from '../net/MemberError.ts';
import { DEFAULT_CODE_LENGTH } from '../kernel/rules/fieldRules.ts';
import type { FlowContext } from './context.ts';
import { concludeLogin } from './login.ts';
import { sceneFields } from './sceneFields.ts';
import { STAY, type Next, type SentCode } from './steps.ts';

export type { SentCode };

export interface PhoneCodeRequest {
  /** National number, digits only. */
  readonly phone: string;
  /** Dial code without the plus sign. */
  readonly prefix: string;
  readonly channel: DeliveryChannel;
  readonly type: OtpType;
}

/** The journey a code of `type` belongs to. */
const journeyOf = (type: OtpType) => (type === 'OTP_REGISTER' ? 'signup' : 'codeLogin');

/** Used when the service offers no channel, or cannot say which. */
export const FALLBACK_CHANNELS: readonly ChannelOption[] = [{ type: 'SMS', text: 'SMS' }];

/** The channels the service offers (`checkSmsChannel`, with its static backup). */
export async function deliveryChannels({ client }: Pick<FlowContext, 'client'>, _input: undefined, signal: AbortSignal): Promise<readonly ChannelOption[]> {
  const { result } = await client.gateway(GATEWAY.checkSmsChannel, {}, { signal });
  return result.length ? result : FALLBACK_CHANNELS;
}

async function send(context: FlowContext, request: PhoneCodeRequest, isResend: boolean, signal: AbortSignal): Promise<number> {
  const { phone, prefix, channel, type } = request;
  const scene = sceneFields(context, journeyOf(type));
  const { codeLength } = await context.client.gateway(GATEWAY.sendCode, { type, phone, phonePrefixCode: prefix, deliveryType: channel, isResend, ...scene }, { signal });
  return codeLength ?? DEFAULT_CODE_LENGTH;
}

/**
 * Sends the code, then Verify with it. For SMS the phone is first checked (type ADDRESS): an invalid
 * one stays with the message at the phone; PL-USER-RISK stays and says nothing.
 */
export async function sendPhoneCode(context: FlowContext, request: PhoneCodeRequest, signal: AbortSignal): Promise<Next> {
  const { phone, prefix, channel, type } = request;
  if (channel === 'SMS') {
    const { isValid } = await context.client.gateway(GATEWAY.checkPhone, { type: 'ADDRESS', phone }, { signal });
    if (!isValid) return { type: 'stay', problem: 'rule.phoneInvalid' };
  }
  try {
    const codeLength = await send(context, request, false, signal);
    return { type: 'show', route: { name: 'Verify', step: { kind: 'code', sent: { phone, prefix, channel, type, codeLength } } } };
  } catch (error) {
    if (error instanceof MemberError && error.reaction({ call: 'sendCode' }).type === 'ignore') return STAY;
    throw error;
  }
}

export async function resendPhoneCode(context: FlowContext, sent: SentCode, signal: AbortSignal): Promise<Next> {
  await send(context, sent, true, signal);
  return STAY;
}

/** Confirms the code: a login (or sign-up) and its next step, or the registration-failure page. */
export async function verifyPhoneCode(context: FlowContext, { sent, code }: { readonly sent: SentCode; readonly code: string }, signal: AbortSignal): Promise<Next> {
  let response: LoginResponse | undefined;
  try {
    ({ loginResponseDTO: response } = await context.client.rest(
      REST.verifyPhoneCode,
      {
        type: sent.type,
        phone: sent.phone,
        code,
        phonePrefixCode: sent.prefix,
        deliveryType: sent.channel,
        loginType: 'PHONE_OTP',
        platform: context.scene().platform,
        ...sceneFields(context, journeyOf(sent.type)),
      },
      { signal },
    ));
  } catch (caught) {
    if (signal.aborted) throw caught;
    if (asMemberError(caught).reaction({ call: sent.type === 'OTP_REGISTER' ? 'register' : 'other' }).type === 'coolingPeriodPage') {
      return { type: 'leave', url: CLOSE_ACCOUNT_FAILURE_PATH };
    }
    // Spec section 8: after a failed code the user id cookie is still tried.
    await ensureUserIdCookieReported(context.client, context.report);
    throw caught;
  }
  return concludeLogin(context, response, signal, sent.type === 'OTP_LOGIN' ? { method: 'code' } : {});
}
