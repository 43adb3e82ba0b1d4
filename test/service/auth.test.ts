import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService, TestClient } from './harness.ts';

const SHOPPER = 'shopper@example.com';

describe('CSRF', () => {
  it('hands out a token with an HttpOnly id cookie', async () => {
    const { client } = await testService();
    const browser = client();
    const response = await browser.fetch('/user/api/getCsrfToken');
    const body = (await response.json()) as { success: boolean; module: { parameterName: string; token: string } };
    assert.equal(body.success, true);
    assert.equal(body.module.parameterName, '_csrf');
    assert.ok(body.module.token.length >= 32);
    assert.match(browser.lastSetCookies.join(), /member_csrf=.+HttpOnly.*SameSite=Lax/i);
  });

  it('refuses a POST without the token, or with another browser’s, with the envelope error', async () => {
    const { client } = await testService();
    const browser = client();
    const other = client();
    await browser.csrfToken();
    for (const headers of [{}, { 'X-CSRF-TOKEN': await other.csrfToken() }, { 'X-CSRF-TOKEN': 'forged' }]) {
      const response = await browser.fetch('/user/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ loginName: SHOPPER, encryptPassword: await browser.encrypt(DEMO_PASSWORD) }),
      });
      assert.equal(response.status, 403);
      assert.deepEqual(await response.json(), {
        success: false,
        errorCode: { key: 'CSRF_TOKEN_INVALID', displayMessage: 'Your page has expired. Please refresh and try again.' },
      });
    }
  });

  it('gives every form of one page the same token, even on a first visit', async () => {
    const { client } = await testService();
    const browser = client();
    const page = await (await browser.fetch('/__dev/facebook/dialog?app_id=a&origin=http%3A%2F%2Flocalhost')).text();
    const tokens = new Set([...page.matchAll(/name="_csrf" value="([^"]+)"/g)].map((match) => match[1]));
    assert.equal(tokens.size, 1);
    assert.equal(browser.lastSetCookies.filter((cookie) => cookie.startsWith('member_csrf=')).length, 1);
  });

  it('refuses a gateway POST without the token', async () => {
    const { client } = await testService();
    const answer = await client().gateway('sendCode', { type: 'OTP_LOGIN', phone: '81234567', deliveryType: 'SMS' }, { csrf: false });
    assert.equal(answer.status, 403);
    assert.match(answer.ret, /^CSRF_TOKEN_INVALID::/);
  });
});

describe('password login', () => {
  it('logs in with the encrypted password and starts an HttpOnly, SameSite=Lax session', async () => {
    const { client } = await testService();
    const browser = client();
    const { status, body } = await browser.login(SHOPPER, DEMO_PASSWORD);
    assert.equal(status, 200);
    assert.equal(body.success, true);
    const dto = body.module.loginResponseDTO;
    assert.equal(dto.loginType, 'EMAIL');
    assert.equal(dto.user.email, SHOPPER);
    assert.equal(dto.user.name, 'Sam Shopper');
    assert.equal(dto.loginNextStepAction, undefined);
    assert.equal(dto.sessionId, undefined, 'the session id stays in its HttpOnly cookie');
    const cookie = browser.lastSetCookies.find((line) => line.startsWith('member_sid='));
    assert.match(cookie ?? '', /HttpOnly/);
    assert.match(cookie ?? '', /SameSite=Lax/);
    assert.doesNotMatch(cookie ?? '', /Secure/);
    const user = await browser.gateway('getUser', {}, { method: 'GET' });
    assert.equal(user.ret, 'SUCCESS::ok');
    assert.equal(user.data?.email, SHOPPER);
  });

  it('logs in by phone number too', async () => {
    const { client } = await testService();
    const { body } = await client().login('81234567', DEMO_PASSWORD);
    assert.equal(body.module.loginResponseDTO.loginType, 'PHONE_PASSWORD');
  });

  it('marks the session cookie Secure on https', async () => {
    const { app, keys } = await testService();
    const browser = new TestClient(app.request.bind(app), keys, 'https://localhost');
    await browser.login(SHOPPER, DEMO_PASSWORD);
    assert.match(browser.lastSetCookies.find((line) => line.startsWith('__Host-member_sid=')) ?? '', /Secure/);
  });

  it('gives a new session id at every login and ends the old one', async () => {
    const { client } = await testService();
    const browser = client();
    await browser.login(SHOPPER, DEMO_PASSWORD);
    const first = browser.cookies.get('member_sid');
    await browser.login(SHOPPER, DEMO_PASSWORD);
    const second = browser.cookies.get('member_sid');
    assert.ok(first && second && first !== second);
    browser.cookies.set('member_sid', first);
    assert.match((await browser.gateway('getUser', {}, { method: 'GET' })).ret, /^FAIL_SYS_SESSION_EXPIRED::/);
  });

  it('refuses a password sent in clear text', async () => {
    const { client } = await testService();
    const { status, body } = await client().post('login', { loginName: SHOPPER, encryptPassword: DEMO_PASSWORD });
    assert.equal(status, 400);
    assert.equal(body.errorCode?.key, 'PL-USER-PASSWORD-NOT-ENCRYPTED');
  });

  it('says the same for a wrong password and an unknown account', async () => {
    const { client } = await testService();
    const wrong = await client().login(SHOPPER, 'Wrong123!');
    const unknown = await client().login('nobody@example.com', DEMO_PASSWORD);
    assert.deepEqual(wrong, unknown);
    assert.deepEqual(wrong.body.errorCode, { key: 'PL-USER-WRONG-PASSWORD', displayMessage: 'Incorrect account or password.' });
  });

  it('refuses a malformed request with the envelope error', async () => {
    const { client } = await testService();
    const { status, body } = await client().post('login', { loginName: 42 });
    assert.equal(status, 400);
    assert.equal(body.errorCode?.key, 'PL-PARAM-INVALID');
  });
});
