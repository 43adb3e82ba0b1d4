/**
 * The member service as `bench/service.ts` measures it, in a process of its own (so that the load
 * generator does not share its event loop): production mode, the real scrypt cost, in memory,
 * `BENCH_ACCOUNTS` accounts with the password `Bench123!`, on 127.0.0.1 and an ephemeral port.
 * Tells its parent `{ port, publicKeyPem }` when listening, and `{ peakRssBytes }` when asked.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createService } from '../service/app.ts';
import type { ServiceConfig } from '../service/domain/config.ts';
import { DEFAULT_CONFIG } from '../service/domain/config.ts';
import { hashPassword } from '../service/domain/passwordHash.ts';
import { openSqliteStorage } from '../service/storage/sqliteStorage.ts';

export const BENCH_PASSWORD = 'Bench123!';

const accounts = Number(process.env.BENCH_ACCOUNTS ?? 64);
const overrides = JSON.parse(process.env.BENCH_CONFIG ?? '{}') as Partial<ServiceConfig>;
const storage = openSqliteStorage(':memory:');
// One hash at the real cost, shared by every account: making 64 would take half a minute.
const passwordHash = await hashPassword(BENCH_PASSWORD, DEFAULT_CONFIG.passwordHashing);
for (let index = 0; index < accounts; index++) {
  await storage.users.insert({ name: `Bench ${index}`, email: `bench${index}@example.com`, phonePrefixCode: null, phone: null, passwordHash }, Date.now());
}
const { app, deps } = await createService({
  storage,
  ...(process.env.BENCH_DIST ? { distDir: process.env.BENCH_DIST } : {}),
  config: { dev: false, publicOrigin: 'http://localhost', ...overrides },
  sender: { send: async () => {} },
});

let peakRssBytes = process.memoryUsage().rss;
setInterval(() => {
  peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss);
}, 50).unref();

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.send?.({ port: info.port, publicKeyPem: deps.keys.publicKeyPem });
});
process.on('message', (message) => {
  if (message === 'peak') process.send?.({ peakRssBytes });
  if (message === 'stop') server.close(() => process.exit(0));
});
