/**
 * Attacks on what proves identity (issue 32, guarantees 2 and 5): a knowledge answer guessed for a
 * takeover action, a login's second verification passed by a scripted slider, a blind tap on a
 * push, an approval that does not say what it approves, and a QR link handed over outside a scan.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DELETE_CONFIRMATION } from '../../src/kernel/contract/security.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService, type TestClient } from './harness.ts';
import { MEMBER, call, methodsOf, neededToken, newest, ok, pathOf, signedIn, type Service } from './securityClient.ts';

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
/** A drag a hand made: uneven speed, ending at the end. */
const HAND_TRACK = [0, 12, 40, 75, 92, 99].map((x, index) => ({ x, t: [0, 90, 160, 260, 380, 520][index] ?? 0 }));

/** Logs `email` in with the password: the login's second verification token. */
async function loginToken(browser: TestClient, email = 'second-verification@example.com'): Promise<string> {
  const { body } = await browser.login(email, DEMO_PASSWORD);
  const data = body.module?.loginResponseDTO?.loginNextStepActionData;
  assert.ok(data?.token, JSON.stringify(body));
  return String(data.token);
}

/** Every action that could hand the account over, as the stolen session asks for it. */
const TAKEOVER_CALLS = [
  ['sendEmailChange', { email: 'thief@example.com' }],
  ['sendPhoneChange', { phonePrefixCode: '65', phone: '91234567', deliveryType: 'SMS' }],
  ['signOutDevices', {}],
] as const;

/** A push sent for a password change asked on `laptop` (the member's other device gets it). */
async function pushFor(service: Service, laptop: TestClient) {
  const token = neededToken(await laptop.gateway(call('changePassword'), { newPassword: await laptop.encrypt('Brand9new!x'), signOutOthers: false }));
  const sent = await laptop.gateway(call('sendVerification'), { token, method: 'push' });
  ok(sent);
  const path = pathOf(newest(service, MEMBER, 'PUSH').link);
  return { token, number: Number(sent.data?.number), path, id: new URL(path, 'http://localhost').searchParams.get('id') ?? '' };
}

