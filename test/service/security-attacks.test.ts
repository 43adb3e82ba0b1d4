/**
 * Attacks on account security (issue 23), each the attacker's real request: a stolen session (the
 * member's cookie and nothing else), a verification used where it does not belong, replayed links,
 * guessed pushes, and what "this wasn't me", a password change and a deletion must end.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DELETE_CONFIRMATION, VERIFICATION_WINDOW_MS } from '../../src/kernel/contract/security.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService, type TestClient } from './harness.ts';
import {
  MEMBER,
  MEMBER_PHONE,
  MINUTE,
  SHOPPER,
  byPassword,
  call,
  changePassword,
  methodsOf,
  neededToken,
  newest,
  ok,
  pathOf,
  signedIn,
  signedOut,
  userOf,
  verifiedCall,
} from './securityClient.ts';

/**
 * An action whose verification offers the push to the member's other device: a password change
 * without the current password (signing devices out would not: no push goes to a device it signs out).
 */
const askWithPush = async (browser: TestClient) => browser.gateway(call('changePassword'), { newPassword: await browser.encrypt('Brand9new!x'), signOutOthers: false });

describe('attacks on account security', () => {
  it('refuses every change from a stolen session (the cookie only) with "verification needed", and changes nothing', async () => {
    const service = await testService();
    const thief = await signedIn(service);
    const password = await thief.encrypt('Attacker123!');
    for (const [name, data] of [
      ['sendEmailChange', { email: 'thief@example.com' }],
      ['sendPhoneChange', { phonePrefixCode: '65', phone: '91234567', deliveryType: 'SMS' }],
      ['changePassword', { newPassword: password, signOutOthers: true }],
      ['signOutDevices', {}],
      ['requestDeletion', { confirmation: DELETE_CONFIRMATION }],
    ] as const) {
      neededToken(await thief.gateway(call(name), data));
    }
    const after = await userOf(service, MEMBER);
    assert.deepEqual([after.email, after.phone, after.status], [MEMBER, '81234568', 'NORMAL']);
    assert.equal((await service.client().login(MEMBER, DEMO_PASSWORD)).body.success, true, 'the password is unchanged');
    assert.equal(service.outbox.list().filter((entry) => entry.text.includes('thief') || entry.phone === '+6591234567').length, 0, 'no code went out');
  });

  it('does not let a verification of one action stand for another', async () => {
    const service = await testService();
    const member = await signedIn(service);
    ok(await verifiedCall(member, 'sendEmailChange', { email: 'new-address@example.com' }));
    neededToken(await member.gateway(call('changePassword'), { newPassword: await member.encrypt('Brand9new!x'), signOutOthers: false }));
    neededToken(await member.gateway(call('signOutDevices'), {}));
  });

  it("keeps a verification to the browser that asked: another member's, or another browser's, session cannot use it", async () => {
    const service = await testService();
    const member = await signedIn(service);
    const token = neededToken(await member.gateway(call('sendEmailChange'), { email: 'new-address@example.com' }));
    const stranger = await signedIn(service, SHOPPER);
    const sameMemberElsewhere = await signedIn(service);
    for (const other of [stranger, sameMemberElsewhere, service.client()]) {
      assert.match((await other.gateway(call('verification'), { token })).ret, /^PL-USER-TOKEN-EXPIRED::/);
      assert.match((await byPassword(other, token)).ret, /^PL-USER-TOKEN-EXPIRED::/);
    }
    assert.equal((await byPassword(member, token)).data?.state, 'VERIFIED');
    // Verified for the member's own session only.
    neededToken(await stranger.gateway(call('sendEmailChange'), { email: 'other-new@example.com' }));
    neededToken(await sameMemberElsewhere.gateway(call('sendEmailChange'), { email: 'other-new@example.com' }));
    ok(await member.gateway(call('sendEmailChange'), { email: 'new-address@example.com' }));
  });

  it('ends a verification after its 5 minutes, and a fresh one after its action window', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const late = neededToken(await member.gateway(call('sendEmailChange'), { email: 'new-address@example.com' }));
    service.clock.advance(VERIFICATION_WINDOW_MS);
    assert.equal((await member.gateway(call('verification'), { token: late })).data?.state, 'EXPIRED');
    assert.match((await byPassword(member, late)).ret, /^PL-USER-TOKEN-EXPIRED::/);
    ok(await verifiedCall(member, 'sendEmailChange', { email: 'new-address@example.com' }));
    service.clock.advance(10 * MINUTE);
    neededToken(await member.gateway(call('sendEmailChange'), { email: 'new-address@example.com' }));
  });

  it('rejects a verification for good after five wrong answers', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const token = neededToken(await member.gateway(call('signOutDevices'), {}));
    const wrong = await member.encrypt('Wrong123!x');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await member.gateway(call('checkVerification'), { token, method: 'password', encryptPassword: wrong });
      assert.match(answer.ret, /^VERIFICATION_REJECTED::/);
      assert.equal(answer.data?.state, attempt < 5 ? 'PENDING' : 'REJECTED');
    }
    assert.match((await byPassword(member, token)).ret, /^VERIFICATION_REJECTED::Too many wrong answers/, 'the right answer after it is refused too');
    assert.equal((await member.gateway(call('verificationStatus'), { token })).data?.state, 'REJECTED');
  });

  it('limits wrong answers per session across verifications: starting new ones gives no more password guesses', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const wrong = await member.encrypt('Wrong123!x');
    // Three verifications, 4 + 4 + 2 wrong answers: each alone stays under its own 5.
    for (const guesses of [4, 4, 2]) {
      const token = neededToken(await member.gateway(call('signOutDevices'), {}));
      for (let guess = 0; guess < guesses; guess++) {
        assert.match((await member.gateway(call('checkVerification'), { token, method: 'password', encryptPassword: wrong })).ret, /^VERIFICATION_REJECTED::/);
      }
    }
    const token = neededToken(await member.gateway(call('signOutDevices'), {}));
    assert.match((await byPassword(member, token)).ret, /^FAIL_SYS_TRAFFIC_LIMIT::/, 'even the right password, until the window ends');
    service.clock.advance(15 * MINUTE);
    assert.equal((await byPassword(member, neededToken(await member.gateway(call('signOutDevices'), {})))).data?.state, 'VERIFIED');
  });

  it('opens an e-mail link once, and only the newest one: a replayed or superseded link lands on the expired page', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const token = neededToken(await member.gateway(call('signOutDevices'), {}));
    ok(await member.gateway(call('sendVerification'), { token, method: 'emailLink' }));
    const first = pathOf(newest(service, MEMBER, 'EMAIL').link);
    assert.match((await member.gateway(call('sendVerification'), { token, method: 'emailLink' })).ret, /^PL-USER-CODE-TOO-FREQUENT::/, 'the resend window');
    service.clock.advance(MINUTE);
    ok(await member.gateway(call('sendVerification'), { token, method: 'emailLink' }));
    const second = pathOf(newest(service, MEMBER, 'EMAIL').link);
    assert.notEqual(first, second);
    const mailbox = service.client();
    const stale = await mailbox.fetch(first);
    assert.equal(stale.status, 302);
    assert.equal(stale.headers.get('location'), '/user/verification/link-expired');
    const linkToken = new URL(second, 'http://localhost').searchParams.get('token') ?? '';
    assert.equal((await mailbox.fetch(second)).status, 200);
    assert.equal((await mailbox.submit('/user/verify-link', { token: linkToken }, { csrf: false })).status, 403, 'the page needs its CSRF field');
    assert.equal(
      (await mailbox.submit('/user/verify-link', { token: new URL(first, 'http://localhost').searchParams.get('token') ?? '' })).headers.get('location'),
      '/user/verification/link-expired',
    );
    assert.equal((await member.gateway(call('verificationStatus'), { token })).data?.state, 'PENDING', 'the stale link verified nothing');
    assert.equal((await mailbox.submit('/user/verify-link', { token: linkToken })).status, 200);
    assert.equal((await member.gateway(call('verificationStatus'), { token })).data?.state, 'VERIFIED');
    const replay = await mailbox.submit('/user/verify-link', { token: linkToken });
    assert.deepEqual([replay.status, replay.headers.get('location')], [303, '/user/verification/link-expired']);
    const expiredPage = await mailbox.fetch('/user/verification/link-expired');
    assert.match(await expiredPage.text(), /This link has expired[\s\S]*href="\/"/);
  });

  it('takes one typed number per push: a wrong number rejects the verification, and the right one after it is refused', async () => {
    const service = await testService();
    const laptop = await signedIn(service);
    const phone = await signedIn(service);
    const token = neededToken(await askWithPush(laptop));
    const sent = await laptop.gateway(call('sendVerification'), { token, method: 'push' });
    const number = Number(sent.data?.number);
    const path = pathOf(newest(service, MEMBER, 'PUSH').link);
    const id = new URL(path, 'http://localhost').searchParams.get('id') ?? '';
    assert.match(await (await phone.fetch(path)).text(), /<input[^>]*name="number"/);
    const wrong = number === 99 ? 98 : number + 1;
    assert.equal((await laptop.submit('/user/verify-push', { id, number: String(number) })).status, 410, 'the asking browser cannot approve itself');
    assert.equal((await phone.submit('/user/verify-push', { id, number: String(wrong) })).status, 200);
    assert.equal((await laptop.gateway(call('verificationStatus'), { token })).data?.state, 'REJECTED');
    assert.equal((await phone.submit('/user/verify-push', { id, number: String(number) })).status, 410);
    assert.equal((await laptop.gateway(call('verificationStatus'), { token })).data?.state, 'REJECTED');
    neededToken(await laptop.gateway(call('signOutDevices'), {}));
  });

  it('limits pushes to 3 a member in 10 minutes (push bombing)', async () => {
    const service = await testService();
    const laptop = await signedIn(service);
    await signedIn(service);
    const token = neededToken(await askWithPush(laptop));
    for (let push = 0; push < 3; push++) ok(await laptop.gateway(call('sendVerification'), { token, method: 'push' }));
    const bombed = await laptop.gateway(call('sendVerification'), { token, method: 'push' });
    assert.match(bombed.ret, /^FAIL_SYS_TRAFFIC_LIMIT::/);
    assert.equal(service.outbox.list(MEMBER).filter((entry) => entry.channel === 'PUSH').length, 3);
    service.clock.advance(10 * MINUTE);
    const again = neededToken(await askWithPush(laptop));
    ok(await laptop.gateway(call('sendVerification'), { token: again, method: 'push' }));
  });

  it('offers a push only with another signed-in device, and a method only to a member who has it', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const token = neededToken(await member.gateway(call('changePassword'), { newPassword: await member.encrypt('Brand9new!x'), signOutOthers: false }));
    const offered = await member.gateway(call('verification'), { token });
    assert.deepEqual(methodsOf(offered), ['sms', 'email', 'emailLink'], 'no push (one device), no password (the action is the password), no question (no answers)');
    assert.equal(offered.data?.suggested, 'sms');
    assert.match((await member.gateway(call('sendVerification'), { token, method: 'push' })).ret, /^PL-USER-VERIFY-METHOD-UNAVAILABLE::/);
    assert.match((await byPassword(member, token)).ret, /^PL-USER-VERIFY-METHOD-UNAVAILABLE::/);
    const track = [0, 20, 50, 80, 100].map((x, index) => ({ x, t: index * 100 + index * index * 10 }));
    assert.match(
      (await member.gateway(call('checkVerification'), { token, method: 'slider', track })).ret,
      /^PL-USER-VERIFY-METHOD-UNAVAILABLE::/,
      'the slider is only for a login',
    );
  });

  it('undoes an e-mail change from the old address\'s "this wasn\'t me" link, ends every session, and pauses security changes', async () => {
    const service = await testService();
    const thief = await signedIn(service);
    const owner = await signedIn(service);
    ok(await verifiedCall(thief, 'sendEmailChange', { email: 'thief@example.com' }));
    ok(await thief.gateway(call('confirmEmailChange'), { code: newest(service, 'thief@example.com', 'EMAIL').code, signOutOthers: true }));
    await signedOut(owner);
    assert.equal((await userOf(service, 'thief@example.com')).id, (await userOf(service, 'thief@example.com')).id);
    const notice = newest(service, MEMBER, 'EMAIL');
    assert.match(notice.text, /e-mail address of your Marketplace account was changed/);
    const phoneNotice = service.outbox.list(MEMBER_PHONE).find((entry) => entry.link?.includes('/user/not-me?token='));
    assert.ok(phoneNotice && phoneNotice.link !== notice.link, 'the phone on file is told too, with a link of its own');
    const path = pathOf(notice.link);
    const victim = service.client();
    assert.match(await (await victim.fetch(path)).text(), /This wasn&#39;t me|This wasn't me/);
    const token = new URL(path, 'http://localhost').searchParams.get('token') ?? '';
    assert.equal((await victim.submit('/user/not-me', { token }, { csrf: false })).status, 403);
    const undone = await victim.submit('/user/not-me', { token });
    assert.match(await undone.text(), /We sent a link to set a new password to s\*\*\*y@example\.com and \+65 8\*\*\*4568/);
    assert.equal((await userOf(service, MEMBER)).email, MEMBER, 'the old address is back');
    await signedOut(thief);
    assert.equal((await victim.submit('/user/not-me', { token })).status, 410, 'the link works once');
    assert.equal((await service.client().login(MEMBER, DEMO_PASSWORD)).body.success, false, 'the old password is cleared');
    const setLink = service.outbox.list(MEMBER).find((entry) => entry.link?.includes('/user/reset-password?bizToken='));
    const bizToken = new URL(setLink?.link ?? 'http://localhost/').searchParams.get('bizToken') ?? '';
    assert.equal((await victim.post('resetPassword', { token: bizToken, password: await victim.encrypt(DEMO_PASSWORD) })).status, 200);
    const back = await signedIn(service);
    assert.match((await back.gateway(call('sendEmailChange'), { email: 'thief@example.com' })).ret, /^PL-USER-SECURITY-LOCKED::/);
    assert.match(
      (
        await back.gateway(call('changePassword'), {
          currentPassword: await back.encrypt(DEMO_PASSWORD),
          newPassword: await back.encrypt('Brand9new!x'),
          signOutOthers: true,
        })
      ).ret,
      /^PL-USER-SECURITY-LOCKED::/,
    );
    service.clock.advance(24 * 60 * MINUTE);
    const later = await signedIn(service);
    neededToken(await later.gateway(call('sendEmailChange'), { email: 'thief@example.com' }));
  });

  it('kills every token of the member with a password change: a reset token got before it no longer works', async () => {
    const service = await testService();
    const thief = service.client();
    const applied = await thief.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: MEMBER }, { method: 'GET' });
    const applyToken = applied.data?.token as string;
    await thief.gateway('sendVerificationEmailCode', { token: applyToken, type: 'RESET_PASSWORD' });
    const verified = await thief.gateway('verifyEmailCode', { type: 'RESET_PASSWORD', token: applyToken, code: newest(service, MEMBER, 'EMAIL').code });
    const resetToken = verified.data?.token as string;
    const member = await signedIn(service);
    const other = await signedIn(service);
    const changed = await changePassword(member, false);
    assert.deepEqual(changed.data, { signedOut: 0 });
    const reset = await thief.post('resetPassword', { token: resetToken, password: await thief.encrypt('Thief123!x') });
    assert.equal(reset.body.errorCode?.key, 'PL-USER-TOKEN-EXPIRED');
    ok(await other.gateway(call('overview'), {}, { method: 'GET' }));
    assert.equal((await service.client().login(MEMBER, 'Brand9new!x')).body.success, true);
    assert.ok(
      service.outbox.list(MEMBER_PHONE).some((entry) => /password of your Marketplace account was changed/.test(entry.text)),
      'the notice',
    );
  });

  it('signs the other devices out with a password change when asked, and kills the tokens of a deletion', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const other = await signedIn(service);
    const changed = await changePassword(member, true);
    assert.deepEqual(changed.data, { signedOut: 1 });
    await signedOut(other);
    const user = await userOf(service, MEMBER);
    await service.deps.storage.tokens.insert({ token: 'planted', kind: 'reset', userId: user.id, data: null, expiresAt: service.clock.now() + MINUTE });
    const deleted = await member.gateway(call('requestDeletion'), { confirmation: DELETE_CONFIRMATION });
    const token = neededToken(deleted);
    assert.equal(
      (await member.gateway(call('checkVerification'), { token, method: 'password', encryptPassword: await member.encrypt('Brand9new!x') })).data?.state,
      'VERIFIED',
    );
    ok(await member.gateway(call('requestDeletion'), { confirmation: DELETE_CONFIRMATION }));
    assert.equal(await service.deps.storage.tokens.peek('planted', 'reset', service.clock.now()), undefined);
  });

  it('requires the CSRF token for every security change, by POST and by GET', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const password = await member.encrypt('Brand9new!x');
    for (const [name, data] of [
      ['changePassword', { currentPassword: password, newPassword: password, signOutOthers: true }],
      ['sendPhoneChange', { phonePrefixCode: '65', phone: '91234567', deliveryType: 'SMS' }],
      ['confirmPhoneChange', { code: '123456', signOutOthers: true }],
      ['sendEmailChange', { email: 'new-address@example.com' }],
      ['confirmEmailChange', { code: '123456', signOutOthers: true }],
      ['signOutDevices', {}],
      ['requestDeletion', { confirmation: DELETE_CONFIRMATION }],
      ['sendVerification', { token: 'x', method: 'sms' }],
      ['checkVerification', { token: 'x', method: 'password', encryptPassword: password }],
      ['finishVerifiedLogin', { token: 'x' }],
    ] as const) {
      for (const method of ['POST', 'GET'] as const) {
        const answer = await member.gateway(call(name), data, { method, csrf: false });
        assert.equal(answer.status, 403, `${name} by ${method}`);
      }
    }
  });

  it('refuses a breached password, a common one even dressed up, and one that breaks the rules', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const currentPassword = await member.encrypt(DEMO_PASSWORD);
    const breached = await member.gateway(call('changePassword'), { currentPassword, newPassword: await member.encrypt('Password1!'), signOutOthers: false });
    assert.match(breached.ret, /^PL-USER-PASSWORD-BREACHED::This password has appeared in a data breach/);
    for (const common of ['P@ssw0rd1!', 'Qwerty123!', 'Indonesia45!']) {
      const answer = await member.gateway(call('changePassword'), { currentPassword, newPassword: await member.encrypt(common), signOutOthers: false });
      assert.match(answer.ret, /^PL-USER-PASSWORD-COMMON::This password is too common/, common);
    }
    const weak = await member.gateway(call('changePassword'), { currentPassword, newPassword: await member.encrypt('short'), signOutOthers: false });
    assert.match(weak.ret, /^PL-USER-PASSWORD-RULES::/);
    const translated = service.client();
    translated.headers['X-Member-Language'] = 'id';
    for (const [name, value] of member.cookies) translated.cookies.set(name, value);
    const inIndonesian = await translated.gateway(call('changePassword'), { currentPassword, newPassword: await member.encrypt('Qwerty123!'), signOutOthers: false });
    assert.match(inIndonesian.ret, /^PL-USER-PASSWORD-COMMON::Kata sandi ini terlalu umum/);
  });

  it('counts wrong current passwords: after five in 15 minutes only a verification changes the password', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const newPassword = await member.encrypt('Brand9new!x');
    const wrong = await member.encrypt('Wrong123!x');
    for (let attempt = 0; attempt < 5; attempt++) {
      assert.match(
        (await member.gateway(call('changePassword'), { currentPassword: wrong, newPassword, signOutOthers: false })).ret,
        /^PL-USER-WRONG-CURRENT-PASSWORD::/,
      );
    }
    const right = await member.encrypt(DEMO_PASSWORD);
    neededToken(await member.gateway(call('changePassword'), { currentPassword: right, newPassword, signOutOthers: false }));
    service.clock.advance(15 * MINUTE);
    ok(await member.gateway(call('changePassword'), { currentPassword: right, newPassword, signOutOthers: false }));
  });

  it('refuses a deletion while orders are not delivered, whatever was verified', async () => {
    const service = await testService();
    const shopper = await signedIn(service, SHOPPER);
    const check = await shopper.gateway(call('deletionCheck'), {}, { method: 'GET' });
    const blockers = check.data?.blockers as { status: string }[];
    assert.ok(blockers.length > 0 && blockers.every((blocker) => ['PENDING', 'PROCESSING', 'SHIPPED'].includes(blocker.status)));
    assert.match((await shopper.gateway(call('requestDeletion'), { confirmation: DELETE_CONFIRMATION })).ret, /^PL-USER-DELETION-BLOCKED::/);
    assert.match((await shopper.gateway(call('requestDeletion'), { confirmation: 'delete me' })).ret, /^PL-USER-DELETION-CONFIRM::/);
    assert.equal((await userOf(service, SHOPPER)).status, 'NORMAL');
  });

  it('refuses a sign-up with the phone of an account pending deletion, and a restore brings no old session back', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const other = await signedIn(service);
    const cookie = member.cookies.get('member_sid') ?? '';
    const requested = await verifiedCall(member, 'requestDeletion', { confirmation: DELETE_CONFIRMATION });
    assert.equal(requested.data?.endsAt, service.clock.now() + 14 * 24 * 60 * MINUTE);
    assert.equal(member.cookies.has('member_sid'), false, 'this browser is signed out');
    await signedOut(other);
    const newcomer = service.client();
    await newcomer.sendCode('81234568', 'OTP_REGISTER');
    const signUp = await newcomer.post('verifyPhoneCode', { type: 'OTP_REGISTER', phone: '81234568', code: newest(service, MEMBER_PHONE, 'SMS').code });
    assert.equal(signUp.body.errorCode?.key, 'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD');
    const login = await service.client().login(MEMBER, DEMO_PASSWORD);
    const dto = login.body.module.loginResponseDTO;
    assert.equal(dto.loginNextStepAction, 'DELETION_COOL_CONFIRM');
    const restorer = service.client();
    ok(await restorer.gateway('deletion.cancel', { token: dto.loginNextStepActionData.deletionCancelToken }));
    ok(await restorer.gateway(call('overview'), {}, { method: 'GET' }));
    const old = service.client();
    old.cookies.set('member_sid', cookie);
    await signedOut(old);
    await signedOut(other);
    assert.deepEqual([(await userOf(service, MEMBER)).status, (await userOf(service, MEMBER)).deletionEndsAt], ['NORMAL', null]);
  });

  it('marks the account DELETED once the cooling period is over', async () => {
    const service = await testService();
    const member = await signedIn(service);
    ok(await verifiedCall(member, 'requestDeletion', { confirmation: DELETE_CONFIRMATION }));
    service.clock.advance(14 * 24 * 60 * MINUTE - 5 * MINUTE);
    const late = (await service.client().login(MEMBER, DEMO_PASSWORD)).body.module.loginResponseDTO.loginNextStepActionData.deletionCancelToken;
    service.clock.advance(5 * MINUTE);
    assert.ok((await service.deps.storage.purgeExpired(service.clock.now())) >= 1);
    assert.match((await service.client().gateway('deletion.cancel', { token: late })).ret, /^PL-USER-TOKEN-EXPIRED::/, 'a restore token got in time no longer restores');
    assert.equal((await userOf(service, MEMBER)).status, 'DELETED');
    assert.equal((await service.client().login(MEMBER, DEMO_PASSWORD)).body.errorCode?.key, 'PL-USER-WRONG-PASSWORD');
  });
});
