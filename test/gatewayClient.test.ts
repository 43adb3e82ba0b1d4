import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { GATEWAY } from '../src/kernel/contract/calls.ts';
import { SECURITY } from '../src/kernel/contract/security.ts';
import { createGatewayClient, type GatewayClientOptions, type GatewayHooks } from '../src/net/gatewayClient.ts';
import { failure, fakeFetch, json, sentData, type FakeHandler } from './support/fakeFetch.ts';
import { pollUntil } from './support/fixtures.ts';

const channels = [
  { type: 'SMS', text: 'SMS' },
  { type: 'WHATSAPP', text: 'WhatsApp' },
];

function answer(api: string, ret: string, data?: unknown, status = 200): Response {
  return json({ api, v: '1.0', ret: [ret], ...(data === undefined ? {} : { data }) }, status);
}

const ok = (data: unknown) => answer('api', 'SUCCESS::ok', data);

interface Harness {
  readonly hooks: { [K in keyof GatewayHooks]: sinon.SinonStub };
  readonly requests: ReturnType<typeof fakeFetch>['requests'];
  readonly client: ReturnType<typeof createGatewayClient>;
}

function gateway(handler: FakeHandler, options: Partial<GatewayClientOptions> = {}, verify?: sinon.SinonStub): Harness {
  const hooks = {
    login: sinon.stub().resolves(),
    challenge: sinon.stub().resolves(),
    redirect: sinon.stub(),
    retryLater: sinon.stub(),
    ...(verify ? { verify } : {}),
  };
  const { fetch, requests } = fakeFetch(handler);
  const client = createGatewayClient({
    fetch,
    hooks,
    fingerprint: () => ({ token: 'device-1', ua: 'ua' }),
    csrfToken: async () => 'csrf-1',
    context: () => ({ language: 'en', region: 'SG', entrance: 'web', uid: '42' }),
    ...options,
  });
  return { hooks, requests, client };
}

