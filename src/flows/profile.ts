/**
 * ProfileComplete after a sign-up (spec section 4): the base info (nickname and password,
 * saved with the register token), then the other info (gender and birthday, saved to the profile).
 */
import { GATEWAY } from '../kernel/contract/calls.ts';
import type { FlowContext } from './context.ts';
import { endJourney } from './nextStep.ts';
import { encryptedPassword } from './encryptedPassword.ts';
import type { Next } from './steps.ts';

export interface BaseInfo {
  readonly token: string;
  /** Empty keeps the phone number as the nickname. */
  readonly nickname: string;
  /** Empty when the sign-up set it already (an e-mail sign-up's). */
  readonly password: string;
}

export interface OtherInfo {
  readonly gender: 'male' | 'female';
  /** `YYYY-MM-DD`. */
  readonly birthday: string;
}

/** Saves the base info, then the other info's step. */
export async function saveBaseInfo(context: FlowContext, { token, nickname, password }: BaseInfo, signal: AbortSignal): Promise<Next> {
  const name = nickname.trim();
  const encrypted = password ? { password: await encryptedPassword(context, password) } : {};
  await context.client.gateway(GATEWAY.completeProfileByRegisterToken, { token, ...(name ? { name } : {}), ...encrypted }, { signal });
  return { type: 'show', route: { name: 'ProfileComplete', step: { kind: 'other' } } };
}

/** Saves the other info: the journey is over (the page presentation leaves for its landing). */
export async function saveOtherInfo(context: Pick<FlowContext, 'client' | 'page' | 'landing'>, info: OtherInfo, signal: AbortSignal): Promise<Next> {
  await context.client.gateway(GATEWAY.updateUserProfile, info, { signal });
  return endJourney(context);
}
