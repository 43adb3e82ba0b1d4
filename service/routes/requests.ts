/**
 * Reading request bodies without trusting them: a size limit for every body (413), JSON and forms
 * that fail to parse, nest too deep or break a field's length rule (spec section 5) answered 400
 * with the envelope, never a 500.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { visibleLength } from '../../src/kernel/rules/textLength.ts';
import { envelopeError } from './http.ts';
import { Refusal } from '../domain/refusal.ts';
import { MESSAGES } from '../domain/messages.ts';

/** JSON deeper than this is refused before it is validated (deep arrays overflowed the validator). */
export const MAX_DEPTH = 8;

export function invalidRequest(): Refusal {
  return new Refusal('PL-PARAM-INVALID', MESSAGES.invalidRequest, 'invalid');
}

/** Bodies over `maxBytes`, by Content-Length or as they stream in: 413 with the envelope. */
export function limitBodies(maxBytes: number): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => envelopeError(c, new Refusal('PL-PARAM-TOO-LARGE', MESSAGES.bodyTooLarge, 'tooLarge')) });
}

/** Whether `value` nests deeper than `max` (counted without recursion, so depth cannot overflow the stack). */
export function tooDeep(value: unknown, max = MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** `text` as JSON, or the invalid-request error when it is not JSON or nests too deep. */
export function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidRequest();
  }
  if (tooDeep(value)) throw invalidRequest();
  return value;
}

export async function jsonBody(c: Context): Promise<unknown> {
  return parseJson(await c.req.text());
}

/** The fields of a form body (urlencoded or multipart); a malformed one is the invalid-request error. */
export async function formBody(c: Context): Promise<Record<string, string>> {
  let parsed: Record<string, unknown>;
  try {
    parsed = await c.req.parseBody();
  } catch {
    throw invalidRequest();
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/**
 * Characters as a reader sees them, as the element counts them (grapheme clusters). Printable ASCII
 * is one cluster a character, so it is counted without segmenting: a login's 344-character cipher
 * text cost about 0.14 ms of the event loop to segment.
 */
const length = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text.length : visibleLength(text));

/**
 * The length rules of spec section 5 and of what the service issues, by field name: [min, max]
 * characters. Fields not listed may have at most `DEFAULT_MAX`.
 */
export const FIELD_LENGTHS: Readonly<Record<string, readonly [number, number]>> = {
  loginName: [6, 60],
  email: [6, 60],
  /** Nickname: the spec's full name, 2-50 (empty means "keep the current one"). */
  name: [2, 50],
  phone: [1, 30],
  phonePrefixCode: [1, 4],
  code: [1, 12],
  /** RSA-OAEP cipher text of a 2048-bit key in base64 is 344 characters. */
  encryptPassword: [1, 1024],
  password: [1, 1024],
  /** The member area's password change: both are cipher texts. */
  currentPassword: [1, 1024],
  newPassword: [1, 1024],
  token: [1, 256],
  /** Facebook access tokens can be long. */
  oauthCode: [1, 4096],
  redirectUri: [0, 2048],
  requestId: [1, 128],
  clientId: [1, 128],
  birthday: [1, 10],
};
export const DEFAULT_MAX = 200;

/** Refuses a request whose string fields break their length rule. */
export function checkLengths(request: unknown): void {
  if (request === null || typeof request !== 'object') return;
  for (const [name, value] of Object.entries(request)) {
    if (typeof value !== 'string') continue;
    const [min, max] = FIELD_LENGTHS[name] ?? [0, DEFAULT_MAX];
    // A text has no more characters as a reader sees them than UTF-16 units, and a non-empty one at
    // least one: within those bounds it needs no segmenting (a login's cipher text, 344 units, cost
    // a grapheme count of about half a millisecond on every login).
    if (value.length <= max && min <= Math.min(value.trim().length, 1)) continue;
    const size = name === 'name' || name === 'loginName' || name === 'email' ? length(value.trim()) : length(value);
    if (name === 'name' && size === 0) continue;
    if (size > max || size < min) throw invalidRequest();
  }
}
