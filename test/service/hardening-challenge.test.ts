/**
 * Issue 24, point 3 (the anti-bot challenge costs a bot something) and point 5's middle part
 * (failed logins link no identifiers): each test is what an attacker sent and what the service must
 * answer now. The service's puzzles are tiny here (harness: 2 to 6 bits); the shape is the same.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHALLENGE_PASSED_MESSAGE } from '../../src/kernel/contract/headers.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { proofBits, solvePuzzle, testService, type TestClient } from './harness.ts';

const SHOPPER = 'shopper@example.com';
/** The same shopper's phone (SG). */
const SHOPPER_PHONE = '81234567';
const UNKNOWN_PHONE = '81239999';
const WRONG = 'Wrong123!';
/** The harness's puzzles: 2 bits at first, at most 6. */
const BASE_BITS = 2;
const MAX_BITS = 6;
/** Enough logins and passes for the long runs of one address. */
const ROOMY = { loginsPerAddressPerMinute: 10_000, challengePassesPerAddressPerHour: 10_000 };

type Answer = Awaited<ReturnType<TestClient['login']>>;

const keyOf = (answer: Answer) => answer.body.errorCode?.key;
const challengeUrl = (answer: Answer) => (answer.body.module as { url?: string } | undefined)?.url;
/** The work the challenge answer asks for (the `bits` of its page's address). */
const askedBits = (answer: Answer) => Number(new URL(challengeUrl(answer) ?? '', 'http://localhost').searchParams.get('bits'));

/** `count` wrong passwords for `name` from `browser`, each with a pass of the work asked when one is asked. */
async function fail(browser: TestClient, name: string, count: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    let answer = await browser.login(name, WRONG);
    if (keyOf(answer) === 'FAIL_SYS_ANTI_CREEP') {
      await browser.passChallenge({ bits: askedBits(answer) });
      answer = await browser.login(name, WRONG);
    }
    answers.push(answer);
  }
  return answers;
}

/** A nonce whose proof of `puzzle` is short of `bits`. */
function wrongNonce(puzzle: string, bits: number): string {
  for (let nonce = 0; ; nonce++) if (proofBits(puzzle, String(nonce)) < bits) return String(nonce);
}

