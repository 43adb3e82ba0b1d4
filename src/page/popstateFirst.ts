/**
 * The tab's `popstate`, heard before a host router's: one listener in the capture phase at `window`,
 * added when the first popup element connects (browsers call the listeners of one target in the
 * order they were added, so the earlier the better), that hands the event to the open popup's
 * history (popupHistory.ts, fetched with the popup), which stops the events of its own entries.
 */
const listeners = new Set<(event: PopStateEvent) => void>();
let listening = false;

/** Starts hearing `popstate` for the popup's history (once per document). */
export function hearPopStateFirst(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(
    'popstate',
    (event) => {
      for (const listener of listeners) listener(event);
    },
    { capture: true },
  );
}

/** Calls `listener` with every `popstate`, before the listeners added after the first popup element connected. */
export function onPopStateFirst(listener: (event: PopStateEvent) => void): void {
  hearPopStateFirst();
  listeners.add(listener);
}
