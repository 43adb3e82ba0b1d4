import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { GATEWAY, REST } from '../src/kernel/contract/calls.ts';
import { loginPageUrl } from '../src/kernel/contract/memberPaths.ts';
import { createMemberClient } from '../src/member/memberClient.ts';
import { USER_ID_COOKIE } from '../src/kernel/contract/cookieNames.ts';
import { ensureUserIdCookie } from '../src/member/userIdCookie.ts';
import { readCookie } from '../src/security/documentCookies.ts';
import { failure, fakeFetch, json, type FakeHandler } from './support/fakeFetch.ts';

function memberClient(handler: FakeHandler) {
  const host = fakeFetch((request, index) =>
    request.url.pathname === '/user/api/getCsrfToken' ? json({ success: true, module: { parameterName: '_csrf', token: 'shared' } }) : handler(request, index),
  );
  const hooks = { login: sinon.stub().resolves(), challenge: sinon.stub().resolves(), redirect: sinon.stub(), retryLater: sinon.stub() };
  const client = createMemberClient({
    fetch: host.fetch,
    memberHost: 'https://member.example',
    gatewayHost: 'https://gw.example',
    fingerprint: () => ({ token: 't', ua: 'u' }),
    language: () => 'vi',
    region: () => 'VN',
    hooks,
  });
  return { client, hooks, requests: host.requests };
}

function clearUserId(): void {
  document.cookie = `${USER_ID_COOKIE}=; path=/; max-age=0`;
}

describe('member client', () => {
  afterEach(clearUserId);

  it('sends REST calls to the member host and gateway calls to the gateway host, with one CSRF token', async () => {
    const { client, requests } = memberClient((request) =>
      request.url.host === 'gw.example'
        ? json({ api: 'x', v: '1.0', ret: ['SUCCESS::ok'], data: { codeLength: 6 } })
        : json({ success: true, module: { isValid: true } }),
    );
    await client.rest(REST.validatePhone, { phone: '912345678' });
    await client.gateway(GATEWAY.sendCode, { type: 'OTP_REGISTER', phone: '912345678', deliveryType: 'WHATSAPP' });
    expect(requests.map((request) => `${request.method} ${request.url.host}${request.url.pathname} ${request.headers.get('x-csrf-token') ?? ''}`)).to.deep.equal([
      'GET member.example/user/api/getCsrfToken ',
      'POST member.example/user/api/validatePhone shared',
      'POST gw.example/gw/mtop.lazada.member.user.sendCode/1.0/ shared',
    ]);
    expect(requests[2]!.headers.get('x-member-language')).to.equal('vi');
    expect(requests[2]!.headers.get('x-member-region')).to.equal('VN');
    expect(requests[2]!.headers.get('x-member-entrance')).to.equal('web');
  });

  it("hands the member host's traffic limit to the page's retry-later hook, the gateway's own", async () => {
    const { client, hooks } = memberClient(() => json({ success: false, errorCode: { key: 'FAIL_SYS_TRAFFIC_LIMIT', displayMessage: 'busy' } }, 429));
    const error = await failure(client.rest(REST.validatePhone, { phone: '912345678' }));
    expect(error.isAnnounced).to.equal(true);
    expect(hooks.retryLater.args).to.deep.equal([[{ key: 'error.trafficLimit' }]]);
  });

  it('sends the user id cookie as the uid header', async () => {
    document.cookie = `${USER_ID_COOKIE}=9001; path=/`;
    const { client, requests } = memberClient(() => json({ api: 'x', v: '1.0', ret: ['SUCCESS'], data: { isValid: true } }));
    await client.gateway(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '912345678' });
    expect(requests[0]!.headers.get('x-member-uid')).to.equal('9001');
  });
});

describe('user id cookie', () => {
  afterEach(clearUserId);

  it('is left alone when present', async () => {
    document.cookie = `${USER_ID_COOKIE}=1; path=/`;
    const { client, requests } = memberClient(() => 'network');
    expect(await ensureUserIdCookie(client)).to.equal('present');
    expect(requests).to.have.length(0);
  });

  it('is set from the current-user lookup when absent', async () => {
    const { client, requests } = memberClient(() => json({ api: 'x', v: '1.0', ret: ['SUCCESS::ok'], data: { id: 314 } }));
    expect(await ensureUserIdCookie(client)).to.equal('set');
    expect(readCookie(USER_ID_COOKIE)).to.equal('314');
    expect(requests[0]!.url.pathname).to.equal('/gw/mtop.lazada.member.user.current/1.0/');
  });

  const failures: [string, FakeHandler, string][] = [
    ['NOT_LOGGED_IN without a session', () => json({ api: 'x', v: '1.0', ret: ['FAIL_SYS_SESSION_EXPIRED::x'] }), 'NOT_LOGGED_IN'],
    ['CATCH_ERROR on a failed connection', () => 'network', 'CATCH_ERROR'],
    ['CATCH_ERROR on a malformed answer', () => json({ api: 'x', v: '1.0', ret: ['SUCCESS'], data: {} }), 'CATCH_ERROR'],
  ];
  for (const [name, handler, outcome] of failures) {
    it(`records ${name}, without asking for login`, async () => {
      const { client } = memberClient(handler);
      expect(await ensureUserIdCookie(client)).to.equal(outcome);
      expect(readCookie(USER_ID_COOKIE)).to.equal(undefined);
    });
  }
});

describe('login page URL', () => {
  it('carries the return address, hybrid=1, spm and the optional bizScene', () => {
    const url = new URL(loginPageUrl('https://www.lazada.sg/cart?x=1&y=2', { base: 'https://member.lazada.sg', bizScene: 'cart' }));
    expect(url.origin + url.pathname).to.equal('https://member.lazada.sg/user/login');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      redirect: 'https://www.lazada.sg/cart?x=1&y=2',
      hybrid: '1',
      spm: 'member.login-popup',
      bizScene: 'cart',
    });
  });
});
