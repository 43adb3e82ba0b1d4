import assert from 'node:assert/strict';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { loadOrCreateKeys } from '../../service/domain/keys.ts';
import { MIGRATIONS } from '../../service/storage/migrations.ts';
import { migrate, openSqliteStorage } from '../../service/storage/sqliteStorage.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService } from './harness.ts';

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

  it('keeps the database owner-only: folder 0700, file and WAL 0600, and narrows an old 0644 file', async () => {
    const file = path.join(folder, 'private', 'member.sqlite');
    const storage = openSqliteStorage(file);
    await storage.users.insert({ name: 'Kept', email: 'mode@example.com', phonePrefixCode: null, phone: null, passwordHash: null }, 1);
    assert.equal((await stat(path.dirname(file))).mode & 0o777, 0o700);
    for (const part of [file, `${file}-wal`]) assert.equal((await stat(part)).mode & 0o777, 0o600, part);
    await storage.close();
    await chmod(file, 0o644);
    await openSqliteStorage(file).close();
    assert.equal((await stat(file)).mode & 0o777, 0o600);
  });

  it('stores session ids hashed: the database alone logs nobody in', async () => {
    const file = path.join(folder, 'sessions', 'member.sqlite');
    const { client } = await testService({ storage: openSqliteStorage(file) });
    const browser = client();
    await browser.login('shopper@example.com', DEMO_PASSWORD);
    const cookie = browser.cookies.get('member_sid')!;
    const db = new Database(file, { readonly: true });
    const ids = (db.prepare('SELECT id FROM sessions').all() as { id: string }[]).map((row) => row.id);
    db.close();
    assert.equal(ids.length, 1);
    assert.notEqual(ids[0], cookie);
    assert.ok(!ids[0]!.includes(cookie));
    const thief = client();
    thief.cookies.set('member_sid', ids[0]!);
    assert.match((await thief.gateway('getUser', {}, { method: 'GET' })).ret, /^FAIL_SYS_SESSION_EXPIRED::/);
  });

  it('counts hits atomically in fixed windows', async () => {
    const storage = openSqliteStorage(':memory:');
    const counts = await Promise.all(Array.from({ length: 10 }, () => storage.counters.hit('k', 1000, 0)));
    assert.deepEqual(
      [...counts].sort((a, b) => a - b),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    assert.equal(await storage.counters.peek('k', 999), 10);
    assert.equal(await storage.counters.peek('k', 1000), 0, 'the window is over');
    assert.equal(await storage.counters.hit('k', 1000, 1000), 1, 'a new window');
    await storage.counters.clear('k');
    assert.equal(await storage.counters.peek('k', 1000), 0);
    await storage.close();
  });

  it('issues a code only within the resend window and the hourly cap, and closes it at the last wrong try', async () => {
    const storage = openSqliteStorage(':memory:');
    const code = (sentAt: number, purpose = 'OTP_LOGIN') => ({ target: '+6591234567', purpose, codeHash: 'h', sentAt, expiresAt: sentAt + 300_000 });
    const rules = { resendAfterMs: 60_000, perHour: 2 };
    const first = await storage.codes.issue(code(0), rules);
    assert.ok('code' in first);
    assert.deepEqual(await storage.codes.issue(code(59_999), rules), { refused: 'TOO_FREQUENT' });
    assert.ok('code' in (await storage.codes.issue(code(60_000), rules)));
    assert.deepEqual(await storage.codes.issue(code(120_000, 'OTP_REGISTER'), rules), { refused: 'SEND_LIMIT' });
    const latest = (await storage.codes.latest('+6591234567', 'OTP_LOGIN'))!;
    assert.equal((await storage.codes.latest('+6591234567', 'OTP_LOGIN'))?.id, latest.id);
    assert.equal(await storage.codes.recordWrongTry(latest.id, 2, 1), 1);
    assert.equal(await storage.codes.recordWrongTry(latest.id, 2, 2), 2);
    assert.equal((await storage.codes.latest('+6591234567', 'OTP_LOGIN'))?.closedAt, 2, 'closed at the last try');
    assert.equal(await storage.codes.recordWrongTry(latest.id, 2, 3), 0, 'a closed code counts no more');
    assert.equal(await storage.codes.use(latest.id, 3), false);
    await storage.close();
  });

  it('uses a code once among parallel uses, and not after it expires', async () => {
    const storage = openSqliteStorage(':memory:');
    const issued = await storage.codes.issue(
      { target: 'a@example.com', purpose: 'RESET_PASSWORD', codeHash: 'h', sentAt: 0, expiresAt: 100 },
      { resendAfterMs: 0, perHour: 5 },
    );
    assert.ok('code' in issued);
    const uses = await Promise.all([1, 2, 3].map(() => storage.codes.use(issued.code.id, 50)));
    assert.deepEqual(uses.filter(Boolean).length, 1);
    const late = await storage.codes.issue(
      { target: 'b@example.com', purpose: 'RESET_PASSWORD', codeHash: 'h', sentAt: 0, expiresAt: 100 },
      { resendAfterMs: 0, perHour: 5 },
    );
    assert.ok('code' in late);
    assert.equal(await storage.codes.use(late.code.id, 100), false);
    await storage.close();
  });

  it('ends every session of a member but one', async () => {
    const storage = openSqliteStorage(':memory:');
    const user = await storage.users.insert({ name: 'S', email: 's@example.com', phonePrefixCode: null, phone: null, passwordHash: null }, 0);
    for (const id of ['a', 'b', 'c']) await storage.sessions.insert({ id, userId: user.id, createdAt: 0, expiresAt: 10 });
    assert.equal(await storage.sessions.deleteForUser(user.id, 'b'), 2);
    assert.equal((await storage.sessions.get('b'))?.id, 'b');
    assert.equal(await storage.sessions.deleteForUser(user.id, undefined), 1);
    await storage.close();
  });

  it('makes the password key pair once and keeps the private key to its owner', async () => {
    const keys = loadOrCreateKeys(path.join(folder, 'keys'));
    assert.deepEqual(loadOrCreateKeys(path.join(folder, 'keys')), keys);
    assert.equal((await stat(path.join(folder, 'keys', 'password-key.pem'))).mode & 0o777, 0o600);
  });
});
