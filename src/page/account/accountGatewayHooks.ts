/**
 * What the gateway asks of `<member-account>`: a session that expired opens the page's login popup
 * and the call goes on after the login (or fails when the member closes it); the anti-bot challenge
 * opens in its own window (when the browser blocks it, a dialog over the member area asks the
 * member to open it); a traffic limit is the spec's retry-later dialog (kept until the member area's
 * texts are here to say it); a session that ended wipes the member's stored drafts before the login; a call that needs the member to
 * verify first shows the verification over the page and goes on once it is passed (when the
 * shopper gives up, the UI cancels the action: nothing more is said).
 */
import { windowChallenge } from '../../member/pageHooks.ts';
import type { GatewayHooks } from '../../net/gatewayClient.ts';
import { accountTextAtom, forgetVisitAtom, verificationRequestAtom } from '../../state/account.ts';
import { alertAtom } from '../../state/atoms.ts';
import type { PopupStore } from '../../state/store.ts';
import { browserPage } from '../browserPage.ts';
import { elementChallengeAsk } from '../challengeAsk.ts';
import { wipeStoredDrafts } from './accountDrafts.ts';
import { loginThroughPopup } from './loginThroughPopup.ts';

export function accountGatewayHooks(host: HTMLElement, store: PopupStore): GatewayHooks {
  // The member area asks once it shows its texts.
  const ask = elementChallengeAsk(store, () => store.get(accountTextAtom) !== undefined);
  return {
    login: () => {
      // The session ended: what the member typed leaves the browser's storage (it stays on screen for the login to go on).
      wipeStoredDrafts();
      // So do the orders seen in this visit (the element's store).
      store.set(forgetVisitAtom);
      return loginThroughPopup(host, store);
    },
    challenge: (verifyUrl) => windowChallenge(verifyUrl, { ask }),
    redirect: (url) => browserPage.assign(url),
    verify: (needed) =>
      new Promise<void>((resolve, reject) => {
        store.set(verificationRequestAtom, {
          needed,
          settle: (passed) => {
            store.set(verificationRequestAtom, undefined);
            if (passed) resolve();
            else reject(new DOMException('The verification was not passed', 'AbortError'));
          },
        });
      }),
    retryLater: (message) => store.set(alertAtom, { kind: 'retryLater', message }),
  };
}
