/** The member api of one element, configured by its attributes (read for every call), with its gateway hooks (the popup's by default). */
import { memberHosts } from '../kernel/config/hosts.ts';
import { resolveLocale } from '../config/locale.ts';
import { readPreference } from '../security/preferenceCookie.ts';
import { createMemberClient, type MemberClient } from '../member/memberClient.ts';
import type { GatewayHooks } from '../net/gatewayClient.ts';
import { attributesAtom } from '../state/attributes.ts';
import type { PopupStore } from '../state/store.ts';
import { browserPage } from './browserPage.ts';
import { elementReporter } from './elementReporter.ts';
import { popupGatewayHooks } from './popupGatewayHooks.ts';

export function elementClient(host: HTMLElement, store: PopupStore, hooks: GatewayHooks = popupGatewayHooks(host, store)): MemberClient {
  // Read at call time, so that a language or region switch applies to the next call.
  const current = () => resolveLocale(store.get(attributesAtom), readPreference());
  // The hosts of the element's region now (one origin, or one per region).
  const hosts = () => memberHosts(store.get(attributesAtom), current().region);
  return createMemberClient({
    memberHost: () => hosts().member,
    gatewayHost: () => hosts().gateway,
    otherModeHost: () => hosts().otherMode,
    backupUrl: () => store.get(attributesAtom)['backup-url'],
    language: () => current().language,
    region: () => current().region,
    page: () => browserPage.url(),
    hooks,
    report: elementReporter(host, store),
  });
}
