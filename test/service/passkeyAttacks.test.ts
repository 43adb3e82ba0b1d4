/**
 * Attacks on passkeys (issue 34), on SQLite and (npm run test:service) on PostgreSQL: a replayed
 * or another browser's challenge, an expired one, a page of another origin, another RP ID, an
 * answer without user verification, a cloned authenticator's counter, another member's passkey,
 * a removed passkey (on every instance at once), adding one without a verification or without the
 * CSRF token, and the anonymous login challenges of one client address.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CSRF_REJECTED_CODE } from '../../src/kernel/contract/headers.ts';
import { PASSKEY_INVALID_CODE, PASSKEY_NOT_FOUND_CODE, PASSKEY_UNKNOWN_CODE } from '../../src/kernel/contract/errorCodes.ts';
import { VERIFICATION_NEEDED } from '../../src/kernel/contract/security.ts';
import { TRAFFIC_LIMIT_CODE } from '../../service/domain/limits.ts';
import { VERIFY_OPTIONS_PER_VERIFICATION } from '../../service/routes/passkeys.ts';
import { testService } from './harness.ts';
import { creationOptions, enrol, listed, loginOptions, passkeyCall, passkeyLogin, restPath, sendLogin, storedPasskey } from './passkeyClient.ts';
import { byPassword, call, MEMBER, MEMBER_PHONE, MINUTE, neededToken, ok, SHOPPER, signedIn, signedOut } from './securityClient.ts';
import { SoftAuthenticator } from './softAuthenticator.ts';

const refusedWith = (body: { success: boolean; errorCode?: { key: string } }, key: string) => {
  assert.equal(body.success, false, JSON.stringify(body));
  assert.equal(body.errorCode?.key, key);
};

/** A service whose member MEMBER has a passkey of a new authenticator (counter moving by 1 per use). */
async function withPasskey(options: Parameters<typeof testService>[0] = {}) {
  const service = await testService(options);
  const authenticator = new SoftAuthenticator();
  await storedPasskey(service, authenticator, MEMBER);
  return { service, authenticator };
}

