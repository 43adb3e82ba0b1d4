/**
 * Rate limits over the storage's atomic counters. Over a limit the answer is the spec's
 * traffic-limit code, which the popup shows as its retry-later dialog.
 */
import { isIP } from 'node:net';
import { Refusal } from './refusal.ts';
import { MESSAGES } from './messages.ts';
import type { Storage } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';

export const TRAFFIC_LIMIT_CODE = 'FAIL_SYS_TRAFFIC_LIMIT';
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A limit of this service was reached (not a development switch that answers the same code). */
export class TrafficLimited extends Refusal {
  constructor(
    /** The answer's `Retry-After`: how long until the limit lets the client through again, at most. */
    readonly retryAfterSeconds: number,
  ) {
    super(TRAFFIC_LIMIT_CODE, MESSAGES.trafficLimit, 'tooMany');
  }
}

/** The traffic-limit refusal; its `Retry-After` is `retryAfterSeconds` (a minute unless the limit knows better). */
export function trafficLimit(retryAfterSeconds = 60): TrafficLimited {
  return new TrafficLimited(retryAfterSeconds);
}

/** Counts one hit of `key` and refuses it when the window already had `max` (to retry after the window, at most). */
export async function within(storage: Storage, key: string, { max, windowMs, at }: { max: number; windowMs: number; at: number }): Promise<void> {
  if ((await storage.counters.hit(key, windowMs, at)) > max) throw trafficLimit(Math.ceil(windowMs / 1000));
}

/** Holds a traffic-limit refusal back before it is answered (see `limitedAnswerDelayMs`). */
export async function delayIfLimited(error: Refusal, config: Pick<ServiceConfig, 'sleep' | 'limitedAnswerDelayMs'>): Promise<void> {
  if (error instanceof TrafficLimited) await config.sleep(config.limitedAnswerDelayMs);
}

/**
 * The key a client address counts under in the per-address limits: what one subscriber holds. An
 * IPv4 address is itself (an IPv4-mapped IPv6 one too); an IPv6 address is its /64, the network
 * one home or phone gets, whose 2^64 interface ids would otherwise each get the whole limit.
 * Anything else (`local`) is kept as it is.
 */
export function addressKey(address: string): string {
  const bare = (address.split('%')[0] ?? address).toLowerCase();
  const family = isIP(bare);
  if (family === 4) return bare;
  if (family !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped) return mapped;
  const groups = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const [head = '', tail] = bare.split('::');
  const known = groups(head);
  const rest = tail === undefined ? [] : groups(tail);
  const full = tail === undefined ? known : [...known, ...Array<string>(8 - known.length - rest.length).fill('0'), ...rest];
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The key of the wider network a client address belongs to: an IPv6 address's /48 (what a site or
 * a provider's customer is given: 65,536 /64s), an IPv4 address's /24 (IPv4-mapped too). One such
 * network may use only `sharedCapPercentPerNetwork` of a shared cap, whatever /64s or addresses of
 * it ask. Anything else (`local`) is kept as it is.
 */
export function networkKey(address: string): string {
  const subscriber = addressKey(address);
  if (isIP(subscriber) === 4) return `${subscriber.split('.').slice(0, 3).join('.')}.0/24`;
  if (!subscriber.endsWith('::/64')) return subscriber;
  const groups = subscriber.slice(0, -'::/64'.length).split(':').slice(0, 3);
  return `${groups.join(':')}::/48`;
}

/** The rows anyone can make without an account, each with its hourly per-address limit. */
const ANONYMOUS_ROWS = {
  qr: 'qrSessionsPerAddressPerHour',
  'reset-apply': 'resetAppliesPerAddressPerHour',
  'challenge-pass': 'challengePassesPerAddressPerHour',
  'passkey-challenge': 'passkeyChallengesPerAddressPerHour',
} as const satisfies Record<string, keyof ServiceConfig>;

/**
 * Counts one anonymous row of `kind` made by `address` (by its `addressKey`) and refuses it past
 * the hour's limit: a script cannot fill the tables that no account stands behind.
 */
export async function anonymousRowWithin(
  storage: Storage,
  config: Pick<ServiceConfig, 'now' | (typeof ANONYMOUS_ROWS)[keyof typeof ANONYMOUS_ROWS]>,
  kind: keyof typeof ANONYMOUS_ROWS,
  address: string,
): Promise<void> {
  await within(storage, `${kind}-address:${addressKey(address)}`, { max: config[ANONYMOUS_ROWS[kind]], windowMs: HOUR_MS, at: config.now() });
}
