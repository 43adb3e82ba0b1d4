/**
 * Breached and common passwords (OWASP ASVS 5.0 6.2.4 and 6.2.12, NIST SP 800-63B-4 3.1.1.2). A
 * new password is refused when it is
 *
 * - in the bundled breach list, `wordlists/breached-passwords.txt`: the passwords of 8 to 64
 *   characters among the million most common of a 10-million-password breach corpus (488,130;
 *   its source and licence in `wordlists/MANIFEST.md`), as typed or in lower case;
 * - found by the configured k-anonymity range API (the Have I Been Pwned range protocol): only the
 *   first five hex digits of the password's SHA-1 leave the machine, the answer lists the suffixes
 *   of that range, padded so that its size tells nothing. Off without an address; an answer that
 *   takes longer than `timeoutMs` (300 ms by default), fails or is malformed leaves the bundled
 *   list to decide, so that sign-ups never wait on it;
 * - a very common password in disguise (`commonPasswords.ts`): `P@ssw0rd1!` is `password`.
 *
 * The lists are read once, at the first check, and kept as their bytes (the breach list is sorted:
 * a binary search finds a password in it without a set of half a million strings).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isCommonPassword } from './commonPasswords.ts';

const LIST_URL = new URL('../wordlists/breached-passwords.txt', import.meta.url);

/** Why a password is refused: found in a breach, or a common one in disguise. */
export type PasswordExposure = 'breached' | 'common';

interface SortedList {
  readonly bytes: Buffer;
  /** Where each line starts, and one past the last line's end. */
  readonly starts: Uint32Array;
}

let sorted: SortedList | undefined;

function breachList(): SortedList {
  if (sorted) return sorted;
  const bytes = readFileSync(LIST_URL);
  const starts: number[] = [0];
  for (let index = bytes.indexOf(10); index !== -1; index = bytes.indexOf(10, index + 1)) starts.push(index + 1);
  if (starts.at(-1) !== bytes.length) starts.push(bytes.length + 1);
  sorted = { bytes, starts: Uint32Array.from(starts) };
  return sorted;
}

/** Whether `password` is a line of the sorted breach list (bytewise order, as `LC_ALL=C sort` wrote it). */
function inBreachList(password: string): boolean {
  const { bytes, starts } = breachList();
  const wanted = Buffer.from(password);
  let low = 0;
  let high = starts.length - 2;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const start = starts[middle] ?? 0;
    const end = (starts[middle + 1] ?? bytes.length + 1) - 1;
    const order = Buffer.compare(bytes.subarray(start, end), wanted);
    if (order === 0) return true;
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

export interface BreachCheckOptions {
  /** The range API's address, to which the five hex digits are appended (`https://api.pwnedpasswords.com/range/`); unset, none is asked. */
  readonly rangeUrl?: string | undefined;
  /** How long the range API may take before the bundled list decides alone. */
  readonly timeoutMs: number;
  /** Told (at most once a minute) when the range API could not answer in time. */
  readonly warn?: (message: string) => void;
}

const WARN_EVERY_MS = 60_000;

export class BreachedPasswords {
  #warnedAt = -Infinity;

  constructor(private readonly options: BreachCheckOptions) {}

  /** Reads the bundled list now (some 40 ms), rather than at the first sign-up or login. */
  load(): void {
    breachList();
  }

  /** Why `password` must not be used, or undefined when nothing says so. */
  async exposure(password: string): Promise<PasswordExposure | undefined> {
    const text = password.normalize('NFKC');
    if (await this.breached(text)) return 'breached';
    return isCommonPassword(text) ? 'common' : undefined;
  }

  /** Whether the password is in a breach by the bundled list or the range API (what a login asks: no disguise check). */
  async breached(password: string): Promise<boolean> {
    const text = password.normalize('NFKC');
    return inBreachList(text) || inBreachList(text.toLowerCase()) || (await this.#inRange(text));
  }

  async #inRange(password: string): Promise<boolean> {
    const { rangeUrl, timeoutMs } = this.options;
    if (!rangeUrl) return false;
    const digest = createHash('sha1').update(password).digest('hex').toUpperCase();
    const prefix = digest.slice(0, 5);
    const suffix = digest.slice(5);
    try {
      const response = await fetch(`${rangeUrl}${prefix}`, { headers: { 'Add-Padding': 'true' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      for (const line of (await response.text()).split('\n')) {
        const [found, count] = line.trim().split(':');
        // Padding lines have a count of 0.
        if (found?.toUpperCase() === suffix && Number(count) > 0) return true;
      }
      return false;
    } catch (error) {
      const at = Date.now();
      if (at - this.#warnedAt >= WARN_EVERY_MS) {
        this.#warnedAt = at;
        this.options.warn?.(`breached-password range API unavailable (${error instanceof Error ? error.message : String(error)}); the bundled list decides alone`);
      }
      return false;
    }
  }
}
