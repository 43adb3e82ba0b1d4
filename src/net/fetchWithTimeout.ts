import { anySignal } from './anySignal.ts';

/**
 * `fetch` that gives up after `timeoutMs` with a `TimeoutError` DOMException. A `signal` in `init`
 * (the caller's, such as the popup closing) aborts it too.
 */
export async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`${url} timed out`, 'TimeoutError')), timeoutMs);
  try {
    const signal = init.signal ? anySignal([init.signal, controller.signal]) : controller.signal;
    return await fetchImpl(url, { ...init, signal });
  } finally {
    clearTimeout(timer);
  }
}

/** Whether `error` is the timeout of `fetchWithTimeout`. */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}
