/**
 * The popup's lazily loaded code, kept once its import resolved, so that React renders a module
 * that is already here directly, in the same render, instead of through `React.lazy` and Suspense
 * (whose reveal throttle holds even a loaded module back for about 300 ms, react/react#36569).
 *
 * This module is part of the first download: it names the chunks (the popup and one per screen)
 * without their code, so that the element can fetch them all ahead of a click and in parallel.
 */
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import type { RouteName } from '../state/routes.ts';
import type PopupComponent from './Popup.tsx';

/** One lazily loaded module: fetched at most once at a time, kept once it is here. */
export interface ModuleSlot<T> {
  /** The module, if its import resolved. */
  readonly current: T | undefined;
  /** Fetches the module (once; again after a failure) and keeps it. */
  load(): Promise<T>;
  /** Calls `listener` when the module arrives. */
  subscribe(listener: () => void): () => void;
}

export function moduleSlot<T>(importer: () => Promise<T>): ModuleSlot<T> {
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const slot = {
    current: undefined as T | undefined,
    load(): Promise<T> {
      if (slot.current !== undefined) return Promise.resolve(slot.current);
      pending ??= importer().then(
        (module) => {
          slot.current = module;
          for (const listener of [...listeners]) listener();
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
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return slot;
}

/**
 * The module of `slot` once it is here. While `wanted`, a missing module is fetched; the component
 * renders again when it arrives. A failed fetch is reported to `onError` and tried again on the
 * next render that wants it.
 */
export function useLoadedModule<T>(slot: ModuleSlot<T>, wanted: boolean, onError: (error: unknown) => void): T | undefined {
  const current = useSyncExternalStore(slot.subscribe, () => slot.current);
  useEffect(() => {
    if (wanted && current === undefined) slot.load().catch(onError);
  });
  return current;
}

type ScreenModule = { readonly default: ComponentType };

/** The popup's UI (one chunk). */
export const popupModule: ModuleSlot<{ readonly default: typeof PopupComponent }> = moduleSlot(() => import('./Popup.tsx'));

/** One chunk a screen. The screens keep their files, so these paths stay valid. */
export const screenModules: Readonly<Record<RouteName, ModuleSlot<ScreenModule>>> = {
  Login: moduleSlot(() => import('./screens/Login.tsx')),
  Verify: moduleSlot(() => import('./screens/Verify.tsx')),
  Qrcode: moduleSlot(() => import('./screens/Qrcode.tsx')),
  Registry: moduleSlot(() => import('./screens/Registry.tsx')),
  ForgetPassword: moduleSlot(() => import('./screens/ForgetPassword.tsx')),
  ResetPassword: moduleSlot(() => import('./screens/ResetPassword.tsx')),
  ProfileComplete: moduleSlot(() => import('./screens/ProfileComplete.tsx')),
};

/** Fetches every screen's chunk (each one or two kilobytes), so that no journey waits for code. */
export function prefetchScreens(): void {
  for (const slot of Object.values(screenModules)) slot.load().catch(() => undefined); // Tried again when shown.
}

/** Runs `task` when the browser has nothing more urgent to do. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 200);
}
