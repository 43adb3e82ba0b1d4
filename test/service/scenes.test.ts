import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testService } from './harness.ts';

const PHONE = '91234567';

describe('scene fields of code requests (spec section 7)', () => {
  it('records where a code request and its verification came from', async () => {
    const service = await testService();
    const browser = service.client();
    const sent = await browser.gateway('sendCode', { type: 'OTP_LOGIN', phone: PHONE, deliveryType: 'SMS', pageSource: 'Login', bizScene: 'login' });
    assert.equal(sent.ret, 'SUCCESS::ok');
    const code = service.outbox.list()[0]?.code ?? '';
    const verified = await browser.post('verifyPhoneCode', {
      type: 'OTP_LOGIN',
      phone: PHONE,
      code,
      loginType: 'PHONE_OTP',
      pageSource: 'Verify',
      bizScene: 'cart',
      platform: 'mobile',
    });
    assert.equal(verified.body.success, true);
    const scenes = (await (await browser.fetch('/__dev/scenes')).json()) as { api: string; fields: Record<string, string> }[];
    assert.deepEqual(
      scenes.map(({ api, fields }) => ({ api, fields })),
      [
        { api: '/user/api/verifyPhoneCode', fields: { pageSource: 'Verify', bizScene: 'cart', platform: 'mobile', loginType: 'PHONE_OTP' } },
        { api: 'mtop.lazada.member.user.sendCode', fields: { pageSource: 'Login', bizScene: 'login', deliveryType: 'SMS' } },
      ],
    );
    const filtered = (await (await browser.fetch('/__dev/scenes?api=mtop.lazada.member.user.sendCode')).json()) as unknown[];
    assert.equal(filtered.length, 1);
  });

  it('records the reset code request and the short user agent of its verification', async () => {
    const service = await testService();
    const browser = service.client();
    const { data } = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: 'shopper@example.com' }, { method: 'GET' });
    const token = String(data?.token);
    const sent = await browser.gateway('sendVerificationEmailCode', {
      token,
      type: 'RESET_PASSWORD',
      email: 'shopper@example.com',
      deliveryType: 'EMAIL',
      pageSource: 'ForgetPassword',
      innerPageSource: 'resetPassword',
      bizScene: 'resetPassword',
    });
    assert.equal(sent.ret, 'SUCCESS::ok');
    await browser.gateway('verifyEmailCode', { type: 'RESET_PASSWORD', token, code: '000000', email: 'shopper@example.com', shortUa: 'Chrome 120 (Android)' });
    const [verify, send] = (await (await browser.fetch('/__dev/scenes')).json()) as { fields: Record<string, string> }[];
    assert.deepEqual(verify?.fields, { shortUa: 'Chrome 120 (Android)' });
    assert.deepEqual(send?.fields, { pageSource: 'ForgetPassword', innerPageSource: 'resetPassword', bizScene: 'resetPassword', deliveryType: 'EMAIL' });
  });

  const refused: [string, Record<string, unknown>][] = [
    ['an unknown screen', { pageSource: 'Checkout' }],
    ['a bizScene with markup', { bizScene: '<script>' }],
    ['a bizScene past 64 characters', { bizScene: 'x'.repeat(65) }],
  ];
  for (const [name, fields] of refused) {
    it(`refuses ${name} as an invalid request, and records nothing`, async () => {
      const service = await testService();
      const browser = service.client();
      const answer = await browser.gateway('sendCode', { type: 'OTP_LOGIN', phone: PHONE, deliveryType: 'SMS', ...fields });
      assert.match(answer.ret, /^PL-PARAM-INVALID/);
      assert.equal(service.outbox.list().length, 0);
      assert.deepEqual(service.deps.scenes.list(), []);
    });
  }

  it('keeps no scene field of a call that does not declare it (and so never checked it)', async () => {
    const service = await testService();
    const browser = service.client();
    const { body } = await browser.post('login', {
      loginName: 'shopper@example.com',
      encryptPassword: await browser.encrypt('Wrong123!'),
      pageSource: 'Checkout',
      bizScene: '<b>',
    });
    assert.equal(body.errorCode?.key, 'PL-USER-WRONG-PASSWORD');
    assert.deepEqual(service.deps.scenes.list(), []);
  });

  it('refuses an unknown platform or login type on the code login', async () => {
    const service = await testService();
    const browser = service.client();
    for (const fields of [{ platform: 'fridge' }, { loginType: 'MAGIC' }]) {
      const { body } = await browser.post('verifyPhoneCode', { type: 'OTP_LOGIN', phone: PHONE, code: '123456', ...fields });
      assert.equal(body.errorCode?.key, 'PL-PARAM-INVALID');
    }
  });
});
