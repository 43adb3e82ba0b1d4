/**
 * `npm run bench:service` (PostgreSQL part): the member service as a production deployment runs it
 * (`NODE_ENV=production`, `DATABASE_URL` set, the default password hashing, threads and queue, its
 * messages POSTed to a stand-in of the SMS and e-mail gateway in this process, as
 * `MEMBER_SENDER_URL` has them in production), one and then two instances
 * as separate processes on one throwaway PostgreSQL, loaded over loopback through a round-robin
 * "load balancer" in this process; each login client logs its own account in, again and again. The
 * accounts are seeded with the hashes the service writes (Argon2id at its configured cost), and each
 * login does what any login does (issue 28: its activity row, and, since the bench keeps no device
 * cookie, a new-device alert to the member's contacts). Prints password logins per second and code
 * sends per second with their p50/p99 latencies, each phase BENCH_SECONDS (default 8), then a burst
 * of BURST logins sent at once (each its own account): how many succeed, how many are refused
 * (429), and how long the last answer took.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { encryptPassword } from '../src/security/encryptPassword.ts';
import { DEFAULT_CONFIG } from '../service/domain/config.ts';
import { hashingName, hashPassword } from '../service/domain/passwordHash.ts';
import { openPostgresStorage } from '../service/storage/postgresStorage.ts';
import { startPostgres } from '../test/service/postgresServer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const LOGIN_WORKERS = 8;
const SEND_WORKERS = 16;
const BENCH_PASSWORD = 'Bench123!';
const BURST = 200;
/**
 * One and two instances on every core, then (where `taskset` is, and the machine has two cores) one
 * instance on one core and two on a core each: how the instances scale with the cores they get.
 */
const PHASES: readonly { readonly count: number; readonly pinned: boolean }[] = [
  { count: 1, pinned: false },
  { count: 2, pinned: false },
  ...(existsSync('/usr/bin/taskset') && availableParallelism() >= 2
    ? [
        { count: 1, pinned: true },
        { count: 2, pinned: true },
      ]
    : []),
];

/** One account per login client and per burst login, one hash at the real cost for all. */
async function addAccounts(databaseUrl: string): Promise<void> {
  const storage = await openPostgresStorage(databaseUrl, { max: 1 });
  const passwordHash = await hashPassword(BENCH_PASSWORD, DEFAULT_CONFIG.passwordHashing);
  for (let index = 0; index < Math.max(LOGIN_WORKERS, BURST); index++) {
    await storage.users.insert({ name: `Bench ${index}`, email: `bench${index}@example.com`, phonePrefixCode: null, phone: null, passwordHash }, Date.now());
  }
  await storage.close();
}

interface Instance {
  readonly origin: string;
  readonly child: ChildProcess;
}

/**
 * The SMS and e-mail gateway's stand-in: answers every message 204 and counts them (the codes, and
 * the new-device alerts of logins from a device the account has not seen).
 */
async function gatewaySink(): Promise<{ readonly url: string; readonly delivered: () => number; readonly close: () => void }> {
  let delivered = 0;
  const sink = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      delivered++;
      response.writeHead(204).end();
    });
  });
  sink.listen(0, '127.0.0.1');
  await once(sink, 'listening');
  return { url: `http://127.0.0.1:${(sink.address() as AddressInfo).port}/send`, delivered: () => delivered, close: () => sink.close() };
}

/** `tsx service/main.ts` on an ephemeral port; resolves once it listens. */
async function startInstance(databaseUrl: string, senderUrl: string, core?: number): Promise<Instance> {
  const command = [process.execPath, '--import', 'tsx', path.join(root, 'service/main.ts')];
  // Pinned to one core, the instance sees one (its hashing threads: one, sharing the core with its event loop).
  const [program = process.execPath, ...args] = core === undefined ? command : ['taskset', '-c', String(core), ...command];
  const child = spawn(program, args, {
    cwd: root,
    // Every bench client comes from 127.0.0.1: the per-address and shared sending limits are lifted,
    // so that the figures are the service's and the database's, not the limits' refusals.
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      MEMBER_SENDER_URL: senderUrl,
      MEMBER_PUBLIC_ORIGIN: 'http://localhost',
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

/**
 * The CPU time the instances' processes have used (all their threads, user and system: /proc's
 * utime and stime, in clock ticks of 10 ms): what a phase costs them whatever else the machine runs.
 * Undefined where /proc is not (not Linux).
 */
function instancesCpuMs(instances: readonly Instance[]): number | undefined {
  let total = 0;
  for (const { child } of instances) {
    if (child.pid === undefined || !existsSync(`/proc/${child.pid}/stat`)) return undefined;
    // A pinned instance runs under taskset, which execs node: the same pid.
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    total += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return total;
}

/** The machine's load as the phase starts (1-minute load average: the previous phase shows in it). */
const machineLoad = () => `load ${loadavg()[0]?.toFixed(2) ?? '?'} on ${availableParallelism()} cores`;

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

/** `BURST` logins sent at once, round-robin over `instances`: answered, refused, and the last answer's wait. */
async function burst(instances: readonly Instance[], cipher: string) {
  const next = roundRobin(instances);
  const headers = await browser(next());
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BURST }, async (_, index) => {
      const response = await fetch(`${next()}/user/api/login`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ loginName: `bench${index}@example.com`, encryptPassword: cipher }),
      });
      const { success } = (await response.json()) as { success: boolean };
      return { success, status: response.status, retryAfter: response.headers.get('Retry-After'), ms: performance.now() - started };
    }),
  );
  const refused = answers.filter((answer) => answer.status === 429);
  return {
    succeeded: answers.filter((answer) => answer.success).length,
    refused: refused.length,
    retryAfter: [...new Set(refused.map((answer) => answer.retryAfter))].join(', '),
    lastMs: Math.max(...answers.map((answer) => answer.ms)),
    lastSuccessMs: Math.max(0, ...answers.filter((answer) => answer.success).map((answer) => answer.ms)),
  };
}