describe('gateway client', () => {
  it('sends a GET call by api name, version 1.0, security on, with the default headers', async () => {
    const { client, requests } = gateway(() => ok({ isValid: true }));
    expect(await client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '81234567' })).to.deep.equal({ isValid: true });
    const [request] = requests;
    expect(request!.method).to.equal('GET');
    expect(request!.url.pathname).to.equal('/gw/mtop.lazada.member.user.checkPhone/1.0/');
    expect(request!.url.searchParams.get('isSec')).to.equal('1');
    expect(sentData(request!)).to.deep.equal({ type: 'ADDRESS', phone: '81234567' });
    expect(request!.credentials).to.equal('include');
    expect(Object.fromEntries(request!.headers)).to.include({
      'x-member-language': 'en',
      'x-member-region': 'SG',
      'x-member-entrance': 'web',
      'x-member-uid': '42',
      'x-device-token': 'device-1',
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(request!.headers.has('x-csrf-token')).to.equal(false);
  });

  it('sends a POST call as a form with the CSRF header', async () => {
    const { client, requests } = gateway(() => ok({ codeLength: 4 }));
    const data = { type: 'OTP_LOGIN', phone: '81234567', deliveryType: 'SMS' } as const;
    expect(await client.call(GATEWAY.sendCode, data)).to.deep.equal({ codeLength: 4 });
    const [request] = requests;
    expect(request!.method).to.equal('POST');
    expect(request!.headers.get('content-type')).to.equal('application/x-www-form-urlencoded');
    expect(request!.headers.get('x-csrf-token')).to.equal('csrf-1');
    expect(sentData(request!)).to.deep.equal(data);
  });

  it('sends a POST once more with a new CSRF token when the server rejects the old one', async () => {
    let token = 'old';
    const csrfToken = sinon.stub().callsFake(async (refresh?: boolean) => {
      if (refresh) token = 'new';
      return token;
    });
    const { client, requests } = gateway(
      (request) => (request.headers.get('x-csrf-token') === 'new' ? ok({ codeLength: 6 }) : answer('x', 'CSRF_TOKEN_INVALID::expired', undefined, 403)),
      { csrfToken },
    );
    expect(await client.call(GATEWAY.sendCode, { type: 'OTP_LOGIN', phone: '8', deliveryType: 'SMS' })).to.deep.equal({ codeLength: 6 });
    expect(requests.map((request) => request.headers.get('x-csrf-token'))).to.deep.equal(['old', 'new']);
    expect(csrfToken.calledWith(true)).to.equal(true);
  });

  it('leaves the uid header out when there is no user id', async () => {
    const { client, requests } = gateway(() => ok({ isValid: true }), { context: () => ({ language: 'th', region: 'TH', entrance: 'web' }) });
    await client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '812345678' });
    expect(requests[0]!.headers.has('x-member-uid')).to.equal(false);
  });

  it('takes the per-request options: type, version, security flag', async () => {
    const { client, requests } = gateway(() => ok({ isValid: true }));
    await client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }, { type: 'POST', v: '2.0', isSec: false });
    expect(requests[0]!.method).to.equal('POST');
    expect(requests[0]!.url.pathname).to.equal('/gw/mtop.lazada.member.user.checkPhone/2.0/');
    expect(requests[0]!.url.searchParams.get('isSec')).to.equal('0');
  });

  describe('ret codes', () => {
    const network = { key: 'error.network' };
    const cases: [string, string, object][] = [
      ['a business message shows as text', 'PL-USER-INVALID-PHONE::Please enter a valid phone number.', { text: 'Please enter a valid phone number.' }],
      ['a code without message is the network error', 'PL-USER-INVALID-PHONE', network],
      ['FAIL_SYS codes hide their message', 'FAIL_SYS_SERVICE_FAULT::stack trace', network],
      ['SYSTEM_ERROR hides its message', 'SYSTEM_ERROR::oops', network],
      ['UNKNOWN_FAIL_CODE hides its message', 'UNKNOWN_FAIL_CODE::oops', network],
      ['TIMEOUT codes hide their message', 'HSF_TIMEOUT::upstream', network],
      ['a session code on a call without login is a message', 'FAIL_SYS_SESSION_EXPIRED::Session expired', network],
    ];
    for (const [name, ret, message] of cases) {
      it(name, async () => {
        const { client } = gateway(() => answer('x', ret));
        const error = await failure(client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }));
        expect(error.kind).to.equal('server');
        expect(error.userMessage).to.deep.equal(message);
      });
    }

    it("a code check's refusal without a message is 'Verification failed'; with a system code, the network error", async () => {
      const { client } = gateway(() => answer('x', 'PL-USER-CODE-WRONG'));
      const error = await failure(client.call(GATEWAY.verifyEmailCode, { type: 'RESET_PASSWORD', token: 't', code: '123456' }));
      expect(error.userMessage).to.deep.equal({ key: 'error.verificationFailed' });
      const { client: faulty } = gateway(() => answer('x', 'FAIL_SYS_SERVICE_FAULT'));
      const fault = await failure(faulty.call(GATEWAY.verifyPhoneCode, { type: 'RESET_PASSWORD', token: 't', code: '123456' }));
      expect(fault.userMessage).to.deep.equal({ key: 'error.network' });
    });

    it('an answer without ret is malformed, not a crash', async () => {
      const { client } = gateway(() => json({ data: { isValid: true } }));
      expect((await failure(client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }))).kind).to.equal('malformed');
    });

    it('data that breaks the contract is malformed', async () => {
      const { client } = gateway(() => ok({ module: { qrLoginUrl: 5 } }));
      const error = await failure(client.call(GATEWAY.generateQrCodeUrl, { clientId: 'buyer' }));
      expect(error.kind).to.equal('malformed');
      expect(error.userMessage).to.deep.equal({ key: 'error.somethingWrong' });
    });

    it('a failed connection is the network error', async () => {
      const { client } = gateway(() => 'network');
      const error = await failure(client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }));
      expect([error.kind, error.userMessage]).to.deep.equal(['network', network]);
    });
  });

  describe('WV_ERR::PARAM_PARSE_ERROR', () => {
    it('retries once in the other mode', async () => {
      const { client, requests } = gateway((request) => (request.method === 'GET' ? answer('x', 'WV_ERR::PARAM_PARSE_ERROR') : ok({ isValid: false })));
      expect(await client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' })).to.deep.equal({ isValid: false });
      expect(requests.map((request) => request.method)).to.deep.equal(['GET', 'POST']);
      expect(sentData(requests[1]!)).to.deep.equal({ type: 'ADDRESS', phone: '8' });
    });

    it('POST calls retry as GET', async () => {
      const { client, requests } = gateway((request) => (request.method === 'POST' ? answer('x', 'WV_ERR::PARAM_PARSE_ERROR') : ok({ codeLength: 6 })));
      await client.call(GATEWAY.sendCode, { type: 'OTP_LOGIN', phone: '8', deliveryType: 'SMS' });
      expect(requests.map((request) => request.method)).to.deep.equal(['POST', 'GET']);
    });

    it('fails after the one retry', async () => {
      const { client, requests } = gateway(() => answer('x', 'WV_ERR::PARAM_PARSE_ERROR'));
      expect((await failure(client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }))).code).to.equal('WV_ERR');
      expect(requests).to.have.length(2);
    });
  });

  describe('session expiry', () => {
    for (const code of ['FAIL_SYS_SESSION_EXPIRED', 'SID_INVALID', 'AUTH_REJECT', 'NEED_LOGIN']) {
      it(`${code} on a call that needs login logs in and retries`, async () => {
        const { client, hooks, requests } = gateway((_request, index) => (index === 0 ? answer('x', `${code}::Please log in`) : ok({ id: 42 })));
        expect(await client.call(GATEWAY.currentUser, {})).to.deep.equal({ id: 42 });
        expect(hooks.login.callCount).to.equal(1);
        expect(requests).to.have.length(2);
        expect(hooks.redirect.called).to.equal(false);
      });
    }

    it('does not ask for login when the call does not need it', async () => {
      const { client, hooks } = gateway(() => answer('x', 'SESSION_EXPIRED::x'));
      await failure(client.call(GATEWAY.currentUser, {}, { needLogin: false }));
      expect(hooks.login.called).to.equal(false);
    });

    it('asks once: a second session error fails the call', async () => {
      const { client, hooks } = gateway(() => answer('x', 'SESSION_EXPIRED::x'));
      expect((await failure(client.call(GATEWAY.getUser, {}))).code).to.equal('SESSION_EXPIRED');
      expect(hooks.login.callCount).to.equal(1);
    });

    it('a user who gives up on login fails the call', async () => {
      const { client, hooks, requests } = gateway(() => answer('x', 'NEED_LOGIN'));
      hooks.login.rejects(new Error('closed'));
      try {
        await client.call(GATEWAY.getUser, {});
        expect.fail('the call went through');
      } catch (error) {
        expect((error as Error).message).to.equal('closed');
      }
      expect(requests).to.have.length(1);
    });
  });

  describe('second verification', () => {
    const needed = { token: 'verify-1', tokenType: 'ACCOUNT_SECOND_VERIFICATION', verifyUrl: '/user/second-verification?token=verify-1' };
    const change = () => SECURITY.signOutDevices;
    const overview = { hasPassword: true, devices: [] };

    it('shows the verification the call asks for, then sends the call again, once', async () => {
      const verify = sinon.stub().resolves();
      const { client, requests } = gateway(
        (_request, index) => (index === 0 ? answer('x', "ACCOUNT_SECOND_VERIFICATION::For your security, please verify it's you.", needed) : ok(overview)),
        {},
        verify,
      );
      expect(await client.call(change(), {})).to.deep.equal(overview);
      expect(verify.args).to.deep.equal([[needed]]);
      expect(requests).to.have.length(2);
    });

    it('asks once: a call that needs it again fails with the code', async () => {
      const verify = sinon.stub().resolves();
      const { client, requests } = gateway(() => answer('x', 'ACCOUNT_SECOND_VERIFICATION::again', needed), {}, verify);
      expect((await failure(client.call(change(), {}))).code).to.equal('ACCOUNT_SECOND_VERIFICATION');
      expect(verify.callCount).to.equal(1);
      expect(requests).to.have.length(2);
    });

    it('a shopper who gives up fails the call and sends nothing more', async () => {
      const verify = sinon.stub().rejects(new DOMException('gave up', 'AbortError'));
      const { client, requests } = gateway(() => answer('x', 'ACCOUNT_SECOND_VERIFICATION::x', needed), {}, verify);
      const caught = await client.call(change(), {}).catch((error: unknown) => error);
      expect((caught as DOMException).name).to.equal('AbortError');
      expect(requests).to.have.length(1);
    });

    it('without a verify hook (the popup), or without a verify token, the call fails with its message', async () => {
      for (const data of [needed, undefined, { token: 'x' }]) {
        const { client } = gateway(() => answer('x', 'ACCOUNT_SECOND_VERIFICATION::Please verify', data));
        const error = await failure(client.call(change(), {}));
        expect(error.userMessage, JSON.stringify(data)).to.deep.equal({ text: 'Please verify' });
      }
    });
  });

  describe('anti-bot', () => {
    it('holds blocked requests while the user takes one challenge, then resends them all', async () => {
      let passed = false;
      let pass: () => void = () => {};
      const { client, hooks, requests } = gateway((request) =>
        passed
          ? ok(request.url.pathname.includes('checkPhone') ? { isValid: true } : { result: channels })
          : answer('x', 'FAIL_SYS_ANTI_CREEP::blocked', { url: '/verify/slider' }),
      );
      hooks.challenge.callsFake(() => new Promise<void>((resolve) => (pass = resolve)));
      const first = client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' });
      const second = client.call(GATEWAY.checkSmsChannel, {});
      await pollUntil(() => requests.length === 2);
      expect(hooks.challenge.callCount).to.equal(1);
      expect(hooks.challenge.firstCall.args[0]).to.equal(new URL('/verify/slider', location.href).href);
      passed = true;
      pass();
      expect(await first).to.deep.equal({ isValid: true });
      expect(await second).to.deep.equal({ result: channels });
      expect(requests).to.have.length(4);
    });

    it('fails the held requests when the challenge is not passed', async () => {
      const { client, hooks } = gateway(() => answer('x', 'FAIL_SYS_ANTI_CREEP'));
      hooks.challenge.rejects(new Error('challenge failed'));
      const results = await Promise.allSettled([
        client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }),
        client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '9' }),
      ]);
      expect(results.map((result) => result.status)).to.deep.equal(['rejected', 'rejected']);
    });

    it('gives up when the server keeps blocking after the challenge', async () => {
      const { client, hooks, requests } = gateway(() => answer('x', 'FAIL_SYS_ANTI_CREEP'));
      const error = await failure(client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }));
      expect(error.userMessage).to.deep.equal({ key: 'error.network' });
      expect(hooks.challenge.callCount).to.equal(3);
      expect(requests).to.have.length(4);
    });

    it('FAIL_SYS_USER_VALIDATE goes to the allow-listed verification URL', async () => {
      const { client, hooks } = gateway(() => answer('x', 'FAIL_SYS_USER_VALIDATE::x', { url: 'https://member.lazada.sg/punish?x=1' }));
      await failure(client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }));
      expect(hooks.redirect.args).to.deep.equal([['https://member.lazada.sg/punish?x=1']]);
    });

    it('FAIL_SYS_USER_VALIDATE never goes to a URL outside the allow-list', async () => {
      for (const url of ['https://evil.example/punish', '//evil.example', 'javascript:alert(1)', undefined]) {
        const { client, hooks } = gateway(() => answer('x', 'FAIL_SYS_USER_VALIDATE', { url }));
        await failure(client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }));
        expect(hooks.redirect.called, String(url)).to.equal(false);
      }
    });

    for (const code of ['FAIL_SYS_TRAFFIC_LIMIT', 'FAIL_SYS_FLOWLIMIT']) {
      it(`${code} shows the retry-later dialog`, async () => {
        const { client, hooks } = gateway(() => answer('x', `${code}::busy`));
        await failure(client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }));
        expect(hooks.retryLater.args).to.deep.equal([[{ key: 'error.trafficLimit' }]]);
      });
    }
  });

  describe('backup data', () => {
    const backupPath = '/static/member/mtop.lazada.member.user.checkSmsChannel/en-SG.json';

    for (const [name, failing] of [
      ['a failed connection', () => 'network' as const],
      ['a system code', () => answer('x', 'FAIL_SYS_SERVICE_FAULT::x')],
      ['a malformed answer', () => ok({ result: 'SMS' })],
      ['a 503', () => new Response('busy', { status: 503 })],
    ] as const) {
      it(`falls back to the static file for its api, language and region on ${name}`, async () => {
        const { client, requests } = gateway((request) => (request.url.pathname === backupPath ? json({ result: channels }) : failing()));
        expect(await client.call(GATEWAY.checkSmsChannel, {})).to.deep.equal({ result: channels });
        expect(requests.map((request) => request.url.pathname)).to.deep.equal(['/gw/mtop.lazada.member.user.checkSmsChannel/1.0/', backupPath]);
      });
    }

    it('uses a configured backup URL', async () => {
      const { client, requests } = gateway((request) => (request.url.host === 'cdn.example' ? json({ result: channels }) : 'network'), {
        backupUrl: 'https://cdn.example/{region}/{language}/{api}.json',
      });
      await client.call(GATEWAY.checkSmsChannel, {});
      expect(requests[1]!.url.href).to.equal('https://cdn.example/SG/en/mtop.lazada.member.user.checkSmsChannel.json');
    });

    it('does not hide a business error behind the backup', async () => {
      const { client, requests } = gateway(() => answer('x', 'PL-USER-RISK::Risky phone'));
      expect((await failure(client.call(GATEWAY.checkSmsChannel, {}))).code).to.equal('PL-USER-RISK');
      expect(requests).to.have.length(1);
    });

    it('reports the original failure when the backup fails too', async () => {
      const { client } = gateway((request) => (request.url.pathname === backupPath ? json({ result: 'nonsense' }) : answer('x', 'FAIL_SYS_SERVICE_FAULT')));
      expect((await failure(client.call(GATEWAY.checkSmsChannel, {}))).code).to.equal('FAIL_SYS_SERVICE_FAULT');
    });

    it('calls without the backup flag do not read the file', async () => {
      const { client, requests } = gateway(() => 'network');
      await failure(client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }));
      expect(requests).to.have.length(1);
    });
  });

  describe('with the clock faked', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers();
    });
    afterEach(() => clock.restore());

    async function settlesAt(promise: Promise<unknown>, ms: number, requestCount: () => boolean): Promise<void> {
      let settled = false;
      void promise.then(
        () => (settled = true),
        () => (settled = true),
      );
      await pollUntil(requestCount);
      await clock.tickAsync(ms - 1);
      expect(settled, `settled before ${ms} ms`).to.equal(false);
      await clock.tickAsync(1);
      await pollUntil(() => settled, `not settled at ${ms} ms`);
    }

    it('times out after 20000 ms by default', async () => {
      const { client, requests } = gateway(() => 'hang');
      const call = failure(client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }));
      await settlesAt(call, 20_000, () => requests.length === 1);
      expect((await call).kind).to.equal('timeout');
    });

    it('takes a per-request timeout', async () => {
      const { client, requests } = gateway(() => 'hang');
      const call = failure(client.call(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '8' }, { timeout: 3000 }));
      await settlesAt(call, 3000, () => requests.length === 1);
    });

    it('gives the backup file 5000 ms', async () => {
      const { client, requests } = gateway((_request, index) => (index === 0 ? 'network' : 'hang'));
      const call = failure(client.call(GATEWAY.checkSmsChannel, {}));
      await settlesAt(call, 5000, () => requests.length === 2);
      expect((await call).kind).to.equal('network');
    });
  });
});
