/**
 * The tab's `popstate`, heard before a host router's: one listener in the capture phase at `window`,
 * added when the first popup element connects (Chromium calls the listeners at `window` in the
 * order they were added, capture or not, so the earlier the better), that hands the event to the
 * popup's history (popupHistory.ts, fetched once the popup opened), which stops the events of its
 * own entries. In the popup's first download, whose budget is tight: a few bytes.
 */
let heard: ((event: PopStateEvent) => void) | undefined;
let listening = false;

/** Starts hearing `popstate` for the popup's history (once per document). */
export function hearPopStateFirst(): void {
  if (!listening) addEventListener('popstate', (event) => heard?.(event), true);
  listening = true;
}

/** Calls `listener` with every `popstate`, before the listeners added after the first popup element connected (one listener: the popup's history). */
export function onPopStateFirst(listener: (event: PopStateEvent) => void): void {
  hearPopStateFirst();
  heard = listener;
}
