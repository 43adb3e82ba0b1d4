/**
 * How every login journey begins and ends: the password is encrypted with the member service's
 * key before it is sent, and the login answer is decided (spec section 4) and handed to the page
 * side to carry out, unless the popup was closed meanwhile.
 */
import { encryptPassword } from '../security/encryptPassword.ts';
import type { LoginResponse } from '../contract/entities.ts';
import type { ApplyOptions, Journey } from './journey.ts';
import { decideNextStep } from './nextStep.ts';

/** The password encrypted with the `public-key` attribute; without a key nothing is ever sent. */
export async function encryptedPassword(journey: Pick<Journey, 'publicKey' | 'cipher'>, password: string): Promise<string> {
  if (!journey.publicKey) throw new Error('member-login-popup: the public-key attribute is missing; passwords are never sent in clear text');
  return encryptPassword(password, journey.publicKey, journey.cipher);
}

/** Decides what the login answered and carries it out; an aborted journey carries nothing out. */
export async function finishLogin(journey: Journey, response: LoginResponse | undefined, options: ApplyOptions = {}): Promise<void> {
  journey.signal?.throwIfAborted();
  const decision = decideNextStep(response, { page: journey.page.url() });
  await journey.effects.applyLogin({ response, decision }, options);
}
