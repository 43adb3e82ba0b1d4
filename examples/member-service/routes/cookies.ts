/**
 * The service's cookies: the session (HttpOnly, SameSite=Lax, Secure on https) and the CSRF id
 * whose HMAC is the CSRF token. A POST must carry the token in X-CSRF-TOKEN (or `_csrf` in an HTML
 * form); without it the POST is refused.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CSRF_HEADER, CSRF_REJECTED_CODE } from '../../../src/contract/headers.ts';
import { SESSION_COOKIE } from '../domain/sessions.ts';
import { MESSAGES, ServiceError } from '../http.ts';
import { hmac, randomId, sameText } from '../domain/secrets.ts';

export const CSRF_COOKIE = 'member_csrf';
export const CSRF_PARAMETER = '_csrf';

function secure(c: Context): boolean {
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

/** The CSRF token of this browser, setting its id cookie first if needed. */
export function csrfToken(c: Context, secret: string): string {
  let id = getCookie(c, CSRF_COOKIE) ?? madeIds.get(c);
  if (!id) {
    id = randomId();
    madeIds.set(c, id);
    setCookie(c, CSRF_COOKIE, id, cookieOptions(c));
  }
  return hmac(secret, id);
}

export function csrfValid(c: Context, secret: string, token: string | undefined): boolean {
  const id = getCookie(c, CSRF_COOKIE);
  return Boolean(id && token && sameText(token, hmac(secret, id)));
}

/** Refuses a POST without this browser's CSRF token in the X-CSRF-TOKEN header (403, CSRF_TOKEN_INVALID). */
export function requireCsrf(c: Context, secret: string): void {
  if (c.req.method === 'POST' && !csrfValid(c, secret, c.req.header(CSRF_HEADER))) {
    throw new ServiceError(CSRF_REJECTED_CODE, MESSAGES.csrf, 403);
  }
}
