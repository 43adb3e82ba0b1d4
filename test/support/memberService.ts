/**
 * The reference member service for the browser tests: served by the test runner on the tests' own
 * origin (see web-test-runner.config.mjs), in memory, with the scenario accounts and the dev routes,
 * and a cheap scrypt cost so that logins are fast. Every test comes from one address, so the
 * per-address limits are out of the way here (the service tests cover them).
 */
import { createService } from '../../service/app.ts';
import { Outbox } from '../../service/domain/outbox.ts';

/**
 * QR codes poll quickly and expire soon here, so that QR tests take seconds, not minutes; a code
 * lives (expire + 1) intervals, 3.25 s, long enough for a test's phone to log in, scan and confirm
 * on a busy machine.
 */
export const QR_INTERVAL_MS = 250;
export const QR_EXPIRE_POLLS = 12;
/** The service's own resend window is short here: tests fake the popup's 60-second countdown, not the server's clock. */
export const RESEND_AFTER_MS = 200;

export async function browserTestService() {
  const { app } = await createService({
    outbox: new Outbox(() => {}),
    config: {
      passwordHashing: { scheme: 'argon2id', cost: { memoryKiB: 64, passes: 1, lanes: 1 } },
      qrIntervalMs: QR_INTERVAL_MS,
      qrExpirePolls: QR_EXPIRE_POLLS,
      resendAfterMs: RESEND_AFTER_MS,
      sendsPerHour: 1000,
      sendsPerAddressPerHour: 10_000,
      sharedCapPercentPerAddress: 100,
      sharedCapPercentPerNetwork: 100,
      codeChecksPerAddressPerHour: 10_000,
      loginsPerAddressPerMinute: 10_000,
      passkeyChallengesPerAddressPerHour: 10_000,
      qrSessionsPerAddressPerHour: 10_000,
      resetAppliesPerAddressPerHour: 10_000,
      challengePassesPerAddressPerHour: 10_000,
      accountChangesPerMinute: 10_000,
    },
  });
  return app;
}
