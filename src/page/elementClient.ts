/** The member api of one element, configured by its attributes, with the popup's gateway hooks. */
import { memberHosts } from '../config/hosts.ts';
import { resolveLocale } from '../config/locale.ts';
import { readPreference } from '../config/preference.ts';
import { createMemberClient, type MemberClient } from '../member/memberClient.ts';
import { attributesAtom, type Attributes } from '../state/attributes.ts';
import type { PopupStore } from '../state/store.ts';
import { browserPage } from './browserPage.ts';
import { elementReporter } from './elementReporter.ts';
import { popupGatewayHooks } from './popupGatewayHooks.ts';

export function elementClient(host: HTMLElement, store: PopupStore, attributes: Attributes = store.get(attributesAtom)): MemberClient {
  // Read at call time, so that a language or region switch applies to the next call.
  const current = () => resolveLocale(store.get(attributesAtom), readPreference());
  const backupUrl = attributes['backup-url'];
  // The hosts of the element's region now (one origin, or one per region).
  const hosts = () => memberHosts(store.get(attributesAtom), current().region);
  return createMemberClient({
    memberHost: () => hosts().member,
    gatewayHost: () => hosts().gateway,
    otherModeHost: () => hosts().otherMode,
    ...(backupUrl ? { backupUrl } : {}),
    language: () => current().language,
    region: () => current().region,
    page: () => browserPage.url(),
    hooks: popupGatewayHooks(host, store),
    report: elementReporter(host, store),
  });
}
