/**
 * Issue 32, guarantee 6: a session ends when it has not been used for the idle timeout
 * (`sessionIdleMs`), beside its lifetime (`sessionTtlMs`): a stolen cookie of a browser its owner
 * stopped using is worth nothing after it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CONFIG } from '../../examples/member-service/domain/config.ts';
import { testService } from './harness.ts';
import { call, MINUTE, signedIn, signedOut } from './securityClient.ts';

const DAY = 24 * 60 * MINUTE;
const overview = async (browser: Awaited<ReturnType<typeof signedIn>>) => browser.gateway(call('overview'), {}, { method: 'GET' });

describe('issue 32, 6. sessions end when idle', () => {
  it('ends a session unused for the idle timeout, and lists it no more among the devices', async () => {
    const service = await testService({ config: { sessionIdleMs: 2 * DAY } });
    const idle = await signedIn(service);
    const active = await signedIn(service);
    service.clock.advance(DAY);
    assert.match((await overview(active)).ret, /^SUCCESS::/);
    service.clock.advance(DAY);
    const devices = ((await overview(active)).data?.devices ?? []) as unknown[];
    assert.equal(devices.length, 1, 'the idle browser is no longer a signed-in device');
    await signedOut(idle);
    assert.match((await overview(active)).ret, /^SUCCESS::/, 'a session in use stays');
  });

  it('still ends a session in use at the end of its lifetime', async () => {
    const service = await testService({ config: { sessionIdleMs: 2 * DAY, sessionTtlMs: 5 * DAY } });
    const member = await signedIn(service);
    for (let day = 1; day < 5; day++) {
      service.clock.advance(DAY);
      assert.match((await overview(member)).ret, /^SUCCESS::/, `day ${day}`);
    }
    service.clock.advance(DAY);
    await signedOut(member);
  });

  it('has documented defaults: 30 days of lifetime, 7 days idle', () => {
    assert.equal(DEFAULT_CONFIG.sessionTtlMs, 30 * DAY);
    assert.equal(DEFAULT_CONFIG.sessionIdleMs, 7 * DAY);
  });
});
