/**
 * The demo origin as `npm start` serves it (the built element from a fresh production build, the
 * example pages, the reference member service in development mode), in this process on an
 * ephemeral port, with the dev tools the journeys use: the outbox, the switches, the scenario reset.
 * QR polls are short and code resends unlimited so that no journey waits on the service's clock.
 */
import { serve, type ServerType } from '@hono/node-server';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { buildElement } from '../../../esbuild.config.mjs';
import type { OutboxEntry } from '../../../service/domain/outbox.ts';
import { DEFAULT_CONFIG } from '../../../service/domain/config.ts';
import { encryptPassword } from '../../../src/security/encryptPassword.ts';
import { testService } from '../../service/harness.ts';

export interface Switch {
  readonly fail?: string;
  readonly match?: string;
  readonly times?: number;
  readonly latencyMs?: number;
}

export interface Demo {
  readonly origin: string;
  /** The newest code the outbox delivered to `to` (a phone's digits or an e-mail address). */
  code(to: string): Promise<OutboxEntry>;
  /** `POST /__dev/switches`. */
  switchFailure(body: Switch): Promise<void>;
  /** Whether a switched failure is still waiting for its call. */
  switchPending(): Promise<boolean>;
  /** `count` wrong passwords for `loginName` by REST from this process (the same address as the browsers), each answered as one. */
  failLogins(loginName: string, count: number): Promise<void>;
  /** Puts the scenario accounts back (state and password) and turns the switches off. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The build `npm run test:e2e` made once for every file (scripts/e2e.mjs), or none: a file run alone
 * builds its own, into a folder of its own that it removes when it closes.
 */
const SHARED_DIST = process.env.MLP_E2E_DIST;

export async function startDemo(): Promise<Demo> {
  const distDir = SHARED_DIST ?? (await mkdtemp(path.join(tmpdir(), 'mlp-e2e-')));
  const removeDist = () => (SHARED_DIST ? Promise.resolve() : rm(distDir, { recursive: true, force: true }));
  let server: ServerType | undefined;
  try {
    if (!SHARED_DIST) await buildElement({ outdir: distDir });
    const { app, keys } = await testService({
      distDir,
      config: {
        now: Date.now,
        // The cheapest Argon2id there is: every journey's scenario reset hashes each demo account's
        // password again, and no journey measures the hash (the bench does, at the real cost).
        passwordHashing: { scheme: 'argon2id', cost: { memoryKiB: 64, passes: 1, lanes: 1 } },
        qrIntervalMs: 250,
        qrExpirePolls: 400,
        resendAfterMs: 0,
        sendsPerHour: 1000,
        qrSessionsPerAddressPerHour: 10_000,
        resetAppliesPerAddressPerHour: 10_000,
        challengePassesPerAddressPerHour: 10_000,
        codeChecksPerAddressPerHour: 10_000,
        // The challenge page works out the service's real puzzles (2^10 hashes and up), not the unit tests' tiny ones.
        challengeBits: DEFAULT_CONFIG.challengeBits,
        challengeMaxBits: DEFAULT_CONFIG.challengeMaxBits,
      },
    });
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    server = listening;
    await new Promise((resolve) => listening.once('listening', resolve));
    const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    const post = async (route: string, body: unknown) => {
      const response = await fetch(`${origin}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    };
    return {
      origin,
      async code(to) {
        const entries = (await (await fetch(`${origin}/__dev/outbox?phone=${encodeURIComponent(to)}`)).json()) as OutboxEntry[];
        const [newest] = entries;
        if (!newest) throw new Error(`the outbox has no code for ${to}`);
        return newest;
      },
      switchFailure: (body) => post('/__dev/switches', body),
      async failLogins(loginName, count) {
        const csrf = await fetch(`${origin}/user/api/getCsrfToken`);
        const cookie = csrf.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; ');
        const { module } = (await csrf.json()) as { module: { token: string } };
        for (let attempt = 0; attempt < count; attempt++) {
          const answer = await fetch(`${origin}/user/api/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': module.token, Cookie: cookie, 'X-Member-Region': 'sg' },
            body: JSON.stringify({ loginName, encryptPassword: await encryptPassword(`Wrong${attempt}!`, keys.publicKeyPem) }),
          });
          const key = ((await answer.json()) as { errorCode?: { key?: string } }).errorCode?.key;
          if (key !== 'PL-USER-WRONG-PASSWORD') throw new Error(`a wrong password for ${loginName} was answered ${key}`);
        }
      },
      async switchPending() {
        return Boolean(((await (await fetch(`${origin}/__dev/switches`)).json()) as { fail?: unknown }).fail);
      },
      async reset() {
        await post('/__dev/scenarios/reset', {});
        await post('/__dev/switches', { fail: '', latencyMs: 0 });
      },
      async close() {
        await new Promise((resolve) => listening.close(resolve));
        await removeDist();
      },
    };
  } catch (error) {
    server?.close();
    await removeDist();
    throw error;
  }
}

