/**
 * The member's signed-in devices as the devices page lists them: the browser and system read from
 * the session's user agent (names, which the element puts in the member's language), when it
 * signed in and was last seen, the name the member gave it, and an opaque id (an HMAC of the
 * stored session id with the service's secret), so that neither the cookie nor its stored hash
 * ever leaves the service.
 */
import type { DeviceSession } from '../../src/kernel/contract/security.ts';
import type { SessionRecord } from '../storage/Storage.ts';
import { hmac } from './secrets.ts';

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The browser and system a user agent names, each when it names one we know. */
export function deviceParts(userAgent: string | null): { readonly browser?: string; readonly system?: string } {
  const text = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  return { ...(browser ? { browser } : {}), ...(system ? { system } : {}) };
}

/** "Chrome on Android" from a user agent, in English (the QR confirmation page); "Unknown device" when it says neither. */
export function deviceLabel(userAgent: string | null): string {
  const { browser, system } = deviceParts(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** The devices page's id of a session (`id` is the stored, hashed id). */
export const deviceId = (secret: string, id: string): string => hmac(secret, `device|${id}`).slice(0, 32);

export function deviceOf(secret: string, session: SessionRecord, current: string | undefined): DeviceSession {
  return {
    id: deviceId(secret, session.id),
    label: deviceLabel(session.userAgent),
    ...deviceParts(session.userAgent),
    ...(session.deviceName ? { name: session.deviceName } : {}),
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    current: session.id === current,
  };
}
