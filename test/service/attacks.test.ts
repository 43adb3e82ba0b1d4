/**
 * The attack pass of issue 15, one request at a time: each test is what an attacker sent and what
 * the service must answer now.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { describe, it, mock } from 'node:test';
import { REST } from '../../src/kernel/contract/calls.ts';
import { createService } from '../../service/app.ts';
import { DEFAULT_CONFIG, limitsFromEnv } from '../../service/domain/config.ts';
import { senderFromEnv, WebhookSender } from '../../service/domain/sender.ts';
import { hashPassword, type PasswordHashing } from '../../service/domain/passwordHash.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService, TestClient } from './harness.ts';

const SHOPPER = 'shopper@example.com';
const SHOPPER_PHONE = '81234567';
const gatewayPath = (api: string) => `/gw/mtop.lazada.member.user.${api}/1.0/`;

describe('1. CSRF through GET', () => {
  it('refuses a state change sent by GET without the token, whoever is logged in', async () => {
    const { client, outbox } = await testService();
    const victim = client();
    await victim.login(SHOPPER, DEMO_PASSWORD);
    const profile = await victim.gateway('updateUserProfile', { gender: 'female', birthday: '1990-01-01' }, { method: 'GET' });
    assert.equal(profile.status, 403);
    assert.match(profile.ret, /^CSRF_TOKEN_INVALID::/);
    assert.equal((await victim.gateway('getUser', {}, { method: 'GET' })).data?.gender, undefined, 'the profile is unchanged');

    const send = await victim.gateway('sendCode', { type: 'OTP_LOGIN', phone: '91234567', deliveryType: 'SMS' }, { method: 'GET' });
    assert.equal(send.status, 403);
    assert.equal(outbox.list().length, 0, 'no code was sent');
  });

  it('does not start a session through deletion.cancel by GET', async () => {
    const { client } = await testService();
    const attacker = client();
    const { body } = await attacker.login('pending-deletion@example.com', DEMO_PASSWORD);
    const token = body.module.loginResponseDTO.loginNextStepActionData.deletionCancelToken as string;
    const victim = client();
    const answer = await victim.gateway('deletion.cancel', { token }, { method: 'GET' });
    assert.equal(answer.status, 403);
    assert.equal(victim.cookies.has('member_sid'), false);
  });

  it('still answers reads by GET, and a state change by GET that carries the token', async () => {
    const { client } = await testService();
    const browser = client();
    await browser.login(SHOPPER, DEMO_PASSWORD);
    assert.equal((await browser.gateway('getUser', {}, { method: 'GET' })).ret, 'SUCCESS::ok');
    const form = new URLSearchParams({ data: JSON.stringify({ gender: 'male', birthday: '1990-01-01' }) });
    const response = await browser.fetch(`${gatewayPath('updateUserProfile')}?${form}`, { headers: { 'X-CSRF-TOKEN': await browser.csrfToken() } });
    assert.deepEqual(((await response.json()) as { ret: string[] }).ret, ['SUCCESS::ok']);
  });
});

describe('2. failed logins count on the account, before hashing', () => {
  it('counts every spelling of one phone number as the same name (its e-mail shows nothing: issue 24, point 5)', async () => {
    const { client } = await testService();
    const spellings = ['81234567', '8123 4567', '+65 8123 4567', '+6581234567', '+65 (8123) 4567', '8123-4567'];
    for (const spelling of spellings.slice(0, 5)) assert.equal((await client().login(spelling, 'Wrong123!')).body.errorCode?.key, 'PL-USER-WRONG-PASSWORD');
    for (const spelling of spellings) {
      assert.equal((await client().login(spelling, 'Wrong123!')).body.errorCode?.key, 'FAIL_SYS_ANTI_CREEP', `${spelling} is the same name`);
    }
    assert.equal((await client().login(SHOPPER, 'Wrong123!')).body.errorCode?.key, 'PL-USER-WRONG-PASSWORD', 'as an unknown e-mail would');
  });

  it('lets at most 5 of 40 parallel wrong logins reach the password check', async () => {
    const { client } = await testService();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => client(`198.51.100.${index}`).login(SHOPPER_PHONE, 'Wrong123!')));
    const keys = answers.map((answer) => answer.body.errorCode?.key);
    assert.equal(keys.filter((key) => key === 'PL-USER-WRONG-PASSWORD').length, 5);
    assert.equal(keys.filter((key) => key === 'FAIL_SYS_ANTI_CREEP').length, 35);
    assert.equal((await client().login(SHOPPER, DEMO_PASSWORD)).body.errorCode?.key, 'FAIL_SYS_ANTI_CREEP');
  });
});

describe('3. failed logins ask for the challenge instead of locking the owner out', () => {
  it('after 5 failures asks for the anti-bot challenge; with a pass the right password logs in', async () => {
    const { client } = await testService();
    for (let attempt = 0; attempt < 5; attempt++) await client().login(SHOPPER, 'Wrong123!');
    const owner = client();
    const challenged = await owner.login(SHOPPER, DEMO_PASSWORD);
    assert.deepEqual(challenged.body, {
      success: false,
      errorCode: { key: 'FAIL_SYS_ANTI_CREEP', displayMessage: 'Please complete the security check, then try again.' },
      module: { url: '/user/challenge?bits=2' },
    });
    assert.equal((await owner.fetch('/user/challenge')).status, 200, 'the challenge page exists in every mode');
    assert.equal((await owner.passChallenge()).status, 200);
    const { body } = await owner.login(SHOPPER, DEMO_PASSWORD);
    assert.equal(body.success, true);
    assert.equal((await client().login(SHOPPER, 'Wrong123!')).body.errorCode?.key, 'PL-USER-WRONG-PASSWORD', 'a success forgets the failures');
  });

  it('uses a pass once, refuses one without the CSRF token, and lets none expire into use', async () => {
    const { client, clock } = await testService();
    for (let attempt = 0; attempt < 5; attempt++) await client().login(SHOPPER, 'Wrong123!');
    const attacker = client();
    await attacker.csrfToken();
    assert.equal((await attacker.fetch('/user/challenge/pass', { method: 'POST' })).status, 403);
    await attacker.passChallenge();
    const pass = attacker.cookies.get('member_challenge')!;
    assert.equal((await attacker.login(SHOPPER, 'Wrong123!')).body.errorCode?.key, 'PL-USER-WRONG-PASSWORD');
    attacker.cookies.set('member_challenge', pass);
    assert.equal((await attacker.login(SHOPPER, 'Wrong123!')).body.errorCode?.key, 'FAIL_SYS_ANTI_CREEP', 'a pass is used once');
    await attacker.passChallenge();
    clock.advance(DEFAULT_CONFIG.challengePassTtlMs);
    assert.equal((await attacker.login(SHOPPER, 'Wrong123!')).body.errorCode?.key, 'FAIL_SYS_ANTI_CREEP', 'an expired pass');
  });

  it('answers each failure past the threshold more slowly', async () => {
    const { client, waits } = await testService();
    const attacker = client();
    for (let attempt = 0; attempt < 8; attempt++) {
      if (attempt >= 5) await attacker.passChallenge();
      await attacker.login(SHOPPER, 'Wrong123!');
    }
    assert.deepEqual(waits, [1000, 2000, 3000]);
  });

  it('locks nobody out: past 100 failures (NIST 800-63B) every attempt asks the most work, a known or unknown name alike, and the owner still logs in', async () => {
    const { client } = await testService({ config: { loginsPerAddressPerMinute: 1000, challengePassesPerAddressPerHour: 1000 } });
    const after100 = [];
    for (const name of [SHOPPER, 'nobody@example.com']) {
      const attacker = client();
      for (let attempt = 0; attempt < 100; attempt++) {
        if (attempt >= 5) await attacker.passChallenge();
        assert.equal((await attacker.login(name, 'Wrong123!')).body.errorCode?.key, 'PL-USER-WRONG-PASSWORD');
      }
      after100.push(await client().login(name, DEMO_PASSWORD));
    }
    assert.deepEqual(after100[0], after100[1]);
    assert.equal(after100[0]?.body.module?.url, '/user/challenge?bits=6', 'the most work (the harness caps it at 6 bits)');
    const owner = client();
    await owner.passChallenge();
    assert.equal((await owner.login(SHOPPER, DEMO_PASSWORD)).body.success, true);
  });
});

describe('4. forgot-password does not tell who has an account', () => {
  /** The answers of: apply, send, send again at once, five wrong codes. */
  async function forgotPassword(loginName: string) {
    const { client } = await testService();
    const browser = client();
    const apply = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName }, { method: 'GET' });
    const token = apply.data?.token as string;
    const answers: unknown[] = [[apply.status, apply.ret, apply.data?.type]];
    for (let send = 0; send < 2; send++) {
      const { status, ret, data } = await browser.gateway('sendVerificationSms', { token, type: 'RESET_PASSWORD', deliveryType: 'SMS' });
      answers.push([status, ret, data]);
    }
    for (let guess = 0; guess < 5; guess++) {
      const { status, ret } = await browser.gateway('verifyPhoneCode', { token, type: 'RESET_PASSWORD', code: '000000' });
      answers.push([status, ret]);
    }
    return answers;
  }

  it('gives an unknown account the same answers as a real one: resend refused, fifth wrong code dead', async () => {
    const known = await forgotPassword(SHOPPER_PHONE);
    const unknown = await forgotPassword('91239876');
    assert.deepEqual(unknown, known);
    assert.match(String((known[2] as unknown[])[1]), /^PL-USER-CODE-TOO-FREQUENT::/);
    assert.match(String((known[7] as unknown[])[1]), /^PL-USER-CODE-DEAD::/);
  });

  it('gives the same answer once the phone’s hourly codes are used up, known or not', async () => {
    const answers = [];
    for (const phone of [SHOPPER_PHONE, '91239876']) {
      const { client, clock } = await testService();
      for (let send = 0; send < 5; send++) {
        await client(`198.51.100.${send}`).sendCode(phone, 'OTP_LOGIN');
        clock.advance(60_000);
      }
      const browser = client();
      const apply = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: phone }, { method: 'GET' });
      answers.push((await browser.gateway('sendVerificationSms', { token: apply.data?.token, type: 'RESET_PASSWORD', deliveryType: 'SMS' })).ret);
    }
    assert.equal(answers[1], answers[0]);
    assert.equal(answers[0], 'SUCCESS::ok');
  });

  it('never delivers a known phone a sixth code in the hour, asked under any name', async () => {
    const { client, clock, outbox } = await testService();
    for (let send = 0; send < 5; send++) {
      await client(`198.51.100.${send}`).sendCode(SHOPPER_PHONE, 'OTP_LOGIN');
      clock.advance(60_000);
    }
    const browser = client();
    const apply = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: SHOPPER_PHONE }, { method: 'GET' });
    await browser.gateway('sendVerificationSms', { token: apply.data?.token, type: 'RESET_PASSWORD', deliveryType: 'SMS' });
    assert.equal(outbox.list(SHOPPER_PHONE).length, 5);
  });

  it('sends nothing for the unknown account', async () => {
    const { client, outbox } = await testService();
    const browser = client();
    const apply = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: 'nobody@example.com' }, { method: 'GET' });
    assert.equal((await browser.gateway('sendVerificationEmailCode', { token: apply.data?.token, type: 'RESET_PASSWORD' })).ret, 'SUCCESS::ok');
    assert.deepEqual(outbox.list(), []);
  });
});

