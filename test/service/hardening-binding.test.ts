/**
 * Issue 24, points 1 and 7: a QR login and a login's next-step pages belong to the browser that
 * started them. Each test is the attacker's real request; storage is reached only through
 * `service.deps.storage`, so the same file runs against PostgreSQL.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SECURITY } from '../../src/kernel/contract/security.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService, TestClient } from './harness.ts';

const SHOPPER = 'shopper@example.com';
const ATTACKER = 'security@example.com';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface QrModule {
  readonly qrLoginUrl: string;
  readonly requestId: string;
}
interface QrStatus {
  readonly status: string;
  readonly token?: string;
}

const generate = async (computer: TestClient) => (await computer.gateway('generateQrCodeUrl', { clientId: 'buyer' })).data?.module as QrModule;
const poll = async (browser: TestClient, requestId: string) => (await browser.gateway('checkQrCodeStatus', { clientId: 'buyer', requestId })).data?.module as QrStatus;
const qrLogin = (browser: TestClient, token: string | undefined) => browser.post('loginByQrCode', { token, tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode' });
const confirmPath = (session: QrModule) => `/qr/confirm?requestId=${encodeURIComponent(session.requestId)}`;
/** The phone opens the code's page (a scan: the camera opens it, `Sec-Fetch-Site: none`). */
const scan = (phone: TestClient, session: QrModule) => phone.fetch(confirmPath(session), { headers: { 'Sec-Fetch-Site': 'none' } });
const confirm = (phone: TestClient, session: QrModule) => phone.submit('/qr/confirm', { requestId: session.requestId, reviewed: '1' });

/** A computer with a code, a phone logged in as the shopper, and the code confirmed: the token the computer's poll got. */
async function confirmedCode() {
  const service = await testService();
  const computer = service.client();
  const phone = service.client();
  await phone.login(SHOPPER, DEMO_PASSWORD);
  const session = await generate(computer);
  assert.equal((await scan(phone, session)).status, 200);
  assert.equal((await confirm(phone, session)).status, 200);
  const success = await poll(computer, session.requestId);
  assert.equal(success.status, 'SUCCESS');
  return { ...service, computer, phone, session, token: success.token };
}

