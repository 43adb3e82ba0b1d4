/** Account security on the reference member service, the happy paths (issue 23). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService } from './harness.ts';
import { MEMBER, MEMBER_PHONE, call, methodsOf, neededToken, newest, ok, signedIn, signedOut, userOf, verifiedCall } from './securityClient.ts';

describe('account security, the happy paths', () => {
  it('changes the phone: a verification by SMS, a code to the new number, the old one working until it is confirmed, and notices to every address', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const token = neededToken(await member.gateway(call('sendPhoneChange'), { phonePrefixCode: '65', phone: '91234567', deliveryType: 'SMS' }));
    const sent = await member.gateway(call('sendVerification'), { token, method: 'sms' });
    assert.deepEqual(sent.data, { codeLength: 6, resendAfter: 60 });
    assert.equal((await member.gateway(call('checkVerification'), { token, method: 'sms', code: newest(service, MEMBER_PHONE, 'SMS').code })).data?.state, 'VERIFIED');
    assert.match((await member.gateway(call('sendPhoneChange'), { phonePrefixCode: '65', phone: '81234568', deliveryType: 'SMS' })).ret, /^PL-USER-SAME-AS-CURRENT::/);
    assert.deepEqual((await member.gateway(call('sendPhoneChange'), { phonePrefixCode: '65', phone: '91234567', deliveryType: 'SMS' })).data, {
      codeLength: 6,
      resendAfter: 60,
    });
    const pending = await member.gateway(call('overview'), {}, { method: 'GET' });
    assert.deepEqual([pending.data?.phone, pending.data?.pendingPhone], ['+65 8***4568', '+65 9***4567']);
    assert.equal((await service.client().sendCode('81234568', 'OTP_LOGIN')).ret, 'SUCCESS::ok', 'the old number still logs in');
    const code = newest(service, '+6591234567', 'SMS').code;
    assert.match((await member.gateway(call('confirmPhoneChange'), { code: '000000', signOutOthers: false })).ret, /^PL-USER-CODE-INVALID::/);
    const confirmed = await member.gateway(call('confirmPhoneChange'), { code, signOutOthers: false });
    assert.deepEqual([confirmed.data?.phone, confirmed.data?.pendingPhone], ['+65 9***4567', undefined]);
    for (const address of [MEMBER, MEMBER_PHONE, '+6591234567']) {
      assert.match(
        newest(service, address, address.includes('@') ? 'EMAIL' : 'SMS').text,
        /mobile number of your Marketplace account was changed.*\/user\/not-me\?token=/,
        address,
      );
    }
  });

  it('puts the old phone back from its "this wasn\'t me" link, and the dev outbox shows the notices with their link', async () => {
    const service = await testService();
    const member = await signedIn(service);
    ok(await verifiedCall(member, 'sendPhoneChange', { phonePrefixCode: '65', phone: '91234567', deliveryType: 'SMS' }));
    ok(await member.gateway(call('confirmPhoneChange'), { code: newest(service, '+6591234567', 'SMS').code, signOutOthers: false }));
    assert.equal((await userOf(service, MEMBER)).phone, '91234567');
    const shown = (await (await member.fetch(`/__dev/outbox?phone=${encodeURIComponent(MEMBER_PHONE)}`)).json()) as { channel: string; link?: string; code: string }[];
    const notice = shown.find((entry) => entry.link?.includes('/user/not-me?token='));
    assert.ok(notice, 'the old phone is told, with the link');
    assert.equal(notice.code, '');
    const victim = service.client();
    await victim.submit('/user/not-me', { token: new URL(notice.link ?? '').searchParams.get('token') ?? '' });
    const after = await userOf(service, MEMBER);
    assert.deepEqual([after.phonePrefixCode, after.phone], ['65', '81234568']);
    await signedOut(member);
  });

  it('changes the e-mail by a code to the new address, and refuses the current one or one not valid (a registered one: recover-attacks)', async () => {
    const service = await testService();
    const member = await signedIn(service);
    ok(await verifiedCall(member, 'sendEmailChange', { email: 'New.Address@Example.com' }));
    assert.match((await member.gateway(call('sendEmailChange'), { email: MEMBER })).ret, /^PL-USER-SAME-AS-CURRENT::/);
    assert.match((await member.gateway(call('sendEmailChange'), { email: 'not-an-address' })).ret, /^PL-USER-EMAIL-INVALID::/);
    const confirmed = await member.gateway(call('confirmEmailChange'), { code: newest(service, 'new.address@example.com', 'EMAIL').code, signOutOthers: true });
    assert.equal(confirmed.data?.email, 'n***s@example.com');
    assert.equal((await service.client().login('new.address@example.com', DEMO_PASSWORD)).body.success, true);
  });

  it('lists the devices with opaque ids and labels, and signs one out by id after a verification', async () => {
    const service = await testService();
    const laptop = await signedIn(service, MEMBER, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15');
    service.clock.advance(1000);
    const phone = await signedIn(service, MEMBER, 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36');
    const overview = await laptop.gateway(call('overview'), {}, { method: 'GET' });
    const devices = overview.data?.devices as { id: string; label: string; current: boolean }[];
    assert.deepEqual(
      devices.map(({ label, current }) => [label, current]),
      [
        ['Safari on macOS', true],
        ['Chrome on Android', false],
      ],
    );
    const cookies = [laptop.cookies.get('member_sid'), phone.cookies.get('member_sid')];
    assert.ok(
      devices.every((device) => !cookies.includes(device.id) && device.id.length <= 32),
      'never the cookie',
    );
    const other = devices.find((device) => !device.current);
    const answer = await verifiedCall(laptop, 'signOutDevices', { id: other?.id });
    assert.equal((answer.data?.devices as unknown[] | undefined)?.length, 1);
    await signedOut(phone);
    assert.match((await laptop.gateway(call('signOutDevices'), { id: other?.id })).ret, /^PL-USER-DEVICE-NOT-FOUND::/);
  });

  it('passes a login second verification by SMS after the slider, and refuses a robot-straight slide', async () => {
    const service = await testService();
    const browser = service.client();
    const { body } = await browser.login('second-verification@example.com', DEMO_PASSWORD);
    const { token } = body.module.loginResponseDTO.loginNextStepActionData;
    const offered = await browser.gateway(call('verification'), { token });
    assert.deepEqual(methodsOf(offered), ['slider']);
    assert.equal(offered.data?.suggested, 'slider');
    const straight = [0, 25, 50, 75, 100].map((x, index) => ({ x, t: index * 100 }));
    assert.match((await browser.gateway(call('checkVerification'), { token, method: 'slider', track: straight })).ret, /^VERIFICATION_REJECTED::/);
    const hand = [0, 12, 40, 75, 92, 99].map((x, index) => ({ x, t: [0, 90, 160, 260, 380, 520][index] ?? 0 }));
    assert.equal((await browser.gateway(call('checkVerification'), { token, method: 'slider', track: hand })).data?.state, 'PENDING');
    assert.deepEqual(methodsOf(await browser.gateway(call('verification'), { token })), ['sms', 'email', 'emailLink']);
    assert.equal((await browser.gateway(call('finishVerifiedLogin'), { token })).data?.state, 'PENDING', 'no session before it is verified');
    ok(await browser.gateway(call('sendVerification'), { token, method: 'sms' }));
    const code = newest(service, '+6581234569', 'SMS').code;
    assert.equal((await browser.gateway(call('checkVerification'), { token, method: 'sms', code })).data?.state, 'VERIFIED');
    const finished = await browser.gateway(call('finishVerifiedLogin'), { token });
    assert.equal((finished.data?.loginResponse as { userId: number } | undefined)?.userId, (await userOf(service, 'second-verification@example.com')).id);
    ok(await browser.gateway(call('overview'), {}, { method: 'GET' }));
  });

  it('answers the verification-needed data in the gateway answer, and serves the verification page with the element', async () => {
    const service = await testService();
    const member = await signedIn(service);
    const answer = await member.gateway(call('signOutDevices'), {});
    assert.equal(answer.status, 200);
    const html = await (await member.fetch(String(answer.data?.verifyUrl))).text();
    assert.match(html, /<member-account view="verification" region="sg"/);
  });
});
