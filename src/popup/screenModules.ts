/**
 * The screens' code, and the dialogs'. Login, the first screen of nearly every open, is part of the
 * popup's chunk; the six other screens and the dialogs are one chunk (laterParts.ts), fetched when
 * the browser is idle after the first show, or at once when the popup opens on one of them. One
 * chunk rather than one a screen: esbuild gives every set of entries that share a module a chunk
 * of its own, and seven screen entries made a dozen small chunks on the way to Login, each with
 * its request and gzip overhead (`npm run bench`). Part of the popup's chunk.
 */
import type { ComponentType } from 'react';
import type { RouteName } from '../state/routes.ts';
import type * as LaterParts from './laterParts.ts';
import { moduleSlot, presentSlot, slotPart, type ModuleSlot } from '../ui/loadedModules.ts';
import Login from './screens/Login.tsx';

type LaterScreen = Exclude<RouteName, 'Login' | 'Qrcode'>;

const laterParts: ModuleSlot<typeof LaterParts> = moduleSlot(() => import('./laterParts.ts'));
const later = (name: LaterScreen) => slotPart(laterParts, (parts): ComponentType => parts[name]);

/** Each route's screen component, once its code is here. */
export const screenModules: Readonly<Record<RouteName, ModuleSlot<ComponentType>>> = {
  Login: presentSlot<ComponentType>(Login),
  Verify: later('Verify'),
  // A chunk of its own, fetched when it shows: it waits for the QR library and the server's code anyway.
  Qrcode: moduleSlot(() => import('./screens/Qrcode.tsx').then((module): ComponentType => module.default)),
  Registry: later('Registry'),
  ForgetPassword: later('ForgetPassword'),
  ResetPassword: later('ResetPassword'),
  ProfileComplete: later('ProfileComplete'),
};

/** The dialogs over the popup (see Alerts.tsx). */
export const alertsModule: ModuleSlot<typeof LaterParts.Alerts> = slotPart(laterParts, (parts) => parts.Alerts);

/** Fetches the later screens and the dialogs, so that no journey waits for code. */
export function prefetchScreens(): void {
  laterParts.load().catch(() => undefined); // Tried again when one is shown.
}
