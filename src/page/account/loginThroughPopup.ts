/**
 * How `<member-account>` lets the member log in: the page's login popup (the `login-popup`
 * attribute's selector, else `member-login-popup`) opens on Login, and the promise resolves on its
 * `login-success`; closing it without logging in rejects. A page without a popup leaves for the login
 * page, which comes back here afterwards. A member area no longer on the page (a host's router moved
 * on while a call was under way) asks nothing of the page: it rejects as a closed login does.
 */
import { loginPageUrl } from '../../kernel/contract/memberPaths.ts';
import type { CloseDetail } from '../../events.ts';
import { attributesAtom, DEFAULT_LOGIN_POPUP } from '../../state/attributes.ts';
import type { PopupStore } from '../../state/store.ts';
import { browserPage } from '../browserPage.ts';

/** The shopper closed the login without logging in. */
export class LoginDeclined extends Error {
  constructor() {
    super('the member closed the login');
    this.name = 'LoginDeclined';
  }
}

interface LoginPopup extends HTMLElement {
  show(route?: string): void;
}

function loginPopup(selector: string): LoginPopup | undefined {
  try {
    const found = document.querySelector(selector);
    return found && typeof (found as Partial<LoginPopup>).show === 'function' ? (found as LoginPopup) : undefined;
  } catch {
    return undefined; // An invalid selector names no popup.
  }
}

export function loginThroughPopup(host: HTMLElement, store: PopupStore): Promise<void> {
  if (!host.isConnected) return Promise.reject(new LoginDeclined());
  const popup = loginPopup(store.get(attributesAtom)['login-popup'] ?? DEFAULT_LOGIN_POPUP);
  if (!popup) {
    browserPage.assign(loginPageUrl(browserPage.url()));
    // The page is left: nothing waits for an answer.
    return new Promise(() => undefined);
  }
  return new Promise((resolve, reject) => {
    const onLogin = () => {
      stop();
      resolve();
    };
    const onClose = (event: Event) => {
      if ((event as CustomEvent<CloseDetail>).detail?.reason === 'done') return;
      stop();
      reject(new LoginDeclined());
    };
    function stop(): void {
      popup?.removeEventListener('login-success', onLogin);
      popup?.removeEventListener('close', onClose);
    }
    popup.addEventListener('login-success', onLogin);
    popup.addEventListener('close', onClose);
    popup.show('Login');
  });
}
