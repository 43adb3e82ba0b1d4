/**
 * The popup's in-popup routes (spec section 2) and its navigation as a pure reducer. A route is a
 * step of a journey, typed by its name (`flows/steps.ts`).
 */
import type { Route, RouteName } from '../flows/steps.ts';

export type { Route, RouteName };
export const ROUTES = ['Login', 'Qrcode', 'Registry', 'Verify', 'ForgetPassword', 'ResetPassword', 'ProfileComplete'] as const satisfies readonly RouteName[];
export const DEFAULT_ROUTE = 'Login' satisfies RouteName;

/** Why the popup closed, as told in the `close` event. */
export type CloseReason = 'user' | 'host' | 'done' | 'back';

export interface PopupState {
  readonly open: boolean;
  /** The navigation stack; the last entry is shown. Never empty. */
  readonly stack: readonly [Route, ...Route[]];
  readonly closeReason?: CloseReason;
  /**
   * Laid out in the page (`display="page"`): open from the start and never closed. The end of a
   * journey leaves its last screen as it is (the page is on its way elsewhere), and a shopper's
   * close starts the journey over.
   */
  readonly page?: true;
}

export type PopupAction =
  | { readonly type: 'show'; readonly route?: Route }
  | { readonly type: 'push'; readonly route: Route }
  | { readonly type: 'replace'; readonly route: Route }
  | { readonly type: 'back' }
  | { readonly type: 'close'; readonly reason: CloseReason }
  /** Lays the popup out in the page (`page`, open on `route`), or back to a closed popup. */
  | { readonly type: 'present'; readonly page: boolean; readonly route: Route }
  /** The page presentation's history went back or forward to `stack` (see page/pageHistory.ts). */
  | { readonly type: 'restore'; readonly stack: PopupState['stack'] };

export const INITIAL_POPUP: PopupState = { open: false, stack: [{ name: DEFAULT_ROUTE }] };

export function parseRoute(value: string | null | undefined): RouteName | undefined {
  const lower = value?.trim().toLowerCase();
  return ROUTES.find((route) => route.toLowerCase() === lower);
}

export function currentRoute(state: PopupState): Route {
  return state.stack[state.stack.length - 1] ?? state.stack[0];
}

export function popupReducer(state: PopupState, action: PopupAction): PopupState {
  switch (action.type) {
    case 'show':
      // Opening starts a new journey; showing an open popup on another route moves it there.
      if (state.open && !action.route) return state;
      return { open: true, stack: [action.route ?? { name: DEFAULT_ROUTE }], ...(state.page ? { page: true } : {}) };
    case 'push':
      return { ...state, stack: [...state.stack, action.route] };
    case 'replace': {
      const [first, ...rest] = state.stack.slice(0, -1);
      return { ...state, stack: first ? [first, ...rest, action.route] : [action.route] };
    }
    case 'back': {
      const [first, ...rest] = state.stack.slice(0, -1);
      return first ? { ...state, stack: [first, ...rest] } : popupReducer(state, { type: 'close', reason: 'user' });
    }
    case 'close':
      if (state.page) return action.reason === 'user' ? { ...state, stack: [state.stack[0]] } : state;
      return state.open ? { ...state, open: false, closeReason: action.reason } : state;
    case 'present':
      return action.page ? { open: true, stack: [action.route], page: true } : { open: false, stack: [action.route], closeReason: 'host' };
    case 'restore':
      return { ...state, open: true, stack: action.stack };
  }
}
