import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService } from './harness.ts';

describe('member pages', () => {
  it('the member area hosts <member-account> with the login popup, and logging out (with the CSRF field) ends the session', async () => {
    const { client } = await testService();
    const browser = client();
    for (const path of ['/user/account', '/user/profile']) {
      const page = await (await browser.fetch(path)).text();
      assert.match(page, /<member-account [^>]*><\/member-account>/, path);
      assert.match(page, /<script [^>]*src="\/dist\/member-account.js"/);
      assert.match(page, /<member-login-popup public-key="/, 'the popup it opens for a login');
      assert.match(page, /<a href="\/user\/account" data-member-account hidden>My account<\/a>/, 'no member: the header offers Login');
    }
    await browser.login('shopper@example.com', DEMO_PASSWORD);
    const dashboard = await (await browser.fetch('/user/account')).text();
    assert.match(dashboard, /<a href="\/user\/account" data-member-account>Sam Shopper<\/a>/);
    assert.equal((await browser.submit('/user/logout', {}, { csrf: false })).status, 403);
    const out = await browser.submit('/user/logout', {});
    assert.equal(out.status, 303);
    assert.match((await browser.gateway('getUser', {}, { method: 'GET' })).ret, /^FAIL_SYS_SESSION_EXPIRED::/);
  });

  it('escapes what members typed when pages show it', async () => {
    const { client, outbox } = await testService();
    const browser = client();
    await browser.sendCode('91234567', 'OTP_REGISTER');
    const { body } = await browser.post('verifyPhoneCode', { type: 'OTP_REGISTER', phone: '91234567', code: outbox.list()[0]!.code });
    const token = body.module.loginResponseDTO.loginNextStepActionData.token as string;
    await browser.gateway('completeProfileByRegisterToken', { token, name: '<img src=x onerror=alert(1)>', password: await browser.encrypt('Fresh123!') });
    const dashboard = await (await browser.fetch('/user/account')).text();
    assert.doesNotMatch(dashboard, /<img src=x/);
    assert.match(dashboard, /&#60;img src=x onerror=alert\(1\)&#62;/);
  });

  it('serves the welcome offer, the account-auth page and the close-account registration-failure page', async () => {
    const { client } = await testService();
    const browser = client();
    assert.match(await (await browser.fetch('/user/welcome')).text(), /Welcome offer/);
    assert.match(await (await browser.fetch('/user/account-auth/verify?token=x')).text(), /Verify your account/);
    assert.match(await (await browser.fetch('/user/close-account/registration-failure')).text(), /recently deleted account/);
  });

  it('refuses an expired or forged next-step token on its page', async () => {
    const { client } = await testService();
    const response = await client().submit('/user/account-auth/verify', { token: 'forged' });
    assert.equal(response.status, 410);
  });

  it('refuses a third-party code it did not issue', async () => {
    const { client } = await testService();
    const { body } = await client().post('loginByOAuthCode', { oauthType: 'GOOGLE', oauthCode: 'forged' });
    assert.equal(body.errorCode?.key, 'PL-USER-OAUTH-FAILED');
  });
});
