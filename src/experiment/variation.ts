/**
 * The A/B experiment that decides whether the header links open the popup (spec sections 1 and 9).
 * The element asks for the experiment config of its region and the server time, and assigns each
 * visitor a variation deterministically. Every failure means "not pop".
 */
import { array, is, number, optional, string, type, type Infer } from 'superstruct';
import { fetchWithTimeout } from '../net/fetchWithTimeout.ts';
import { readCookie, writeCookie } from '../security/documentCookies.ts';

export const POP_VARIATION = 'pop';
export const EXPERIMENT_TIMEOUT_MS = 3000;
export const SERVER_TIME_TIMEOUT_MS = 5000;
export const SERVER_TIME_CACHE_MS = 60_000;
export const VISITOR_COOKIE = 'member_visitor';
const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The experiment config file, one a region. Buckets are taken in order; their percentages add up
 * to at most 100, and a visitor outside every bucket gets no variation. `startTime` (inclusive) and
 * `endTime` (exclusive) are epoch milliseconds. Unknown fields are allowed.
 */
export const ExperimentConfigSchema = type({
  experimentId: string(),
  startTime: optional(number()),
  endTime: optional(number()),
  buckets: array(type({ variation: string(), percent: number() })),
});
export type ExperimentConfig = Infer<typeof ExperimentConfigSchema>;

async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetchWithTimeout(url, { credentials: 'same-origin' }, timeoutMs);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

let serverTime: { readonly url: string; readonly offsetMs: number; readonly at: number } | undefined;

/** The server's clock (epoch ms) from `{ "serverTime": ms }` at `url`; the offset is reused for 60 s. */
export async function fetchServerTime(url: string, now: () => number = Date.now): Promise<number> {
  if (serverTime && serverTime.url === url && now() - serverTime.at < SERVER_TIME_CACHE_MS) {
    return now() + serverTime.offsetMs;
  }
  const answer = await fetchJson(url, SERVER_TIME_TIMEOUT_MS);
  const time = (answer as { serverTime?: unknown } | null)?.serverTime;
  if (typeof time !== 'number' || !Number.isFinite(time)) throw new Error(`${url} gave no serverTime`);
  serverTime = { url, offsetMs: time - now(), at: now() };
  return time;
}

/** Forgets the cached server time (for tests). */
export function resetServerTimeCache(): void {
  serverTime = undefined;
}

/** A stable id for this visitor, kept in a first-party cookie. */
export function visitorId(): string {
  let id = readCookie(VISITOR_COOKIE);
  if (!id) {
    id = crypto.randomUUID();
    writeCookie(VISITOR_COOKIE, id, { maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS });
  }
  return id;
}

/** 32-bit FNV-1a: a small, well-spread hash so that the same visitor always lands in the same bucket. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The visitor's variation, or undefined outside the experiment's time window or every bucket. */
export function assignVariation(config: ExperimentConfig, visitor: string, now: number): string | undefined {
  if (config.startTime !== undefined && now < config.startTime) return undefined;
  if (config.endTime !== undefined && now >= config.endTime) return undefined;
  const point = fnv1a(`${config.experimentId}:${visitor}`) % 100;
  let upTo = 0;
  for (const bucket of config.buckets) {
    upTo += bucket.percent;
    if (point < upTo) return bucket.variation;
  }
  return undefined;
}

export interface ExperimentSource {
  /** The experiment config URL; `{region}` is replaced by the region. */
  readonly experimentUrl: string;
  /** The server time URL. */
  readonly timeUrl: string;
}

/** The variation this visitor gets in `region`, or undefined when anything fails. */
export async function resolveVariation(region: string, source: ExperimentSource): Promise<string | undefined> {
  try {
    const [config, now] = await Promise.all([
      fetchJson(source.experimentUrl.replaceAll('{region}', encodeURIComponent(region)), EXPERIMENT_TIMEOUT_MS),
      fetchServerTime(source.timeUrl),
    ]);
    return is(config, ExperimentConfigSchema) ? assignVariation(config, visitorId(), now) : undefined;
  } catch {
    return undefined;
  }
}
