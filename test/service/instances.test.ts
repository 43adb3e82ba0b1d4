/**
 * Several instances, one truth: two member services, each with its own connection pool, on one
 * real PostgreSQL database, behind a "load balancer" that sends each request of a browser to the
 * instance the test names. Nothing is shared between them but the database (and the wall clock).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import postgres from 'postgres';
import { createService } from '../../service/app.ts';
import { generateKeys } from '../../service/domain/keys.ts';
import { Outbox } from '../../service/domain/outbox.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { openPostgresDeployment, sharedSecrets } from '../../service/postgresDeployment.ts';
import { POSTGRES_MIGRATIONS } from '../../service/storage/postgresMigrations.ts';
import { openPostgresStorage, type PostgresStorage } from '../../service/storage/postgresStorage.ts';
import { Clock, TestClient } from './harness.ts';
import { startPostgres, type PostgresServer } from './postgresServer.ts';

const SHOPPER = 'shopper@example.com';
const SHOPPER_PHONE = '81234567';

type Instance = Awaited<ReturnType<typeof startInstance>>;

/** One instance as `npm start` makes it on PostgreSQL: its own pool, secrets from the database. */
async function startInstance(url: string, clock: Clock) {
  const { storage, keys, csrfSecret } = await openPostgresDeployment(url, {}, { max: 4 });
  const outbox = new Outbox(() => {});
  const { app, deps } = await storage.exclusive(() =>
    createService({
      storage,
      keys,
      csrfSecret,
      outbox,
      holdMs: 50,
      config: { passwordHashing: { scheme: 'argon2id', cost: { memoryKiB: 64, passes: 1, lanes: 1 } }, now: clock.now, sleep: async () => {} },
    }),
  );
  return { app, deps, storage, keys, outbox };
}

let addresses = 0;

/** A browser, from an address of its own unless told, whose requests go to whichever instance `to` names. */
function browserOf(first: Instance, address = `203.0.113.${++addresses}`) {
  let current = first;
  // Each answer, then the messages it queued, as the harness's browsers do.
  const send = async (input: string, init?: RequestInit, env?: object) => {
    const instance = current;
    const response = await instance.app.request(input, init, env);
    await instance.deps.sender.idle();
    return response;
  };
  const client = new TestClient(send, first.keys, 'http://localhost', { 'X-Member-Region': 'sg' }, address);
  return Object.assign(client, {
    to(instance: Instance) {
      current = instance;
      return client;
    },
  });
}

