/**
 * Issue 31: devices a member can tell apart (browser and system as names, first and last seen, a
 * name the member sets), and a verification that never asks the device being signed out to approve.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DeviceSession } from '../../src/kernel/contract/security.ts';
import { testService, type TestClient } from './harness.ts';
import { call, methodsOf, MINUTE, neededToken, newest, ok, pathOf, signedIn, type Service } from './securityClient.ts';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';

const devicesOf = async (browser: TestClient) => ((await browser.gateway(call('overview'), {}, { method: 'GET' })).data?.devices ?? []) as DeviceSession[];
const rename = (browser: TestClient, id: string, name: string) => browser.gateway(call('renameDevice'), { id, deviceName: name });

/** A laptop and two Android phones of the member, signed in a minute apart; the laptop asks. */
async function threeDevices(service: Service) {
  const laptop = await signedIn(service, undefined, MAC_SAFARI);
  service.clock.advance(MINUTE);
  const first = await signedIn(service, undefined, ANDROID_CHROME);
  service.clock.advance(MINUTE);
  const second = await signedIn(service, undefined, ANDROID_CHROME);
  const [, firstId, secondId] = (await devicesOf(laptop)).map((device) => device.id);
  assert.ok(firstId && secondId);
  return { laptop, first, second, firstId, secondId };
}

describe('devices the member can tell apart (issue 31)', () => {
  it('lists each device with its browser and system as names, when it signed in and was last seen', async () => {
    const service = await testService();
    const start = service.clock.now();
    const { laptop } = await threeDevices(service);
    const devices = await devicesOf(laptop);
    assert.deepEqual(
      devices.map(({ browser, system, createdAt, current, name }) => ({ browser, system, createdAt, current, name })),
      [
        { browser: 'Safari', system: 'macOS', createdAt: start, current: true, name: undefined },
        { browser: 'Chrome', system: 'Android', createdAt: start + MINUTE, current: false, name: undefined },
        { browser: 'Chrome', system: 'Android', createdAt: start + 2 * MINUTE, current: false, name: undefined },
      ],
    );
  });

  it("keeps the member's name for each phone, so two Chrome on Android phones differ, and takes it away when emptied", async () => {
    const service = await testService();
    const { laptop, first, firstId, secondId } = await threeDevices(service);
    ok(await rename(laptop, firstId, "  Mum's phone  "));
    const renamed = await rename(first, secondId, 'โทรศัพท์ของฉัน');
    ok(renamed);
    assert.deepEqual(
      ((renamed.data?.devices ?? []) as DeviceSession[]).map((device) => device.name),
      [undefined, "Mum's phone", 'โทรศัพท์ของฉัน'],
      'trimmed; any device of the member may name any other',
    );
    ok(await rename(laptop, firstId, ''));
    assert.equal((await devicesOf(laptop))[1]?.name, undefined);
  });

  it('counts a name as a reader does: 40 Thai characters with their marks pass, 41 do not, hidden text never', async () => {
    const service = await testService();
    const { laptop, firstId } = await threeDevices(service);
    const forty = 'กี่'.repeat(40);
    assert.equal([...forty].length, 120, 'three code points per character');
    ok(await rename(laptop, firstId, forty));
    assert.match((await rename(laptop, firstId, `${forty}ก`)).ret, /^PL-USER-DEVICE-NAME-INVALID::A device name can be at most 40 characters/);
    laptop.headers['X-Member-Language'] = 'th';
    assert.match((await rename(laptop, firstId, 'Phone\u202Eenohp')).ret, /^PL-USER-DEVICE-NAME-INVALID::ชื่ออุปกรณ์ยาวได้ไม่เกิน 40 ตัวอักษร/);
    assert.equal((await devicesOf(laptop))[1]?.name, forty, 'a refused name changes nothing');
  });

  it("refuses another member's device and a device signed out since, as not found", async () => {
    const service = await testService();
    const { laptop, firstId } = await threeDevices(service);
    const stranger = await signedIn(service, 'shopper@example.com');
    assert.match((await rename(stranger, firstId, 'Mine now')).ret, /^PL-USER-DEVICE-NOT-FOUND::/);
    assert.equal((await devicesOf(laptop))[1]?.name, undefined);
    assert.match((await rename(laptop, 'no-such-device', 'Tablet')).ret, /^PL-USER-DEVICE-NOT-FOUND::/);
    assert.match((await service.client().gateway(call('renameDevice'), { id: firstId, deviceName: 'x' })).ret, /^FAIL_SYS_SESSION_EXPIRED/, 'a member only');
  });
});

describe('signing a device out is never approved on that device (issue 31)', () => {
  it('offers no push when the device signed out is the only other one', async () => {
    const service = await testService();
    const laptop = await signedIn(service, undefined, MAC_SAFARI);
    await signedIn(service, undefined, ANDROID_CHROME);
    const phone = (await devicesOf(laptop)).find((device) => !device.current);
    const token = neededToken(await laptop.gateway(call('signOutDevices'), { id: phone?.id }));
    const offered = await laptop.gateway(call('verification'), { token });
    assert.ok(!methodsOf(offered).includes('push'), methodsOf(offered).join());
    assert.match((await laptop.gateway(call('sendVerification'), { token, method: 'push' })).ret, /^PL-USER-VERIFY-METHOD-UNAVAILABLE::/);
  });

  it('offers no push when every other device is signed out', async () => {
    const service = await testService();
    const { laptop } = await threeDevices(service);
    const token = neededToken(await laptop.gateway(call('signOutDevices'), {}));
    assert.ok(!methodsOf(await laptop.gateway(call('verification'), { token })).includes('push'));
  });

  it('offers the push to another device, and the device being signed out cannot approve it', async () => {
    const service = await testService();
    const { laptop, first, second, firstId } = await threeDevices(service);
    const token = neededToken(await laptop.gateway(call('signOutDevices'), { id: firstId }));
    assert.equal(methodsOf(await laptop.gateway(call('verification'), { token }))[0], 'push');
    const sent = await laptop.gateway(call('sendVerification'), { token, method: 'push' });
    const path = pathOf(newest(service, 'security@example.com', 'PUSH').link);
    const id = new URL(path, 'http://localhost').searchParams.get('id') ?? '';
    assert.equal((await first.submit('/user/verify-push', { id, number: String(sent.data?.number) })).status, 410, 'the phone being signed out');
    assert.equal((await laptop.gateway(call('verificationStatus'), { token })).data?.state, 'PENDING');
    assert.equal((await second.submit('/user/verify-push', { id, number: String(sent.data?.number) })).status, 200);
    assert.equal((await laptop.gateway(call('verificationStatus'), { token })).data?.state, 'VERIFIED');
    const after = await laptop.gateway(call('signOutDevices'), { id: firstId });
    assert.equal(((after.data?.devices ?? []) as DeviceSession[]).length, 2);
  });
});

describe("the push names the member's device by the member's name for it (issue 31)", () => {
  it('offers "approve on" the named phone', async () => {
    const service = await testService();
    const { laptop, secondId } = await threeDevices(service);
    ok(await rename(laptop, secondId, 'Work phone'));
    const token = neededToken(await laptop.gateway(call('changePassword'), { newPassword: await laptop.encrypt('Brand9new!x'), signOutOthers: false }));
    const offered = (await laptop.gateway(call('verification'), { token })).data?.methods as { method: string; target?: string }[];
    assert.deepEqual(offered[0], { method: 'push', target: 'Work phone' });
  });
});