describe('issue 24, point 1: a QR login binds to the computer that asked', () => {
  it('answers a poll from another browser as it answers an unknown code, without counting it, even once confirmed', async () => {
    const { client, deps } = await testService();
    const computer = client();
    const attacker = client();
    const phone = client();
    await phone.login(SHOPPER, DEMO_PASSWORD);
    const session = await generate(computer);
    const unknown = await poll(attacker, 'no-such-request-id');
    assert.deepEqual(await poll(attacker, session.requestId), unknown);
    assert.deepEqual(unknown, { status: 'FAILURE' });
    assert.equal((await deps.storage.qr.get(session.requestId))?.polls, 0, "the stranger's poll was not counted");
    assert.deepEqual(await poll(computer, session.requestId), { status: 'PENDING' });
    await scan(phone, session);
    await confirm(phone, session);
    assert.deepEqual(await poll(attacker, session.requestId), { status: 'FAILURE' }, 'no token for the stranger');
    assert.equal((await poll(computer, session.requestId)).status, 'SUCCESS');
  });

  it("refuses the code's token from another browser, without using it up", async () => {
    const { client, computer, token } = await confirmedCode();
    const attacker = client();
    const stolen = await qrLogin(attacker, token);
    assert.equal(stolen.body.errorCode?.key, 'PL-USER-QR-EXPIRED');
    assert.equal(attacker.cookies.has('member_sid'), false);
    const login = await qrLogin(computer, token);
    assert.equal(login.body.module.loginResponseDTO.user.email, SHOPPER, 'the computer that asked still logs in');
  });

  it('refuses the token once the browser that asked has no binding cookie left (a cleared or copied cookie jar)', async () => {
    const { computer, token } = await confirmedCode();
    computer.cookies.delete('member_bind');
    assert.equal((await qrLogin(computer, token)).body.errorCode?.key, 'PL-USER-QR-EXPIRED');
  });

  it('refuses a confirmation of a code this phone did not scan (a forged POST, a link followed without the page)', async () => {
    const { client, deps } = await testService();
    const computer = client();
    const victim = client();
    await victim.login(SHOPPER, DEMO_PASSWORD);
    const session = await generate(computer);
    assert.equal((await confirm(victim, session)).status, 410);
    assert.equal((await deps.storage.qr.get(session.requestId))?.state, 'PENDING');
    assert.deepEqual(await poll(computer, session.requestId), { status: 'PENDING' });
  });

  it('refuses a confirmation by a phone session other than the one that scanned (another account on another phone)', async () => {
    const { client } = await testService();
    const computer = client();
    const phone = client();
    const attacker = client();
    await phone.login(SHOPPER, DEMO_PASSWORD);
    await attacker.login(ATTACKER, DEMO_PASSWORD);
    const session = await generate(computer);
    assert.equal((await scan(phone, session)).status, 200);
    assert.equal((await confirm(attacker, session)).status, 410, 'the attacker did not scan it');
    const second = await scan(attacker, session);
    assert.equal(second.status, 410, 'a code scanned by one phone is not scanned again by another');
    assert.doesNotMatch(await second.text(), /<form method="post">/);
    assert.equal((await confirm(attacker, session)).status, 410);
    assert.deepEqual(await poll(computer, session.requestId), { status: 'SCANNED' });
    assert.equal((await confirm(phone, session)).status, 200);
    const success = await poll(computer, session.requestId);
    assert.equal((await qrLogin(computer, success.token)).body.module.loginResponseDTO.user.email, SHOPPER, "the computer is in the scanner's account");
  });

  it('refuses a confirmation once the phone that scanned has logged in again (a new session)', async () => {
    const { client } = await testService();
    const computer = client();
    const phone = client();
    await phone.login(SHOPPER, DEMO_PASSWORD);
    const session = await generate(computer);
    await scan(phone, session);
    await phone.login(ATTACKER, DEMO_PASSWORD);
    assert.equal((await confirm(phone, session)).status, 410);
  });

  it('does not scan a code whose page was opened from a link on another site (the one-click link attack)', async () => {
    const { client, deps } = await testService();
    const attackerComputer = client();
    const victim = client();
    await victim.login(SHOPPER, DEMO_PASSWORD);
    const session = await generate(attackerComputer);
    for (const site of ['cross-site', 'same-site']) {
      const page = await victim.fetch(confirmPath(session), { headers: { 'Sec-Fetch-Site': site } });
      const text = await page.text();
      assert.equal(page.status, 403, site);
      assert.match(text, /scan/i);
      assert.doesNotMatch(text, /<form method="post">/);
    }
    assert.equal((await deps.storage.qr.get(session.requestId))?.state, 'PENDING');
    assert.equal((await confirm(victim, session)).status, 410);
    assert.deepEqual(await poll(attackerComputer, session.requestId), { status: 'PENDING' }, "the attacker's computer gets nothing");
  });

  it('ends a code with its life, however rarely it was polled (a link kept alive by not polling)', async () => {
    const { client, clock, deps } = await testService();
    const attackerComputer = client();
    const victim = client();
    await victim.login(SHOPPER, DEMO_PASSWORD);
    const session = await generate(attackerComputer);
    clock.advance(deps.config.qrExpirePolls * deps.config.qrIntervalMs + deps.config.qrIntervalMs + 1);
    const page = await scan(victim, session);
    assert.equal(page.status, 410);
    assert.doesNotMatch(await page.text(), /<form method="post">/);
    assert.equal((await confirm(victim, session)).status, 410);
    assert.deepEqual(await poll(attackerComputer, session.requestId), { status: 'FAILURE' });
  });

  it('refuses a confirmation past the life of a code scanned in time', async () => {
    const { client, clock, deps } = await testService();
    const computer = client();
    const phone = client();
    await phone.login(SHOPPER, DEMO_PASSWORD);
    const session = await generate(computer);
    await scan(phone, session);
    clock.advance(deps.config.qrExpirePolls * deps.config.qrIntervalMs + deps.config.qrIntervalMs + 1);
    assert.equal((await confirm(phone, session)).status, 410);
    assert.deepEqual(await poll(computer, session.requestId), { status: 'FAILURE' });
  });

  it('says on the phone which computer asks, from where and how long ago, as escaped text', async () => {
    const { clock, app, keys } = await testService({ config: { trustProxy: true } });
    const send = (input: string, init?: RequestInit, env?: object) => app.request(input, init, env);
    const computer = new TestClient(send, keys, 'http://localhost', { 'X-Member-Region': 'sg', 'User-Agent': WINDOWS_CHROME, 'X-Forwarded-For': '203.0.113.7' });
    const phone = new TestClient(send, keys, 'http://localhost', { 'X-Member-Region': 'sg', 'X-Forwarded-For': '198.51.100.20' });
    await phone.login(SHOPPER, DEMO_PASSWORD);
    const session = await generate(computer);
    clock.advance(42_000);
    const text = await (await scan(phone, session)).text();
    assert.match(text, /Chrome on Windows/);
    assert.match(text, /203\.0\.113\.7/);
    assert.match(text, /42 seconds ago/);
    assert.match(text, /Log in on your computer as <strong>Sam Shopper<\/strong>/);

    const marked = new TestClient(send, keys, 'http://localhost', {
      'X-Member-Region': 'sg',
      'User-Agent': '<img src=x onerror=alert(1)>',
      'X-Forwarded-For': '<script>alert(1)</script>',
    });
    const markedSession = await generate(marked);
    const markedText = await (await scan(phone, markedSession)).text();
    assert.doesNotMatch(markedText, /<script>alert|<img src=x/);
    assert.match(markedText, /Unknown device/);
  });

  it('keeps the binding, the requester and the scanning session on the QR row', async () => {
    const { client, deps } = await testService();
    const computer = client();
    const phone = client();
    await phone.login(SHOPPER, DEMO_PASSWORD);
    const session = await generate(computer);
    const row = await deps.storage.qr.get(session.requestId);
    assert.ok(row?.binding, 'a binding hash');
    assert.notEqual(row.binding, computer.cookies.get('member_bind'), 'the hash, not the secret');
    assert.ok(row.requester);
    assert.equal(row.scannedBy, null);
    await scan(phone, session);
    assert.ok((await deps.storage.qr.get(session.requestId))?.scannedBy);
  });
});

