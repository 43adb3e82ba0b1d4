/**
 * What the gateway and REST clients both do last with a refusal the page must answer (spec section
 * 8): the user-validate code leaves for the allow-listed verification page its answer carries (the
 * gateway's `data.url`, the REST envelope's `module.url`), and a traffic limit (the service's own
 * limits, its full queue) shows the retry-later dialog, the one message the shopper then reads.
 */
import type { UserMessage } from '../i18n/userMessage.ts';
import { verifyUrlOf } from './challengeQueue.ts';
import type { MemberError, MemberErrorReaction } from './MemberError.ts';

/** What a refusal needs from the page around the clients. */
export interface RefusalHooks {
  /** Leaves the page for `url` (already allow-listed). */
  readonly redirect: (url: string) => void;
  /** Shows the retry-later dialog. */
  readonly retryLater: (message: UserMessage) => void;
}

/**
 * Answers `error` (whose reaction is `reaction`) through `hooks`, a verification URL resolved
 * against `page`; returns the error to throw: marked as announced after the retry-later dialog,
 * so whoever catches it says nothing more.
 */
export function answerRefusal(error: MemberError, reaction: MemberErrorReaction, hooks: RefusalHooks, page: string | undefined): MemberError {
  if (reaction.type === 'verify') {
    const url = verifyUrlOf(error.data, page);
    if (url) hooks.redirect(url);
  }
  if (reaction.type !== 'retryLater') return error;
  hooks.retryLater(reaction.message);
  return error.announced();
}