describe('attacks on what proves identity', () => {
  it('never offers nor accepts the security question for an account change, a sign-out of devices or a password change', async () => {
    const service = await testService();
    const thief = await signedIn(service, 'question@example.com');
    for (const [name, data] of [...TAKEOVER_CALLS, ['changePassword', { newPassword: await thief.encrypt('Brand9new!x'), signOutOthers: false }]] as const) {
      const token = neededToken(await thief.gateway(call(name), data));
      assert.ok(!methodsOf(await thief.gateway(call('verification'), { token })).includes('question'), `${name} offers the question`);
      // "singapore" was the first guess of the attack pass.
      const guessed = await thief.gateway(call('checkVerification'), { token, method: 'question', answer: 'singapore' });
      assert.match(guessed.ret, /^PL-USER-VERIFY-METHOD-UNAVAILABLE::/, `${name}: ${guessed.ret}`);
      neededToken(await thief.gateway(call(name), data));
    }
    neededToken(await thief.gateway(call('requestDeletion'), { confirmation: DELETE_CONFIRMATION }));
  });

  it("does not let a login's second verification pass by the slider, nor by the question: the slider only opens the real methods", async () => {
    const service = await testService();
    const browser = service.client();
    const token = await loginToken(browser);
    const before = await browser.gateway(call('verification'), { token });
    assert.deepEqual(methodsOf(before), ['slider'], 'the person check comes first, alone');
    assert.match((await browser.gateway(call('sendVerification'), { token, method: 'sms' })).ret, /^PL-USER-VERIFY-METHOD-UNAVAILABLE::/, 'no code goes out before it');
    assert.equal((await browser.gateway(call('checkVerification'), { token, method: 'slider', track: HAND_TRACK })).data?.state, 'PENDING');
    assert.equal((await browser.gateway(call('finishVerifiedLogin'), { token })).data?.state, 'PENDING', 'no session from a slide');
    assert.equal(browser.cookies.has('member_sid'), false);
    const after = await browser.gateway(call('verification'), { token });
    assert.deepEqual(methodsOf(after), ['sms', 'email', 'emailLink'], 'something the password thief lacks');
    assert.notEqual(after.data?.suggested, 'slider');
    ok(await browser.gateway(call('sendVerification'), { token, method: 'sms' }));
    const code = newest(service, '+6581234569', 'SMS').code;
    assert.equal((await browser.gateway(call('checkVerification'), { token, method: 'sms', code })).data?.state, 'VERIFIED');
    assert.equal((await browser.gateway(call('finishVerifiedLogin'), { token })).data?.state, 'VERIFIED');
  });

  it('makes a blind approval of a push fail: the page names no number, one wrong number rejects the request', async () => {
    const service = await testService();
    const laptop = await signedIn(service, MEMBER, WINDOWS_CHROME);
    const phone = await signedIn(service, MEMBER, ANDROID_CHROME);
    const { token, number, path, id } = await pushFor(service, laptop);
    // The page's own words and form, without what it says of the request (its time has digits too).
    const page = (await (await phone.fetch(path)).text()).replace(/<dl class="approval">[\s\S]*?<\/dl>/, '');
    assert.doesNotMatch(page, new RegExp(`\\b${number}\\b`), 'the approving page does not show the number');
    assert.doesNotMatch(page, /name="number" value=/, 'nor offers numbers to tap');
    assert.match(page, /<input[^>]*name="number"/, 'the number is typed');
    const wrong = number === 10 ? 11 : number - 1;
    assert.equal((await phone.submit('/user/verify-push', { id, number: String(wrong) })).status, 200);
    assert.equal((await laptop.gateway(call('verificationStatus'), { token })).data?.state, 'REJECTED');
    assert.equal((await phone.submit('/user/verify-push', { id, number: String(number) })).status, 410);
  });

  it('says on the push and on the e-mail link what is approved, from which device, where and when', async () => {
    const service = await testService();
    const laptop = await signedIn(service, MEMBER, WINDOWS_CHROME);
    const phone = await signedIn(service, MEMBER, ANDROID_CHROME);
    const { path } = await pushFor(service, laptop);
    const push = await (await phone.fetch(path)).text();
    assert.match(push, /Change your password/);
    assert.match(push, /Chrome on Windows/);
    assert.match(push, /unknown place/i);
    assert.match(push, /\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);

    const token = neededToken(await laptop.gateway(call('sendEmailChange'), { email: 'new-address@example.com' }));
    ok(await laptop.gateway(call('sendVerification'), { token, method: 'emailLink' }));
    const mail = await (await service.client().fetch(pathOf(newest(service, MEMBER, 'EMAIL').link))).text();
    assert.match(mail, /Change your e-mail address/);
    assert.match(mail, /Chrome on Windows/);
    assert.match(mail, /unknown place/i);
  });

  it('does not confirm a QR login with one press from a link opened outside a scan: a second step shows the computer first', async () => {
    const service = await testService();
    const computer = service.client();
    computer.headers['User-Agent'] = WINDOWS_CHROME;
    const phone = await signedIn(service, 'shopper@example.com', ANDROID_CHROME);
    const generated = await computer.gateway('generateQrCodeUrl', { clientId: 'buyer' });
    const requestId = (generated.data?.module as { requestId: string } | undefined)?.requestId ?? '';
    // An app hands the link over: no fetch metadata at all.
    const first = await (await phone.fetch(`/qr/confirm?requestId=${encodeURIComponent(requestId)}`)).text();
    assert.match(first, /Chrome on Windows/);
    const once = await phone.submit('/qr/confirm', { requestId });
    assert.equal(once.status, 200);
    const review = await once.text();
    assert.match(review, /Chrome on Windows/, 'the second step names the computer');
    assert.match(review, /name="reviewed"/, 'and asks again');
    const status = (await computer.gateway('checkQrCodeStatus', { clientId: 'buyer', requestId })).data?.module as { status: string };
    assert.equal(status.status, 'SCANNED', 'one press confirmed nothing');
    assert.equal((await phone.submit('/qr/confirm', { requestId, reviewed: '1' })).status, 200);
    const confirmed = (await computer.gateway('checkQrCodeStatus', { clientId: 'buyer', requestId })).data?.module as { status: string };
    assert.equal(confirmed.status, 'SUCCESS');
  });
});
