// The element's own typing: the tag in HTMLElementTagNameMap, its methods and its events' details.
import { define, type MemberLoginPopup, TAG_NAME } from 'member-login-popup';
import type { LoginSuccessDetail } from 'member-login-popup/api';

const popup = document.createElement('member-login-popup');
popup.show('Registry');
popup.close();
popup.addEventListener('login-success', (event) => {
  const detail: LoginSuccessDetail = event.detail;
  return detail.user?.email;
});
popup.addEventListener('next-step', (event) => (event.detail.action === 'JUMP_TO_URL' ? event.preventDefault() : undefined));
popup.addEventListener('close', (event) => event.detail.reason satisfies 'user' | 'back' | 'host' | 'done');
// @ts-expect-error login-success carries { result, user }, not a reason
popup.addEventListener('login-success', (event) => event.detail.reason);

const found: MemberLoginPopup | null = document.querySelector('member-login-popup');
const tag: string = TAG_NAME;
const registered: CustomElementConstructor | undefined = define('shop-login');
export { found, registered, tag };

// <member-account>, from its own entry: the tag, refresh(), its events.
import { MemberAccount } from 'member-login-popup/account';
const account = document.createElement('member-account');
account.refresh();
account.addEventListener(
  'account-change',
  (event) =>
    event.detail.what satisfies
      | 'profile'
      | 'address'
      | 'defaultAddress'
      | 'preferences'
      | 'password'
      | 'phone'
      | 'email'
      | 'devices'
      | 'passkeys'
      | 'deletion'
      | 'legacyMerge',
);
account.addEventListener('logout', (event) => event.detail);
export const isAccount: boolean = account instanceof MemberAccount;
