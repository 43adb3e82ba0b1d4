/**
 * Sessions: a new id at every login (the old one is dropped), kept in an HttpOnly cookie. Only the
 * SHA-256 of the id is stored: whoever reads the database cannot log in with it.
 */
import type { Storage, UserRecord } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { KEPT_KINDS } from './notices.ts';
import { randomId, sha256 } from './secrets.ts';

export const SESSION_COOKIE = 'member_sid';

/** The stored id of the session whose cookie holds `id`. */
export const storedSessionId = (id: string): string => sha256(`session|${id}`);

/** The longest user agent kept for the devices page. */
const USER_AGENT_LENGTH = 300;
/** A session's last use is written at most this often. */
export const LAST_SEEN_EVERY_MS = 60_000;

export async function startSession(
  storage: Storage,
  config: ServiceConfig,
  userId: number,
  previous?: string,
  userAgent?: string,
): Promise<{ id: string; expiresAt: number }> {
  if (previous) await storage.sessions.delete(storedSessionId(previous));
  const at = config.now();
  const id = randomId(32);
  // Stored: the end its idle timeout gives it now; answered (the cookie's): its lifetime.
  const expiresAt = at + config.sessionTtlMs;
  await storage.sessions.insert({
    id: storedSessionId(id),
    userId,
    createdAt: at,
    expiresAt: sessionEnd(config, at, at),
    userAgent: userAgent?.slice(0, USER_AGENT_LENGTH) ?? null,
  });
  return { id, expiresAt };
}

/** When a session started at `createdAt` and last used at `usedAt` ends: idle timeout or lifetime, the sooner. */
const sessionEnd = (config: Pick<ServiceConfig, 'sessionTtlMs' | 'sessionIdleMs'>, createdAt: number, usedAt: number): number =>
  Math.min(createdAt + config.sessionTtlMs, usedAt + config.sessionIdleMs);

export async function endSession(storage: Storage, id: string): Promise<void> {
  await storage.sessions.delete(storedSessionId(id));
}

/**
 * Ends every session of `userId` but the one whose cookie holds `keep`, if it is the member's, and
 * every token of the member (a login's next step, QR, verification, restore, sign-up, reset): none
 * of them brings a session back. Only the notices' "this wasn't me" links (they can only undo) and the
 * recovery anchor (domain/recovery.ts) stay.
 */
export async function endOtherSessionsAndTokens(storage: Storage, userId: number, keep: string | undefined): Promise<void> {
  await storage.tokens.deleteForUser(userId, [...KEPT_KINDS]);
  await storage.sessions.deleteForUser(userId, keep ? storedSessionId(keep) : undefined);
}

/** The logged-in member of session `id`, if the session is alive and the account usable. */
export async function sessionUser(storage: Storage, config: ServiceConfig, id: string | undefined): Promise<UserRecord | undefined> {
  if (!id) return undefined;
  const session = await storage.sessions.get(storedSessionId(id));
  const at = config.now();
  if (!session || session.expiresAt <= at) return undefined;
  const user = await storage.users.byId(session.userId);
  if (user?.status !== 'NORMAL') return undefined;
  if (at - session.lastSeenAt >= LAST_SEEN_EVERY_MS) await storage.sessions.touch(session.id, at, LAST_SEEN_EVERY_MS, sessionEnd(config, session.createdAt, at));
  return user;
}
