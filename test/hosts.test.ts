/** Member hosts per region and the other mode's host (spec section 7). */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { GATEWAY } from '../src/kernel/contract/calls.ts';
import { hostForRegion, memberHosts } from '../src/kernel/config/hosts.ts';
import type { LoginSuccessDetail } from '../src/events.ts';
import { createMemberClient } from '../src/member/memberClient.ts';
import { fakeFetch, json } from './support/fakeFetch.ts';
import { button, DEMO_PASSWORD, logout, nextEvent, openPopup, type } from './support/popup.ts';

describe('member hosts', () => {
  const cases: [string, string | undefined, string][] = [
    ['one origin for every region', 'https://member.lazada.com.my', 'https://member.lazada.com.my'],
    ['the region’s own of several', 'sg=https://member.lazada.sg, my=https://member.lazada.com.my', 'https://member.lazada.com.my'],
    ['none when the region has none', 'sg=https://member.lazada.sg', ''],
    ['the origin of a URL with a path', 'https://member.lazada.com.my/some/path?x=1', 'https://member.lazada.com.my'],
    ['none for a script URL', 'javascript:alert(1)', ''],
    ['none for a bare word', 'member', ''],
    ['none when absent', undefined, ''],
  ];
  for (const [name, value, expected] of cases) {
    it(`hostForRegion: ${name}`, () => {
      expect(hostForRegion(value, 'my')).to.equal(expected);
    });
  }

  it('the other mode’s host defaults to the gateway host', () => {
    expect(memberHosts({ 'gateway-host': 'sg=https://gw.lazada.sg,my=https://gw.lazada.com.my' }, 'sg')).to.deep.equal({
      member: '',
      gateway: 'https://gw.lazada.sg',
      otherMode: 'https://gw.lazada.sg',
    });
    expect(memberHosts({ 'gateway-host': 'https://gw.lazada.sg', 'other-mode-host': 'sg=https://acs.lazada.sg' }, 'sg').otherMode).to.equal('https://acs.lazada.sg');
  });

  it('sends the retry in the other mode (PARAM_PARSE_ERROR) to the other mode’s host', async () => {
    const host = fakeFetch((request) =>
      request.url.pathname === '/user/api/getCsrfToken'
        ? json({ success: true, module: { parameterName: '_csrf', token: 't' } })
        : request.url.origin === 'https://acs.lazada.sg'
          ? json({ api: GATEWAY.checkPhone.api, v: '1.0', ret: ['SUCCESS::ok'], data: { isValid: true } })
          : json({ api: GATEWAY.checkPhone.api, v: '1.0', ret: ['WV_ERR::PARAM_PARSE_ERROR'] }),
    );
    const client = createMemberClient({
      fetch: host.fetch,
      fingerprint: () => ({ token: 'd', ua: 'u' }),
      gatewayHost: 'https://gw.lazada.sg',
      otherModeHost: () => 'https://acs.lazada.sg',
      language: () => 'en',
      region: () => 'sg',
      hooks: { login: () => Promise.resolve(), challenge: () => Promise.resolve(), redirect: () => {}, retryLater: () => {} },
    });
    expect(await client.gateway(GATEWAY.checkPhone, { type: 'ADDRESS', phone: '81234567' })).to.deep.equal({ isValid: true });
    const gatewayCalls = host.requests.filter((request) => request.url.pathname.startsWith('/gw/'));
    expect(gatewayCalls.map((request) => `${request.method} ${request.url.origin}`)).to.deep.equal(['GET https://gw.lazada.sg', 'POST https://acs.lazada.sg']);
  });

  describe('the element', () => {
    afterEach(logout);

    it('logs in through the member host of its region', async () => {
      // The Singapore host does not exist: only the Malaysian one (this origin) can answer. The
      // URLs asked for are absolute, the host's: with member-host ignored they would be this page's paths.
      const asked = sinon.spy(window, 'fetch');
      try {
        const element = await openPopup({ region: 'my', 'member-host': `sg=https://sg.member.invalid,my=${location.origin}` });
        await type(element, 'Phone or Email', 'shopper@example.com');
        await type(element, 'Password', DEMO_PASSWORD);
        const success = nextEvent<LoginSuccessDetail>(element, 'login-success');
        button(element, 'Log in').click();
        expect((await success).detail.user).to.deep.include({ email: 'shopper@example.com' });
        expect(asked.getCalls().map((call) => String(call.args[0]))).to.include(`${location.origin}/user/api/login`);
      } finally {
        asked.restore();
      }
    });
  });
});