describe('issue 24, point 3: the anti-bot challenge costs a bot something', () => {
  it("gives no pass for the browser's own CSRF token alone (the script's POST /user/challenge/pass)", async () => {
    const { client } = await testService();
    const bot = client();
    for (let attempt = 0; attempt < 5; attempt++) await bot.login(SHOPPER, WRONG);
    const token = await bot.csrfToken();
    for (const body of [undefined, '{}', JSON.stringify({ slider: 100 })]) {
      const answer = await bot.fetch('/user/challenge/pass', {
        method: 'POST',
        headers: { 'X-CSRF-TOKEN': token, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body }),
      });
      assert.notEqual(answer.status, 200, `a pass for ${body ?? 'no body'}`);
      assert.equal(bot.cookies.has('member_challenge'), false);
    }
    assert.equal(keyOf(await bot.login(SHOPPER, WRONG)), 'FAIL_SYS_ANTI_CREEP', 'the bot keeps meeting the challenge');
  });

  it("gives no pass for a proof that does not hold: too little work, another browser's puzzle, a changed or expired puzzle, a used one", async () => {
    const { client, clock } = await testService();
    const bot = client();
    const other = client();
    const refused = async (browser: TestClient, puzzle: string, nonce: string, why: string) => {
      const answer = await browser.sendProof(puzzle, nonce);
      assert.notEqual(answer.status, 200, why);
      assert.equal(browser.cookies.has('member_challenge'), false, why);
    };

    const own = await bot.challengePuzzle();
    assert.equal(own.bits, BASE_BITS);
    await refused(bot, own.puzzle, wrongNonce(own.puzzle, own.bits), 'a nonce short of the bits');

    const theirs = await other.challengePuzzle();
    await refused(bot, theirs.puzzle, solvePuzzle(theirs.puzzle, theirs.bits), "another browser's puzzle (another CSRF id)");

    const [bits, ...rest] = own.puzzle.split('.');
    assert.equal(Number(bits), BASE_BITS);
    const easier = ['0', ...rest].join('.');
    await refused(bot, easier, '0', 'the puzzle with its bits changed to 0');

    await bot.csrfToken();
    const fresh = await bot.challengePuzzle();
    const nonce = solvePuzzle(fresh.puzzle, fresh.bits);
    clock.advance(10 * 60_000 + 1);
    await refused(bot, fresh.puzzle, nonce, 'an expired puzzle');

    const last = await bot.challengePuzzle();
    const answer = solvePuzzle(last.puzzle, last.bits);
    assert.equal((await bot.sendProof(last.puzzle, answer)).status, 200, 'the right proof gets a pass');
    bot.cookies.delete('member_challenge');
    await refused(bot, last.puzzle, answer, 'the same proof again');
  });

  it('asks for more work as failures of the name or of the address grow, up to the cap, and refuses a pass of less work', async () => {
    const { client } = await testService({ config: ROOMY });
    const bot = client('203.0.113.5');
    const asked: number[] = [];
    for (let attempt = 0; attempt < 110; attempt++) {
      const answer = await bot.login(SHOPPER, WRONG);
      if (keyOf(answer) !== 'FAIL_SYS_ANTI_CREEP') continue;
      asked.push(askedBits(answer));
      if (askedBits(answer) > BASE_BITS) {
        // A pass of one bit less, bought from a network without failures, carried over.
        const helper = client('192.0.2.99');
        await helper.passChallenge({ bits: askedBits(answer) - 1 });
        bot.cookies.set('member_challenge', helper.cookies.get('member_challenge') ?? '');
        assert.equal(keyOf(await bot.login(SHOPPER, WRONG)), 'FAIL_SYS_ANTI_CREEP', 'a pass of less work than asked');
      }
      await bot.passChallenge({ bits: askedBits(answer) });
      assert.equal(keyOf(await bot.login(SHOPPER, WRONG)), 'PL-USER-WRONG-PASSWORD');
    }
    // 5 to 9 failures: 2 bits, 10-19: 3, 20-39: 4, 40-99: 5, 100 on: 6 (the cap).
    assert.deepEqual([...new Set(asked)], [2, 3, 4, 5, 6]);
    assert.ok(asked.every((bits) => bits <= MAX_BITS));
    assert.equal((await bot.challengePuzzle(64)).bits, MAX_BITS, 'no more than the cap, whatever is asked for');
    assert.equal((await bot.challengePuzzle(0)).bits, MAX_BITS, "the address's own failures set the least");
    assert.equal((await client('203.0.113.6').challengePuzzle(0)).bits, BASE_BITS, 'another address starts at the base');

    // Failures over many names from one IPv6 network (any interface id) raise its work too.
    const spreader = (index: number) => client(`2001:db8:5:7:${index.toString(16)}::1`);
    for (let index = 0; index < 40; index++) await fail(spreader(index), `nobody${index}@example.com`, 1);
    assert.equal((await spreader(999).challengePuzzle()).bits, 5, '40 failures of the /64');
    assert.equal((await client('2001:db8:5:8::1').challengePuzzle()).bits, BASE_BITS, 'the next /64 is not touched');
  });

  it("never locks the owner out: after 150 failures the owner's right password with a pass logs in", async () => {
    const { client } = await testService({ config: ROOMY });
    const answers = await fail(client('198.51.100.9'), SHOPPER, 150);
    assert.ok(answers.every((answer) => keyOf(answer) === 'PL-USER-WRONG-PASSWORD'));
    const owner = client('192.0.2.44');
    const challenged = await owner.login(SHOPPER, DEMO_PASSWORD);
    assert.equal(keyOf(challenged), 'FAIL_SYS_ANTI_CREEP');
    assert.equal(askedBits(challenged), MAX_BITS, 'past the lock the most work');
    await owner.passChallenge({ bits: askedBits(challenged) });
    assert.equal((await owner.login(SHOPPER, DEMO_PASSWORD)).body.success, true);
  });

  it('past 100 failures every attempt needs a fresh pass at the most work and is answered slowly (at most 5 unthrottled)', async () => {
    const { client, waits } = await testService({ config: ROOMY });
    const bot = client();
    const unthrottled = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      const answer = await bot.login('nobody@example.com', WRONG);
      if (keyOf(answer) === 'PL-USER-WRONG-PASSWORD') unthrottled.push(answer);
      else {
        await bot.passChallenge({ bits: askedBits(answer) });
        await bot.login('nobody@example.com', WRONG);
      }
    }
    assert.equal(unthrottled.length, 5);
    for (let attempt = 0; attempt < 3; attempt++) {
      const asked = await bot.login('nobody@example.com', WRONG);
      assert.equal(keyOf(asked), 'FAIL_SYS_ANTI_CREEP');
      assert.equal(askedBits(asked), MAX_BITS);
      await bot.passChallenge({ bits: MAX_BITS });
      waits.length = 0;
      assert.equal(keyOf(await bot.login('nobody@example.com', WRONG)), 'PL-USER-WRONG-PASSWORD');
      assert.deepEqual(waits, [10_000], 'slowed, at most 10 s');
    }
  });

  it('serves a page that works out the proof itself: its script nonce, the message to its opener, nothing of the address written raw', async () => {
    const { client } = await testService();
    const browser = client();
    const response = await browser.fetch('/user/challenge?bits=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    const text = await response.text();
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    assert.ok(nonce);
    assert.match(text, new RegExp(`<script nonce="${nonce}">`));
    assert.equal((text.match(/<script/g) ?? []).length, 1);
    assert.doesNotMatch(text, /alert\(1\)/);
    assert.match(text, /crypto\.subtle\.digest\('SHA-256'/);
    assert.match(text, new RegExp(CHALLENGE_PASSED_MESSAGE));
    assert.match(text, /\/user\/challenge\/puzzle\?bits=2/, 'a bits that is no number asks for the base');
    assert.match(await (await browser.fetch('/user/challenge?bits=5')).text(), /\/user\/challenge\/puzzle\?bits=5/);
  });
});

