/**
 * The member service on its own, without the demo: the member API of spec section 7 (REST under
 * /user/api, the gateway under /gw, the public key, the server time, the gateway's static backup
 * data), the service's own pages (QR confirmation, logout, verification links, the anti-bot
 * challenge) and their stylesheet, the health check, and in development its tools and third-party stand-ins. app.ts
 * mounts the demo's host pages beside it. Tested in-process with `app.request()`.
 */
import { Hono } from 'hono';
import { GATEWAY } from '../src/kernel/contract/calls.ts';
import type { ServiceDeps } from './routes/deps.ts';
import { DEFAULT_CONFIG, type ServiceConfig } from './domain/config.ts';
import { generateKeys, type KeyPair, modulusBits } from './domain/keys.ts';
import { SceneLog } from './domain/scenes.ts';
import { Outbox } from './domain/outbox.ts';
import { PasswordHasher } from './domain/passwords.ts';
import { BreachedPasswords } from './domain/breachedPasswords.ts';
import { passwordPolicy } from '../src/kernel/rules/passwordPolicy.ts';
import type { Sender } from './domain/sender.ts';
import { DeliveryQueue } from './domain/deliveries.ts';
import { randomId } from './domain/secrets.ts';
import { createSwitches } from './domain/switches.ts';
import { devRoutes } from './routes/dev.ts';
import { thirdPartyDevRoutes } from './routes/thirdPartyDev.ts';
import { gatewayRoutes } from './routes/gateway.ts';
import { memberPageRoutes } from './routes/memberPages.ts';
import { securityPageRoutes } from './routes/securityPages.ts';
import { restRoutes } from './routes/rest.ts';
import { healthRoutes } from './routes/health.ts';
import { challengeRoutes } from './routes/challenge.ts';
import { serviceStyleRoutes } from './routes/serviceStyles.ts';
import { securityHeaders } from './routes/headers.ts';
import { ownOrigin, ownOriginOf } from './routes/origin.ts';
import { passkeySettings } from './domain/passkeys.ts';
import { limitBodies } from './routes/requests.ts';
import { envelopeError } from './routes/http.ts';
import { Refusal } from './domain/refusal.ts';
import { openSqliteStorage } from './storage/sqliteStorage.ts';
import type { Storage } from './storage/Storage.ts';
import { RISKY_PHONE, RISKY_SOCIAL_EMAIL, seedScenarios } from './domain/seed.ts';

/** Where the WebAuthn related origins are published (`{ "origins": [...] }`). */
export const WEBAUTHN_WELL_KNOWN_PATH = '/.well-known/webauthn';

/** Where the public key is published, as PEM. */
export const PUBLIC_KEY_PATH = '/user/api/publicKey';

export interface MemberApiOptions {
  /** Default: SQLite in memory. */
  readonly storage?: Storage;
  readonly config?: Partial<ServiceConfig>;
  /** Default: a fresh pair. */
  readonly keys?: KeyPair;
  /** The development outbox; in development it is also the default sender. */
  readonly outbox?: Outbox;
  /** Where codes go; required in production (main.ts makes the webhook sender). */
  readonly sender?: Sender;
  readonly csrfSecret?: string;
  /** How long the `timeout` switch holds a call. Default 30 s. */
  readonly holdMs?: number;
}

/** How often expired rows are purged. */
export const PURGE_EVERY_MS = 5 * 60_000;

