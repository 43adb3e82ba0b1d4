/**
 * The popup's lazily loaded code, kept once its import resolved, so that React renders a module
 * that is already here directly, in the same render, instead of through `React.lazy` and Suspense
 * (whose reveal throttle holds even a loaded module back for about 300 ms, react/react#36569).
 *
 * This module is part of the first download. PopupRoot names the popup's chunk; the popup's
 * chunk names the screens' (see screenModules.ts).
 */
import { useEffect, useReducer } from 'react';
import { useLatest } from './useLatest.ts';

/** One lazily loaded module: fetched at most once at a time, kept once it is here. */
export interface ModuleSlot<T> {
  /** The module, if its import resolved. */
  readonly current: T | undefined;
  /** Fetches the module (once; again after a failure) and keeps it. */
  load(): Promise<T>;
}

export function moduleSlot<T>(importer: () => Promise<T>): ModuleSlot<T> {
  let pending: Promise<T> | undefined;
  const slot = {
    current: undefined as T | undefined,
    load(): Promise<T> {
      pending ??= importer().then(
        (module) => {
          slot.current = module;
          return module;
        },
        (error: unknown) => {
          // A failed chunk load may succeed on the next try.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
  return slot;
}

/**
 * The module of `slot` once it is here. While `wanted`, a missing module is fetched; the component
 * renders again when it arrives. A failed fetch is reported to `onError` and tried again when the
 * module is wanted anew (the popup opens again, another screen is shown).
 */
export function useLoadedModule<T>(slot: ModuleSlot<T>, wanted: boolean, onError: (error: unknown) => void): T | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const current = slot.current;
  // The callback of the moment the fetch fails: the effect runs only when the module becomes wanted,
  // so that a failure is not tried again on every render.
  const latestOnError = useLatest(onError);
  useEffect(() => {
    if (wanted && current === undefined) slot.load().then(arrived, (error: unknown) => latestOnError.current(error));
  }, [slot, wanted, current, latestOnError]);
  return current;
}

/** Runs `task` when the browser has nothing more urgent to do. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 200);
}
