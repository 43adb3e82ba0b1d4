/**
 * The shared store: PostgreSQL through the `postgres` driver, for several service instances behind
 * a load balancer. Every check-and-count that protects the service happens in the database in one
 * statement (`INSERT … ON CONFLICT … DO UPDATE … RETURNING` for counters, `UPDATE … SET wrong_tries
 * = wrong_tries + 1 … RETURNING`, `UPDATE … WHERE closed_at IS NULL` to use a code, `DELETE …
 * RETURNING` to take a token) or in one transaction serialised by an advisory lock (issuing a
 * code), never read and written back from JavaScript, so that two instances cannot both pass a limit.
 * Its parts by table group: accounts and sessions (postgresAccounts.ts), addresses and orders
 * (postgresOrders.ts), codes and counters (postgresCodes.ts).
 */
import postgres, { type Sql } from 'postgres';
import { LOCK_NAMESPACE, migratePostgres, STARTUP_LOCK } from './postgresMigrations.ts';
import { postgresAccounts } from './postgresAccounts.ts';
import { postgresCodes } from './postgresCodes.ts';
import { postgresOrders } from './postgresOrders.ts';
import { postgresPasskeys } from './postgresPasskeys.ts';
import { postgresQueries } from './postgresQueries.ts';
import { CODE_RETENTION_MS, type Storage } from './Storage.ts';

export interface PostgresStorage extends Storage {
  /** Runs `task` while no other instance runs one (a session advisory lock): start-up seeding. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** The value kept under `name`, made by the first instance that asks; every instance gets the same. */
  sharedValue(name: string, make: () => string): Promise<string>;
}

export interface PostgresOptions {
  /** Connections in this instance's pool. Default 10. */
  readonly max?: number;
  /** Seconds to wait for a connection before a query fails. Default 10. */
  readonly connectTimeout?: number;
  /** Seconds after which an idle connection is closed. Default: never. */
  readonly idleTimeout?: number;
}

/** Connects to `url` (postgres://user:password@host:port/database), migrates, and answers the store. */
export async function openPostgresStorage(url: string, { max = 10, connectTimeout = 10, idleTimeout }: PostgresOptions = {}): Promise<PostgresStorage> {
  const sql: Sql = postgres(url, { max, connect_timeout: connectTimeout, onnotice: () => {}, ...(idleTimeout ? { idle_timeout: idleTimeout } : {}) });
  try {
    await migratePostgres(sql);
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
  const queries = postgresQueries(sql);
  const { one, returned } = queries;
  return {
    ...postgresAccounts(queries),
    ...postgresOrders(queries),
    ...postgresCodes(queries),
    ...postgresPasskeys(queries),
    exclusive: async (task) => {
      const reserved = await sql.reserve();
      try {
        await reserved`SELECT pg_advisory_lock(${LOCK_NAMESPACE}, ${STARTUP_LOCK})`;
        try {
          return await task();
        } finally {
          await reserved`SELECT pg_advisory_unlock(${LOCK_NAMESPACE}, ${STARTUP_LOCK})`;
        }
      } finally {
        reserved.release();
      }
    },
    sharedValue: async (name, make) => {
      const found = await one(sql`SELECT value FROM shared_secrets WHERE name = ${name}`);
      if (found) return String(found.value);
      // Two instances may both make one: the first insert wins and both read it back.
      await sql`INSERT INTO shared_secrets (name, value) VALUES (${name}, ${make()}) ON CONFLICT (name) DO NOTHING`;
      return String((await returned(sql`SELECT value FROM shared_secrets WHERE name = ${name}`)).value);
    },
    // Each delete on its own: nothing here needs them together, and instances purging at the same
    // time then hold their row locks only as long as one statement.
    purgeExpired: async (at) => {
      const deleted = await Promise.all([
        sql`DELETE FROM sessions WHERE expires_at <= ${at}`,
        sql`DELETE FROM tokens WHERE expires_at <= ${at}`,
        sql`DELETE FROM codes WHERE sent_at <= ${at - CODE_RETENTION_MS}`,
        sql`DELETE FROM qr_sessions WHERE created_at <= ${at - CODE_RETENTION_MS}`,
        sql`DELETE FROM counters WHERE window_start + window_ms <= ${at}`,
        sql`UPDATE users SET status = 'DELETED', modified_at = ${at} WHERE status = 'DELETION_PENDING' AND deletion_ends_at <= ${at}`,
      ]);
      return deleted.reduce((sum, result) => sum + result.count, 0);
    },
    close: async () => {
      await sql.end({ timeout: 5 });
    },
  };
}
