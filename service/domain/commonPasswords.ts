/**
 * The common-password check of a new password (OWASP ASVS 5.0 6.2.4, NIST SP 800-63B-4 3.1.1.2):
 * `wordlists/common-passwords.txt` (its source and licence in `wordlists/MANIFEST.md`), read once. The
 * popup's rules already ask for letters and digits, so a list word rarely comes as it is: the
 * password is also checked without the digits and symbols at its ends and with common letter
 * swaps undone (`P@ssw0rd1!` is `password`).
 */
import { readFileSync } from 'node:fs';

const LIST_URL = new URL('../wordlists/common-passwords.txt', import.meta.url);
let list: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(LIST_URL, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
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
