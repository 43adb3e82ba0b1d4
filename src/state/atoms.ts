/** The atoms of one popup. Each element has its own store (see store.ts), so nothing here is shared. */
import { atom } from 'jotai/vanilla';
import type { UserMessage } from '../i18n/userMessage.ts';
import { INITIAL_POPUP, popupReducer, type PopupAction, type PopupState } from './routes.ts';

export const popupAtom = atom<PopupState>(INITIAL_POPUP);

/** Write-only: runs a navigation action (show, push, replace, back, close). */
export const navigateAtom = atom(null, (get, set, action: PopupAction) => {
  set(popupAtom, popupReducer(get(popupAtom), action));
});

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  /** Plain text: a translated message or a server's displayMessage, never HTML. */
  readonly text: string;
}

/** Toasts hide after this many milliseconds unless told otherwise (spec section 9). */
export const TOAST_DURATION_MS = 3000;

export const toastsAtom = atom<readonly Toast[]>([]);

let nextToastId = 1;

/** Write-only: shows a toast. */
export const showToastAtom = atom(null, (get, set, toast: Omit<Toast, 'id'>) => {
  set(toastsAtom, [...get(toastsAtom), { ...toast, id: nextToastId++ }]);
});

/** Write-only: hides the toast with this id. */
export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

/** How many tasks are under way; the busy indicator shows while it is above zero. */
export const busyCountAtom = atom(0);

/**
 * A dialog over the current screen: the restore-account question, the retry-later notice, or the
 * question that opens a challenge window the browser blocked (`proceed` opens it, in the click).
 */
export type Alert =
  | { readonly kind: 'restore'; readonly token: string }
  | { readonly kind: 'retryLater'; readonly message: UserMessage }
  | { readonly kind: 'challenge'; readonly proceed: () => void; readonly decline: () => void };

export const alertAtom = atom<Alert | undefined>(undefined);
