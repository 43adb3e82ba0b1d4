/**
 * The popup's chunk as the element fetches it (`elements/PopupRoot.tsx`), and its session: the
 * element renders this module's `default` (the popup's UI, `popup/Popup.tsx`) with the module
 * itself as the session, and asks it what to fetch before the popup opens (`prefetchOpen`,
 * `prerenderable`). The session is the page the popup is on (the browser's), the flows' chunk
 * (`popupFlows.ts`: the member api, the element's context, carrying a flow's answer out), the
 * Back-history (`popupHistory.ts`, a chunk fetched once the popup has opened and painted, off the
 * way to Login) and the Facebook SDK's login; `popup/run/popupSession.ts` says what the screens see
 * of it.
 */
import { lastLoginMethod } from '../flows/loginMethod.ts';
import { loadCatalogue, loadFirstCatalogue } from '../i18n/catalogue.ts';
import type { AnyLanguage } from '../kernel/config/languages.ts';
import { loginDraftAtom } from '../popup/login/draft.ts';
import { screenModules } from '../popup/screenModules.ts';
import { codeLoginModule } from '../popup/screens/codeLoginModule.ts';
import type { FacebookConfig } from '../kernel/config/thirdParty.ts';
import { facebookAccessToken, loadFacebookSdk } from '../socialLogin/facebookSdk.ts';
import type { RouteName } from '../state/routes.ts';
import type { PopupStore } from '../state/store.ts';
import { moduleSlot } from '../ui/loadedModules.ts';
import { browserPage } from './browserPage.ts';

/** The page the popup is on: the browser's (its address, its storage). */
export { browserPage as page };
/** The popup's UI, which the element renders with this module as its session. */
export { default } from '../popup/Popup.tsx';

/** The flows and everything behind them, fetched when the browser is idle after the popup first shows, or by the first action. */
export const flows = moduleSlot<typeof import('./popupFlows.ts')>(() => import('unit:popupFlows'));

const historyModule = moduleSlot(() => import('unit:popupHistory'));

/**
 * Keeps the open popup of `host` in step with the tab's history, from the frame after this one on.
 * The capture listener that hears the tab's `popstate` before a host router is added at connect
 * already (popstateFirst.ts, in the first download). A fetch that fails leaves the Back to the page
 * this time, and is tried again at the next open.
 */
export function followHistory(host: HTMLElement, store: PopupStore): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      historyModule.load().then(
        ({ followPopupHistory }) => followPopupHistory(host, store),
        () => undefined,
      );
    }),
  );
}

/** Starts the Facebook SDK's login in the shopper's click (see `PopupSession`); the promise never rejects unseen. */
export function startFacebookLogin(facebook: FacebookConfig): Promise<string | undefined> {
  const started = loadFacebookSdk(facebook).then(facebookAccessToken);
  started.catch(() => undefined); // The flow reports it, unless the action never ran (busy).
  return started;
}

/**
 * Fetches, in parallel, what the popup shows first: the texts of `language` (else English's) on
 * the way to Login, or the whole catalogue for a later screen, and the screen of `route`. Failures
 * are left for the popup to report when it shows them.
 */
export function prefetchOpen(store: PopupStore, language: AnyLanguage, route: RouteName): Promise<void> {
  const ignore = () => undefined;
  // Login on its phone-code tab or going on to the QR code: their code comes apart from Login's.
  if (route === 'Login' && !prerenderable(store)) {
    codeLoginModule.load().catch(ignore);
    screenModules.Qrcode.load().catch(ignore);
  }
  const texts = route === 'Login' ? loadFirstCatalogue(language) : loadCatalogue(language);
  return Promise.all([texts.catch(() => loadFirstCatalogue('en').catch(ignore)), screenModules[route].load().catch(ignore)]).then(ignore);
}

/**
 * Whether Login, opened now, shows the password tab: the popup's first screen, rendered hidden
 * before the popup opens, asks nothing of the network as it shows (the phone tab asks for the code
 * channels, the QR screen for a code). The last login method is read from the browser's page.
 */
export function prerenderable(store: PopupStore): boolean {
  const { tab } = store.get(loginDraftAtom);
  if (tab) return tab === 'password';
  const remembered = lastLoginMethod(browserPage);
  return remembered !== 'code' && remembered !== 'qr';
}
