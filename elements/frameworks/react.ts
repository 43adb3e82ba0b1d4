/**
 * `<member-login-popup>` and `<member-account>` in React 19's JSX: `import type {} from 'member-login-popup/react'`.
 * React 19 passes a custom element's `on…` function props as event listeners of the name that
 * follows `on`, so the handlers are `onlogin-success`, `onnext-step` and `onclose`.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  MemberAccount,
  MemberAccountAttributes,
  MemberAccountEventHandlers,
  MemberLoginPopup,
  MemberLoginPopupAttributes,
  MemberLoginPopupEventHandlers,
} from './attributes.ts';

export type MemberLoginPopupReactProps = DetailedHTMLProps<HTMLAttributes<MemberLoginPopup>, MemberLoginPopup> &
  MemberLoginPopupAttributes &
  MemberLoginPopupEventHandlers<'on'>;

export type MemberAccountReactProps = DetailedHTMLProps<HTMLAttributes<MemberAccount>, MemberAccount> & MemberAccountAttributes & MemberAccountEventHandlers<'on'>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'member-login-popup': MemberLoginPopupReactProps;
      'member-account': MemberAccountReactProps;
    }
  }
}
