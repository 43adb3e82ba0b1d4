/**
 * Messages leave after the answer: every send goes through this queue, which hands it to the
 * sender once the current request has answered (`setImmediate`). A code for a real account then
 * costs its answer no more than a stand-in's that is never sent, and a slow or failing gateway
 * never shows in an answer. A failed delivery is logged (never with its code).
 */
import { maskedTarget, type CodeMessage, type Sender } from './sender.ts';

export class DeliveryQueue {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly sender: Sender) {}

  /** Sends `message` after the answer. */
  post(message: CodeMessage): void {
    this.later((sender) => sender.send(message), maskedTarget(message));
  }

  /** Runs `job` with the sender after the answer; `what` names it in the log should it fail. */
  later(job: (sender: Sender) => Promise<void>, what: string): void {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => job(this.sender))
      .catch((error: unknown) => console.error(`delivery failed (${what}): ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.#pending.delete(run));
    this.#pending.add(run);
  }

  /** Resolves when every queued message has been handed over (tests, and a graceful stop). */
  async idle(): Promise<void> {
    while (this.#pending.size) await Promise.all(this.#pending);
  }
}
