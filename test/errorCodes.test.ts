import { expect } from '@open-wc/testing';
import { GATEWAY, REST } from '../src/kernel/contract/calls.ts';
import { createChallengeQueue } from '../src/net/challengeQueue.ts';
import { errorReaction, parseRet, parseRetItem, silentFailureKey, userMessage, type CallKind, type ErrorReaction } from '../src/kernel/contract/errorCodes.ts';
import { MemberError } from '../src/net/MemberError.ts';

describe('gateway ret parsing', () => {
  const cases: [unknown, ReturnType<typeof parseRetItem>][] = [
    ['SUCCESS::call succeeded', { code: 'SUCCESS', message: 'call succeeded' }],
    ['FAIL_SYS_TIMEOUT', { code: 'FAIL_SYS_TIMEOUT' }],
    ['PL-USER-RISK::', { code: 'PL-USER-RISK' }],
    ['WV_ERR::PARAM_PARSE_ERROR', { code: 'WV_ERR', message: 'PARAM_PARSE_ERROR' }],
    ['A::b::c', { code: 'A', message: 'b::c' }],
    ['::only a message', { code: 'UNKNOWN_FAIL_CODE', message: 'only a message' }],
    ['', { code: 'UNKNOWN_FAIL_CODE' }],
    [42, { code: 'UNKNOWN_FAIL_CODE' }],
    [null, { code: 'UNKNOWN_FAIL_CODE' }],
  ];
  for (const [item, expected] of cases) {
    it(`${JSON.stringify(item)}`, () => expect(parseRetItem(item)).to.deep.equal(expected));
  }

  it('reads the first item of the list and survives anything else', () => {
    expect(parseRet(['E1::first', 'E2::second'])).to.deep.equal({ code: 'E1', message: 'first' });
    expect(parseRet([])).to.deep.equal({ code: 'UNKNOWN_FAIL_CODE' });
    expect(parseRet('E1::not a list')).to.deep.equal({ code: 'UNKNOWN_FAIL_CODE' });
  });
});

describe('what the shopper sees', () => {
  const network = { key: 'error.network' };
  const cases: [string, string | undefined, object][] = [
    ['FAIL_SYS_SERVICE_TIMEOUT', 'Upstream timed out', network],
    ['SYSTEM_ERROR', 'NullPointerException at line 4', network],
    ['UNKNOWN_FAIL_CODE', 'x', network],
    ['RPC_TIMEOUT', 'x', network],
    ['PL-USER-WRONG-PASSWORD', undefined, network],
    ['PL-USER-WRONG-PASSWORD', 'Incorrect account or password', { text: 'Incorrect account or password' }],
    ['PL-X', '<img src=x onerror=alert(1)>', { text: '<img src=x onerror=alert(1)>' }],
    ['PL-USER-SOCIAL-LOGIN-SUSPENDED', 'Suspended', { key: 'error.thirdPartySuspended' }],
  ];
  for (const [code, message, expected] of cases) {
    it(`${code} ${message ?? '(no message)'}`, () => {
      expect(userMessage(message === undefined ? { code } : { code, message })).to.deep.equal(expected);
    });
  }
});

describe('how a failed call reacts', () => {
  const cases: [string, string, { call?: CallKind; needLogin?: boolean }, ErrorReaction['type']][] = [
    ['PL-USER-RISK on sending a code is ignored', 'PL-USER-RISK::Risky', { call: 'sendCode' }, 'ignore'],
    ['PL-USER-RISK elsewhere is a message', 'PL-USER-RISK::Risky', { call: 'other' }, 'message'],
    ['the cooling period on sign-up goes to its page', 'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD::x', { call: 'register' }, 'coolingPeriodPage'],
    ['a session code on a call that needs login logs in', 'FAIL_SYS_SESSION_EXPIRED::Session expired', { needLogin: true }, 'login'],
    ['SID_INVALID likewise', 'SID_INVALID::x', { needLogin: true }, 'login'],
    ['AUTH_REJECT likewise', 'AUTH_REJECT', { needLogin: true }, 'login'],
    ['NEED_LOGIN likewise', 'NEED_LOGIN', { needLogin: true }, 'login'],
    ['a session code without need of login is a message', 'SESSION_EXPIRED::x', {}, 'message'],
    ['a parse error retries in the other mode', 'WV_ERR::PARAM_PARSE_ERROR', {}, 'retryOtherMode'],
    ['an anti-creep block waits for the challenge', 'FAIL_SYS_ANTI_CREEP::x', {}, 'challenge'],
    ['user validation goes to verification', 'FAIL_SYS_USER_VALIDATE::x', {}, 'verify'],
    ['the traffic limit shows the retry-later dialog', 'FAIL_SYS_TRAFFIC_LIMIT::x', {}, 'retryLater'],
    ['the flow limit likewise', 'FAIL_SYS_FLOWLIMIT', {}, 'retryLater'],
  ];
  for (const [name, ret, options, type] of cases) {
    it(name, () => expect(errorReaction(parseRetItem(ret), options).type).to.equal(type));
  }

  it('the retry-later dialog has its translated text', () => {
    expect(errorReaction({ code: 'FAIL_SYS_FLOWLIMIT' })).to.deep.equal({ type: 'retryLater', message: { key: 'error.trafficLimit' } });
  });
});