describe('passkey challenges', () => {
  it('a replayed login answer logs nobody in: its challenge was used', async () => {
    const { service, authenticator } = await withPasskey();
    const browser = service.client();
    const credential = authenticator.get(await loginOptions(browser));
    assert.equal((await sendLogin(browser, credential)).body.success, true);
    const replay = service.client();
    // The same browser, or another: the answer's challenge is gone.
    refusedWith((await sendLogin(browser, credential)).body, PASSKEY_INVALID_CODE);
    refusedWith((await sendLogin(replay, credential)).body, PASSKEY_INVALID_CODE);
    await signedOut(replay);
  });

  it('another browser’s challenge is refused, and left for its own browser', async () => {
    const { service, authenticator } = await withPasskey();
    const victim = service.client();
    const attacker = service.client();
    await loginOptions(attacker);
    const options = await loginOptions(victim);
    // The attacker got the victim's page to sign its challenge (or saw it): the challenge is not the attacker's browser's.
    refusedWith((await sendLogin(attacker, authenticator.get(options))).body, PASSKEY_INVALID_CODE);
    assert.equal((await sendLogin(victim, authenticator.get(options))).body.success, true);
  });

  it('a challenge expires after 5 minutes', async () => {
    const { service, authenticator } = await withPasskey();
    const browser = service.client();
    const options = await loginOptions(browser);
    service.clock.advance(5 * MINUTE);
    refusedWith((await sendLogin(browser, authenticator.get(options))).body, PASSKEY_INVALID_CODE);
  });

  it('a challenge the service never made is refused', async () => {
    const { service, authenticator } = await withPasskey();
    const browser = service.client();
    await loginOptions(browser);
    refusedWith((await sendLogin(browser, authenticator.get({ challenge: 'bWFkZS11cC1jaGFsbGVuZ2U' }))).body, PASSKEY_INVALID_CODE);
  });

  it('the anonymous login challenges of one client address are limited per hour; other addresses are not held back', async () => {
    const service = await testService({ config: { passkeyChallengesPerAddressPerHour: 3 } });
    const browser = service.client('203.0.113.7');
    for (let index = 0; index < 3; index++) assert.equal((await browser.post(restPath('passkeyLoginOptions'), {})).body.success, true);
    const limited = await browser.post(restPath('passkeyLoginOptions'), {});
    assert.equal(limited.status, 429);
    refusedWith(limited.body, TRAFFIC_LIMIT_CODE);
    // A fresh browser on the same address is the same address.
    refusedWith((await service.client('203.0.113.7').post(restPath('passkeyLoginOptions'), {})).body, TRAFFIC_LIMIT_CODE);
    assert.equal((await service.client('198.51.100.9').post(restPath('passkeyLoginOptions'), {})).body.success, true);
    service.clock.advance(60 * MINUTE);
    assert.equal((await browser.post(restPath('passkeyLoginOptions'), {})).body.success, true);
  });

  it('parallel challenges of one address never pass the limit (atomic counting)', async () => {
    const service = await testService({ config: { passkeyChallengesPerAddressPerHour: 5 } });
    const answers = await Promise.all(Array.from({ length: 12 }, () => service.client('203.0.113.8').post(restPath('passkeyLoginOptions'), {})));
    assert.equal(answers.filter(({ body }) => body.success).length, 5);
  });

  it('a verification gives at most 10 passkey challenges', async () => {
    const { service } = await withPasskey();
    const browser = await signedIn(service);
    const token = neededToken(await browser.gateway(call('sendEmailChange'), { email: 'new-address@example.com' }));
    for (let index = 0; index < VERIFY_OPTIONS_PER_VERIFICATION; index++) ok(await browser.gateway(passkeyCall('passkeyVerificationOptions'), { token }));
    assert.match((await browser.gateway(passkeyCall('passkeyVerificationOptions'), { token })).ret, new RegExp(`^${TRAFFIC_LIMIT_CODE}::`));
  });

  it('logins by passkey count toward the logins of an address, as every login does', async () => {
    const { service, authenticator } = await withPasskey({ config: { loginsPerAddressPerMinute: 2 } });
    const browser = service.client('203.0.113.9');
    assert.equal((await passkeyLogin(browser, authenticator)).body.success, true);
    assert.equal((await passkeyLogin(browser, authenticator)).body.success, true);
    refusedWith((await passkeyLogin(browser, authenticator)).body, TRAFFIC_LIMIT_CODE);
  });
});

