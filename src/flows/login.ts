/**
 * How every login flow ends: the login answer is decided (spec section 4), with what this device
 * keeps of it (the trust token, the way the shopper logged in), before the flow hands the outcome to
 * the page side to finish (`page/finishLogin.ts`). The password a login sends is encrypted first
 * (encryptedPassword.ts).
 */
import type { LoginResponse } from '../kernel/contract/entities.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import type { FlowContext } from './context.ts';
import { rememberLoginMethod, type LoginMethod } from './loginMethod.ts';
import { decideNextStep } from './nextStep.ts';
import type { Next } from './steps.ts';
import { rememberTrustToken } from './trustToken.ts';

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
