import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CONFIG } from '../../service/domain/config.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService, type TestClient } from './harness.ts';

describe('dev outbox', () => {
  it('lists codes newest first, filtered by phone', async () => {
    const { client, clock } = await testService();
    const browser = client();
    await browser.sendCode('91234567', 'OTP_LOGIN');
    clock.advance(1000);
    await browser.sendCode('81234567', 'OTP_REGISTER', 'WHATSAPP');
    const all = (await (await browser.fetch('/__dev/outbox')).json()) as { channel: string; phone: string; code: string; text: string; at: string }[];
    assert.deepEqual(
      all.map((entry) => [entry.channel, entry.phone]),
      [
        ['WHATSAPP', '+6581234567'],
        ['SMS', '+6591234567'],
      ],
    );
    assert.deepEqual(Object.keys(all[0]!).sort(), ['at', 'channel', 'code', 'phone', 'text']);
    const filtered = (await (await browser.fetch('/__dev/outbox?phone=91234567')).json()) as unknown[];
    assert.equal(filtered.length, 1);
    assert.deepEqual(await (await browser.fetch('/__dev/outbox?phone=nobody@example.com')).json(), [], 'an address matches only itself');
  });

  it('does not exist in production mode, nor do the scenario accounts', async () => {
    const { client } = await testService({ config: { dev: false } });
    const browser = client();
    assert.equal((await browser.fetch('/__dev/outbox')).status, 404);
    assert.equal((await browser.fetch('/__dev/switches', { method: 'POST', body: '{"fail":"500"}' })).status, 404);
    assert.equal((await browser.login('shopper@example.com', DEMO_PASSWORD)).body.errorCode?.key, 'PL-USER-WRONG-PASSWORD');
  });
});

describe('dev QR and scenario tools', () => {
  it('shows the newest QR session', async () => {
    const { client } = await testService();
    const browser = client();
    assert.equal((await browser.fetch('/__dev/qr')).status, 404);
    const generated = await browser.gateway('generateQrCodeUrl', { clientId: 'buyer' });
    const latest = (await (await browser.fetch('/__dev/qr')).json()) as { requestId: string; state: string; polls: number };
    assert.deepEqual(latest, { requestId: (generated.data?.module as { requestId: string }).requestId, state: 'PENDING', polls: 0 });
  });

  it('puts a restored account back to pending deletion', async () => {
    const { client } = await testService();
    const browser = client();
    const { body } = await browser.login('pending-deletion@example.com', DEMO_PASSWORD);
    await browser.gateway('deletion.cancel', { token: body.module.loginResponseDTO.loginNextStepActionData.deletionCancelToken });
    assert.equal((await client().login('pending-deletion@example.com', DEMO_PASSWORD)).body.module.loginResponseDTO.loginNextStepAction, undefined);
    await browser.fetch('/__dev/scenarios/reset', { method: 'POST' });
    assert.equal((await client().login('pending-deletion@example.com', DEMO_PASSWORD)).body.module.loginResponseDTO.loginNextStepAction, 'DELETION_COOL_CONFIRM');
  });
});

