/** A notice the shopper reads before the popup moves on: a toast, then its time to be read. */
import type { MessageKey, Translate } from '../i18n/catalogue.ts';
import { showToastAtom, TOAST_DURATION_MS, type ToastKind } from '../state/atoms.ts';
import type { PopupStore } from '../state/store.ts';

export async function showNotice(store: PopupStore, t: Translate, kind: ToastKind, key: MessageKey): Promise<void> {
  store.set(showToastAtom, { kind, text: t(key) });
  await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS));
}
