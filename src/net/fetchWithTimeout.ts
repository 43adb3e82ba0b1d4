import { anySignal } from './anySignal.ts';

/**
 * `fetch` that gives up after `timeoutMs` with a `TimeoutError` DOMException. A `signal` in `init`
 * (the caller's, such as the popup closing) aborts it too. Both cover the request until its
 * answer's headers come; the caller checks its own signal after reading the body.
 */
export async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`${url} timed out`, 'TimeoutError')), timeoutMs);
  const linked = init.signal ? anySignal([init.signal, controller.signal]) : undefined;
  try {
    return await fetchImpl(url, { ...init, signal: linked?.signal ?? controller.signal });
  } catch (error) {
    // WebKit rejects an aborted fetch with an AbortError whatever reason the abort gave: a timeout
    // is still said as one (the member area tells "too slow" from "offline").
    if (controller.signal.aborted && !init.signal?.aborted) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    // Like the timer, the caller's signal covers the request up to its answer's headers.
    linked?.release();
  }
}

/** Whether `error` is the timeout of `fetchWithTimeout`. */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}
