/**
 * The Storage contract, run unchanged against the embedded SQLite store and a real PostgreSQL
 * server (a throwaway one, see postgresServer.ts). Each case gets a fresh place: a new SQLite file
 * or a new PostgreSQL database. Concurrent cases fire their calls together; on PostgreSQL they go
 * over several pooled connections at once.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { NewUser, Storage } from '../../examples/member-service/storage/Storage.ts';
import { openPostgresStorage } from '../../examples/member-service/storage/postgresStorage.ts';
import { openSqliteStorage } from '../../examples/member-service/storage/sqliteStorage.ts';
import { startPostgres, type PostgresServer } from './postgresServer.ts';

/** A fresh place to keep data, which can be opened more than once (a restart, a second instance). */
interface Engine {
  readonly name: string;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  freshPlace(): Promise<() => Promise<Storage>>;
}

function sqliteEngine(): Engine {
  let folder = '';
  let files = 0;
  return {
    name: 'SQLite',
    setUp: async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'mlp-contract-'));
    },
    tearDown: () => rm(folder, { recursive: true, force: true }),
    freshPlace: async () => {
      const file = path.join(folder, `member-${++files}.sqlite`);
      return async () => openSqliteStorage(file);
    },
  };
}

function postgresEngine(): Engine {
  let server: PostgresServer | undefined;
  return {
    name: 'PostgreSQL',
    setUp: async () => {
      server = await startPostgres();
    },
    tearDown: async () => server?.stop(),
    freshPlace: async () => {
      const url = await server!.createDatabase();
      return () => openPostgresStorage(url, { max: 4 });
    },
  };
}

const SAM: NewUser = { name: 'Sam', email: 'Sam@Example.com', phonePrefixCode: '65', phone: '81234567', passwordHash: 'hash' };

