/**
 * Breached passwords (issue 35, point 4): refused wherever a password is set, from the bundled
 * list and from a k-anonymity range API (here a local stand-in speaking the Have I Been Pwned range
 * protocol, which sees five hex digits of a SHA-1 and nothing else); at most a bounded wait on
 * that API; and a member whose password turns out breached is asked for a new one at login, which
 * only who typed the right password learns.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { SECURITY } from '../../src/kernel/contract/security.ts';
import { testService } from './harness.ts';
import { call, changePassword, SHOPPER, signedIn } from './securityClient.ts';
import { codeFor, register, sendRegister } from './signupClient.ts';

/** In no breach list the service bundles, so only the range API can tell. */
const LEAKED_ELSEWHERE = 'Kq7!zamboni.Trellis';
const CLEAN = 'Tq8!vermilion.Osprey';
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

/** The range API's stand-in: the suffixes of `leaked` with counts, padded with zero-count lines; `hold` keeps answers back. */
async function rangeStandIn(leaked: readonly string[]) {
  const asked: string[] = [];
  const held: ServerResponse[] = [];
  const state = { hold: false };
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (state.hold) {
      held.push(response);
      return;
    }
    const prefix = (request.url ?? '').split('/').at(-1) ?? '';
    const lines = leaked.map(sha1).flatMap((digest) => (digest.startsWith(prefix) ? [`${digest.slice(5)}:42`] : []));
    for (let index = 0; index < 5; index++) lines.push(`${sha1(`padding${index}`).slice(5)}:0`);
    response.end(lines.join('\r\n'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  after(() => {
    for (const response of held) response.destroy();
    server.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/range/`, asked, state };
}

describe('breached passwords', () => {
  it('refuses a sign-up with a password of the bundled breach list, saying why in the shopper’s language, and keeps the code usable', async () => {
    const service = await testService();
    const browser = service.client();
    browser.headers['X-Member-Language'] = 'id';
    await sendRegister(browser, 'new@example.com');
    const code = codeFor(service, 'new@example.com');
    const refused = await register(browser, 'new@example.com', code, 'Password1!');
    assert.match(refused.ret, /^PL-USER-PASSWORD-BREACHED::Kata sandi ini pernah muncul dalam kebocoran data/);
    assert.equal((await register(browser, 'new@example.com', code, CLEAN)).ret, 'SUCCESS::ok', 'the same code, a better password');
  });

  it('asks the range API with the first five hex digits only, and refuses what it finds at a reset and a change', async () => {
    const range = await rangeStandIn([LEAKED_ELSEWHERE]);
    const service = await testService({ config: { breachRangeUrl: range.url } });
    const member = await signedIn(service);
    const changed = await changePassword(member, false);
    assert.match(changed.ret, /^SUCCESS::/, 'a password the range API does not list');
    const answer = await member.gateway(call('changePassword'), {
      currentPassword: await member.encrypt('Brand9new!x'),
      newPassword: await member.encrypt(LEAKED_ELSEWHERE),
      signOutOthers: false,
    });
    assert.match(answer.ret, /^PL-USER-PASSWORD-BREACHED::This password has appeared in a data breach/);
    assert.ok(range.asked.length >= 2);
    for (const path of range.asked) assert.match(path, /^\/range\/[0-9A-F]{5}$/, 'five hex digits, nothing else');
    assert.ok(range.asked.includes(`/range/${sha1(LEAKED_ELSEWHERE).slice(0, 5)}`));

    const browser = service.client();
    const applied = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: SHOPPER }, { method: 'GET' });
    const token = applied.data?.token as string;
    await browser.gateway('sendVerificationSms', { token, type: 'RESET_PASSWORD' });
    const verified = await browser.gateway('verifyPhoneCode', { type: 'RESET_PASSWORD', token, code: service.outbox.list('81234567')[0]?.code ?? '' });
    const reset = (password: string) => browser.post('resetPassword', { token: verified.data?.token, password: password });
    const refused = await reset(await browser.encrypt(LEAKED_ELSEWHERE));
    assert.equal(refused.body.errorCode?.key, 'PL-USER-PASSWORD-BREACHED');
    assert.equal((await reset(await browser.encrypt(CLEAN))).body.success, true, 'the token was not used up by the refused password');
  });

  it('decides with the bundled list alone when the range API does not answer in time', async () => {
    const range = await rangeStandIn([LEAKED_ELSEWHERE]);
    range.state.hold = true;
    const service = await testService({ config: { breachRangeUrl: range.url, breachRangeTimeoutMs: 50 } });
    const browser = service.client();
    await sendRegister(browser, 'late@example.com');
    assert.equal((await register(browser, 'late@example.com', codeFor(service, 'late@example.com'), LEAKED_ELSEWHERE)).ret, 'SUCCESS::ok');
    assert.equal(range.asked.length, 1, 'asked, and not waited for');
    await sendRegister(browser, 'late2@example.com');
    assert.match((await register(browser, 'late2@example.com', codeFor(service, 'late2@example.com'), 'Password1!')).ret, /^PL-USER-PASSWORD-BREACHED::/);
  });

  it('asks a member whose password is breached for a new one at login, and only after the right password', async () => {
    const range = await rangeStandIn([DEMO_PASSWORD]);
    const service = await testService({ config: { breachRangeUrl: range.url } });
    const wrong = await service.client().login(SHOPPER, 'Wrong123!x');
    assert.deepEqual(wrong.body.errorCode?.key, 'PL-USER-WRONG-PASSWORD');
    assert.equal(range.asked.length, 0, 'a wrong password is never looked up');

    const browser = service.client();
    const login = await browser.login(SHOPPER, DEMO_PASSWORD);
    const response = login.body.module.loginResponseDTO as {
      loginNextStepAction?: string;
      loginNextStepActionData?: { token?: string; url?: string };
      completePasswordToken?: string;
    };
    assert.equal(response.loginNextStepAction, 'COMPLETE_PASSWORD_FOR_LOGIN');
    assert.equal(response.loginNextStepActionData?.url, '/user/reset-password?reason=breached');
    assert.equal((await browser.gateway(call('overview'), {}, { method: 'GET' })).ret.split('::')[0], 'FAIL_SYS_SESSION_EXPIRED', 'not logged in yet');

    const refused = await browser.post('resetPassword', { token: response.loginNextStepActionData?.token, password: await browser.encrypt(DEMO_PASSWORD) });
    assert.equal(refused.body.errorCode?.key, 'PL-USER-PASSWORD-BREACHED', 'not the same breached password again');
    assert.equal((await browser.post('resetPassword', { token: response.loginNextStepActionData?.token, password: await browser.encrypt(CLEAN) })).body.success, true);
    const again = await service.client().login(SHOPPER, CLEAN);
    assert.equal(again.body.success, true);
    assert.equal(again.body.module.loginResponseDTO.loginNextStepAction, undefined, 'in, with no step');
  });

  it('asks the new password of an account with a second verification only once that is passed', async () => {
    const range = await rangeStandIn([DEMO_PASSWORD]);
    const service = await testService({ config: { breachRangeUrl: range.url } });
    const browser = service.client();
    const { body } = await browser.login('second-verification@example.com', DEMO_PASSWORD);
    const first = body.module.loginResponseDTO;
    assert.equal(first.loginNextStepAction, 'SECOND_VERIFICATION', 'the breached password alone sets nothing');
    const token = first.loginNextStepActionData.token as string;
    const track = [0, 12, 40, 75, 92, 99].map((x, index) => ({ x, t: [0, 90, 160, 260, 380, 520][index] ?? 0 }));
    await browser.gateway(SECURITY.checkVerification.api, { token, method: 'slider', track });
    await browser.gateway(SECURITY.sendVerification.api, { token, method: 'sms' });
    const code = service.outbox.list('+6581234569').find((entry) => entry.channel === 'SMS')?.code;
    assert.equal((await browser.gateway(SECURITY.checkVerification.api, { token, method: 'sms', code })).data?.state, 'VERIFIED');
    const finished = await browser.gateway(SECURITY.finishVerifiedLogin.api, { token });
    const response = finished.data?.loginResponse as { loginNextStepAction?: string; loginNextStepActionData?: { url?: string } };
    assert.equal(response.loginNextStepAction, 'COMPLETE_PASSWORD_FOR_LOGIN');
    assert.equal(response.loginNextStepActionData?.url, '/user/reset-password?reason=breached');
    assert.notEqual((await browser.gateway('current', {}, { method: 'GET' })).ret, 'SUCCESS::ok', 'no session before the new password');
  });
});
