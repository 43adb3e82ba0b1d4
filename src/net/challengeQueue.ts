/**
 * The anti-bot queue: requests the gateway blocked wait here while the user takes one challenge,
 * and are all resent once it is passed (or all fail if it is not).
 */
export type Challenge = (verifyUrl: string | undefined) => Promise<void>;

export interface ChallengeQueue {
  /** Resolves when the user has passed the challenge this request waits for. */
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
      current ??= challenge(verifyUrl).finally(() => {
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
