/**
 * Passkeys, as the member uses them (issue 34): the well-known file of related origins, adding a
 * passkey behind a verification, signing in with it (the same answer as any login, its restore
 * and next steps), the login answer's flag for a member with none, renaming, removing, a passkey
 * as the answer to a "Verify it's you", and a passkey added in a recovery window.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAIN_SITES } from '../../src/kernel/config/mainSite.ts';
import { PASSKEY_NAME_INVALID_CODE, PASSKEY_UNAVAILABLE_CODE, PASSKEY_UNKNOWN_CODE } from '../../src/kernel/contract/errorCodes.ts';
import { GATEWAY } from '../../src/kernel/contract/calls.ts';
import { NO_PASSKEY_FLAG, PASSKEY_LOGIN_TYPE } from '../../src/kernel/contract/passkeys.ts';
import { userHandle } from '../../service/domain/passkeys.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService } from './harness.ts';
import { creationOptions, enrol, listed, loginOptions, passkeyCall, passkeyLogin, restPath, storedPasskey, verifyByCode } from './passkeyClient.ts';
import { byPassword, call, MEMBER, MEMBER_PHONE, MINUTE, neededToken, newest, ok, pathOf, SHOPPER, signedIn, userOf, verifiedCall } from './securityClient.ts';
import { SoftAuthenticator } from './softAuthenticator.ts';

describe('the related origins file', () => {
  it('lists the six regional sites and the service’s own origin, as JSON a browser may cache', async () => {
    const service = await testService();
    const response = await service.client().fetch('/.well-known/webauthn');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=3600');
    assert.deepEqual(await response.json(), { origins: [...Object.values(MAIN_SITES), 'http://localhost'] });
  });

  it('lists the configured origins (and the service’s own), and is not there in production without an RP ID', async () => {
    const configured = await testService({ config: { passkeyRpId: 'example.com', passkeyOrigins: ['https://shop.example.com', 'https://shop.example.org'] } });
    assert.deepEqual(await (await configured.client().fetch('/.well-known/webauthn')).json(), {
      origins: ['https://shop.example.com', 'https://shop.example.org', 'http://localhost'],
    });
    const production = await testService({ config: { dev: false } });
    assert.equal((await production.client().fetch('/.well-known/webauthn')).status, 404);
    const { body } = await production.client().post(restPath('passkeyLoginOptions'), {});
    assert.equal(body.errorCode?.key, PASSKEY_UNAVAILABLE_CODE);
  });
});

describe('adding a passkey', () => {
  it('needs a verification, asks for a verified discoverable credential, and lists the passkey under its authenticator’s name', async () => {
    const service = await testService();
    const browser = await signedIn(service);
    const token = neededToken(await browser.gateway(passkeyCall('passkeyRegistrationOptions')));
    // A credential change: the password alone does not prove it (as for a password change).
    const offered = await browser.gateway(call('verification'), { token });
    assert.equal(offered.data?.action, 'addPasskey');
    assert.ok(!((offered.data?.methods ?? []) as { method: string }[]).some((option) => option.method === 'password'));
    await verifyByCode(service, browser, token);
    const options = await creationOptions(service, browser);
    assert.equal(options.rp.id, 'localhost');
    const member = await userOf(service, MEMBER);
    assert.equal(options.user.id, userHandle(member.id));
    assert.equal(options.user.name, MEMBER);
    assert.deepEqual(options.excludeCredentials, []);
    assert.equal(options.authenticatorSelection?.userVerification, 'required');
    assert.equal(options.authenticatorSelection?.residentKey, 'required');
    assert.equal(options.attestation, 'none');
    const authenticator = new SoftAuthenticator();
    const answer = await browser.gateway(passkeyCall('passkeyRegister'), { credential: authenticator.create(options) });
    ok(answer);
    assert.equal(answer.data?.rpId, 'localhost');
    assert.equal(answer.data?.userId, userHandle(member.id));
    const [passkey, ...others] = await listed(browser);
    assert.equal(others.length, 0);
    assert.equal(passkey?.name, 'Apple Passwords');
    assert.equal(passkey?.createdAt, service.clock.now());
    assert.equal(passkey?.lastUsedAt, undefined);
    assert.equal(passkey?.verifiesFrom, undefined);
    // Its contacts are told, each with a "this wasn't me" link.
    assert.match(newest(service, MEMBER, 'EMAIL').text, /^A passkey was added to your Marketplace account\. \(Apple Passwords\) If this wasn't you/);
    // The verification was used up: another passkey needs another.
    neededToken(await browser.gateway(passkeyCall('passkeyRegistrationOptions')));
  });

  it('excludes the member’s passkeys, so an authenticator makes no second one, and takes the member’s name for it', async () => {
    const service = await testService();
    const browser = await signedIn(service);
    const authenticator = new SoftAuthenticator();
    ok(await enrol(service, browser, authenticator, MEMBER, '  Work laptop '));
    assert.deepEqual(
      (await listed(browser)).map((passkey) => passkey.name),
      ['Work laptop'],
    );
    // The e-mail code's resend window.
    service.clock.advance(MINUTE);
    const options = await creationOptions(service, browser);
    assert.deepEqual(
      options.excludeCredentials?.map((credential) => credential.id),
      [...authenticator.credentials.keys()],
    );
    assert.throws(() => authenticator.create(options), /InvalidStateError/);
    // Another authenticator adds its own.
    const other = new SoftAuthenticator('ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4', 0);
    ok(await browser.gateway(passkeyCall('passkeyRegister'), { credential: other.create(options) }));
    assert.deepEqual(
      (await listed(browser)).map((passkey) => [passkey.name, passkey.synced]),
      [
        ['Work laptop', false],
        ['Google Password Manager', true],
      ],
    );
  });
});

describe('signing in with a passkey', () => {
  it('asks for any passkey of the RP ID with the user verified, and logs in as every login does', async () => {
    const service = await testService();
    const authenticator = new SoftAuthenticator();
    ok(await enrol(service, await signedIn(service), authenticator));
    const browser = service.client();
    const options = await loginOptions(browser);
    assert.equal(options.rpId, 'localhost');
    assert.equal(options.userVerification, 'required');
    assert.deepEqual(options.allowCredentials ?? [], []);
    service.clock.advance(MINUTE);
    const { status, body } = await browser.post(restPath('passkeyLogin'), { credential: authenticator.get(options) });
    assert.equal(status, 200);
    assert.equal(body.success, true, JSON.stringify(body));
    const response = body.module.loginResponseDTO;
    assert.equal(response.loginType, PASSKEY_LOGIN_TYPE);
    assert.equal(response.user.email, MEMBER);
    assert.equal(typeof response.sessionExpiredTime, 'number');
    assert.equal(response.loginNextStepAction, undefined);
    assert.equal(response[NO_PASSKEY_FLAG], undefined, 'a passkey login says nothing about enrolling');
    // The session is this browser's: the member area answers.
    ok(await browser.gateway(call('overview'), {}, { method: 'GET' }));
    assert.equal((await listed(browser))[0]?.lastUsedAt, service.clock.now());
    // A login from a device the account has not seen is told, as after any login.
    assert.match(newest(service, MEMBER, 'EMAIL').text, /signed in to from a new device/);
  });

  it('skips the login’s second verification (a verified passkey is two factors) and offers the restore of an account pending deletion', async () => {
    const service = await testService();
    const verifying = new SoftAuthenticator();
    await storedPasskey(service, verifying, 'second-verification@example.com');
    const { body } = await passkeyLogin(service.client(), verifying);
    assert.equal(body.success, true, JSON.stringify(body));
    assert.equal(body.module.loginResponseDTO.loginNextStepAction, undefined);
    assert.equal(typeof body.module.loginResponseDTO.sessionExpiredTime, 'number');

    const deleting = new SoftAuthenticator();
    await storedPasskey(service, deleting, 'pending-deletion@example.com');
    const browser = service.client();
    const restore = await passkeyLogin(browser, deleting);
    assert.equal(restore.body.module.loginResponseDTO.loginNextStepAction, 'DELETION_COOL_CONFIRM');
    const restored = await browser.gateway(GATEWAY.cancelDeletion.api, { token: restore.body.module.loginResponseDTO.loginNextStepActionData.deletionCancelToken });
    ok(restored);
    assert.equal((await userOf(service, 'pending-deletion@example.com')).status, 'NORMAL');
  });

  it('refuses a deleted account’s passkey as an unknown one', async () => {
    const service = await testService();
    const authenticator = new SoftAuthenticator();
    await storedPasskey(service, authenticator, SHOPPER);
    const shopper = await userOf(service, SHOPPER);
    await service.deps.storage.users.update(shopper.id, { status: 'DELETED' }, service.clock.now());
    assert.equal((await passkeyLogin(service.client(), authenticator)).body.errorCode?.key, PASSKEY_UNKNOWN_CODE);
  });

  it('flags a login by any other way when the member has no passkey yet, and not once it has one', async () => {
    const service = await testService();
    const first = await service.client().login(MEMBER, DEMO_PASSWORD);
    assert.equal(first.body.module.loginResponseDTO[NO_PASSKEY_FLAG], true);
    const browser = await signedIn(service);
    ok(await enrol(service, browser, new SoftAuthenticator()));
    const { body } = await service.client().login(MEMBER, DEMO_PASSWORD);
    assert.equal(body.module.loginResponseDTO[NO_PASSKEY_FLAG], undefined);
    // A login with a next step pending has no session yet: no flag.
    const pending = await service.client().login('second-verification@example.com', DEMO_PASSWORD);
    assert.equal(pending.body.module.loginResponseDTO.loginNextStepAction, 'SECOND_VERIFICATION');
    assert.equal(pending.body.module.loginResponseDTO[NO_PASSKEY_FLAG], undefined);
  });
});

describe('managing passkeys', () => {
  it('renames a passkey without a verification, back to its authenticator’s name when empty, within 40 characters', async () => {
    const service = await testService();
    const browser = await signedIn(service);
    ok(await enrol(service, browser, new SoftAuthenticator()));
    const [passkey] = await listed(browser);
    assert.ok(passkey);
    ok(await browser.gateway(passkeyCall('passkeyRename'), { passkeyId: passkey.id, passkeyName: ' Mum’s iPhone ' }));
    assert.equal((await listed(browser))[0]?.name, 'Mum’s iPhone');
    ok(await browser.gateway(passkeyCall('passkeyRename'), { passkeyId: passkey.id, passkeyName: '' }));
    assert.equal((await listed(browser))[0]?.name, 'Apple Passwords');
    for (const passkeyName of ['x'.repeat(41), 'hidden\u200bname']) {
      const refused = await browser.gateway(passkeyCall('passkeyRename'), { passkeyId: passkey.id, passkeyName });
      assert.match(refused.ret, new RegExp(`^${PASSKEY_NAME_INVALID_CODE}::`));
    }
  });

  it('removes a passkey behind a verification, tells the member’s contacts, and refuses its sign-in from then on', async () => {
    const service = await testService();
    const browser = await signedIn(service);
    const authenticator = new SoftAuthenticator();
    ok(await enrol(service, browser, authenticator));
    const [passkey] = await listed(browser);
    assert.ok(passkey);
    const token = neededToken(await browser.gateway(passkeyCall('passkeyRemove'), { passkeyId: passkey.id }));
    // Removing is no new way in: the password proves it.
    assert.ok((((await browser.gateway(call('verification'), { token })).data?.methods ?? []) as { method: string }[]).some((option) => option.method === 'password'));
    assert.equal((await byPassword(browser, token)).data?.state, 'VERIFIED');
    ok(await browser.gateway(passkeyCall('passkeyRemove'), { passkeyId: passkey.id }));
    assert.deepEqual(await listed(browser), []);
    assert.match(newest(service, MEMBER, 'EMAIL').text, /^A passkey was removed from your Marketplace account\. \(Apple Passwords\)/);
    assert.equal((await passkeyLogin(service.client(), authenticator)).body.errorCode?.key, PASSKEY_UNKNOWN_CODE);
  });
});

describe('a passkey as a verification', () => {
  it('answers a "Verify it’s you" with the member’s passkeys, and a member without one is offered none', async () => {
    const service = await testService();
    const browser = await signedIn(service);
    const authenticator = new SoftAuthenticator();
    ok(await enrol(service, browser, authenticator));
    const token = neededToken(await browser.gateway(call('sendEmailChange'), { email: 'new-address@example.com' }));
    const options = await browser.gateway(passkeyCall('passkeyVerificationOptions'), { token });
    ok(options);
    const request = (options.data as { options: Parameters<SoftAuthenticator['get']>[0] }).options;
    assert.deepEqual(
      request.allowCredentials?.map((credential) => credential.id),
      [...authenticator.credentials.keys()],
    );
    assert.equal(request.userVerification, 'required');
    const verified = await browser.gateway(passkeyCall('passkeyVerify'), { token, credential: authenticator.get(request) });
    assert.equal(verified.data?.state, 'VERIFIED', verified.ret);
    ok(await browser.gateway(call('sendEmailChange'), { email: 'new-address@example.com' }));

    const shopper = await signedIn(service, SHOPPER);
    const other = neededToken(await shopper.gateway(call('sendEmailChange'), { email: 'another@example.com' }));
    assert.match((await shopper.gateway(passkeyCall('passkeyVerificationOptions'), { token: other })).ret, /^PL-USER-VERIFY-METHOD-UNAVAILABLE::/);
  });

  it('answers a login’s second verification, and the verified login then starts the session', async () => {
    const service = await testService();
    const authenticator = new SoftAuthenticator();
    await storedPasskey(service, authenticator, 'second-verification@example.com');
    const browser = service.client();
    const { body } = await browser.login('second-verification@example.com', DEMO_PASSWORD);
    const token = String(body.module.loginResponseDTO.loginNextStepActionData.token);
    const options = await browser.gateway(passkeyCall('passkeyVerificationOptions'), { token });
    ok(options);
    const credential = authenticator.get((options.data as { options: Parameters<SoftAuthenticator['get']>[0] }).options);
    assert.equal((await browser.gateway(passkeyCall('passkeyVerify'), { token, credential })).data?.state, 'VERIFIED');
    const finished = await browser.gateway(call('finishVerifiedLogin'), { token });
    assert.equal((finished.data?.loginResponse as { user?: { email?: string } } | undefined)?.user?.email, 'second-verification@example.com');
  });

  it('takes no passkey added in an open recovery window until the window is over, and "this wasn’t me" removes it', async () => {
    const service = await testService();
    const browser = await signedIn(service);
    // An e-mail change opens the window (the contacts before it are the anchor).
    ok(await verifiedCall(browser, 'sendEmailChange', { email: 'changed@example.com' }));
    const code = newest(service, 'changed@example.com', 'EMAIL').code;
    ok(await browser.gateway(call('confirmEmailChange'), { code, signOutOthers: false }));
    const authenticator = new SoftAuthenticator();
    // A contact added in the window verifies nothing: the phone on file before it does.
    ok(await enrol(service, browser, authenticator, MEMBER_PHONE));
    const [passkey] = await listed(browser);
    assert.equal(passkey?.verifiesFrom, service.clock.now() + service.deps.config.recoveryWindowMs);
    // It signs in…
    assert.equal((await passkeyLogin(service.client(), authenticator)).body.success, true);
    // …but answers no verification while the window is open.
    const token = neededToken(await browser.gateway(call('signOutDevices'), {}));
    assert.match((await browser.gateway(passkeyCall('passkeyVerificationOptions'), { token })).ret, /^PL-USER-VERIFY-METHOD-UNAVAILABLE::/);
    // The notice of the passkey went to the original address too; its "this wasn't me" removes the passkey.
    const notice = service.outbox.list(MEMBER).find((entry) => entry.text.startsWith('A passkey was added'));
    assert.ok(notice?.link);
    const page = service.client();
    await page.fetch(pathOf(notice.link));
    const undone = await page.submit('/user/not-me', { token: new URL(notice.link).searchParams.get('token') ?? '' });
    assert.ok(undone.status < 400, String(undone.status));
    assert.equal((await service.deps.storage.passkeys.listForUser((await userOf(service, MEMBER)).id)).length, 0);
    assert.equal((await passkeyLogin(service.client(), authenticator)).body.errorCode?.key, PASSKEY_UNKNOWN_CODE);
  });

  it('a passkey added outside a window verifies at once', async () => {
    const service = await testService();
    const browser = await signedIn(service);
    const authenticator = new SoftAuthenticator();
    ok(await enrol(service, browser, authenticator));
    const token = neededToken(await browser.gateway(call('signOutDevices'), {}));
    ok(await browser.gateway(passkeyCall('passkeyVerificationOptions'), { token }));
  });
});
