/**
 * Attacks on the limits (issue 32, guarantee 4), each the attacker's real requests fired at once
 * (Promise.all): a limit checked before the hash and counted after it lets every parallel guess be
 * evaluated; a budget kept per member lets a thief with a stolen session spend the owner's; a code
 * check without a per-address limit lets one client guess codes for address after address.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testService } from './harness.ts';
import { byPassword, call, changePassword, MEMBER, MINUTE, neededToken, ok, signedIn, signedOut, type Service } from './securityClient.ts';
import { GROCERY, LEGACY_ID, LEGACY_PASSWORD, legacyCall, register } from './signupClient.ts';

/** Counts the password hashes the service compares from now on: the expensive step a limit must come before. */
function countHashes(service: Service): { readonly count: number } {
  const { hasher } = service.deps;
  const verify = hasher.verify.bind(hasher);
  const counted = { count: 0 };
  // A hash evaluated, not one asked for: a full hash queue refuses before hashing (the answer's
  // reservation is then given back, and another answer may take it).
  hasher.verify = async (password, stored) => {
    const right = await verify(password, stored);
    counted.count++;
    return right;
  };
  return counted;
}

describe('attacks on the limits', () => {
  it('evaluates at most 10 wrong answers of a session however many arrive at once, over several verifications', async () => {
    const service = await testService();
    const thief = await signedIn(service);
    const tokens: string[] = [];
    for (let index = 0; index < 4; index++) tokens.push(neededToken(await thief.gateway(call('signOutDevices'), {})));
    const wrong = await thief.encrypt('Wrong123!x');
    const hashes = countHashes(service);
    const answers = await Promise.all(
      tokens.flatMap((token) => Array.from({ length: 5 }, () => thief.gateway(call('checkVerification'), { token, method: 'password', encryptPassword: wrong }))),
    );
    assert.ok(hashes.count <= 10, `${hashes.count} passwords evaluated where 10 are allowed`);
    assert.ok(answers.every((answer) => /^(VERIFICATION_REJECTED|FAIL_SYS_TRAFFIC_LIMIT)::/.test(answer.ret)));
  });

  it('evaluates at most 5 wrong answers of one verification at once, and rejects it', async () => {
    const service = await testService();
    const thief = await signedIn(service);
    const token = neededToken(await thief.gateway(call('signOutDevices'), {}));
    const wrong = await thief.encrypt('Wrong123!x');
    const hashes = countHashes(service);
    await Promise.all(Array.from({ length: 9 }, () => thief.gateway(call('checkVerification'), { token, method: 'password', encryptPassword: wrong })));
    assert.ok(hashes.count <= 5, `${hashes.count} passwords evaluated where 5 are allowed`);
    assert.equal((await thief.gateway(call('verificationStatus'), { token })).data?.state, 'REJECTED');
  });

  it("leaves the owner's answers to the owner: a thief who spent the stolen session's budget cannot stop the owner signing it out", async () => {
    const service = await testService();
    const owner = await signedIn(service);
    const thief = await signedIn(service);
    const wrong = await thief.encrypt('Wrong123!x');
    for (const guesses of [5, 5, 1]) {
      const token = neededToken(await thief.gateway(call('signOutDevices'), {}));
      for (let guess = 0; guess < guesses; guess++) await thief.gateway(call('checkVerification'), { token, method: 'password', encryptPassword: wrong });
    }
    assert.match((await byPassword(thief, neededToken(await thief.gateway(call('signOutDevices'), {})))).ret, /^FAIL_SYS_TRAFFIC_LIMIT::/, 'the thief is out of answers');
    const token = neededToken(await owner.gateway(call('signOutDevices'), {}));
    assert.equal((await byPassword(owner, token)).data?.state, 'VERIFIED', "the owner's right answer is taken");
    ok(await owner.gateway(call('signOutDevices'), {}));
    await signedOut(thief);
  });

  it("leaves the owner's current password to the owner: a thief's wrong current passwords do not spend it", async () => {
    const service = await testService();
    const owner = await signedIn(service);
    const thief = await signedIn(service);
    const newPassword = await thief.encrypt('Thief9new!x');
    const wrong = await thief.encrypt('Wrong123!x');
    const hashes = countHashes(service);
    await Promise.all(Array.from({ length: 9 }, () => thief.gateway(call('changePassword'), { currentPassword: wrong, newPassword, signOutOthers: true })));
    assert.ok(hashes.count <= 5, `${hashes.count} current passwords evaluated where 5 are allowed`);
    ok(await changePassword(owner, true));
    await signedOut(thief);
  });

  it('evaluates at most 5 old-brand passwords however many arrive at once', async () => {
    const service = await testService();
    const thief = await signedIn(service, GROCERY);
    const guesses = await Promise.all(Array.from({ length: 9 }, (_, index) => thief.encrypt(`Guess${index}!x`)));
    const hashes = countHashes(service);
    const answers = await Promise.all(guesses.map((password) => thief.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, password })));
    assert.ok(hashes.count <= 5, `${hashes.count} old passwords evaluated where 5 are allowed`);
    assert.equal(answers.filter((answer) => /^PL-LEGACY-WRONG-PASSWORD::/.test(answer.ret)).length, hashes.count);
    assert.match((await thief.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, password: await thief.encrypt(LEGACY_PASSWORD) })).ret, /^FAIL_SYS_TRAFFIC_LIMIT::/);
    service.clock.advance(15 * MINUTE);
    assert.match((await thief.gateway(legacyCall('proveLegacy'), { id: LEGACY_ID, password: await thief.encrypt(LEGACY_PASSWORD) })).ret, /^SUCCESS::/);
  });

  it('limits the e-mail sign-up code checks of one client address, whatever addresses it tries', async () => {
    const service = await testService();
    const attacker = service.client('203.0.113.9');
    const answers = await Promise.all(Array.from({ length: 61 }, (_, index) => register(attacker, `victim${index}@example.com`, '123456')));
    assert.equal(answers.filter((answer) => /^PL-USER-CODE-INVALID::/.test(answer.ret)).length, 60);
    assert.equal(answers.filter((answer) => /^FAIL_SYS_TRAFFIC_LIMIT::/.test(answer.ret)).length, 1);
    assert.match((await register(service.client('198.51.100.4'), 'someone@example.com', '123456')).ret, /^PL-USER-CODE-INVALID::/, 'another client is not held back');
  });

  it('limits the reset code checks of one client address', async () => {
    const service = await testService();
    const attacker = service.client('203.0.113.9');
    const applied = await attacker.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: MEMBER }, { method: 'GET' });
    const token = String(applied.data?.token);
    const guess = (code: number) => attacker.gateway('verifyEmailCode', { token, type: 'RESET_PASSWORD', code: String(code) });
    assert.match((await guess(99999)).ret, /^PL-USER-CODE-INVALID::/);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => guess(100000 + index)));
    assert.equal(answers.filter((answer) => /^PL-USER-CODE-INVALID::/.test(answer.ret)).length, 59);
    assert.equal(answers.filter((answer) => /^FAIL_SYS_TRAFFIC_LIMIT::/.test(answer.ret)).length, 1);
  });
});
