/**
 * The demo origin as `npm start` serves it (the built element from a fresh production build, the
 * example pages, the reference member service in development mode), in this process on an
 * ephemeral port, with the dev tools the journeys use: the outbox, the switches, the scenario reset.
 * QR polls are short and code resends unlimited so that no journey waits on the service's clock.
 */
import { serve, type ServerType } from '@hono/node-server';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
