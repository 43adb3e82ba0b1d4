/**
 * Restoring an account pending deletion (spec section 4, DELETION_COOL_CONFIRM): the cancel call
 * with the deletion cancel token, then the login it answers, carried out once the success notice
 * could be read.
 */
import { GATEWAY } from '../contract/calls.ts';
import type { Journey } from './journey.ts';
import { finishLogin } from './login.ts';

export async function restoreAccount(journey: Journey, token: string, { restored, noticeMs }: { restored: () => void; noticeMs: number }): Promise<void> {
  const { loginResponse } = await journey.client.gateway(GATEWAY.cancelDeletion, { token }, { signal: journey.signal });
  restored();
  await finishLogin(journey, loginResponse, { delayMs: noticeMs });
}
