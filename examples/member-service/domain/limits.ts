/**
 * Rate limits over the storage's atomic counters. Over a limit the answer is the spec's
 * traffic-limit code, which the popup shows as its retry-later dialog.
 */
import { MESSAGES, ServiceError } from '../http.ts';
import type { Storage } from '../storage/Storage.ts';

export const TRAFFIC_LIMIT_CODE = 'FAIL_SYS_TRAFFIC_LIMIT';
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export function trafficLimit(): ServiceError {
  return new ServiceError(TRAFFIC_LIMIT_CODE, MESSAGES.trafficLimit, 429);
}

/** Counts one hit of `key` and refuses it when the window already had `max`. */
export async function within(storage: Storage, key: string, { max, windowMs, at }: { max: number; windowMs: number; at: number }): Promise<void> {
  if ((await storage.counters.hit(key, windowMs, at)) > max) throw trafficLimit();
}
