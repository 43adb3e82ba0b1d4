/**
 * Registration, without side effects: `define()` registers the element where custom elements exist
 * and does nothing elsewhere (server-side rendering in Node), so a host may choose the tag or
 * register later. The entry `member-login-popup.ts` and the module API call it on import.
 */
import { MemberLoginPopup } from './MemberLoginPopup.ts';

export const TAG_NAME = 'member-login-popup';

/**
 * Registers the element as `tagName` (default `member-login-popup`) and returns the class registered
 * under it; undefined where there is no custom element registry. A tag already registered is left as
 * it is. Another tag gets a subclass of its own, as one class can be registered under one name only.
 */
export function define(tagName: string = TAG_NAME): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const registered = customElements.get(tagName);
  if (registered) return registered;
  const element = tagName === TAG_NAME ? MemberLoginPopup : class extends MemberLoginPopup {};
  customElements.define(tagName, element);
  return element;
}

declare global {
  interface HTMLElementTagNameMap {
    'member-login-popup': MemberLoginPopup;
  }
}

export { MemberLoginPopup };
