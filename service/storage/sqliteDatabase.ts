/** What the SQLite store's parts share: the database, and its statements prepared once each. */
import type Database from 'better-sqlite3';
import type { Row } from './records.ts';

export interface SqliteDb {
  readonly db: Database.Database;
  /** The statement of `sql`, prepared on its first use and kept. */
  readonly prepared: (sql: string) => Database.Statement;
  /** The first row `sql` reads. */
  readonly get: (sql: string, ...params: unknown[]) => Row | undefined;
  readonly run: (sql: string, ...params: unknown[]) => Database.RunResult;
  /** The row a write just made or changed, read back: none would be a broken invariant, not an answer. */
  readonly written: (sql: string, ...params: unknown[]) => Row;
}

export function sqliteDb(db: Database.Database): SqliteDb {
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    const statement = statements.get(sql) ?? db.prepare(sql);
    statements.set(sql, statement);
    return statement;
  };
  const get = (sql: string, ...params: unknown[]) => prepared(sql).get(...params) as Row | undefined;
  const run = (sql: string, ...params: unknown[]) => prepared(sql).run(...params);
  const written = (sql: string, ...params: unknown[]) => {
    const row = get(sql, ...params);
    if (!row) throw new Error('the row just written was not read back');
    return row;
  };
  return { db, prepared, get, run, written };
}
