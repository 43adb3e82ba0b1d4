import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { approveGoogle, REDIRECT_URI } from './googleClient.ts';
import { testService } from './harness.ts';

describe('third-party stand-ins', () => {
  it('Google: the consent page sends back a code and the untouched state; the code logs in once', async () => {
    const { client } = await testService();
    const browser = client();
    const back = await approveGoogle(browser, 'shopper@example.com');
    assert.equal(back.origin + back.pathname, REDIRECT_URI);
    assert.equal(back.searchParams.get('state'), 'state-123');
    const code = back.searchParams.get('code')!;
    const login = await browser.post('loginByOAuthCode', { oauthType: 'GOOGLE', oauthCode: code, bizScene: 'login', redirectUri: REDIRECT_URI });
    assert.equal(login.body.module.loginResponseDTO.user.email, 'shopper@example.com');
    assert.equal(login.body.module.loginResponseDTO.oauthType, 'GOOGLE');
    assert.equal((await browser.post('loginByOAuthCode', { oauthType: 'GOOGLE', oauthCode: code })).body.errorCode?.key, 'PL-USER-OAUTH-FAILED', 'single use');
    assert.equal((await browser.post('loginByOAuthCode', { oauthType: 'FACEBOOK', oauthCode: code })).body.success, false, 'of its own provider only');
  });

  it('Google: refuses a redirect URI other than this origin’s /user/google-login', async () => {
    const { client } = await testService();
    for (const redirectUri of ['https://evil.example/user/google-login', 'http://localhost/user/account', 'not a url']) {
      const response = await client().fetch(
        `/__dev/google/authorize?${new URLSearchParams({ client_id: 'demo', redirect_uri: redirectUri, response_type: 'code', state: 's' })}`,
      );
      assert.equal(response.status, 400, redirectUri);
    }
  });

  it('Google: the OAUTH next steps and the risky account', async () => {
    const { client } = await testService();
    for (const [email, action] of [
      ['oauth-verify@example.com', 'OAUTH_VERIFY_EMAIL_PASSWORD'],
      ['oauth-phone@example.com', 'OAUTH_COMPLETE_PHONE_FOR_REGISTER'],
    ] as const) {
      const browser = client();
      const code = (await approveGoogle(browser, email)).searchParams.get('code');
      assert.equal((await browser.post('loginByOAuthCode', { oauthType: 'GOOGLE', oauthCode: code })).body.module.loginResponseDTO.loginNextStepAction, action);
    }
    const browser = client();
    const code = (await approveGoogle(browser, 'risky-social@example.com')).searchParams.get('code');
    const risky = await browser.post('loginByOAuthCode', { oauthType: 'GOOGLE', oauthCode: code });
    assert.equal(risky.body.errorCode?.key, 'PL-USER-SOCIAL-LOGIN-SUSPENDED');
  });

  it('Facebook: the SDK stand-in, and a dialog that hands its token to the opener’s origin only', async () => {
    const { client } = await testService();
    const browser = client();
    const sdk = await browser.fetch('/__dev/facebook/sdk.js');
    assert.match(sdk.headers.get('content-type') ?? '', /javascript/);
    assert.match(await sdk.text(), /window\.FB = \{/);
    assert.equal((await browser.fetch('/__dev/facebook/dialog?app_id=a')).status, 400, 'no opener origin');
    assert.equal((await browser.fetch('/__dev/facebook/dialog?app_id=a&origin=http%3A%2F%2Fshop.example')).status, 200);
    const done = await (await browser.submit('/__dev/facebook/dialog', { email: 'shopper@example.com', origin: 'http://shop.example' })).text();
    const token = /accessToken: "([^"]+)"/.exec(done)?.[1];
    assert.ok(token);
    assert.match(done, /"http:\/\/shop\.example"\)/);
    const login = await browser.post('loginByOAuthCode', { oauthType: 'FACEBOOK', oauthCode: token });
    assert.equal(login.body.module.loginResponseDTO.user.email, 'shopper@example.com');
  });

  it('serves the Google return page with the element and the handler', async () => {
    const { client } = await testService();
    const page = await (await client().fetch('/user/google-login?code=x&state=y')).text();
    assert.match(page, /<member-login-popup public-key="[^"]+" google-client-id=/);
    assert.match(page, /handleGoogleLogin\(document\.querySelector\('member-login-popup'\)\)/);
  });

  it('offers no stand-ins in production mode', async () => {
    const { client } = await testService({ config: { dev: false } });
    assert.equal((await client().fetch('/__dev/facebook/sdk.js')).status, 404);
    assert.doesNotMatch(await (await client().fetch('/')).text(), /google-client-id/);
  });
});
