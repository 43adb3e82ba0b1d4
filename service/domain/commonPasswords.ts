/**
 * The common-password check of a new password (OWASP ASVS 5.0 6.2.4, NIST SP 800-63B-4 3.1.1.2):
 * the first 3,000 of `wordlists/common-passwords-10k.txt` (the most common passwords of a
 * 10-million-password corpus, most common first) and `wordlists/common-passwords.txt` (Indonesia's
 * 150 most common), their sources and licences in `wordlists/MANIFEST.md`, read once. The popup's rules ask for letters and digits, so
 * a list word rarely comes as it is: the password is also checked without the digits and symbols at
 * its ends and with common letter swaps undone (`P@ssw0rd1!` is `password`). List words shorter
 * than four characters are left out: what is left of a password without its ends may be that short
 * by chance. The breach list proper is `breachedPasswords.ts`.
 */
import { readFileSync } from 'node:fs';

/** The most common passwords, most common first, and how many of them are looked for in disguise (ASVS 6.2.4's 3,000). */
const RANKED_URL = new URL('../wordlists/common-passwords-10k.txt', import.meta.url);
const RANKED_TAKEN = 3000;
const REGIONAL_URL = new URL('../wordlists/common-passwords.txt', import.meta.url);
const SHORTEST_WORD = 4;
let list: ReadonlySet<string> | undefined;

const lines = (url: URL) => readFileSync(url, 'utf8').split('\n');

function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    [...lines(RANKED_URL).slice(0, RANKED_TAKEN), ...lines(REGIONAL_URL)].map((line) => line.trim().toLowerCase()).filter((word) => word.length >= SHORTEST_WORD),
  );
  return list;
}

const SWAPS: Readonly<Record<string, string>> = { '@': 'a', '4': 'a', '0': 'o', '1': 'i', '!': 'i', '3': 'e', $: 's', '5': 's', '7': 't' };

/** The spellings of `password` looked up in the list. */
export function passwordVariants(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const trimmed = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const symbolsTrimmed = lower.replace(/[^\p{L}\p{N}]+$/u, '');
  const unswapped = (text: string) => text.replace(/[@40135$7!]/g, (char) => SWAPS[char] ?? char);
  return [...new Set([lower, symbolsTrimmed, trimmed, unswapped(trimmed)])].filter(Boolean);
}

export function isCommonPassword(password: string): boolean {
  const known = commonPasswords();
  return passwordVariants(password).some((variant) => known.has(variant));
}
