/**
 * The second verification's outcome (spec section 4: "the outcome of the second verification is
 * reported"). Leaving for the verification page leaves a mark in this tab's session storage; when
 * an element connects on the page the shopper comes back to, the mark is taken and the outcome is
 * what the member service says: logged in (`VERIFIED`) or not (`NOT_VERIFIED`).
 */
import type { Page } from '../flows/page.ts';

const MARK = 'member_second_verification';

/** Remembers that this tab left for the second verification. */
export function markSecondVerification(page: Page): void {
  try {
    page.session().setItem(MARK, '1');
  } catch {
    // Storage is off: the outcome simply goes unreported.
  }
}

/** True once, when this tab comes back from the second verification. */
export function takeSecondVerificationMark(page: Page): boolean {
  try {
    const marked = page.session().getItem(MARK) !== null;
    page.session().removeItem(MARK);
    return marked;
  } catch {
    return false;
  }
}
