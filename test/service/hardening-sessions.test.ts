/**
 * Issue 32, guarantee 6: a session ends when it has not been used for the idle timeout
 * (`sessionIdleMs`), beside its lifetime (`sessionTtlMs`): a stolen cookie of a browser its owner
 * stopped using is worth nothing after it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CONFIG } from '../../service/domain/config.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { ACCOUNT } from '../../src/kernel/contract/accountCalls.ts';
import { testService } from './harness.ts';
import { call, MEMBER, MEMBER_PHONE, MINUTE, ok, pathOf, signedIn, signedOut } from './securityClient.ts';

const DAY = 24 * 60 * MINUTE;
const NEW_PASSWORD = 'Owner9back!x';
const overview = async (browser: Awaited<ReturnType<typeof signedIn>>) => browser.gateway(call('overview'), {}, { method: 'GET' });

describe('issue 32, 6. sessions end when idle', () => {
  it('ends a session unused for the idle timeout, and lists it no more among the devices', async () => {
    const service = await testService({ config: { sessionIdleMs: 2 * DAY } });
    const idle = await signedIn(service);
    const active = await signedIn(service);
    service.clock.advance(DAY);
    assert.match((await overview(active)).ret, /^SUCCESS::/);
    service.clock.advance(DAY);
    const devices = ((await overview(active)).data?.devices ?? []) as unknown[];
    assert.equal(devices.length, 1, 'the idle browser is no longer a signed-in device');
    await signedOut(idle);
    assert.match((await overview(active)).ret, /^SUCCESS::/, 'a session in use stays');
  });

  it('still ends a session in use at the end of its lifetime', async () => {
    const service = await testService({ config: { sessionIdleMs: 2 * DAY, sessionTtlMs: 5 * DAY } });
    const member = await signedIn(service);
    for (let day = 1; day < 5; day++) {
      service.clock.advance(DAY);
      assert.match((await overview(member)).ret, /^SUCCESS::/, `day ${day}`);
    }
    service.clock.advance(DAY);
    await signedOut(member);
  });

  it('has documented defaults: 30 days of lifetime, 7 days idle', () => {
    assert.equal(DEFAULT_CONFIG.sessionTtlMs, 30 * DAY);
    assert.equal(DEFAULT_CONFIG.sessionIdleMs, 7 * DAY);
  });
});

describe('issue 32, 6. a login from a new device is told to the member (ASVS 6.3.5)', () => {
  const alerts = (service: Awaited<ReturnType<typeof testService>>, address: string) =>
    service.outbox.list(address).filter((entry) => /signed in to from a new device/.test(entry.text));

  it('still tells of a new device more than a year after the first login, as long as the account logs in within a year of the last', async () => {
    const service = await testService();
    const owner = await signedIn(service);
    service.clock.advance(300 * DAY);
    ok(await owner.gateway(ACCOUNT.logout.api));
    await signedIn(service, MEMBER, undefined, owner);
    service.clock.advance(100 * DAY);
    await signedIn(service, MEMBER, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0');
    assert.equal(alerts(service, MEMBER).length, 1, '400 days after the first login, 100 after the last: the new device is told');
  });

  it('tells every contact of a login from a device the account has not seen, and the link\'s "this wasn\'t me" signs it out and asks for a new password', async () => {
    const service = await testService();
    const owner = await signedIn(service);
    assert.equal(alerts(service, MEMBER).length, 0, "the account's first device is known from then on");
    await owner.gateway(call('overview'), {}, { method: 'GET' });
    ok(await owner.gateway(ACCOUNT.logout.api));
    await signedIn(service, MEMBER, undefined, owner);
    assert.equal(alerts(service, MEMBER).length, 0, 'the same browser again: no notice');
    const thief = await signedIn(service, MEMBER, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0');
    const [notice] = alerts(service, MEMBER);
    assert.ok(notice, 'the e-mail is told');
    assert.match(notice.text, /Chrome on Windows/);
    assert.equal(alerts(service, MEMBER_PHONE).length, 1, 'the phone is told too');
    const path = pathOf(notice.link);
    const token = new URL(path, 'http://localhost').searchParams.get('token') ?? '';
    const mailbox = service.client();
    assert.match(await (await mailbox.fetch(path)).text(), /new device/);
    const undone = await mailbox.submit('/user/not-me', { token });
    assert.match(await undone.text(), /link to set a new password/, 'it asks for a new password');
    await signedOut(thief);
    assert.equal((await service.client().login(MEMBER, DEMO_PASSWORD)).body.success, false, 'the password the thief knows no longer works');
    const setLink = service.outbox.list(MEMBER).find((entry) => entry.link?.includes('/user/reset-password?bizToken='));
    assert.ok(setLink, 'the e-mail gets a link to set a new password');
    const bizToken = new URL(setLink.link ?? '').searchParams.get('bizToken') ?? '';
    assert.equal((await mailbox.post('resetPassword', { token: bizToken, password: await mailbox.encrypt(NEW_PASSWORD) })).status, 200);
    assert.equal((await thief.login(MEMBER, NEW_PASSWORD)).body.success, true);
    assert.equal(alerts(service, MEMBER).length, 2, "the thief's device is told again: the devices seen were forgotten, the account was not");
  });
  it('lists the latest logins on the overview, newest first: device, network, and whether it was new', async () => {
    const service = await testService();
    const owner = await signedIn(service, MEMBER, 'Mozilla/5.0 (Linux; Android 14) Chrome/120.0');
    service.clock.advance(MINUTE);
    const thief = service.client('2001:db8:7:abcd::5');
    thief.headers['User-Agent'] = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0';
    await signedIn(service, MEMBER, undefined, thief);
    const logins = (await owner.gateway(call('overview'), {}, { method: 'GET' })).data?.logins;
    assert.deepEqual(logins, [
      { at: service.clock.now(), browser: 'Chrome', system: 'Windows', network: '2001:db8:7::/48', newDevice: true },
      { at: service.clock.now() - MINUTE, browser: 'Chrome', system: 'Android', network: 'local', newDevice: false },
    ]);
  });
});
