/**
 * Login and sign-up by a code sent to the phone (spec sections 4, 5 and 8): the channels the
 * service offers, sending the code (for SMS the phone is first checked, type ADDRESS; PL-USER-RISK
 * is silently ignored; the server's codeLength is kept for Verify), and confirming it: then the
 * next-step rules, or the registration-failure page in the cooling period. A wrong code still tries
 * to set the user id cookie.
 */
import { GATEWAY, REST, type OtpType } from '../contract/calls.ts';
import type { ChannelOption, DeliveryChannel, LoginResponse } from '../contract/entities.ts';
import { CLOSE_ACCOUNT_FAILURE_PATH } from '../contract/memberPaths.ts';
import { asMemberError, MemberError } from '../net/MemberError.ts';
import { DEFAULT_CODE_LENGTH } from '../rules/fieldRules.ts';
import type { Journey } from './journey.ts';
import { finishLogin } from './login.ts';
import { rememberLoginMethod } from './loginMethod.ts';
import { sceneFields } from './scene.ts';

export interface PhoneCodeRequest {
  /** National number, digits only. */
  readonly phone: string;
  /** Dial code without the plus sign. */
  readonly prefix: string;
  readonly channel: DeliveryChannel;
  readonly type: OtpType;
  readonly isResend?: boolean;
}

/** A code on its way: what Verify needs to confirm it. */
export interface SentCode {
  readonly phone: string;
  readonly prefix: string;
  readonly channel: DeliveryChannel;
  readonly codeLength: number;
  readonly type: OtpType;
}

export type SendOutcome =
  | { readonly type: 'sent'; readonly code: SentCode }
  /** The phone check said the number is not valid. */
  | { readonly type: 'invalid' }
  /** PL-USER-RISK: nothing is sent and nothing is said. */
  | { readonly type: 'ignored' };

type Caller = Pick<Journey, 'client' | 'signal'>;
type Sender = Pick<Journey, 'client' | 'signal' | 'scene'>;

/** The journey a code of `type` belongs to. */
const journeyOf = (type: OtpType) => (type === 'OTP_REGISTER' ? 'signup' : 'codeLogin');

/** Used when the service offers no channel, or cannot say which. */
export const FALLBACK_CHANNELS: readonly ChannelOption[] = [{ type: 'SMS', text: 'SMS' }];

/** The channels the service offers (`checkSmsChannel`, with its static backup). */
export async function deliveryChannels({ client, signal }: Caller): Promise<readonly ChannelOption[]> {
  const { result } = await client.gateway(GATEWAY.checkSmsChannel, {}, { signal });
  return result.length ? result : FALLBACK_CHANNELS;
}

export async function sendPhoneCode(journey: Sender, request: PhoneCodeRequest): Promise<SendOutcome> {
  const { client, signal } = journey;
  const { phone, prefix, channel, type, isResend = false } = request;
  if (channel === 'SMS' && !isResend) {
    const { isValid } = await client.gateway(GATEWAY.checkPhone, { type: 'ADDRESS', phone }, { signal });
    if (!isValid) return { type: 'invalid' };
  }
  try {
    const scene = sceneFields(journey, journeyOf(type));
    const { codeLength } = await client.gateway(GATEWAY.sendCode, { type, phone, phonePrefixCode: prefix, deliveryType: channel, isResend, ...scene }, { signal });
    return { type: 'sent', code: { phone, prefix, channel, type, codeLength: codeLength ?? DEFAULT_CODE_LENGTH } };
  } catch (error) {
    if (error instanceof MemberError && error.reaction({ call: 'sendCode' }).type === 'ignore') return { type: 'ignored' };
    throw error;
  }
}

export async function resendPhoneCode(journey: Sender, sent: SentCode): Promise<void> {
  await sendPhoneCode(journey, { ...sent, isResend: true });
}

/** Confirms the code: a login (or sign-up) and its next step. */
export async function verifyPhoneCode(journey: Journey, sent: SentCode, code: string): Promise<void> {
  let response: LoginResponse | undefined;
  try {
    ({ loginResponseDTO: response } = await journey.client.rest(
      REST.verifyPhoneCode,
      {
        type: sent.type,
        phone: sent.phone,
        code,
        phonePrefixCode: sent.prefix,
        deliveryType: sent.channel,
        loginType: 'PHONE_OTP',
        platform: journey.scene().platform,
        ...sceneFields(journey, journeyOf(sent.type)),
      },
      { signal: journey.signal },
    ));
  } catch (caught) {
    if (journey.signal?.aborted) throw caught;
    if (asMemberError(caught).reaction({ call: sent.type === 'OTP_REGISTER' ? 'register' : 'other' }).type === 'coolingPeriodPage') {
      journey.page.assign(CLOSE_ACCOUNT_FAILURE_PATH);
      return;
    }
    // Spec section 8: after a failed code the user id cookie is still tried.
    await journey.effects.ensureUserIdCookie();
    throw caught;
  }
  await finishLogin(journey, response);
  if (sent.type === 'OTP_LOGIN') rememberLoginMethod(journey.page, 'code');
}
