/**
 * Where one-time codes go. Development uses the outbox (kept in memory, shown at /__dev/outbox and
 * printed on the console); production uses a webhook sender that POSTs each message to the
 * deployment's SMS, WhatsApp or e-mail gateway and never logs a code.
 */
/**
 * A message on its way to a phone or e-mail address: a code, an e-mail verification link, a
 * security notice, or a push to the member's other signed-in devices (`PUSH`, addressed to the
 * member's e-mail or phone, which the push gateway maps to their devices).
 */
export interface CodeMessage {
  readonly channel: 'SMS' | 'WHATSAPP' | 'EMAIL' | 'PUSH';
  /** The phone (`+6581234567`) or e-mail address. */
  readonly phone: string;
  /** The code; empty for a message that carries none (a link, a notice, a push). */
  readonly code: string;
  /** The link the message carries (an e-mail link, a push's approval page, a notice's "this wasn't me"). */
  readonly link?: string;
  readonly text: string;
  /** ISO time. */
  readonly at: string;
}

export interface Sender {
  /** Delivers `message`; rejects when the gateway refused it or could not be reached. */
  send(message: CodeMessage): Promise<void>;
}

export interface WebhookOptions {
  readonly url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  readonly token?: string | undefined;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/**
 * POSTs `{ channel, to, text, code, link? }` as JSON to the gateway's URL; any answer but 2xx is a failed
 * delivery. Configured by MEMBER_SENDER_URL and MEMBER_SENDER_TOKEN (see `senderFromEnv`).
 */
export class WebhookSender implements Sender {
  constructor(private readonly options: WebhookOptions) {}

  async send({ channel, phone, code, text, link }: CodeMessage): Promise<void> {
    const { url, token, timeoutMs = 10_000, fetch: send = fetch } = this.options;
    const response = await send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ channel, to: phone, text, code, ...(link ? { link } : {}) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the code gateway answered ${response.status}`);
  }
}

/** The webhook sender of MEMBER_SENDER_URL (and MEMBER_SENDER_TOKEN), or undefined when unset. */
export function senderFromEnv(env: Readonly<Record<string, string | undefined>>): Sender | undefined {
  const url = env.MEMBER_SENDER_URL;
  if (!url) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)) {
    throw new Error('MEMBER_SENDER_URL must be https (or a loopback address)');
  }
  return new WebhookSender({ url, token: env.MEMBER_SENDER_TOKEN });
}

/** Where a code went, for logs: the channel and the last two characters of the address only. */
export function maskedTarget({ channel, phone }: Pick<CodeMessage, 'channel' | 'phone'>): string {
  return `${channel} to …${phone.slice(-2)}`;
}
