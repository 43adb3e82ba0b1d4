/**
 * What the PostgreSQL store's parts share: the connection pool, reading a statement's rows, and
 * the columns of a change.
 */
import type { Sql } from 'postgres';
import type { Row } from './records.ts';

export interface PostgresQueries {
  readonly sql: Sql;
  /** The first row of a query, if any. */
  readonly one: (query: Promise<Row[]>) => Promise<Row | undefined>;
  /** The first row of `query` as a record, or undefined when there is none. */
  readonly first: <T>(query: Promise<Row[]>, from: (row: Row) => T) => Promise<T | undefined>;
  /** The row a write returned (… RETURNING): none would be a broken invariant, not an answer. */
  readonly returned: (query: Promise<Row[]>) => Promise<Row>;
}

export function postgresQueries(sql: Sql): PostgresQueries {
  const one = async (query: Promise<Row[]>) => (await query)[0];
  const first = async <T>(query: Promise<Row[]>, from: (row: Row) => T) => {
    const row = await one(query);
    return row ? from(row) : undefined;
  };
  const returned = async (query: Promise<Row[]>) => {
    const row = await one(query);
    if (!row) throw new Error('the statement returned no row');
    return row;
  };
  return { sql, one, first, returned };
}

/** The defined entries of `changes`, keyed by their column names. */
export function columnsOf(changes: Readonly<Record<string, unknown>>, columns: Readonly<Record<string, string>>): Record<string, string | number | boolean | null> {
  const result: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(changes)) {
    const column = columns[name];
    if (column && value !== undefined) result[column] = value as string | number | boolean | null;
  }
  return result;
}
