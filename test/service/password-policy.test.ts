/**
 * The password policy an operator chooses (issue 35, point 5): the spec's regional rules by
 * default, or NIST SP 800-63B-4's, announced to the element and capped to what the password key
 * encrypts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { limitsFromEnv } from '../../service/domain/config.ts';
import { generateKeyPairSync } from 'node:crypto';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService, type TestClient } from './harness.ts';
import { call, signedIn } from './securityClient.ts';

/** Changes the signed-in member's password from `current` to `next`. */
const changePassword = async (member: TestClient, next: string, current = DEMO_PASSWORD) =>
  member.gateway(call('changePassword'), { currentPassword: await member.encrypt(current), newPassword: await member.encrypt(next), signOutOthers: false });

describe('password policy', () => {
  it('announces the regional policy by default, its longest password capped by the 2048-bit key (190 bytes)', async () => {
    const service = await testService();
    const answer = await service.client().gateway('passwordPolicy', {}, { method: 'GET' });
    assert.equal(answer.ret, 'SUCCESS::ok');
    assert.deepEqual(answer.data, { name: 'regional', minLength: 8, maxLength: 190, maxBytes: 190, cappedByKey: false });
  });

  it('under NIST: 15 characters at least, any Unicode and no composition rules, up to 128', async () => {
    const service = await testService({ config: { passwordPolicy: 'nist' } });
    assert.deepEqual((await service.client().gateway('passwordPolicy', {}, { method: 'GET' })).data, {
      name: 'nist',
      minLength: 15,
      maxLength: 128,
      maxBytes: 190,
      cappedByKey: false,
    });
    const member = await signedIn(service);
    const tooShort = await changePassword(member, 'Short9!pass');
    assert.match(tooShort.ret, /^PL-USER-PASSWORD-RULES::Please use at least 15 characters/);
    assert.match((await changePassword(member, 'ลมหนาวพัดผ่านทุ่งนาตอนเช้ามืด')).ret, /^SUCCESS::/, 'Thai words, no digits, no symbols');
    assert.match((await changePassword(member, 'x'.repeat(129), 'ลมหนาวพัดผ่านทุ่งนาตอนเช้ามืด')).ret, /^PL-USER-PASSWORD-RULES::This password is too long/);
  });

  it('caps the longest password to what a smaller key encrypts, and says so', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const service = await testService({ keys: { publicKeyPem: publicKey, privateKeyPem: privateKey }, config: { passwordPolicy: 'nist' } });
    assert.deepEqual((await service.client().gateway('passwordPolicy', {}, { method: 'GET' })).data, {
      name: 'nist',
      minLength: 15,
      maxLength: 62,
      maxBytes: 62,
      cappedByKey: true,
    });
  });

  it('reads the policy from MEMBER_PASSWORD_POLICY and refuses an unknown one at start', () => {
    assert.equal(limitsFromEnv({ MEMBER_PASSWORD_POLICY: 'nist' }).passwordPolicy, 'nist');
    assert.equal(limitsFromEnv({}).passwordPolicy, undefined);
    assert.throws(() => limitsFromEnv({ MEMBER_PASSWORD_POLICY: 'strict' }), /regional or nist/);
  });
});
