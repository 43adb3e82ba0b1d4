/**
 * `<member-account>`'s entry: registers the element once, however often this file is loaded, where
 * custom elements exist; in Node it only exports. A page with the popup too loads React once: the
 * two entries share their chunks. Where there is a document, it first asks for the files the
 * dashboard needs after this one's (`modulepreload` links from the build's list), so that they come
 * at once and in parallel on any host page.
 */
import { addPreloadLinks, dashboardFiles } from '../src/page/account/preloadLinks.ts';
import { MemberAccount } from './MemberAccount.ts';

export const ACCOUNT_TAG_NAME = 'member-account';

if (typeof document !== 'undefined') addPreloadLinks(dashboardFiles(import.meta.url), import.meta.url);
if (typeof customElements !== 'undefined' && !customElements.get(ACCOUNT_TAG_NAME)) customElements.define(ACCOUNT_TAG_NAME, MemberAccount);

declare global {
  interface HTMLElementTagNameMap {
    'member-account': MemberAccount;
  }
}

export { MemberAccount };
