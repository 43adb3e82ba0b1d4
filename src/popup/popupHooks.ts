/**
 * What the gateway asks of the popup: a session that expired sends the user to the popup's Login
 * and the call goes on after `login-success` (or fails when the popup is closed); the anti-bot
 * challenge opens in its own window; the retry-later notice is a dialog in the popup.
 */
import { windowChallenge } from '../member/pageHooks.ts';
import type { GatewayHooks } from '../net/gatewayClient.ts';
import { alertAtom, navigateAtom, popupAtom } from '../state/atoms.ts';
import type { PopupStore } from '../state/store.ts';
import { pageNavigation } from './pageNavigation.ts';

export function popupGatewayHooks(host: HTMLElement, store: PopupStore): GatewayHooks {
  return {
    login: () =>
      new Promise<void>((resolve, reject) => {
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
        }
        host.addEventListener('login-success', onLogin);
        store.set(navigateAtom, store.get(popupAtom).open ? { type: 'push', route: { name: 'Login' } } : { type: 'show', route: { name: 'Login' } });
      }),
    challenge: windowChallenge,
    redirect: (url) => pageNavigation.assign(url),
    retryLater: (message) => store.set(alertAtom, { kind: 'retryLater', message }),
  };
}
