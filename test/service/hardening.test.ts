/**
 * The attack pass of issue 24, one request at a time: each test is what an attacker sent and what
 * the service must answer now.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { serve } from '@hono/node-server';
import { ACCOUNT } from '../../src/kernel/contract/accountCalls.ts';
import { limitsFromEnv, listenHost, type ServiceConfig } from '../../service/domain/config.ts';
import { addressKey } from '../../service/domain/limits.ts';
import { NOT_ME_KIND } from '../../service/domain/notices.ts';
import { QR_TOKEN_KIND } from '../../service/domain/qr.ts';
import { VERIFICATION_KIND } from '../../service/domain/verification.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { approveGoogle } from './googleClient.ts';
import { TestClient, testService } from './harness.ts';
import { MEMBER, MINUTE, newest, ok, SHOPPER, userOf, verifiedCall, type Service } from './securityClient.ts';

/** Asks for a reset of `loginName` by e-mail, verifies its code: the token that sets the new password. */
async function resetToken(service: Service, browser: TestClient, loginName: string): Promise<string> {
  const applied = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName }, { method: 'GET' });
  const token = applied.data?.token as string;
  await browser.gateway('sendVerificationEmailCode', { token, type: 'RESET_PASSWORD' });
  const verified = await browser.gateway('verifyEmailCode', { token, type: 'RESET_PASSWORD', code: newest(service, loginName, 'EMAIL').code });
  return verified.data?.token as string;
}

const resetWith = async (browser: TestClient, token: string, password: string) => browser.post('resetPassword', { token, password: await browser.encrypt(password) });

describe('issue 24, 2. a password reset kills every token of the member', () => {
  it("refuses a thief's reset token once the owner has reset the password", async () => {
    const service = await testService();
    const thief = service.client();
    const stolen = await resetToken(service, thief, SHOPPER);
    service.clock.advance(MINUTE + 1);
    const owner = service.client();
    assert.equal((await resetWith(owner, await resetToken(service, owner, SHOPPER), 'Owner123!x')).body.success, true);
    assert.equal((await resetWith(thief, stolen, 'Thief123!x')).body.errorCode?.key, 'PL-USER-TOKEN-EXPIRED');
    assert.equal((await service.client().login(SHOPPER, 'Owner123!x')).body.success, true, "the owner's password stands");
  });

  it("refuses a login's next-step token got with the old password", async () => {
    const service = await testService();
    const thief = service.client();
    const { body } = await thief.login('complete-password@example.com', DEMO_PASSWORD);
    const pending = body.module.loginResponseDTO.loginNextStepActionData.token as string;
    const owner = service.client();
    assert.equal((await resetWith(owner, await resetToken(service, owner, 'complete-password@example.com'), 'Owner123!x')).body.success, true);
    assert.equal((await resetWith(thief, pending, 'Thief123!x')).body.errorCode?.key, 'PL-USER-TOKEN-EXPIRED');
  });

  it('leaves only the notices\' "this wasn\'t me" links of every kind of token', async () => {
    const service = await testService();
    const { storage } = service.deps;
    const member = await userOf(service, SHOPPER);
    const kinds = ['complete-password', QR_TOKEN_KIND, 'account-auth', VERIFICATION_KIND, 'deletion-cancel', 'register', 'reset', NOT_ME_KIND];
    for (const kind of kinds) await storage.tokens.insert({ token: `held-${kind}`, kind, userId: member.id, data: null, expiresAt: service.clock.now() + 60 * MINUTE });
    const owner = service.client();
    assert.equal((await resetWith(owner, await resetToken(service, owner, SHOPPER), 'Owner123!x')).body.success, true);
    const left = await Promise.all(kinds.map(async (kind) => ((await storage.tokens.peek(`held-${kind}`, kind, service.clock.now())) ? kind : undefined)));
    assert.deepEqual(left.filter(Boolean), [NOT_ME_KIND]);
  });
});

