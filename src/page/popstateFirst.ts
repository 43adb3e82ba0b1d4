/**
 * The tab's `popstate`, heard before a host router's: one listener in the capture phase at `window`,
 * that hands the event to the popup's history (popupHistory.ts), which stops the events of its own
 * entries. At `window`, the event's target, browsers call the capture listeners before the others
 * (DOM: "at target, capture first", in Chromium, Firefox and WebKit), so it comes first even when
 * added after a router's: it is added when the popup's history arrives (once the popup opened), and
 * the popup's first download carries none of it.
 */
let heard: ((event: PopStateEvent) => void) | undefined;

/** Calls `listener` with every `popstate`, before the listeners of the bubbling phase (one listener: the popup's history). */
export function onPopStateFirst(listener: (event: PopStateEvent) => void): void {
  if (!heard) addEventListener('popstate', (event) => heard?.(event), true);
  heard = listener;
}
