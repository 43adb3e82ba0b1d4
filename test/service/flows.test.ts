import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SECURITY } from '../../src/kernel/contract/security.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService } from './harness.ts';

const NEW_PASSWORD = 'Fresh123!';

describe('sign-up and profile', () => {
  it('signs a new phone up, then COMPLETE_PROFILE sets nickname and password, and the profile its gender and birthday', async () => {
    const { client, outbox } = await testService();
    const browser = client();
    await browser.sendCode('91234567', 'OTP_REGISTER');
    const code = outbox.list('91234567')[0]!.code;
    const { body } = await browser.post('verifyPhoneCode', { type: 'OTP_REGISTER', phone: '91234567', code, phonePrefixCode: '65' });
    const dto = body.module.loginResponseDTO;
    assert.equal(dto.loginNextStepAction, 'COMPLETE_PROFILE');
    assert.equal(dto.loginNextStepActionData.tokenType, 'REGISTER');
    assert.equal(dto.user.name, '+65 91****67', 'a phone sign-up has a masked name');
    const token = dto.loginNextStepActionData.token as string;
    const completed = await browser.gateway('completeProfileByRegisterToken', { token, name: 'Nina', password: await browser.encrypt(NEW_PASSWORD) });
    assert.equal(completed.ret, 'SUCCESS::ok');
    assert.match(
      (await browser.gateway('completeProfileByRegisterToken', { token, password: await browser.encrypt(NEW_PASSWORD) })).ret,
      /^PL-USER-TOKEN-EXPIRED::/,
      'single use',
    );
    assert.equal((await browser.gateway('updateUserProfile', { gender: 'female', birthday: '1990-02-28' })).ret, 'SUCCESS::ok');
    const user = await browser.gateway('getUser', {}, { method: 'GET' });
    assert.deepEqual([user.data?.name, user.data?.gender, user.data?.birthday], ['Nina', 'female', '1990-02-28']);
    assert.equal((await client().login('91234567', NEW_PASSWORD)).body.success, true);
  });

  it('refuses a weak password and an impossible birthday', async () => {
    const { client, outbox } = await testService();
    const browser = client();
    await browser.sendCode('91234567', 'OTP_REGISTER');
    const { body } = await browser.post('verifyPhoneCode', { type: 'OTP_REGISTER', phone: '91234567', code: outbox.list()[0]!.code });
    const token = body.module.loginResponseDTO.loginNextStepActionData.token as string;
    assert.match((await browser.gateway('completeProfileByRegisterToken', { token, password: await browser.encrypt('password') })).ret, /^PL-USER-PASSWORD-RULES::/);
    assert.match((await browser.gateway('updateUserProfile', { gender: 'male', birthday: '1890-01-01' })).ret, /^PL-USER-BIRTHDAY-INVALID::/);
  });

  it('logs an existing member in when the phone signs up again', async () => {
    const { client, outbox } = await testService();
    const browser = client();
    await browser.sendCode('81234567', 'OTP_REGISTER');
    const { body } = await browser.post('verifyPhoneCode', { type: 'OTP_REGISTER', phone: '81234567', code: outbox.list()[0]!.code });
    assert.equal(body.module.loginResponseDTO.user.name, 'Sam Shopper');
    assert.equal(body.module.loginResponseDTO.loginNextStepAction, undefined);
  });

  it('refuses sign-up with a recently deleted account’s phone (cooling period)', async () => {
    const { client, outbox } = await testService();
    const browser = client();
    await browser.sendCode('81230000', 'OTP_REGISTER');
    const { body } = await browser.post('verifyPhoneCode', { type: 'OTP_REGISTER', phone: '81230000', code: outbox.list()[0]!.code });
    assert.equal(body.errorCode?.key, 'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD');
  });
});

