/**
 * The security headers of every answer: a Content-Security-Policy (own scripts, plus inline scripts
 * carrying this answer's nonce), no framing by other sites, no MIME sniffing, a referrer policy,
 * HSTS on https, and `Cache-Control: no-store` on every JSON and HTML answer (tokens, sessions and
 * member data must not be kept by caches).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { randomId } from '../domain/secrets.ts';
import { secure } from './origin.ts';

const nonces = new WeakMap<Context, string>();

/** The nonce an inline script of this answer must carry to run. */
export function scriptNonce(c: Context): string {
  const nonce = nonces.get(c) ?? randomId(16);
  nonces.set(c, nonce);
  return nonce;
}

/** `<script` tags of a served HTML file, given this answer's nonce. */
export function withNonce(c: Context, html: string): string {
  return html.replace(/<script(?=[\s>])/g, `<script nonce="${scriptNonce(c)}"`);
}

export function contentSecurityPolicy(nonce: string | undefined): string {
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}`,
    // The element styles its shadow root with constructed sheets and React sets style properties.
    "style-src 'self' 'unsafe-inline'",
    // QR codes are data: URLs.
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonces.get(c)));
    headers.set('X-Frame-Options', 'DENY');
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (secure(c)) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const type = headers.get('Content-Type') ?? '';
    if (!headers.has('Cache-Control') && /json|html/.test(type)) headers.set('Cache-Control', 'no-store');
  };
}
