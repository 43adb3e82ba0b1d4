/**
 * Rate limits over the storage's atomic counters. Over a limit the answer is the spec's
 * traffic-limit code, which the popup shows as its retry-later dialog.
 */
import { MESSAGES, ServiceError } from '../http.ts';
import type { Storage } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';

export const TRAFFIC_LIMIT_CODE = 'FAIL_SYS_TRAFFIC_LIMIT';
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A limit of this service was reached (not a development switch that answers the same code). */
export class TrafficLimited extends ServiceError {}

export function trafficLimit(): TrafficLimited {
  return new TrafficLimited(TRAFFIC_LIMIT_CODE, MESSAGES.trafficLimit, 429);
}

/** Counts one hit of `key` and refuses it when the window already had `max`. */
export async function within(storage: Storage, key: string, { max, windowMs, at }: { max: number; windowMs: number; at: number }): Promise<void> {
  if ((await storage.counters.hit(key, windowMs, at)) > max) throw trafficLimit();
}

/** Holds a traffic-limit refusal back before it is answered (see `limitedAnswerDelayMs`). */
export async function delayIfLimited(error: ServiceError, config: Pick<ServiceConfig, 'sleep' | 'limitedAnswerDelayMs'>): Promise<void> {
  if (error instanceof TrafficLimited) await config.sleep(config.limitedAnswerDelayMs);
}