describe('issue 24, point 7: no session swap through the next-step pages', () => {
  it("an account-auth page opened in another browser logs nobody in, and leaves the starter's token alive", async () => {
    const { client } = await testService();
    const attacker = client();
    const victim = client();
    await victim.login(SHOPPER, DEMO_PASSWORD);
    const { body } = await attacker.login('oauth-verify@example.com', DEMO_PASSWORD);
    const { token, url } = body.module.loginResponseDTO.loginNextStepActionData as { token: string; url: string };
    const page = await (await victim.fetch(`${url}?token=${encodeURIComponent(token)}&type=OAUTH_VERIFY_EMAIL_PASSWORD`)).text();
    assert.doesNotMatch(page, /o\*\*\*y@example\.com|Confirm it's me/, 'no account named, no button, in another browser');
    const swapped = await victim.submit(url, { token, type: 'OAUTH_VERIFY_EMAIL_PASSWORD', redirect: '/' });
    assert.equal(swapped.status, 410);
    assert.equal((await victim.gateway('getUser', {}, { method: 'GET' })).data?.email, SHOPPER, 'the victim is still in their own account');
    assert.equal((await attacker.submit(url, { token, type: 'OAUTH_VERIFY_EMAIL_PASSWORD', redirect: '/' })).status, 303);
  });

  it('the account-auth page names the account it logs into, masked', async () => {
    const { client } = await testService();
    const browser = client();
    const { body } = await browser.login('oauth-phone@example.com', DEMO_PASSWORD);
    const { token, url } = body.module.loginResponseDTO.loginNextStepActionData as { token: string; url: string };
    const page = await (await browser.fetch(`${url}?token=${encodeURIComponent(token)}`)).text();
    assert.match(page, /o\*\*\*e@example\.com/);
    assert.doesNotMatch(page, /oauth-phone@example\.com/);
  });

  it('a second verification passed in one browser cannot be finished (or read) in another', async () => {
    const service = await testService();
    const { client } = service;
    const attacker = client();
    const victim = client();
    const { body } = await attacker.login('second-verification@example.com', DEMO_PASSWORD);
    const { token } = body.module.loginResponseDTO.loginNextStepActionData as { token: string };
    assert.match((await victim.gateway(SECURITY.verification.api, { token })).ret, /^PL-USER-TOKEN-EXPIRED::/);
    const track = [0, 12, 40, 75, 92, 99].map((x, index) => ({ x, t: [0, 90, 160, 260, 380, 520][index]! }));
    assert.match((await victim.gateway(SECURITY.checkVerification.api, { token, method: 'slider', track })).ret, /^PL-USER-TOKEN-EXPIRED::/);
    assert.equal((await attacker.gateway(SECURITY.checkVerification.api, { token, method: 'slider', track })).data?.state, 'PENDING');
    assert.match((await attacker.gateway(SECURITY.sendVerification.api, { token, method: 'sms' })).ret, /^SUCCESS::/);
    const code = service.outbox.list('+6581234569').find((entry) => entry.channel === 'SMS')?.code;
    assert.equal((await attacker.gateway(SECURITY.checkVerification.api, { token, method: 'sms', code })).data?.state, 'VERIFIED');
    const swapped = await victim.gateway(SECURITY.finishVerifiedLogin.api, { token });
    assert.match(swapped.ret, /^PL-USER-TOKEN-EXPIRED::/);
    assert.equal(victim.cookies.has('member_sid'), false);
    assert.equal((await attacker.gateway(SECURITY.finishVerifiedLogin.api, { token })).data?.state, 'VERIFIED', 'the browser that started it finishes');
  });

  it("the second verification's page names the account it logs into, masked, and only in the browser that started it", async () => {
    const { client } = await testService();
    const browser = client();
    const { body } = await browser.login('second-verification@example.com', DEMO_PASSWORD);
    const { token, url } = body.module.loginResponseDTO.loginNextStepActionData as { token: string; url: string };
    const path = `${url}?token=${encodeURIComponent(token)}&type=SECOND_VERIFICATION&redirect=/`;
    const own = await (await browser.fetch(path)).text();
    assert.match(own, /s\*\*\*n@example\.com/);
    assert.match(own, /<member-account view="verification"/);
    const other = await (await client().fetch(path)).text();
    assert.doesNotMatch(other, /s\*\*\*n@example\.com/);
    assert.match(other, /another browser/);
  });

  it("a reset's login verification is bound to the browser that verified the reset code", async () => {
    const { client, outbox } = await testService();
    const browser = client();
    const applied = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: 'second-verification@example.com' });
    const token = applied.data?.token as string;
    await browser.gateway('sendVerificationEmailCode', { token, type: 'RESET_PASSWORD' });
    const [mail] = outbox.list('second-verification@example.com');
    const verified = await browser.gateway('verifyEmailCode', { type: 'RESET_PASSWORD', token, code: mail!.code });
    const next = verified.data?.token as string;
    assert.equal((await browser.gateway(SECURITY.verification.api, { token: next })).ret, 'SUCCESS::ok');
    assert.match((await client().gateway(SECURITY.verification.api, { token: next })).ret, /^PL-USER-TOKEN-EXPIRED::/);
  });
});
