/**
 * The flows' context of one element: its member api, the browser page, its password key, the
 * providers, the scene and the reporter, read from its host and store. Built once per element by
 * its flows (`popupFlows.ts`) and by the Google return page, so both run a login the same
 * way.
 */
import type { FlowContext } from '../flows/context.ts';
import type { MemberClient } from '../member/memberClient.ts';
import { parsePasswordCipher } from '../security/encryptPassword.ts';
import { DASHBOARD_PATH } from '../kernel/contract/memberPaths.ts';
import { popupAtom } from '../state/atoms.ts';
import { attributesAtom } from '../state/attributes.ts';
import type { PopupStore } from '../state/store.ts';
import { browserProviders } from '../socialLogin/providers.ts';
import { browserPage } from './browserPage.ts';
import { browserScene } from './browserScene.ts';
import { elementClient } from './elementClient.ts';
import { elementReporter } from './elementReporter.ts';

export function elementContext(host: HTMLElement, store: PopupStore, client: MemberClient = elementClient(host, store)): FlowContext {
  return {
    client,
    page: browserPage,
    // Read when a flow needs them, so that a changed attribute applies to the next one.
    get publicKey() {
      return store.get(attributesAtom)['public-key'];
    },
    get cipher() {
      return parsePasswordCipher(store.get(attributesAtom)['password-cipher']);
    },
    providers: browserProviders,
    scene: () => browserScene(store, browserPage.url()),
    report: elementReporter(host, store),
    get landing() {
      return store.get(popupAtom).page ? DASHBOARD_PATH : undefined;
    },
  };
}