describe('issue 24, 12. a third-party login treats a deleted account as the password login does', () => {
  /** A Google code for the shopper, got while the account was usable; then its status becomes `status`. */
  async function codeThen(service: Service, status: 'DELETED' | 'DELETION_PENDING') {
    const browser = service.client();
    const code = (await approveGoogle(browser, SHOPPER)).searchParams.get('code');
    const member = await userOf(service, SHOPPER);
    await service.deps.storage.users.update(member.id, { status, deletionEndsAt: service.clock.now() }, service.clock.now());
    return { browser, login: await browser.post('loginByOAuthCode', { oauthType: 'GOOGLE', oauthCode: code }) };
  }

  it('refuses a deleted account, as the unknown one, and starts no session', async () => {
    const service = await testService();
    const { browser, login } = await codeThen(service, 'DELETED');
    assert.equal(login.body.errorCode?.key, 'PL-USER-OAUTH-FAILED');
    assert.equal(browser.cookies.has('member_sid'), false);
    assert.equal((await service.client().login(SHOPPER, DEMO_PASSWORD)).body.errorCode?.key, 'PL-USER-WRONG-PASSWORD', 'as the password login');
  });

  it('offers the restore of an account pending deletion, and starts no session', async () => {
    const service = await testService();
    const { browser, login } = await codeThen(service, 'DELETION_PENDING');
    assert.equal(login.body.module.loginResponseDTO.loginNextStepAction, 'DELETION_COOL_CONFIRM');
    assert.equal(browser.cookies.has('member_sid'), false);
  });
});

describe('issue 24, 11. development is local', () => {
  it('listens on loopback only without HOST, so that a machine of the network cannot reach /__dev', async () => {
    const { app } = await testService();
    const { hostname, note } = listenHost({}, true);
    const server = serve({ fetch: app.fetch, port: 0, ...(hostname ? { hostname } : {}) });
    await once(server, 'listening');
    try {
      assert.equal((server.address() as AddressInfo).address, '127.0.0.1');
    } finally {
      server.close();
    }
    assert.match(note, /127\.0\.0\.1 only.*HOST=0\.0\.0\.0/, 'and says so');
  });

  it('listens where HOST says, and on every interface in production without it', () => {
    assert.equal(listenHost({ HOST: '' }, true).hostname, '127.0.0.1', 'an empty HOST is no HOST');
    assert.equal(listenHost({ HOST: '0.0.0.0' }, true).hostname, '0.0.0.0');
    assert.equal(listenHost({ HOST: '10.0.0.5' }, false).hostname, '10.0.0.5');
    assert.equal(listenHost({}, false).hostname, undefined);
  });
});

/** Text that shows other than it reads, or hides: what a name or an address line never needs. */
const DECEPTIVE = [
  ['a right-to-left override', 'Sam\u202Egnp.exe'],
  ['a right-to-left isolate', 'Sam\u2067Shopper'],
  ['a zero-width space', 'Sam\u200BShopper'],
  ['a zero-width joiner', 'Sam\u200DShopper'],
  ['a stack of combining marks', `Sam${'\u0301\u0308\u0323\u0330'.repeat(3)} Shopper`],
  ['a Hangul filler that shows nothing', 'Sam \u3164 Shopper'],
  ['a line separator', 'Sam\u2028Shopper'],
] as const;
/** Marks a real name carries: Vietnamese in decomposed form (two on one letter), Thai, Hindi. */
const REAL_NAMES = ['Nguye\u0302\u0303n Van An', 'สมชาย ใจดี', 'अनिल कुमार'];