describe('what a passkey’s answer must carry', () => {
  it('refuses the page of an origin outside the configuration', async () => {
    const { service, authenticator } = await withPasskey();
    const browser = service.client();
    refusedWith((await passkeyLogin(browser, authenticator, { origin: 'https://evil.example' })).body, PASSKEY_INVALID_CODE);
    refusedWith((await passkeyLogin(browser, authenticator, { origin: 'https://www.lazada.sg.evil.example' })).body, PASSKEY_INVALID_CODE);
    // A regional site of the configuration is one of its origins (related origin requests).
    assert.equal((await passkeyLogin(browser, authenticator, { origin: 'https://www.lazada.co.th' })).body.success, true);
  });

  it('refuses an answer for another RP ID', async () => {
    const { service, authenticator } = await withPasskey();
    refusedWith((await passkeyLogin(service.client(), authenticator, { rpId: 'evil.example' })).body, PASSKEY_INVALID_CODE);
    refusedWith((await passkeyLogin(service.client(), authenticator, { rpId: 'lazada.sg' })).body, PASSKEY_INVALID_CODE);
  });

  it('refuses an answer without the user verified', async () => {
    const { service, authenticator } = await withPasskey();
    refusedWith((await passkeyLogin(service.client(), authenticator, { userVerified: false })).body, PASSKEY_INVALID_CODE);
  });

  it('refuses a signature made by another key, and a user handle of another member', async () => {
    const { service, authenticator } = await withPasskey();
    const other = new SoftAuthenticator();
    await storedPasskey(service, other, SHOPPER);
    const [memberId] = [...authenticator.credentials.keys()];
    const [otherId] = [...other.credentials.keys()];
    assert.ok(memberId && otherId);
    const browser = service.client();
    // The member's credential id, signed with the other key.
    const forged = other.assert(memberId, other.credentials.get(otherId)!, (await loginOptions(browser)).challenge);
    refusedWith((await sendLogin(browser, forged)).body, PASSKEY_INVALID_CODE);
    // The shopper's passkey, claiming the member's user handle.
    const stored = other.credentials.get(otherId)!;
    const claimed = other.assert(otherId, { ...stored, userHandle: authenticator.credentials.get(memberId)!.userHandle }, (await loginOptions(browser)).challenge);
    refusedWith((await sendLogin(browser, claimed)).body, PASSKEY_INVALID_CODE);
  });

  it('refuses a cloned authenticator’s counter: a value it already used, or lower', async () => {
    const { service, authenticator } = await withPasskey();
    assert.equal((await passkeyLogin(service.client(), authenticator)).body.success, true);
    const clone = authenticator.clone();
    assert.equal((await passkeyLogin(service.client(), authenticator)).body.success, true);
    // The clone's counter is one behind the original's: it says 2 where 2 was seen.
    refusedWith((await passkeyLogin(service.client(), clone)).body, PASSKEY_INVALID_CODE);
    refusedWith((await passkeyLogin(service.client(), authenticator, { counter: 1 })).body, PASSKEY_INVALID_CODE);
    refusedWith((await passkeyLogin(service.client(), authenticator, { counter: 0 })).body, PASSKEY_INVALID_CODE);
    // The original, moving on, still signs in.
    assert.equal((await passkeyLogin(service.client(), authenticator)).body.success, true);
  });

  it('of two answers with one counter racing, one signs in', async () => {
    const { service, authenticator } = await withPasskey();
    const first = service.client();
    const second = service.client();
    const [a, b] = [await loginOptions(first), await loginOptions(second)];
    const [id] = [...authenticator.credentials.keys()];
    const stored = authenticator.credentials.get(id ?? '')!;
    const answers = await Promise.all([
      sendLogin(first, authenticator.assert(id ?? '', stored, a.challenge, { counter: 7 })),
      sendLogin(second, authenticator.assert(id ?? '', stored, b.challenge, { counter: 7 })),
    ]);
    assert.equal(answers.filter(({ body }) => body.success).length, 1);
  });

  it('an authenticator that keeps no counter (0 every time) signs in every time', async () => {
    const service = await testService();
    const synced = new SoftAuthenticator(undefined, 0);
    await storedPasskey(service, synced, MEMBER);
    assert.equal((await passkeyLogin(service.client(), synced)).body.success, true);
    assert.equal((await passkeyLogin(service.client(), synced)).body.success, true);
  });
});

