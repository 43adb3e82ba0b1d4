/**
 * `npm start`: the reference member service and the demo pages on http://localhost:8080 (PORT to
 * change; in development only this machine reaches it unless HOST says otherwise). Data (SQLite, the password key pair, the CSRF secret) lives in `DATA_DIR`, default
 * `data/`, owner-only, and survives restarts. With `DATABASE_URL=postgres://…` the data, the key
 * pair and the secret are in PostgreSQL instead, shared by every instance (see
 * postgresDeployment.ts). `NODE_ENV=production` turns off the outbox, the scenario accounts
 * and the failure switches, and needs MEMBER_SENDER_URL (the webhook codes go to) and
 * MEMBER_PUBLIC_ORIGIN (the https origin shoppers reach it at). Limits come from
 * `MEMBER_…` variables (domain/config.ts, ENV_LIMITS). `MEMBER_DEMO=off` serves the member service
 * alone (api.ts), without the demo's host pages, the element's files and the main site's pages.
 */
import { serve } from '@hono/node-server';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createMemberApi, purgeRegularly, PUBLIC_KEY_PATH } from './api.ts';
import { createService } from './app.ts';
import { limitsFromEnv, listenHost } from './domain/config.ts';
import { geoipReader } from './domain/place.ts';
import { senderFromEnv } from './domain/sender.ts';
import { loadOrCreateKeys } from './domain/keys.ts';
import { randomId } from './domain/secrets.ts';
import { DEMO_PASSWORD, RISKY_PHONE, SCENARIOS } from './domain/seed.ts';
import { GUEST_EMAIL } from './domain/demoGrocery.ts';
import { openSqliteStorage } from './storage/sqliteStorage.ts';
import { openPostgresDeployment } from './postgresDeployment.ts';

const port = Number(process.env.PORT ?? 8080);
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const dev = process.env.NODE_ENV !== 'production';
/** The demo's pages beside the member service, unless MEMBER_DEMO=off. */
const withDemo = process.env.MEMBER_DEMO !== 'off';

function loadOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomId(32);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const sender = senderFromEnv(process.env);
if (!dev && !sender) {
  console.error('NODE_ENV=production needs MEMBER_SENDER_URL: the https webhook of your SMS/WhatsApp/e-mail gateway (codes are never printed in production).');
  process.exit(1);
}
const { publicOrigin, ...limits } = limitsFromEnv(process.env);
if (!dev && !publicOrigin) {
  console.error(
    'NODE_ENV=production needs MEMBER_PUBLIC_ORIGIN: the https origin shoppers reach the service at (https://member.example.com); links, the QR code and cookies use it, never the Host a request names.',
  );
  process.exit(1);
}

// A configured GeoIP database is opened now: a wrong path or a missing reader package stops the start.
if (limits.geoipDatabase) {
  try {
    await geoipReader(limits.geoipDatabase);
  } catch (error) {
    console.error(`MEMBER_GEOIP_DATABASE=${limits.geoipDatabase}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const databaseUrl = process.env.DATABASE_URL;
const postgres = databaseUrl ? await openPostgresDeployment(databaseUrl, process.env) : undefined;
function embedded() {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  return {
    storage: openSqliteStorage(path.join(dataDir, 'member.sqlite')),
    keys: loadOrCreateKeys(dataDir),
    csrfSecret: loadOrCreateSecret(path.join(dataDir, 'csrf-secret')),
  };
}
const shared = postgres ?? embedded();
const start = () => (withDemo ? createService : createMemberApi)({ ...shared, ...(sender ? { sender } : {}), config: { dev, ...limits, publicOrigin } });
// Instances starting together on PostgreSQL seed the scenario accounts one after the other.
const { app, deps } = postgres ? await postgres.storage.exclusive(start) : await start();
purgeRegularly(deps);

const { hostname, note } = listenHost(process.env, dev);
serve({ fetch: app.fetch, port, ...(hostname ? { hostname } : {}) }, (info) => {
  const origin = `http://localhost:${info.port}`;
  console.log(withDemo ? `member-login-popup demo: ${origin}/ (${note})` : `member service: ${origin}/user/api, ${origin}/gw (${note})`);
  console.log(`password key (RSA-OAEP, SHA-256): ${origin}${PUBLIC_KEY_PATH}; data in ${postgres ? 'PostgreSQL (DATABASE_URL)' : dataDir}`);
  if (!dev) return;
  console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
  for (const scenario of SCENARIOS) console.log(`  ${(scenario.email ?? `+65 ${scenario.phone}`).padEnd(34)} ${scenario.about}`);
  console.log(`  ${`+65 ${RISKY_PHONE.slice(3)}`.padEnd(34)} risky phone: code sending refused with PL-USER-RISK`);
  console.log(`  ${GUEST_EMAIL.padEnd(34)} no account: 3 guest orders, made the member's by an e-mail sign-up or code login with it`);
  console.log(`\nCodes: ${origin}/__dev/outbox   Failure switches: POST ${origin}/__dev/switches`);
});
