/**
 * `<member-login-popup>` and `<member-account>` in Vue's templates and render functions:
 * `import type {} from 'member-login-popup/vue'`. Vue turns `@login-success` into the prop
 * `onLoginSuccess`; tell the template compiler it is a custom element
 * (`compilerOptions.isCustomElement`).
 */
import type { DefineComponent } from 'vue';
import type { MemberAccountAttributes, MemberAccountEventMap, MemberLoginPopupAttributes, MemberPopupEventMap } from './attributes.ts';

export interface MemberLoginPopupVueEvents {
  onLoginSuccess?: (event: MemberPopupEventMap['login-success']) => void;
  onNextStep?: (event: MemberPopupEventMap['next-step']) => void;
  onClose?: (event: MemberPopupEventMap['close']) => void;
  onMemberReport?: (event: MemberPopupEventMap['member-report']) => void;
}

export type MemberLoginPopupVueComponent = DefineComponent<MemberLoginPopupAttributes & MemberLoginPopupVueEvents>;

export interface MemberAccountVueEvents {
  onLogout?: (event: MemberAccountEventMap['logout']) => void;
  onAccountChange?: (event: MemberAccountEventMap['account-change']) => void;
}

export type MemberAccountVueComponent = DefineComponent<MemberAccountAttributes & MemberAccountVueEvents>;

declare module 'vue' {
  interface GlobalComponents {
    'member-login-popup': MemberLoginPopupVueComponent;
    'member-account': MemberAccountVueComponent;
  }
}
