/**
 * Carries out what a login answered (spec section 4): the `next-step` event first (a host
 * that prevents its default takes over), then `login-success` when the member is in, the user id
 * cookie, and finally the popup's own move: close, leave the page, ask to restore, or go on to
 * ProfileComplete.
 */
import type { LoginResponse } from '../../contract/entities.ts';
import { emit } from '../../events.ts';
import { decideNextStep, type NextStepDecision } from '../../flows/nextStep.ts';
import type { MemberClient } from '../../member/memberClient.ts';
import { rememberTrustToken } from '../../member/trustToken.ts';
import { ensureUserIdCookie } from '../../member/userIdCookie.ts';
import { alertAtom, navigateAtom } from '../../state/atoms.ts';
import type { PopupStore } from '../../state/store.ts';
import { pageNavigation } from '../pageNavigation.ts';

export interface LoginTarget {
  readonly host: HTMLElement;
  readonly store: PopupStore;
  readonly client: MemberClient;
}

function runDecision({ store }: LoginTarget, decision: NextStepDecision): void {
  switch (decision.type) {
    case 'close':
      store.set(navigateAtom, { type: 'close', reason: 'done' });
      return;
    case 'done':
      if (decision.url) pageNavigation.assign(decision.url);
      store.set(navigateAtom, { type: 'close', reason: 'done' });
      return;
    case 'navigate':
      pageNavigation.assign(decision.url);
      return;
    case 'restore':
      store.set(alertAtom, { kind: 'restore', token: decision.token });
      return;
    case 'profile':
      store.set(navigateAtom, { type: 'replace', route: { name: 'ProfileComplete', params: decision.params } });
  }
}

/** Tells the host the member is in, and sets the user id cookie if it is missing. */
export async function announceLogin({ host, client }: LoginTarget, response: LoginResponse): Promise<void> {
  const { user } = response;
  rememberTrustToken(response.loginSuccessTrustToken);
  emit(host, 'login-success', {
    result: response,
    ...(user ? { user: { id: user.id, ...(user.name ? { name: user.name } : {}), ...(user.email ? { email: user.email } : {}), ...(user.phone ? { phone: user.phone } : {}) } } : {}),
  });
  const outcome = await ensureUserIdCookie(client);
  if (outcome === 'NOT_LOGGED_IN' || outcome === 'CATCH_ERROR') console.warn(`member-login-popup: user id cookie not set (${outcome})`);
}

export interface ApplyOptions {
  /** The page the popup is on. */
  readonly page?: string;
  /** Waits this long before the popup's own move, so that a notice can be read. */
  readonly delayMs?: number;
}

export async function applyLogin(target: LoginTarget, response: LoginResponse | undefined, { page = location.href, delayMs = 0 }: ApplyOptions = {}): Promise<void> {
  const decision = decideNextStep(response, { page });
  const action = response?.loginNextStepAction;
  let runDefault = true;
  if (action && decision.type !== 'done' && decision.type !== 'close') {
    runDefault = emit(target.host, 'next-step', { action, data: response.loginNextStepActionData ?? {} });
  }
  if (response && decision.loggedIn) await announceLogin(target, response);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (runDefault) runDecision(target, decision);
  else target.store.set(navigateAtom, { type: 'close', reason: 'done' });
}
