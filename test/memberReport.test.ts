/**
 * The `member-report` event: what the spec "reports" (sections 4 and 8) reaches the host page as
 * one bubbling, composed event, against the reference member service.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { GATEWAY, REST } from '../src/kernel/contract/calls.ts';
import { SECURITY } from '../src/kernel/contract/security.ts';
import type { MemberReportDetail } from '../src/events.ts';
import { createMemberClient } from '../src/member/memberClient.ts';
import type { MemberReport } from '../src/member/report.ts';
import { browserPage } from '../src/page/browserPage.ts';
import { pollFor, popupFixture, pollUntil } from './support/fixtures.ts';
import { fakeFetch, json } from './support/fakeFetch.ts';
import { button, DEMO_PASSWORD, logout, openPopup, outboxCode, switchFailure, type } from './support/popup.ts';

/** Every `member-report` that reaches the document while `during` runs. */
function collectReports(): { reports: MemberReportDetail[]; stop: () => void } {
  const reports: MemberReportDetail[] = [];
  const listener = (event: Event) => {
    expect(event.bubbles && event.composed).to.equal(true);
    reports.push((event as CustomEvent<MemberReportDetail>).detail);
  };
  document.addEventListener('member-report', listener);
  return { reports, stop: () => document.removeEventListener('member-report', listener) };
}

async function csrfToken(): Promise<string> {
  return ((await (await fetch('/user/api/getCsrfToken')).json()) as { module: { token: string } }).module.token;
}

/** A gateway call of the verification, as the verification page's element sends it; the answer's first `ret`. */
async function securityCall(api: string, data: unknown): Promise<string> {
  const response = await fetch(`/gw/${api}/1.0/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-TOKEN': await csrfToken() },
    body: new URLSearchParams({ data: JSON.stringify(data) }),
  });
  return ((await response.json()) as { ret: string[] }).ret[0] ?? '';
}

describe('member-report', () => {
  let collected: ReturnType<typeof collectReports>;
  beforeEach(() => {
    collected = collectReports();
  });
  afterEach(async () => {
    collected.stop();
    sinon.restore();
    await logout();
  });

  it('reports a failed login with its errorCode.key, the call and the screen', async () => {
    const element = await openPopup();
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', 'Wrong-pass1!');
    button(element, 'Log in').click();
    await pollUntil(() => collected.reports.length > 0, 'nothing was reported');
    expect(collected.reports).to.deep.equal([{ kind: 'login-failed', key: 'PL-USER-WRONG-PASSWORD', api: '/user/api/login', route: 'Login' }]);
  });

  it('reports the user id cookie that could not be set after a login (CATCH_ERROR)', async () => {
    const element = await openPopup();
    await switchFailure({ fail: '500', match: 'member.user.current' });
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    button(element, 'Log in').click();
    await pollUntil(() => collected.reports.some((report) => report.kind === 'user-id-cookie'), 'the cookie outcome was not reported');
    expect(collected.reports.find((report) => report.kind === 'user-id-cookie')).to.deep.include({ key: 'CATCH_ERROR', api: GATEWAY.currentUser.api });
  });

  it('reports the second verification as VERIFIED when the shopper comes back logged in', async () => {
    const assign = sinon.stub(browserPage, 'assign');
    const element = await openPopup();
    await type(element, 'Phone or Email', 'second-verification@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    button(element, 'Log in').click();
    await pollUntil(() => assign.called, 'the popup did not leave for the verification page');
    // The shopper passes the verification the page shows (the slider that says a person is there,
    // then an SMS code), as the page's element would...
    const token = new URL(assign.firstCall.args[0] as string).searchParams.get('token') ?? '';
    const track = [0, 12, 40, 75, 92, 99].map((x, index) => ({ x, t: [0, 90, 160, 260, 380, 520][index] ?? 0 }));
    expect(await securityCall(SECURITY.checkVerification.api, { token, method: 'slider', track })).to.match(/^SUCCESS/);
    await securityCall(SECURITY.sendVerification.api, { token, method: 'sms' });
    const code = await pollFor(async () => (await outboxCode('81234569'))?.code, 'no code to the member');
    expect(await securityCall(SECURITY.checkVerification.api, { token, method: 'sms', code })).to.match(/^SUCCESS/);
    expect(await securityCall(SECURITY.finishVerifiedLogin.api, { token })).to.match(/^SUCCESS/);
    // ...and comes back to a page with the element.
    element.remove();
    await popupFixture();
    await pollUntil(() => collected.reports.some((report) => report.kind === 'second-verification'), 'the outcome was not reported', 5000);
    expect(collected.reports.filter((report) => report.kind === 'second-verification')).to.deep.equal([{ kind: 'second-verification', key: 'VERIFIED' }]);
  });

  it('reports NOT_VERIFIED when the shopper comes back without passing it, and only once', async () => {
    sessionStorage.setItem('member_second_verification', '1');
    await popupFixture();
    await pollUntil(() => collected.reports.length > 0, 'the outcome was not reported', 5000);
    await popupFixture();
    expect(collected.reports).to.deep.equal([{ kind: 'second-verification', key: 'NOT_VERIFIED' }]);
    expect(sessionStorage.getItem('member_second_verification')).to.equal(null);
  });

  it('classifies business errors by call: login, reset verify, any other; not a lost connection', async () => {
    const reports: MemberReport[] = [];
    const host = fakeFetch((request) => {
      if (request.url.pathname === '/user/api/getCsrfToken') return json({ success: true, module: { parameterName: '_csrf', token: 't' } });
      if (request.url.pathname.includes('checkSmsChannel')) return 'network';
      if (request.url.pathname.startsWith('/gw/')) return json({ api: 'x', v: '1.0', ret: ['PL-USER-CODE-WRONG::The code is incorrect'] });
      return json({ success: false, errorCode: { key: 'PL-USER-PHONE-INVALID' } });
    });
    const client = createMemberClient({
      fetch: host.fetch,
      fingerprint: () => ({ token: 'd', ua: 'u' }),
      language: () => 'en',
      region: () => 'sg',
      hooks: { login: () => Promise.resolve(), challenge: () => Promise.resolve(), redirect: () => {}, retryLater: () => {} },
      report: (report) => reports.push(report),
    });
    const settle = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        () => undefined,
      );
    await settle(client.rest(REST.verifyPhoneCode, { type: 'OTP_LOGIN', phone: '81234567', code: '000000' }));
    await settle(client.rest(REST.validatePhone, { phone: '81234567' }));
    await settle(client.gateway(GATEWAY.verifyEmailCode, { type: 'RESET_PASSWORD', token: 't', code: '000000' }));
    await settle(client.gateway(GATEWAY.updateUserProfile, { gender: 'male', birthday: '2000-01-01' }));
    await settle(client.gateway(GATEWAY.checkSmsChannel, {}, { backup: false }));
    expect(reports).to.deep.equal([
      { kind: 'login-failed', key: 'PL-USER-PHONE-INVALID', api: REST.verifyPhoneCode.path },
      { kind: 'api-failed', key: 'PL-USER-PHONE-INVALID', api: REST.validatePhone.path },
      { kind: 'reset-verify-failed', key: 'PL-USER-CODE-WRONG', api: GATEWAY.verifyEmailCode.api },
      { kind: 'api-failed', key: 'PL-USER-CODE-WRONG', api: GATEWAY.updateUserProfile.api },
    ]);
  });
});
