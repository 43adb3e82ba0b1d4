/** What the passkey tests share: the calls by name, enrolment through the member area, a login by passkey, a passkey put in storage. */
import assert from 'node:assert/strict';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { PASSKEY_REST, PASSKEYS, type AuthenticationCredential, type PasskeyCreationOptions, type PasskeyRequestOptions } from '../../src/kernel/contract/passkeys.ts';
import { userHandle } from '../../service/domain/passkeys.ts';
import type { GatewayResult, TestClient } from './harness.ts';
import { call, MEMBER, neededToken, newest, ok, type Service } from './securityClient.ts';
import type { SoftAuthenticator } from './softAuthenticator.ts';

export const passkeyCall = (name: keyof typeof PASSKEYS) => PASSKEYS[name].api;
/** The REST path of a passkey login call, as TestClient.post takes it (after `/user/api/`). */
export const restPath = (name: keyof typeof PASSKEY_REST) => PASSKEY_REST[name].path.replace('/user/api/', '');

/** Answers verification `token` with a code sent by e-mail to `address`, or by SMS when `address` is a phone. */
export async function verifyByCode(service: Service, browser: TestClient, token: string, address = MEMBER): Promise<void> {
  const method = address.includes('@') ? 'email' : 'sms';
  ok(await browser.gateway(call('sendVerification'), { token, method }));
  const code = newest(service, address, method === 'email' ? 'EMAIL' : 'SMS').code;
  const answer = await browser.gateway(call('checkVerification'), { token, method, code });
  assert.equal(answer.data?.state, 'VERIFIED', answer.ret);
}

/** The options to add a passkey, verifying first by a code to `address` (e-mail or phone) when the service asks. */
export async function creationOptions(service: Service, browser: TestClient, address = MEMBER): Promise<PasskeyCreationOptions> {
  let answer = await browser.gateway(passkeyCall('passkeyRegistrationOptions'));
  if (!answer.ret.startsWith('SUCCESS::')) {
    await verifyByCode(service, browser, neededToken(answer), address);
    answer = await browser.gateway(passkeyCall('passkeyRegistrationOptions'));
  }
  ok(answer);
  return (answer.data as { options: PasskeyCreationOptions }).options;
}

/** Adds a passkey of `authenticator` through the member area (verification, options, registration): the list answered. */
export async function enrol(service: Service, browser: TestClient, authenticator: SoftAuthenticator, address = MEMBER, passkeyName?: string): Promise<GatewayResult> {
  const options = await creationOptions(service, browser, address);
  const credential = authenticator.create(options);
  return browser.gateway(passkeyCall('passkeyRegister'), { credential, ...(passkeyName === undefined ? {} : { passkeyName }) });
}

/** A login's options for this browser. */
export async function loginOptions(browser: TestClient): Promise<PasskeyRequestOptions> {
  const { body } = await browser.post(restPath('passkeyLoginOptions'), {});
  assert.equal(body.success, true, JSON.stringify(body));
  return body.module.options as PasskeyRequestOptions;
}

/** Sends a login's credential. */
export const sendLogin = (browser: TestClient, credential: AuthenticationCredential) => browser.post(restPath('passkeyLogin'), { credential });

/** Logs in with a passkey of `authenticator` (fresh options for this browser). */
export async function passkeyLogin(browser: TestClient, authenticator: SoftAuthenticator, choose: Parameters<SoftAuthenticator['get']>[1] = {}) {
  return sendLogin(browser, authenticator.get(await loginOptions(browser), choose));
}

/**
 * Puts a passkey of `authenticator` for member `email` straight into storage (another member's, a
 * scenario account's): no ceremony with the service.
 */
export async function storedPasskey(service: Service, authenticator: SoftAuthenticator, email: string, verifiesFrom = 0): Promise<string> {
  const user = await service.deps.storage.users.byEmail(email);
  assert.ok(user, email);
  const made = authenticator.create({
    challenge: 'c3RvcmVk',
    rp: { name: 'Test', id: 'localhost' },
    user: { id: userHandle(user.id), name: email, displayName: email },
    pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  });
  const stored = authenticator.credentials.get(made.id);
  assert.ok(stored);
  const inserted = await service.deps.storage.passkeys.insert({
    id: made.id,
    userId: user.id,
    publicKey: isoBase64URL.fromBuffer(new Uint8Array(stored.publicKeyCose)),
    counter: 0,
    transports: ['internal'],
    aaguid: authenticator.aaguid,
    deviceType: 'multiDevice',
    backedUp: true,
    name: 'Stored passkey',
    createdAt: service.clock.now(),
    lastUsedAt: null,
    verifiesFrom,
  });
  assert.equal(inserted, true);
  return made.id;
}

/** The passkeys the member area lists for this browser's member. */
export async function listed(browser: TestClient) {
  const answer = await browser.gateway(passkeyCall('passkeyList'), {}, { method: 'GET' });
  ok(answer);
  return (answer.data as { passkeys: { id: string; name: string; createdAt: number; lastUsedAt?: number; synced: boolean; verifiesFrom?: number }[] }).passkeys;
}
