/**
 * Carries out what a login decided (spec section 4), for the popup and for the Google return page
 * alike: the `next-step` event first (a host that prevents its default takes over), then
 * `login-success` when the member is in, the trust token and the user id cookie, and finally the
 * popup's own move: close, leave the page, ask to restore, or go on to ProfileComplete.
 */
import { emit } from '../events.ts';
import type { ApplyOptions, LoginOutcome } from '../flows/journey.ts';
import type { NextStepDecision } from '../flows/nextStep.ts';
import type { Page } from '../flows/page.ts';
import { rememberTrustToken } from '../flows/trustToken.ts';
import type { MemberClient } from '../member/memberClient.ts';
import type { Reporter } from '../member/report.ts';
import { ensureUserIdCookie } from '../member/userIdCookie.ts';
import { GATEWAY } from '../contract/calls.ts';
import { alertAtom, navigateAtom } from '../state/atoms.ts';
import { elementReporter } from './elementReporter.ts';
import { markSecondVerification } from './secondVerification.ts';
import type { PopupStore } from '../state/store.ts';

export interface LoginTarget {
  readonly host: HTMLElement;
  readonly store: PopupStore;
  readonly client: MemberClient;
  readonly page: Page;
}

function runDecision({ store, page }: LoginTarget, decision: NextStepDecision): void {
  switch (decision.type) {
    case 'close':
      store.set(navigateAtom, { type: 'close', reason: 'done' });
      return;
    case 'done':
      if (decision.url) page.assign(decision.url);
      store.set(navigateAtom, { type: 'close', reason: 'done' });
      return;
    case 'navigate':
      page.assign(decision.url);
      return;
    case 'restore':
      store.set(alertAtom, { kind: 'restore', token: decision.token });
      return;
    case 'profile':
      // A new journey: the member is logged in, so there is no way back to the sign-up screens.
      store.set(navigateAtom, { type: 'show', route: { name: 'ProfileComplete', params: decision.params } });
  }
}

/** Sets the user id cookie when it is missing; what went wrong is reported (spec section 8). */
export async function userIdCookie(client: Pick<MemberClient, 'gateway'>, report: Reporter): Promise<void> {
  const outcome = await ensureUserIdCookie(client);
  if (outcome === 'NOT_LOGGED_IN' || outcome === 'CATCH_ERROR') report({ kind: 'user-id-cookie', key: outcome, api: GATEWAY.currentUser.api });
}

export async function applyLogin(target: LoginTarget, { response, decision }: LoginOutcome, { delayMs = 0 }: ApplyOptions = {}): Promise<void> {
  const action = response?.loginNextStepAction;
  let runDefault = true;
  if (action && decision.type !== 'done' && decision.type !== 'close') {
    runDefault = emit(target.host, 'next-step', { action, data: response.loginNextStepActionData ?? {} });
  }
  if (response && decision.loggedIn) {
    const { user } = response;
    rememberTrustToken(() => target.page.local(), response.loginSuccessTrustToken);
    emit(target.host, 'login-success', {
      result: response,
      ...(user
        ? { user: { id: user.id, ...(user.name ? { name: user.name } : {}), ...(user.email ? { email: user.email } : {}), ...(user.phone ? { phone: user.phone } : {}) } }
        : {}),
    });
    await userIdCookie(target.client, elementReporter(target.host, target.store));
  }
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (runDefault && action === 'SECOND_VERIFICATION' && decision.type === 'navigate') markSecondVerification(target.page);
  if (runDefault) runDecision(target, decision);
  else target.store.set(navigateAtom, { type: 'close', reason: 'done' });
}
