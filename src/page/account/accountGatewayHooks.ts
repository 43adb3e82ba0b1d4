/**
 * What the gateway asks of `<member-account>`: a session that expired opens the page's login popup
 * and the call goes on after the login (or fails when the member closes it); the anti-bot challenge
 * opens in its own window (when the browser blocks it, a dialog over the member area asks the
 * member to open it); the retry-later notice is a toast; a call that needs the member to
 * verify first shows the verification over the page and goes on once it is passed (when the
 * shopper gives up, the UI cancels the action: nothing more is said).
 */
import { messageText } from '../../i18n/userMessage.ts';
import { windowChallenge } from '../../member/pageHooks.ts';
import type { GatewayHooks } from '../../net/gatewayClient.ts';
import { accountTextAtom, verificationRequestAtom } from '../../state/account.ts';
import { showToastAtom } from '../../state/atoms.ts';
import type { PopupStore } from '../../state/store.ts';
import { browserPage } from '../browserPage.ts';
import { elementChallengeAsk } from '../challengeAsk.ts';
import { loginThroughPopup } from './loginThroughPopup.ts';

export function accountGatewayHooks(store: PopupStore): GatewayHooks {
  // The member area asks once it shows its texts.
  const ask = elementChallengeAsk(store, () => store.get(accountTextAtom) !== undefined);
  return {
    login: () => loginThroughPopup(store),
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
    retryLater: (message) => {
      const translate = store.get(accountTextAtom)?.t;
      if (translate) store.set(showToastAtom, { kind: 'error', text: messageText(message, translate) });
    },
  };
}
