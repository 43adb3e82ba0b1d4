import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testService } from './harness.ts';

const NEW_PHONE = '91234567';

async function setup() {
  const service = await testService();
  const browser = service.client();
  const latestCode = () => service.outbox.list('+6591234567')[0]?.code ?? '';
  const verify = (code: string, type: 'OTP_LOGIN' | 'OTP_REGISTER' = 'OTP_LOGIN') =>
    browser.post('verifyPhoneCode', { type, phone: NEW_PHONE, code, phonePrefixCode: '65', deliveryType: 'SMS' });
  return { ...service, browser, latestCode, verify };
}

describe('one-time codes', () => {
  it('sends 6 random digits to the outbox by the chosen channel', async () => {
    const { browser, outbox } = await setup();
    const answer = await browser.sendCode(NEW_PHONE, 'OTP_LOGIN', 'WHATSAPP');
    assert.equal(answer.ret, 'SUCCESS::ok');
    assert.deepEqual(answer.data, { codeLength: 6 });
    const [entry] = outbox.list();
    assert.equal(entry?.channel, 'WHATSAPP');
    assert.equal(entry?.phone, '+6591234567');
    assert.match(entry?.code ?? '', /^\d{6}$/);
    assert.ok(entry?.text.includes(entry.code));
  });

  it('logs in with the code, once', async () => {
    const { browser, latestCode, verify } = await setup();
    await browser.sendCode(NEW_PHONE, 'OTP_LOGIN');
    const code = latestCode();
    const first = await verify(code);
    assert.equal(first.body.success, true);
    assert.equal(first.body.module.loginResponseDTO.loginType, 'PHONE_OTP');
    const again = await verify(code);
    assert.equal(again.body.errorCode?.key, 'PL-USER-CODE-INVALID');
  });

  it('expires a code after 5 minutes', async () => {
    const { browser, clock, latestCode, verify } = await setup();
    await browser.sendCode(NEW_PHONE, 'OTP_LOGIN');
    clock.advance(5 * 60_000);
    assert.equal((await verify(latestCode())).body.errorCode?.key, 'PL-USER-CODE-EXPIRED');
  });

  it('refuses a resend within 60 seconds, and a resend replaces the previous code', async () => {
    const { browser, clock, latestCode, verify } = await setup();
    await browser.sendCode(NEW_PHONE, 'OTP_LOGIN');
    const first = latestCode();
    clock.advance(59_999);
    const early = await browser.sendCode(NEW_PHONE, 'OTP_LOGIN');
    assert.equal(early.status, 429);
    assert.match(early.ret, /^PL-USER-CODE-TOO-FREQUENT::Please wait 60 seconds/);
    clock.advance(1);
    assert.equal((await browser.sendCode(NEW_PHONE, 'OTP_LOGIN')).ret, 'SUCCESS::ok');
    const second = latestCode();
    if (first !== second) assert.equal((await verify(first)).body.errorCode?.key, 'PL-USER-CODE-INVALID');
    assert.equal((await verify(second)).body.success, true);
  });

  it('kills a code after 5 wrong tries', async () => {
    const { browser, latestCode, verify } = await setup();
    await browser.sendCode(NEW_PHONE, 'OTP_LOGIN');
    const code = latestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) assert.equal((await verify(wrong)).body.errorCode?.key, 'PL-USER-CODE-INVALID');
    assert.equal((await verify(wrong)).body.errorCode?.key, 'PL-USER-CODE-DEAD');
    assert.equal((await verify(code)).body.errorCode?.key, 'PL-USER-CODE-INVALID');
  });

  it('counts 40 parallel wrong guesses as 40 tries: the code dies once, and the right one is refused after', async () => {
    const { browser, client, latestCode, verify } = await setup();
    await browser.sendCode(NEW_PHONE, 'OTP_LOGIN');
    const code = latestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    // From 40 addresses, so that the per-address login limit does not answer first.
    const guess = (index: number) => client(`198.51.100.${index}`).post('verifyPhoneCode', { type: 'OTP_LOGIN', phone: NEW_PHONE, code: wrong });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => guess(index)));
    assert.equal(answers.filter((answer) => answer.body.errorCode?.key === 'PL-USER-CODE-DEAD').length, 1);
    assert.equal((await verify(code)).body.errorCode?.key, 'PL-USER-CODE-INVALID');
  });

  it('sends at most 5 codes an hour to a phone', async () => {
    const { browser, clock } = await setup();
    for (let send = 0; send < 5; send++) {
      assert.equal((await browser.sendCode(NEW_PHONE, send % 2 ? 'OTP_LOGIN' : 'OTP_REGISTER')).ret, 'SUCCESS::ok');
      clock.advance(60_000);
    }
    const limited = await browser.sendCode(NEW_PHONE, 'OTP_LOGIN');
    assert.match(limited.ret, /^PL-USER-CODE-SEND-LIMIT::/);
    clock.advance(60 * 60_000);
    assert.equal((await browser.sendCode(NEW_PHONE, 'OTP_LOGIN')).ret, 'SUCCESS::ok');
  });

  it('refuses an invalid phone and a risky one', async () => {
    const { browser, outbox } = await setup();
    assert.equal((await browser.sendCode('12345', 'OTP_LOGIN')).ret, 'PL-USER-INVALID-PHONE::Please enter a valid phone number.');
    assert.equal((await browser.sendCode('61234567', 'OTP_LOGIN')).ret, 'PL-USER-INVALID-PHONE::Please enter a valid phone number.', 'a fixed line');
    assert.match((await browser.sendCode('81239999', 'OTP_LOGIN')).ret, /^PL-USER-RISK::/);
    assert.equal(outbox.list().length, 0);
  });

  it('checks phones for the region in its header', async () => {
    const { client } = await testService();
    const thai = client();
    thai.headers['X-Member-Region'] = 'th';
    assert.deepEqual((await thai.gateway('checkPhone', { type: 'ADDRESS', phone: '812345678' }, { method: 'GET' })).data, { isValid: true });
    assert.deepEqual((await thai.gateway('checkPhone', { type: 'ADDRESS', phone: '81234567' }, { method: 'GET' })).data, { isValid: false });
    assert.deepEqual((await thai.post('validatePhone', { phone: '812345678' })).body.module, { isValid: true });
  });
});
