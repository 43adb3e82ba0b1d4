/**
 * Sign-up by e-mail, guest orders, the legacy grocery-brand merge and the member pages of issue 25,
 * as a shopper goes through them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GATEWAY } from '../../src/kernel/contract/calls.ts';
import { LEGACY_ASK_AGAIN_AFTER_MS } from '../../src/kernel/contract/legacyMerge.ts';
import { ACCOUNT } from '../../src/kernel/contract/accountCalls.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService } from './harness.ts';
import { ok, SHOPPER, signedIn } from './securityClient.ts';
import {
  codeFor,
  GROCERY,
  GUEST,
  LEGACY_ID,
  LEGACY_PASSWORD,
  legacyCall,
  loginByCode,
  loginResponse,
  NEW_PASSWORD,
  orderNumbers,
  register,
  sendLogin,
  sendRegister,
} from './signupClient.ts';

const completeProfile = (browser: Awaited<ReturnType<typeof signedIn>>, data: object) => browser.gateway(GATEWAY.completeProfileByRegisterToken.api, data);

describe('sign-up by e-mail', () => {
  it('signs a new address up with its code and password, logs in, then completes the profile without asking the password again', async () => {
    const service = await testService();
    const shopper = service.client();
    assert.deepEqual((await sendRegister(shopper, 'New.Shopper@Example.com')).data, { codeLength: 6 });
    const answer = await register(shopper, 'new.shopper@example.com', codeFor(service, 'new.shopper@example.com'));
    ok(answer);
    const login = loginResponse(answer);
    assert.equal(login.loginType, 'EMAIL_OTP');
    assert.equal(login.loginNextStepAction, 'COMPLETE_PROFILE');
    assert.equal(login.guestOrdersClaimed, undefined, 'no guest orders, no prompt');
    assert.deepEqual((await shopper.gateway(GATEWAY.getUser.api, {}, { method: 'GET' })).data?.email, 'new.shopper@example.com');
    ok(await completeProfile(shopper, { token: login.loginNextStepActionData?.token, name: 'Newton' }));
    assert.equal((await shopper.gateway(GATEWAY.getUser.api, {}, { method: 'GET' })).data?.name, 'Newton');
    assert.equal((await service.client().login('new.shopper@example.com', NEW_PASSWORD)).body.success, true);
  });

  it('refuses an address outside 6-60 characters or not an address, and a password the rules refuse without using the code up', async () => {
    const service = await testService();
    const shopper = service.client();
    assert.match((await sendRegister(shopper, 'a@b.c')).ret, /^PL-PARAM-INVALID|^PL-USER-EMAIL-INVALID/);
    assert.match((await sendRegister(shopper, 'not-an-address')).ret, /^PL-USER-EMAIL-INVALID::/);
    assert.match((await sendRegister(shopper, `${'a'.repeat(55)}@example.com`)).ret, /^PL-PARAM-INVALID|^PL-USER-EMAIL-INVALID/);
    await sendRegister(shopper, 'rules@example.com');
    const code = codeFor(service, 'rules@example.com');
    assert.match((await register(shopper, 'rules@example.com', code, 'password')).ret, /^PL-USER-PASSWORD-RULES::/);
    ok(await register(shopper, 'rules@example.com', code));
  });

  it('makes one account of a sign-up and a code login of the same new address at once, and answers the other as a wrong code', async () => {
    const service = await testService();
    const [first, second] = [service.client(), service.client()];
    await sendRegister(first, 'twice@example.com');
    const registerCode = codeFor(service, 'twice@example.com');
    await sendLogin(second, 'twice@example.com');
    const loginCode = codeFor(service, 'twice@example.com');
    const answers = await Promise.all([register(first, 'twice@example.com', registerCode), loginByCode(second, 'twice@example.com', loginCode)]);
    assert.deepEqual(answers.map((answer) => answer.ret.split('::')[0]).sort(), ['PL-USER-CODE-INVALID', 'SUCCESS']);
    assert.ok(await service.deps.storage.users.byEmail('twice@example.com'));
  });

  it('writes its messages in the language asked', async () => {
    const service = await testService();
    const shopper = service.client();
    shopper.headers['X-Member-Language'] = 'zh';
    assert.equal((await sendRegister(shopper, 'not-an-address')).ret, 'PL-USER-EMAIL-INVALID::请输入有效的邮箱地址。');
    const member = await signedIn(service, SHOPPER);
    member.headers['X-Member-Language'] = 'th';
    assert.equal((await member.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, code: '123456', channel: 'EMAIL' })).ret, 'PL-LEGACY-NOT-FOUND::ไม่มีบัญชีร้านของชำที่จะรวม');
  });
});

describe('guest orders', () => {
  it('gives a guest who signs up with the order’s e-mail their orders, in the order list', async () => {
    const service = await testService();
    const guest = service.client();
    await sendRegister(guest, GUEST);
    const answer = await register(guest, GUEST, codeFor(service, GUEST));
    assert.equal(loginResponse(answer).guestOrdersClaimed, 3);
    const numbers = await orderNumbers(guest);
    assert.equal(numbers.length, 3);
    assert.ok(numbers.every((number) => number.startsWith('GS')));
    assert.equal(await service.deps.storage.guestOrders.count(GUEST), 0);
  });

  it('gives them on a login by code too: a new account without a password, which profile completion then asks for', async () => {
    const service = await testService();
    const guest = service.client();
    await sendLogin(guest, GUEST);
    const login = loginResponse(await loginByCode(guest, GUEST, codeFor(service, GUEST)));
    assert.deepEqual([login.guestOrdersClaimed, login.isAutoRegister, login.loginNextStepAction], [3, true, 'COMPLETE_PROFILE']);
    assert.equal((await orderNumbers(guest)).length, 3);
    const token = login.loginNextStepActionData?.token;
    assert.match((await completeProfile(guest, { token, name: 'Guest' })).ret, /^PL-USER-PASSWORD-RULES::/, 'a guest account must set a password');
    ok(await completeProfile(guest, { token, password: await guest.encrypt(NEW_PASSWORD) }));
    assert.equal((await service.client().login(GUEST, NEW_PASSWORD)).body.success, true);
  });

  it('gives a member who logs in by code with their address the guest orders placed with it', async () => {
    const service = await testService();
    const order = { placedAt: service.clock.now() - 60_000, totalMinor: 990, currency: 'SGD', status: 'PENDING', items: '[]' };
    await service.deps.storage.guestOrders.insert('SHOPPER@example.com', { ...order, number: 'GS-LATE-1' });
    const member = service.client();
    await sendLogin(member, SHOPPER);
    const login = loginResponse(await loginByCode(member, SHOPPER, codeFor(service, SHOPPER)));
    assert.deepEqual([login.guestOrdersClaimed, login.loginNextStepAction], [1, undefined]);
    assert.ok((await orderNumbers(member)).includes('GS-LATE-1'));
  });
});

describe('the legacy grocery-brand merge', () => {
  it('offers the old account with what moves, proved by its password, and moves its orders, addresses and vouchers', async () => {
    const service = await testService();
    const member = await signedIn(service, GROCERY);
    const offer = await member.gateway(legacyCall('checkLegacy'), {}, { method: 'GET' });
    assert.deepEqual(offer.data, {
      status: 'OFFER',
      accounts: [
        {
          id: LEGACY_ID,
          brand: 'FreshMart',
          matchedBy: 'EMAIL',
          shared: 'g***y@example.com',
          proofs: ['PASSWORD', 'EMAIL'],
          summary: { orders: 3, addresses: 2, vouchers: 2 },
        },
      ],
    });
    const proved = await member.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, password: await member.encrypt(LEGACY_PASSWORD) });
    const merged = await member.gateway(legacyCall('mergeLegacy'), { id: LEGACY_ID, token: proved.data?.token });
    assert.deepEqual(merged.data, { moved: { orders: 3, addresses: 2, vouchers: 2 } });
    assert.equal((await orderNumbers(member)).filter((number) => number.startsWith('GR')).length, 3);
    const book = await member.gateway(ACCOUNT.listAddresses.api, {}, { method: 'GET' });
    assert.equal(((book.data?.addresses ?? []) as unknown[]).length, 2);
    assert.deepEqual((await member.gateway(legacyCall('checkLegacy'), {}, { method: 'GET' })).data, { status: 'NONE', accounts: [] });
    assert.equal((await service.client().login(GROCERY, DEMO_PASSWORD)).body.success, true, "the member's own password is unchanged");
  });

  it('takes a code sent to the shared address as the proof', async () => {
    const service = await testService();
    const member = await signedIn(service, GROCERY);
    assert.deepEqual((await member.gateway(legacyCall('sendLegacyCode'), { id: LEGACY_ID, channel: 'EMAIL' })).data, { codeLength: 6 });
    const proved = await member.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, code: codeFor(service, GROCERY), channel: 'EMAIL' });
    ok(await member.gateway(legacyCall('mergeLegacy'), { id: LEGACY_ID, token: proved.data?.token }));
    // The old account shares no phone: no SMS proof.
    assert.match((await member.gateway(legacyCall('sendLegacyCode'), { id: LEGACY_ID, channel: 'SMS' })).ret, /^PL-LEGACY-NOT-FOUND::/);
  });

  it('puts the offer away for 7 days on "not now", then offers it again', async () => {
    const service = await testService();
    const member = await signedIn(service, GROCERY);
    const later = await member.gateway(legacyCall('postponeLegacy'), {});
    assert.equal(later.data?.askAgainAt, service.clock.now() + LEGACY_ASK_AGAIN_AFTER_MS);
    const postponed = await member.gateway(legacyCall('checkLegacy'), {}, { method: 'GET' });
    assert.deepEqual([postponed.data?.status, postponed.data?.askAgainAt], ['POSTPONED', later.data?.askAgainAt]);
    service.clock.advance(LEGACY_ASK_AGAIN_AFTER_MS);
    const again = await signedIn(service, GROCERY);
    assert.equal((await again.gateway(legacyCall('checkLegacy'), {}, { method: 'GET' })).data?.status, 'OFFER');
  });
});
