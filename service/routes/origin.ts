/**
 * The service's own origin: the configured public origin (`MEMBER_PUBLIC_ORIGIN`, required in
 * production), never the request's Host header or X-Forwarded-Proto, which any client sets. Links
 * in messages, the QR code's URL, redirects, the same-origin checks and the cookies' `Secure` and
 * `__Host-` all follow it. Development without it uses the request's own origin (the demo runs on
 * whatever port and name the developer opens).
 */
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    ownOrigin: string;
  }
}

/** Sets the origin every route of this request uses. */
export function ownOriginOf(configured: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    c.set('ownOrigin', configured ?? new URL(c.req.url).origin);
    await next();
  };
}

/** `https://member.example.com`: this service's origin, as configured. */
export function ownOrigin(c: Context): string {
  return c.get('ownOrigin') ?? new URL(c.req.url).origin;
}

/** Whether the service is reached over https (its cookies are then `Secure` and `__Host-`). */
export function secure(c: Context): boolean {
  return ownOrigin(c).startsWith('https:');
}
