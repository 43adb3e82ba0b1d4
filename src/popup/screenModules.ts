/**
 * The screens' code, kept once loaded (see loadedModules.ts). Part of the popup's chunk, with the
 * Login screen, which most opens show first: it comes with the popup, so nothing more is fetched to
 * show it. The other screens are one chunk (otherScreens.ts).
 */
import type { ComponentType } from 'react';
import type { RouteName } from '../state/routes.ts';
import { moduleSlot, type ModuleSlot } from './loadedModules.ts';
import * as login from './screens/Login.tsx';

type ScreenModule = { readonly default: ComponentType };
type OtherScreen = Exclude<RouteName, 'Login'>;

/** A module that is part of this chunk. */
const here = <T>(module: T): ModuleSlot<T> => ({ current: module, load: () => Promise.resolve(module) });
const otherScreen = (name: OtherScreen): ModuleSlot<ScreenModule> => moduleSlot(() => import('./otherScreens.ts').then((screens) => ({ default: screens[name] })));

export const screenModules: Readonly<Record<RouteName, ModuleSlot<ScreenModule>>> = {
  Login: here(login),
  Verify: otherScreen('Verify'),
  Qrcode: otherScreen('Qrcode'),
  Registry: otherScreen('Registry'),
  ForgetPassword: otherScreen('ForgetPassword'),
  ResetPassword: otherScreen('ResetPassword'),
  ProfileComplete: otherScreen('ProfileComplete'),
};

/** Fetches the other screens' chunk, so that no journey waits for code. */
export function prefetchScreens(): void {
  for (const slot of Object.values(screenModules)) slot.load().catch(() => undefined); // Tried again when shown.
}
