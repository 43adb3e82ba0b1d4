/**
 * The anti-bot challenge that failed logins lead to: a proof of work. The challenge page fetches a
 * puzzle, signed by the service and bound to this browser's CSRF id, and works out a nonce such
 * that SHA-256(`puzzle:nonce`) starts with the puzzle's number of zero bits (2^bits hashes on
 * average) while the shopper slides its slider. The proof buys this browser a pass: a one-time
 * token in an HttpOnly cookie, valid for `challengePassTtlMs`, that lets exactly one login attempt
 * through, if it was bought with at least the work that login asks for. The work asked rises with
 * the failures of the name typed and of the client's network (see `challengeBits`), up to
 * `challengeMaxBits`, which a slow phone works out in about a second.
 *
 * What the proof costs a bot is CPU time, not a wall: native code hashes faster than a page. It
 * prices every guess past the threshold; the slowdown, the per-address limits and the per-name
 * counts bound how many there are. A real deployment may put its captcha provider's check beside it.
 */
import { createHash, hkdfSync } from 'node:crypto';
import { ANTI_CREEP } from '../../src/kernel/contract/errorCodes.ts';
import { Refusal } from './refusal.ts';
import { MESSAGES } from './messages.ts';
import type { Storage } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { hmac, randomId, sameText } from './secrets.ts';

/** The challenge page, in every mode (the development switches point to `/__dev/challenge`). */
export const CHALLENGE_PAGE = '/user/challenge';
/** `GET` gives this browser a puzzle (`?bits=` the work the login asked for). */
export const CHALLENGE_PUZZLE_PATH = '/user/challenge/puzzle';
export const CHALLENGE_PASS_PATH = '/user/challenge/pass';
const PASS_KIND = 'challenge-pass';
/** How long a puzzle may be worked on and sent (the shopper may take a while to slide). */
export const PUZZLE_TTL_MS = 10 * 60_000;
/** No puzzle asks for more than this, whatever the configuration says (2^24 hashes is minutes on a phone). */
const HARDEST_BITS = 24;

type ChallengeConfig = Pick<ServiceConfig, 'challengeBits' | 'challengeMaxBits' | 'loginChallengeAfter' | 'loginLockAfter'>;

/** The configured bounds of the work, kept sane: `challengeBits` ≤ `challengeMaxBits` ≤ 24. */
export function bitsBounds(config: Pick<ServiceConfig, 'challengeBits' | 'challengeMaxBits'>): { readonly least: number; readonly most: number } {
  const most = Math.min(HARDEST_BITS, Math.max(0, Math.floor(config.challengeMaxBits)));
  return { least: Math.min(most, Math.max(0, Math.floor(config.challengeBits))), most };
}

/**
 * The work (zero bits) asked after `failures`: `challengeBits` up to twice `loginChallengeAfter`,
 * then one bit more each time the failures double, staying below `challengeMaxBits` until
 * `loginLockAfter`, from which on every attempt asks the most.
 */
export function challengeBits(config: ChallengeConfig, failures: number): number {
  const { least, most } = bitsBounds(config);
  if (failures >= config.loginLockAfter) return most;
  const doublings = failures > config.loginChallengeAfter ? Math.floor(Math.log2(failures / Math.max(1, config.loginChallengeAfter))) : 0;
  return Math.max(least, Math.min(least + doublings, most - 1));
}

/**
 * The puzzles' key: derived from the CSRF secret, never the secret itself, since anyone gets
 * `hmac(csrfSecret, id)` for an id of their choosing (their own CSRF cookie).
 */
const puzzleKeys = new Map<string, string>();
function puzzleKey(csrfSecret: string): string {
  let key = puzzleKeys.get(csrfSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', csrfSecret, 'member-login-popup', 'challenge puzzle', 32)).toString('base64url');
    puzzleKeys.set(csrfSecret, key);
  }
  return key;
}

const signature = (csrfSecret: string, fields: string, csrfId: string) => hmac(puzzleKey(csrfSecret), `${fields}\n${csrfId}`);

/** A puzzle of `bits` for the browser of `csrfId`: `bits.expiresAt.salt.signature`, the signature over these and the id. */
export function issuePuzzle(csrfSecret: string, csrfId: string, bits: number, at: number): string {
  const fields = `${bits}.${at + PUZZLE_TTL_MS}.${randomId(12)}`;
  return `${fields}.${signature(csrfSecret, fields, csrfId)}`;
}

/** The leading zero bits of SHA-256(`puzzle:nonce`). */
export function proofBits(puzzle: string, nonce: string): number {
  const digest = createHash('sha256').update(`${puzzle}:${nonce}`).digest();
  let bits = 0;
  for (const byte of digest) {
    bits += byte === 0 ? 8 : Math.clz32(byte) - 24;
    if (byte !== 0) break;
  }
  return bits;
}

/**
 * The puzzle's bits and salt when `nonce` proves it for the browser of `csrfId` at `at` (signed by
 * this service for this browser, unexpired, the work done); otherwise undefined. Whether it was
 * used before is the caller's question (`puzzleOnce`).
 */
export function checkProof(csrfSecret: string, csrfId: string, puzzle: string, nonce: string, at: number): { bits: number; salt: string } | undefined {
  if (puzzle.length > 200 || !/^\d{1,16}$/.test(nonce)) return undefined;
  const match = /^(\d{1,2})\.(\d{1,16})\.([\w-]{16})\.([\w-]{43})$/.exec(puzzle);
  if (!match) return undefined;
  const [, bitsText = '', expiresText = '', salt = '', signed = ''] = match;
  if (!sameText(signed, signature(csrfSecret, `${bitsText}.${expiresText}.${salt}`, csrfId))) return undefined;
  const bits = Number(bitsText);
  if (Number(expiresText) <= at || proofBits(puzzle, nonce) < bits) return undefined;
  return { bits, salt };
}

/** Marks the puzzle of `salt` used: true the first time only (one atomic count, on every instance). */
export async function puzzleOnce(storage: Storage, salt: string, at: number): Promise<boolean> {
  return (await storage.counters.hit(`challenge-puzzle:${salt}`, PUZZLE_TTL_MS, at)) === 1;
}

/** The refusal of a proof that does not hold. */
export function proofRefused(): Refusal {
  return new Refusal('PL-USER-CHALLENGE-FAILED', MESSAGES.challenge, 'invalid');
}

/** A pass bought with a proof of `bits`. */
export async function issueChallengePass(storage: Storage, config: ServiceConfig, bits: number): Promise<string> {
  const pass = randomId();
  await storage.tokens.insert({ token: pass, kind: PASS_KIND, userId: null, data: JSON.stringify({ bits }), expiresAt: config.now() + config.challengePassTtlMs });
  return pass;
}

/** Uses up `pass`: the bits it was bought with when it was a live one, otherwise undefined. */
export async function takeChallengePass(storage: Storage, config: ServiceConfig, pass: string | undefined): Promise<number | undefined> {
  const found = pass ? await storage.tokens.take(pass, PASS_KIND, config.now()) : undefined;
  if (!found) return undefined;
  const bits = (JSON.parse(found.data ?? '{}') as { bits?: unknown }).bits;
  return typeof bits === 'number' ? bits : 0;
}

/** The answer that asks for the challenge: the spec's anti-creep code, with the page (and the work asked) in `url`. */
export function challengeRequired(bits: number): Refusal {
  return new Refusal(ANTI_CREEP, MESSAGES.challenge, 'refused', { url: `${CHALLENGE_PAGE}?bits=${bits}` });
}
