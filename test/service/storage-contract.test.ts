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
import type { NewUser, Storage } from '../../service/storage/Storage.ts';
import { openPostgresStorage } from '../../service/storage/postgresStorage.ts';
import { openSqliteStorage } from '../../service/storage/sqliteStorage.ts';
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
        fullName: null,
        newsletter: false,
        smsNewsletter: false,
        memberLevel: null,
        deletionEndsAt: null,
        legacyAskAfter: null,
        language: null,
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

    it("keeps the member's language (issue 31): none at first, then the one the element named", async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 1000);
      assert.equal(sam.language, null);
      assert.equal((await storage.users.update(sam.id, { language: 'th' }, 2000)).language, 'th');
      assert.equal((await storage.users.byId(sam.id))?.language, 'th');
    });

    it("names a member's device, only that member's, and takes the name away (issue 31)", async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 1000);
      const other = await storage.users.insert({ ...SAM, email: 'other@example.com', phone: '90000000' }, 1000);
      await storage.sessions.insert({ id: 'phone-1', userId: sam.id, createdAt: 1000, expiresAt: 9000, userAgent: 'Android Chrome/120' });
      assert.equal(await storage.sessions.rename('phone-1', other.id, 'Not yours'), false, "another member's session is not renamed");
      assert.equal((await storage.sessions.get('phone-1'))?.deviceName, null);
      assert.equal(await storage.sessions.rename('phone-1', sam.id, "Mum's phone"), true);
      assert.deepEqual(
        (await storage.sessions.listForUser(sam.id, 2000)).map((session) => session.deviceName),
        ["Mum's phone"],
      );
      assert.equal(await storage.sessions.rename('phone-1', sam.id, null), true);
      assert.equal((await storage.sessions.get('phone-1'))?.deviceName, null);
      assert.equal(await storage.sessions.rename('gone', sam.id, 'Tablet'), false);
    });

    it("keeps the member area's fields: full name, member level, and the promotion opt-ins as booleans", async () => {
      const storage = await fresh();
      const sam = await storage.users.insert({ ...SAM, fullName: 'Samantha Shopper', memberLevel: 'TRUSTED' }, 1000);
      assert.deepEqual([sam.fullName, sam.memberLevel, sam.newsletter, sam.smsNewsletter], ['Samantha Shopper', 'TRUSTED', false, false]);
      const changed = await storage.users.update(sam.id, { smsNewsletter: true, fullName: 'Sam S' }, 2000);
      assert.deepEqual([changed.fullName, changed.newsletter, changed.smsNewsletter], ['Sam S', false, true]);
      assert.equal((await storage.users.update(sam.id, { smsNewsletter: false }, 3000)).smsNewsletter, false);
    });

    it("pages a member's orders newest first, within a range of days, and never another member's", async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 1000);
      const other = await storage.users.insert({ ...SAM, email: 'other@example.com', phone: '90000000' }, 1000);
      const order = (userId: number, number: string, placedAt: number) =>
        storage.orders.insert({ userId, number, placedAt, totalMinor: 1299, currency: 'SGD', status: 'DELIVERED', items: '[]' });
      for (let day = 1; day <= 12; day++) await order(sam.id, `SAM-${day}`, day * 86_400_000);
      await order(other.id, 'OTHER-1', 5 * 86_400_000);
      const first = await storage.orders.page(sam.id, { offset: 0, limit: 5 });
      assert.equal(first.total, 12);
      assert.deepEqual(
        first.orders.map((found) => found.number),
        ['SAM-12', 'SAM-11', 'SAM-10', 'SAM-9', 'SAM-8'],
      );
      const last = await storage.orders.page(sam.id, { offset: 10, limit: 5 });
      assert.deepEqual(
        last.orders.map((found) => found.number),
        ['SAM-2', 'SAM-1'],
      );
      const ranged = await storage.orders.page(sam.id, { from: 3 * 86_400_000, to: 6 * 86_400_000, offset: 0, limit: 10 });
      assert.deepEqual([ranged.total, ranged.orders.map((found) => found.number)], [3, ['SAM-5', 'SAM-4', 'SAM-3']]);
      assert.deepEqual(
        (await storage.orders.page(other.id, { offset: 0, limit: 10 })).orders.map((found) => [found.number, found.totalMinor, found.currency]),
        [['OTHER-1', 1299, 'SGD']],
      );
    });

    it("keeps a member's addresses: never past the limit even when added all at once, one default of each kind, owner only", async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 1000);
      const other = await storage.users.insert({ ...SAM, email: 'other@example.com', phone: '90000000' }, 1000);
      const values = { recipient: 'Sam', phonePrefix: '65', phone: '81234567', country: 'SG', fields: '{"postcode":"018956"}' };
      const added = await Promise.all(Array.from({ length: 30 }, () => storage.addresses.insert(sam.id, values, 20, 2000)));
      assert.equal(added.filter((result) => result !== 'LIMIT').length, 20);
      const list = await storage.addresses.list(sam.id);
      assert.equal(list.length, 20);
      assert.deepEqual(
        list.map((address) => [address.isDefaultShipping, address.isDefaultBilling]).filter(([shipping]) => shipping),
        [[true, true]],
        'the first address is the default of both kinds, and only it',
      );
      const [first, second] = list;
      assert.ok(first && second);
      assert.equal(await storage.addresses.setDefault(sam.id, second.id, 'shipping'), true);
      const after = await storage.addresses.list(sam.id);
      assert.deepEqual(
        after.filter((address) => address.isDefaultShipping).map((address) => address.id),
        [second.id],
      );
      assert.deepEqual(
        after.filter((address) => address.isDefaultBilling).map((address) => address.id),
        [first.id],
        'billing stays where it was',
      );
      // Another member reaches none of it.
      assert.equal(await storage.addresses.setDefault(other.id, first.id, 'billing'), false);
      assert.equal(await storage.addresses.update(other.id, first.id, { ...values, recipient: 'Eve' }, 3000), undefined);
      assert.equal(await storage.addresses.delete(other.id, first.id), false);
      assert.equal((await storage.addresses.list(sam.id))[0]?.recipient, 'Sam');
      const changed = await storage.addresses.update(sam.id, first.id, { ...values, recipient: 'Samantha' }, 3000);
      assert.deepEqual([changed?.recipient, changed?.modifiedAt, changed?.isDefaultBilling], ['Samantha', 3000, true]);
      assert.equal(await storage.addresses.delete(sam.id, first.id), true);
      assert.equal((await storage.addresses.list(sam.id)).length, 19);
      assert.deepEqual(await storage.addresses.list(other.id), []);
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

    it('keeps, finds and ends sessions, one or all of a member but one', async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 1000);
      const other = await storage.users.insert({ ...SAM, email: 'other@example.com', phone: '90000000' }, 1000);
      const session = { id: 'session-1', userId: sam.id, createdAt: 1000, expiresAt: 9000 };
      await storage.sessions.insert(session);
      assert.deepEqual(await storage.sessions.get('session-1'), { ...session, userAgent: null, lastSeenAt: 1000, deviceName: null }, 'last seen: its start');
      assert.equal(await storage.sessions.get('session-2'), undefined);
      await storage.sessions.delete('session-1');
      assert.equal(await storage.sessions.get('session-1'), undefined);
      for (const id of ['a', 'b', 'c']) await storage.sessions.insert({ ...session, id });
      await storage.sessions.insert({ ...session, id: 'theirs', userId: other.id });
      assert.equal(await storage.sessions.deleteForUser(sam.id, 'b'), 2);
      assert.deepEqual([await storage.sessions.get('a'), (await storage.sessions.get('b'))?.id], [undefined, 'b']);
      assert.equal(await storage.sessions.deleteForUser(sam.id, undefined), 1);
      assert.equal((await storage.sessions.get('theirs'))?.id, 'theirs', 'another member keeps theirs');
    });

    const RULES = { resendAfterMs: 60_000, perHour: 3 };
    const codeAt = (sentAt: number, purpose = 'OTP_LOGIN', target = '+6581234567') => ({ target, purpose, codeHash: `h${sentAt}`, sentAt, expiresAt: sentAt + 300_000 });
    const issued = async (storage: Storage, ...args: Parameters<typeof codeAt>) => {
      const result = await storage.codes.issue(codeAt(...args), RULES);
      assert.ok('code' in result, `refused: ${JSON.stringify(result)}`);
      return result.code;
    };

    it('issues a code that replaces the open one of its target and purpose, and keeps the others open', async () => {
      const storage = await fresh();
      const first = await issued(storage, 1000);
      assert.deepEqual(first, { id: first.id, ...codeAt(1000), wrongTries: 0, closedAt: null });
      const register = await issued(storage, 1500, 'OTP_REGISTER');
      const second = await issued(storage, 61_000);
      assert.deepEqual(await storage.codes.latest('+6581234567', 'OTP_LOGIN'), second);
      assert.deepEqual(await storage.codes.latest('+6581234567', 'OTP_REGISTER'), register, 'another purpose stays open');
      assert.equal(await storage.codes.latest('+6599999999', 'OTP_LOGIN'), undefined);
      assert.equal(await storage.codes.use(first.id, 62_000), false, 'the replaced code was closed');
    });

    it('refuses a resend within the window of its purpose, and a send over the hourly cap of its target', async () => {
      const storage = await fresh();
      await issued(storage, 0);
      assert.deepEqual(await storage.codes.issue(codeAt(59_999), RULES), { refused: 'TOO_FREQUENT' });
      await issued(storage, 1000, 'OTP_REGISTER');
      await issued(storage, 60_000);
      assert.deepEqual(await storage.codes.issue(codeAt(200_000, 'RESET_PASSWORD'), RULES), { refused: 'SEND_LIMIT' }, 'every purpose counts');
      await issued(storage, 200_000, 'OTP_LOGIN', '+6590000000');
      await issued(storage, 3_600_001, 'RESET_PASSWORD');
    });

    it('issues one code of forty sent to a target at the same time', async () => {
      const storage = await fresh();
      const results = await Promise.all(Array.from({ length: 40 }, (_, index) => storage.codes.issue(codeAt(1000 + index), RULES)));
      const codes = results.filter((result) => 'code' in result);
      assert.equal(codes.length, 1);
      assert.ok(results.every((result) => 'code' in result || result.refused === 'TOO_FREQUENT'));
      assert.deepEqual(await storage.codes.latest('+6581234567', 'OTP_LOGIN'), codes[0]!.code);
    });

    it('counts every wrong try of a code, even at the same time, and closes it at the last', async () => {
      const storage = await fresh();
      const code = await issued(storage, 1000);
      assert.equal(await storage.codes.recordWrongTry(code.id, 5, 2000), 1);
      const counts = await Promise.all(Array.from({ length: 20 }, () => storage.codes.recordWrongTry(code.id, 5, 3000)));
      assert.deepEqual(
        [...counts].sort((a, b) => a - b),
        [...Array.from({ length: 16 }, () => 0), 2, 3, 4, 5],
        'each counted try sees its own count; once closed at the fifth, tries count no more',
      );
      const closed = await storage.codes.latest('+6581234567', 'OTP_LOGIN');
      assert.deepEqual([closed?.wrongTries, closed?.closedAt], [5, 3000]);
      assert.equal(await storage.codes.use(code.id, 3000), false, 'a killed code opens nothing');
    });

    it('uses a code once among parallel uses, and not after it expires; a later close keeps the first time', async () => {
      const storage = await fresh();
      const code = await issued(storage, 1000);
      const uses = await Promise.all(Array.from({ length: 12 }, () => storage.codes.use(code.id, 2000)));
      assert.equal(uses.filter(Boolean).length, 1);
      await storage.codes.close(code.id, 5000);
      assert.equal((await storage.codes.latest('+6581234567', 'OTP_LOGIN'))?.closedAt, 2000);
      const late = await issued(storage, 1000, 'OTP_REGISTER');
      assert.equal(await storage.codes.use(late.id, late.expiresAt), false, 'expired at its time');
      const closing = await issued(storage, 1000, 'RESET_PASSWORD');
      await storage.codes.close(closing.id, 1500);
      assert.equal(await storage.codes.use(closing.id, 1600), false);
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
      const base = { state: 'PENDING', polls: 0, expire: 20, interval: 5000, userId: null, token: null, binding: 'bound', requester: null, scannedBy: null } as const;
      await storage.qr.insert({ ...base, requestId: 'q1', createdAt: 1000 });
      await storage.qr.insert({ ...base, requestId: 'q2', createdAt: 2000 });
      await storage.qr.insert({ ...base, requestId: 'q3', createdAt: 2000 });
      assert.equal((await storage.qr.latest())?.requestId, 'q3', 'the newest, and the last made of the same time');
      assert.equal(await storage.qr.advance('q1', ['PENDING', 'SCANNED'], { state: 'SUCCESS', userId: 9, token: 'tok' }), true);
      assert.equal(await storage.qr.advance('q1', ['PENDING'], { state: 'SCANNED' }), false, 'only from the states it names');
      assert.deepEqual(await storage.qr.poll('q1', 'bound'), { ...base, requestId: 'q1', createdAt: 1000, state: 'SUCCESS', polls: 1, userId: 9, token: 'tok' });
      assert.deepEqual(await storage.qr.get('q1'), { ...base, requestId: 'q1', createdAt: 1000, state: 'SUCCESS', polls: 1, userId: 9, token: 'tok' });
      assert.equal(await storage.qr.get('q9'), undefined);
      assert.equal(await storage.qr.poll('q9', 'bound'), undefined);
    });

    it("polls a QR session only for its browser's binding, and keeps who asked and who scanned it", async () => {
      const storage = await fresh();
      const requester = JSON.stringify({ device: 'Chrome on Windows', network: '203.0.113.7' });
      const base = { state: 'PENDING', polls: 0, expire: 20, interval: 5000, userId: null, token: null, createdAt: 1 } as const;
      await storage.qr.insert({ ...base, requestId: 'mine', binding: 'hash-a', requester, scannedBy: null });
      assert.equal(await storage.qr.poll('mine', 'hash-b'), undefined, "another browser's poll finds nothing");
      assert.equal((await storage.qr.get('mine'))?.polls, 0, 'and counts nothing');
      assert.equal((await storage.qr.poll('mine', 'hash-a'))?.polls, 1);
      assert.equal(await storage.qr.advance('mine', ['PENDING'], { state: 'SCANNED', scannedBy: 'phone-1' }), true);
      assert.equal(await storage.qr.advance('mine', ['PENDING'], { state: 'SCANNED', scannedBy: 'phone-2' }), false, 'scanned once');
      assert.equal(await storage.qr.advance('mine', ['SCANNED'], { state: 'SUCCESS', userId: 4, token: 'tok' }), true);
      assert.deepEqual(await storage.qr.get('mine'), {
        ...base,
        requestId: 'mine',
        polls: 1,
        state: 'SUCCESS',
        userId: 4,
        token: 'tok',
        binding: 'hash-a',
        requester,
        scannedBy: 'phone-1',
      });
    });

    it('counts parallel QR polls each, fails a session past its polls, and never writes a confirmation back', async () => {
      const storage = await fresh();
      const base = {
        state: 'PENDING',
        polls: 0,
        expire: 10,
        interval: 5000,
        userId: null,
        token: null,
        createdAt: 1,
        binding: 'b',
        requester: null,
        scannedBy: null,
      } as const;
      await storage.qr.insert({ ...base, requestId: 'race' });
      const [polls, confirmed] = await Promise.all([
        Promise.all(Array.from({ length: 6 }, () => storage.qr.poll('race', 'b'))),
        storage.qr.advance('race', ['PENDING', 'SCANNED'], { state: 'SUCCESS', userId: 3, token: 'tok' }),
      ]);
      assert.equal(confirmed, true);
      assert.deepEqual(
        polls.map((qr) => qr?.polls).sort((a = 0, b = 0) => a - b),
        [1, 2, 3, 4, 5, 6],
        'each poll counted once',
      );
      assert.equal((await storage.qr.get('race'))?.state, 'SUCCESS', 'no poll wrote PENDING back over the confirmation');
      await storage.qr.insert({ ...base, requestId: 'old', expire: 2 });
      const states = await Promise.all(Array.from({ length: 4 }, () => storage.qr.poll('old', 'b')));
      assert.deepEqual(states.map((qr) => qr?.state).sort(), ['FAILURE', 'FAILURE', 'PENDING', 'PENDING']);
      assert.equal(await storage.qr.advance('old', ['PENDING', 'SCANNED'], { state: 'SUCCESS', userId: 3, token: 'late' }), false, 'an expired session is not confirmed');
    });

    it('counts hits of a key in a fixed window, parallel hits each seeing their own count', async () => {
      const storage = await fresh();
      const counts = await Promise.all(Array.from({ length: 20 }, () => storage.counters.hit('login:sam', 1000, 0)));
      assert.deepEqual(
        [...counts].sort((a, b) => a - b),
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
      assert.equal(await storage.counters.hit('login:other', 1000, 500), 1, 'each key its own count');
      assert.equal(await storage.counters.peek('login:sam', 999), 20);
      assert.equal(await storage.counters.peek('login:sam', 1000), 0, 'the window is over');
      assert.equal(await storage.counters.peek('nobody', 0), 0);
      assert.equal(await storage.counters.hit('login:sam', 1000, 1000), 1, 'a hit after it opens a new window');
      assert.equal(await storage.counters.hit('login:sam', 5000, 1999), 2);
      assert.equal(await storage.counters.peek('login:sam', 5999), 2, 'the window length of the newest hit');
      await storage.counters.clear('login:sam');
      assert.equal(await storage.counters.peek('login:sam', 1000), 0);
      assert.equal(await storage.counters.peek('login:other', 1000), 1);
    });

    it("lists a member's tokens of a kind, the latest to expire first, alive only, up to the limit", async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 0);
      for (const [token, expiresAt] of [
        ['a', 100],
        ['b', 300],
        ['c', 200],
        ['d', 50],
      ] as const)
        await storage.tokens.insert({ token, kind: 'login-activity', userId: sam.id, data: token, expiresAt });
      await storage.tokens.insert({ token: 'other', kind: 'not-me', userId: sam.id, data: null, expiresAt: 400 });
      assert.deepEqual(
        (await storage.tokens.listForUser(sam.id, 'login-activity', 60, 10)).map((row) => row.token),
        ['b', 'c', 'a'],
      );
      assert.deepEqual(
        (await storage.tokens.listForUser(sam.id, 'login-activity', 60, 2)).map((row) => row.token),
        ['b', 'c'],
      );
    });

    it('reserves attempts up to a limit atomically: of parallel ones exactly the limit is taken, and one given back can be taken again', async () => {
      const storage = await fresh();
      const taken = await Promise.all(Array.from({ length: 18 }, () => storage.counters.take('answers:sam', 10, 1000, 0)));
      assert.equal(taken.filter(Boolean).length, 10);
      assert.equal(await storage.counters.peek('answers:sam', 999), 10, 'a refused attempt is not counted');
      await storage.counters.giveBack('answers:sam', 500);
      assert.equal(await storage.counters.take('answers:sam', 10, 1000, 600), true);
      assert.equal(await storage.counters.take('answers:sam', 10, 1000, 700), false);
      assert.equal(await storage.counters.take('answers:sam', 10, 1000, 1000), true, 'a new window');
      assert.equal(await storage.counters.peek('answers:sam', 1000), 1);
      await storage.counters.giveBack('nobody', 0);
      assert.equal(await storage.counters.peek('nobody', 0), 0);
    });

    it('purges what can no longer be used, and keeps the rest', async () => {
      const storage = await fresh();
      const DAY = 24 * 60 * 60_000;
      const at = 10 * DAY;
      const sam = await storage.users.insert(SAM, 0);
      await storage.sessions.insert({ id: 'old', userId: sam.id, createdAt: 0, expiresAt: at });
      await storage.sessions.insert({ id: 'live', userId: sam.id, createdAt: 0, expiresAt: at + 1 });
      await storage.tokens.insert({ token: 'old', kind: 'reset', userId: sam.id, data: null, expiresAt: at });
      await storage.tokens.insert({ token: 'live', kind: 'reset', userId: sam.id, data: null, expiresAt: at + 1 });
      await issued(storage, at - DAY, 'OTP_LOGIN', 'old@example.com');
      // Expired but sent within the day: it still counts toward the sending caps.
      await issued(storage, at - DAY + 1, 'OTP_LOGIN', 'recent@example.com');
      const qr = { state: 'FAILURE', polls: 20, expire: 20, interval: 5000, userId: null, token: null, binding: null, requester: null, scannedBy: null } as const;
      await storage.qr.insert({ ...qr, requestId: 'old', createdAt: at - DAY });
      await storage.qr.insert({ ...qr, requestId: 'live', createdAt: at - DAY + 1 });
      await storage.counters.hit('over', 1000, at - 1000);
      await storage.counters.hit('live', 1000, at - 999);

      assert.equal(await storage.purgeExpired(at), 5);
      assert.equal(await storage.sessions.get('old'), undefined);
      assert.equal((await storage.sessions.get('live'))?.id, 'live');
      assert.equal(await storage.tokens.peek('old', 'reset', 0), undefined);
      assert.equal((await storage.tokens.peek('live', 'reset', at))?.token, 'live');
      assert.equal(await storage.codes.latest('old@example.com', 'OTP_LOGIN'), undefined);
      assert.equal((await storage.codes.latest('recent@example.com', 'OTP_LOGIN'))?.sentAt, at - DAY + 1);
      assert.deepEqual([await storage.qr.get('old'), (await storage.qr.get('live'))?.requestId], [undefined, 'live']);
      assert.deepEqual([await storage.counters.peek('over', at - 1), await storage.counters.peek('live', at)], [0, 1]);
      assert.equal(await storage.purgeExpired(at), 0, 'a second purge finds nothing');
    });

    it("lists a member's live sessions with their user agent, and records a use at most once an interval", async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 0);
      const other = await storage.users.insert({ ...SAM, email: 'other@example.com', phone: '90000000' }, 0);
      await storage.sessions.insert({ id: 'phone', userId: sam.id, createdAt: 10, expiresAt: 1000, userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/120.0' });
      await storage.sessions.insert({ id: 'laptop', userId: sam.id, createdAt: 20, expiresAt: 1000 });
      await storage.sessions.insert({ id: 'gone', userId: sam.id, createdAt: 5, expiresAt: 100 });
      await storage.sessions.insert({ id: 'theirs', userId: other.id, createdAt: 10, expiresAt: 1000 });
      const listed = await storage.sessions.listForUser(sam.id, 100);
      assert.deepEqual(
        listed.map(({ id, userAgent, lastSeenAt }) => [id, userAgent, lastSeenAt]),
        [
          ['phone', 'Mozilla/5.0 (Linux; Android 14) Chrome/120.0', 10],
          ['laptop', null, 20],
        ],
      );
      await storage.sessions.touch('phone', 50, 60, 5000);
      assert.equal((await storage.sessions.get('phone'))?.lastSeenAt, 10, 'used again within the interval: not written');
      await storage.sessions.touch('phone', 70, 60, 5000);
      assert.equal((await storage.sessions.get('phone'))?.lastSeenAt, 70);
      assert.equal((await storage.sessions.get('phone'))?.expiresAt, 5000, 'its end moves with the use (the idle timeout)');
    });

    it("deletes every token of a member but the kinds kept, and nobody else's", async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 0);
      const other = await storage.users.insert({ ...SAM, email: 'other@example.com', phone: '90000000' }, 0);
      for (const [token, kind, userId] of [
        ['a', 'reset', sam.id],
        ['b', 'deletion-cancel', sam.id],
        ['c', 'not-me', sam.id],
        ['d', 'reset', other.id],
      ] as const) {
        await storage.tokens.insert({ token, kind, userId, data: null, expiresAt: 1000 });
      }
      assert.equal(await storage.tokens.deleteForUser(sam.id, ['not-me']), 2);
      assert.deepEqual(await Promise.all([storage.tokens.peek('a', 'reset', 0), storage.tokens.peek('b', 'deletion-cancel', 0)]), [undefined, undefined]);
      assert.equal((await storage.tokens.peek('c', 'not-me', 0))?.token, 'c', 'a kept kind stays');
      assert.equal((await storage.tokens.peek('d', 'reset', 0))?.token, 'd', "another member's stays");
      assert.equal(await storage.tokens.deleteForUser(sam.id), 1, 'without kinds kept: all');
    });

    it("keeps a member's question answers, replaced as a whole, and changes e-mail, phone and the deletion's end", async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 0);
      await storage.securityAnswers.set(sam.id, [
        { question: 'Pet?', answerHash: 'h1' },
        { question: 'City?', answerHash: 'h2' },
      ]);
      assert.deepEqual(await storage.securityAnswers.list(sam.id), [
        { question: 'City?', answerHash: 'h2' },
        { question: 'Pet?', answerHash: 'h1' },
      ]);
      await storage.securityAnswers.set(sam.id, [{ question: 'Pet?', answerHash: 'h3' }]);
      assert.deepEqual(await storage.securityAnswers.list(sam.id), [{ question: 'Pet?', answerHash: 'h3' }]);
      const changed = await storage.users.update(sam.id, { email: 'new@example.com', phone: '91111111', phonePrefixCode: '65', deletionEndsAt: 5000 }, 10);
      assert.deepEqual([changed.email, changed.phone, changed.phonePrefixCode, changed.deletionEndsAt], ['new@example.com', '91111111', '65', 5000]);
      assert.equal((await storage.users.byPhone('65', '91111111'))?.id, sam.id);
    });

    it("lists a member's orders by status, and the purge ends the cooling period of a deletion", async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 0);
      const order = { userId: sam.id, placedAt: 1, totalMinor: 100, currency: 'SGD', items: '[]' };
      await storage.orders.insert({ ...order, number: 'A', status: 'DELIVERED' });
      await storage.orders.insert({ ...order, number: 'B', status: 'SHIPPED', placedAt: 2 });
      await storage.orders.insert({ ...order, number: 'C', status: 'PENDING', placedAt: 3 });
      assert.deepEqual(
        (await storage.orders.withStatus(sam.id, ['PENDING', 'PROCESSING', 'SHIPPED'])).map((found) => found.number),
        ['C', 'B'],
      );
      assert.deepEqual(await storage.orders.withStatus(sam.id, []), []);
      const pending = await storage.users.insert({ ...SAM, email: 'gone@example.com', phone: '92222222' }, 0);
      await storage.users.update(pending.id, { status: 'DELETION_PENDING', deletionEndsAt: 5000 }, 0);
      assert.equal(await storage.purgeExpired(4999), 0);
      assert.equal((await storage.users.byId(pending.id))?.status, 'DELETION_PENDING');
      assert.equal(await storage.purgeExpired(5000), 1);
      assert.equal((await storage.users.byId(pending.id))?.status, 'DELETED');
      assert.equal((await storage.users.byId(sam.id))?.status, 'NORMAL');
    });

    it("moves an address's guest orders to a member once, in any case, even when claimed at the same time", async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 0);
      const ann = await storage.users.insert({ ...SAM, email: 'ann@example.com', phone: '91111111' }, 0);
      const order = { placedAt: 1, totalMinor: 100, currency: 'SGD', status: 'DELIVERED', items: '[]' };
      await storage.guestOrders.insert('Guest@Example.com', { ...order, number: 'G1' });
      await storage.guestOrders.insert('guest@example.com', { ...order, number: 'G2', placedAt: 2 });
      await storage.guestOrders.insert('other@example.com', { ...order, number: 'G3' });
      assert.equal(await storage.guestOrders.count('GUEST@example.com'), 2);
      const claims = await Promise.all([storage.guestOrders.claim('guest@EXAMPLE.com', sam.id), storage.guestOrders.claim('guest@example.com', ann.id)]);
      assert.deepEqual([...claims].sort(), [0, 2], 'one claim moved both, the other none');
      const owner = claims[0] === 2 ? sam : ann;
      assert.deepEqual(
        (await storage.orders.page(owner.id, { offset: 0, limit: 10 })).orders.map((found) => found.number),
        ['G2', 'G1'],
      );
      assert.equal((await storage.orders.page(owner === sam ? ann.id : sam.id, { offset: 0, limit: 10 })).total, 0);
      assert.equal(await storage.guestOrders.count('guest@example.com'), 0);
      assert.equal(await storage.guestOrders.count('other@example.com'), 1, "another address's guest orders stay");
    });

    it('merges a legacy account into one member once, moving its orders, addresses and vouchers in one go', async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 0);
      const ann = await storage.users.insert({ ...SAM, email: 'ann@example.com', phone: '91111111' }, 0);
      const items = [
        { kind: 'order', order: { number: 'L1', placedAt: 5, totalMinor: 990, currency: 'SGD', status: 'DELIVERED', items: '[{"name":"Eggs","quantity":1}]' } },
        { kind: 'address', address: { recipient: 'Sam', phonePrefix: '65', phone: '81234567', country: 'SG', fields: '{"postcode":"018956"}' } },
        { kind: 'voucher', voucher: { code: 'FRESH5', label: 'SGD 5 off', valueMinor: 500, currency: 'SGD', expiresAt: 99 } },
        { kind: 'voucher', voucher: { code: 'MORE10', label: 'SGD 10 off', valueMinor: 1000, currency: 'SGD', expiresAt: 99 } },
      ] as const;
      await storage.legacy.insert({ id: 'GR-1', brand: 'FreshMart', email: 'SAM@example.com', phonePrefixCode: null, phone: null, passwordHash: 'h' }, items);
      await storage.legacy.insert({ id: 'GR-2', brand: 'FreshMart', email: null, phonePrefixCode: '65', phone: '81234567', passwordHash: null }, []);
      await storage.legacy.insert({ id: 'GR-3', brand: 'FreshMart', email: 'ann@example.com', phonePrefixCode: null, phone: null, passwordHash: null }, []);
      assert.deepEqual(
        (await storage.legacy.matching('sam@example.com', '65', '81234567')).map((found) => found.id),
        ['GR-1', 'GR-2'],
      );
      assert.deepEqual((await storage.legacy.matching(null, null, null)).length, 0);
      assert.deepEqual(await storage.legacy.counts('GR-1'), { orders: 1, addresses: 1, vouchers: 2 });
      const merges = await Promise.all([storage.legacy.merge('GR-1', sam.id, 7), storage.legacy.merge('GR-1', ann.id, 7)]);
      assert.deepEqual(
        merges.filter((moved) => moved !== undefined),
        [{ orders: 1, addresses: 1, vouchers: 2 }],
        'one merge of two at once',
      );
      const owner = merges[0] ? sam : ann;
      assert.deepEqual(
        (await storage.orders.page(owner.id, { offset: 0, limit: 10 })).orders.map((found) => [found.number, found.items]),
        [['L1', '[{"name":"Eggs","quantity":1}]']],
      );
      const [address] = await storage.addresses.list(owner.id);
      assert.deepEqual([address?.recipient, address?.fields, address?.isDefaultShipping], ['Sam', '{"postcode":"018956"}', false]);
      assert.deepEqual(
        (await storage.vouchers.list(owner.id)).map((voucher) => [voucher.code, voucher.valueMinor]),
        [
          ['FRESH5', 500],
          ['MORE10', 1000],
        ],
      );
      assert.deepEqual(await storage.legacy.counts('GR-1'), { orders: 0, addresses: 0, vouchers: 0 });
      assert.equal((await storage.legacy.byId('GR-1'))?.mergedInto, owner.id);
      assert.equal(await storage.legacy.merge('GR-1', owner.id, 8), undefined, 'never twice');
      assert.deepEqual(
        (await storage.legacy.matching('sam@example.com', '65', '81234567')).map((found) => found.id),
        ['GR-2'],
        'a merged account is offered no more',
      );
      const later = await storage.users.update(sam.id, { legacyAskAfter: 1234 }, 9);
      assert.equal(later.legacyAskAfter, 1234);
    });

    it("keeps a member's passkeys: one per credential id, moved forward by their counter only, renamed and removed by their member only", async () => {
      const storage = await fresh();
      const sam = await storage.users.insert(SAM, 1000);
      const other = await storage.users.insert({ ...SAM, email: 'other@example.com', phone: '81234599' }, 1000);
      const passkey = {
        id: 'cred-1',
        userId: sam.id,
        publicKey: 'pAEC',
        counter: 0,
        transports: ['internal', 'hybrid'],
        aaguid: '00000000-0000-0000-0000-000000000000',
        deviceType: 'multiDevice',
        backedUp: true,
        name: 'Passkey',
        createdAt: 2000,
        lastUsedAt: null,
        verifiesFrom: 0,
      };
      assert.equal(await storage.passkeys.insert(passkey), true);
      assert.equal(await storage.passkeys.insert({ ...passkey, userId: other.id }), false, 'a credential id is one passkey');
      assert.equal(await storage.passkeys.insert({ ...passkey, id: 'cred-2', createdAt: 3000, verifiesFrom: 9000, backedUp: false }), true);
      assert.deepEqual(await storage.passkeys.byId('cred-1'), passkey);
      assert.deepEqual(
        (await storage.passkeys.listForUser(sam.id)).map((found) => [found.id, found.backedUp, found.verifiesFrom]),
        [
          ['cred-1', true, 0],
          ['cred-2', false, 9000],
        ],
      );
      // A counter of 0 stays usable at 0 (an authenticator that keeps none); once it moved, only forward.
      assert.equal(await storage.passkeys.use('cred-1', 0, 4000), true);
      assert.equal(await storage.passkeys.use('cred-1', 5, 4100), true);
      assert.equal(await storage.passkeys.use('cred-1', 5, 4200), false);
      assert.equal(await storage.passkeys.use('cred-1', 0, 4200), false);
      const raced = await Promise.all(Array.from({ length: 6 }, () => storage.passkeys.use('cred-1', 6, 4300)));
      assert.equal(raced.filter(Boolean).length, 1, 'of parallel uses with one counter, one');
      assert.deepEqual([(await storage.passkeys.byId('cred-1'))?.counter, (await storage.passkeys.byId('cred-1'))?.lastUsedAt], [6, 4300]);
      assert.equal(await storage.passkeys.rename(other.id, 'cred-1', 'mine'), false);
      assert.equal(await storage.passkeys.rename(sam.id, 'cred-1', 'Work phone'), true);
      assert.equal((await storage.passkeys.byId('cred-1'))?.name, 'Work phone');
      assert.equal(await storage.passkeys.delete(other.id, 'cred-1'), false);
      // The ones that may not verify yet at 5000: cred-2 (from 9000).
      assert.equal(await storage.passkeys.deleteUnsettled(sam.id, 5000), 1);
      assert.deepEqual(
        (await storage.passkeys.listForUser(sam.id)).map((found) => found.id),
        ['cred-1'],
      );
      assert.equal(await storage.passkeys.delete(sam.id, 'cred-1'), true);
      assert.equal(await storage.passkeys.byId('cred-1'), undefined);
    });
  });
}
