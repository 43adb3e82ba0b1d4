/**
 * How every login flow begins and ends: the password is encrypted with the member service's key
 * before it is sent, and the login answer is decided (spec section 4), with what this device keeps
 * of it (the trust token, the way the shopper logged in), before the flow hands the outcome to the
 * page side to finish (`page/finishLogin.ts`).
 */
import type { LoginResponse } from '../contract/entities.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { encryptPassword } from '../security/encryptPassword.ts';
import type { FlowContext } from './context.ts';
import { rememberLoginMethod, type LoginMethod } from './loginMethod.ts';
import { decideNextStep } from './nextStep.ts';
import type { Next } from './steps.ts';
import { rememberTrustToken } from './trustToken.ts';

/** The password encrypted with the `public-key` attribute; without a key nothing is ever sent. */
export async function encryptedPassword(context: Pick<FlowContext, 'publicKey' | 'cipher'>, password: string): Promise<string> {
  if (!context.publicKey) throw new Error('member-login-popup: the public-key attribute is missing; passwords are never sent in clear text');
  return encryptPassword(password, context.publicKey, context.cipher);
}

export interface ConcludeOptions {
  /** The way the shopper logged in, kept for the next visit's Login. */
  readonly method?: LoginMethod;
  /** A success notice read before the popup moves on. */
  readonly notice?: MessageKey;
}

/**
 * Decides what the login answered. A member who is in keeps the trust token on this device; the
 * login method is kept whatever the next step. An aborted call decides nothing.
 */
export function concludeLogin(
  { page, landing }: Pick<FlowContext, 'page' | 'landing'>,
  response: LoginResponse | undefined,
  signal?: AbortSignal,
  options: ConcludeOptions = {},
): Next {
  signal?.throwIfAborted();
  const decision = decideNextStep(response, { page: page.url(), landing });
  if (response && decision.loggedIn) rememberTrustToken(() => page.local(), response.loginSuccessTrustToken);
  if (options.method) rememberLoginMethod(page, options.method);
  return { type: 'login', outcome: { response, decision, ...(options.notice ? { notice: options.notice } : {}) } };
}