describe('issue 24, 12. every stored text refuses bidi overrides, zero-width characters and stacks of marks', () => {
  it('refuses them in the nickname set at sign-up, and keeps the register token for a good one', async () => {
    const service = await testService();
    const browser = service.client();
    await browser.sendCode('91234567', 'OTP_REGISTER');
    const code = newest(service, '91234567', 'SMS').code;
    const { body } = await browser.post('verifyPhoneCode', { type: 'OTP_REGISTER', phone: '91234567', code, phonePrefixCode: '65' });
    const token = body.module.loginResponseDTO.loginNextStepActionData.token as string;
    const password = await browser.encrypt('Fresh123!x');
    for (const [what, name] of DECEPTIVE) {
      assert.match((await browser.gateway('completeProfileByRegisterToken', { token, name, password })).ret, /^PL-USER-NICKNAME-INVALID::/, what);
    }
    assert.equal((await browser.gateway('completeProfileByRegisterToken', { token, name: REAL_NAMES[0], password })).ret, 'SUCCESS::ok');
    assert.equal((await browser.gateway('getUser', {}, { method: 'GET' })).data?.name, REAL_NAMES[0]);
  });

  it('refuses them in the full name and nickname of the profile', async () => {
    const service = await testService();
    const member = service.client();
    await member.login(SHOPPER, DEMO_PASSWORD);
    const update = (fullName: string, nickname: string) => member.gateway(ACCOUNT.updateProfile.api, { fullName, nickname });
    for (const [what, text] of DECEPTIVE) {
      assert.match((await update(text, '')).ret, /^PL-USER-NAME-INVALID::/, what);
      assert.match((await update('Sam Shopper', text)).ret, /^PL-USER-NICKNAME-INVALID::/, what);
    }
    for (const name of REAL_NAMES) assert.match((await update(name, name)).ret, /^SUCCESS::/, name);
  });

  it('refuses them in the recipient and every field of an address', async () => {
    const service = await testService();
    const member = service.client();
    await member.login(SHOPPER, DEMO_PASSWORD);
    const address = { recipient: 'Samantha Shopper', phone: '81234567', country: 'SG', fields: { postcode: '018956', detailAddress: '10 Bayfront Avenue, #05-01' } };
    for (const [what, text] of DECEPTIVE) {
      for (const [field, changed] of [
        ['recipient', { ...address, recipient: text }],
        ['detailAddress', { ...address, fields: { ...address.fields, detailAddress: `10 Bayfront ${text}` } }],
        ['instructions', { ...address, fields: { ...address.fields, instructions: `Ring ${text}` } }],
      ] as const) {
        const answer = await member.gateway(ACCOUNT.saveAddress.api, changed);
        assert.match(answer.ret, /^PL-ADDRESS-INVALID::/, `${what} in ${field}`);
        assert.deepEqual(answer.data?.fields, [field], `${what} in ${field}`);
      }
    }
  });
});

