/**
 * Password hashes: scrypt with a random 16-byte salt, stored as `scrypt$N$r$p$salt$hash` (base64),
 * so the cost can be raised later without breaking old hashes. Compared in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { trafficLimit } from './limits.ts';

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: { N: number; r: number; p: number }): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The password of the hash that unknown names are checked against (`PasswordHasher.dummyHash`). */
const DUMMY_HASH_PASSWORD = 'no account has this password';

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * file reads, DNS lookups and zlib share. At most `inFlight` hashes run at once, fewer than the
 * pool, so the static files and the other calls always find a free thread; `queue` more wait,
 * and past that `hash`/`verify` reject at once with the traffic-limit answer.
 */
export class PasswordHasher {
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  #dummy: Promise<string> | undefined;

  constructor(
    private readonly cost: { N: number; r: number; p: number },
    private readonly inFlight: number,
    private readonly queue: number,
  ) {}

  hash(password: string): Promise<string> {
    return this.#slot(() => hashPassword(password, this.cost));
  }

  verify(password: string, stored: string | null): Promise<boolean> {
    return this.#slot(() => verifyPassword(password, stored));
  }

  /**
   * A hash of this service's cost that no shopper's password matches: a login of a name with no
   * account is checked against it, so that its answer takes as long as a real account's.
   */
  dummyHash(): Promise<string> {
    this.#dummy ??= hashPassword(DUMMY_HASH_PASSWORD, this.cost);
    return this.#dummy;
  }

  /** Whether one more hash would be refused: callers check before any other costly work. */
  get full(): boolean {
    return this.#running >= this.inFlight && this.#waiting.length >= this.queue;
  }

  /** Hashes running and waiting, for tests and the benchmark. */
  get load(): { readonly running: number; readonly waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  async #slot<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.inFlight) {
      if (this.#waiting.length >= this.queue) throw trafficLimit();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await work();
    } finally {
      // The slot passes to the next waiter as is; only when nobody waits does it free up.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
