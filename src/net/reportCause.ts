/**
 * The one place that reports why a failure reads as a generic message ("Network error", "Something
 * went wrong", "Please check your connection"): the shopper reads the message, the developer the
 * cause on the console, so a programming error is never silent. A server's own message needs no
 * report: it is what the shopper reads.
 */
import { MemberError } from './MemberError.ts';

/** Messages that say nothing about what the shopper typed: a toast, never a field's message. */
const GENERIC_KEYS: readonly string[] = ['error.network', 'error.loginFallback', 'error.callFallback', 'error.somethingWrong', 'error.challengeFailed'];

/** Whether the shopper reads a generic message for `error` (no answer, or one that says nothing about what they typed). */
export function isGeneric(error: MemberError): boolean {
  return 'key' in error.userMessage && GENERIC_KEYS.includes(error.userMessage.key);
}

export function reportCause(what: string, error: unknown): void {
  if (error instanceof MemberError && !isGeneric(error)) return;
  const cause = error instanceof MemberError && error.cause !== undefined ? error.cause : undefined;
  console.error(`member-login-popup: ${what}`, error, ...(cause === undefined ? [] : ['caused by', cause]));
}