/** The member service on its own: its routes and what they share (`deps`). */
export async function createMemberApi(options: MemberApiOptions = {}) {
  const config: ServiceConfig = { ...DEFAULT_CONFIG, ...options.config };
  const outbox = options.outbox ?? new Outbox();
  // Production never prints codes: without a sender there is no default to fall back on.
  const sender = options.sender ?? (config.dev ? outbox : undefined);
  if (!sender) throw new Error('production mode needs a sender for codes (MEMBER_SENDER_URL)');
  if (!config.dev && !config.publicOrigin) throw new Error('production mode needs its public origin (MEMBER_PUBLIC_ORIGIN=https://…)');
  const keys = options.keys ?? generateKeys();
  const deps: ServiceDeps = {
    storage: options.storage ?? openSqliteStorage(':memory:'),
    config: config.dev
      ? { ...config, riskyPhones: options.config?.riskyPhones ?? [RISKY_PHONE], riskySocialEmails: options.config?.riskySocialEmails ?? [RISKY_SOCIAL_EMAIL] }
      : config,
    keys,
    outbox,
    sender: new DeliveryQueue(sender),
    hasher: new PasswordHasher(config.passwordHashing, config.hashWorkers, config.hashQueue),
    passwordPolicy: passwordPolicy(config.passwordPolicy, modulusBits(keys.publicKeyPem)),
    breaches: new BreachedPasswords({ rangeUrl: config.breachRangeUrl, timeoutMs: config.breachRangeTimeoutMs, warn: (message) => console.warn(message) }),
    csrfSecret: options.csrfSecret ?? randomId(32),
    switches: createSwitches(),
    scenes: new SceneLog(),
    holdMs: options.holdMs ?? 30_000,
  };
  // The hashing threads, the dummy hash and the breach list, before the first login needs them.
  await deps.hasher.warm();
  deps.breaches.load();
  if (deps.config.dev) await seedScenarios(deps);
  await deps.storage.purgeExpired(config.now());
  const app = new Hono();
  app.use('*', ownOriginOf(config.publicOrigin));
  app.use('*', securityHeaders());
  app.use('*', limitBodies(config.bodyLimitBytes));
  // What escapes a route: a refusal as its envelope, anything else a logged 500 with the envelope.
  app.onError((error, c) => {
    if (error instanceof Refusal) return envelopeError(c, error);
    console.error(error);
    return envelopeError(c, new Refusal('FAIL_SYS_SERVICE_FAULT', undefined, 'fault'));
  });
  app.get(PUBLIC_KEY_PATH, (c) => c.body(deps.keys.publicKeyPem, 200, { 'Content-Type': 'application/x-pem-file' }));

  const rest = restRoutes(deps);
  app.route('/user/api', rest.app);
  app.route('/gw', gatewayRoutes(deps, rest.answerLogin));
  app.route('/', memberPageRoutes(deps));
  app.route('/', securityPageRoutes(deps));
  app.route('/', challengeRoutes(deps));
  app.route('/', healthRoutes(deps.storage));
  if (deps.config.dev) {
    app.route('/', devRoutes(deps));
    app.route('/', thirdPartyDevRoutes(deps));
  }

  // The stylesheet of the service's own pages (routes/page.ts), with or without the demo.
  app.route('/', serviceStyleRoutes());
  // The static backup data of the gateway calls that have one.
  app.get('/static/member/:api/:file{[a-z]{2}-[A-Za-z]{2}\\.json}', (c) => {
    if (c.req.param('api') !== GATEWAY.checkSmsChannel.api) return c.notFound();
    return c.json({ result: [{ type: 'SMS', text: 'SMS' }] });
  });

  // WebAuthn related origin requests (issue 34): the origins whose pages may use passkeys of this
  // RP ID. Browsers fetch it from https://<RP ID>/.well-known/webauthn (docs/service.md: routing it).
  app.get(WEBAUTHN_WELL_KNOWN_PATH, (c) => {
    const settings = passkeySettings(deps.config, ownOrigin(c));
    if (!settings) return c.notFound();
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ origins: settings.origins });
  });

  app.get('/time', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ serverTime: deps.config.now() });
  });
  return { app, deps };
}

/** Purges expired rows every `everyMs` until the returned function is called. */
export function purgeRegularly(deps: Pick<ServiceDeps, 'storage' | 'config'>, everyMs = PURGE_EVERY_MS): () => void {
  const timer = setInterval(() => {
    deps.storage.purgeExpired(deps.config.now()).catch((error: unknown) => console.error('purging expired rows failed', error));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