for (const engine of [sqliteEngine(), postgresEngine()]) {
  describe(`storage contract on ${engine.name}`, () => {
    const opened: Storage[] = [];
    /** A store on a fresh place, closed after the suite. */
    const fresh = async () => {
      const storage = await (await engine.freshPlace())();
      opened.push(storage);
      return storage;
    };
    before(() => engine.setUp());
    after(async () => {
      await Promise.all(opened.map((storage) => storage.close()));
      await engine.tearDown();
    });

    it('adds a member with defaults, and finds it by id, by e-mail in any case, and by phone', async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 1000);
      assert.deepEqual(sam, {
        ...SAM,
        id: sam.id,
        gender: null,
        birthday: null,
        status: 'NORMAL',
        nextStep: null,
        nextStepData: null,
        createdAt: 1000,
        modifiedAt: 1000,
      });
      assert.deepEqual(await storage.users.byId(sam.id), sam);
      assert.deepEqual(await storage.users.byEmail('sam@EXAMPLE.com'), sam);
      assert.deepEqual(await storage.users.byPhone('65', '81234567'), sam);
      assert.equal(await storage.users.byPhone('60', '81234567'), undefined);
      assert.equal(await storage.users.byId(sam.id + 1), undefined);
      const other = await storage.users.insert({ ...SAM, email: null, phone: '91234567', status: 'DELETED', nextStep: 'JUMP_TO_URL' }, 2000);
      assert.notEqual(other.id, sam.id);
      assert.deepEqual([other.status, other.nextStep], ['DELETED', 'JUMP_TO_URL']);
    });

    it('refuses a second member with the same e-mail (in any case) or the same phone', async () => {
      const storage = await fresh();
      await storage.users.insert(SAM, 1000);
      await assert.rejects(storage.users.insert({ ...SAM, email: 'SAM@example.COM', phone: '90000000' }, 1000));
      await assert.rejects(storage.users.insert({ ...SAM, email: 'other@example.com' }, 1000));
      await storage.users.insert({ ...SAM, email: null, phone: '90000001' }, 1000);
      await storage.users.insert({ ...SAM, email: null, phone: '90000002' }, 1000);
    });

    it('changes only the given fields of a member, and its modification time', async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 1000);
      const changed = await storage.users.update(sam.id, { name: 'Samantha', gender: 'female', nextStep: null }, 5000);
      assert.deepEqual(changed, { ...sam, name: 'Samantha', gender: 'female', modifiedAt: 5000 });
      assert.deepEqual(await storage.users.byId(sam.id), changed);
    });

    it('keeps members across a restart', async () => {
      const place = await engine.freshPlace();
      const first = await place();
      const sam = await first.users.insert(SAM, 1000);
      await first.close();
      const second = await place();
      opened.push(second);
      assert.deepEqual(await second.users.byEmail(SAM.email!), sam);
    });

    it('keeps, finds and ends sessions', async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 1000);
      const session = { id: 'session-1', userId: sam.id, createdAt: 1000, expiresAt: 9000 };
      await storage.sessions.insert(session);
      assert.deepEqual(await storage.sessions.get('session-1'), session);
      assert.equal(await storage.sessions.get('session-2'), undefined);
      await storage.sessions.delete('session-1');
      assert.equal(await storage.sessions.get('session-1'), undefined);
    });

    it('replaces the open code of a target and purpose, and keeps the others open', async () => {
      const storage = await fresh();
      const first = await storage.codes.replace({ target: '+6581234567', purpose: 'OTP_LOGIN', codeHash: 'h1', sentAt: 1000, expiresAt: 301_000 });
      assert.deepEqual(first, {
        id: first.id,
        target: '+6581234567',
        purpose: 'OTP_LOGIN',
        codeHash: 'h1',
        sentAt: 1000,
        expiresAt: 301_000,
        wrongTries: 0,
        closedAt: null,
      });
      const register = await storage.codes.replace({ target: '+6581234567', purpose: 'OTP_REGISTER', codeHash: 'r1', sentAt: 1500, expiresAt: 301_500 });
      const second = await storage.codes.replace({ target: '+6581234567', purpose: 'OTP_LOGIN', codeHash: 'h2', sentAt: 2000, expiresAt: 302_000 });
      assert.deepEqual(await storage.codes.latest('+6581234567', 'OTP_LOGIN'), second);
      assert.deepEqual(await storage.codes.latest('+6581234567', 'OTP_REGISTER'), register, 'another purpose stays open');
      assert.equal(await storage.codes.latest('+6599999999', 'OTP_LOGIN'), undefined);
      assert.equal(await storage.codes.countSentSince('+6581234567', 999), 3, 'every purpose counts');
      assert.equal(await storage.codes.countSentSince('+6581234567', 1000), 2, 'since is exclusive');
    });

    it('counts every code sent to a target at the same time, and the newest is open', async () => {
      const storage = await fresh();
      await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          storage.codes.replace({ target: 'a@example.com', purpose: 'OTP_LOGIN', codeHash: `h${index}`, sentAt: 1000 + index, expiresAt: 300_000 }),
        ),
      );
      assert.equal(await storage.codes.countSentSince('a@example.com', 0), 8);
      const latest = await storage.codes.latest('a@example.com', 'OTP_LOGIN');
      assert.equal(latest?.closedAt, null);
    });

    it('counts every wrong try of a code, even when they come at the same time', async () => {
      const storage = await fresh();
      const code = await storage.codes.replace({ target: '+6581234567', purpose: 'OTP_LOGIN', codeHash: 'h', sentAt: 1000, expiresAt: 301_000 });
      assert.equal(await storage.codes.recordWrongTry(code.id), 1);
      const counts = await Promise.all(Array.from({ length: 20 }, () => storage.codes.recordWrongTry(code.id)));
      assert.deepEqual(
        [...counts].sort((a, b) => a - b),
        Array.from({ length: 20 }, (_, index) => index + 2),
        'each try sees its own count: none is lost or seen twice',
      );
      assert.equal((await storage.codes.latest('+6581234567', 'OTP_LOGIN'))?.wrongTries, 21);
    });

    it('closes a code once: a later close keeps the first time', async () => {
      const storage = await fresh();
      const code = await storage.codes.replace({ target: '+6581234567', purpose: 'OTP_LOGIN', codeHash: 'h', sentAt: 1000, expiresAt: 301_000 });
      await storage.codes.close(code.id, 2000);
      await storage.codes.close(code.id, 3000);
      assert.equal((await storage.codes.latest('+6581234567', 'OTP_LOGIN'))?.closedAt, 2000);
    });

    it('takes a one-time token once, of its own kind, before it expires; peeking leaves it', async () => {
      const storage = await fresh();
      await storage.tokens.insert({ token: 't1', kind: 'reset', userId: 7, data: '{"a":1}', expiresAt: 100 });
      assert.equal(await storage.tokens.take('t1', 'other', 50), undefined, 'of its own kind only');
      assert.deepEqual(await storage.tokens.peek('t1', 'reset', 50), { token: 't1', kind: 'reset', userId: 7, data: '{"a":1}', expiresAt: 100 });
      assert.equal((await storage.tokens.take('t1', 'reset', 50))?.token, 't1');
      assert.equal(await storage.tokens.take('t1', 'reset', 50), undefined);
      await storage.tokens.insert({ token: 't2', kind: 'reset', userId: null, data: null, expiresAt: 100 });
      assert.equal(await storage.tokens.peek('t2', 'reset', 100), undefined, 'expired at its time');
      assert.equal(await storage.tokens.take('t2', 'reset', 100), undefined);
    });

    it('gives a token taken at the same time by many to one of them only', async () => {
      const storage = await fresh();
      await storage.tokens.insert({ token: 'qr', kind: 'qr-login', userId: 1, data: null, expiresAt: 10_000 });
      const taken = await Promise.all(Array.from({ length: 12 }, () => storage.tokens.take('qr', 'qr-login', 50)));
      assert.equal(taken.filter(Boolean).length, 1);
    });

    it('keeps QR sessions, changes their fields, and finds the newest', async () => {
      const storage = await fresh();
      const base = { state: 'PENDING', polls: 0, expire: 20, interval: 5000, userId: null, token: null } as const;
      await storage.qr.insert({ ...base, requestId: 'q1', createdAt: 1000 });
      await storage.qr.insert({ ...base, requestId: 'q2', createdAt: 2000 });
      await storage.qr.insert({ ...base, requestId: 'q3', createdAt: 2000 });
      assert.equal((await storage.qr.latest())?.requestId, 'q3', 'the newest, and the last made of the same time');
      await storage.qr.update('q1', { state: 'SUCCESS', polls: 3, userId: 9, token: 'tok' });
      await storage.qr.update('q1', {});
      assert.deepEqual(await storage.qr.get('q1'), { ...base, requestId: 'q1', createdAt: 1000, state: 'SUCCESS', polls: 3, userId: 9, token: 'tok' });
      assert.equal(await storage.qr.get('q9'), undefined);
    });

    it('counts failed logins by name in any case within a window, and clears them', async () => {
      const storage = await fresh();
      await storage.loginFailures.record('sam@example.com', 1000);
      await storage.loginFailures.record('SAM@example.com', 2000);
      await Promise.all(Array.from({ length: 6 }, (_, index) => storage.loginFailures.record('sam@example.com', 3000 + index)));
      await storage.loginFailures.record('other@example.com', 3000);
      assert.equal(await storage.loginFailures.countSince('Sam@Example.com', 0), 8);
      assert.equal(await storage.loginFailures.countSince('sam@example.com', 1000), 7, 'since is exclusive');
      await storage.loginFailures.clear('SAM@EXAMPLE.COM');
      assert.equal(await storage.loginFailures.countSince('sam@example.com', 0), 0);
      assert.equal(await storage.loginFailures.countSince('other@example.com', 0), 1);
    });
  });
}
