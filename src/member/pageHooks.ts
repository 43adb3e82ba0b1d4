/**
 * What the gateway does on this page when it needs the user (spec sections 4 and 8), for module
 * users without the popup; the popup brings its own login and retry-later dialog.
 */
import { CHALLENGE_PASSED_MESSAGE } from '../contract/headers.ts';
import { loginPageUrl, type LoginPageOptions } from '../contract/memberPaths.ts';
import type { GatewayHooks } from '../net/gatewayClient.ts';

const CLOSED_POLL_MS = 500;

/**
 * The anti-bot challenge in a window of its own: resolves when the verification page posts
 * `{ type: 'member-challenge-passed' }` from its origin, rejects when the window is blocked or closed.
 */
export function windowChallenge(verifyUrl: string | undefined): Promise<void> {
  if (!verifyUrl) return Promise.reject(new Error('the gateway gave no verification URL'));
  const origin = new URL(verifyUrl).origin;
  const child = window.open(verifyUrl, 'member-verification', 'popup,width=420,height=600');
  if (!child) return Promise.reject(new Error('the verification window was blocked'));
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== child) return;
      if ((event.data as { type?: unknown } | null)?.type !== CHALLENGE_PASSED_MESSAGE) return;
      stop();
      child.close();
      resolve();
    };
    const timer = setInterval(() => {
      if (!child.closed) return;
      stop();
      reject(new Error('the verification window was closed'));
    }, CLOSED_POLL_MS);
    function stop(): void {
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
    }
    window.addEventListener('message', onMessage);
  });
}

/**
 * Session expiry goes to the login page with a return address; the page is left. `loginPage`
 * chooses its shape (`/user/login` by default, or the region's login-signup page).
 */
export function pageGatewayHooks({ memberHost = '', loginPage = {} }: { memberHost?: string; loginPage?: Omit<LoginPageOptions, 'base'> } = {}): GatewayHooks {
  return {
    login: () => {
      location.assign(loginPageUrl(location.href, { ...loginPage, base: memberHost }));
      return new Promise<never>(() => {});
    },
    challenge: windowChallenge,
    redirect: (url) => location.assign(url),
    // Without the popup there is no dialog: the caller shows the error's message.
    retryLater: () => {},
  };
}
