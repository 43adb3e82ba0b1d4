/**
 * One-time codes: 6 random digits, valid 5 minutes, single use. A resend replaces the previous code
 * and is refused within 60 seconds of it; 5 wrong tries kill a code; a phone gets at most 5 codes an
 * hour. Against SMS pumping, sends are also limited per client address, per country calling code
 * and per day, and one client network may use only a small share of the country's and the day's
 * caps. Only a hash of each code is kept; the code goes to the sender after the answer (see
 * DeliveryQueue), so the answer does not wait for (or tell about) the delivery. A phone or address
 * is delivered at most `sendsPerHour` codes an hour whatever they were asked under, counted after
 * the answer: a code asked for past that is answered as any other and never sent.
 */
import type { CodeRecord, Storage } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { addressKey, DAY_MS, HOUR_MS, networkKey, trafficLimit, within } from './limits.ts';
import type { DeliveryQueue } from './deliveries.ts';
import type { OutboxEntry } from './outbox.ts';
import { randomCode, sameText, sha256 } from './secrets.ts';
import { maskedTarget, type CodeMessage } from './sender.ts';
import { codeText, type Reader } from './outgoingTexts.ts';
import { Refusal } from './refusal.ts';
import { MESSAGES } from './messages.ts';

export interface CodeDeps {
  readonly storage: Storage;
  readonly config: ServiceConfig;
  readonly sender: DeliveryQueue;
}

export interface CodeRequest {
  /**
   * What the code is kept under (its resend window and hourly cap): `+6581234567`, an e-mail
   * address, a stand-in for an account that does not exist, or a name and address together.
   */
  readonly target: string;
  /** Where the code goes, when not `target` itself. */
  readonly to?: string;
  readonly purpose: string;
  readonly channel: OutboxEntry['channel'];
  /** The client address that asked. */
  readonly address: string;
  /** The country calling code of a phone target. */
  readonly prefix?: string | undefined;
  /** False for a stand-in target: everything happens (limits, answers) but nothing is sent. */
  readonly deliver?: boolean;
  /** Who reads the code: its language, and the host its SMS's one-time-code line names. */
  readonly reader: Reader;
  /** The code goes to an address another account has, in the notice that someone tried to add it (no oracle). */
  readonly addAttempt?: 'email' | 'phone' | undefined;
}

const hashOf = (target: string, purpose: string, code: string) => sha256(`${target}|${purpose}|${code}`);

/**
 * Issues `secret` (a code, or an e-mail link's secret) to `target` under the code rules: the
 * client address's hourly cap, the resend window and hourly cap of the target, the client
 * network's share of the country code's and the day's caps, and those caps. Only its hash is kept. Answers the issued code's record; nothing is sent.
 */
export async function issueCode(
  { storage, config }: Pick<CodeDeps, 'storage' | 'config'>,
  { target, purpose, address, prefix }: Pick<CodeRequest, 'target' | 'purpose' | 'address' | 'prefix'>,
  secret: string,
): Promise<CodeRecord> {
  const at = config.now();
  await within(storage, `send-address:${addressKey(address)}`, { max: config.sendsPerAddressPerHour, windowMs: HOUR_MS, at });
  const issued = await storage.codes.issue(
    { target, purpose, codeHash: hashOf(target, purpose, secret), sentAt: at, expiresAt: at + config.codeTtlMs },
    { resendAfterMs: config.resendAfterMs, perHour: config.sendsPerHour },
  );
  if ('refused' in issued) {
    if (issued.refused === 'TOO_FREQUENT') throw new Refusal('PL-USER-CODE-TOO-FREQUENT', MESSAGES.resendTooSoon, 'tooMany');
    throw new Refusal('PL-USER-CODE-SEND-LIMIT', MESSAGES.sendLimit, 'tooMany');
  }
  // Only codes really issued count against the shared caps: refused resends cannot use them up.
  // First against the client network's share of each, so that a network past its share adds
  // nothing to the shared counters and leaves the rest of the cap to everyone else.
  // The subscriber (`addressKey`: an IPv4 address, an IPv6 /64) has its share, and so has the wider
  // network it is part of (`networkKey`: a /24, a /48), which its 65,536 /64s share.
  for (const [kind, network, percent] of [
    ['address', addressKey(address), config.sharedCapPercentPerAddress],
    ['network', networkKey(address), config.sharedCapPercentPerNetwork],
  ] as const) {
    const share = (cap: number) => Math.max(1, Math.floor((cap * percent) / 100));
    const prefixShare = prefix ? await storage.counters.hit(`send-prefix-${kind}:${prefix}:${network}`, HOUR_MS, at) : 0;
    const dayShare = await storage.counters.hit(`send-day-${kind}:${network}`, DAY_MS, at);
    if (prefixShare > share(config.sendsPerPrefixPerHour) || dayShare > share(config.sendsPerDay)) {
      await storage.codes.close(issued.code.id, at);
      throw trafficLimit(Math.ceil((prefixShare > share(config.sendsPerPrefixPerHour) ? HOUR_MS : DAY_MS) / 1000));
    }
  }
  const prefixCount = prefix ? await storage.counters.hit(`send-prefix:${prefix}`, HOUR_MS, at) : 0;
  const dayCount = await storage.counters.hit('send-day', DAY_MS, at);
  if (prefixCount > config.sendsPerPrefixPerHour || dayCount > config.sendsPerDay) {
    await storage.codes.close(issued.code.id, at);
    throw trafficLimit(Math.ceil((prefixCount > config.sendsPerPrefixPerHour ? HOUR_MS : DAY_MS) / 1000));
  }
  return issued.code;
}