describe('issue 24, point 5: failed logins link no identifiers', () => {
  /** What `probe` is answered, and the waits it causes, after `before` failures on the shopper's e-mail (each in a service of its own). */
  async function probeAfter(before: number, probe: string, count: number) {
    const { client, waits } = await testService({ config: ROOMY });
    await fail(client('198.51.100.20'), SHOPPER, before);
    waits.length = 0;
    const outsider = client('198.51.100.21');
    const answers = await fail(outsider, probe, count);
    return { answers: answers.map((answer) => answer.body), waits: [...waits] };
  }

  it('after failures on the e-mail, wrong passwords on its phone are answered exactly as on an unknown phone', async () => {
    const known = await probeAfter(8, SHOPPER_PHONE, 8);
    const unknown = await probeAfter(8, UNKNOWN_PHONE, 8);
    assert.deepEqual(known, unknown);
    assert.deepEqual(
      known.answers.slice(0, 5).map((body) => body.errorCode?.key),
      Array(5).fill('PL-USER-WRONG-PASSWORD'),
      'the phone starts with no challenge',
    );
  });

  it('after failures on the phone, wrong passwords on its e-mail are answered as on an unknown e-mail', async () => {
    const run = async (probe: string) => {
      const { client, waits } = await testService({ config: ROOMY });
      await fail(client('198.51.100.30'), SHOPPER_PHONE, 12);
      waits.length = 0;
      const answers = await fail(client('198.51.100.31'), probe, 7);
      return { answers: answers.map((answer) => answer.body), waits: [...waits] };
    };
    assert.deepEqual(await run(SHOPPER), await run('nobody@example.com'));
  });

  it('asks a known and an unknown name for the challenge after the same number of failures, with the same work and waits', async () => {
    const run = async (name: string) => {
      const { client, waits } = await testService({ config: ROOMY });
      const bot = client('198.51.100.40');
      const seen = [];
      for (let attempt = 0; attempt < 25; attempt++) {
        const answer = await bot.login(name, WRONG);
        seen.push(answer.body);
        if (keyOf(answer) === 'FAIL_SYS_ANTI_CREEP') {
          await bot.passChallenge({ bits: askedBits(answer) });
          seen.push((await bot.login(name, WRONG)).body);
        }
      }
      return { seen, waits };
    };
    const known = await run(SHOPPER);
    assert.deepEqual(known, await run('nobody@example.com'));
    assert.equal(
      known.seen.findIndex((body) => body.errorCode?.key === 'FAIL_SYS_ANTI_CREEP'),
      5,
      'the sixth attempt asks first',
    );
  });

  it("a success on the e-mail forgets the e-mail's failures, not the phone's (which would link them)", async () => {
    const run = async (phone: string) => {
      const { client } = await testService({ config: ROOMY });
      await fail(client('198.51.100.50'), SHOPPER, 6);
      await fail(client('198.51.100.50'), phone, 6);
      const owner = client('192.0.2.50');
      await owner.passChallenge();
      assert.equal((await owner.login(SHOPPER, DEMO_PASSWORD)).body.success, true);
      assert.equal(keyOf(await client('192.0.2.51').login(SHOPPER, WRONG)), 'PL-USER-WRONG-PASSWORD', 'the e-mail is forgiven');
      return (await client('198.51.100.51').login(phone, WRONG)).body;
    };
    const phone = await run(SHOPPER_PHONE);
    assert.equal(phone.errorCode?.key, 'FAIL_SYS_ANTI_CREEP');
    assert.deepEqual(phone, await run(UNKNOWN_PHONE));
  });

  it("after failures spread over the e-mail and the phone, the owner's right password still needs a pass (seen only by who knows it), then logs in", async () => {
    const { client } = await testService({ config: ROOMY });
    await fail(client('198.51.100.60'), SHOPPER, 4);
    await fail(client('198.51.100.61'), SHOPPER_PHONE, 4);
    const owner = client('192.0.2.60');
    const asked = await owner.login(SHOPPER_PHONE, DEMO_PASSWORD);
    assert.equal(keyOf(asked), 'FAIL_SYS_ANTI_CREEP', 'eight failures of the account: the right password asks for the challenge');
    await owner.passChallenge({ bits: askedBits(asked) });
    assert.equal((await owner.login(SHOPPER_PHONE, DEMO_PASSWORD)).body.success, true);
  });
});