describe('5. server-side redirects stay on the site', () => {
  async function confirmWith(redirect: string, origin = 'http://localhost') {
    const { app, keys } = await testService();
    const attacker = new TestClient((input, init, env) => app.request(input, init, env), keys, origin);
    const { body } = await attacker.login('oauth-verify@example.com', DEMO_PASSWORD);
    const token = body.module.loginResponseDTO.loginNextStepActionData.token as string;
    const response = await attacker.submit('/user/account-auth/verify', { token, type: 'OAUTH_VERIFY_EMAIL_PASSWORD', redirect });
    return { status: response.status, location: response.headers.get('Location') ?? '' };
  }

  for (const redirect of [
    '/\t/evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'https://localhost@evil.example/',
    '/./\\/evil.example',
    '/.//evil.example/x',
  ]) {
    it(`sends ${JSON.stringify(redirect)} to a path of this site`, async () => {
      const { status, location } = await confirmWith(redirect);
      assert.equal(status, 303);
      assert.match(location, /^\/(?!\/)/);
      assert.equal(new URL(location, 'http://localhost').host, 'localhost');
    });
  }

  it('answers CR/LF in the redirect with a redirect, not a 500', async () => {
    const { status, location } = await confirmWith('/account\r\nSet-Cookie: member_sid=attacker');
    assert.equal(status, 303);
    assert.doesNotMatch(location, /[\r\n]/);
  });

  it('keeps a path of this site, and allows an allow-listed host over https only', async () => {
    assert.equal((await confirmWith('/user/account?tab=orders#top')).location, '/user/account?tab=orders#top');
    assert.equal((await confirmWith('https://www.lazada.sg/cart', 'https://localhost')).location, 'https://www.lazada.sg/cart');
    assert.equal((await confirmWith('http://www.lazada.sg/cart', 'https://localhost')).location, '/user/account');
  });

  it('checks the development punish page’s link the same way', async () => {
    const { client } = await testService();
    const page = await (await client().fetch(`/__dev/punish?redirect=${encodeURIComponent('/\t/evil.example/phish')}`)).text();
    assert.equal(/<a href="([^"]*)">I'm not a robot/.exec(page)?.[1], '/');
  });
});

