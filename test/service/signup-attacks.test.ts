/**
 * Attacks on the e-mail sign-up, the guest orders and the legacy grocery-brand merge (issue 25),
 * each the attacker's real requests: telling a registered address from a new one, claiming guest
 * orders without their address's code, and merging an old account without proving it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService } from './harness.ts';
import { SHOPPER, signedIn, type Service } from './securityClient.ts';
import {
  NEW_PASSWORD,
  codeFor,
  emailCall,
  GROCERY,
  GUEST,
  LEGACY_ID,
  LEGACY_PASSWORD,
  legacyCall,
  loginByCode,
  orderNumbers,
  register,
  sendLogin,
  sendRegister,
  shape,
} from './signupClient.ts';

const MINUTE = 60_000;

/** Everything an attacker sees of a sign-up of `email`: each answer, start to end. */
async function signUpAnswers(service: Service, email: string): Promise<string[]> {
  const attacker = service.client();
  const answers = [shape(await sendRegister(attacker, email))];
  answers.push(shape(await sendRegister(attacker, email)), 'resend within the minute');
  answers.push(shape(await register(attacker, email, '000000', 'short')), 'password the rules refuse');
  for (let guess = 1; guess <= 6; guess++) answers.push(shape(await register(attacker, email, String(100000 + guess))));
  service.clock.advance(61_000);
  answers.push(shape(await sendRegister(attacker, email)), 'a new code');
  answers.push(shape(await register(attacker, email, '123456')));
  service.clock.advance(6 * MINUTE);
  answers.push(shape(await register(attacker, email, '123456')), 'after the code expired');
  return answers;
}

