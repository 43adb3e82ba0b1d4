// Vue: the GlobalComponents entry types the template's `<member-login-popup @login-success>` (as
// Volar reads it) and render functions' props.
import { h, type GlobalComponents } from 'vue';
import type {} from 'member-login-popup/vue';

type Popup = GlobalComponents['member-login-popup'];
declare const Popup: Popup;

export const header = h(Popup, {
  region: 'vn',
  open: 'true',
  onLoginSuccess: (event) => event.detail.user?.name,
  onClose: (event) => event.detail.reason,
  onMemberReport: (event) => event.detail.kind,
});
// @ts-expect-error open takes "true" or "false"
export const wrongOpen = h(Popup, { open: true });
type Account = GlobalComponents['member-account'];
declare const Account: Account;
export const account = h(Account, { region: 'sg', onLogout: (event) => event.detail, onAccountChange: (event) => event.detail.what });
