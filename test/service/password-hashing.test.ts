/**
 * Password storage (issue 35): Argon2id at the configured cost, written into each hash; the scrypt
 * hashes written before keep logging their members in and are re-hashed at the next successful
 * login, as a raised cost is; a fleet's rolling upgrade writes scrypt while verifying both.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { limitsFromEnv } from '../../service/domain/config.ts';
import { hashPassword, type PasswordHashing } from '../../service/domain/passwordHash.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService } from './harness.ts';
import { SHOPPER, userOf } from './securityClient.ts';
import { codeFor, NEW_PASSWORD, register, sendRegister } from './signupClient.ts';

const CHEAP: PasswordHashing = { scheme: 'argon2id', cost: { memoryKiB: 64, passes: 1, lanes: 1 } };
const OLD_SCRYPT: PasswordHashing = { scheme: 'scrypt', cost: { N: 1024, r: 8, p: 1 } };

/** A service whose demo shopper's stored hash is `stored`'s hash of the demo password. */
async function shopperHashedWith(stored: PasswordHashing, config: PasswordHashing = CHEAP) {
  const service = await testService({ config: { passwordHashing: config } });
  const shopper = await userOf(service, SHOPPER);
  await service.deps.storage.users.update(shopper.id, { passwordHash: await hashPassword(DEMO_PASSWORD, stored) }, service.clock.now());
  return service;
}

const storedHash = async (service: Awaited<ReturnType<typeof testService>>) => (await userOf(service, SHOPPER)).passwordHash;

describe('password storage', () => {
  it("writes a new member's password as Argon2id with the configured cost in the hash", async () => {
    const service = await testService({ config: { passwordHashing: { scheme: 'argon2id', cost: { memoryKiB: 256, passes: 3, lanes: 1 } } } });
    const browser = service.client();
    await sendRegister(browser, 'argon@example.com');
    assert.equal((await register(browser, 'argon@example.com', codeFor(service, 'argon@example.com'))).ret, 'SUCCESS::ok');
    assert.match(String((await userOf(service, 'argon@example.com')).passwordHash), /^\$argon2id\$v=19\$m=256,t=3,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    assert.equal((await service.client().login('argon@example.com', NEW_PASSWORD)).body.success, true);
  });

  it('logs a member with a scrypt hash in and re-hashes it as Argon2id; a wrong password changes nothing', async () => {
    const service = await shopperHashedWith(OLD_SCRYPT);
    const before = await storedHash(service);
    assert.match(String(before), /^scrypt\$1024\$8\$1\$/);
    assert.equal((await service.client().login(SHOPPER, 'Wrong123!x')).body.success, false);
    assert.equal(await storedHash(service), before, 'only the right password re-hashes');
    assert.equal((await service.client().login(SHOPPER, DEMO_PASSWORD)).body.success, true);
    assert.match(String(await storedHash(service)), /^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    assert.equal((await service.client().login(SHOPPER, DEMO_PASSWORD)).body.success, true, 'the new hash logs in');
  });

  it('re-hashes at the next login when the cost is raised', async () => {
    const service = await shopperHashedWith(CHEAP, { scheme: 'argon2id', cost: { memoryKiB: 128, passes: 2, lanes: 1 } });
    assert.match(String(await storedHash(service)), /m=64,t=1,p=1/);
    assert.equal((await service.client().login(SHOPPER, DEMO_PASSWORD)).body.success, true);
    assert.match(String(await storedHash(service)), /^\$argon2id\$v=19\$m=128,t=2,p=1\$/);
  });

  it('while a fleet upgrades, an instance writing scrypt logs Argon2id members in without turning their hashes back', async () => {
    const service = await shopperHashedWith(CHEAP, OLD_SCRYPT);
    const argon2 = await storedHash(service);
    assert.equal((await service.client().login(SHOPPER, DEMO_PASSWORD)).body.success, true);
    assert.equal(await storedHash(service), argon2);
    assert.match(await service.deps.hasher.hash('Another123!'), /^scrypt\$1024\$8\$1\$/);
  });

  it('reads the scheme and the cost from the environment and refuses a cost below OWASP minimum', () => {
    assert.deepEqual(limitsFromEnv({ MEMBER_ARGON2_MEMORY_KIB: '47104', MEMBER_ARGON2_PASSES: '1' }).passwordHashing, {
      scheme: 'argon2id',
      cost: { memoryKiB: 47_104, passes: 1, lanes: 1 },
    });
    assert.equal(limitsFromEnv({ MEMBER_PASSWORD_HASH: 'scrypt' }).passwordHashing?.scheme, 'scrypt');
    assert.equal(limitsFromEnv({}).passwordHashing, undefined);
    assert.equal(limitsFromEnv({ MEMBER_HASH_WORKERS: '3' }).hashWorkers, 3);
    assert.throws(() => limitsFromEnv({ MEMBER_ARGON2_MEMORY_KIB: '19456', MEMBER_ARGON2_PASSES: '1' }), /below OWASP's minimum/);
    assert.throws(() => limitsFromEnv({ MEMBER_PASSWORD_HASH: 'md5' }), /argon2id or scrypt/);
  });
});
