/**
 * The attack pass of issue 24, one request at a time: each test is what an attacker sent and what
 * the service must answer now.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { serve } from '@hono/node-server';
import { listenHost } from '../../examples/member-service/domain/config.ts';
import { NOT_ME_KIND } from '../../examples/member-service/domain/notices.ts';
import { QR_TOKEN_KIND } from '../../examples/member-service/domain/qr.ts';
import { VERIFICATION_KIND } from '../../examples/member-service/domain/verification.ts';
import { DEMO_PASSWORD } from '../../examples/member-service/seed.ts';
import { approveGoogle } from './googleClient.ts';
import { testService, type TestClient } from './harness.ts';
import { MINUTE, newest, SHOPPER, userOf, type Service } from './securityClient.ts';

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
