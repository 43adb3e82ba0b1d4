/**
 * The signal of the popup's flows: aborted when the shopper or the host closes the popup (not when
 * a journey closes it itself), renewed when it opens again. Each action's own signal follows it.
 */
import { popupAtom } from '../state/atoms.ts';
import type { PopupStore } from '../state/store.ts';

const closings = new WeakMap<PopupStore, { controller: AbortController }>();

export function popupSignal(store: PopupStore): AbortSignal {
  let holder = closings.get(store);
  if (!holder) {
    const current = { controller: new AbortController() };
    store.sub(popupAtom, () => {
      const { open, closeReason } = store.get(popupAtom);
      if (open && current.controller.signal.aborted) current.controller = new AbortController();
      if (!open && closeReason !== 'done') current.controller.abort(new DOMException('the popup was closed', 'AbortError'));
    });
    closings.set(store, current);
    holder = current;
  }
  return holder.controller.signal;
}