describe('whose passkey', () => {
  it('another member’s passkey answers no verification of this member’s', async () => {
    const service = await testService();
    const memberKey = new SoftAuthenticator();
    const shopperKey = new SoftAuthenticator();
    await storedPasskey(service, memberKey, MEMBER);
    await storedPasskey(service, shopperKey, SHOPPER);
    const browser = await signedIn(service);
    const token = neededToken(await browser.gateway(call('sendEmailChange'), { email: 'new-address@example.com' }));
    const options = await browser.gateway(passkeyCall('passkeyVerificationOptions'), { token });
    ok(options);
    const request = (options.data as { options: Parameters<SoftAuthenticator['get']>[0] }).options;
    // The shopper's passkey, over the member's verification's challenge.
    const [shopperId] = [...shopperKey.credentials.keys()];
    const wrong = await browser.gateway(passkeyCall('passkeyVerify'), {
      token,
      credential: shopperKey.get({ ...request, allowCredentials: [] }, { id: shopperId ?? '' }),
    });
    assert.match(wrong.ret, /^VERIFICATION_REJECTED::/);
    assert.equal((await browser.gateway(call('verificationStatus'), { token })).data?.state, 'PENDING');
    // A verification's challenge answers no other verification, nor a login.
    const again = (await browser.gateway(passkeyCall('passkeyVerificationOptions'), { token })).data as { options: Parameters<SoftAuthenticator['get']>[0] };
    refusedWith((await sendLogin(service.client(), memberKey.get(again.options))).body, PASSKEY_INVALID_CODE);
    const shopper = await signedIn(service, SHOPPER);
    const shopperToken = neededToken(await shopper.gateway(call('sendEmailChange'), { email: 'other-address@example.com' }));
    const crossed = await shopper.gateway(passkeyCall('passkeyVerify'), { token: shopperToken, credential: memberKey.get(again.options) });
    assert.match(crossed.ret, /^PL-USER-PASSKEY-INVALID::/);
    // Another browser cannot see the member's verification at all.
    assert.match((await service.client().gateway(passkeyCall('passkeyVerificationOptions'), { token })).ret, /^PL-USER-TOKEN-EXPIRED::/);
  });

  it('a member cannot rename or remove another member’s passkey: it is answered as none', async () => {
    const service = await testService();
    const shopperKey = new SoftAuthenticator();
    const shopperPasskey = await storedPasskey(service, shopperKey, SHOPPER);
    const browser = await signedIn(service);
    assert.match(
      (await browser.gateway(passkeyCall('passkeyRename'), { passkeyId: shopperPasskey, passkeyName: 'mine' })).ret,
      new RegExp(`^${PASSKEY_NOT_FOUND_CODE}::`),
    );
    assert.match((await browser.gateway(passkeyCall('passkeyRemove'), { passkeyId: shopperPasskey })).ret, new RegExp(`^${PASSKEY_NOT_FOUND_CODE}::`));
    assert.equal((await service.deps.storage.passkeys.byId(shopperPasskey))?.name, 'Stored passkey');
    assert.equal((await passkeyLogin(service.client(), shopperKey)).body.success, true);
  });

  it('a passkey registered already (another member’s credential id) is not added again', async () => {
    const service = await testService();
    const browser = await signedIn(service);
    const authenticator = new SoftAuthenticator();
    const options = await creationOptions(service, browser);
    const credential = authenticator.create(options);
    // The same credential id, put in first for the shopper.
    const shopper = await service.deps.storage.users.byEmail(SHOPPER);
    assert.ok(shopper);
    await service.deps.storage.passkeys.insert({
      id: credential.id,
      userId: shopper.id,
      publicKey: 'AA',
      counter: 0,
      transports: [],
      aaguid: authenticator.aaguid,
      deviceType: 'singleDevice',
      backedUp: false,
      name: 'taken',
      createdAt: service.clock.now(),
      lastUsedAt: null,
      verifiesFrom: 0,
    });
    assert.match((await browser.gateway(passkeyCall('passkeyRegister'), { credential })).ret, /^PL-USER-PASSKEY-EXISTS::/);
    assert.equal((await service.deps.storage.passkeys.byId(credential.id))?.userId, shopper.id);
  });

  it('a removed passkey signs in on no instance, at once', async () => {
    const first = await testService();
    const second = await testService({ storage: first.deps.storage });
    const browser = await signedIn(first);
    const authenticator = new SoftAuthenticator();
    ok(await enrol(first, browser, authenticator));
    assert.equal((await passkeyLogin(second.client(), authenticator)).body.success, true);
    const [passkey] = await listed(browser);
    assert.ok(passkey);
    assert.equal((await byPassword(browser, neededToken(await browser.gateway(passkeyCall('passkeyRemove'), { passkeyId: passkey.id })))).data?.state, 'VERIFIED');
    ok(await browser.gateway(passkeyCall('passkeyRemove'), { passkeyId: passkey.id }));
    refusedWith((await passkeyLogin(second.client(), authenticator)).body, PASSKEY_UNKNOWN_CODE);
    refusedWith((await passkeyLogin(first.client(), authenticator)).body, PASSKEY_UNKNOWN_CODE);
  });
});

