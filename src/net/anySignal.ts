/**
 * A signal that aborts when any of `signals` does, with the first one's reason: `AbortSignal.any`
 * written out. WebKit may collect the signal `AbortSignal.any` returns while a fetch still follows
 * it, so that aborting a source no longer aborts the request (a Cancel that never lands, seen in
 * WebKitGTK under load). Here each source holds a listener that holds the controller, so the
 * signal lives as long as its sources do; the listeners go with the first abort.
 */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true, signal: controller.signal });
  }
  return controller.signal;
}
