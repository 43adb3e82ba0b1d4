/**
 * The two answer shapes of the service, and the one error type its routes throw: the REST
 * sub-app answers it as an envelope, the gateway as a `ret` list.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { assert, type Struct } from 'superstruct';

export class ServiceError extends Error {
  constructor(
    readonly key: string,
    readonly displayMessage: string | undefined,
    readonly status: ContentfulStatusCode = 200,
    readonly data?: unknown,
  ) {
    super(displayMessage ? `${key}::${displayMessage}` : key);
  }
}

/** The shopper-facing messages of the service (English; the widget shows them as text). */
export const MESSAGES = {
  wrongLogin: 'Incorrect account or password.',
  loginLocked: 'Too many failed attempts. This account is locked for a day; reset your password to unlock it now.',
  challenge: 'Please complete the security check, then try again.',
  trafficLimit: 'Too many requests right now. Please try again later.',
  bodyTooLarge: 'The request is too large.',
  invalidPhone: 'Please enter a valid phone number.',
  wrongCode: 'The code is incorrect. Please try again.',
  codeExpired: 'The code has expired. Please request a new one.',
  codeDead: 'Too many wrong codes. Please request a new one.',
  resendTooSoon: 'Please wait 60 seconds before requesting another code.',
  sendLimit: 'Too many codes were sent to this number. Please try again in an hour.',
  risk: 'This number cannot receive codes right now.',
  coolingPeriod:
    'A new account cannot be registered with the credentials of a recently deleted account. Please contact customer service.',
  alreadyRegistered: 'This phone number is already registered. Please log in.',
  notRegistered: 'This phone number is not registered yet. Please sign up.',
  tokenExpired: 'The request has expired, please send it again.',
  csrf: 'Your page has expired. Please refresh and try again.',
  sessionExpired: 'Your session has expired, please log in again.',
  invalidRequest: 'The request is incomplete. Please try again.',
  passwordRules: 'Password should contain alphabets, numbers and special characters',
  qrExpired: 'The QR code has expired. Please refresh it.',
  socialSuspended: 'Social login is suspended for this account because of a security risk. Please choose another way to log in.',
} as const;

/** Checks an answer against the contract before it leaves: the service never answers off-contract. */
export function checked<T>(value: T, schema: Struct<T, unknown>): T {
  assert(value, schema);
  return value;
}

export function envelopeOk(c: Context, module: unknown) {
  return c.json({ success: true, module });
}

export function envelopeError(c: Context, error: ServiceError) {
  return c.json(
    { success: false, errorCode: { key: error.key, ...(error.displayMessage ? { displayMessage: error.displayMessage } : {}) }, ...(error.data ? { module: error.data } : {}) },
    error.status,
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