describe('6. production headers', () => {
  it('sends CSP, frame, sniffing and referrer headers on every answer, and no-store on tokens and logins', async () => {
    const { app, keys } = await testService({ config: { dev: false, publicOrigin: 'https://localhost' } });
    const browser = new TestClient((input, init, env) => app.request(input, init, env), keys, 'https://localhost');
    for (const path of ['/user/login?redirect=%2F', '/user/api/getCsrfToken', '/user/challenge']) {
      const response = await browser.fetch(path);
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get('Content-Security-Policy') ?? '', /frame-ancestors 'none'/, path);
      assert.match(response.headers.get('Content-Security-Policy') ?? '', /script-src 'self'/, path);
      assert.doesNotMatch(response.headers.get('Content-Security-Policy') ?? '', /script-src[^;]*'unsafe-inline'/, path);
      assert.equal(response.headers.get('X-Frame-Options'), 'DENY');
      assert.equal(response.headers.get('X-Content-Type-Options'), 'nosniff');
      assert.equal(response.headers.get('Referrer-Policy'), 'strict-origin-when-cross-origin');
      assert.match(response.headers.get('Strict-Transport-Security') ?? '', /max-age=\d{8}/);
      assert.equal(response.headers.get('Cache-Control'), 'no-store', path);
    }
    const login = await browser.fetch('/user/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': await browser.csrfToken() },
      body: JSON.stringify({ loginName: SHOPPER, encryptPassword: await browser.encrypt(DEMO_PASSWORD) }),
    });
    assert.equal(login.headers.get('Cache-Control'), 'no-store');
  });

  it('runs only the inline scripts carrying the answer’s nonce', async () => {
    const { client } = await testService();
    const response = await client().fetch('/user/google-login');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    assert.ok(nonce);
    const scripts = [...(await response.text()).matchAll(/<script[^>]*>/g)].map(([tag]) => tag);
    assert.ok(scripts.length > 0);
    for (const tag of scripts) assert.ok(tag.includes(`nonce="${nonce}"`), tag);
  });

  it('sends no HSTS over plain http', async () => {
    const { client } = await testService({ config: { dev: false } });
    assert.equal((await client().fetch('/user/api/getCsrfToken')).headers.get('Strict-Transport-Security'), null);
  });
});

