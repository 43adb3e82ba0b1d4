/**
 * A throwaway PostgreSQL server for the storage tests: `initdb` in a new temporary folder (as the
 * `postgres` user when we are root, since initdb refuses root), started on a free port of
 * 127.0.0.1 with its socket in that folder, stopped and deleted by `stop()` (or at exit). No
 * durability: fsync is off, it is all thrown away.
 */
import { execFile, execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { postgresBinDir } from '../../scripts/postgres-bin.mjs';
import { migratePostgres } from '../../service/storage/postgresMigrations.ts';

const run = promisify(execFile);

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/`database` */
  url(database: string): string;
  /** A new empty database; answers its URL. */
  createDatabase(): Promise<string>;
  /**
   * A new database with the service's schema: a copy of one this server migrated once, so that a
   * test's service does not run every migration again (on PostgreSQL, most of a small test's time).
   */
  createMigratedDatabase(): Promise<string>;
  /** Drops `database` and ends its connections, as when a database server is lost. */
  dropDatabase(database: string): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server programs not found: run `node scripts/ensure-postgres.mjs` (installs Debian’s postgresql when root), or set POSTGRES_BIN');
  const asRoot = process.getuid?.() === 0;
  // As root the server runs as `postgres`, which must reach the folder: not under a private TMPDIR.
  const folder = await mkdtemp(path.join(asRoot ? '/tmp' : tmpdir(), 'mlp-pg-'));
  const data = path.join(folder, 'data');
  const log = path.join(folder, 'server.log');
  if (asRoot) await run('chown', ['postgres:', folder]);
  /** The command that runs a server program as the user who may: `postgres` when we are root. */
  const command = (program: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
  const pg = (program: string, args: string[]) => run(...command(program, args));
  const stopNow = () => execFileSync(...command('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
  // Should the test process end without stop(), the server must not outlive it.
  let running = false;
  const atExit = () => {
    if (running) {
      try {
        stopNow();
      } catch {
        // Already gone.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    atExit();
    process.kill(process.pid, signal);
  };
  process.once('exit', atExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '--no-instructions', '--encoding=UTF8', '--locale=C']);
  let port = 0;
  for (let attempt = 1; !running; attempt++) {
    port = await freePort();
    const options = `-p ${port} -k '${folder}' -c listen_addresses=127.0.0.1 -F -c synchronous_commit=off -c full_page_writes=off`;
    try {
      await pg('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    } catch (error) {
      // Another process may have taken the port between our probe and the server's bind: try another.
      if (attempt >= 3) throw new Error(`PostgreSQL did not start: ${String(error)}\n${await readFile(log, 'utf8').catch(() => '')}`);
    }
  }

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const admin = postgres(url('postgres'), { max: 1, onnotice: () => {} });
  let databases = 0;
  /** The migrated database the others are copied from (a template may have no connection while it is copied). */
  let template: Promise<string> | undefined;
  const migratedTemplate = async () => {
    const name = 'member_template';
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const sql = postgres(url(name), { max: 1, onnotice: () => {} });
    try {
      await migratePostgres(sql);
    } finally {
      await sql.end({ timeout: 1 });
    }
    return name;
  };
  return {
    url,
    async createDatabase() {
      const name = `test_${++databases}`;
      await admin.unsafe(`CREATE DATABASE ${name}`);
      return url(name);
    },
    async createMigratedDatabase() {
      template ??= migratedTemplate();
      const from = await template;
      const name = `test_${++databases}`;
      await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${from}`);
      return url(name);
    },
    async dropDatabase(database) {
      await admin.unsafe(`DROP DATABASE ${database} WITH (FORCE)`);
    },
    async stop() {
      await admin.end({ timeout: 1 });
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
      process.off('exit', atExit);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