describe('two service instances on one PostgreSQL', () => {
  let server: PostgresServer;
  let url: string;
  let a: Instance;
  let b: Instance;
  const clock = new Clock();

  before(async () => {
    server = await startPostgres();
    url = await server.createDatabase();
    // Both start together on an empty database: migrations and seeding must not collide.
    [a, b] = await Promise.all([startInstance(url, clock), startInstance(url, clock)]);
  });
  after(async () => {
    await Promise.all([a?.storage.close(), b?.storage.close()]);
    await server?.stop();
  });

  it('started together, they applied each migration once and seeded each scenario account once', async () => {
    const sql = postgres(url, { max: 1 });
    try {
      const versions = await sql<{ version: number }[]>`SELECT version FROM member_schema_migrations ORDER BY version`;
      assert.deepEqual(
        versions.map((row) => row.version),
        POSTGRES_MIGRATIONS.map((_, index) => index + 1),
      );
      const [shoppers] = await sql<{ n: string }[]>`SELECT COUNT(*) AS n FROM users WHERE lower(email) = ${SHOPPER}`;
      assert.equal(Number(shoppers?.n), 1);
    } finally {
      await sql.end();
    }
  });

  it('share the CSRF secret and the password key pair: a token and a cipher text made on A are accepted by B', async () => {
    assert.equal(await (await a.app.request('/user/api/publicKey')).text(), await (await b.app.request('/user/api/publicKey')).text());
    const browser = browserOf(a);
    await browser.csrfToken();
    const cipher = await browser.encrypt(DEMO_PASSWORD);
    const login = await browser.to(b).post('login', { loginName: SHOPPER, encryptPassword: cipher });
    assert.equal(login.status, 200);
    assert.equal(login.body.success, true);
  });

  it('accept on B a code sent through A, once, even when it is sent to both at the same time', async () => {
    const browser = browserOf(a);
    assert.equal((await browser.sendCode(SHOPPER_PHONE, 'OTP_LOGIN')).ret, 'SUCCESS::ok');
    const code = a.outbox.list(SHOPPER_PHONE)[0]!.code;
    const verified = await browser.to(b).post('verifyPhoneCode', { type: 'OTP_LOGIN', phone: SHOPPER_PHONE, code, phonePrefixCode: '65' });
    assert.equal(verified.body.module.loginResponseDTO.user.email, SHOPPER);
    const again = await browserOf(a).post('verifyPhoneCode', { type: 'OTP_LOGIN', phone: SHOPPER_PHONE, code, phonePrefixCode: '65' });
    assert.equal(again.body.errorCode?.key, 'PL-USER-CODE-INVALID', 'used on B, refused on A');

    const phone = '91113333';
    await browserOf(b).sendCode(phone, 'OTP_REGISTER');
    const next = b.outbox.list(phone)[0]!.code;
    const racers = Array.from({ length: 6 }, (_, index) => browserOf(index % 2 ? b : a));
    await Promise.all(racers.map((racer) => racer.csrfToken()));
    const answers = await Promise.all(racers.map((racer) => racer.post('verifyPhoneCode', { type: 'OTP_REGISTER', phone, code: next, phonePrefixCode: '65' })));
    assert.equal(answers.filter((answer) => answer.body.success).length, 1, 'one of six parallel uses over A and B wins');
  });

  it('send one code of many asked at the same time through A and B, and refuse the resend on either', async () => {
    const phone = '91114444';
    const senders = Array.from({ length: 10 }, (_, index) => browserOf(index % 2 ? b : a));
    await Promise.all(senders.map((sender) => sender.csrfToken()));
    const answers = await Promise.all(senders.map((sender) => sender.sendCode(phone, 'OTP_REGISTER')));
    assert.equal(answers.filter((answer) => answer.ret === 'SUCCESS::ok').length, 1);
    assert.equal(a.outbox.list(phone).length + b.outbox.list(phone).length, 1, 'one code delivered');
    assert.match((await browserOf(b).sendCode(phone, 'OTP_REGISTER')).ret, /^PL-USER-CODE-TOO-FREQUENT::/);
  });

  it('add up the wrong tries of a code: of parallel guesses split over A and B, the fifth kills it', async () => {
    const phone = '91112222';
    await browserOf(a).sendCode(phone, 'OTP_REGISTER');
    const code = a.outbox.list(phone)[0]!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    const guessers = Array.from({ length: 10 }, (_, index) => browserOf(index % 2 ? b : a));
    await Promise.all(guessers.map((guesser) => guesser.csrfToken()));
    const answers = await Promise.all(guessers.map((guesser) => guesser.post('verifyPhoneCode', { type: 'OTP_REGISTER', phone, code: wrong, phonePrefixCode: '65' })));
    const keys = answers.map((answer) => answer.body.errorCode?.key);
    assert.equal(keys.filter((key) => key === 'PL-USER-CODE-DEAD').length, 1, 'exactly one guess was the fifth');
    assert.equal(keys.filter((key) => key === 'PL-USER-CODE-INVALID').length, 9);
    const right = await browserOf(b).post('verifyPhoneCode', { type: 'OTP_REGISTER', phone, code, phonePrefixCode: '65' });
    assert.equal(right.body.errorCode?.key, 'PL-USER-CODE-INVALID', 'the right code no longer opens anything');
  });

  it('add up failed logins: of parallel guesses split over A and B, five reach the password check, and both then ask for the challenge', async () => {
    const loginName = 'jump@example.com';
    const guessers = Array.from({ length: 12 }, (_, index) => browserOf(index % 2 ? b : a));
    await Promise.all(guessers.map((guesser) => guesser.csrfToken()));
    const answers = await Promise.all(guessers.map((guesser, index) => guesser.login(loginName, `Wrong${index}!`)));
    const keys = answers.map((answer) => answer.body.errorCode?.key);
    assert.equal(keys.filter((key) => key === 'PL-USER-WRONG-PASSWORD').length, 5);
    assert.equal(keys.filter((key) => key === 'FAIL_SYS_ANTI_CREEP').length, 7);
    for (const instance of [a, b]) {
      assert.equal((await browserOf(instance).login(loginName, DEMO_PASSWORD)).body.errorCode?.key, 'FAIL_SYS_ANTI_CREEP');
    }
  });

  it('add up the logins of one address over A and B: the 31st in a minute is refused', async () => {
    const address = '198.51.100.7';
    const answers = [];
    for (let index = 0; index < 31; index++) answers.push(await browserOf(index % 2 ? b : a, address).login('nobody@example.com', `Wrong${index}!`));
    assert.ok(answers.slice(0, 30).every((answer) => answer.body.errorCode?.key !== 'FAIL_SYS_TRAFFIC_LIMIT'));
    assert.equal(answers[30]!.body.errorCode?.key, 'FAIL_SYS_TRAFFIC_LIMIT');
  });

  it('share sessions: started on A, valid on B; a logout on B ends it on A', async () => {
    const browser = browserOf(a);
    assert.equal((await browser.login(SHOPPER, DEMO_PASSWORD)).body.success, true);
    assert.equal((await browser.to(b).gateway('getUser', {}, { method: 'GET' })).data?.email, SHOPPER);
    assert.equal((await browser.to(b).submit('/user/logout', {})).status, 303);
    assert.match((await browser.to(a).gateway('getUser', {}, { method: 'GET' })).ret, /^FAIL_SYS_SESSION_EXPIRED::/);
  });

  it('share QR sessions: generated on A, confirmed through B, and the poll on A logs in', async () => {
    const computer = browserOf(a);
    const phone = browserOf(b);
    assert.equal((await phone.login(SHOPPER, DEMO_PASSWORD)).body.success, true);
    const generated = (await computer.gateway('generateQrCodeUrl', { clientId: 'buyer' })).data?.module as { qrLoginUrl: string; requestId: string };
    const poll = async () =>
      (await computer.gateway('checkQrCodeStatus', { clientId: 'buyer', requestId: generated.requestId })).data?.module as { status: string; token?: string };
    assert.deepEqual(await poll(), { status: 'PENDING' });
    const confirmPage = new URL(generated.qrLoginUrl);
    assert.match(await (await phone.fetch(confirmPage.pathname + confirmPage.search, { headers: { 'Sec-Fetch-Site': 'none' } })).text(), /Confirm login/);
    assert.deepEqual(await poll(), { status: 'SCANNED' });
    assert.equal((await phone.submit('/qr/confirm', { requestId: generated.requestId, reviewed: '1' })).status, 200);
    const success = await poll();
    assert.equal(success.status, 'SUCCESS');
    const login = await computer.post('loginByQrCode', { token: success.token, tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode' });
    assert.equal(login.body.module.loginResponseDTO.user.email, SHOPPER);
    assert.equal((await computer.to(b).gateway('getUser', {}, { method: 'GET' })).data?.email, SHOPPER, 'and the session is good on B too');
  });

  it('answer /healthz while the database answers', async () => {
    for (const instance of [a, b]) {
      const response = await instance.app.request('/healthz');
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { status: 'ok', database: 'up' });
    }
  });
});

describe('PostgreSQL operations', () => {
  let server: PostgresServer;
  const opened: PostgresStorage[] = [];
  const open = async (url: string) => {
    const storage = await openPostgresStorage(url, { max: 2 });
    opened.push(storage);
    return storage;
  };
  before(async () => {
    server = await startPostgres();
  });
  after(async () => {
    await Promise.all(opened.map((storage) => storage.close()));
    await server?.stop();
  });

  it('/healthz answers 503 when the database is gone', async () => {
    const url = await server.createDatabase();
    const storage = await open(url);
    const outbox = new Outbox(() => {});
    const { app } = await createService({ storage, outbox, sender: outbox, config: { dev: false, publicOrigin: 'http://localhost' } });
    assert.equal((await app.request('/healthz')).status, 200);
    await server.dropDatabase(new URL(url).pathname.slice(1));
    const response = await app.request('/healthz');
    assert.equal(response.status, 503);
    assert.deepEqual(await response.json(), { status: 'unavailable', database: 'down' });
  });

  it('takes the secrets from the configuration when it gives them, the same on every instance', async () => {
    const url = await server.createDatabase();
    const folder = await mkdtemp(path.join(tmpdir(), 'mlp-secrets-'));
    try {
      const keyFile = path.join(folder, 'password-key.pem');
      const configured = generateKeys();
      await writeFile(keyFile, configured.privateKeyPem, { mode: 0o600 });
      const env = { CSRF_SECRET: 'configured-secret-of-at-least-32-chars', PASSWORD_PRIVATE_KEY_FILE: keyFile };
      const [one, two] = await Promise.all([open(url), open(url)]);
      const [first, second] = await Promise.all([sharedSecrets(one, env), sharedSecrets(two, env)]);
      assert.deepEqual(first, { keys: configured, csrfSecret: env.CSRF_SECRET });
      assert.deepEqual(second, first);
      const [fromDb1, fromDb2] = await Promise.all([sharedSecrets(one, {}), sharedSecrets(two, {})]);
      assert.deepEqual(fromDb1, fromDb2, 'without configuration, both read the one pair the database keeps');
      assert.notEqual(fromDb1.csrfSecret, env.CSRF_SECRET);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
