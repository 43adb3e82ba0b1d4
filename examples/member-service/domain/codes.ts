/**
 * One-time codes: 6 random digits, valid 5 minutes, single use. A resend replaces the previous code
 * and is refused within 60 seconds of it; 5 wrong tries kill a code; a phone gets at most 5 codes an
 * hour. Only a hash of each code is kept.
 */
import type { Storage } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import type { Outbox, OutboxEntry } from './outbox.ts';
import { randomCode, sameText, sha256 } from './secrets.ts';
import { MESSAGES, ServiceError } from '../http.ts';

export interface CodeDeps {
  readonly storage: Storage;
  readonly config: ServiceConfig;
  readonly outbox: Outbox;
}

const hashOf = (target: string, purpose: string, code: string) => sha256(`${target}|${purpose}|${code}`);

export async function sendCode(
  { storage, config, outbox }: CodeDeps,
  { target, purpose, channel }: { target: string; purpose: string; channel: OutboxEntry['channel'] },
): Promise<number> {
  const at = config.now();
  const latest = await storage.codes.latest(target, purpose);
  if (latest && at - latest.sentAt < config.resendAfterMs) throw new ServiceError('PL-USER-CODE-TOO-FREQUENT', MESSAGES.resendTooSoon, 429);
  if ((await storage.codes.countSentSince(target, at - 60 * 60_000)) >= config.sendsPerHour) {
    throw new ServiceError('PL-USER-CODE-SEND-LIMIT', MESSAGES.sendLimit, 429);
  }
  const code = randomCode(config.codeLength);
  await storage.codes.replace({ target, purpose, codeHash: hashOf(target, purpose, code), sentAt: at, expiresAt: at + config.codeTtlMs });
  outbox.deliver({
    channel,
    phone: target,
    code,
    text: `${code} is your verification code. It expires in ${Math.round(config.codeTtlMs / 60_000)} minutes. Never share it.`,
    at: new Date(at).toISOString(),
  });
  return config.codeLength;
}

/** Uses the code, or throws the reason it cannot be used. */
export async function verifyCode({ storage, config }: Omit<CodeDeps, 'outbox'>, { target, purpose, code }: { target: string; purpose: string; code: string }): Promise<void> {
  const at = config.now();
  const latest = await storage.codes.latest(target, purpose);
  if (!latest || latest.closedAt !== null) throw new ServiceError('PL-USER-CODE-INVALID', MESSAGES.wrongCode);
  if (at >= latest.expiresAt) {
    await storage.codes.close(latest.id, at);
    throw new ServiceError('PL-USER-CODE-EXPIRED', MESSAGES.codeExpired);
  }
  if (!sameText(hashOf(target, purpose, code.trim()), latest.codeHash)) {
    const tries = await storage.codes.recordWrongTry(latest.id);
    if (tries >= config.maxWrongTries) {
      await storage.codes.close(latest.id, at);
      throw new ServiceError('PL-USER-CODE-DEAD', MESSAGES.codeDead);
    }
    throw new ServiceError('PL-USER-CODE-INVALID', MESSAGES.wrongCode);
  }
  await storage.codes.close(latest.id, at);
}
