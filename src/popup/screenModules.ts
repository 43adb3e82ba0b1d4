/** One chunk a screen, kept once loaded (see loadedModules.ts). Part of the popup's chunk. */
import type { ComponentType } from 'react';
import type { RouteName } from '../state/routes.ts';
import { moduleSlot, type ModuleSlot } from './loadedModules.ts';

type ScreenModule = { readonly default: ComponentType };

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
