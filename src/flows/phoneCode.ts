/**
 * Sending a one-time code to a phone (spec sections 4, 5 and 8): for SMS the phone is first checked
 * (type ADDRESS); PL-USER-RISK is silently ignored; the server's codeLength is kept for Verify.
 */
import { GATEWAY, type OtpType } from '../contract/calls.ts';
import type { DeliveryChannel } from '../contract/entities.ts';
import type { MemberClient } from '../member/memberClient.ts';
import { MemberError } from '../net/MemberError.ts';
import { DEFAULT_CODE_LENGTH } from '../rules/fieldRules.ts';

export interface PhoneCodeRequest {
  /** National number, digits only. */
  readonly phone: string;
  /** Dial code without the plus sign. */
  readonly prefix: string;
  readonly channel: DeliveryChannel;
  readonly type: OtpType;
  readonly isResend?: boolean;
}

export type SendOutcome =
  | { readonly type: 'sent'; readonly codeLength: number }
  /** The phone check said the number is not valid. */
  | { readonly type: 'invalid' }
  /** PL-USER-RISK: nothing is sent and nothing is said. */
  | { readonly type: 'ignored' };

export async function sendPhoneCode(client: Pick<MemberClient, 'gateway'>, request: PhoneCodeRequest): Promise<SendOutcome> {
  const { phone, prefix, channel, type, isResend = false } = request;
  if (channel === 'SMS' && !isResend) {
    const { isValid } = await client.gateway(GATEWAY.checkPhone, { type: 'ADDRESS', phone });
    if (!isValid) return { type: 'invalid' };
  }
  try {
    const { codeLength } = await client.gateway(GATEWAY.sendCode, { type, phone, phonePrefixCode: prefix, deliveryType: channel, isResend });
    return { type: 'sent', codeLength: codeLength ?? DEFAULT_CODE_LENGTH };
  } catch (error) {
    if (error instanceof MemberError && error.reaction({ call: 'sendCode' }).type === 'ignore') return { type: 'ignored' };
    throw error;
  }
}
