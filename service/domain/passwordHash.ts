/**
 * The password hash formats, as pure functions (the hashing threads run them, see hashThreads.ts):
 * Argon2id in the PHC string format, `$argon2id$v=19$m=12288,t=3,p=1$salt$hash`, which carries its
 * own parameters; and the scrypt hashes written before issue 35, `scrypt$N$r$p$salt$hash`
 * (base64), still verified and re-hashed at the member's next successful login. Both hash the
 * password normalised (NFKC) and compare in constant time.
 */
import { hash as argon2Hash, hashSync as argon2HashSync, parseOptions, verifySync as argon2VerifySync, type Algorithm } from '@node-rs/argon2';
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Argon2id's cost: memory in KiB (`m`), passes (`t`) and lanes (`p`). */
export interface Argon2Cost {
  readonly memoryKiB: number;
  readonly passes: number;
  readonly lanes: number;
}

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** What new hashes are written with: Argon2id, or scrypt (the first step of a rolling upgrade). */
export type PasswordHashing = { readonly scheme: 'argon2id'; readonly cost: Argon2Cost } | { readonly scheme: 'scrypt'; readonly cost: ScryptCost };

const KEY_LENGTH = 32;
/** `Algorithm.Argon2id` of @node-rs/argon2 (a `const enum`, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

const argon2Options = ({ memoryKiB, passes, lanes }: Argon2Cost) => ({
  algorithm: ARGON2ID,
  memoryCost: memoryKiB,
  timeCost: passes,
  parallelism: lanes,
  outputLen: KEY_LENGTH,
});
const scryptOptions = ({ N, r, p }: ScryptCost): ScryptOptions => ({ N, r, p, maxmem: 256 * N * r });
const normalised = (password: string) => password.normalize('NFKC');

function scryptString(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A hash of `password`, computed on the calling thread (the hashing threads; seeding and tools). */
export function hashSync(password: string, hashing: PasswordHashing): string {
  if (hashing.scheme === 'argon2id') return argon2HashSync(normalised(password), argon2Options(hashing.cost));
  const salt = randomBytes(16);
  return scryptString(hashing.cost, salt, scryptSync(normalised(password), salt, KEY_LENGTH, scryptOptions(hashing.cost)));
}

/** The same on libuv's thread pool: for seeding and tools, not for requests (they go through `PasswordHasher`). */
export async function hashPassword(password: string, hashing: PasswordHashing): Promise<string> {
  if (hashing.scheme === 'argon2id') return argon2Hash(normalised(password), argon2Options(hashing.cost));
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(normalised(password), salt, KEY_LENGTH, scryptOptions(hashing.cost), (error, derived) => (error ? reject(error) : resolve(derived))),
  );
  return scryptString(hashing.cost, salt, key);
}

/** Whether `password` is the one `stored` was made from; false for a missing or malformed hash. */
export function verifySync(password: string, stored: string | null): boolean {
  if (!stored) return false;
  if (stored.startsWith('$argon2id$')) {
    try {
      return argon2VerifySync(stored, normalised(password));
    } catch {
      return false;
    }
  }
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = scryptSync(normalised(password), Buffer.from(salt, 'base64'), KEY_LENGTH, scryptOptions({ N: Number(N), r: Number(r), p: Number(p) }));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Whether `stored` was written otherwise than `hashing` writes today (scrypt where Argon2id is
 * written, other parameters): the member's next successful login re-hashes it. A lowered cost
 * re-hashes too, so that every hash ends up as the configuration says; an Argon2id hash is never
 * re-hashed into scrypt.
 */
export function needsRehash(stored: string | null, hashing: PasswordHashing): boolean {
  if (!stored) return false;
  if (hashing.scheme === 'scrypt') {
    // Writing scrypt is a fleet's first upgrade step (or a step back from the second): Argon2id hashes are never turned back.
    const [scheme, N, r, p] = stored.split('$');
    return scheme === 'scrypt' && (Number(N) !== hashing.cost.N || Number(r) !== hashing.cost.r || Number(p) !== hashing.cost.p);
  }
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const { memoryCost, timeCost, parallelism, outputLen } = parseOptions(stored);
    const cost = hashing.cost;
    return memoryCost !== cost.memoryKiB || timeCost !== cost.passes || parallelism !== cost.lanes || outputLen !== KEY_LENGTH;
  } catch {
    return true;
  }
}

/**
 * OWASP's password storage guidance: Argon2id with at least 19 MiB and 2 passes, or an
 * equivalent trade of memory for passes (46 MiB × 1 … 7 MiB × 5: memory × passes ≥ 35,840 KiB).
 */
export function argon2BelowMinimum({ memoryKiB, passes, lanes }: Argon2Cost): boolean {
  return memoryKiB < 7168 || memoryKiB * passes < 35_840 || lanes < 1;
}

/** How `hashing` is named in logs, the benchmark and the docs: `Argon2id m=12288 KiB t=3 p=1`. */
export function hashingName(hashing: PasswordHashing): string {
  if (hashing.scheme === 'scrypt') return `scrypt N=2^${Math.log2(hashing.cost.N)} r=${hashing.cost.r} p=${hashing.cost.p}`;
  return `Argon2id m=${hashing.cost.memoryKiB} KiB t=${hashing.cost.passes} p=${hashing.cost.lanes}`;
}
