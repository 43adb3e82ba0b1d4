/**
 * The popup's Back-history (page/popupHistory.ts), a chunk of its own off the way to Login: fetched
 * once the popup has opened and painted (its first open's Login pays nothing for it), and then
 * followed from the state the popup is in. The capture listener that hears the tab's `popstate`
 * before a host router is added at connect already (page/popstateFirst.ts, in the first download).
 * A fetch that fails leaves the Back to the page this time, and is tried again at the next open.
 */
import type { PopupStore } from '../state/store.ts';
import { moduleSlot } from '../ui/loadedModules.ts';

const historyModule = moduleSlot(() => import('../page/popupHistory.ts'));

/** Keeps the popup of `host` in step with the tab's history, from the frame after this one on. */
export function followHistoryAfterPaint(host: HTMLElement, store: PopupStore): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      historyModule.load().then(
        ({ followPopupHistory }) => followPopupHistory(host, store),
        () => undefined,
      );
    }),
  );
}
