/**
 * The service's cookies: the session (HttpOnly, SameSite=Lax, Secure on https), the CSRF id whose
 * HMAC is the CSRF token, and the anti-bot challenge pass. Every call that changes something must
 * carry the token in X-CSRF-TOKEN (or `_csrf` in an HTML form), whatever its method; without it the
 * call is refused.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CSRF_HEADER, CSRF_REJECTED_CODE } from '../../../src/contract/headers.ts';
import { SESSION_COOKIE } from '../domain/sessions.ts';
import { MESSAGES, ServiceError } from '../http.ts';
import { hmac, randomId, sameText } from '../domain/secrets.ts';

export const CSRF_COOKIE = 'member_csrf';
export const CSRF_PARAMETER = '_csrf';
export const CHALLENGE_COOKIE = 'member_challenge';

export function secure(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

function cookieOptions(c: Context, maxAgeSeconds?: number) {
  return { path: '/', httpOnly: true, sameSite: 'Lax' as const, secure: secure(c), ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }) };
}

export function setSessionCookie(c: Context, id: string, expiresAt: number, now: number): void {
  setCookie(c, SESSION_COOKIE, id, cookieOptions(c, Math.floor((expiresAt - now) / 1000)));
}

export function sessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** Ids made during a request, so that a page with several forms gives them all one token. */
const madeIds = new WeakMap<Context, string>();

/** The CSRF id of this browser (the secret its token is the HMAC of), setting its cookie first if needed. */
export function csrfId(c: Context): string {
  let id = getCookie(c, CSRF_COOKIE) ?? madeIds.get(c);
  if (!id) {
    id = randomId();
    madeIds.set(c, id);
    setCookie(c, CSRF_COOKIE, id, cookieOptions(c));
  }
  return id;
}

/** The CSRF token of this browser, setting its id cookie first if needed. */
export function csrfToken(c: Context, secret: string): string {
  return hmac(secret, csrfId(c));
}

export function csrfValid(c: Context, secret: string, token: string | undefined): boolean {
  const id = getCookie(c, CSRF_COOKIE);
  return Boolean(id && token && sameText(token, hmac(secret, id)));
}

/** Refuses a call without this browser's CSRF token in the X-CSRF-TOKEN header (403, CSRF_TOKEN_INVALID). */
export function requireCsrf(c: Context, secret: string): void {
  if (!csrfValid(c, secret, c.req.header(CSRF_HEADER))) throw new ServiceError(CSRF_REJECTED_CODE, MESSAGES.csrf, 403);
}

/**
 * Whether a request comes from this origin's own pages, or from no browser page at all (curl, a
 * test): a browser says where a request comes from in `Sec-Fetch-Site` and, on POST, `Origin`.
 */
export function notCrossSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = c.req.header('origin');
  return !origin || origin === new URL(c.req.url).origin;
}

export function setChallengeCookie(c: Context, pass: string, ttlMs: number): void {
  setCookie(c, CHALLENGE_COOKIE, pass, cookieOptions(c, Math.floor(ttlMs / 1000)));
}

/** This browser's challenge pass, removed from the browser as it is read: a pass is used once. */
export function takeChallengeCookie(c: Context): string | undefined {
  const pass = getCookie(c, CHALLENGE_COOKIE);
  if (pass) deleteCookie(c, CHALLENGE_COOKIE, { path: '/' });
  return pass;
}
