/**
 * A password login past the member service's failure limit is answered FAIL_SYS_ANTI_CREEP with the
 * challenge page in `module.url`: the REST client holds it in the challenge queue the gateway uses
 * and resends it once the challenge is passed.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { GATEWAY, REST } from '../src/kernel/contract/calls.ts';
import type { LoginSuccessDetail } from '../src/events.ts';
import { createMemberClient } from '../src/member/memberClient.ts';
import { createChallengeQueue } from '../src/net/challengeQueue.ts';
import { createRestClient } from '../src/net/restClient.ts';
import { pollUntil } from './support/fixtures.ts';
import { failure, fakeFetch, json, type SentRequest } from './support/fakeFetch.ts';
import { button, DEMO_PASSWORD, logout, nextEvent, openPopup, toastTexts, type } from './support/popup.ts';

const fingerprint = () => ({ token: 'device-1', ua: 'en|UTC' });
const loginPayload = { loginName: 'shopper@example.com', encryptPassword: 'cipher' };
const blocked = () =>
  json({ success: false, errorCode: { key: 'FAIL_SYS_ANTI_CREEP', displayMessage: 'Please complete the security check' }, module: { url: '/user/challenge' } });
const loginOk = () => json({ success: true, module: { loginResponseDTO: { userId: 7, loginType: 'EMAIL' } } });
const csrf = () => json({ success: true, module: { parameterName: '_csrf', token: 'csrf-1' } });

function memberHost(answer: (request: SentRequest) => Response) {
  return fakeFetch((request) => (request.url.pathname === '/user/api/getCsrfToken' ? csrf() : answer(request)));
}

describe('REST client: anti-bot challenge', () => {
  it('holds a blocked login until the challenge is passed, then resends it', async () => {
    let passed = false;
    let pass: () => void = () => {};
    const challenge = sinon.stub<[string | undefined], Promise<void>>().callsFake(() => new Promise<void>((resolve) => (pass = resolve)));
    const host = memberHost((request) => (request.url.pathname === '/user/api/login' && !passed ? blocked() : loginOk()));
    const client = createRestClient({ fetch: host.fetch, fingerprint, challenges: createChallengeQueue(challenge), page: () => 'https://www.lazada.sg/cart' });
    const login = client.call(REST.login, loginPayload);
    await pollUntil(() => challenge.callCount === 1);
    expect(challenge.firstCall.args[0]).to.equal('https://www.lazada.sg/user/challenge');
    passed = true;
    pass();
    expect(await login).to.deep.equal({ loginResponseDTO: { userId: 7, loginType: 'EMAIL' } });
    expect(host.requests.filter((request) => request.url.pathname === '/user/api/login')).to.have.length(2);
  });

  it('fails with the block when the challenge is not passed, and without a queue at once', async () => {
    const host = memberHost(() => blocked());
    const refused = createRestClient({ fetch: host.fetch, fingerprint, challenges: createChallengeQueue(() => Promise.reject(new Error('closed'))) });
    const error = await failure(refused.call(REST.login, loginPayload));
    expect([error.kind, (error.cause as Error).message]).to.deep.equal(['challenge', 'closed']);
    expect(error.userMessage).to.deep.equal({ key: 'error.challengeFailed' });
    const direct = await failure(createRestClient({ fetch: host.fetch, fingerprint }).call(REST.login, loginPayload));
    expect(direct.code).to.equal('FAIL_SYS_ANTI_CREEP');
  });

  it('gives up after three challenges the server keeps refusing', async () => {
    const challenge = sinon.stub<[string | undefined], Promise<void>>().resolves();
    const host = memberHost(() => blocked());
    const client = createRestClient({ fetch: host.fetch, fingerprint, challenges: createChallengeQueue(challenge) });
    const error = await failure(client.call(REST.login, loginPayload));
    expect(error.code).to.equal('FAIL_SYS_ANTI_CREEP');
    expect(challenge.callCount).to.equal(3);
    expect(host.requests.filter((request) => request.url.pathname === '/user/api/login')).to.have.length(4);
  });

  it('shares one challenge between a blocked login and a blocked gateway call of one member api', async () => {
    let passed = false;
    let pass: () => void = () => {};
    const challenge = sinon.stub<[string | undefined], Promise<void>>().callsFake(() => new Promise<void>((resolve) => (pass = resolve)));
    const host = memberHost((request) => {
      if (request.url.pathname.startsWith('/gw/')) {
        return passed
          ? json({ api: GATEWAY.checkPhone.api, v: '1.0', ret: ['SUCCESS::ok'], data: { isValid: true } })
          : json({ api: GATEWAY.checkPhone.api, v: '1.0', ret: ['FAIL_SYS_ANTI_CREEP::blocked'], data: { url: '/user/challenge' } });
      }
      return passed ? loginOk() : blocked();
    });
    // Counts the blocked answers the client has read: from there to waiting on the challenge is
    // microtasks only, done by the next poll. Passing before both wait would block the late one anew.
    let blockedRead = 0;
    const watchedFetch: typeof fetch = async (...args) => {
      const response = await host.fetch(...args);
      const path = new URL(response.url || String(args[0]), location.href).pathname;
      if (passed || path.endsWith('getCsrfToken') || !response.body) return response;
      // The client reads a body as a stream (within the spec's 10 MB): its end is when it was read.
      const counted = response.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: () => void blockedRead++ }));
      return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
    const client = createMemberClient({
      fetch: watchedFetch,
      fingerprint,
      language: () => 'en',
      region: () => 'sg',
      hooks: { login: () => Promise.resolve(), challenge, redirect: () => {}, retryLater: () => {} },
    });
    const login = client.rest(REST.login, loginPayload);
    const phone = client.gateway(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '81234567' });
    await pollUntil(() => blockedRead === 2, 'the two blocked answers were not read');
    expect(challenge.callCount).to.equal(1);
    passed = true;
    pass();
    expect(await login).to.have.property('loginResponseDTO');
    expect(await phone).to.deep.equal({ isValid: true });
    expect(challenge.callCount).to.equal(1);
  });
});

describe('Login: password past the failure limit, against the member service', () => {
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  it('opens the challenge page, and the login goes through once the slider is passed', async function () {
    this.timeout(20000);
    // Five wrong passwords for the account, as a guesser would send them.
    const { encryptPassword } = await import('../src/security/encryptPassword.ts');
    const key = await (await fetch('/user/api/publicKey')).text();
    const token = ((await (await fetch('/user/api/getCsrfToken')).json()) as { module: { token: string } }).module.token;
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await fetch('/user/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token },
        body: JSON.stringify({ loginName: 'shopper@example.com', encryptPassword: await encryptPassword('Wrong-pass1!', key) }),
      });
      expect(((await answer.json()) as { errorCode: { key: string } }).errorCode.key).to.equal('PL-USER-WRONG-PASSWORD');
    }

    let child: Window | null = null;
    const realOpen = window.open.bind(window);
    sinon.stub(window, 'open').callsFake((...args: Parameters<typeof window.open>) => {
      child = realOpen(...args);
      return child;
    });
    const element = await openPopup();
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    const success = nextEvent<LoginSuccessDetail>(element, 'login-success');
    button(element, 'Log in').click();

    // The page's script runs once the document is complete.
    await pollUntil(() => child?.document.readyState === 'complete' && child.document.getElementById('slider'), 'the challenge page did not open', 8000);
    const opened = child as unknown as Window;
    expect(new URL(opened.location.href).pathname).to.equal('/user/challenge');
    const slider = opened.document.getElementById('slider') as HTMLInputElement;
    slider.value = '100';
    slider.dispatchEvent(new Event('input'));
    await pollUntil(() => opened.closed || opened.document.getElementById('done')?.hidden === false, 'the challenge was not passed', 5000);

    const { detail } = await success;
    expect(detail.user).to.deep.include({ email: 'shopper@example.com' });
    expect(toastTexts(element).join(' ')).not.to.contain('Network error');
  });
});
