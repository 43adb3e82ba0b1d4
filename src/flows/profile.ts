/**
 * ProfileComplete after a phone sign-up (spec section 4): the base info (nickname and password,
 * saved with the register token), then the other info (gender and birthday, saved to the profile).
 */
import { GATEWAY } from '../contract/calls.ts';
import type { Journey } from './journey.ts';
import { encryptedPassword } from './login.ts';

export interface BaseInfo {
  readonly token: string;
  /** Empty keeps the phone number as the nickname. */
  readonly nickname: string;
  readonly password: string;
}

export interface OtherInfo {
  readonly gender: 'male' | 'female';
  /** `YYYY-MM-DD`. */
  readonly birthday: string;
}

export async function saveBaseInfo(journey: Journey, { token, nickname, password }: BaseInfo): Promise<void> {
  const name = nickname.trim();
  const encrypted = await encryptedPassword(journey, password);
  await journey.client.gateway(GATEWAY.completeProfileByRegisterToken, { token, ...(name ? { name } : {}), password: encrypted }, { signal: journey.signal });
}

export async function saveOtherInfo(journey: Pick<Journey, 'client' | 'signal'>, info: OtherInfo): Promise<void> {
  await journey.client.gateway(GATEWAY.updateUserProfile, info, { signal: journey.signal });
}
