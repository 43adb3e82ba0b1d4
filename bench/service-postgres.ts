/**
 * `npm run bench:service` (PostgreSQL part): the member service as `npm start` runs it
 * (`DATABASE_URL` set, the production scrypt cost and hashing bounds), one and then two instances as
 * separate processes on one throwaway PostgreSQL, loaded over loopback through a round-robin "load
 * balancer" in this process; each login client logs its own account in, again and again. Prints password logins per second and code
 * sends per second with their p50/p99 latencies. Each phase lasts BENCH_SECONDS (default 8).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { encryptPassword } from '../src/security/encryptPassword.ts';
import { DEFAULT_CONFIG } from '../service/domain/config.ts';
import { hashPassword } from '../service/domain/passwords.ts';
import { openPostgresStorage } from '../service/storage/postgresStorage.ts';
import { startPostgres } from '../test/service/postgresServer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const LOGIN_WORKERS = 8;
const SEND_WORKERS = 16;
const BENCH_PASSWORD = 'Bench123!';

/** One account per login client (parallel logins of one account would count as guesses), one hash at the real cost for all. */
async function addAccounts(databaseUrl: string): Promise<void> {
  const storage = await openPostgresStorage(databaseUrl, { max: 1 });
  const passwordHash = await hashPassword(BENCH_PASSWORD, DEFAULT_CONFIG.scrypt);
  for (let index = 0; index < LOGIN_WORKERS; index++) {
    await storage.users.insert({ name: `Bench ${index}`, email: `bench${index}@example.com`, phonePrefixCode: null, phone: null, passwordHash }, Date.now());
  }
  await storage.close();
}

interface Instance {
  readonly origin: string;
  readonly child: ChildProcess;
}

/** `tsx service/main.ts` on an ephemeral port; resolves once it listens. */
async function startInstance(databaseUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'service/main.ts')], {
    cwd: root,
    // Every bench client comes from 127.0.0.1: the per-address and shared sending limits are lifted,
    // so that the figures are the service's and the database's, not the limits' refusals.
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      MEMBER_LOGINS_PER_ADDRESS_PER_MINUTE: '1000000',
      MEMBER_SENDS_PER_ADDRESS_PER_HOUR: '1000000',
      MEMBER_SENDS_PER_PREFIX_PER_HOUR: '1000000',
      MEMBER_SENDS_PER_DAY: '1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`instance exited with ${String(code)} before listening`);
  });
  const listening = (async () => {
    for await (const line of lines) {
      const port = /demo: http:\/\/localhost:(\d+)\//.exec(line)?.[1];
      if (port) return { origin: `http://127.0.0.1:${port}`, child };
    }
    throw new Error('instance closed its output before listening');
  })();
  const instance = await Promise.race([listening, exited]);
  // Keep draining its output (the outbox prints every code) so that it never blocks on a full pipe.
  child.stdout.resume();
  return instance;
}

/** A browser: the CSRF cookie and token of one instance (the secret is shared, so any instance's will do). */
async function browser(origin: string) {
  const response = await fetch(`${origin}/user/api/getCsrfToken`, { headers: { 'X-Member-Region': 'sg' } });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const token = ((await response.json()) as { module: { token: string } }).module.token;
  return { 'X-Member-Region': 'sg', Cookie: cookie, 'X-CSRF-TOKEN': token };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The instances' origins, one after the other: the load balancer. */
function roundRobin(instances: readonly Instance[]): () => string {
  let turn = 0;
  return () => {
    const instance = instances[turn++ % instances.length];
    if (!instance) throw new Error('no instance');
    return instance.origin;
  };
}

/** `workers` loops (worker `n` calls `call(origin, headers, n)`) round-robin over `instances` for `seconds`: successes per second and latency. */
async function load(instances: readonly Instance[], workers: number, call: (origin: string, headers: Record<string, string>, worker: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let failures = 0;
  const next = roundRobin(instances);
  const headers = await Promise.all(Array.from({ length: workers }, () => browser(next())));
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    headers.map(async (header, worker) => {
      while (performance.now() < end) {
        const origin = next();
        const at = performance.now();
        const ok = await call(origin, header, worker);
        latencies.push(performance.now() - at);
        if (!ok) failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: (latencies.length - failures) / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures, calls: latencies.length };
}

const server = await startPostgres();
const rows: string[] = [];
try {
  for (const count of [1, 2]) {
    const databaseUrl = await server.createDatabase();
    await addAccounts(databaseUrl);
    // The first instance migrates and seeds; the second then starts on a ready database.
    const instances: Instance[] = [await startInstance(databaseUrl)];
    for (let index = 1; index < count; index++) instances.push(await startInstance(databaseUrl));
    try {
      const publicKey = await (await fetch(`${roundRobin(instances)()}/user/api/publicKey`)).text();
      const cipher = await encryptPassword(BENCH_PASSWORD, publicKey);
      const logins = await load(instances, LOGIN_WORKERS, async (origin, headers, worker) => {
        const response = await fetch(`${origin}/user/api/login`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ loginName: `bench${worker}@example.com`, encryptPassword: cipher }),
        });
        return ((await response.json()) as { success: boolean }).success;
      });
      // Each send goes to a new number: the per-number limits are not what is measured here.
      let phone = 90_000_000 + count * 1_000_000;
      const sends = await load(instances, SEND_WORKERS, async (origin, headers) => {
        const data = JSON.stringify({ type: 'OTP_REGISTER', phone: String(phone++), deliveryType: 'SMS' });
        const response = await fetch(`${origin}/gw/mtop.lazada.member.user.sendCode/1.0/`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ data }).toString(),
        });
        return ((await response.json()) as { ret: string[] }).ret[0] === 'SUCCESS::ok';
      });
      const figures = (name: string, result: Awaited<ReturnType<typeof load>>) =>
        `${name.padEnd(12)} ${result.perSecond.toFixed(1).padStart(8)}/s   p50 ${result.p50.toFixed(1).padStart(7)} ms   p99 ${result.p99.toFixed(1).padStart(7)} ms   (${result.calls} calls, ${result.failures} failed)`;
      rows.push(`PostgreSQL, ${count} instance${count > 1 ? 's' : ''}:`, `  ${figures('logins', logins)}`, `  ${figures('code sends', sends)}`);
    } finally {
      for (const instance of instances) instance.child.kill('SIGTERM');
      await Promise.all(instances.map((instance) => (instance.child.exitCode === null ? once(instance.child, 'exit') : undefined)));
    }
  }
} finally {
  await server.stop();
}
const loadAverage = loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');
console.log(
  `member service on PostgreSQL, ${seconds} s per phase, ${LOGIN_WORKERS} login / ${SEND_WORKERS} send clients over loopback (scrypt N=2^17); ` +
    `${availableParallelism()} cores, load average ${loadAverage} (other work on the machine shows in the figures):`,
);
console.log(rows.join('\n'));