describe('what a refusal without a message reads as, per call', () => {
  const cases: [string, { path: string } | { api: string }, string][] = [
    ['a password login', REST.login, 'error.loginFallback'],
    ['a Google or Facebook login', REST.loginByOAuthCode, 'error.loginFallback'],
    ['a QR login', REST.loginByQrCode, 'error.loginFallback'],
    ['the login or sign-up code (REST)', REST.verifyPhoneCode, 'error.verificationFailed'],
    ['the reset code by e-mail (gateway)', GATEWAY.verifyEmailCode, 'error.verificationFailed'],
    ['the reset code by phone (gateway)', GATEWAY.verifyPhoneCode, 'error.verificationFailed'],
    ['the new password (REST)', REST.resetPassword, 'error.callFallback'],
    ['the phone check (REST)', REST.validatePhone, 'error.callFallback'],
    ['the CSRF token (REST)', REST.getCsrfToken, 'error.callFallback'],
    ['sending a code (gateway)', GATEWAY.sendCode, 'error.network'],
    ['the profile (gateway)', GATEWAY.completeProfileByRegisterToken, 'error.network'],
  ];
  for (const [name, call, key] of cases) {
    it(`${name}: ${key}`, () => expect(silentFailureKey(call)).to.equal(key));
  }

  it('the fallback applies only when there is no message, and never to a system code', () => {
    const silent = 'error.verificationFailed';
    expect(userMessage({ code: 'PL-USER-CODE-WRONG' }, silent)).to.deep.equal({ key: silent });
    expect(userMessage({ code: 'PL-USER-CODE-WRONG', message: 'Wrong code' }, silent)).to.deep.equal({ text: 'Wrong code' });
    expect(userMessage({ code: 'FAIL_SYS_SERVICE_FAULT' }, silent)).to.deep.equal({ key: 'error.network' });
    expect(userMessage({ code: 'HSF_TIMEOUT', message: 'upstream' }, silent)).to.deep.equal({ key: 'error.network' });
    expect(userMessage({ code: 'PL-USER-SOCIAL-LOGIN-SUSPENDED' }, silent)).to.deep.equal({ key: 'error.thirdPartySuspended' });
    expect(errorReaction({ code: 'PL-USER-X' }, { silent: 'error.loginFallback' })).to.deep.equal({ type: 'message', message: { key: 'error.loginFallback' } });
  });

  it('a MemberError carries its call’s fallback through its reaction and once announced', () => {
    const error = new MemberError('server', { code: 'PL-USER-X' }, { silent: 'error.callFallback' });
    expect(error.userMessage).to.deep.equal({ key: 'error.callFallback' });
    expect(error.reaction()).to.deep.equal({ type: 'message', message: { key: 'error.callFallback' } });
    expect(error.announced().userMessage).to.deep.equal({ key: 'error.callFallback' });
    // Lost answers are not refusals: they stay the long network error whatever the call.
    expect(MemberError.network(new TypeError('Failed to fetch')).userMessage).to.deep.equal({ key: 'error.network' });
    expect(MemberError.timeout(undefined).userMessage).to.deep.equal({ key: 'error.network' });
  });
});

describe('a slider challenge that is not passed', () => {
  it("fails every waiting request with a 'challenge' MemberError that reads 'Verification Failed', keeping why", async () => {
    const blocked = new Error('the verification window was blocked');
    const queue = createChallengeQueue(() => Promise.reject(blocked));
    const errors = await Promise.all(
      [queue.hold('https://www.lazada.sg/user/challenge'), queue.hold(undefined)].map((held) =>
        held.then(
          () => undefined,
          (caught: unknown) => caught,
        ),
      ),
    );
    for (const error of errors) {
      expect(error).to.be.instanceOf(MemberError);
      expect((error as MemberError).kind).to.equal('challenge');
      expect((error as MemberError).code).to.equal('CHALLENGE_FAILED');
      expect((error as MemberError).cause).to.equal(blocked);
      expect((error as MemberError).userMessage).to.deep.equal({ key: 'error.challengeFailed' });
      expect((error as MemberError).reaction()).to.deep.equal({ type: 'message', message: { key: 'error.challengeFailed' } });
    }
    expect(queue.waiting).to.equal(0);
  });
});
