/**
 * The element's entry (the first download): registers `<member-login-popup>` once, however often
 * this file is loaded, where custom elements exist; in Node it only exports. `define.ts` is the
 * entry that registers nothing, and the module API is `src/index.ts`.
 */
import { define } from './define.ts';

define();

export { define, MemberLoginPopup, TAG_NAME } from './define.ts';