// Deliveries happen in the background: their tests wait for the webhook's signal, at most this long.
describe('7. codes go to a sender, never to a log, in production', { timeout: 10_000 }, () => {
  /** A code gateway on an ephemeral port; `received` resolves with the first message it gets. */
  async function webhook(status = 200) {
    let deliver: (message: { headers: IncomingMessage['headers']; body: unknown }) => void = () => {};
    const received = new Promise<{ headers: IncomingMessage['headers']; body: unknown }>((resolve) => (deliver = resolve));
    const server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        deliver({ headers: request.headers, body: JSON.parse(text) });
        response.writeHead(status).end();
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it('POSTs the code to the webhook and prints nothing', async (t) => {
    const hook = await webhook();
    t.after(hook.close);
    const sender = senderFromEnv({ MEMBER_SENDER_URL: hook.url, MEMBER_SENDER_TOKEN: 'secret-token' })!;
    const { client, outbox } = await testService({ config: { dev: false }, sender });
    const logged = [mock.method(console, 'log'), mock.method(console, 'info'), mock.method(console, 'warn'), mock.method(console, 'error')];
    t.after(() => {
      for (const spy of logged) spy.mock.restore();
    });
    assert.equal((await client().sendCode('91234567', 'OTP_LOGIN')).ret, 'SUCCESS::ok');
    const message = await hook.received;
    assert.equal(message.headers.authorization, 'Bearer secret-token');
    const body = message.body as { channel: string; to: string; text: string; code: string };
    assert.deepEqual([body.channel, body.to], ['SMS', '+6591234567']);
    assert.match(body.code, /^\d{6}$/);
    assert.ok(body.text.includes(body.code));
    assert.deepEqual(outbox.list(), []);
    assert.equal(
      logged.reduce((calls, spy) => calls + spy.mock.callCount(), 0),
      0,
      'nothing printed',
    );
  });

  it('logs a failed delivery without the code, and still answers as usual', async (t) => {
    const hook = await webhook(500);
    t.after(hook.close);
    const sender = new WebhookSender({ url: hook.url });
    const failed = sender.send({ channel: 'SMS', phone: '+6591234567', code: '428128', text: '428128 is your code', at: '' });
    await assert.rejects(failed, /answered 500/);
    const { client } = await testService({ config: { dev: false }, sender });
    let logged: (line: string) => void = () => {};
    const failure = new Promise<string>((resolve) => (logged = resolve));
    const errors = mock.method(console, 'error', (line: unknown) => logged(String(line)));
    t.after(() => errors.mock.restore());
    assert.equal((await client().sendCode('91234567', 'OTP_LOGIN')).ret, 'SUCCESS::ok');
    const line = await failure;
    assert.match(line, /delivery failed \(SMS to …67\)/);
    assert.doesNotMatch(line, /\d{6}/);
  });

  it('will not start in production without a sender, nor send to a plain-http gateway', async () => {
    await assert.rejects(createService({ keys: (await testService()).keys, config: { dev: false } }), /needs a sender/);
    assert.throws(() => senderFromEnv({ MEMBER_SENDER_URL: 'http://sms.example.com/send' }), /must be https/);
  });
});

describe('8. a password reset ends the other sessions', () => {
  it('logs out every other browser of the account, and keeps the one that reset', async () => {
    const { client, outbox } = await testService();
    const laptop = client();
    const phone = client();
    await laptop.login(SHOPPER, DEMO_PASSWORD);
    await phone.login(SHOPPER, DEMO_PASSWORD);
    const apply = await phone.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: SHOPPER }, { method: 'GET' });
    const token = apply.data?.token as string;
    await phone.gateway('sendVerificationEmailCode', { token, type: 'RESET_PASSWORD' });
    const verified = await phone.gateway('verifyEmailCode', { token, type: 'RESET_PASSWORD', code: outbox.list(SHOPPER)[0]!.code });
    const reset = await phone.post('resetPassword', { token: verified.data?.token, password: await phone.encrypt('Fresh123!') });
    assert.equal(reset.body.success, true);
    assert.match((await laptop.gateway('getUser', {}, { method: 'GET' })).ret, /^FAIL_SYS_SESSION_EXPIRED::/);
    assert.equal((await phone.gateway('getUser', {}, { method: 'GET' })).ret, 'SUCCESS::ok');
  });
});

