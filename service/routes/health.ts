/**
 * `GET /healthz` for load balancers and orchestrators: 200 when the database answers a query
 * within `timeoutMs`, 503 otherwise, so that an instance that lost its database is taken out of
 * rotation. It reads nothing a shopper could learn from.
 */
import { Hono } from 'hono';
import type { Storage } from '../storage/Storage.ts';

export const HEALTH_PATH = '/healthz';

/** Whether `storage` answers a read (of an id no account has) within `timeoutMs`. */
export async function databaseAnswers(storage: Storage, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([storage.users.byId(0).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(storage: Storage, timeoutMs = 2000) {
  const app = new Hono();
  app.get(HEALTH_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    return (await databaseAnswers(storage, timeoutMs)) ? c.json({ status: 'ok', database: 'up' }) : c.json({ status: 'unavailable', database: 'down' }, 503);
  });
  return app;
}
