/**
 * Finishes a login (spec section 4), for the popup and for the Google return page alike, in one
 * place: the `next-step` event first (a host that prevents its default takes over), then
 * `login-success` when the member is in, and the user id cookie; after a success notice has been
 * read (when the flow gave one), the popup's own move: close, leave the page, ask to restore, or go
 * on to ProfileComplete. (The flow already kept the trust token and the login method.)
 */
import { emit } from '../events.ts';
import { hasNoPasskey } from '../kernel/contract/passkeyFlags.ts';
import { passkeysSupported } from '../security/passkeySupport.ts';
import type { Translate } from '../i18n/catalogue.ts';
import type { NextStepDecision } from '../flows/nextStep.ts';
import type { Page } from '../flows/page.ts';
import type { LoginOutcome } from '../flows/steps.ts';
import type { MemberClient } from '../member/memberClient.ts';
import { ensureUserIdCookieReported } from '../member/userIdCookie.ts';
import { alertAtom, navigateAtom } from '../state/atoms.ts';
import type { PopupStore } from '../state/store.ts';
import { elementReporter } from './elementReporter.ts';
import { markSecondVerification } from './secondVerification.ts';
import { showNotice } from './showNotice.ts';

/** Where a login is finished: the element, its store and member api, and the page. */
export interface LoginTarget {
  readonly host: HTMLElement;
  readonly store: PopupStore;
  readonly client: MemberClient;
  readonly page: Page;
  /** The popup's texts, for a notice. */
  readonly t: Translate;
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
      store.set(navigateAtom, { type: 'show', route: { name: 'ProfileComplete', step: decision.step } });
  }
}

export async function finishLogin(target: LoginTarget, { response, decision, notice }: LoginOutcome): Promise<void> {
  const action = response?.loginNextStepAction;
  let runDefault = true;
  if (action && decision.type !== 'done' && decision.type !== 'close') {
    runDefault = emit(target.host, 'next-step', { action, data: response.loginNextStepActionData ?? {} });
  }
  if (response && decision.loggedIn) {
    const { user } = response;
    emit(target.host, 'login-success', {
      result: response,
      ...(user
        ? { user: { id: user.id, ...(user.name ? { name: user.name } : {}), ...(user.email ? { email: user.email } : {}), ...(user.phone ? { phone: user.phone } : {}) } }
        : {}),
      ...(hasNoPasskey(response) && passkeysSupported() ? { offerPasskey: true } : {}),
    });
    await ensureUserIdCookieReported(target.client, elementReporter(target.host, target.store));
  }
  if (notice) await showNotice(target.store, target.t, 'success', notice);
  if (runDefault && action === 'SECOND_VERIFICATION' && decision.type === 'navigate') markSecondVerification(target.page);
  if (runDefault) runDecision(target, decision);
  else target.store.set(navigateAtom, { type: 'close', reason: 'done' });
}
