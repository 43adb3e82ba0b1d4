/**
 * What the gateway asks of the popup: a session that expired sends the user to the popup's Login
 * and the call goes on after `login-success` (or fails when the popup is closed); the anti-bot
 * challenge opens in its own window, and when the browser blocks it (WebKit does, for a window
 * opened after the answer rather than in the click) a dialog in the popup asks the shopper to open
 * it; the retry-later notice is a dialog in the popup.
 */
import { windowChallenge } from '../member/pageHooks.ts';
import type { GatewayHooks } from '../net/gatewayClient.ts';
import { alertAtom, busyCountAtom, navigateAtom, popupAtom } from '../state/atoms.ts';
import type { PopupStore } from '../state/store.ts';
import { browserPage } from './browserPage.ts';
import { elementChallengeAsk } from './challengeAsk.ts';

export function popupGatewayHooks(host: HTMLElement, store: PopupStore): GatewayHooks {
  const ask = elementChallengeAsk(store, () => store.get(popupAtom).open, [popupAtom]);
  return {
    login: () =>
      new Promise<void>((resolve, reject) => {
        // The tasks waiting for this login must not cover the Login screen with the busy
        // indicator: their count is put aside while the shopper logs in, and back after.
        const waiting = store.get(busyCountAtom);
        store.set(busyCountAtom, (count) => count - waiting);
        const onLogin = () => {
          stop();
          resolve();
        };
        const unsubscribe = store.sub(popupAtom, () => {
          if (store.get(popupAtom).open) return;
          stop();
          reject(new Error('the user closed the login'));
        });
        function stop(): void {
          host.removeEventListener('login-success', onLogin);
          unsubscribe();
          store.set(busyCountAtom, (count) => count + waiting);
        }
        host.addEventListener('login-success', onLogin);
        store.set(navigateAtom, store.get(popupAtom).open ? { type: 'push', route: { name: 'Login' } } : { type: 'show', route: { name: 'Login' } });
      }),
    challenge: (verifyUrl) => windowChallenge(verifyUrl, { ask }),
    redirect: (url) => browserPage.assign(url),
    retryLater: (message) => store.set(alertAtom, { kind: 'retryLater', message }),
  };
}
