/** An in-process member service and a browser-like client of it (cookie jar, CSRF, encryption). */
import { after } from 'node:test';
import { Outbox } from '../../service/domain/outbox.ts';
import { generateKeys, type KeyPair } from '../../service/domain/keys.ts';
import { createService, type ServiceOptions } from '../../service/app.ts';
import type { ServiceConfig } from '../../service/domain/config.ts';
import { SESSION_COOKIE } from '../../service/domain/sessions.ts';
import { openPostgresStorage } from '../../service/storage/postgresStorage.ts';
import type { Storage } from '../../service/storage/Storage.ts';
import { encryptPassword } from '../../src/security/encryptPassword.ts';
import { startPostgres, type PostgresServer } from './postgresServer.ts';
import { createHash } from 'node:crypto';

/** One key pair for the whole run: making them is the slow part. */
let keys: KeyPair | undefined;

export class Clock {
  constructor(public time = Date.UTC(2026, 10, 21, 8, 0, 0)) {}
  readonly now = () => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

/**
 * `MEMBER_TEST_STORAGE=postgres` runs a test file's services on PostgreSQL (`npm run
 * test:service` runs the attack files so, after their SQLite run): one throwaway server per test
 * process, a new database per service (its connections close when idle: a file makes many), all of it stopped when the process's tests end.
 */
export const TEST_STORAGE: 'sqlite' | 'postgres' = process.env.MEMBER_TEST_STORAGE === 'postgres' ? 'postgres' : 'sqlite';

let postgresServer: Promise<PostgresServer> | undefined;
const openStorages: Storage[] = [];

if (TEST_STORAGE === 'postgres') {
  after(async () => {
    await Promise.all(openStorages.splice(0).map((storage) => storage.close()));
    await (await postgresServer)?.stop();
  });
}

/** The storage of one test service: SQLite in memory (the service's default), or a new PostgreSQL database. */
async function testStorage(): Promise<Storage | undefined> {
  if (TEST_STORAGE === 'sqlite') return undefined;
  postgresServer ??= startPostgres();
  const storage = await openPostgresStorage(await (await postgresServer).createMigratedDatabase(), { max: 2, idleTimeout: 1 });
  openStorages.push(storage);
  return storage;
}

export async function testService(options: ServiceOptions & { config?: Partial<ServiceConfig> } = {}) {
  keys ??= generateKeys();
  const storage = options.storage ?? (await testStorage());
  const clock = new Clock();
  const outbox = new Outbox(() => {});
  /** The waits the service asked for (slowed failed logins), instead of waiting. */
  const waits: number[] = [];
  const service = await createService({
    keys,
    outbox,
    sender: outbox,
    holdMs: 50,
    ...options,
    ...(storage ? { storage } : {}),
    config: {
      passwordHashing: { scheme: 'argon2id', cost: { memoryKiB: 64, passes: 1, lanes: 1 } },
      // Proof-of-work puzzles of a few hashes (the service's are 2^10 to 2^14).
      challengeBits: 2,
      challengeMaxBits: 6,
      now: clock.now,
      sleep: async (ms) => {
        waits.push(ms);
      },
      // Production needs its public origin: the test browsers' own, unless the test names one.
      ...(options.config?.dev === false ? { publicOrigin: 'http://localhost' } : {}),
      ...options.config,
    },
  });
  // Each answer, then the messages it queued: a test reads the outbox as soon as it has the answer.
  const send: Request = async (input, init, env) => {
    const response = await service.app.request(input, init, env);
    await service.deps.sender.idle();
    return response;
  };
  return {
    ...service,
    clock,
    outbox,
    keys,
    waits,
    client: (address?: string) => new TestClient(send, keys!, 'http://localhost', { 'X-Member-Region': 'sg' }, address),
    /** A browser whose requests name `origin` (their Host): what a forged Host header looks like to the service. */
    clientAt: (origin: string) => new TestClient(send, keys!, origin),
  };
}

/** `env` carries the client's socket, as @hono/node-server gives it, when the test names an address. */
type Request = (input: string, init?: RequestInit, env?: object) => Response | Promise<Response>;

export interface GatewayResult {
  readonly status: number;
  readonly ret: string;
  readonly data: Record<string, unknown> | undefined;
}

/** A browser of one shopper: keeps cookies, fetches the CSRF token, encrypts passwords. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];
  csrf: string | undefined;

  constructor(
    private readonly send: Request,
    private readonly keys: KeyPair,
    readonly origin = 'http://localhost',
    readonly headers: Record<string, string> = { 'X-Member-Region': 'sg' },
    /** The client address the service sees; unset, in-process requests are `local`. */
    readonly address?: string,
  ) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.headers)) if (!headers.has(name)) headers.set(name, value);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const env = this.address ? { incoming: { socket: { remoteAddress: this.address } } } : undefined;
    const response = await this.send(`${this.origin}${path}`, { ...init, headers }, env);
    this.lastSetCookies = response.headers.getSetCookie();
    for (const cookie of this.lastSetCookies) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
      // The CSRF token is bound to the session: a new (or no) session needs a new token, as the element fetches one.
      if (name.endsWith(SESSION_COOKIE)) this.csrf = undefined;
    }
    return response;
  }

  async csrfToken(): Promise<string> {
    if (!this.csrf) {
      const body = (await (await this.fetch('/user/api/getCsrfToken')).json()) as { module: { token: string } };
      this.csrf = body.module.token;
    }
    return this.csrf;
  }

  /** A REST POST with the CSRF header: the answer's status and envelope. */
  async post(path: string, payload: unknown, { csrf = true }: { csrf?: boolean } = {}) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (csrf) headers['X-CSRF-TOKEN'] = await this.csrfToken();
    const response = await this.fetch(`/user/api/${path}`, { method: 'POST', headers, body: JSON.stringify(payload) });
    // Envelopes have loose modules: tests look into them freely.
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as { success: boolean; module?: any; errorCode?: { key: string; displayMessage?: string } },
    };
  }

  /** A gateway call: GET with data in the query, or POST as a form with the CSRF header. */
  async gateway(api: string, data: unknown = {}, { method = 'POST', csrf = true }: { method?: 'GET' | 'POST'; csrf?: boolean } = {}): Promise<GatewayResult> {
    // A full api name (the member area's `mtop.lazada.member.account.…`), or one of the popup's by its short name.
    const path = api.startsWith('mtop.') ? `/gw/${api}/1.0/` : `/gw/mtop.lazada.member.user.${api}/1.0/`;
    const form = new URLSearchParams({ data: typeof data === 'string' ? data : JSON.stringify(data) });
    let response: Response;
    if (method === 'GET') {
      response = await this.fetch(`${path}?${form}`);
    } else {
      const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
      if (csrf) headers['X-CSRF-TOKEN'] = await this.csrfToken();
      response = await this.fetch(path, { method: 'POST', headers, body: form.toString() });
    }
    const body = (await response.json()) as { ret: string[]; data?: Record<string, unknown> };
    return { status: response.status, ret: body.ret[0] ?? '', data: body.data };
  }

  /**
   * What the challenge page does: fetches a puzzle of `bits` (by default the hardest the service
   * gives, which any login accepts), works out its proof, and asks for a pass with it (an HttpOnly cookie).
   */
  async passChallenge({ bits = 64 }: { bits?: number } = {}): Promise<Response> {
    const { puzzle, bits: asked } = await this.challengePuzzle(bits);
    return this.sendProof(puzzle, solvePuzzle(puzzle, asked));
  }

  /** A puzzle of the challenge page (`bits` is a wish the service bounds). */
  async challengePuzzle(bits?: number): Promise<{ puzzle: string; bits: number }> {
    const response = await this.fetch(`/user/challenge/puzzle${bits === undefined ? '' : `?bits=${bits}`}`);
    const body = (await response.json()) as { module: { puzzle: string; bits: number } };
    return body.module;
  }

  /** Asks for a challenge pass with `nonce` as the proof of `puzzle`. */
  async sendProof(puzzle: string, nonce: string): Promise<Response> {
    return this.fetch('/user/challenge/pass', {
      method: 'POST',
      headers: { 'X-CSRF-TOKEN': await this.csrfToken(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ puzzle, nonce }),
    });
  }

  encrypt(password: string): Promise<string> {
    return encryptPassword(password, this.keys.publicKeyPem);
  }

  async login(loginName: string, password: string) {
    return this.post('login', { loginName, encryptPassword: await this.encrypt(password) });
  }

  /** Sends a code to `phone` (SG) and reads it from the outbox. */
  async sendCode(phone: string, type: 'OTP_LOGIN' | 'OTP_REGISTER', deliveryType: 'SMS' | 'WHATSAPP' = 'SMS') {
    return this.gateway('sendCode', { type, phone, deliveryType });
  }

  /** Form POST of an HTML page, with the CSRF field. */
  async submit(path: string, fields: Record<string, string>, { csrf = true }: { csrf?: boolean } = {}) {
    const form = new URLSearchParams(fields);
    if (csrf) form.set('_csrf', await this.csrfToken());
    return this.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  }
}

/** The leading zero bits of SHA-256(`puzzle:nonce`) (the test's own count, not the service's). */
export function proofBits(puzzle: string, nonce: string): number {
  const digest = createHash('sha256').update(`${puzzle}:${nonce}`).digest();
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

/** The first nonce (0, 1, 2, …) whose proof has `bits` leading zero bits: the challenge page's work. */
export function solvePuzzle(puzzle: string, bits: number): string {
  for (let nonce = 0; ; nonce++) if (proofBits(puzzle, String(nonce)) >= bits) return String(nonce);
}
