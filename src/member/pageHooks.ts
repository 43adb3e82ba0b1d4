/**
 * What the gateway does on this page when it needs the user (spec sections 4 and 8), for module
 * users without the popup; the popup brings its own login and retry-later dialog.
 */
import { CHALLENGE_PASSED_MESSAGE } from '../kernel/contract/headers.ts';
import { loginPageUrl, type LoginPageOptions } from '../kernel/contract/memberPaths.ts';
import type { GatewayHooks } from '../net/gatewayClient.ts';

const CLOSED_POLL_MS = 500;

/**
 * Asks the shopper to open the challenge window themselves, when the browser blocked it: a window
 * opened after a network answer rather than in a click is refused by WebKit (Safari), and by the
 * others once the click's user activation has run out. Show a button whose click handler calls
 * `open()` synchronously (a user gesture every engine honours) and resolve after that click; reject
 * when the shopper declines (Cancel, Escape, closing), and the held calls fail as a challenge not
 * passed.
 */
export type ChallengeAsk = (open: () => void) => Promise<void>;

export interface WindowChallengeOptions {
  /** How to ask the shopper when the window was blocked; without it a blocked window fails at once. */
  readonly ask?: ChallengeAsk | undefined;
}

/**
 * The anti-bot challenge in a window of its own: resolves when the verification page posts
 * `{ type: 'member-challenge-passed' }` from its origin, rejects when the window is closed, or
 * blocked (after `options.ask`, when given, could not open it either or was declined).
 */
export async function windowChallenge(verifyUrl: string | undefined, options: WindowChallengeOptions = {}): Promise<void> {
  if (!verifyUrl) throw new Error('the gateway gave no verification URL');
  const origin = new URL(verifyUrl).origin;
  const open = () => window.open(verifyUrl, 'member-verification', 'popup,width=420,height=600');
  let child = open();
  if (!child && options.ask) {
    await options.ask(() => {
      child ??= open();
    });
  }
  if (!child) throw new Error('the verification window was blocked');
  return passed(child, origin);
}

/** Resolves when `child` posts that the challenge was passed (and closes it), rejects when it is closed first. */
function passed(child: Window, origin: string): Promise<void> {
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

export interface PageGatewayHooksOptions {
  /** Origin of the login page; default this page's. */
  readonly memberHost?: string;
  /** The login page's shape (`/user/login` by default, or the region's login-signup page). */
  readonly loginPage?: Omit<LoginPageOptions, 'base'>;
  /** How to ask the shopper to open a blocked challenge window (see `ChallengeAsk`); without it the call fails. */
  readonly ask?: ChallengeAsk;
}

/**
 * Session expiry goes to the login page with a return address; the page is left. `loginPage`
 * chooses its shape (`/user/login` by default, or the region's login-signup page); `ask` lets the
 * page's own UI open a challenge window the browser blocked.
 */
export function pageGatewayHooks({ memberHost = '', loginPage = {}, ask }: PageGatewayHooksOptions = {}): GatewayHooks {
  return {
    login: () => {
      location.assign(loginPageUrl(location.href, { ...loginPage, base: memberHost }));
      return new Promise<never>(() => {});
    },
    challenge: (verifyUrl) => windowChallenge(verifyUrl, { ask }),
    redirect: (url) => location.assign(url),
    // Without the popup there is no dialog: the caller shows the error's message.
    retryLater: () => {},
  };
}
