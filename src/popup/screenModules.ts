/**
 * The screens' code, and the dialogs'. Login, the first screen of nearly every open, is part of the
 * popup's chunk; the screens Login leads to at once (ForgetPassword, Registry's frame), Login's
 * phone-code tab and the dialogs are one chunk (screens/laterParts.ts), fetched when the browser is idle
 * after the first show, or at once when the popup opens on one of them. One chunk rather than one a
 * screen: esbuild gives every set of entries that share a module a chunk of its own, and seven
 * screen entries made a dozen small chunks on the way to Login, each with its request and gzip
 * overhead (`npm run bench`). The screens further on, which a password login never shows, come as a
 * screen before them shows (`FURTHER_ON`): Verify (verifyModule.ts), ResetPassword with the reset's
 * flows, ProfileComplete (with Registry); Qrcode, with the QR library and its flows, when it shows. The later
 * screens' texts are a part of the catalogue of their own, which comes with them (`screenModule`).
 * Part of the popup's chunk.
 */
import type { ComponentType } from 'react';
import { loadCatalogue, loadedCatalogue } from '../i18n/catalogue.ts';
import type { AnyLanguage } from '../kernel/config/languages.ts';
import type { RouteName } from '../state/routes.ts';
import type * as LaterParts from './screens/laterParts.ts';
import { moduleSlot, type ModuleSlot } from '../ui/loadedModules.ts';
import { presentSlot, slotPart } from '../ui/slotParts.ts';
import Login from './screens/Login.tsx';
import { verifyModule } from './screens/verifyModule.ts';

type LaterScreen = Exclude<RouteName, 'Login' | 'Verify' | 'Qrcode' | 'ResetPassword' | 'ProfileComplete'>;

const laterParts: ModuleSlot<typeof LaterParts> = moduleSlot(() => import('unit:laterParts'));
const later = (name: LaterScreen) => slotPart(laterParts, (parts): ComponentType => parts[name]);

/** Each route's screen component, once its code is here. */
export const screenModules: Readonly<Record<RouteName, ModuleSlot<ComponentType>>> = {
  Login: presentSlot<ComponentType>(Login),
  Verify: verifyModule,
  // A chunk of its own, fetched when it shows: it waits for the QR library and the server's code anyway.
  Qrcode: moduleSlot(() => import('unit:qrcode').then((module): ComponentType => module.default)),
  Registry: later('Registry'),
  ForgetPassword: later('ForgetPassword'),
  // With the reset's flows (reset/resetFlows.ts).
  ResetPassword: moduleSlot(() => import('unit:resetPassword').then((module): ComponentType => module.default)),
  ProfileComplete: moduleSlot(() => import('unit:profileComplete').then((module): ComponentType => module.default)),
};

/** The dialogs over the popup (see Alerts.tsx). */
export const alertsModule: ModuleSlot<typeof LaterParts.Alerts> = slotPart(laterParts, (parts) => parts.Alerts);

const withTexts = new Map<string, ModuleSlot<ComponentType>>();

/**
 * The screen of `route` as it shows in `language`: a screen after Login is here once its code and
 * the later screens' texts are (a failure of either is the screen's network error).
 */
export function screenModule(route: RouteName, language: AnyLanguage): ModuleSlot<ComponentType> {
  if (route === 'Login') return screenModules.Login;
  const key = `${route} ${language}`;
  let slot = withTexts.get(key);
  if (!slot) {
    const screen = screenModules[route];
    slot = {
      get current() {
        return loadedCatalogue(language) ? screen.current : undefined;
      },
      load: () => Promise.all([screen.load(), loadCatalogue(language)]).then(([module]) => module),
    };
    withTexts.set(key, slot);
  }
  return slot;
}

/**
 * The screens further on in the journey of each screen, fetched as it shows, while the shopper
 * types what they need: a sign-up goes on to Verify (by phone) and ProfileComplete, a reset to Verify
 * and ResetPassword. Login's phone-code tab fetches Verify itself (CodeLogin.tsx). Verify does not
 * fetch ProfileComplete: a login goes there only when the service says the profile is incomplete
 * (a new account's), and every other code login would download 7 KB for nothing (`npm run bench`);
 * that shopper waits for it once, under the busy indicator if it takes 300 ms.
 */
const FURTHER_ON: Partial<Record<RouteName, readonly RouteName[]>> = {
  Registry: ['Verify', 'ProfileComplete'],
  ForgetPassword: ['Verify', 'ResetPassword'],
};

/** Fetches the code of the screens further on from `route` (a failure is tried again when one is shown). */
export function prefetchFurtherOn(route: RouteName): void {
  for (const next of FURTHER_ON[route] ?? []) screenModules[next].load().catch(() => undefined);
}

/** Fetches the later screens, the dialogs and the later screens' texts, so that no journey waits for them. */
export function prefetchScreens(language: AnyLanguage): void {
  // Tried again when one is shown.
  laterParts.load().catch(() => undefined);
  loadCatalogue(language).catch(() => undefined);
}
