/**
 * The embedded store: SQLite through better-sqlite3, in a file that survives restarts, or in
 * memory (`:memory:`) for tests. Its parts by table group: accounts and sessions
 * (sqliteAccounts.ts), addresses and orders (sqliteOrders.ts), codes and counters (sqliteCodes.ts).
 */
import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS } from './migrations.ts';
import { sqliteAccounts } from './sqliteAccounts.ts';
import { sqliteCodes } from './sqliteCodes.ts';
import { sqliteDb } from './sqliteDatabase.ts';
import { sqliteOrders } from './sqliteOrders.ts';
import { sqlitePasskeys } from './sqlitePasskeys.ts';
import { CODE_RETENTION_MS, type Storage } from './Storage.ts';

/** Brings the schema up to date; returns the version it is at. */
export function migrate(db: Database.Database): number {
  const current = Number(db.pragma('user_version', { simple: true }));
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return MIGRATIONS.length;
}

/**
 * `file` is a path or `:memory:`. The database holds password hashes and hashed session ids, so
 * its folder is made owner-only and the file 0600; SQLite gives its WAL and shared-memory files
 * the database file's permissions. Files of older versions (0644) are narrowed at open.
 */
export function openSqliteStorage(file: string): Storage {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    if (!existsSync(file)) writeFileSync(file, '', { mode: 0o600 });
    for (const part of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(part)) chmodSync(part, 0o600);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);

  const queries = sqliteDb(db);
  const { run } = queries;
  return {
    ...sqliteAccounts(queries),
    ...sqliteOrders(queries),
    ...sqliteCodes(queries),
    ...sqlitePasskeys(queries),
    purgeExpired: async (at) =>
      db.transaction(
        () =>
          run('DELETE FROM sessions WHERE expires_at <= ?', at).changes +
          run('DELETE FROM tokens WHERE expires_at <= ?', at).changes +
          run('DELETE FROM codes WHERE sent_at <= ?', at - CODE_RETENTION_MS).changes +
          run('DELETE FROM qr_sessions WHERE created_at <= ?', at - CODE_RETENTION_MS).changes +
          run('DELETE FROM counters WHERE window_start + window_ms <= ?', at).changes +
          run("UPDATE users SET status = 'DELETED', modified_at = ? WHERE status = 'DELETION_PENDING' AND deletion_ends_at <= ?", at, at).changes,
      )(),
    close: async () => {
      db.close();
    },
  };
}
