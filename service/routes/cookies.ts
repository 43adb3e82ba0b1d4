/**
 * The service's cookies: the session (HttpOnly, SameSite=Lax), the CSRF id whose HMAC is the CSRF
 * token, the anti-bot challenge pass, and the binding secret a QR code and a login's next step
 * belong to. When the configured public origin is https, every one is `Secure` and named with the
 * `__Host-` prefix (this host only, path /, never set over http or by a sibling subdomain); whether
 * it is https comes from the configuration, never from a request header. Every call that changes
 * something must carry the token in X-CSRF-TOKEN (or `_csrf` in an HTML form), whatever its method;
 * without it the call is refused. Once the browser has a session the token is bound to it too: a
 * token read before a login (or in another session) is refused after it, and the element fetches a
 * new one.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CSRF_HEADER, CSRF_REJECTED_CODE } from '../../src/kernel/contract/headers.ts';
import { SESSION_COOKIE } from '../domain/sessions.ts';
import { Refusal } from '../domain/refusal.ts';
import { MESSAGES } from '../domain/messages.ts';
import { hmac, randomId, sameText, sha256 } from '../domain/secrets.ts';
import { ownOrigin, secure } from './origin.ts';

export const CSRF_COOKIE = 'member_csrf';
export const CSRF_PARAMETER = '_csrf';
export const CHALLENGE_COOKIE = 'member_challenge';
/** The browser's own random id, kept a year: how the service knows a device it has seen log in (loginAlerts.ts). */
export const DEVICE_COOKIE = 'member_device';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

function cookieOptions(c: Context, maxAgeSeconds?: number) {
  const https = secure(c);
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: https,
    ...(https ? { prefix: 'host' as const } : {}),
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

/** The cookie `name` of this browser, `__Host-name` on https. */
function readCookie(c: Context, name: string): string | undefined {
  return secure(c) ? getCookie(c, name, 'host') : getCookie(c, name);
}

function removeCookie(c: Context, name: string): void {
  deleteCookie(c, name, cookieOptions(c));
}

/** This browser's device secret (made and set now when it has none). */
export function deviceSecret(c: Context): string {
  const known = readCookie(c, DEVICE_COOKIE);
  if (known && /^[A-Za-z0-9_-]{16,100}$/.test(known)) return known;
  const made = randomId(32);
  setCookie(c, DEVICE_COOKIE, made, cookieOptions(c, DEVICE_COOKIE_SECONDS));
  return made;
}

export function setSessionCookie(c: Context, id: string, expiresAt: number, now: number): void {
  setCookie(c, SESSION_COOKIE, id, cookieOptions(c, Math.floor((expiresAt - now) / 1000)));
}

export function sessionCookie(c: Context): string | undefined {
  return readCookie(c, SESSION_COOKIE);
}

export function clearSessionCookie(c: Context): void {
  removeCookie(c, SESSION_COOKIE);
}

/** Ids made during a request, so that a page with several forms gives them all one token. */
const madeIds = new WeakMap<Context, string>();

/** The token of CSRF id `id`, in the session the browser has (if any). */
const tokenOf = (c: Context, secret: string, id: string) => {
  const session = sessionCookie(c);
  return hmac(secret, session ? `${id}|${session}` : id);
};

/** The CSRF id of this browser (the secret its token is the HMAC of), setting its cookie first if needed. */
export function csrfId(c: Context): string {
  let id = readCookie(c, CSRF_COOKIE) ?? madeIds.get(c);
  if (!id) {
    id = randomId();
    madeIds.set(c, id);
    setCookie(c, CSRF_COOKIE, id, cookieOptions(c));
  }
  return id;
}

/** The CSRF token of this browser, setting its id cookie first if needed. */
export function csrfToken(c: Context, secret: string): string {
  return tokenOf(c, secret, csrfId(c));
}

export function csrfValid(c: Context, secret: string, token: string | undefined): boolean {
  const id = readCookie(c, CSRF_COOKIE);
  return Boolean(id && token && sameText(token, tokenOf(c, secret, id)));
}

/** Refuses a call without this browser's CSRF token in the X-CSRF-TOKEN header (403, CSRF_TOKEN_INVALID). */
export function requireCsrf(c: Context, secret: string): void {
  if (!csrfValid(c, secret, c.req.header(CSRF_HEADER))) throw new Refusal(CSRF_REJECTED_CODE, MESSAGES.csrf, 'forbidden');
}

/**
 * Whether a request comes from this origin's own pages, or from no browser page at all (curl, a
 * test): a browser says where a request comes from in `Sec-Fetch-Site` and, on POST, `Origin`.
 */
export function notCrossSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = c.req.header('origin');
  return !origin || origin === ownOrigin(c);
}

/**
 * The binding secret of this browser (HttpOnly, SameSite=Lax, for the browser session): what a QR
 * code and a login's next step belong to (issue 24, points 1 and 7). Only its hash is stored.
 */
export const BINDING_COOKIE = 'member_bind';
const bindingHash = (secret: string) => sha256(`binding|${secret}`);
/** Secrets made during a request, so that a request which binds twice sets one cookie. */
const madeBindings = new WeakMap<Context, string>();

/** The binding hash of this browser, setting its secret first if it has none. */
export function browserBinding(c: Context): string {
  let secret = readCookie(c, BINDING_COOKIE) ?? madeBindings.get(c);
  if (!secret) {
    secret = randomId(32);
    madeBindings.set(c, secret);
    setCookie(c, BINDING_COOKIE, secret, cookieOptions(c));
  }
  return bindingHash(secret);
}

/** The binding hash of this browser if it has a secret (one is never set by asking). */
export function presentBinding(c: Context): string | undefined {
  const secret = readCookie(c, BINDING_COOKIE) ?? madeBindings.get(c);
  return secret ? bindingHash(secret) : undefined;
}

/**
 * Whether a page was opened from no page, or from one of this origin's own: a scanned code or a
 * typed address sends `Sec-Fetch-Site: none`, a link on another site's page `cross-site` or
 * `same-site`. A browser that sends no such header (older ones) is let through.
 */
export function openedDirectly(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  return !site || site === 'none' || site === 'same-origin';
}

export function setChallengeCookie(c: Context, pass: string, ttlMs: number): void {
  setCookie(c, CHALLENGE_COOKIE, pass, cookieOptions(c, Math.floor(ttlMs / 1000)));
}

/** This browser's challenge pass, removed from the browser as it is read: a pass is used once. */
export function takeChallengeCookie(c: Context): string | undefined {
  const pass = readCookie(c, CHALLENGE_COOKIE);
  if (pass) removeCookie(c, CHALLENGE_COOKIE);
  return pass;
}
