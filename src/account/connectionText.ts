/**
 * The member area's own words for a call that got no answer: offline ("You're offline…", when the
 * browser says it has no network) and too slow ("This is taking too long…", our timeout or the
 * gateway's FAIL_SYS_TIMEOUT), where the popup keeps the spec's "Network error". Undefined for any
 * other failure, which keeps the shared wording.
 */
import type { AccountTranslate } from '../i18n/accountCatalogue.ts';

/** What of a failed call this reads (a MemberError's kind and code), without importing the network layer into the UI's chunk. */
export interface CallFailure {
  readonly kind: string;
  readonly code: string;
}

/** The gateway's and our own timeout code (net/MemberError.ts `TIMEOUT`). */
const TIMEOUT_CODE = 'FAIL_SYS_TIMEOUT';

export function connectionText(failure: CallFailure, t: AccountTranslate): string | undefined {
  if (failure.kind === 'timeout' || failure.code === TIMEOUT_CODE) return t('account.slow');
  if (failure.kind === 'network' && !navigator.onLine) return t('account.offline');
  return undefined;
}
