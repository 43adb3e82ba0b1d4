/**
 * The member area's calls on the reference member service (`src/kernel/contract/accountCalls.ts`), and the
 * attacks on them written first: CSRF whatever the method, mass assignment, another member's data,
 * hostile and oversized input, HTML that must come back as data.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ACCOUNT } from '../../src/kernel/contract/accountCalls.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService, type TestClient } from './harness.ts';

const SHOPPER = 'shopper@example.com';
const api = (name: keyof typeof ACCOUNT) => ACCOUNT[name].api;
const ok = (ret: string) => assert.match(ret, /^SUCCESS::/, ret);
const xss = readFileSync(new URL('../corpora/xss/XSS_Polyglots.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);

async function shopper(): Promise<{ member: TestClient; service: Awaited<ReturnType<typeof testService>> }> {
  const service = await testService();
  const member = service.client();
  await member.login(SHOPPER, DEMO_PASSWORD);
  return { member, service };
}

const profileOf = async (member: TestClient) => (await member.gateway(api('getProfile'), {}, { method: 'GET' })).data ?? {};

describe('the member area on the service', () => {
  it("answers the profile of the session's member only, with the e-mail and phone masked", async () => {
    const { member, service } = await shopper();
    const profile = await member.gateway(api('getProfile'), {}, { method: 'GET' });
    ok(profile.ret);
    assert.deepEqual(profile.data, {
      fullName: 'Samantha Shopper',
      nickname: 'Sam Shopper',
      email: 's***r@example.com',
      phone: '+65 8***4567',
      memberLevel: 'TRUSTED',
      enableNewsletter: false,
      enableSmsNewsletter: false,
    });
    const stranger = service.client();
    assert.match((await stranger.gateway(api('getProfile'), {}, { method: 'GET' })).ret, /^FAIL_SYS_SESSION_EXPIRED/);
  });

  it("saves the profile by the rules of the request's region, and refuses what breaks them", async () => {
    const { member } = await shopper();
    const saved = await member.gateway(api('updateProfile'), { fullName: ' Samantha  Lee ', nickname: 'Sammy', gender: 'female', birthday: '1990-04-01' });
    ok(saved.ret);
    assert.deepEqual([saved.data?.fullName, saved.data?.nickname, saved.data?.gender, saved.data?.birthday], ['Samantha  Lee', 'Sammy', 'female', '1990-04-01']);
    for (const [fullName, key] of [
      ['S', 'PL-USER-NAME-INVALID'],
      ['Sam$ Shopper', 'PL-USER-NAME-INVALID'],
      ['Sam\u202eShopper', 'PL-USER-NAME-INVALID'],
      ['Sam\u200bShopper', 'PL-USER-NAME-INVALID'],
    ] as const) {
      assert.match((await member.gateway(api('updateProfile'), { fullName, nickname: '' })).ret, new RegExp(`^${key}::`), fullName);
    }
    assert.match((await member.gateway(api('updateProfile'), { fullName: 'Sam Shopper', nickname: 'x'.repeat(51) })).ret, /^PL-USER-NICKNAME-INVALID::/);
    assert.match((await member.gateway(api('updateProfile'), { fullName: 'Sam Shopper', nickname: '', birthday: '2999-01-01' })).ret, /^PL-USER-BIRTHDAY-INVALID::/);
    // The Philippines: two words at least, 5-50 characters, no digits.
    const manila = new (member.constructor as typeof TestClient)(
      (input, init) => (member as unknown as { send: (i: string, n?: RequestInit) => Promise<Response> }).send(input, init),
      (member as unknown as { keys: never }).keys,
      member.origin,
      { 'X-Member-Region': 'ph' },
    );
    for (const [name, value] of member.cookies) manila.cookies.set(name, value);
    assert.match((await manila.gateway(api('updateProfile'), { fullName: 'Samantha', nickname: '' })).ret, /^PL-USER-NAME-INVALID::/);
    ok((await manila.gateway(api('updateProfile'), { fullName: 'Samantha Shopper', nickname: '' })).ret);
    assert.equal((await profileOf(member)).fullName, 'Samantha Shopper');
  });

  it('opts in and out of promotions one at a time', async () => {
    const { member } = await shopper();
    ok((await member.gateway(api('updatePreferences'), { enableSmsNewsletter: true })).ret);
    assert.deepEqual([(await profileOf(member)).enableNewsletter, (await profileOf(member)).enableSmsNewsletter], [false, true]);
    ok((await member.gateway(api('updatePreferences'), { enableNewsletter: true, enableSmsNewsletter: false })).ret);
    assert.deepEqual([(await profileOf(member)).enableNewsletter, (await profileOf(member)).enableSmsNewsletter], [true, false]);
  });

  it('pages the seeded order history newest first, and filters it by whole days', async () => {
    const { member } = await shopper();
    const first = await member.gateway(api('listOrders'), { page: 1, pageSize: 10 }, { method: 'GET' });
    ok(first.ret);
    const orders = first.data?.orders as { placedAt: number; currency: string; totalMinor: number; items: unknown[] }[];
    assert.equal(first.data?.total, 36);
    assert.equal(orders.length, 10);
    assert.ok(
      orders.every((order, index) => index === 0 || order.placedAt <= (orders[index - 1]?.placedAt ?? 0)),
      'newest first',
    );
    assert.ok(orders.every((order) => order.currency === 'SGD' && order.totalMinor > 0 && order.items.length > 0));
    const last = await member.gateway(api('listOrders'), { page: 4, pageSize: 10 }, { method: 'GET' });
    assert.equal((last.data?.orders as unknown[] | undefined)?.length, 6);
    const day = new Date(orders[1]!.placedAt).toISOString().slice(0, 10);
    const filtered = await member.gateway(api('listOrders'), { from: day, to: day }, { method: 'GET' });
    const inDay = filtered.data?.orders as { placedAt: number }[];
    assert.ok(inDay.length >= 1 && inDay.every((order) => new Date(order.placedAt).toISOString().startsWith(day)));
    assert.match((await member.gateway(api('listOrders'), { from: '2026-02-01', to: '2026-01-01' }, { method: 'GET' })).ret, /^PL-ORDER-RANGE-INVALID::/);
    for (const query of [{ page: 0 }, { pageSize: 500 }, { from: 'yesterday' }]) {
      assert.match(
        (await member.gateway(api('listOrders'), query, { method: 'GET' })).ret,
        /^FAIL_SYS_ILLEGAL_ARGUMENT|^PL-USER-INVALID-REQUEST|INVALID/,
        JSON.stringify(query),
      );
    }
  });

  it('logs out: the session ends on the server, and its cookie is cleared', async () => {
    const { member } = await shopper();
    const sessionCookie = [...member.cookies.keys()].find((name) => name.includes('sid'));
    assert.ok(sessionCookie);
    const stolen = member.cookies.get(sessionCookie);
    ok((await member.gateway(api('logout'))).ret);
    assert.equal(member.cookies.has(sessionCookie), false);
    member.cookies.set(sessionCookie, stolen ?? '');
    assert.match((await member.gateway(api('getProfile'), {}, { method: 'GET' })).ret, /^FAIL_SYS_SESSION_EXPIRED/, 'the old session id no longer works');
  });
});

describe('attacks on the member area', () => {
  it("counts a member's changes: past the minute's limit the answer is the traffic limit, whatever is changed", async () => {
    const service = await testService({ config: { accountChangesPerMinute: 5 } });
    const member = service.client();
    await member.login(SHOPPER, DEMO_PASSWORD);
    for (let index = 0; index < 5; index++) ok((await member.gateway(api('updatePreferences'), { enableNewsletter: index % 2 === 0 })).ret);
    const refused = await member.gateway(api('updateProfile'), { fullName: 'Samantha Shopper', nickname: '' });
    assert.equal(refused.status, 429);
    assert.match(refused.ret, /^FAIL_SYS_TRAFFIC_LIMIT::/);
    ok((await member.gateway(api('getProfile'), {}, { method: 'GET' })).ret);
    service.clock.advance(60_000);
    ok((await member.gateway(api('updateProfile'), { fullName: 'Samantha Shopper', nickname: '' })).ret);
  });

  it('refuses every change without the CSRF token, by POST and by GET alike', async () => {
    const { member } = await shopper();
    for (const [name, data] of [
      ['updateProfile', { fullName: 'Eve Attacker', nickname: 'eve' }],
      ['updatePreferences', { enableNewsletter: true }],
      ['logout', {}],
    ] as const) {
      for (const method of ['POST', 'GET'] as const) {
        const answer = await member.gateway(api(name), data, { method, csrf: false });
        assert.equal(answer.status, 403, `${name} by ${method}`);
        assert.match(answer.ret, /^CSRF_TOKEN_INVALID::/);
      }
    }
    const profile = await profileOf(member);
    assert.deepEqual([profile.fullName, profile.enableNewsletter], ['Samantha Shopper', false], 'nothing changed');
  });

  it('writes only what a member may change: no member level, id, owner, status, e-mail or phone through the profile', async () => {
    const { member, service } = await shopper();
    const user = await service.deps.storage.users.byEmail(SHOPPER);
    ok(
      (
        await member.gateway(api('updateProfile'), {
          fullName: 'Samantha Shopper',
          nickname: 'Sam',
          memberLevel: 'VIP',
          id: 1,
          userId: 999,
          status: 'DELETED',
          email: 'eve@example.com',
          phone: '90000000',
          enableNewsletter: true,
        })
      ).ret,
    );
    ok((await member.gateway(api('updatePreferences'), { enableSmsNewsletter: true, memberLevel: 'VIP', userId: 999 })).ret);
    const after = await service.deps.storage.users.byId(user!.id);
    assert.deepEqual(
      [after?.memberLevel, after?.status, after?.email, after?.phone, after?.newsletter, after?.smsNewsletter],
      ['TRUSTED', 'NORMAL', SHOPPER, '81234567', false, true],
    );
  });

  it('shows a member only their own orders, whatever the request names', async () => {
    const { service } = await shopper();
    const other = service.client();
    await other.login('jump@example.com', DEMO_PASSWORD);
    const shopperUser = await service.deps.storage.users.byEmail(SHOPPER);
    for (const query of [{}, { userId: shopperUser!.id }, { user_id: shopperUser!.id, page: 1 }]) {
      const answer = await other.gateway(api('listOrders'), query, { method: 'GET' });
      ok(answer.ret);
      assert.deepEqual([answer.data?.total, answer.data?.orders], [0, []], JSON.stringify(query));
    }
  });

  it('refuses oversized input, and gives hostile text back as the data it is', async () => {
    const { member } = await shopper();
    const huge = await member.fetch(`/gw/${api('updateProfile')}/1.0/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-TOKEN': await member.csrfToken() },
      body: new URLSearchParams({ data: JSON.stringify({ fullName: 'A'.repeat(100_000), nickname: '' }) }).toString(),
    });
    assert.ok(huge.status >= 400, `answered ${huge.status}`);
    assert.equal((await profileOf(member)).fullName, 'Samantha Shopper');
    for (const payload of xss.map((line) => line.slice(0, 50))) {
      const saved = await member.gateway(api('updateProfile'), { fullName: 'Samantha Shopper', nickname: payload });
      // A nickname with hidden characters is refused; any other is kept exactly, as JSON text.
      if (/[\p{Cc}\p{Cf}]/u.test(payload.trim())) assert.match(saved.ret, /^PL-USER-NICKNAME-INVALID::/);
      else assert.equal(saved.data?.nickname, payload.trim(), payload);
    }
  });
});
