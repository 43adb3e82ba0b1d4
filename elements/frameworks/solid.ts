/**
 * `<member-login-popup>` and `<member-account>` in Solid's JSX: `import type {} from 'member-login-popup/solid'`.
 * Solid listens to an event by its exact name with `on:`: `on:login-success`, `on:next-step`,
 * `on:close`.
 */
import type { JSX } from 'solid-js';
import type {
  MemberAccount,
  MemberAccountAttributes,
  MemberAccountEventHandlers,
  MemberLoginPopup,
  MemberLoginPopupAttributes,
  MemberLoginPopupEventHandlers,
} from './attributes.ts';

export type MemberLoginPopupSolidProps = Omit<JSX.HTMLAttributes<MemberLoginPopup>, 'on:close'> & MemberLoginPopupAttributes & MemberLoginPopupEventHandlers<'on:'>;

export type MemberAccountSolidProps = JSX.HTMLAttributes<MemberAccount> & MemberAccountAttributes & MemberAccountEventHandlers<'on:'>;

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
      'member-login-popup': MemberLoginPopupSolidProps;
      'member-account': MemberAccountSolidProps;
    }
  }
}