describe('attacks on the e-mail sign-up, guest orders and the legacy merge', () => {
  it('answers a registered address exactly as an unregistered one through the whole sign-up (no "already registered")', async () => {
    const registered = await testService();
    const unregistered = await testService();
    const seen = await signUpAnswers(registered, SHOPPER);
    assert.deepEqual(seen, await signUpAnswers(unregistered, 'nobody-here@example.com'));
    assert.equal(
      seen.some((answer) => answer.includes('REGISTERED')),
      false,
    );
    // In any spelling of the address.
    assert.equal(shape(await sendRegister(registered.client(), 'Shopper@Example.COM')), shape(await sendRegister(unregistered.client(), 'Nobody@Example.COM')));
  });

  it("sends the owner of a registered address a notice and no code; the sign-up can never take the account's address", async () => {
    const service = await testService();
    const attacker = service.client();
    await sendRegister(attacker, SHOPPER);
    const [notice] = service.outbox.list(SHOPPER);
    assert.equal(notice?.code, '');
    assert.match(notice?.text ?? '', /Someone tried to register/);
    assert.doesNotMatch(notice?.text ?? '', /\d{6}/, 'the notice carries no code');
    // Even a code of the address for another purpose (the owner's own login code) signs nobody up.
    const owner = service.client();
    await sendLogin(owner, SHOPPER);
    const loginCode = codeFor(service, SHOPPER);
    assert.notEqual(loginCode, '');
    assert.match((await register(attacker, SHOPPER, loginCode)).ret, /^PL-USER-CODE-INVALID::/);
    assert.equal((await service.client().login(SHOPPER, DEMO_PASSWORD)).body.success, true, 'the account is as it was');
    assert.equal((await service.client().login(SHOPPER, NEW_PASSWORD)).body.success, false);
  });

  it("does not hand over a guest's orders without the code sent to their address", async () => {
    const service = await testService();
    const attacker = service.client();
    await sendRegister(attacker, GUEST);
    for (let guess = 0; guess < 5; guess++) assert.match((await register(attacker, GUEST, String(200000 + guess))).ret, /^PL-USER-CODE-(INVALID|DEAD)::/);
    // The fifth wrong guess killed the code: the real one is now useless too.
    assert.match((await register(attacker, GUEST, codeFor(service, GUEST))).ret, /^PL-USER-CODE-(INVALID|DEAD)::/);
    await sendLogin(attacker, GUEST);
    for (let guess = 0; guess < 5; guess++) assert.match((await loginByCode(attacker, GUEST, String(300000 + guess))).ret, /^PL-USER-CODE-(INVALID|DEAD)::/);
    assert.equal(await service.deps.storage.users.byEmail(GUEST), undefined, 'no account was made');
    assert.equal(await service.deps.storage.guestOrders.count(GUEST), 3, 'the guest orders are still the guest’s');
  });

  it("refuses a code of one address for another (the attacker's own code for the guest's address), and a code of another purpose", async () => {
    const service = await testService();
    const attacker = service.client();
    await sendRegister(attacker, 'attacker@example.com');
    const own = codeFor(service, 'attacker@example.com');
    assert.match((await register(attacker, GUEST, own)).ret, /^PL-USER-CODE-INVALID::/);
    assert.match((await loginByCode(attacker, GUEST, own)).ret, /^PL-USER-CODE-INVALID::/);
    // A phone sign-up's code is no e-mail's either.
    await attacker.sendCode('91234567', 'OTP_REGISTER');
    assert.match((await register(attacker, GUEST, codeFor(service, '+6591234567'))).ret, /^PL-USER-CODE-INVALID::/);
    // And a guest's sign-up code is no login code (purposes are kept apart).
    await sendRegister(service.client(), GUEST);
    assert.match((await loginByCode(attacker, GUEST, codeFor(service, GUEST))).ret, /^PL-USER-CODE-INVALID::/);
    assert.equal(await service.deps.storage.guestOrders.count(GUEST), 3);
    assert.equal(await service.deps.storage.users.byEmail(GUEST), undefined);
  });

  it('leaves the guest orders of an address that already belongs to a member to that member alone', async () => {
    const service = await testService();
    const order = { placedAt: service.clock.now() - MINUTE, totalMinor: 1990, currency: 'SGD', status: 'PENDING', items: '[]' };
    await service.deps.storage.guestOrders.insert(SHOPPER, { ...order, number: 'GS-SHOPPER-1' });
    const attacker = service.client();
    await sendRegister(attacker, SHOPPER);
    assert.match((await register(attacker, SHOPPER, '123456')).ret, /^PL-USER-CODE-INVALID::/);
    // An attacker's own account (signed up by phone) gets nothing by logging in, nor by a password login of theirs.
    await attacker.sendCode('91234567', 'OTP_REGISTER');
    assert.equal((await attacker.post('verifyPhoneCode', { type: 'OTP_REGISTER', phone: '91234567', code: codeFor(service, '+6591234567') })).body.success, true);
    assert.deepEqual(await orderNumbers(attacker), []);
    assert.equal(await service.deps.storage.guestOrders.count(SHOPPER), 1, 'still waiting for the address’s owner');
    // Only the owner, proving the address by a code, gets them.
    const owner = service.client();
    await sendLogin(owner, SHOPPER);
    await loginByCode(owner, SHOPPER, codeFor(service, SHOPPER));
    assert.ok((await orderNumbers(owner)).includes('GS-SHOPPER-1'));
  });

  it('does not merge an old account without its proof: no token, a made-up one, a wrong password, the member’s own password', async () => {
    const service = await testService();
    const member = await signedIn(service, GROCERY);
    assert.match((await member.gateway(legacyCall('mergeLegacy'), { id: LEGACY_ID })).ret, /^PL-PARAM-INVALID/);
    assert.match((await member.gateway(legacyCall('mergeLegacy'), { id: LEGACY_ID, token: 'made-up-token' })).ret, /^PL-USER-TOKEN-EXPIRED::/);
    const wrong = await member.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, password: await member.encrypt(DEMO_PASSWORD) });
    assert.match(wrong.ret, /^PL-LEGACY-WRONG-PASSWORD::/);
    assert.match((await member.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, code: '123456', channel: 'EMAIL' })).ret, /^PL-USER-CODE-INVALID::/);
    // Five wrong passwords in 15 minutes, then no more guesses (the right one included).
    for (let guess = 1; guess < 5; guess++)
      assert.match(
        (await member.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, password: await member.encrypt(`Guess${guess}!x`) })).ret,
        /^PL-LEGACY-WRONG-PASSWORD::/,
      );
    assert.match((await member.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, password: await member.encrypt(LEGACY_PASSWORD) })).ret, /^FAIL_SYS_TRAFFIC_LIMIT/);
    assert.deepEqual(await service.deps.storage.legacy.counts(LEGACY_ID), { orders: 3, addresses: 2, vouchers: 2 });
    assert.equal((await service.deps.storage.legacy.byId(LEGACY_ID))?.mergedInto, null);
  });

  it('does not let the proof of one old account merge another', async () => {
    const service = await testService();
    const member = await signedIn(service, GROCERY);
    await service.deps.storage.legacy.insert({ id: 'GR-2002', brand: 'FreshMart', email: null, phonePrefixCode: '65', phone: '81234570', passwordHash: null }, [
      { kind: 'voucher', voucher: { code: 'X', label: 'X', valueMinor: 1, currency: 'SGD', expiresAt: service.clock.now() + MINUTE } },
    ]);
    const proved = await member.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, password: await member.encrypt(LEGACY_PASSWORD) });
    const token = String(proved.data?.token);
    assert.match((await member.gateway(legacyCall('mergeLegacy'), { id: 'GR-2002', token })).ret, /^PL-USER-TOKEN-EXPIRED::/);
    assert.equal((await service.deps.storage.legacy.byId('GR-2002'))?.mergedInto, null);
    // A code sent to prove one account does not prove the other.
    await member.gateway(legacyCall('sendLegacyCode'), { id: 'GR-2002', channel: 'SMS' });
    const smsCode = codeFor(service, '+6581234570');
    assert.match((await member.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, code: smsCode, channel: 'EMAIL' })).ret, /^PL-USER-CODE-INVALID::/);
    // The token still merges the account it proved.
    assert.match((await member.gateway(legacyCall('mergeLegacy'), { id: LEGACY_ID, token })).ret, /^SUCCESS::/);
  });

  it('merges once: the token is used up, a new proof finds nothing, and merges at the same time move the items once', async () => {
    const service = await testService();
    const member = await signedIn(service, GROCERY);
    const prove = async () => String((await member.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, password: await member.encrypt(LEGACY_PASSWORD) })).data?.token);
    const [first, second] = [await prove(), await prove()];
    const answers = await Promise.all([
      member.gateway(legacyCall('mergeLegacy'), { id: LEGACY_ID, token: first }),
      member.gateway(legacyCall('mergeLegacy'), { id: LEGACY_ID, token: second }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.ret.split('::')[0]).sort(), ['PL-LEGACY-NOT-FOUND', 'SUCCESS']);
    assert.match((await member.gateway(legacyCall('mergeLegacy'), { id: LEGACY_ID, token: first })).ret, /^PL-USER-TOKEN-EXPIRED::/);
    assert.match((await member.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, password: await member.encrypt(LEGACY_PASSWORD) })).ret, /^PL-LEGACY-NOT-FOUND::/);
    assert.equal((await orderNumbers(member)).filter((number) => number.startsWith('GR')).length, 3, 'the three old orders, once');
    assert.equal((await service.deps.storage.vouchers.list((await service.deps.storage.users.byEmail(GROCERY))!.id)).length, 2);
  });

  it("keeps another member's old account out of reach, and a proof to the member and the session that made it", async () => {
    const service = await testService();
    const other = await signedIn(service, SHOPPER);
    assert.deepEqual((await other.gateway(legacyCall('checkLegacy'), {}, { method: 'GET' })).data, { status: 'NONE', accounts: [] });
    for (const [name, data] of [
      ['sendLegacyCode', { id: LEGACY_ID, channel: 'EMAIL' }],
      ['proveLegacy', { id: LEGACY_ID, password: await other.encrypt(LEGACY_PASSWORD) }],
      ['proveLegacy', { id: LEGACY_ID, code: '123456', channel: 'EMAIL' }],
    ] as const)
      assert.match((await other.gateway(legacyCall(name), data)).ret, /^PL-LEGACY-NOT-FOUND::/, name);
    assert.equal(codeFor(service, GROCERY), '', 'no code went to the other member’s address');
    // The owner's token, stolen, merges nothing in another member's session nor in the owner's other browser.
    const owner = await signedIn(service, GROCERY);
    const token = String((await owner.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, password: await owner.encrypt(LEGACY_PASSWORD) })).data?.token);
    assert.match((await other.gateway(legacyCall('mergeLegacy'), { id: LEGACY_ID, token })).ret, /^PL-LEGACY-NOT-FOUND::|^PL-USER-TOKEN-EXPIRED::/);
    const ownerElsewhere = await signedIn(service, GROCERY);
    assert.match((await ownerElsewhere.gateway(legacyCall('mergeLegacy'), { id: LEGACY_ID, token })).ret, /^PL-USER-TOKEN-EXPIRED::/);
    assert.match((await service.client().gateway(legacyCall('mergeLegacy'), { id: LEGACY_ID, token })).ret, /^FAIL_SYS_SESSION_EXPIRED/);
    assert.equal((await service.deps.storage.legacy.byId(LEGACY_ID))?.mergedInto, null);
    assert.deepEqual(
      await orderNumbers(other),
      (await orderNumbers(other)).filter((number) => !number.startsWith('GR')),
    );
    // The e-mail calls need the CSRF token too.
    assert.equal((await service.client().gateway(emailCall('sendEmailCode'), { type: 'OTP_REGISTER', email: GUEST }, { csrf: false })).status, 403);
  });
});
