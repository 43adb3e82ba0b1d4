import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { REST } from '../src/kernel/contract/calls.ts';
import { createRestClient } from '../src/net/restClient.ts';
import type { MemberError } from '../src/net/MemberError.ts';
import type { UserMessage } from '../src/i18n/userMessage.ts';
import { pollUntil } from './support/fixtures.ts';
import { failure, fakeFetch, json, sentData, type FakeAnswer, type SentRequest } from './support/fakeFetch.ts';

const fingerprint = () => ({ token: 'device-1', ua: 'en|UTC' });
const csrf = (token = 'csrf-1') => json({ success: true, module: { parameterName: '_csrf', token } });
const loginOk = () => json({ success: true, module: { loginResponseDTO: { userId: 7, loginType: 'EMAIL' } } });
const loginPayload = { loginName: 'shopper@example.com', encryptPassword: 'cipher' };

/** A member host that hands out CSRF tokens and answers everything else with `answer`. */
function memberHost(answer: (request: SentRequest) => FakeAnswer) {
  let tokens = 0;
  return fakeFetch((request) => (request.url.pathname === '/user/api/getCsrfToken' ? csrf(`csrf-${++tokens}`) : answer(request)));
}

describe('REST client', () => {
  it('sends JSON with credentials, X-Requested-With, the fingerprint pair and the CSRF header', async () => {
    const host = memberHost(() => loginOk());
    const client = createRestClient({ fetch: host.fetch, fingerprint, headers: () => ({ 'Accept-Language': 'th' }) });
    const module = await client.call(REST.login, loginPayload);
    expect(module).to.deep.equal({ loginResponseDTO: { userId: 7, loginType: 'EMAIL' } });
    const [csrfRequest, login] = host.requests;
    expect(csrfRequest!.method).to.equal('GET');
    expect(login!.method).to.equal('POST');
    expect(login!.url.pathname).to.equal('/user/api/login');
    expect(login!.credentials).to.equal('include');
    expect(sentData(login!)).to.deep.equal(loginPayload);
    expect(Object.fromEntries(login!.headers)).to.include({
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': 'csrf-1',
      'x-device-token': 'device-1',
      'x-device-ua': 'en|UTC',
      'accept-language': 'th',
    });
  });

  it('fetches the CSRF token once for many calls', async () => {
    const host = memberHost(() => loginOk());
    const client = createRestClient({ fetch: host.fetch, fingerprint });
    await Promise.all([client.call(REST.login, loginPayload), client.call(REST.login, loginPayload)]);
    await client.call(REST.login, loginPayload);
    expect(host.requests.filter((request) => request.url.pathname === '/user/api/getCsrfToken')).to.have.length(1);
    expect(host.requests.filter((request) => request.headers.get('x-csrf-token') === 'csrf-1')).to.have.length(3);
  });

  it("asks a host that changed (a region with a member host of its own) for its own CSRF token, and never sends it the other host's", async () => {
    const tokens = new Map<string, number>();
    const hosts = fakeFetch((request) => {
      if (request.url.pathname !== '/user/api/getCsrfToken') return loginOk();
      const count = (tokens.get(request.url.host) ?? 0) + 1;
      tokens.set(request.url.host, count);
      return csrf(`${request.url.host}-${count}`);
    });
    let memberHost = 'https://member.example.sg';
    const client = createRestClient({ fetch: hosts.fetch, fingerprint, host: () => memberHost });
    await client.call(REST.login, loginPayload);
    memberHost = 'https://member.example.my';
    await client.call(REST.login, loginPayload);
    await client.call(REST.login, loginPayload);
    const posts = hosts.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => `${request.url.host} ${request.headers.get('x-csrf-token')}`)).to.deep.equal([
      'member.example.sg member.example.sg-1',
      'member.example.my member.example.my-1',
      'member.example.my member.example.my-1',
    ]);
  });

  it('refreshes the CSRF token when the server rejects it, and resends once', async () => {
    const host = memberHost((request) =>
      request.headers.get('x-csrf-token') === 'csrf-2'
        ? loginOk()
        : json({ success: false, errorCode: { key: 'CSRF_TOKEN_INVALID', displayMessage: 'Please refresh' } }, 403),
    );
    const client = createRestClient({ fetch: host.fetch, fingerprint });
    expect(await client.call(REST.login, loginPayload)).to.have.property('loginResponseDTO');
    expect(host.requests.map((request) => `${request.method} ${request.url.pathname} ${request.headers.get('x-csrf-token') ?? ''}`)).to.deep.equal([
      'GET /user/api/getCsrfToken ',
      'POST /user/api/login csrf-1',
      'GET /user/api/getCsrfToken ',
      'POST /user/api/login csrf-2',
    ]);
  });

  it('gives up after one refresh when the server keeps rejecting the token', async () => {
    const host = memberHost(() => json({ success: false, errorCode: { key: 'CSRF_TOKEN_INVALID', displayMessage: 'Please refresh' } }, 403));
    const client = createRestClient({ fetch: host.fetch, fingerprint });
    const error = await failure(client.call(REST.login, loginPayload));
    expect(error.code).to.equal('CSRF_TOKEN_INVALID');
    expect(host.requests).to.have.length(4);
  });

  it('asks for the CSRF token again after a failed fetch of it', async () => {
    let first = true;
    const host = fakeFetch((request) => {
      if (request.url.pathname !== '/user/api/getCsrfToken') return loginOk();
      if (first) {
        first = false;
        return 'network';
      }
      return csrf();
    });
    const client = createRestClient({ fetch: host.fetch, fingerprint });
    expect((await failure(client.call(REST.login, loginPayload))).kind).to.equal('network');
    expect(await client.call(REST.login, loginPayload)).to.have.property('loginResponseDTO');
  });

  describe('answers', () => {
    const network: UserMessage = { key: 'error.network' };
    const cases: { name: string; answer: () => FakeAnswer; kind?: MemberError['kind']; code?: string; message?: UserMessage }[] = [
      { name: 'status 299 with success is success', answer: () => json({ success: true, module: {} }, 299) },
      {
        name: 'a business error shows its displayMessage as text',
        answer: () => json({ success: false, errorCode: { key: 'PL-USER-WRONG-PASSWORD', displayMessage: 'Incorrect account or password' } }),
        kind: 'server',
        code: 'PL-USER-WRONG-PASSWORD',
        message: { text: 'Incorrect account or password' },
      },
      {
        name: "a login's business error without a message is 'Network error'",
        answer: () => json({ success: false, errorCode: { key: 'PL-USER-X' } }),
        kind: 'server',
        code: 'PL-USER-X',
        message: { key: 'error.loginFallback' },
      },
      { name: 'success false without errorCode', answer: () => json({ success: false }), kind: 'server', code: 'UNKNOWN_FAIL_CODE', message: network },
      {
        name: 'a system code hides its message',
        answer: () => json({ success: false, errorCode: { key: 'FAIL_SYS_SERVICE_INNER_FAULT', displayMessage: 'java.lang.NullPointerException' } }),
        kind: 'server',
        message: network,
      },
      {
        name: 'an envelope error with status 500 keeps its message',
        answer: () => json({ success: false, errorCode: { key: 'PL-USER-LOCKED', displayMessage: 'Try again in 15 minutes' } }, 500),
        kind: 'server',
        message: { text: 'Try again in 15 minutes' },
      },
      {
        name: 'status 500 with an HTML page',
        answer: () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
        kind: 'status',
        code: 'FAIL_SYS_HTTP_502',
        message: network,
      },
      { name: 'status 300 is not success even with success true', answer: () => json({ success: true, module: {} }, 300), kind: 'status', message: network },
      { name: 'status 404 with success true', answer: () => json({ success: true, module: {} }, 404), kind: 'status', message: network },
      { name: 'status 200 that is not JSON', answer: () => new Response('<html>', { status: 200 }), kind: 'malformed', message: { key: 'error.somethingWrong' } },
      { name: 'status 200 with JSON null', answer: () => json(null), kind: 'malformed', message: { key: 'error.somethingWrong' } },
      { name: 'status 200 with a list', answer: () => json([1, 2]), kind: 'malformed' },
      { name: 'success as a string', answer: () => json({ success: 'true', module: {} }), kind: 'malformed' },
      {
        name: 'a login DTO of the wrong shape',
        answer: () => json({ success: true, module: { loginResponseDTO: { userId: { nested: true } } } }),
        kind: 'malformed',
        message: { key: 'error.somethingWrong' },
      },
      { name: 'a failed connection', answer: () => 'network', kind: 'network', code: 'FAIL_SYS_NETWORK_ERROR', message: network },
    ];
    for (const { name, answer, kind, code, message } of cases) {
      it(name, async () => {
        const host = memberHost(answer);
        const call = createRestClient({ fetch: host.fetch, fingerprint }).call(REST.login, loginPayload);
        if (!kind) {
          expect(await call).to.deep.equal({});
          return;
        }
        const error = await failure(call);
        expect(error.kind).to.equal(kind);
        if (code) expect(error.code).to.equal(code);
        if (message) expect(error.userMessage).to.deep.equal(message);
      });
    }

    it("reads another call's refusal without a message as that call's fallback: 'Network Error', 'Verification failed'", async () => {
      const host = memberHost(() => json({ success: false, errorCode: { key: 'PL-USER-X' } }));
      const client = createRestClient({ fetch: host.fetch, fingerprint });
      const reset = await failure(client.call(REST.resetPassword, { password: 'cipher', token: 't' }));
      expect(reset.userMessage).to.deep.equal({ key: 'error.callFallback' });
      const code = await failure(client.call(REST.verifyPhoneCode, { type: 'OTP_LOGIN', phone: '81234567', code: '123456' }));
      expect(code.userMessage).to.deep.equal({ key: 'error.verificationFailed' });
    });

    it('a module missing what the call needs is malformed, not a crash', async () => {
      const host = memberHost(() => json({ success: true, module: { valid: 'yes' } }));
      const error = await failure(createRestClient({ fetch: host.fetch, fingerprint }).call(REST.validatePhone, { phone: '81234567' }));
      expect(error.kind).to.equal('malformed');
    });
  });

  describe('limits and verification, as the gateway answers them', () => {
    const refusal = (key: string, module?: unknown, status = 200) =>
      json(
        { success: false, errorCode: { key, displayMessage: 'Too many requests right now. Please try again later.' }, ...(module === undefined ? {} : { module }) },
        status,
      );
    function limited(answer: () => FakeAnswer) {
      const host = memberHost(answer);
      const hooks = { redirect: sinon.stub(), retryLater: sinon.stub() };
      return { host, hooks, client: createRestClient({ fetch: host.fetch, fingerprint, hooks }) };
    }

    for (const code of ['FAIL_SYS_TRAFFIC_LIMIT', 'FAIL_SYS_FLOWLIMIT']) {
      it(`${code} on a login shows the retry-later dialog and rejects as already announced`, async () => {
        const { client, hooks, host } = limited(() => refusal(code, undefined, 429));
        const error = await failure(client.call(REST.login, loginPayload));
        expect(hooks.retryLater.args).to.deep.equal([[{ key: 'error.trafficLimit' }]]);
        expect([error.code, error.isAnnounced]).to.deep.equal([code, true]);
        expect(hooks.redirect.called).to.equal(false);
        // Not sent again: the shopper is told to wait.
        expect(host.requests.filter((request) => request.method === 'POST')).to.have.length(1);
      });
    }

    it('a refusal that is no limit is not announced and opens no dialog', async () => {
      const { client, hooks } = limited(() => json({ success: false, errorCode: { key: 'PL-USER-WRONG-PASSWORD', displayMessage: 'Incorrect account or password' } }));
      const error = await failure(client.call(REST.login, loginPayload));
      expect(error.isAnnounced).to.equal(false);
      expect(hooks.retryLater.called || hooks.redirect.called).to.equal(false);
    });

    it('FAIL_SYS_USER_VALIDATE goes to the allow-listed verification URL of the module', async () => {
      const { client, hooks } = limited(() => refusal('FAIL_SYS_USER_VALIDATE', { url: 'https://member.lazada.sg/punish?x=1' }));
      await failure(client.call(REST.login, loginPayload));
      expect(hooks.redirect.args).to.deep.equal([['https://member.lazada.sg/punish?x=1']]);
      expect(hooks.retryLater.called).to.equal(false);
    });

    it('FAIL_SYS_USER_VALIDATE resolves a relative URL against the page the calls are made from, as the gateway does', async () => {
      const host = memberHost(() => refusal('FAIL_SYS_USER_VALIDATE', { url: '/punish?redirect=/' }));
      const hooks = { redirect: sinon.stub(), retryLater: sinon.stub() };
      const client = createRestClient({ fetch: host.fetch, fingerprint, hooks, page: () => 'https://www.lazada.sg/shop/' });
      await failure(client.call(REST.login, loginPayload));
      expect(hooks.redirect.args).to.deep.equal([['https://www.lazada.sg/punish?redirect=/']]);
    });

    it('FAIL_SYS_USER_VALIDATE never goes to a URL outside the allow-list', async () => {
      for (const url of ['https://evil.example/punish', '//evil.example', 'javascript:alert(1)', undefined]) {
        const { client, hooks } = limited(() => refusal('FAIL_SYS_USER_VALIDATE', { url }));
        await failure(client.call(REST.login, loginPayload));
        expect(hooks.redirect.called, String(url)).to.equal(false);
      }
    });
  });

  describe('with the clock faked', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers();
    });
    afterEach(() => clock.restore());

    it('times out after 20000 ms with the network error', async () => {
      const host = memberHost(() => 'hang');
      let settled = false;
      const call = failure(createRestClient({ fetch: host.fetch, fingerprint }).call(REST.login, loginPayload)).finally(() => {
        settled = true;
      });
      await pollUntil(() => host.requests.length === 2);
      await clock.tickAsync(19_999);
      expect(settled).to.equal(false);
      await clock.tickAsync(1);
      const error = await call;
      expect(error.kind).to.equal('timeout');
      expect(error.userMessage).to.deep.equal({ key: 'error.network' });
    });

    it('waits at most 2000 ms for the fingerprint, then sends without it', async () => {
      const host = memberHost(() => loginOk());
      const client = createRestClient({ fetch: host.fetch, fingerprint: () => new Promise(() => {}) });
      const call = client.call(REST.login, loginPayload);
      await clock.tickAsync(1999);
      expect(host.requests).to.have.length(0);
      await clock.tickAsync(1);
      await call;
      expect(host.requests).to.have.length(2);
      expect(host.requests.some((request) => request.headers.has('x-device-token'))).to.equal(false);
    });

    it('sends the fingerprint that comes within the wait', async () => {
      const host = memberHost(() => loginOk());
      const slow = () => new Promise<{ token: string; ua: string }>((resolve) => setTimeout(() => resolve({ token: 'late', ua: 'x' }), 1500));
      const call = createRestClient({ fetch: host.fetch, fingerprint: slow }).call(REST.login, loginPayload);
      await clock.tickAsync(1500);
      await call;
      expect(host.requests[1]!.headers.get('x-device-token')).to.equal('late');
    });
  });
});
