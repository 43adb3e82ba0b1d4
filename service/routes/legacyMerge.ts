/** The legacy grocery-brand merge's calls (`src/kernel/contract/legacyMerge.ts`), served by the gateway route. */
import type { Context } from 'hono';
import type { AnswerOf, RequestOf } from '../../src/kernel/contract/calls.ts';
import type { LEGACY } from '../../src/kernel/contract/legacyMerge.ts';
import type { ServiceDeps } from './deps.ts';
import { legacyCheck, mergeLegacy, postponeLegacy, proveLegacy, sendLegacyCode } from '../domain/legacyMerge.ts';
import { sha256 } from '../domain/secrets.ts';
import { clientAddress } from './http.ts';
import { readerOf } from './reader.ts';
import type { UserRecord } from '../storage/Storage.ts';
import { countedChange, member } from './account.ts';
import { sessionCookie } from './cookies.ts';

type Calls = typeof LEGACY;
type Handlers = {
  readonly [K in keyof Calls]: (data: RequestOf<Calls[K]>, context: { readonly c: Context; readonly user: UserRecord | undefined }) => Promise<AnswerOf<Calls[K]>>;
};

/** The merge's only read. */
export const LEGACY_READS: ReadonlySet<keyof Calls> = new Set(['checkLegacy']);

export function legacyHandlers(deps: ServiceDeps): Handlers {
  /** The session a proof belongs to: a hash of its cookie (another browser of the member cannot use it). */
  const sessionKey = (c: Context) => sha256(`legacy|${sessionCookie(c) ?? ''}`);
  return {
    checkLegacy: async (_data, { user }) => legacyCheck(deps, member(user)),
    sendLegacyCode: async ({ id, channel }, { c, user }) => ({
      codeLength: await sendLegacyCode(deps, await countedChange(deps, user), id, channel, clientAddress(c, deps.config.trustProxy), readerOf(c)),
    }),
    proveLegacy: async (request, { c, user }) => ({
      token: await proveLegacy(deps, await countedChange(deps, user), request, sessionKey(c), clientAddress(c, deps.config.trustProxy)),
    }),
    mergeLegacy: async ({ id, token }, { c, user }) => ({ moved: await mergeLegacy(deps, await countedChange(deps, user), id, token, sessionKey(c)) }),
    postponeLegacy: async (_data, { user }) => ({ askAgainAt: await postponeLegacy(deps, await countedChange(deps, user)) }),
  };
}