/** Two regional sites of the marketplace, each its own domain, over HTTPS on this machine (`startRegionalSites`). */
export interface RegionalSites {
  /** `https://shop-sg.test`, the passkeys' RP ID, then `https://shop-my.test`. */
  readonly sites: readonly [string, string];
  /** The newest message the outbox delivered to `to` since `since` (ISO time) with a code. */
  code(to: string, since: string): Promise<OutboxEntry>;
  close(): Promise<void>;
}

/** The regional sites' host names: the browser resolves `*.test` to this machine (puppeteerEngine.ts). */
const REGIONAL_HOSTS = ['shop-sg.test', 'shop-my.test'] as const;

/**
 * The reference service as two regional sites serve it (issue 34, point 5): one service (its own,
 * in memory) for `https://shop-sg.test` and `https://shop-my.test`, whose passkeys belong to
 * shop-sg.test and whose `/.well-known/webauthn` lists both, so that a passkey made on one signs in
 * on the other (WebAuthn related origin requests). The browser fetches that file from
 * `https://shop-sg.test/` itself, on port 443: the sites listen there (root may; a port taken or
 * refused fails with what to do), with a certificate made now for both names, which the test
 * browser is told to accept. The journey reads the outbox in-process.
 */
export async function startRegionalSites(): Promise<RegionalSites> {
  const distDir = SHARED_DIST ?? (await mkdtemp(path.join(tmpdir(), 'mlp-e2e-sites-')));
  const removeDist = () => (SHARED_DIST ? Promise.resolve() : rm(distDir, { recursive: true, force: true }));
  try {
    if (!SHARED_DIST) await buildElement({ outdir: distDir });
    const sites = REGIONAL_HOSTS.map((host) => `https://${host}`) as [string, string];
    const { app } = await testService({ distDir, config: { now: Date.now, resendAfterMs: 0, passkeyRpId: REGIONAL_HOSTS[0], passkeyOrigins: sites } });
    const listening = serve({
      fetch: app.fetch,
      port: 443,
      hostname: '127.0.0.1',
      createServer: createHttpsServer,
      serverOptions: selfSignedCertificate(REGIONAL_HOSTS),
    });
    await new Promise<void>((resolve, reject) => {
      listening.once('listening', resolve);
      listening.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          new Error(
            `the regional sites need port 443 (the browser asks https://${REGIONAL_HOSTS[0]}/.well-known/webauthn there): ${error.code ?? error.message}; run as root, or allow it with sysctl net.ipv4.ip_unprivileged_port_start=443`,
          ),
        ),
      );
    });
    return {
      sites,
      async code(to, since) {
        for (let tries = 0; tries < 100; tries++) {
          const entries = (await (await app.request(`/__dev/outbox?phone=${encodeURIComponent(to)}`)).json()) as OutboxEntry[];
          const found = entries.find((entry) => entry.at >= since && entry.code !== '');
          if (found) return found;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error(`the regional sites' outbox has nothing new for ${to}`);
      },
      async close() {
        await new Promise((resolve) => listening.close(resolve));
        await removeDist();
      },
    };
  } catch (error) {
    await removeDist();
    throw error;
  }
}

/** A certificate for `hosts`, made now and signed by its own key (the test browser accepts it). */
function selfSignedCertificate(hosts: readonly string[]): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const subject = [{ name: 'commonName', value: hosts[0] ?? 'localhost' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([{ name: 'subjectAltName', altNames: hosts.map((value) => ({ type: 2, value })) }]);
  const key = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  cert.sign(forge.pki.privateKeyFromPem(key), forge.md.sha256.create());
  return { key, cert: forge.pki.certificateToPem(cert) };
}
