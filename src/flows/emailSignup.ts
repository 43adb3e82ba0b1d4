/**
 * Sign-up and login by a code sent to an e-mail address (issue 25, points 2 and 3;
 * `kernel/contract/emailSignup.ts`). Whether the address has an account is never told: a sign-up code is
 * "sent" either way (the owner of a registered address gets a notice instead, and the sign-up
 * answers as a wrong code), and the code step always offers to log in by a code instead. A login or
 * sign-up that made the address's guest orders the member's says how many: ProfileComplete shows
 * it with a link to the orders, and a login with nowhere of its own to go goes to the orders list
 * (in the popup and in the page presentation alike).
 */
import { EMAIL_SIGNUP } from '../kernel/contract/emailSignup.ts';
import type { LoginResponse } from '../kernel/contract/entities.ts';
import { PASSWORD_BREACHED_CODE, PASSWORD_COMMON_CODE } from '../kernel/contract/breachedPasswords.ts';
import { CLOSE_ACCOUNT_FAILURE_PATH, ORDERS_PAGE } from '../kernel/contract/memberPaths.ts';
import { asMemberError, MemberError } from '../net/MemberError.ts';
import { DEFAULT_CODE_LENGTH } from '../kernel/rules/fieldRules.ts';
import { safeRedirect } from '../kernel/rules/redirect.ts';
import type { FlowContext } from './context.ts';
import { encryptedPassword } from './encryptedPassword.ts';
import { concludeLogin } from './login.ts';
import { decideNextStep } from './nextStep.ts';
import { sceneFields } from './sceneFields.ts';
import { STAY, type EmailCode, type LoginOutcome, type Next } from './steps.ts';

export type { EmailCode };

/** The service refused the new password's rules (checked before the code). */
const PASSWORD_RULES_CODE = 'PL-USER-PASSWORD-RULES';

const journeyOf = (type: EmailCode['type']) => (type === 'OTP_REGISTER' ? 'signup' : 'codeLogin');

async function send(context: FlowContext, email: string, type: EmailCode['type'], isResend: boolean, signal: AbortSignal): Promise<number> {
  const scene = sceneFields(context, journeyOf(type));
  const { codeLength } = await context.client.gateway(EMAIL_SIGNUP.sendEmailCode, { type, email, isResend, ...scene }, { signal });
  return codeLength ?? DEFAULT_CODE_LENGTH;
}

/**
 * Sends a sign-up (`OTP_REGISTER`) or login (`OTP_LOGIN`) code to `email`, then Registry's code
 * step with it. PL-USER-RISK stays and says nothing, as for the phone.
 */
export async function sendEmailCode(context: FlowContext, request: { email: string; type: EmailCode['type'] }, signal: AbortSignal): Promise<Next> {
  const email = request.email.trim();
  try {
    const codeLength = await send(context, email, request.type, false, signal);
    return { type: 'show', route: { name: 'Registry', code: { email, type: request.type, codeLength } }, replace: true };
  } catch (error) {
    if (error instanceof MemberError && error.reaction({ call: 'sendCode' }).type === 'ignore') return STAY;
    throw error;
  }
}

export async function resendEmailCode(context: FlowContext, code: EmailCode, signal: AbortSignal): Promise<Next> {
  await send(context, code.email, code.type, true, signal);
  return STAY;
}

/**
 * What a login of `email` decided, with the guest orders it claimed: ProfileComplete learns the
 * account, that its password is set (a sign-up's), and the count; a login that claimed orders and
 * would go nowhere of its own (neither the page's `redirect` nor the server names a page) goes to
 * the orders list, not to the landing (the page presentation's dashboard) nor nowhere (the popup).
 */
export function withGuestOrders(next: Next, email: string, passwordSet: boolean, page: string): Next {
  if (next.type !== 'login') return next;
  const { outcome } = next;
  const claimed = outcome.response?.guestOrdersClaimed ?? 0;
  const { decision } = outcome;
  let changed: LoginOutcome['decision'] = decision;
  if (decision.type === 'profile' && decision.step.kind === 'base') {
    changed = { ...decision, step: { ...decision.step, email, ...(passwordSet ? { passwordSet } : {}), ...(claimed > 0 ? { guestOrders: claimed } : {}) } };
  } else if (decision.type === 'done' && claimed > 0 && !ownTarget(outcome.response, page)) {
    changed = { ...decision, url: safeRedirect(ORDERS_PAGE, undefined, { base: page }) };
  }
  return { type: 'login', outcome: { ...outcome, decision: changed } };
}

/** Where the login would go without a landing: the page's allowed `redirect`, else the server's `redirectUrl`. */
function ownTarget(response: LoginResponse | undefined, page: string): string | undefined {
  const decision = decideNextStep(response, { page });
  return decision.type === 'done' ? decision.url : undefined;
}

/** A refused sign-up: the recently deleted account's page, the password's rules (and a breached or common password) at the password, else the error. */
function refusedSignup(caught: unknown): Next {
  const error = asMemberError(caught);
  if (error.reaction({ call: 'register' }).type === 'coolingPeriodPage') return { type: 'leave', url: CLOSE_ACCOUNT_FAILURE_PATH };
  if (error.code === PASSWORD_RULES_CODE) return { type: 'stay', problem: 'rule.passwordMix' };
  if (error.code === PASSWORD_BREACHED_CODE) return { type: 'stay', problem: 'rule.passwordBreached' };
  if (error.code === PASSWORD_COMMON_CODE) return { type: 'stay', problem: 'rule.passwordCommon' };
  throw caught;
}

/** Signs the address up with its code and new password (encrypted as every password call's), then the login's next step. */
export async function registerByEmail(
  context: FlowContext,
  { sent, code, password: typed }: { readonly sent: EmailCode; readonly code: string; readonly password: string },
  signal: AbortSignal,
): Promise<Next> {
  const password = await encryptedPassword(context, typed);
  let response: LoginResponse | undefined;
  try {
    ({ loginResponseDTO: response } = await context.client.gateway(
      EMAIL_SIGNUP.registerByEmail,
      { email: sent.email, code, password, ...sceneFields(context, 'signup') },
      { signal },
    ));
  } catch (caught) {
    if (signal.aborted) throw caught;
    return refusedSignup(caught);
  }
  return withGuestOrders(concludeLogin(context, response, signal), sent.email, true, context.page.url());
}

/**
 * Logs the address's member in by its code (or signs a new one up, who then sets a password), then
 * the next step. The login method is not kept: Login's code tab is the phone's.
 */
export async function loginByEmailCode(context: FlowContext, { sent, code }: { readonly sent: EmailCode; readonly code: string }, signal: AbortSignal): Promise<Next> {
  const { loginResponseDTO } = await context.client.gateway(EMAIL_SIGNUP.loginByEmailCode, { email: sent.email, code, ...sceneFields(context, 'codeLogin') }, { signal });
  return withGuestOrders(concludeLogin(context, loginResponseDTO, signal), sent.email, false, context.page.url());
}