const server = await startPostgres();
const sink = await gatewaySink();
const rows: string[] = [];
try {
  for (const { count, pinned } of PHASES) {
    const databaseUrl = await server.createDatabase();
    await addAccounts(databaseUrl);
    // The first instance migrates and seeds; the second then starts on a ready database.
    const instances: Instance[] = [await startInstance(databaseUrl, sink.url, pinned ? 0 : undefined)];
    for (let index = 1; index < count; index++) instances.push(await startInstance(databaseUrl, sink.url, pinned ? index : undefined));
    try {
      const publicKey = await (await fetch(`${roundRobin(instances)()}/user/api/publicKey`)).text();
      const cipher = await encryptPassword(BENCH_PASSWORD, publicKey);
      const loginLoad = machineLoad();
      const alertsBefore = sink.delivered();
      const cpuBefore = instancesCpuMs(instances);
      const logins = await load(instances, LOGIN_WORKERS, async (origin, headers, worker) => {
        const response = await fetch(`${origin}/user/api/login`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ loginName: `bench${worker}@example.com`, encryptPassword: cipher }),
        });
        return ((await response.json()) as { success: boolean }).success;
      });
      // Each send goes to a new number: the per-number limits are not what is measured here.
      const alerts = sink.delivered() - alertsBefore;
      const cpuAfter = instancesCpuMs(instances);
      const cpuPerLogin = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / Math.max(1, logins.calls);
      let phone = 90_000_000 + count * 1_000_000;
      const sendLoad = machineLoad();
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
      const burstLoad = machineLoad();
      const burstResult = await burst(instances, cipher);
      rows.push(
        `PostgreSQL, ${count} instance${count > 1 ? 's' : ''}${pinned ? `, each pinned to a core of its own (taskset)` : ', on every core'}:`,
        `  ${figures('logins', logins)}   [${loginLoad}]; ${alerts} new-device alerts delivered` +
          (cpuPerLogin === undefined ? '' : `; ${cpuPerLogin.toFixed(1)} ms of the instances' CPU a login`),
        `  ${figures('code sends', sends)}   [${sendLoad}]`,
        `  burst of ${BURST} logins at once: ${burstResult.succeeded} logged in, ${burstResult.refused} refused (429${burstResult.retryAfter ? `, Retry-After ${burstResult.retryAfter} s` : ''}); ` +
          `the last answer after ${burstResult.lastMs.toFixed(0)} ms, the last login after ${burstResult.lastSuccessMs.toFixed(0)} ms   [${burstLoad}]`,
      );
    } finally {
      for (const instance of instances) instance.child.kill('SIGTERM');
      await Promise.all(instances.map((instance) => (instance.child.exitCode === null ? once(instance.child, 'exit') : undefined)));
    }
  }
} finally {
  sink.close();
  await server.stop();
}
const loadAverage = loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');
console.log(
  `member service on PostgreSQL, ${seconds} s per phase, ${LOGIN_WORKERS} login / ${SEND_WORKERS} send clients over loopback (${hashingName(DEFAULT_CONFIG.passwordHashing)}, ${DEFAULT_CONFIG.hashWorkers} hashing thread(s) and a queue of ${DEFAULT_CONFIG.hashQueue} per instance); ` +
    `${availableParallelism()} cores, load average ${loadAverage} (other work on the machine shows in the figures):`,
);
console.log(rows.join('\n'));