describe('forgotten password', () => {
  it('applies, sends a code to the account’s phone, verifies it and resets the password', async () => {
    const { client, outbox } = await testService();
    const browser = client();
    const applied = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: 'shopper@example.com' }, { method: 'GET' });
    const token = applied.data?.token as string;
    assert.equal(applied.data?.type, 'RESET_PASSWORD');
    assert.deepEqual((await browser.gateway('sendVerificationSms', { token, type: 'RESET_PASSWORD' })).data, { codeLength: 6 });
    const code = outbox.list('81234567')[0]!.code;
    const verified = await browser.gateway('verifyPhoneCode', { type: 'RESET_PASSWORD', token, code });
    assert.equal(verified.data?.tokenType, 'RESET_PASSWORD');
    const reset = await browser.post('resetPassword', { token: verified.data?.token, password: await browser.encrypt(NEW_PASSWORD) });
    assert.deepEqual(reset.body, { success: true, module: {} });
    assert.equal((await client().login('shopper@example.com', NEW_PASSWORD)).body.success, true);
    assert.equal((await client().login('shopper@example.com', DEMO_PASSWORD)).body.success, false);
  });

  it('answers the same for an unknown login name, and sends nothing', async () => {
    const { client, outbox } = await testService();
    const browser = client();
    const applied = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: 'nobody@example.com' }, { method: 'GET' });
    assert.equal(applied.ret, 'SUCCESS::ok');
    assert.deepEqual((await browser.gateway('sendVerificationSms', { token: applied.data?.token, type: 'RESET_PASSWORD' })).data, { codeLength: 6 });
    assert.equal(outbox.list().length, 0);
  });

  it('sends the second-verification page for an account that needs it', async () => {
    const { client, outbox } = await testService();
    const browser = client();
    const applied = await browser.gateway(
      'applyResetPasswordWithSecurity',
      { tokenType: 'RESET_PASSWORD', loginName: 'second-verification@example.com' },
      { method: 'GET' },
    );
    const token = applied.data?.token as string;
    await browser.gateway('sendVerificationEmailCode', { token, type: 'RESET_PASSWORD' });
    const [mail] = outbox.list('second-verification@example.com');
    assert.equal(mail?.channel, 'EMAIL');
    const verified = await browser.gateway('verifyEmailCode', { type: 'RESET_PASSWORD', token, code: mail!.code });
    assert.equal(verified.data?.tokenType, 'ACCOUNT_SECOND_VERIFICATION');
    assert.match(String(verified.data?.verifyUrl), /^\/user\/second-verification\?token=.+redirect=%2Fuser%2Freset-password/);
  });
});

describe('next steps of the scenario accounts', () => {
  const cases: [string, string, boolean, (data: Record<string, string>) => void][] = [
    ['second-verification@example.com', 'SECOND_VERIFICATION', false, (data) => assert.equal(data.url, '/user/second-verification')],
    ['pending-deletion@example.com', 'DELETION_COOL_CONFIRM', false, (data) => assert.ok(data.deletionCancelToken)],
    ['jump@example.com', 'JUMP_TO_URL', true, (data) => assert.equal(data.jumpUrl, '/user/welcome')],
    ['complete-password@example.com', 'COMPLETE_PASSWORD_FOR_LOGIN', false, (data) => assert.equal(data.url, '/user/reset-password')],
    ['oauth-verify@example.com', 'OAUTH_VERIFY_EMAIL_PASSWORD', false, (data) => assert.equal(data.url, '/user/account-auth/verify')],
    ['oauth-phone@example.com', 'OAUTH_COMPLETE_PHONE_FOR_REGISTER', false, (data) => assert.equal(data.url, '/user/account-auth/verify')],
  ];
  for (const [email, action, loggedIn, check] of cases) {
    it(`${email}: ${action}, ${loggedIn ? 'logged in' : 'not logged in yet'}`, async () => {
      const { client } = await testService();
      const browser = client();
      const { body } = await browser.login(email, DEMO_PASSWORD);
      assert.equal(body.module.loginResponseDTO.loginNextStepAction, action);
      check(body.module.loginResponseDTO.loginNextStepActionData);
      assert.equal(browser.cookies.has('member_sid'), loggedIn);
    });
  }

  it('restores an account pending deletion with the cancel call, which logs in', async () => {
    const { client } = await testService();
    const browser = client();
    const { body } = await browser.login('pending-deletion@example.com', DEMO_PASSWORD);
    const token = body.module.loginResponseDTO.loginNextStepActionData.deletionCancelToken as string;
    const restored = await browser.gateway('deletion.cancel', { token });
    assert.equal(restored.ret, 'SUCCESS::ok');
    assert.equal((restored.data?.loginResponse as { user: { email: string } }).user.email, 'pending-deletion@example.com');
    assert.ok(browser.cookies.has('member_sid'));
    assert.match((await browser.gateway('deletion.cancel', { token })).ret, /^PL-USER-TOKEN-EXPIRED::/);
    assert.equal((await client().login('pending-deletion@example.com', DEMO_PASSWORD)).body.module.loginResponseDTO.loginNextStepAction, undefined);
  });

  it('completes the second verification on its page (the slider, then a code by SMS), then finishVerifiedLogin logs the member in, once', async () => {
    const service = await testService();
    const { client } = service;
    const browser = client();
    const { body } = await browser.login('second-verification@example.com', DEMO_PASSWORD);
    const { token, url } = body.module.loginResponseDTO.loginNextStepActionData;
    assert.equal(browser.cookies.has('member_sid'), false, 'no session before the verification');
    const pageHtml = await (await browser.fetch(`${url}?token=${token}&type=SECOND_VERIFICATION&redirect=/cart&region=my`)).text();
    assert.match(pageHtml, /<member-account view="verification" region="my"/);
    const verification = await browser.gateway(SECURITY.verification.api, { token });
    assert.deepEqual([verification.data?.action, verification.data?.suggested, verification.data?.state], ['login', 'slider', 'PENDING']);
    const track = [0, 12, 40, 75, 92, 99].map((x, index) => ({ x, t: [0, 90, 160, 260, 380, 520][index]! }));
    assert.equal((await browser.gateway(SECURITY.checkVerification.api, { token, method: 'slider', track })).data?.state, 'PENDING', 'a person, not yet the member');
    assert.equal((await browser.gateway(SECURITY.sendVerification.api, { token, method: 'sms' })).ret, 'SUCCESS::ok');
    const code = service.outbox.list('+6581234569').find((entry) => entry.channel === 'SMS')?.code;
    assert.equal((await browser.gateway(SECURITY.checkVerification.api, { token, method: 'sms', code })).data?.state, 'VERIFIED');
    const finished = await browser.gateway(SECURITY.finishVerifiedLogin.api, { token });
    assert.equal(finished.data?.state, 'VERIFIED');
    assert.equal((finished.data?.loginResponse as { loginNextStepAction?: string }).loginNextStepAction, undefined, 'the step is not asked again');
    assert.equal((await browser.gateway('current', {}, { method: 'GET' })).ret, 'SUCCESS::ok');
    assert.match((await client().gateway(SECURITY.finishVerifiedLogin.api, { token })).ret, /^PL-USER-TOKEN-EXPIRED::/, 'a session is started once');
  });
});

