/**
 * The service's own pages speak the shopper's language (issue 31): the kept language of the member
 * a page acts for, else the request's `Accept-Language`, else English; `<html lang>` follows, and
 * every page links the member API's own stylesheet, served without the demo too.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGUAGES, type Language } from '../../src/kernel/config/languages.ts';
import { createMemberApi } from '../../service/api.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { PAGE_TEXTS } from '../../service/routes/page.ts';
import { SERVICE_CSS_PATH } from '../../service/routes/serviceStyles.ts';
import type { TestClient } from './harness.ts';
import { testService } from './harness.ts';
import { call, MEMBER, MINUTE, neededToken, newest, ok, pathOf, signedIn, userOf, verifiedCall, type Service } from './securityClient.ts';

/** A page's HTML, after checking that it is in `language` and links the service's stylesheet (and no demo file). */
async function pageIn(response: Response, language: Language): Promise<string> {
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
  const text = await response.text();
  assert.match(text, new RegExp(`<html lang="${language}" dir="ltr">`), `lang="${language}"`);
  assert.match(text, /<link rel="stylesheet" href="\/static\/member\/service\.css" \/>/);
  assert.doesNotMatch(text, /\/examples\//);
  return text;
}

/** A browser of the test service whose requests name `language` (`Accept-Language`). */
function speaking(service: Service, acceptLanguage: string): TestClient {
  const browser = service.client();
  browser.headers['Accept-Language'] = acceptLanguage;
  return browser;
}

/** Keeps `language` as the member's own (as the popup's element would have named it). */
async function keep(service: Service, email: string, language: Language): Promise<void> {
  const user = await userOf(service, email);
  await service.deps.storage.users.update(user.id, { language }, service.clock.now());
}

const th = PAGE_TEXTS.th;

describe("the service's pages, in the shopper's language", () => {
  it('serves its stylesheet from the member API without the demo, readable on a phone in light and dark', async () => {
    const { app } = await createMemberApi({ config: { now: () => 1_800_000_000_000 } });
    const response = await app.request(SERVICE_CSS_PATH);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/css/);
    const css = await response.text();
    for (const rule of [/max-width: 32rem/, /font: 16px\/1\.5 system-ui/, /min-height: 44px/, /prefers-color-scheme: dark/, /\.member-page/, /\.approval/]) {
      assert.match(css, rule);
    }
    assert.doesNotMatch(css, /@import|url\(/, 'no other file');
    // The pages of the API alone link it.
    const challenge = await app.request('/user/challenge', { headers: { 'Accept-Language': 'th' } });
    assert.match(await pageIn(challenge, 'th'), new RegExp(th.challengeTitle));
    assert.match(await pageIn(await app.request('/qr/confirm?requestId=x', { headers: { 'Sec-Fetch-Site': 'none' } }), 'en'), /Log in on this phone first/);
  });

  it('writes the challenge page in the language the request names, English for one it does not know', async () => {
    const service = await testService();
    const thai = await pageIn(await speaking(service, 'th-TH,th;q=0.9,en;q=0.8').fetch('/user/challenge'), 'th');
    for (const text of [th.challengeTitle, th.slideText, th.slideLabel, th.checking, th.checkDone, th.checkFailed]) assert.ok(thai.includes(text), text);
    assert.match(thai, /<input id="slider" type="range"/, 'the page script still finds its slider');
    const indonesian = await pageIn(await speaking(service, 'id').fetch('/user/challenge'), 'id');
    assert.ok(indonesian.includes('Geser sampai ujung untuk membuktikan bahwa Anda bukan robot.'));
    for (const unknown of ['fr-FR,de;q=0.8', 'bn', '*', '']) {
      const english = await pageIn(await speaking(service, unknown).fetch('/user/challenge'), 'en');
      assert.match(english, /<h1>Security check<\/h1>/, unknown);
      assert.ok(english.includes('Slide to the end to show you are not a robot.'));
    }
    assert.match(await pageIn(await speaking(service, 'zh-CN').fetch('/user/challenge'), 'zh'), /<h1>安全验证<\/h1>/);
  });

  it('writes the expired e-mail link page in the request language', async () => {
    const service = await testService();
    assert.ok((await pageIn(await speaking(service, 'th').fetch('/user/verification/link-expired'), 'th')).includes(th.linkExpiredText));
    assert.ok((await pageIn(await speaking(service, 'zh').fetch('/user/verification/link-expired'), 'zh')).includes('此链接已过期或已被使用。'));
    assert.match(await pageIn(await speaking(service, 'en').fetch('/user/verification/link-expired'), 'en'), /<a class="button" href="\/">Back to home<\/a>/);
  });

  it("writes an e-mail link's page in the member's kept language, whatever the mail reader's browser names", async () => {
    const service = await testService();
    const member = await signedIn(service);
    const token = neededToken(await member.gateway(call('signOutDevices'), {}));
    ok(await member.gateway(call('sendVerification'), { token, method: 'emailLink' }));
    const link = pathOf(newest(service, MEMBER, 'EMAIL').link);
    await keep(service, MEMBER, 'vi');
    const mailbox = speaking(service, 'en-US,en;q=0.9');
    const asked = await pageIn(await mailbox.fetch(link), 'vi');
    for (const text of [PAGE_TEXTS.vi.confirmTitle, PAGE_TEXTS.vi.confirmButton, PAGE_TEXTS.vi.request, PAGE_TEXTS.vi.actions.signOutDevices])
      assert.ok(asked.includes(text), text);
    assert.doesNotMatch(asked, /Yes, it&#39;s me|Yes, it's me/);
    const verified = await mailbox.submit('/user/verify-link', { token: new URL(link, 'http://localhost').searchParams.get('token') ?? '' });
    assert.equal(verified.status, 200);
    assert.ok((await pageIn(verified, 'vi')).includes(PAGE_TEXTS.vi.verifiedText));
    // A stale form is told in the request's language (plain text).
    const stale = await speaking(service, 'th').submit('/user/verify-link', { token: 'x' }, { csrf: false });
    assert.deepEqual([stale.status, await stale.text()], [403, th.expiredForm]);
  });

  it("writes a push's approval page in the member's kept language, and asks a browser with no member in its own", async () => {
    const service = await testService();
    const laptop = await signedIn(service);
    const phone = await signedIn(service);
    const token = neededToken(await laptop.gateway(call('changePassword'), { newPassword: await laptop.encrypt('Brand9new!x'), signOutOthers: false }));
    const sent = await laptop.gateway(call('sendVerification'), { token, method: 'push' });
    const path = pathOf(newest(service, MEMBER, 'PUSH').link);
    const id = new URL(path, 'http://localhost').searchParams.get('id') ?? '';
    // Nobody signed in: the request's language.
    const stranger = await pageIn(await speaking(service, 'ms-MY').fetch(path), 'ms');
    assert.ok(stranger.includes(PAGE_TEXTS.ms.pushLogInFirst));
    assert.match(stranger, />Log masuk<\/a>/);
    await keep(service, MEMBER, 'th');
    phone.headers['Accept-Language'] = 'en';
    const asked = await pageIn(await phone.fetch(path), 'th');
    for (const text of [th.pushTitle, th.pushText, th.pushNumber, th.approve, th.actions.changePassword, th.where(undefined, null).slice(0, 5)])
      assert.ok(asked.includes(text), text);
    assert.match(asked, /<input name="number" inputmode="numeric"/, 'the field the journeys fill');
    const approved = await phone.submit('/user/verify-push', { id, number: String(sent.data?.number) });
    assert.equal(approved.status, 200);
    assert.ok((await pageIn(approved, 'th')).includes(th.approvedText));
  });

  it("writes the \"this wasn't me\" pages in the member's kept language, and a used link's in the request's", async () => {
    const service = await testService();
    const member = await signedIn(service);
    ok(await verifiedCall(member, 'sendPhoneChange', { phonePrefixCode: '65', phone: '91234567', deliveryType: 'SMS' }));
    ok(await member.gateway(call('confirmPhoneChange'), { code: newest(service, '+6591234567', 'SMS').code, signOutOthers: false }));
    const link = service.outbox.list(MEMBER).find((entry) => entry.link?.includes('/user/not-me?token='))?.link;
    assert.ok(link);
    const token = new URL(link).searchParams.get('token') ?? '';
    await keep(service, MEMBER, 'vi');
    const victim = speaking(service, 'en');
    const asked = await pageIn(await victim.fetch(pathOf(link)), 'vi');
    for (const text of [PAGE_TEXTS.vi.notMeTitle, PAGE_TEXTS.vi.notMeText, 'Số điện thoại di động của tài khoản Marketplace của bạn đã được thay đổi.'])
      assert.ok(asked.includes(text), text);
    const undone = await victim.submit('/user/not-me', { token });
    assert.equal(undone.status, 200);
    const secured = await pageIn(undone, 'vi');
    assert.ok(secured.includes(PAGE_TEXTS.vi.securedTitle));
    assert.match(secured, /Chúng tôi đã gửi liên kết đặt mật khẩu mới đến .*s\*+y@example\.com/);
    const used = await speaking(service, 'th').fetch(pathOf(link));
    assert.equal(used.status, 410);
    assert.ok((await pageIn(used, 'th')).includes(th.linkUsed));
  });

  it('writes the "it was me" pages in the member\'s kept language', async () => {
    const service = await testService();
    const member = await signedIn(service);
    ok(await verifiedCall(member, 'sendEmailChange', { email: 'new-owner@example.com' }));
    ok(await member.gateway(call('confirmEmailChange'), { code: newest(service, 'new-owner@example.com', 'EMAIL').code, signOutOthers: true }));
    const notice = service.outbox.list(MEMBER).find((entry) => entry.text.includes('/user/its-me?token='));
    const path = /\/user\/its-me\?token=[\w-]+/.exec(notice?.text ?? '')?.[0] ?? '';
    const token = new URL(path, 'http://localhost').searchParams.get('token') ?? '';
    await keep(service, 'new-owner@example.com', 'ms');
    const owner = speaking(service, 'zh');
    const asked = await pageIn(await owner.fetch(path), 'ms');
    assert.match(asked, /n\*+r@example\.com telah ditambahkan pada akaun anda/);
    assert.ok(asked.includes(`>${PAGE_TEXTS.ms.itWasMeButton}</button>`));
    const approved = await owner.submit('/user/its-me', { token });
    assert.equal(approved.status, 200);
    assert.match(await pageIn(approved, 'ms'), /n\*+r@example\.com kini boleh memulihkan akaun anda\./);
    const again = await owner.submit('/user/its-me', { token });
    assert.equal(again.status, 410);
    assert.ok((await pageIn(again, 'zh')).includes(PAGE_TEXTS.zh.linkUsed), 'a used link names no member: the request language');
  });

  it("writes the account confirmation of a social login's next step in the member's kept language", async () => {
    const service = await testService();
    await keep(service, 'oauth-verify@example.com', 'id');
    const browser = speaking(service, 'en');
    const { body } = await browser.login('oauth-verify@example.com', DEMO_PASSWORD);
    const token = body.module.loginResponseDTO.loginNextStepActionData.token as string;
    const asked = await pageIn(await browser.fetch(`/user/account-auth/verify?${new URLSearchParams({ token, type: 'OAUTH_VERIFY_EMAIL_PASSWORD' })}`), 'id');
    for (const text of [PAGE_TEXTS.id.verifyAccountTitle, PAGE_TEXTS.id.verifyAccountText, PAGE_TEXTS.id.confirmItsMe]) assert.ok(asked.includes(text), text);
    assert.match(asked, /Anda akan masuk ke akun <strong>[^<]+<\/strong>\./);
    const gone = await speaking(service, 'vi').fetch('/user/account-auth/verify?token=forged');
    assert.equal(gone.status, 410);
    assert.ok((await pageIn(gone, 'vi')).includes(PAGE_TEXTS.vi.nextStepGone));
  });

  it("writes the phone's QR confirmation in the member's kept language, escaping the member's name", async () => {
    const service = await testService();
    const computer = service.client();
    const phone = await signedIn(service, 'shopper@example.com');
    const shopper = await userOf(service, 'shopper@example.com');
    await service.deps.storage.users.update(shopper.id, { language: 'zh', name: '<img src=x onerror=alert(1)>' }, service.clock.now());
    phone.headers['Accept-Language'] = 'en';
    const session = (await computer.gateway('generateQrCodeUrl', { clientId: 'buyer' })).data?.module as { qrLoginUrl: string; requestId: string };
    const path = new URL(session.qrLoginUrl).pathname + new URL(session.qrLoginUrl).search;
    // From a link on another site: the request's language (no member is asked anything yet).
    const linked = await speaking(service, 'th').fetch(path, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    assert.equal(linked.status, 403);
    assert.ok((await pageIn(linked, 'th')).includes(th.qrNotFromLink));
    assert.ok((await pageIn(await speaking(service, 'vi').fetch(path, { headers: { 'Sec-Fetch-Site': 'none' } }), 'vi')).includes(PAGE_TEXTS.vi.qrLogInFirst));
    service.clock.advance(MINUTE);
    const asked = await pageIn(await phone.fetch(path, { headers: { 'Sec-Fetch-Site': 'none' } }), 'zh');
    assert.match(asked, /以 <strong>&lt;img src=x onerror=alert\(1\)&gt;<\/strong> 的身份在电脑上登录？/);
    assert.doesNotMatch(asked, /<img src=x/);
    assert.ok(asked.includes('二维码于 1 分钟前生成。'));
    assert.ok(asked.includes(`>${PAGE_TEXTS.zh.qrConfirm}</button>`));
    // Opened outside a scan: the second step, in the member's language too.
    const review = await phone.submit('/qr/confirm', { requestId: session.requestId });
    assert.ok((await pageIn(review, 'zh')).includes(PAGE_TEXTS.zh.qrReviewWarning));
    const done = await phone.submit('/qr/confirm', { requestId: session.requestId, reviewed: '1' });
    assert.equal(done.status, 200);
    assert.ok((await pageIn(done, 'zh')).includes(PAGE_TEXTS.zh.qrDone));
  });

  it('has every text in every language, each translated (none left in English)', () => {
    const english = PAGE_TEXTS.en;
    for (const language of LANGUAGES.filter((candidate) => candidate !== 'en')) {
      const texts = PAGE_TEXTS[language];
      for (const [name, text] of Object.entries(texts)) {
        if (typeof text !== 'string') continue;
        assert.ok(text.trim().length > 0, `${language}.${name}`);
        assert.notEqual(text, english[name as keyof typeof english], `${language}.${name}`);
      }
      for (const [action, text] of Object.entries(texts.actions))
        assert.notEqual(text, english.actions[action as keyof typeof english.actions], `${language}.actions.${action}`);
      assert.notEqual(texts.secondsAgo(5), english.secondsAgo(5), language);
    }
  });
});