describe('adding a passkey', () => {
  it('needs a verification: without one neither the options nor a registration go through', async () => {
    const service = await testService();
    const browser = await signedIn(service);
    const authenticator = new SoftAuthenticator();
    const refused = await browser.gateway(passkeyCall('passkeyRegistrationOptions'));
    assert.match(refused.ret, new RegExp(`^${VERIFICATION_NEEDED}::`));
    // An answer made for options this session never got (a forged challenge) is refused before anything.
    const forged = authenticator.create({
      challenge: 'Zm9yZ2Vk',
      rp: { name: 'x', id: 'localhost' },
      user: { id: 'dXNlcg', name: MEMBER, displayName: MEMBER },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    });
    assert.match((await browser.gateway(passkeyCall('passkeyRegister'), { credential: forged })).ret, new RegExp(`^${VERIFICATION_NEEDED}::`));
    assert.deepEqual(await listed(browser), []);
    // The password alone proves no new way in.
    const token = neededToken(refused);
    assert.match((await byPassword(browser, token)).ret, /^PL-USER-VERIFY-METHOD-UNAVAILABLE::/);
  });

  it('needs the CSRF token and a session', async () => {
    const service = await testService();
    const browser = await signedIn(service);
    const options = await browser.gateway(passkeyCall('passkeyRegistrationOptions'), {}, { csrf: false });
    assert.equal(options.status, 403);
    assert.match(options.ret, new RegExp(`^${CSRF_REJECTED_CODE}`));
    const made = await creationOptions(service, browser);
    const credential = new SoftAuthenticator().create(made);
    const register = await browser.gateway(passkeyCall('passkeyRegister'), { credential }, { csrf: false });
    assert.equal(register.status, 403);
    // A GET carries no token either.
    assert.equal((await browser.gateway(passkeyCall('passkeyRegister'), { credential }, { method: 'GET' })).status, 403);
    assert.deepEqual(await listed(browser), []);
    const stranger = service.client();
    assert.match((await stranger.gateway(passkeyCall('passkeyRegistrationOptions'))).ret, /^FAIL_SYS_SESSION_EXPIRED::/);
    // The options were this session's: another session of the member, verified too, cannot register with them.
    const other = await signedIn(service);
    await creationOptions(service, other, MEMBER_PHONE);
    assert.match((await other.gateway(passkeyCall('passkeyRegister'), { credential })).ret, new RegExp(`^${PASSKEY_INVALID_CODE}::`));
    ok(await browser.gateway(passkeyCall('passkeyRegister'), { credential }));
    assert.equal((await listed(other)).length, 1);
  });

  it('refuses a registration from another origin or for another RP ID, and keeps the verification for a good one', async () => {
    const service = await testService();
    const browser = await signedIn(service);
    const authenticator = new SoftAuthenticator();
    const evil = authenticator.create(await creationOptions(service, browser), { origin: 'https://evil.example' });
    assert.match((await browser.gateway(passkeyCall('passkeyRegister'), { credential: evil })).ret, new RegExp(`^${PASSKEY_INVALID_CODE}::`));
    const wrongRp = new SoftAuthenticator().create(await creationOptions(service, browser), { rpId: 'evil.example' });
    assert.match((await browser.gateway(passkeyCall('passkeyRegister'), { credential: wrongRp })).ret, new RegExp(`^${PASSKEY_INVALID_CODE}::`));
    const unverified = new SoftAuthenticator().create(await creationOptions(service, browser), { userVerified: false });
    assert.match((await browser.gateway(passkeyCall('passkeyRegister'), { credential: unverified })).ret, new RegExp(`^${PASSKEY_INVALID_CODE}::`));
    assert.deepEqual(await listed(browser), []);
    // The verification is still fresh: a good registration uses it.
    ok(await browser.gateway(passkeyCall('passkeyRegister'), { credential: new SoftAuthenticator().create(await creationOptions(service, browser)) }));
    assert.equal((await listed(browser)).length, 1);
  });
});
