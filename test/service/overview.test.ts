/**
 * The member area's dashboard in one call (`getOverview`): the profile, the address book and the
 * latest orders, each as its own call answers it, for the session's member only, without the CSRF
 * token (a read), and the session-expired answer without a session.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNT } from '../../src/kernel/contract/accountCalls.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService } from './harness.ts';

const api = (name: keyof typeof ACCOUNT) => ACCOUNT[name].api;

describe("the member area's overview call", () => {
  it('answers what the profile, address book and first order page calls answer, together', async () => {
    const service = await testService();
    const member = service.client();
    await member.login('shopper@example.com', DEMO_PASSWORD);
    const overview = await member.gateway(api('getOverview'), { pageSize: 3 }, { method: 'GET' });
    assert.match(overview.ret, /^SUCCESS::/, overview.ret);
    const [profile, addressBook, orders] = await Promise.all([
      member.gateway(api('getProfile'), {}, { method: 'GET' }),
      member.gateway(api('listAddresses'), {}, { method: 'GET' }),
      member.gateway(api('listOrders'), { page: 1, pageSize: 3 }, { method: 'GET' }),
    ]);
    assert.deepEqual(overview.data, { profile: profile.data, addressBook: addressBook.data, orders: orders.data });
    assert.equal((overview.data?.orders as { orders: unknown[] } | undefined)?.orders.length, 3);
    // Without a page size: the order page's own default.
    const whole = await member.gateway(api('getOverview'), {}, { method: 'GET' });
    assert.deepEqual(whole.data?.orders, (await member.gateway(api('listOrders'), { page: 1 }, { method: 'GET' })).data);
  });

  it("is the session's member's only, refuses a bad page size, and says when there is no session", async () => {
    const service = await testService();
    const stranger = service.client();
    assert.match((await stranger.gateway(api('getOverview'), {}, { method: 'GET' })).ret, /^FAIL_SYS_SESSION_EXPIRED/);
    const member = service.client();
    await member.login('shopper@example.com', DEMO_PASSWORD);
    for (const pageSize of [0, 51, 'x', 1.5]) {
      const answer = await member.gateway(api('getOverview'), { pageSize }, { method: 'GET' });
      assert.doesNotMatch(answer.ret, /^SUCCESS::/, String(pageSize));
    }
    // Another member's id in the request changes nothing: the answer is the session's.
    const named = await member.gateway(api('getOverview'), { userId: 1, id: 2 }, { method: 'GET' });
    assert.equal((named.data?.profile as { fullName?: string } | undefined)?.fullName, 'Samantha Shopper');
  });
});
