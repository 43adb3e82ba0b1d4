/** Development delivery of codes: kept in memory, newest first, and printed on the console. */
import type { CodeMessage, Sender } from './sender.ts';

/** A code the outbox "delivered". */
export type OutboxEntry = CodeMessage;

const KEEP = 200;

export class Outbox implements Sender {
  readonly #entries: OutboxEntry[] = [];
  constructor(private readonly print: (line: string) => void = console.log) {}

  async send(entry: OutboxEntry): Promise<void> {
    this.#entries.unshift(entry);
    this.#entries.length = Math.min(this.#entries.length, KEEP);
    this.print(`[outbox] ${entry.channel} to ${entry.phone}: ${entry.text}`);
  }

  list(phone?: string): readonly OutboxEntry[] {
    if (!phone) return [...this.#entries];
    // An e-mail address matches itself; a phone matches by its digits, with or without the dial code.
    if (phone.includes('@')) return this.#entries.filter((entry) => entry.phone.toLowerCase() === phone.toLowerCase());
    const digits = phone.replace(/\D/g, '');
    return this.#entries.filter((entry) => digits !== '' && entry.phone.replace(/\D/g, '').endsWith(digits));
  }
}
