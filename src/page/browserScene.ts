/**
 * The browser's side of a flow's request scene (spec section 7): the popup's screen, the page's
 * `bizScene` parameter, the kind of device and a short user agent.
 */
import { isBizScene, type Platform } from '../kernel/contract/requestScene.ts';
import type { RequestScene } from '../flows/context.ts';
import { popupAtom } from '../state/atoms.ts';
import { currentRoute } from '../state/routes.ts';
import type { PopupStore } from '../state/store.ts';

const BROWSERS: readonly [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung', /SamsungBrowser\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari/],
];
const SYSTEMS: readonly [string, RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

/** `Chrome 120 (Android)`: the browser, its major version and the system; at most 64 characters. */
export function shortUserAgent(userAgent: string): string {
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const version = browser?.[1].exec(userAgent)?.[1];
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other';
  return `${browser ? `${browser[0]} ${version}` : 'other'} (${system})`.slice(0, 64);
}

/** A touch screen as the main pointer: the shopper is on a phone or tablet. */
export function platform(): Platform {
  return globalThis.matchMedia?.('(pointer: coarse)').matches ? 'mobile' : 'pc';
}

export function browserScene(store: PopupStore, pageUrl: string): RequestScene {
  const bizScene = new URL(pageUrl).searchParams.get('bizScene');
  return {
    pageSource: currentRoute(store.get(popupAtom)).name,
    ...(isBizScene(bizScene) ? { bizScene } : {}),
    platform: platform(),
    shortUa: shortUserAgent(navigator.userAgent),
  };
}
