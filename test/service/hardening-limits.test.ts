/**
 * Issue 32, point 7: one network (an IPv6 /48, an IPv4 /24) may use only a small share of a
 * country's hourly codes, whatever /64s or addresses it rotates through; and a reset send does on
 * its answer's path exactly the work it does for an unknown account, so its timing says nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { networkKey } from '../../service/domain/limits.ts';
import { testService, type TestClient } from './harness.ts';
import { SHOPPER, type Service } from './securityClient.ts';

describe('issue 32, 7. one network cannot use up a country’s hourly codes', () => {
  for (const [network, addressOf] of [
    ['IPv6 /48', (index: number) => `2001:db8:7:${index.toString(16)}::1`],
    ['IPv4 /24', (index: number) => `203.0.113.${index + 1}`],
  ] as const) {
    it(`holds one ${network} to its share (10% of the hour), each of its subscribers asking once`, async () => {
      const service = await testService({ config: { sendsPerPrefixPerHour: 100 } });
      const answers: string[] = [];
      for (let index = 0; index < 30; index++)
        answers.push((await service.client(addressOf(index)).sendCode(`912345${String(index).padStart(2, '0')}`, 'OTP_REGISTER')).ret);
      assert.equal(answers.filter((answer) => /^SUCCESS::/.test(answer)).length, 10, answers.join('\n'));
      assert.ok(answers.slice(10).every((answer) => /^FAIL_SYS_TRAFFIC_LIMIT::/.test(answer)));
      assert.match((await service.client('198.51.100.1').sendCode('81234567', 'OTP_REGISTER')).ret, /^SUCCESS::/, 'another network still gets a code');
    });
  }

  it('counts an IPv6 address by its /48 and an IPv4 one by its /24', () => {
    assert.equal(networkKey('2001:DB8:7:abcd::1'), '2001:db8:7::/48');
    assert.equal(networkKey('2001:db8:7:1:2:3:4:5'), '2001:db8:7::/48');
    assert.equal(networkKey('203.0.113.77'), '203.0.113.0/24');
    assert.equal(networkKey('::ffff:203.0.113.77'), '203.0.113.0/24');
    assert.equal(networkKey('local'), 'local');
  });
});

/** Records the storage calls made while `run` waits for its answer (the deliveries after it are not its). */
async function storageCalls(service: Service, run: () => Promise<unknown>): Promise<string[]> {
  const calls: string[] = [];
  const storage = service.deps.storage as unknown as Record<string, Record<string, unknown>>;
  const restore: (() => void)[] = [];
  for (const [part, methods] of Object.entries(storage)) {
    if (typeof methods !== 'object' || methods === null) continue;
    for (const [name, method] of Object.entries(methods)) {
      if (typeof method !== 'function') continue;
      methods[name] = (...args: unknown[]) => {
        calls.push(`${part}.${name}`);
        return (method as (...args: unknown[]) => unknown).apply(methods, args);
      };
      restore.push(() => {
        methods[name] = method;
      });
    }
  }
  try {
    await run();
  } finally {
    for (const undo of restore) undo();
  }
  return calls;
}

describe('issue 32, 7. a reset send answers before its delivery', () => {
  const resetToken = async (browser: TestClient, loginName: string) =>
    String((await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName }, { method: 'GET' })).data?.token);

  for (const [channel, call, real, unknown] of [
    ['e-mail', 'sendVerificationEmailCode', SHOPPER, 'nobody-at-all@example.com'],
    ['SMS', 'sendVerificationSms', '+6581234567', '+6581239999'],
  ] as const) {
    it(`does the same storage work before answering a ${channel} reset for a real account as for an unknown one`, async () => {
      const service = await testService();
      const browser = service.client();
      const realToken = await resetToken(browser, real);
      const unknownToken = await resetToken(browser, unknown);
      await browser.gateway('getUser', {}, { method: 'GET' });
      const send = (token: string) => async () => {
        const answer = await browser.gateway(call, { token, type: 'RESET_PASSWORD' });
        assert.match(answer.ret, /^SUCCESS::/);
      };
      // The harness waits for the deliveries after each answer: they are held, so only what ran before it is counted.
      const forReal = await withoutDeliveries(service, () => storageCalls(service, send(realToken)));
      const forUnknown = await withoutDeliveries(service, () => storageCalls(service, send(unknownToken)));
      assert.deepEqual(forReal, forUnknown);
      await service.deps.sender.idle();
      assert.ok(service.outbox.list(real).length > 0, 'the real account still gets its code, after the answer');
      assert.equal(service.outbox.list(unknown).length, 0);
    });
  }
});

/** Runs `run` with the delivery queue held: what it queued runs after it, and is waited for. */
async function withoutDeliveries<T>(service: Service, run: () => Promise<T>): Promise<T> {
  const queue = service.deps.sender as unknown as { later: (...args: unknown[]) => void };
  const later = queue.later.bind(queue);
  const held: unknown[][] = [];
  queue.later = (...args: unknown[]) => {
    held.push(args);
  };
  try {
    return await run();
  } finally {
    queue.later = later;
    for (const args of held) later(...args);
    await service.deps.sender.idle();
  }
}
