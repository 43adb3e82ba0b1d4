/**
 * The reference member service for the browser tests: served by the test runner on the tests' own
 * origin (see web-test-runner.config.mjs), in memory, with the scenario accounts and the dev routes,
 * and a cheap scrypt cost so that logins are fast.
 */
import { createService } from '../../examples/member-service/app.ts';
import { Outbox } from '../../examples/member-service/domain/outbox.ts';

export async function browserTestService() {
  const { app } = await createService({ outbox: new Outbox(() => {}), config: { scrypt: { N: 1024, r: 8, p: 1 } } });
  return app;
}
