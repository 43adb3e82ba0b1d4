/** Waiting on signals with the real clock, for tests that fake it (no import of the element here). */
import './reportableErrors.ts';

/** The real setTimeout, taken before any test fakes the clock. */
const nativeSetTimeout = window.setTimeout.bind(window);

/** Waits `ms` with the real setTimeout. */
export function nativeSleep(ms: number): Promise<void> {
  return new Promise((resolve) => nativeSetTimeout(resolve, ms));
}

/**
 * Waits until `predicate` holds, polling with the real setTimeout: unlike `waitUntil` it keeps
 * working while a test fakes the clock. Five seconds by default: lazy chunks load slowly in a
 * busy engine.
 */
export async function pollUntil(predicate: () => unknown, message = 'the condition never held', timeoutMs = 5000): Promise<void> {
  for (let waited = 0; waited <= timeoutMs; waited += 10) {
    if (predicate()) return;
    await nativeSleep(10);
  }
  throw new Error(message);
}

/** Waits until `find` answers a value (it may ask the service), polling as `pollUntil` does; that value. */
export async function pollFor<T>(find: () => T | undefined | Promise<T | undefined>, message = 'nothing was found', timeoutMs = 5000): Promise<T> {
  for (let waited = 0; waited <= timeoutMs; waited += 50) {
    const found = await find();
    if (found !== undefined) return found;
    await nativeSleep(50);
  }
  throw new Error(message);
}
