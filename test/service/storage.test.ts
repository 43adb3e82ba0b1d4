import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { loadOrCreateKeys } from '../../examples/member-service/domain/keys.ts';
import { MIGRATIONS } from '../../examples/member-service/storage/migrations.ts';
import { migrate, openSqliteStorage } from '../../examples/member-service/storage/sqliteStorage.ts';

describe('embedded storage', () => {
  let folder: string;
  before(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'mlp-data-'));
  });
  after(() => rm(folder, { recursive: true, force: true }));

  it('keeps members in a file that survives a restart', async () => {
    const file = path.join(folder, 'nested', 'member.sqlite');
    const first = openSqliteStorage(file);
    const user = await first.users.insert({ name: 'Kept', email: 'kept@example.com', phonePrefixCode: '65', phone: '91234567', passwordHash: null }, 1);
    await first.close();
    const second = openSqliteStorage(file);
    assert.deepEqual(await second.users.byEmail('KEPT@example.com'), user);
    assert.deepEqual(await second.users.byPhone('65', '91234567'), user);
    await second.close();
  });

  it('migrates a fresh database to the newest version, and again is a no-op', () => {
    const db = new Database(':memory:');
    assert.equal(migrate(db), MIGRATIONS.length);
    assert.equal(db.pragma('user_version', { simple: true }), MIGRATIONS.length);
    assert.equal(migrate(db), MIGRATIONS.length);
    db.close();
  });

  it('takes a one-time token once, and not after it expires', async () => {
    const storage = openSqliteStorage(':memory:');
    await storage.tokens.insert({ token: 't1', kind: 'reset', userId: 1, data: null, expiresAt: 100 });
    assert.equal(await storage.tokens.take('t1', 'other', 50), undefined, 'of its own kind only');
    assert.equal((await storage.tokens.peek('t1', 'reset', 50))?.token, 't1');
    assert.equal((await storage.tokens.take('t1', 'reset', 50))?.token, 't1');
    assert.equal(await storage.tokens.take('t1', 'reset', 50), undefined);
    await storage.tokens.insert({ token: 't2', kind: 'reset', userId: 1, data: null, expiresAt: 100 });
    assert.equal(await storage.tokens.take('t2', 'reset', 100), undefined);
    await storage.close();
  });

  it('makes the password key pair once and keeps the private key to its owner', async () => {
    const keys = loadOrCreateKeys(path.join(folder, 'keys'));
    assert.deepEqual(loadOrCreateKeys(path.join(folder, 'keys')), keys);
    assert.equal((await stat(path.join(folder, 'keys', 'password-key.pem'))).mode & 0o777, 0o600);
  });
});
