/**
 * The password as every flow sends it: encrypted with the member service's key (the `public-key`
 * attribute) before it leaves the page. A module of its own, so that the member area's flows that
 * send a password do not bring the login's answer handling (login.ts) with them.
 */
import { encryptPassword } from '../security/encryptPassword.ts';
import type { FlowContext } from './context.ts';

/** The password encrypted with the `public-key` attribute; without a key nothing is ever sent. */
export async function encryptedPassword(context: Pick<FlowContext, 'publicKey' | 'cipher'>, password: string): Promise<string> {
  if (!context.publicKey) throw new Error('member-login-popup: the public-key attribute is missing; passwords are never sent in clear text');
  return encryptPassword(password, context.publicKey, context.cipher);
}
