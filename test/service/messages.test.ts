/** The service answers its messages in the language the request asks for (issue 14). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inLanguage, requestLanguage } from '../../service/domain/messageLanguage.ts';
import { MESSAGES } from '../../service/domain/messages.ts';
import { LANGUAGES } from '../../src/kernel/config/languages.ts';
import { testService } from './harness.ts';

describe('messages in the shopper’s language', () => {
  it('answers a wrong password in the REST call’s Accept-Language', async () => {
    const service = await testService();
    for (const [header, expected] of [
      ['th', 'บัญชีหรือรหัสผ่านไม่ถูกต้อง'],
      ['zh-CN', '账号或密码错误。'],
      ['fr-FR, vi;q=0.8', 'Tài khoản hoặc mật khẩu không đúng.'],
      ['fr', 'Incorrect account or password.'],
    ] as const) {
      const browser = service.client();
      browser.headers['Accept-Language'] = header;
      const answer = await browser.login('shopper@example.com', 'Wrong1234!');
      assert.equal(answer.body.errorCode?.displayMessage, expected, header);
    }
  });

  it('answers in X-Member-Language on the gateway and REST alike', async () => {
    const service = await testService();
    const browser = service.client();
    browser.headers['X-Member-Language'] = 'ms';
    await browser.sendCode('91234567', 'OTP_LOGIN');
    const code = service.outbox.list('+6591234567')[0]?.code ?? '';
    const wrong = code === '111111' ? '222222' : '111111';
    const answer = await browser.post('verifyPhoneCode', { type: 'OTP_LOGIN', phone: '91234567', code: wrong, phonePrefixCode: '65', deliveryType: 'SMS' });
    assert.equal(answer.body.errorCode?.displayMessage, 'Kod tidak betul. Sila cuba lagi.');
    const invalid = await browser.gateway('sendCode', { type: 'OTP_LOGIN', phone: '123', deliveryType: 'SMS' });
    assert.match(invalid.ret, /::Sila masukkan nombor telefon yang sah\.$/);
  });

  it('answers a failed third-party login in the shopper’s language too', async () => {
    const service = await testService();
    const browser = service.client();
    browser.headers['Accept-Language'] = 'vi';
    const { body } = await browser.post('loginByOAuthCode', { oauthType: 'GOOGLE', oauthCode: 'forged' });
    assert.deepEqual(body.errorCode, { key: 'PL-USER-OAUTH-FAILED', displayMessage: 'Đăng nhập qua bên thứ ba thất bại, vui lòng thử lại.' });
  });

  it('has every message in all six languages, each its own text', () => {
    for (const language of LANGUAGES) {
      for (const [name, english] of Object.entries(MESSAGES)) {
        const text = inLanguage(english, language);
        assert.ok(text.trim(), `${language} ${name}`);
        if (language !== 'en') assert.notEqual(text, english, `${language} ${name} is still English`);
      }
    }
  });

  it('reads the first supported tag of a language header, and leaves other texts as they are', () => {
    assert.equal(requestLanguage(undefined, 'en-GB,th;q=0.5'), 'en');
    assert.equal(requestLanguage('', 'de, id;q=0.7'), 'id');
    assert.equal(requestLanguage('zh_TW'), 'zh');
    assert.equal(requestLanguage(undefined, undefined), 'en');
    assert.equal(inLanguage('Unknown api', 'th'), 'Unknown api');
  });
});