/** A login of each kind but the password, from a name or token the service does not know. */
const OTHER_LOGINS = [
  ['verifyPhoneCode', { type: 'OTP_LOGIN', phone: '81234567', code: '000000' }],
  ['loginByQrCode', { token: 'no-such-token', tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode' }],
  ['loginByOAuthCode', { oauthType: 'FACEBOOK', oauthCode: 'no-such-code' }],
] as const;

/** A hash slow enough (some 100 ms) to still be computing while a test looks. */
const SLOW_HASHING: PasswordHashing = { scheme: 'argon2id', cost: { memoryKiB: 65_536, passes: 6, lanes: 1 } };

describe('9. password hashing cannot starve the service', () => {
  it('hashes on one core fewer than the machine has, at least one, leaving a core to the event loop', () => {
    assert.equal(DEFAULT_CONFIG.hashWorkers, Math.max(1, availableParallelism() - 1));
  });

  it('keeps answering other requests while hashes are computed', async () => {
    const { client, deps } = await testService({ config: { hashWorkers: 1 } });
    const slow = await hashPassword('Slow123!', SLOW_HASHING);
    let hashed = false;
    const hashing = Promise.all([deps.hasher.verify('Slow123!', slow), deps.hasher.verify('Slow123!', slow)]).then((matches) => {
      hashed = true;
      return matches;
    });
    const page = await client().fetch('/user/api/publicKey');
    assert.equal(page.status, 200);
    assert.equal(hashed, false, 'the public key was answered while both hashes were still being computed');
    assert.deepEqual(await hashing, [true, true]);
  });

  it('answers the traffic limit at once when the hash queue is full, saying when to try again', async () => {
    const { client, deps, waits } = await testService({ config: { hashWorkers: 1, hashQueue: 1 } });
    // Three slow hashes: one computing, the next handed to the thread with it, one waiting; the queue is full.
    const slow = await hashPassword('Slow123!', SLOW_HASHING);
    const busy = [deps.hasher.verify('Slow123!', slow), deps.hasher.verify('Slow123!', slow), deps.hasher.verify('Slow123!', slow)];
    assert.deepEqual(deps.hasher.load, { running: 2, waiting: 1 });
    const limited = await client().login(SHOPPER, DEMO_PASSWORD);
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('Retry-After'), '1', 'a full queue drains within a second');
    assert.deepEqual(limited.body.errorCode, { key: 'FAIL_SYS_TRAFFIC_LIMIT', displayMessage: 'Too many requests right now. Please try again later.' });
    assert.deepEqual(waits, [1000], 'the refusal is held back a second: a flood that waits for answers slows down');
    // Refused before the RSA decryption: a password that cannot be decrypted gets the same answer.
    const undecryptable = await client().post('login', { loginName: SHOPPER, encryptPassword: 'not-a-cipher-text' });
    assert.equal(undecryptable.status, 429);
    assert.deepEqual(await Promise.all(busy), [true, true, true]);
    assert.equal((await client().login(SHOPPER, DEMO_PASSWORD)).body.success, true, 'the queue drained');
  });

  it("checks an unknown name's password against a hash of the service's own cost, whichever service came first", async () => {
    const first = await testService({ config: { passwordHashing: { scheme: 'argon2id', cost: { memoryKiB: 64, passes: 1, lanes: 1 } } } });
    assert.equal((await first.client().login('nobody@example.com', 'Wrong123!')).body.success, false);
    const second = await testService({ config: { passwordHashing: { scheme: 'argon2id', cost: { memoryKiB: 128, passes: 2, lanes: 1 } } } });
    const verify = mock.method(second.deps.hasher, 'verify');
    assert.equal((await second.client().login('nobody@example.com', 'Wrong123!')).body.success, false);
    assert.match(String(verify.mock.calls[0]?.arguments[1]), /^\$argon2id\$v=19\$m=128,t=2,p=1\$/, 'as long as a real account of this service takes');
  });

  it('limits logins per client address, not for the others', async () => {
    const { client, clock } = await testService();
    for (let attempt = 0; attempt < 30; attempt++) await client('203.0.113.7').login(`user${attempt}@example.com`, 'Wrong123!');
    const limited = await client('203.0.113.7').login(SHOPPER, DEMO_PASSWORD);
    assert.equal(limited.status, 429);
    assert.equal(limited.body.errorCode?.key, 'FAIL_SYS_TRAFFIC_LIMIT');
    assert.equal((await client('203.0.113.8').login(SHOPPER, DEMO_PASSWORD)).body.success, true);
    clock.advance(60_000);
    assert.equal((await client('203.0.113.7').login(SHOPPER, DEMO_PASSWORD)).body.success, true);
  });

  it('counts code, QR and third-party logins against the same per-address limit', async () => {
    for (const [path, payload] of OTHER_LOGINS) {
      const { client } = await testService({ config: { loginsPerAddressPerMinute: 1 } });
      assert.notEqual((await client('203.0.113.7').post(path, payload)).status, 429, `${path}: the first try`);
      const limited = await client('203.0.113.7').post(path, payload);
      assert.deepEqual([limited.status, limited.body.errorCode?.key], [429, 'FAIL_SYS_TRAFFIC_LIMIT'], path);
      assert.notEqual((await client('203.0.113.8').post(path, payload)).status, 429, `${path}: another address`);
    }
  });

  it('shares one count among the kinds: after a password login, any other kind from that address is refused', async () => {
    for (const [path, payload] of OTHER_LOGINS) {
      const { client } = await testService({ config: { loginsPerAddressPerMinute: 1 } });
      assert.equal((await client('203.0.113.7').login(SHOPPER, DEMO_PASSWORD)).body.success, true);
      const limited = await client('203.0.113.7').post(path, payload);
      assert.deepEqual([limited.status, limited.body.errorCode?.key], [429, 'FAIL_SYS_TRAFFIC_LIMIT'], path);
    }
  });

  it('takes the address from X-Forwarded-For (the proxy’s own entry) only behind a trusted proxy', async () => {
    for (const trustProxy of [false, true]) {
      const { client } = await testService({ config: { trustProxy, loginsPerAddressPerMinute: 1 } });
      const spoofed = (index: number) => {
        const browser = client('198.51.100.1');
        browser.headers['X-Forwarded-For'] = `203.0.113.1, 192.0.2.${index}`;
        return browser;
      };
      await spoofed(1).login(SHOPPER, 'Wrong123!');
      const second = await spoofed(2).login(SHOPPER, DEMO_PASSWORD);
      assert.equal(second.body.success, trustProxy, `trustProxy ${trustProxy}`);
      if (!trustProxy) assert.deepEqual([second.status, second.body.errorCode?.key], [429, 'FAIL_SYS_TRAFFIC_LIMIT'], 'one address: the limit');
    }
  });
});

describe('10. SMS pumping', () => {
  it('limits the codes one client address asks for', async () => {
    const { client } = await testService();
    for (let send = 0; send < 20; send++) assert.equal((await client('203.0.113.9').sendCode(`9123${String(send).padStart(4, '0')}`, 'OTP_LOGIN')).ret, 'SUCCESS::ok');
    const limited = await client('203.0.113.9').sendCode('91239999', 'OTP_LOGIN');
    assert.equal(limited.status, 429);
    assert.match(limited.ret, /^FAIL_SYS_TRAFFIC_LIMIT::/);
    assert.equal((await client('203.0.113.10').sendCode('91239999', 'OTP_LOGIN')).ret, 'SUCCESS::ok');
  });

  it('caps the codes to one country calling code and the day’s total, from any address', async () => {
    for (const config of [{ sendsPerPrefixPerHour: 3 }, { sendsPerDay: 3 }]) {
      const { client, outbox } = await testService({ config });
      // Each from a network of its own (a /24 may use only its share of a cap).
      for (let send = 0; send < 3; send++) assert.equal((await client(`203.0.${113 + send}.1`).sendCode(`9123000${send}`, 'OTP_LOGIN')).ret, 'SUCCESS::ok');
      const limited = await client('198.51.100.99').sendCode('91230009', 'OTP_LOGIN');
      assert.match(limited.ret, /^FAIL_SYS_TRAFFIC_LIMIT::/, JSON.stringify(config));
      assert.equal(outbox.list().length, 3);
    }
  });

  it('gives one code to 40 parallel sends to one phone', async () => {
    const { client, outbox } = await testService();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => client(`198.51.100.${index}`).sendCode('91234567', 'OTP_LOGIN')));
    assert.equal(answers.filter((answer) => answer.ret === 'SUCCESS::ok').length, 1);
    assert.equal(outbox.list().length, 1);
  });

  it('reads every limit from the environment', () => {
    assert.deepEqual(
      limitsFromEnv({ MEMBER_SENDS_PER_ADDRESS_PER_HOUR: '7', MEMBER_SENDS_PER_PREFIX_PER_HOUR: '70', MEMBER_SENDS_PER_DAY: '700', MEMBER_TRUST_PROXY: '1' }),
      {
        sendsPerAddressPerHour: 7,
        sendsPerPrefixPerHour: 70,
        sendsPerDay: 700,
        trustProxy: true,
      },
    );
    assert.throws(() => limitsFromEnv({ MEMBER_SENDS_PER_DAY: 'lots' }), /MEMBER_SENDS_PER_DAY must be a positive integer/);
  });
});