describe('issue 24, 4. per-address limits count an IPv6 network by its /64, IPv4 by its address', () => {
  /** A login of a kind the password does not count (an unknown QR token): only the address limit refuses it. */
  const qrLogin = (browser: TestClient) => browser.post('loginByQrCode', { token: 'no-such-token', tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode' });

  it('refuses the logins of one /64 past the limit, however its interface ids rotate', async () => {
    const service = await testService({ config: { loginsPerAddressPerMinute: 3 } });
    const keys = [];
    for (const host of ['1', '2', 'abcd:ef01:2345', '3']) keys.push((await qrLogin(service.client(`2001:db8:1:2::${host}`))).body.errorCode?.key);
    assert.deepEqual(keys, ['PL-USER-QR-EXPIRED', 'PL-USER-QR-EXPIRED', 'PL-USER-QR-EXPIRED', 'FAIL_SYS_TRAFFIC_LIMIT']);
    assert.equal((await qrLogin(service.client('2001:db8:1:3::1'))).body.errorCode?.key, 'PL-USER-QR-EXPIRED', 'the next /64 is another network');
    assert.equal((await qrLogin(service.client('198.51.100.1'))).body.errorCode?.key, 'PL-USER-QR-EXPIRED');
  });

  it('refuses the code sends of one /64 past the limit, to whichever phones', async () => {
    const service = await testService({ config: { sendsPerAddressPerHour: 2 } });
    const rets = [];
    for (const [index, phone] of ['91234567', '91234568', '91234569'].entries())
      rets.push((await service.client(`2001:db8:1:2::${index + 1}`).sendCode(phone, 'OTP_REGISTER')).ret);
    assert.match(rets[1] ?? '', /^SUCCESS::/);
    assert.match(rets[2] ?? '', /^FAIL_SYS_TRAFFIC_LIMIT::/);
  });

  it('keys an address by what one subscriber holds', () => {
    for (const [address, key] of [
      ['198.51.100.7', '198.51.100.7'],
      ['::ffff:198.51.100.7', '198.51.100.7'],
      ['2001:DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
      ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
      ['local', 'local'],
    ] as const) {
      assert.equal(addressKey(address), key, address);
    }
  });
});

describe('issue 24, 10. rows anyone can make without an account are limited per address', () => {
  /** What an attacker's script sends, each from another interface id of one /64, to fill the tables. */
  const rows = {
    'QR sessions': async (browser: TestClient) => (await browser.gateway('generateQrCodeUrl', { clientId: 'buyer' })).ret,
    'reset-apply tokens': async (browser: TestClient) =>
      (await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: SHOPPER }, { method: 'GET' })).ret,
    'challenge passes': async (browser: TestClient) => {
      const answer = await browser.passChallenge();
      const body = (await answer.json()) as { success: boolean; errorCode?: { key: string } };
      return body.success ? 'SUCCESS::' : `${body.errorCode?.key ?? ''}::`;
    },
  } as const;

  for (const [what, make] of Object.entries(rows)) {
    it(`refuses ${what} past the limit of one /64, and leaves other networks theirs`, async () => {
      const service = await testService({ config: { qrSessionsPerAddressPerHour: 2, resetAppliesPerAddressPerHour: 2, challengePassesPerAddressPerHour: 2 } });
      const rets = [];
      for (const host of ['1', '2', 'abcd:ef01:2345']) rets.push(await make(service.client(`2001:db8:1:2::${host}`)));
      assert.match(rets[1] ?? '', /^SUCCESS::/);
      assert.match(rets[2] ?? '', /^FAIL_SYS_TRAFFIC_LIMIT::/);
      assert.match(await make(service.client('2001:db8:1:3::1')), /^SUCCESS::/, 'the next /64 is another network');
      service.clock.advance(60 * MINUTE);
      assert.match(await make(service.client('2001:db8:1:2::4')), /^SUCCESS::/, 'an hour later');
    });
  }
});

describe('issue 24, 4. one network cannot use up the codes of a country or of the day', () => {
  /** One network's script sends codes to 20 phones of Singapore, rotating its interface ids; then a shopper elsewhere asks for one. */
  async function pumpThenShopper(config: Partial<ServiceConfig>) {
    const service = await testService({ config });
    const pumped = [];
    for (let index = 0; index < 20; index++)
      pumped.push((await service.client(`2001:db8:1:2::${index + 1}`).sendCode(`912345${String(index).padStart(2, '0')}`, 'OTP_REGISTER')).ret);
    return { pumped, shopper: (await service.client('198.51.100.1').sendCode('81234567', 'OTP_REGISTER')).ret };
  }

  for (const [cap, config] of [
    ["the country code's hour", { sendsPerPrefixPerHour: 20 }],
    ["the service's day", { sendsPerDay: 20 }],
  ] as const) {
    it(`leaves codes of ${cap} for other networks once one network has used its share`, async () => {
      const { pumped, shopper } = await pumpThenShopper(config);
      assert.match(shopper, /^SUCCESS::/, 'a shopper of another network still gets a code');
      assert.match(pumped[0] ?? '', /^SUCCESS::/);
      assert.match(pumped[1] ?? '', /^FAIL_SYS_TRAFFIC_LIMIT::/, 'a network may use 5% of the cap: 1 of 20');
      assert.match(pumped[19] ?? '', /^FAIL_SYS_TRAFFIC_LIMIT::/);
    });
  }
});

describe('issue 24, 5. forgot password links nothing', () => {
  /** Starts a reset of `loginName` and asks for its code by SMS: the answer's `ret`. */
  async function resetBySms(browser: TestClient, loginName: string): Promise<string> {
    const applied = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName }, { method: 'GET' });
    return (await browser.gateway('sendVerificationSms', { token: applied.data?.token, type: 'RESET_PASSWORD' })).ret;
  }

  it("does not refuse a reset under an e-mail because the account's phone just had a reset code", async () => {
    const service = await testService();
    const attacker = service.client();
    assert.match(await resetBySms(attacker, '+6581234567'), /^SUCCESS::/);
    // The shopper's e-mail and phone are one account: the answer must be what an unknown e-mail gets.
    assert.match(await resetBySms(attacker, 'nobody-at-all@example.com'), /^SUCCESS::/);
    assert.match(await resetBySms(attacker, SHOPPER), /^SUCCESS::/);
  });

  it("does not refuse a reset under an e-mail because the account's phone had its hour of codes", async () => {
    const service = await testService({ config: { sendsPerAddressPerHour: 100 } });
    const attacker = service.client();
    for (let sent = 0; sent < 5; sent++) {
      assert.match((await attacker.sendCode('81234567', 'OTP_LOGIN')).ret, /^SUCCESS::/);
      service.clock.advance(MINUTE + 1);
    }
    assert.match(await resetBySms(attacker, 'nobody-at-all@example.com'), /^SUCCESS::/);
    assert.match(await resetBySms(attacker, SHOPPER), /^SUCCESS::/);
  });

  it("hands a code to the sender only after the answer has left: a real account's send costs the answer nothing", async () => {
    let answered = false;
    const deliveredBeforeAnswer: boolean[] = [];
    const service = await testService({
      sender: {
        send: async () => {
          deliveredBeforeAnswer.push(!answered);
        },
      },
    });
    // A browser whose requests end with the answer (the harness's own also wait for the deliveries).
    const browser = new TestClient((input, init, env) => service.app.request(input, init, env), service.keys);
    const applied = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: SHOPPER }, { method: 'GET' });
    const sent = await browser.gateway('sendVerificationEmailCode', { token: applied.data?.token, type: 'RESET_PASSWORD' });
    answered = true;
    assert.match(sent.ret, /^SUCCESS::/);
    await service.deps.sender.idle();
    assert.deepEqual(deliveredBeforeAnswer, [false]);
  });
});

