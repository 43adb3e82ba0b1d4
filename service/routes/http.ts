/**
 * The two answer shapes of the service, and how a refusal (domain/refusal.ts, the one error type
 * the domain and the routes throw) is answered: the REST sub-app as an envelope, the gateway as a
 * `ret` list, each with the status of the refusal's reason.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { assert, type Struct } from 'superstruct';
import { inLanguage, requestLanguage } from '../domain/messageLanguage.ts';
import { TrafficLimited } from '../domain/limits.ts';
import type { Refusal, RefusalReason } from '../domain/refusal.ts';

const STATUS: Readonly<Record<RefusalReason, ContentfulStatusCode>> = { refused: 200, invalid: 400, forbidden: 403, tooLarge: 413, tooMany: 429, fault: 500 };

/** The HTTP status a refusal is answered with; a traffic limit's answer also says when to try again (`Retry-After`, RFC 9110 10.2.3). */
export function statusOf(refusal: Refusal, c: Context): ContentfulStatusCode {
  if (refusal instanceof TrafficLimited) c.header('Retry-After', String(refusal.retryAfterSeconds));
  return STATUS[refusal.reason];
}

/** Checks an answer against the contract before it leaves: the service never answers off-contract. */
export function checked<T>(value: T, schema: Struct<T, unknown>): T {
  assert(value, schema);
  return value;
}

export function envelopeOk(c: Context, module: unknown) {
  return c.json({ success: true, module });
}

/** The error's message in the language the request asks for (`X-Member-Language`, else `Accept-Language`). */
export function localMessage(c: Context, error: Refusal): string | undefined {
  if (!error.displayMessage) return undefined;
  return inLanguage(error.displayMessage, requestLanguage(c.req.header('X-Member-Language'), c.req.header('Accept-Language')));
}

export function envelopeError(c: Context, error: Refusal) {
  const displayMessage = localMessage(c, error);
  return c.json(
    { success: false, errorCode: { key: error.key, ...(displayMessage ? { displayMessage } : {}) }, ...(error.data ? { module: error.data } : {}) },
    statusOf(error, c),
  );
}

export function gatewayAnswer(c: Context, api: string, v: string, ret: string, data?: unknown, status: ContentfulStatusCode = 200) {
  return c.json({ api, v, ret: [ret], ...(data === undefined ? {} : { data }) }, status);
}

/**
 * The address of the client: the socket's peer, or behind a trusted proxy the last
 * `X-Forwarded-For` entry, the one that proxy added (the entries before it are whatever the client
 * sent). Requests made in-process without a socket (tests) are `local`.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
