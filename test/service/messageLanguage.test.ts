/**
 * Issue 31: what the service sends is in the shopper's language (the member's kept one, else the
 * request's), and a code SMS ends with the one-time-code line `@host #code` of WebOTP and iOS,
 * naming the allow-listed page that asked, else the service's own host.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService } from './harness.ts';
import { call, changePassword, MEMBER, MEMBER_PHONE, newest, ok, signedIn } from './securityClient.ts';
import { sendRegister } from './signupClient.ts';

/** The last line of a message. */
const lastLine = (text: string) => text.split('\n').at(-1);

describe('messages in the shopper language (issue 31)', () => {
  it("sends a Thai shopper's sign-up code in Thai, with the one-time-code line last", async () => {
    const { client, outbox } = await testService();
    const shopper = client();
    shopper.headers['X-Member-Language'] = 'th';
    assert.match((await shopper.sendCode('91234567', 'OTP_REGISTER')).ret, /^SUCCESS::/);
    const [sms] = outbox.list('91234567');
    assert.ok(sms);
    assert.match(sms.text, /^\d{6} คือรหัสยืนยันของคุณ รหัสจะหมดอายุใน 5 นาที/);
    assert.equal(lastLine(sms.text), `@localhost #${sms.code}`);
    assert.match(sms.text, /นาที ห้ามบอกรหัสนี้กับผู้อื่น\n\n@localhost #\d{6}$/, 'an empty line before it');
  });

  it('writes the WhatsApp code in the language too, without the SMS line', async () => {
    const { client, outbox } = await testService();
    const shopper = client();
    shopper.headers['X-Member-Language'] = 'vi';
    await shopper.sendCode('91234567', 'OTP_REGISTER', 'WHATSAPP');
    const [message] = outbox.list('91234567');
    assert.equal(message?.text, `${message?.code} là mã xác minh của bạn. Mã hết hạn sau 5 phút. Không chia sẻ mã này với bất kỳ ai.`);
  });

  it("keeps the member's language: a code to the member's phone asked from an English page is in Thai", async () => {
    const { client, outbox } = await testService();
    const thai = client();
    thai.headers['Accept-Language'] = 'th-TH,th;q=0.9';
    assert.equal((await thai.login('shopper@example.com', DEMO_PASSWORD)).body.success, true);
    const english = client();
    english.headers['X-Member-Language'] = 'en';
    await english.sendCode('81234567', 'OTP_LOGIN');
    assert.match(outbox.list('81234567')[0]?.text ?? '', /^\d{6} คือรหัสยืนยันของคุณ/);
    // A new number has no member: its code follows the page that asked.
    await english.sendCode('91234567', 'OTP_REGISTER');
    assert.match(outbox.list('91234567')[0]?.text ?? '', /^\d{6} is your verification code\./);
  });

  it("keeps the language the member area names and writes the member's security notices in it", async () => {
    const { client, outbox } = await testService();
    const member = client();
    assert.equal((await member.login('security@example.com', DEMO_PASSWORD)).body.success, true);
    member.headers['X-Member-Language'] = 'id';
    // Any call of the member's element in Indonesian keeps it; the logout then changes nothing.
    await member.gateway('getUser', {}, { method: 'GET' });
    const other = client();
    await other.sendCode('81234568', 'OTP_LOGIN');
    assert.match(outbox.list('81234568')[0]?.text ?? '', /^\d{6} adalah kode verifikasi Anda\./);
  });

  it("tells a member in the member's language that someone tried to sign up with their e-mail", async () => {
    const { client, outbox } = await testService();
    const member = client();
    member.headers['X-Member-Language'] = 'zh';
    assert.equal((await member.login('shopper@example.com', DEMO_PASSWORD)).body.success, true);
    const stranger = client();
    stranger.headers['X-Member-Language'] = 'vi';
    assert.match((await sendRegister(stranger, 'shopper@example.com')).ret, /^SUCCESS::/);
    const [notice] = outbox.list('shopper@example.com');
    assert.equal(notice?.code, '', 'no code, a notice');
    assert.match(notice?.text ?? '', /^有人尝试用此电子邮箱注册新的 Marketplace 账户.*http:\/\/localhost\/user\/forget-password/);
  });

  it('speaks English to a request that names none of the six languages', async () => {
    const { client, outbox } = await testService();
    const shopper = client();
    shopper.headers['Accept-Language'] = 'de-DE';
    await shopper.sendCode('91234567', 'OTP_REGISTER');
    assert.match(outbox.list('91234567')[0]?.text ?? '', /^\d{6} is your verification code\. It expires in 5 minutes\. Never share it\.\n\n@localhost #\d{6}$/);
  });
});

describe('the one-time-code line names the page that asked, when it may (issue 31)', () => {
  const smsFrom = async (headers: Record<string, string>, options: Parameters<typeof testService>[0] = {}) => {
    const { client, outbox } = await testService(options);
    const shopper = client();
    Object.assign(shopper.headers, headers);
    assert.match((await shopper.sendCode('91234567', 'OTP_REGISTER')).ret, /^SUCCESS::/);
    const [sms] = outbox.list('91234567');
    assert.ok(sms);
    return sms;
  };

  it("names an allow-listed host page's host (https), from its Origin", async () => {
    const sms = await smsFrom({ Origin: 'https://www.lazada.co.th' });
    assert.equal(lastLine(sms.text), `@www.lazada.co.th #${sms.code}`);
  });

  it("names the page from its Referer when there is no Origin, without the page's path or port", async () => {
    const sms = await smsFrom({ Referer: 'https://member.lazada.sg:8443/user/login?redirect=%2F' });
    assert.equal(lastLine(sms.text), `@member.lazada.sg #${sms.code}`);
  });

  it('never names a foreign page: its Origin is replaced by the public origin, and appears nowhere', async () => {
    const sms = await smsFrom(
      { Origin: 'https://lazada.sg.evil.example', Referer: 'https://www.lazada.sg/' },
      { config: { dev: false, publicOrigin: 'https://member.example.com' } },
    );
    assert.equal(lastLine(sms.text), `@member.example.com #${sms.code}`);
    assert.doesNotMatch(sms.text, /evil/);
  });

  it('refuses an allow-listed host over http when the service is https, and a page with user info', async () => {
    const options = { config: { dev: false, publicOrigin: 'https://member.example.com' } };
    assert.equal(lastLine((await smsFrom({ Origin: 'http://www.lazada.sg' }, options)).text)?.split(' ')[0], '@member.example.com');
    assert.equal(lastLine((await smsFrom({ Referer: 'https://www.lazada.sg@evil.example/' }, options)).text)?.split(' ')[0], '@member.example.com');
  });

  it("names the public origin's host for a page of the service itself", async () => {
    const sms = await smsFrom({ Origin: 'https://member.example.com' }, { config: { dev: false, publicOrigin: 'https://member.example.com' } });
    assert.equal(lastLine(sms.text), `@member.example.com #${sms.code}`);
  });
});

describe("security notices in the member's language (issue 31)", () => {
  it('tells a Vietnamese member of a password change in Vietnamese, by e-mail and SMS, whatever the page that changed it speaks', async () => {
    const service = await testService();
    const member = await signedIn(service);
    member.headers['X-Member-Language'] = 'vi';
    ok(await member.gateway(call('overview'), {}, { method: 'GET' }));
    delete member.headers['X-Member-Language'];
    ok(await changePassword(member, false));
    for (const [address, channel] of [
      [MEMBER, 'EMAIL'],
      [MEMBER_PHONE, 'SMS'],
    ] as const) {
      const notice = newest(service, address, channel);
      assert.match(notice.text, /^Mật khẩu tài khoản Marketplace của bạn đã được thay đổi\. Nếu không phải bạn, hãy mở http:\/\/localhost\/user\/not-me\?token=/);
      assert.doesNotMatch(notice.text, /@localhost #/, 'a notice carries no code line');
    }
  });
});
