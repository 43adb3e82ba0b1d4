/**
 * The anti-bot queue: requests the service blocked (gateway calls and REST calls alike) wait here
 * while the user takes one challenge, and are all resent once it is passed (or all fail if it is
 * not). One queue per member api, so a login and a gateway call blocked at the same time share one
 * challenge window. A challenge that is not passed fails them with a MemberError of kind `challenge`
 * ('Verification Failed').
 */
import { allowedUrl } from '../kernel/rules/redirect.ts';
import { MemberError } from './MemberError.ts';

export type Challenge = (verifyUrl: string | undefined) => Promise<void>;

/** How often one request may be held for a challenge before it fails. */
export const MAX_CHALLENGES = 3;

export interface ChallengeQueue {
  /** Resolves when the user has passed the challenge this request waits for; rejects with a `challenge` MemberError when not. */
  hold(verifyUrl: string | undefined): Promise<void>;
  /** How many requests are waiting. */
  readonly waiting: number;
}

export function createChallengeQueue(challenge: Challenge): ChallengeQueue {
  let current: Promise<void> | undefined;
  let waiting = 0;
  return {
    async hold(verifyUrl) {
      waiting++;
      current ??= challenge(verifyUrl)
        .catch((cause: unknown) => {
          throw MemberError.challenge(cause);
        })
        .finally(() => {
          current = undefined;
        });
      try {
        await current;
      } finally {
        waiting--;
      }
    },
    get waiting() {
      return waiting;
    },
  };
}

/**
 * The allow-listed verification page an anti-bot answer carries in its `url` (the gateway's `data`,
 * the REST envelope's `module`), resolved against `page` (without one, this page).
 */
export function verifyUrlOf(data: unknown, page: string | undefined): string | undefined {
  const base = page ?? globalThis.location?.href;
  return allowedUrl((data as { url?: unknown } | null | undefined)?.url, base ? { base } : {});
}
