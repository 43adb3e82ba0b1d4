// Svelte: the SvelteHTMLElements entry types `<member-login-popup onlogin-success={…}>` (Svelte 5)
// and `on:login-success` (Svelte 4).
import type { SvelteHTMLElements } from 'svelte/elements';
import type {} from 'member-login-popup/svelte';

type Props = SvelteHTMLElements['member-login-popup'];

export const props: Props = {
  region: 'ph',
  'onlogin-success': (event) => event.detail.user?.email,
  'on:next-step': (event) => event.detail.action,
  onclose: (event) => event.detail.reason,
};
// @ts-expect-error not a cipher
export const wrongCipher: Props = { 'password-cipher': 'AES' };
export const accountProps: SvelteHTMLElements['member-account'] = { region: 'th', 'onaccount-change': (event) => event.detail.change };
