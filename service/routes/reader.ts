/**
 * Who reads what a request makes the service send: the request's language (`X-Member-Language`,
 * else `Accept-Language`, else English), or the member's kept one (`readerFor`); and the host a
 * code SMS's one-time-code line names: the page that asked (its `Origin`, else its `Referer`) when
 * that page is this service's own origin or an allow-listed host (https, or http when the service
 * itself is), else this service's own origin's host (the configured public origin). A page not on
 * the list never appears in a message: the phone would offer the code to it.
 */
import type { Context } from 'hono';
import { redirectAllowList } from '../../src/kernel/config/domains.ts';
import type { Language } from '../../src/kernel/config/languages.ts';
import { hostAllowed } from '../../src/kernel/rules/redirect.ts';
import { namedLanguage, requestLanguage } from '../domain/messageLanguage.ts';
import { readerFor, type Reader } from '../domain/outgoingTexts.ts';
import type { ServiceConfig } from '../domain/config.ts';
import type { Storage, UserRecord } from '../storage/Storage.ts';
import { ownOrigin } from './origin.ts';

/** The language the request names (one of the six), if it names one. */
const languageNamed = (c: Context): Language | undefined => namedLanguage(c.req.header('X-Member-Language'), c.req.header('Accept-Language'));

/** The host of the page that asked, when it may be named in a code SMS; else this service's. */
export function otpHost(c: Context, allowList: readonly string[] = redirectAllowList()): string {
  const own = new URL(ownOrigin(c));
  // Browsers send Origin with every POST; a GET from the same origin may carry only the Referer.
  const origin = c.req.header('Origin');
  const page = origin !== undefined ? origin : c.req.header('Referer');
  let url: URL;
  try {
    url = new URL(page ?? '');
  } catch {
    return own.hostname;
  }
  if (url.username || url.password) return own.hostname;
  if (url.origin === own.origin) return url.hostname;
  const schemeAllowed = url.protocol === 'https:' || (url.protocol === 'http:' && own.protocol === 'http:');
  return schemeAllowed && hostAllowed(url.hostname, allowList) ? url.hostname : own.hostname;
}

/** The reader of what this request sends: the member's language when kept, else the request's. */
export function readerOf(c: Context, member?: { readonly language: Language | null }): Reader {
  const request: Reader = { language: requestLanguage(c.req.header('X-Member-Language'), c.req.header('Accept-Language')), otpHost: otpHost(c) };
  return readerFor(request, member);
}

/**
 * Keeps the language the member's element names (the popup's or the member area's, from its
 * `language`), so that the member's later messages are written in it; a request that names none
 * of the six changes nothing. Answers the member as now kept.
 */
export async function keepLanguage(
  { storage, config }: { readonly storage: Storage; readonly config: Pick<ServiceConfig, 'now'> },
  c: Context,
  user: UserRecord,
): Promise<UserRecord> {
  const language = languageNamed(c);
  if (!language || language === user.language) return user;
  return storage.users.update(user.id, { language }, config.now());
}
