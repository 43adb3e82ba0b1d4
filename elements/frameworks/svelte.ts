/**
 * `<member-login-popup>` and `<member-account>` in Svelte's templates: `import type {} from 'member-login-popup/svelte'`
 * (in a `.d.ts` of the app, or `<script lang="ts">`). Svelte 5 listens with `onlogin-success={…}`,
 * Svelte 4 with `on:login-success={…}`; both are typed.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type {
  MemberAccount,
  MemberAccountAttributes,
  MemberAccountEventHandlers,
  MemberLoginPopup,
  MemberLoginPopupAttributes,
  MemberLoginPopupEventHandlers,
} from './attributes.ts';

export type MemberLoginPopupSvelteProps = Omit<HTMLAttributes<MemberLoginPopup>, 'onclose' | 'on:close'> &
  MemberLoginPopupAttributes &
  MemberLoginPopupEventHandlers<'on'> &
  MemberLoginPopupEventHandlers<'on:'>;

export type MemberAccountSvelteProps = HTMLAttributes<MemberAccount> & MemberAccountAttributes & MemberAccountEventHandlers<'on'> & MemberAccountEventHandlers<'on:'>;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'member-login-popup': MemberLoginPopupSvelteProps;
    'member-account': MemberAccountSvelteProps;
  }
}