describe('the login limit and the scenario reset (issue 31: each end-to-end journey is another shopper)', () => {
  /** A login the password does not count (an unknown QR token): only the per-address limit refuses it. */
  const qrLogin = (browser: TestClient) => browser.post('loginByQrCode', { token: 'no-such-token', tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode' });
  const keysOf = async (browser: TestClient, count: number) => {
    const keys: (string | undefined)[] = [];
    for (let index = 0; index < count; index++) keys.push((await qrLogin(browser)).body.errorCode?.key);
    return keys;
  };

  it('still refuses one shopper the 31st login of a minute, with the default limit, in development mode too', async () => {
    const { client, deps } = await testService({ config: { loginsPerAddressPerMinute: DEFAULT_CONFIG.loginsPerAddressPerMinute } });
    assert.equal(deps.config.loginsPerAddressPerMinute, 30);
    const shopper = client('198.51.100.7');
    const keys = await keysOf(shopper, 31);
    assert.deepEqual(new Set(keys.slice(0, 30)), new Set(['PL-USER-QR-EXPIRED']), 'the first 30 are answered');
    assert.equal(keys[30], 'FAIL_SYS_TRAFFIC_LIMIT', 'the 31st is refused');
    assert.equal((await qrLogin(client('198.51.100.7'))).body.errorCode?.key, 'FAIL_SYS_TRAFFIC_LIMIT', 'a new cookie jar on the same address is the same shopper');
  });

  it('lets the next shopper from the address that reset the scenarios in, and no other address', async () => {
    const { client } = await testService({ config: { loginsPerAddressPerMinute: 3 } });
    const developer = client('198.51.100.7');
    const other = client('203.0.113.9');
    assert.equal((await keysOf(developer, 4))[3], 'FAIL_SYS_TRAFFIC_LIMIT');
    assert.equal((await keysOf(other, 4))[3], 'FAIL_SYS_TRAFFIC_LIMIT');
    assert.equal((await developer.fetch('/__dev/scenarios/reset', { method: 'POST' })).status, 200);
    assert.deepEqual(
      await keysOf(client('198.51.100.7'), 4),
      ['PL-USER-QR-EXPIRED', 'PL-USER-QR-EXPIRED', 'PL-USER-QR-EXPIRED', 'FAIL_SYS_TRAFFIC_LIMIT'],
      'the next shopper gets the whole limit, and no more',
    );
    assert.equal((await qrLogin(other)).body.errorCode?.key, 'FAIL_SYS_TRAFFIC_LIMIT', 'another address is still counted');
  });

  it('has no reset in production mode: the count stands', async () => {
    const { client } = await testService({ config: { dev: false, loginsPerAddressPerMinute: 2 } });
    const shopper = client('198.51.100.7');
    await keysOf(shopper, 2);
    assert.equal((await shopper.fetch('/__dev/scenarios/reset', { method: 'POST' })).status, 404);
    assert.equal((await qrLogin(shopper)).body.errorCode?.key, 'FAIL_SYS_TRAFFIC_LIMIT');
  });
});

describe('failure switches', () => {
  async function switched(body: unknown) {
    const service = await testService();
    const browser = service.client();
    await browser.csrfToken();
    const response = await browser.fetch('/__dev/switches', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    assert.equal(response.status, 200);
    return { ...service, browser };
  }

  it('answers 500 for the next call, then recovers', async () => {
    const { browser } = await switched({ fail: '500' });
    const response = await browser.fetch('/gw/mtop.lazada.member.user.checkSmsChannel/1.0/?data=%7B%7D');
    assert.equal(response.status, 500);
    assert.equal((await browser.gateway('checkSmsChannel', {}, { method: 'GET' })).ret, 'SUCCESS::ok');
  });

  it('fails the given number of calls with a code, in both answer shapes', async () => {
    const { browser } = await switched({ fail: 'FAIL_SYS_SERVICE_FAULT', times: 2 });
    assert.equal((await browser.login('shopper@example.com', DEMO_PASSWORD)).body.errorCode?.key, 'FAIL_SYS_SERVICE_FAULT');
    assert.match((await browser.gateway('checkSmsChannel', {}, { method: 'GET' })).ret, /^FAIL_SYS_SERVICE_FAULT::/);
    assert.equal((await browser.gateway('checkSmsChannel', {}, { method: 'GET' })).ret, 'SUCCESS::ok');
  });

  it('holds a call for the timeout switch and answers FAIL_SYS_TIMEOUT', async () => {
    const { browser } = await switched({ fail: 'timeout' });
    assert.match((await browser.gateway('checkSmsChannel', {}, { method: 'GET' })).ret, /^FAIL_SYS_TIMEOUT::/);
  });

  it('points anti-bot codes to their pages', async () => {
    const creep = await switched({ fail: 'FAIL_SYS_ANTI_CREEP' });
    const blocked = await creep.browser.gateway('checkSmsChannel', {}, { method: 'GET' });
    assert.deepEqual([blocked.ret.split('::')[0], blocked.data], ['FAIL_SYS_ANTI_CREEP', { url: '/__dev/challenge' }]);
    assert.match(await (await creep.browser.fetch('/__dev/challenge')).text(), /member-challenge-passed/);
    const validate = await switched({ fail: 'FAIL_SYS_USER_VALIDATE' });
    assert.equal((await validate.browser.gateway('checkSmsChannel', {}, { method: 'GET' })).data?.url, '/__dev/punish?redirect=/');
  });

  it('points the REST anti-creep answer to the challenge page too, in its module', async () => {
    const { browser } = await switched({ fail: 'FAIL_SYS_ANTI_CREEP', match: '/user/api/login' });
    const { body } = await browser.login('shopper@example.com', DEMO_PASSWORD);
    assert.equal(body.errorCode?.key, 'FAIL_SYS_ANTI_CREEP');
    assert.deepEqual(body.module, { url: '/__dev/challenge' });
  });

  it('answers a code without its message when the switch says message "", in both answer shapes', async () => {
    const { browser } = await switched({ fail: 'PL-USER-CODE-WRONG', message: '', times: 2 });
    const { body } = await browser.login('shopper@example.com', DEMO_PASSWORD);
    assert.deepEqual(body.errorCode, { key: 'PL-USER-CODE-WRONG' });
    assert.equal((await browser.gateway('checkSmsChannel', {}, { method: 'GET' })).ret, 'PL-USER-CODE-WRONG');
  });

  it('answers a code with the message the switch gives', async () => {
    const { browser } = await switched({ fail: 'PL-USER-CODE-WRONG', message: 'That code is wrong' });
    assert.equal((await browser.gateway('checkSmsChannel', {}, { method: 'GET' })).ret, 'PL-USER-CODE-WRONG::That code is wrong');
  });

  it('expires the session for a call that needs login, limited to matching calls', async () => {
    const { browser } = await switched({ fail: 'FAIL_SYS_SESSION_EXPIRED', match: 'getUser' });
    await browser.login('shopper@example.com', DEMO_PASSWORD);
    assert.match((await browser.gateway('getUser', {}, { method: 'GET' })).ret, /^FAIL_SYS_SESSION_EXPIRED::/);
    assert.equal((await browser.gateway('getUser', {}, { method: 'GET' })).ret, 'SUCCESS::ok');
  });

  it('refuses a switch request of the wrong shape', async () => {
    const { client } = await testService();
    const response = await client().fetch('/__dev/switches', { method: 'POST', body: '{"fail":5}' });
    assert.equal(response.status, 400);
  });
});

describe('gateway edges', () => {
  it('answers WV_ERR::PARAM_PARSE_ERROR for data that is not JSON', async () => {
    const { client } = await testService();
    assert.equal((await client().gateway('checkSmsChannel', '{not json', { method: 'GET' })).ret, 'WV_ERR::PARAM_PARSE_ERROR');
  });

  it('answers 404 for an unknown api', async () => {
    const { client } = await testService();
    assert.equal((await client().gateway('nothing', {}, { method: 'GET' })).status, 404);
  });

  it('needs a session for calls that need login', async () => {
    const { client } = await testService();
    assert.match((await client().gateway('getUser', {}, { method: 'GET' })).ret, /^FAIL_SYS_SESSION_EXPIRED::/);
  });

  it('serves the static backup data of the channel list', async () => {
    const { client } = await testService();
    const response = await client().fetch('/static/member/mtop.lazada.member.user.checkSmsChannel/en-SG.json');
    assert.deepEqual(await response.json(), { result: [{ type: 'SMS', text: 'SMS' }] });
    assert.equal((await client().fetch('/static/member/mtop.lazada.member.user.getUser/en-SG.json')).status, 404);
  });

  it('publishes the public key', async () => {
    const { client, keys } = await testService();
    const response = await client().fetch('/user/api/publicKey');
    assert.equal(await response.text(), keys.publicKeyPem);
  });

  it('shows the account label in the demo header for a logged-in member', async () => {
    const { client } = await testService();
    const browser = client();
    await browser.login('shopper@example.com', DEMO_PASSWORD);
    const page = await (await browser.fetch('/')).text();
    assert.match(page, /<a href="\/user\/account" data-member-account>Sam Shopper<\/a>/);
    assert.match(page, /data-member-login hidden/);
  });
});