describe('issue 24, 8. origins come from the configuration, never from the request', () => {
  const PUBLIC = 'https://member.example.com';

  it("puts the configured origin in the QR code's URL whatever Host the request names", async () => {
    const service = await testService({ config: { dev: false, publicOrigin: PUBLIC } });
    const generated = await service.clientAt('http://evil.example').gateway('generateQrCodeUrl', { clientId: 'buyer' });
    assert.match(String((generated.data?.module as { qrLoginUrl?: string } | undefined)?.qrLoginUrl), /^https:\/\/member\.example\.com\/qr\/confirm\?/);
  });

  it('links a security notice to the configured origin whatever Host the request names', async () => {
    const service = await testService({ config: { publicOrigin: PUBLIC } });
    const member = service.clientAt('http://evil.example');
    assert.equal((await member.login(MEMBER, DEMO_PASSWORD)).body.success, true);
    ok(await verifiedCall(member, 'signOutDevices', {}));
    const notice = service.outbox.list(MEMBER).find((entry) => entry.link);
    assert.match(notice?.link ?? '', /^https:\/\/member\.example\.com\//);
  });

  it('keeps https behind TLS: a page reached over plain http never sends the browser to an http site', async () => {
    const service = await testService({ config: { publicOrigin: PUBLIC } });
    const page = await (await service.client().fetch(`/__dev/punish?redirect=${encodeURIComponent('http://www.lazada.sg/cart')}`)).text();
    assert.doesNotMatch(page, /http:\/\/www\.lazada\.sg/);
    const allowed = await (await service.client().fetch(`/__dev/punish?redirect=${encodeURIComponent('https://www.lazada.sg/cart')}`)).text();
    assert.match(allowed, /https:\/\/www\.lazada\.sg\/cart/);
  });

  it("escapes the demo page's attributes: a Host header cannot write one", async () => {
    const service = await testService();
    const browser = service.clientAt('http://x"onmouseover=alert(1)"y');
    const page = await (await browser.fetch('/')).text();
    assert.doesNotMatch(page, /"onmouseover=/);
    assert.match(page, /main-site="http:\/\/x&#34;onmouseover=alert\(1\)&#34;y"/);
  });

  it('refuses to start in production without its public origin, or with one that is not https', async () => {
    await assert.rejects(testService({ config: { dev: false, publicOrigin: undefined } }), /MEMBER_PUBLIC_ORIGIN/);
    assert.throws(() => limitsFromEnv({ MEMBER_PUBLIC_ORIGIN: 'http://member.example.com' }), /https/);
    assert.throws(() => limitsFromEnv({ MEMBER_PUBLIC_ORIGIN: 'https://member.example.com/login' }), /no path/);
    assert.equal(limitsFromEnv({ MEMBER_PUBLIC_ORIGIN: 'https://member.example.com/' }).publicOrigin, PUBLIC);
  });
});

describe('issue 24, 9. cookies', () => {
  it('names every cookie __Host- and marks it Secure when the configured origin is https, even reached over http behind the proxy', async () => {
    const service = await testService({ config: { publicOrigin: 'https://member.example.com' } });
    const browser = service.client();
    assert.equal((await browser.login(SHOPPER, DEMO_PASSWORD)).body.success, true);
    const names = [...browser.cookies.keys()];
    assert.deepEqual(
      names.filter((name) => !name.startsWith('__Host-')),
      [],
    );
    assert.ok(names.includes('__Host-member_sid') && names.includes('__Host-member_csrf'), names.join());
    for (const line of browser.lastSetCookies) assert.match(line, /; Secure/);
    ok(await browser.gateway(ACCOUNT.getProfile.api, {}, { method: 'GET' }));
  });

  it('does not take Secure (or HSTS) from a client header on an http deployment', async () => {
    const service = await testService({ config: { dev: false } });
    const browser = service.client();
    browser.headers['X-Forwarded-Proto'] = 'https';
    await browser.login(SHOPPER, DEMO_PASSWORD);
    for (const line of browser.lastSetCookies) assert.doesNotMatch(line, /Secure/);
    assert.equal((await browser.fetch('/')).headers.get('Strict-Transport-Security'), null);
  });

  it("refuses after a login the CSRF token read before it: a token an attacker planted or read is not the session's", async () => {
    const service = await testService();
    const browser = service.client();
    const before = await browser.csrfToken();
    assert.equal((await browser.login(SHOPPER, DEMO_PASSWORD)).body.success, true);
    /** A state change (a REST login) with `token`: 403 when the token is refused. */
    const withToken = async (client: TestClient, token: string) =>
      (await client.fetch('/user/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token }, body: '{}' })).status;
    assert.equal(await withToken(browser, before), 403);
    const fresh = await browser.csrfToken();
    assert.notEqual(fresh, before);
    assert.notEqual(await withToken(browser, fresh), 403);
    const other = service.client();
    await other.login(SHOPPER, DEMO_PASSWORD);
    // The other browser's own CSRF id, the first browser's session-bound token: refused.
    assert.equal(await withToken(other, fresh), 403, "another session's token");
  });
});
