/**
 * Redirects go only to allow-listed hosts (spec sections 5 and 9). URLs are judged by what the
 * browser's URL parser makes of them, never by string matching, so `//evil`, `/\evil`,
 * `https://allowed@evil`, encoded and whitespace tricks all resolve to the host they really reach.
 * Pure: the page a URL is judged from is passed in (`base`), never read from `location`.
 */
import { jumpAllowList, redirectAllowList } from '../config/domains.ts';

export interface RedirectOptions {
  /** Allowed domains (each with its subdomains). Default: the configured allow-list. */
  readonly allowList?: readonly string[];
  /**
   * The page the URL is resolved against, and whose own host is allowed. Without it only absolute
   * URLs of allow-listed hosts pass.
   */
  readonly base?: string | undefined;
}

/** Whether `hostname` is an allow-listed domain or one of its subdomains. */
export function hostAllowed(hostname: string, allowList: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowList.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * The absolute URL `value` leads to, when it is https (http only when the page itself is http, as
 * a development host is), carries no user info, and its host is the page's own or allow-listed;
 * otherwise undefined. An http URL from an https page would hand the session's next step to anyone
 * on the network path, allow-listed host or not.
 */
export function allowedUrl(value: unknown, { allowList = redirectAllowList(), base }: RedirectOptions = {}): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let url: URL;
  let page: URL | undefined;
  try {
    page = base === undefined ? undefined : new URL(base);
  } catch {
    page = undefined;
  }
  try {
    url = new URL(value, page);
  } catch {
    return undefined;
  }
  const schemeAllowed = url.protocol === 'https:' || (url.protocol === 'http:' && page?.protocol === 'http:');
  if (!schemeAllowed) return undefined;
  if (url.username || url.password) return undefined;
  const ownHost = page && (page.protocol === 'https:' || page.protocol === 'http:') && url.host === page.host;
  return ownHost || hostAllowed(url.hostname, allowList) ? url.href : undefined;
}

/**
 * `url` as an allow-listed absolute URL, else `fallback` if that one is allowed, else the safe
 * default: this site's home page.
 */
export function safeRedirect(url: unknown, fallback?: string, options: RedirectOptions = {}): string {
  return allowedUrl(url, options) ?? allowedUrl(fallback, options) ?? allowedUrl('/', options) ?? '/';
}

export type UrlJumpResult = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: 'URL is empty' | 'URL is illeagle' };

/**
 * The URL-jump helper: accepts only the provider's own and payment domains. The messages are the
 * spec's, spelling included; they are for logs, not for shoppers.
 */
export function checkJumpUrl(value: unknown, options: RedirectOptions = {}): UrlJumpResult {
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, message: 'URL is empty' };
  const url = allowedUrl(value, { allowList: jumpAllowList(), ...options });
  return url ? { ok: true, url } : { ok: false, message: 'URL is illeagle' };
}
