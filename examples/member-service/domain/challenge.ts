/**
 * The anti-bot challenge that failed logins lead to. Passing it (the slider page, or in a real
 * deployment a captcha provider's check) gives this browser a pass: a one-time token in an HttpOnly
 * cookie, valid for `challengePassTtlMs`, that lets exactly one login attempt through.
 */
import { ANTI_CREEP } from '../../../src/net/errorCodes.ts';
import { MESSAGES, ServiceError } from '../http.ts';
import type { Storage } from '../storage/Storage.ts';
import type { ServiceConfig } from './config.ts';
import { randomId } from './secrets.ts';

/** The challenge page, in every mode (the development switches point to `/__dev/challenge`). */
export const CHALLENGE_PAGE = '/user/challenge';
export const CHALLENGE_PASS_PATH = '/user/challenge/pass';
const PASS_KIND = 'challenge-pass';

export async function issueChallengePass(storage: Storage, config: ServiceConfig): Promise<string> {
  const pass = randomId();
  await storage.tokens.insert({ token: pass, kind: PASS_KIND, userId: null, data: null, expiresAt: config.now() + config.challengePassTtlMs });
  return pass;
}

/** Uses up `pass`: true when it was a live one. */
export async function takeChallengePass(storage: Storage, config: ServiceConfig, pass: string | undefined): Promise<boolean> {
  return Boolean(pass && (await storage.tokens.take(pass, PASS_KIND, config.now())));
}

/** The answer that asks for the challenge: the spec's anti-creep code, with the page in `url`. */
export function challengeRequired(): ServiceError {
  return new ServiceError(ANTI_CREEP, MESSAGES.challenge, 200, { url: CHALLENGE_PAGE });
}
