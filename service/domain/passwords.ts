/**
 * Password hashing for requests: Argon2id (or scrypt during a rolling upgrade, see
 * passwordHash.ts) computed on the process's hashing threads (hashThreads.ts), never on the event
 * loop. Bounded: at most `workers` hashes run at once, each thread holding the next one ready (so
 * `workers × JOBS_PER_THREAD` are handed over), and `queue` more wait; past that `hash` and `verify`
 * reject at once with the traffic-limit answer (its `Retry-After` one second: a full queue drains
 * in well under that).
 */
import { JOBS_PER_THREAD, onHashThread } from './hashThreads.ts';
import { trafficLimit, type TrafficLimited } from './limits.ts';
import { hashPassword, needsRehash, type PasswordHashing } from './passwordHash.ts';

/** The password of the hash that unknown names are checked against (`PasswordHasher.dummyHash`). */
const DUMMY_HASH_PASSWORD = 'no account has this password';

/** How long a client refused by a full hash queue is told to wait. */
const QUEUE_RETRY_AFTER_SECONDS = 1;

export class PasswordHasher {
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  #dummy: Promise<string> | undefined;

  /** Jobs handed to the threads at once: each thread's current one and its next. */
  readonly #handedOver: number;

  constructor(
    private readonly hashing: PasswordHashing,
    private readonly workers: number,
    private readonly queue: number,
  ) {
    this.#handedOver = workers * JOBS_PER_THREAD;
  }

  async hash(password: string): Promise<string> {
    return String(await this.#slot(() => onHashThread({ kind: 'hash', password, hashing: this.hashing }, this.workers)));
  }

  async verify(password: string, stored: string | null): Promise<boolean> {
    return (await this.#slot(() => onHashThread({ kind: 'verify', password, stored }, this.workers))) === true;
  }

  /**
   * Starts the hashing threads (each loads its module) and makes the dummy hash, so that the first
   * logins after a start do not wait for them (some hundreds of milliseconds here).
   */
  async warm(): Promise<void> {
    const started = Array.from({ length: this.workers }, () => onHashThread({ kind: 'verify', password: '', stored: null }, this.workers));
    await Promise.all([this.dummyHash(), ...started]);
  }

  /** Whether `stored` is of another scheme or cost than this service writes: re-hash it at the member's next login. */
  needsRehash(stored: string | null): boolean {
    return needsRehash(stored, this.hashing);
  }

  /**
   * A hash of this service's cost that no shopper's password matches: a login of a name with no
   * account is checked against it, so that its answer takes as long as a real account's.
   */
  dummyHash(): Promise<string> {
    this.#dummy ??= hashPassword(DUMMY_HASH_PASSWORD, this.hashing);
    return this.#dummy;
  }

  /** The refusal of a hash the queue has no room for (what `full` announces). */
  refusal(): TrafficLimited {
    return trafficLimit(QUEUE_RETRY_AFTER_SECONDS);
  }

  /** Whether one more hash would be refused: callers check before any other costly work. */
  get full(): boolean {
    return this.#running >= this.#handedOver && this.#waiting.length >= this.queue;
  }

  /** Hashes handed to the threads (running or next) and waiting, for tests and the benchmark. */
  get load(): { readonly running: number; readonly waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  async #slot<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#handedOver) {
      if (this.#waiting.length >= this.queue) throw this.refusal();
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
