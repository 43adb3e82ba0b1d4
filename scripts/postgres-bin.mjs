import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder of the PostgreSQL server programs (initdb, pg_ctl, postgres) the tests use:
 * $POSTGRES_BIN, else the newest of Debian's /usr/lib/postgresql/N/bin, else none.
 */
export function postgresBinDir() {
  const has = (folder) => Boolean(folder) && ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(path.join(folder, name)));
  if (has(process.env.POSTGRES_BIN)) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.map((version) => path.join(root, version, 'bin')).find(has);
}
