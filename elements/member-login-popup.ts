/**
 * The package's entry: registers `<member-login-popup>` (once, however often this file is loaded)
 * and exports the public module API.
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
export * from '../src/index.ts';
