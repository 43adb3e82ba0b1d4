import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { GATEWAY, REST } from '../src/kernel/contract/calls.ts';
import { createMemberClient } from '../src/member/memberClient.ts';
import { USER_ID_COOKIE } from '../src/kernel/contract/cookieNames.ts';
import { ensureUserIdCookie } from '../src/member/userIdCookie.ts';
import { MemberError } from '../src/net/MemberError.ts';
import { encryptPassword } from '../src/security/encryptPassword.ts';
import { failure } from './support/fakeFetch.ts';
import { freshPhone } from './support/popup.ts';

/** The widget's own member client against the reference member service, over real HTTP. */
function memberClient() {
  const hooks = { login: sinon.stub().resolves(), challenge: sinon.stub().resolves(), redirect: sinon.stub(), retryLater: sinon.stub() };
  return { client: createMemberClient({ language: () => 'en', region: () => 'sg', hooks, fingerprint: () => ({ token: 't', ua: 'u' }) }), hooks };
}

async function publicKey(): Promise<string> {
  return (await fetch('/user/api/publicKey')).text();
}

async function switchFailure(body: object): Promise<void> {
  await fetch('/__dev/switches', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function logout(): Promise<void> {
  const token = (await (await fetch('/user/api/getCsrfToken')).json()).module.token as string;
  await fetch('/user/logout', { method: 'POST', body: new URLSearchParams({ _csrf: token }), redirect: 'manual' });
  document.cookie = `${USER_ID_COOKIE}=; path=/; max-age=0`;
}

describe('the widget against the reference member service', () => {
  afterEach(logout);

  it('logs in with an encrypted password, and the session carries the calls that need login', async () => {
    const { client } = memberClient();
    const { loginResponseDTO } = await client.rest(REST.login, {
      loginName: 'shopper@example.com',
      encryptPassword: await encryptPassword('Shopper123!', await publicKey()),
    });
    expect(loginResponseDTO?.user?.name).to.equal('Sam Shopper');
    expect((await client.gateway(GATEWAY.getUser, {})).email).to.equal('shopper@example.com');
    expect(await ensureUserIdCookie(client)).to.equal('set');
  });

  it('gets the server’s message, as text, for a wrong password', async () => {
    const { client } = memberClient();
    const error = await failure(client.rest(REST.login, { loginName: 'shopper@example.com', encryptPassword: await encryptPassword('Wrong123!', await publicKey()) }));
    expect([error.kind, error.code, error.userMessage]).to.deep.equal(['server', 'PL-USER-WRONG-PASSWORD', { text: 'Incorrect account or password.' }]);
  });

  it('logs in by a code read from the dev outbox', async () => {
    const { client } = memberClient();
    const phone = freshPhone();
    expect(await client.gateway(GATEWAY.checkSmsChannel, {}))
      .to.have.property('result')
      .with.length(2);
    expect(await client.gateway(GATEWAY.sendCode, { type: 'OTP_LOGIN', phone, deliveryType: 'WHATSAPP' })).to.deep.equal({ codeLength: 6 });
    const [entry] = (await (await fetch(`/__dev/outbox?phone=${phone}`)).json()) as { code: string; channel: string }[];
    expect(entry!.channel).to.equal('WHATSAPP');
    const { loginResponseDTO } = await client.rest(REST.verifyPhoneCode, { type: 'OTP_LOGIN', phone, code: entry!.code, phonePrefixCode: '65' });
    expect(loginResponseDTO?.loginNextStepAction).to.equal('COMPLETE_PROFILE');
  });

  it('sends the user to login on a session code, and retries after it', async () => {
    const { client, hooks } = memberClient();
    const key = await publicKey();
    hooks.login.callsFake(async () => {
      await client.rest(REST.login, { loginName: 'shopper@example.com', encryptPassword: await encryptPassword('Shopper123!', key) });
    });
    expect((await client.gateway(GATEWAY.currentUser, {})).id).to.be.a('number');
    expect(hooks.login.callCount).to.equal(1);
  });

  it('falls back to the static backup of the channel list when the gateway fails', async () => {
    const { client } = memberClient();
    await switchFailure({ fail: '500', match: 'checkSmsChannel' });
    expect(await client.gateway(GATEWAY.checkSmsChannel, {})).to.deep.equal({ result: [{ type: 'SMS', text: 'SMS' }] });
  });

  it('holds an anti-bot blocked call until the challenge passes, then resends it', async () => {
    const { client, hooks } = memberClient();
    await switchFailure({ fail: 'FAIL_SYS_ANTI_CREEP', match: 'checkPhone' });
    expect(await client.gateway(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '81234567' })).to.deep.equal({ isValid: true });
    expect(hooks.challenge.args).to.deep.equal([[new URL('/__dev/challenge', location.href).href]]);
  });

  it('reads a switched system failure as the network error', async () => {
    const { client } = memberClient();
    await switchFailure({ fail: 'FAIL_SYS_SERVICE_FAULT', match: 'checkPhone' });
    const error = await failure(client.gateway(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '81234567' }));
    expect(error).to.be.instanceOf(MemberError);
    expect(error.userMessage).to.deep.equal({ key: 'error.network' });
  });
});
