/**
 * The element's entry (the first download): registers `<member-login-popup>` once, however often
 * this file is loaded. The module API is the other entry, `src/index.ts`.
 */
import { MemberLoginPopup } from './MemberLoginPopup.ts';

export const TAG_NAME = 'member-login-popup';

if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, MemberLoginPopup);

declare global {
  interface HTMLElementTagNameMap {
    'member-login-popup': MemberLoginPopup;
  }
}

export { MemberLoginPopup };
