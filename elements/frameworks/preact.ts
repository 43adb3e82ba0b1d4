/**
 * `<member-login-popup>` and `<member-account>` in Preact's JSX: `import type {} from 'member-login-popup/preact'`.
 * Preact adds an `on…` prop as a listener of the event named after `on`: `onlogin-success`,
 * `onnext-step`, `onclose`.
 */
import type { JSX } from 'preact';
import type {
  MemberAccount,
  MemberAccountAttributes,
  MemberAccountEventHandlers,
  MemberLoginPopup,
  MemberLoginPopupAttributes,
  MemberLoginPopupEventHandlers,
} from './attributes.ts';

export type MemberLoginPopupPreactProps = Omit<JSX.HTMLAttributes<MemberLoginPopup>, 'onClose' | 'onclose'> &
  MemberLoginPopupAttributes &
  MemberLoginPopupEventHandlers<'on'>;

export type MemberAccountPreactProps = JSX.HTMLAttributes<MemberAccount> & MemberAccountAttributes & MemberAccountEventHandlers<'on'>;

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'member-login-popup': MemberLoginPopupPreactProps;
      'member-account': MemberAccountPreactProps;
    }
  }
}