describe('QR login', () => {
  it('is confirmed on the phone by a logged-in member, and the widget logs in with the token', async () => {
    const { client } = await testService();
    const computer = client();
    const phone = client();
    await phone.login('shopper@example.com', DEMO_PASSWORD);
    const generated = await computer.gateway('generateQrCodeUrl', { clientId: 'buyer' });
    const session = generated.data?.module as { qrLoginUrl: string; requestId: string; expire: number; interval: number };
    assert.deepEqual([session.expire, session.interval], [20, 5000]);
    const poll = async () =>
      (await computer.gateway('checkQrCodeStatus', { clientId: 'buyer', requestId: session.requestId })).data?.module as { status: string; token?: string };
    assert.deepEqual(await poll(), { status: 'PENDING' });
    const path = new URL(session.qrLoginUrl).pathname + new URL(session.qrLoginUrl).search;
    assert.match(await (await client().fetch(path)).text(), /Log in on this phone first/);
    assert.match(await (await phone.fetch(path)).text(), /as <strong>Sam Shopper<\/strong>/);
    assert.deepEqual(await poll(), { status: 'SCANNED' });
    assert.equal((await phone.submit('/qr/confirm', { requestId: session.requestId, reviewed: '1' })).status, 200);
    const success = await poll();
    assert.equal(success.status, 'SUCCESS');
    const login = await computer.post('loginByQrCode', { token: success.token, tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode' });
    assert.equal(login.body.module.loginResponseDTO.user.email, 'shopper@example.com');
    assert.equal((await computer.post('loginByQrCode', { token: success.token, tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode' })).body.success, false, 'single use');
  });

  it('fails a code still waiting after `expire` polls', async () => {
    const { client } = await testService({ config: { qrExpirePolls: 3, qrIntervalMs: 1000 } });
    const computer = client();
    const session = (await computer.gateway('generateQrCodeUrl', { clientId: 'buyer' })).data?.module as { requestId: string; expire: number; interval: number };
    assert.deepEqual([session.expire, session.interval], [3, 1000]);
    const statuses = [];
    for (let poll = 0; poll < 4; poll++)
      statuses.push(((await computer.gateway('checkQrCodeStatus', { clientId: 'buyer', requestId: session.requestId })).data?.module as { status: string }).status);
    assert.deepEqual(statuses, ['PENDING', 'PENDING', 'PENDING', 'FAILURE']);
  });
});
