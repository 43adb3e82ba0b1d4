/**
 * What every login does once its session has started, beside its answer: the member's language is
 * kept (the one the request names), and a login from a device the account has not seen is told to
 * the member's contacts, in that language.
 */
import type { Context } from 'hono';
import type { ServiceDeps } from './deps.ts';
import { alertNewDevice } from '../domain/loginAlerts.ts';
import { clientAddress } from './http.ts';
import type { UserRecord } from '../storage/Storage.ts';
import { deviceSecret } from './cookies.ts';
import { ownOrigin } from './origin.ts';
import { keepLanguage, readerOf } from './reader.ts';

export async function afterLogin(deps: ServiceDeps, c: Context, user: UserRecord): Promise<void> {
  const member = await keepLanguage(deps, c, user);
  await alertNewDevice(deps, member, {
    secret: deviceSecret(c),
    userAgent: c.req.header('user-agent'),
    address: clientAddress(c, deps.config.trustProxy),
    origin: ownOrigin(c),
    language: readerOf(c, member).language,
  });
}
