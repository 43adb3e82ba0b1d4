/**
 * `<member-account>`'s entry: registers the element once, however often this file is loaded, where
 * custom elements exist; in Node it only exports. A page with the popup too loads React once: the
 * two entries share their chunks.
 */
import { MemberAccount } from './MemberAccount.ts';

export const ACCOUNT_TAG_NAME = 'member-account';

if (typeof customElements !== 'undefined' && !customElements.get(ACCOUNT_TAG_NAME)) customElements.define(ACCOUNT_TAG_NAME, MemberAccount);

declare global {
  interface HTMLElementTagNameMap {
    'member-account': MemberAccount;
  }
}

export { MemberAccount };
