/**
 * Every redirect the service answers goes through `safeRedirect`: the target is judged by what the
 * URL parser makes of it (as the client's `safeRedirect` in src/kernel/rules/redirect.ts does), so
 * `//evil`, `/\evil`, `/\t/evil`, CR/LF and `https://own@evil` all resolve to where they really
 * lead. This origin's own paths are allowed; another host only when it is on the redirect
 * allow-list and reached over https (http only when the service itself is: behind TLS, its
 * configured public origin is https, whatever scheme the proxy forwarded).
 */
import type { Context } from 'hono';
import { redirectAllowList } from '../../src/kernel/config/domains.ts';
import { hostAllowed } from '../../src/kernel/rules/redirect.ts';
import { ownOrigin } from './origin.ts';

/** Where to send the browser for `value`: a path of this origin, an allow-listed https URL, or `fallback`. */
export function safeRedirect(c: Context, value: string | undefined, fallback: string, allowList: readonly string[] = redirectAllowList()): string {
  if (!value) return fallback;
  const own = new URL(ownOrigin(c));
  let url: URL;
  try {
    url = new URL(value, own);
  } catch {
    return fallback;
  }
  if (url.username || url.password) return fallback;
  // A path of this origin, with one leading slash: `//host` in a Location header leaves the site.
  if (url.origin === own.origin) return `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;
  const schemeAllowed = url.protocol === 'https:' || (url.protocol === 'http:' && own.protocol === 'http:');
  return schemeAllowed && hostAllowed(url.hostname, allowList) ? url.href : fallback;
}
