/**
 * What an approval says it approves (issue 32, guarantee 5): the action, the device that asks
 * (browser and system, from the asking request's user agent), its approximate place (the GeoIP
 * database's, else unknown, with its network) and the time it asked. Kept on a push and on an
 * e-mail link when they are sent, from the request of the asking screen itself.
 */
import type { ServiceConfig } from './config.ts';
import { deviceLabel } from './devices.ts';
import { placeOf } from './place.ts';
import { networkOf } from './qr.ts';

export interface Asker {
  /** "Chrome on Windows" (in English, in every language of the pages: routes/pageTexts.ts). */
  readonly device: string;
  /** The network of its address (an IPv4 address itself, an IPv6 one's /64: `networkOf`), or null when the address is none. */
  readonly network: string | null;
  /** The approximate place, when a GeoIP database knows it. */
  readonly place?: string;
  /** Epoch ms: when it asked. */
  readonly at: number;
}

export async function askerOf(config: Pick<ServiceConfig, 'geoipDatabase'>, userAgent: string | undefined, address: string, at: number): Promise<Asker> {
  const place = await placeOf(config, address);
  return { device: deviceLabel(userAgent ?? null), network: networkOf(address), ...(place ? { place } : {}), at };
}

/** "2026-11-27 10:40 UTC": a time every reader reads the same, wherever the approving device is. */
export const whenText = (at: number): string => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
