/** Sessions: a new id at every login (the old one is dropped), kept in an HttpOnly cookie. */
import type { Storage, UserRecord } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { randomId } from './secrets.ts';

export const SESSION_COOKIE = 'member_sid';

export async function startSession(storage: Storage, config: ServiceConfig, userId: number, previous?: string): Promise<{ id: string; expiresAt: number }> {
  if (previous) await storage.sessions.delete(previous);
  const at = config.now();
  const session = { id: randomId(32), userId, createdAt: at, expiresAt: at + config.sessionTtlMs };
  await storage.sessions.insert(session);
  return session;
}

/** The logged-in member of session `id`, if the session is alive and the account usable. */
export async function sessionUser(storage: Storage, config: ServiceConfig, id: string | undefined): Promise<UserRecord | undefined> {
  if (!id) return undefined;
  const session = await storage.sessions.get(id);
  if (!session || session.expiresAt <= config.now()) return undefined;
  const user = await storage.users.byId(session.userId);
  return user?.status === 'NORMAL' ? user : undefined;
}
