/**
 * A signal that aborts when any of `signals` does, with the first one's reason: `AbortSignal.any`
 * written out. WebKit may collect the signal `AbortSignal.any` returns while a fetch still follows
 * it, so that aborting a source no longer aborts the request (a Cancel that never lands, seen in
 * WebKitGTK under load). Here each source holds a listener that holds the controller, so the
 * signal lives as long as its sources do. The listeners go with the first abort, or with
 * `release()` once the work that followed the signal is over: a long-lived source (the popup's,
 * aborted only when it is closed) would otherwise keep one listener, and its controller, per use.
 */
export interface LinkedSignal {
  readonly signal: AbortSignal;
  /** Unlinks the sources: the signal no longer follows them. */
  release(): void;
}

export function anySignal(signals: readonly AbortSignal[]): LinkedSignal {
  const controller = new AbortController();
  const links = new AbortController();
  const abort = (reason: unknown) => {
    links.abort();
    controller.abort(reason);
  };
  for (const signal of signals) {
    if (signal.aborted) {
      abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => abort(signal.reason), { once: true, signal: links.signal });
  }
  return { signal: controller.signal, release: () => links.abort() };
}