describe('11. bounded input and storage', () => {
  const POSTS = [
    ...Object.values(REST)
      .filter((call) => call.method === 'POST')
      .map((call) => call.path),
    gatewayPath('sendCode'),
    '/user/logout',
    '/user/account-auth/verify',
    '/user/verify-link',
    '/user/verify-push',
    '/user/not-me',
    '/qr/confirm',
    '/user/challenge/pass',
  ];

  it('answers 413 with the envelope to a body over 64 KB, on every POST route', async () => {
    const { client } = await testService();
    const browser = client();
    const body = 'x'.repeat(64 * 1024 + 1);
    for (const path of POSTS) {
      const response = await browser.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': await browser.csrfToken() }, body });
      assert.equal(response.status, 413, path);
      assert.deepEqual(await response.json(), { success: false, errorCode: { key: 'PL-PARAM-TOO-LARGE', displayMessage: 'The request is too large.' } }, path);
    }
  });

  it('refuses a login name, nickname or code longer than the spec allows', async () => {
    const { client, outbox } = await testService();
    const browser = client();
    const long = await browser.login(`${'a'.repeat(50)}@example.com`, 'Wrong123!');
    assert.equal(long.status, 400);
    assert.equal(long.body.errorCode?.key, 'PL-PARAM-INVALID');
    await browser.sendCode('91234567', 'OTP_REGISTER');
    const { body } = await browser.post('verifyPhoneCode', { type: 'OTP_REGISTER', phone: '91234567', code: outbox.list()[0]!.code });
    const token = body.module.loginResponseDTO.loginNextStepActionData.token as string;
    const nickname = await browser.gateway('completeProfileByRegisterToken', { token, name: 'N'.repeat(51), password: await browser.encrypt('Fresh123!') });
    assert.equal(nickname.status, 400);
    assert.match(nickname.ret, /^PL-PARAM-INVALID::/);
    assert.equal((await browser.post('verifyPhoneCode', { type: 'OTP_LOGIN', phone: '91234567', code: '1'.repeat(1000) })).status, 400);
  });

  it('answers deep JSON with a 400 envelope, never a 500', async () => {
    const { client } = await testService();
    const browser = client();
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const call of Object.values(REST).filter((rest) => rest.method === 'POST')) {
      const response = await browser.fetch(call.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': await browser.csrfToken() },
        body: `{"loginName":${deep}}`,
      });
      assert.equal(response.status, 400, call.path);
      assert.equal(((await response.json()) as { errorCode: { key: string } }).errorCode.key, 'PL-PARAM-INVALID');
    }
    const gateway = await browser.gateway('sendCode', `{"phone":${deep}}`);
    assert.equal(gateway.status, 400);
    assert.match(gateway.ret, /^PL-PARAM-INVALID::/);
  });

  it('answers a malformed multipart body with a 400 envelope on every form route', async () => {
    const { client } = await testService();
    const browser = client();
    await browser.login(SHOPPER, DEMO_PASSWORD);
    for (const path of [
      gatewayPath('sendCode'),
      '/user/logout',
      '/user/account-auth/verify',
      '/user/verify-link',
      '/user/not-me',
      '/qr/confirm',
      '/__dev/google/authorize',
    ]) {
      const response = await browser.fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'X-CSRF-TOKEN': await browser.csrfToken() },
        body: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\nunterminated',
      });
      assert.equal(response.status, 400, path);
      assert.match(response.headers.get('Content-Type') ?? '', /json/);
    }
  });

  it('purges expired tokens, codes, sessions and QR sessions', async () => {
    const { client, clock, deps } = await testService();
    const browser = client();
    await browser.login(SHOPPER, DEMO_PASSWORD);
    await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: SHOPPER }, { method: 'GET' });
    await browser.sendCode('91234567', 'OTP_LOGIN');
    await browser.gateway('generateQrCodeUrl', { clientId: 'buyer' });
    assert.equal(await deps.storage.purgeExpired(clock.now()), 0, 'nothing is expired yet');
    clock.advance(DEFAULT_CONFIG.sessionTtlMs);
    assert.ok((await deps.storage.purgeExpired(clock.now())) >= 5, 'token, code, session, QR session, counters');
    assert.equal((await browser.fetch('/__dev/qr')).status, 404);
  });
});

describe('12. smaller ones', () => {
  it('refuses cross-site POSTs to the development routes', async () => {
    const { client, deps } = await testService();
    const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' };
    const switches = await client().fetch('/__dev/switches', { method: 'POST', headers: crossSite, body: '{"fail":"500","times":1000}' });
    assert.equal(switches.status, 403);
    assert.equal(deps.switches.fail, undefined);
    assert.equal((await client().fetch('/__dev/scenarios/reset', { method: 'POST', headers: crossSite })).status, 403);
    const sameSite = await client().fetch('/__dev/switches', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' },
      body: '{"latencyMs":0}',
    });
    assert.equal(sameSite.status, 200);
  });
});
