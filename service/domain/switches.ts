/**
 * Development switches that make the next calls slow or fail, so that every failure path of the
 * widget can be tried by hand and in tests. `fail` is `500`, `timeout`, or a code the calls answer
 * with (FAIL_SYS_SERVICE_FAULT, SESSION_EXPIRED, FAIL_SYS_ANTI_CREEP, FAIL_SYS_USER_VALIDATE,
 * FAIL_SYS_TRAFFIC_LIMIT, …); `times` calls fail (default 1); `match` limits it to paths or apis
 * containing that text; `message` replaces the code's message, and `""` answers the code alone (no
 * displayMessage, no `::message`), as a service that refuses without saying why.
 */
import { MESSAGES } from './messages.ts';

export interface SwitchState {
  latencyMs: number;
  fail: { readonly mode: string; remaining: number; readonly match: string | undefined; readonly message?: string | undefined } | undefined;
}

/** What a switched call answers: `500`, or a code with its message (none when the switch said `""`). */
export interface SwitchedFailure {
  readonly code: string;
  readonly message: string | undefined;
}

export function createSwitches(): SwitchState {
  return { latencyMs: 0, fail: undefined };
}

/** The failure the call named `name` must show, if any; counts it down. */
function takeFailure(state: SwitchState, name: string): { readonly mode: string; readonly message: string | undefined } | undefined {
  const fail = state.fail;
  if (!fail || (fail.match && !name.includes(fail.match))) return undefined;
  fail.remaining -= 1;
  if (fail.remaining <= 0) state.fail = undefined;
  return { mode: fail.mode, message: fail.message };
}

/** Resolves after `ms`, or early when the client gives up. */
export function hold(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The message a switched failure code answers with. */
function failureMessage(code: string): string {
  if (code.includes('SESSION_EXPIRED')) return MESSAGES.sessionExpired;
  if (code.includes('TRAFFIC_LIMIT') || code.includes('FLOWLIMIT')) return 'Too many people are trying right now.';
  return 'Switched failure for testing';
}

/**
 * Applies the switches to the call named `name`: waits out the latency (and the hold of a
 * `timeout`), then answers the failure to show: `500`, a code (FAIL_SYS_TIMEOUT after a hold) with
 * its message, or undefined to go on.
 */
export async function switchedFailure(
  state: SwitchState,
  name: string,
  { holdMs, signal }: { holdMs: number; signal: AbortSignal | undefined },
): Promise<SwitchedFailure | undefined> {
  const failure = takeFailure(state, name);
  if (state.latencyMs) await hold(state.latencyMs, signal);
  if (!failure) return undefined;
  if (failure.mode === 'timeout') await hold(holdMs, signal);
  const code = failure.mode === 'timeout' ? 'FAIL_SYS_TIMEOUT' : failure.mode;
  return { code, message: failure.message === undefined ? failureMessage(code) : failure.message || undefined };
}