/**
 * Hands `message` to the sender after the answer, unless its address has had its hour of
 * deliveries (`sendsPerHour`, whatever they were asked under), counted then, out of the answer's
 * sight. A text given as a function is written then too: a real account's answer does no work a
 * stand-in's (never sent) does not, so its timing tells nothing.
 */
export function deliverWithinHour({ storage, config, sender }: CodeDeps, message: Omit<CodeMessage, 'text'> & { readonly text: string | (() => string) }): void {
  const what = maskedTarget(message);
  sender.later(async (gateway) => {
    if ((await storage.counters.hit(`deliveries:${message.phone}`, HOUR_MS, Date.parse(message.at))) > config.sendsPerHour) {
      console.warn(`not delivered (${what}): its hour of deliveries is used up`);
      return;
    }
    await gateway.send({ ...message, text: typeof message.text === 'function' ? message.text() : message.text });
  }, what);
}

export async function sendCode(deps: CodeDeps, request: CodeRequest): Promise<number> {
  const { config } = deps;
  const code = randomCode(config.codeLength);
  await issueCode(deps, request, code);
  if (request.deliver ?? true) {
    const { channel } = request;
    const text = () => codeText(request.reader, channel, code, Math.round(config.codeTtlMs / 60_000), request.addAttempt);
    deliverWithinHour(deps, { channel, phone: request.to ?? request.target, code, text, at: new Date(config.now()).toISOString() });
  }
  return config.codeLength;
}

/** Whether `secret` is the one `code` was issued with. */
export const issuedWith = (code: CodeRecord, secret: string): boolean => sameText(hashOf(code.target, code.purpose, secret), code.codeHash);

/**
 * Uses the code, or throws the reason it cannot be used. Parallel guesses each count. Every check
 * counts first on the client `address` (`codeChecksPerAddressPerHour`, whatever the target).
 */
export async function verifyCode(
  { storage, config }: Pick<CodeDeps, 'storage' | 'config'>,
  { target, purpose, code, address }: { target: string; purpose: string; code: string; address: string },
): Promise<void> {
  const at = config.now();
  await within(storage, `code-check-address:${addressKey(address)}`, { max: config.codeChecksPerAddressPerHour, windowMs: HOUR_MS, at });
  const latest = await storage.codes.latest(target, purpose);
  if (!latest || latest.closedAt !== null) throw new Refusal('PL-USER-CODE-INVALID', MESSAGES.wrongCode);
  if (at >= latest.expiresAt) {
    await storage.codes.close(latest.id, at);
    throw new Refusal('PL-USER-CODE-EXPIRED', MESSAGES.codeExpired);
  }
  if (!sameText(hashOf(target, purpose, code.trim()), latest.codeHash)) {
    const tries = await storage.codes.recordWrongTry(latest.id, config.maxWrongTries, at);
    if (tries === config.maxWrongTries) throw new Refusal('PL-USER-CODE-DEAD', MESSAGES.codeDead);
    throw new Refusal('PL-USER-CODE-INVALID', MESSAGES.wrongCode);
  }
  if (!(await storage.codes.use(latest.id, at))) throw new Refusal('PL-USER-CODE-INVALID', MESSAGES.wrongCode);
}
