/**
 * The journeys' world for one element: its member api, the browser page, its password key, the
 * providers, and the effects carried out on its host and store. Used by the popup and by the
 * Google return page, so both carry a login out the same way.
 */
import type { Journey } from '../flows/journey.ts';
import type { MemberClient } from '../member/memberClient.ts';
import { parsePasswordCipher } from '../security/encryptPassword.ts';
import { attributesAtom } from '../state/attributes.ts';
import { popupAtom } from '../state/atoms.ts';
import type { PopupStore } from '../state/store.ts';
import { browserProviders } from '../thirdParty/providers.ts';
import { applyLogin, userIdCookie } from './applyLogin.ts';
import { browserPage } from './browserPage.ts';
import { elementClient } from './elementClient.ts';
import { elementReporter } from './elementReporter.ts';
import { browserScene } from './scene.ts';

const closings = new WeakMap<PopupStore, { controller: AbortController }>();

/**
 * The signal of the popup's journeys: aborted when the shopper or the host closes the popup (not
 * when a journey closes it itself), renewed when it opens again.
 */
export function popupSignal(store: PopupStore): AbortSignal {
  let holder = closings.get(store);
  if (!holder) {
    const current = { controller: new AbortController() };
    store.sub(popupAtom, () => {
      const { open, closeReason } = store.get(popupAtom);
      if (open && current.controller.signal.aborted) current.controller = new AbortController();
      if (!open && closeReason !== 'done') current.controller.abort(new DOMException('the popup was closed', 'AbortError'));
    });
    closings.set(store, current);
    holder = current;
  }
  return holder.controller.signal;
}

export function elementJourney(host: HTMLElement, store: PopupStore, client: MemberClient = elementClient(host, store)): Journey {
  const target = { host, store, client, page: browserPage };
  return {
    client,
    page: browserPage,
    // Read when a journey needs them, so that a changed attribute applies to the next one.
    get publicKey() {
      return store.get(attributesAtom)['public-key'];
    },
    get cipher() {
      return parsePasswordCipher(store.get(attributesAtom)['password-cipher']);
    },
    providers: browserProviders,
    scene: () => browserScene(store, browserPage.url()),
    effects: {
      applyLogin: (outcome, options) => applyLogin(target, outcome, options),
      ensureUserIdCookie: () => userIdCookie(client, elementReporter(host, store)),
    },
    get signal() {
      return popupSignal(store);
    },
  };
}
