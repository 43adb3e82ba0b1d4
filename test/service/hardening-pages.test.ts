/**
 * The host page as an attacker's name would shape it (issue 32, point 7): the header's account
 * label is the nickname the member typed, and a `String.replace` replacement would read `$'`, `` $` ``,
 * `$&` and `$$` in it as patterns that copy parts of the page into the header.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ACCOUNT } from '../../src/kernel/contract/accountCalls.ts';
import { testService } from './harness.ts';
import { signedIn } from './securityClient.ts';

const blns = JSON.parse(readFileSync(new URL('../corpora/naughty-strings/blns.json', import.meta.url), 'utf8')) as string[];
/** The names with a replacement pattern in them: the naughty strings with a `$`, and each pattern alone. */
const NAMES = [...new Set(["Sam $' Lee", 'Sam $` Lee', 'Sam $& Lee', 'Sam $$ Lee', 'Sam $1 Lee', ...blns.filter((text) => text.includes('$'))])];
const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

describe('the host page and what members typed', () => {
  it('shows the nickname in the header exactly as typed, whatever replacement patterns it holds', async () => {
    const service = await testService();
    const member = await signedIn(service);
    let shown = 0;
    for (const name of NAMES) {
      const saved = await member.gateway(ACCOUNT.updateProfile.api, { fullName: 'Samantha Shopper', nickname: name });
      // A name the rules refuse is not stored: nothing to show.
      if (!/^SUCCESS::/.test(saved.ret)) continue;
      shown++;
      const page = await (await member.fetch('/user/account')).text();
      const label = /<a href="\/user\/account" data-member-account>([\s\S]*?)<\/a>/.exec(page)?.[1];
      assert.equal(label, escaped(String(saved.data?.nickname)), name);
      assert.equal(page.match(/<\/html>/g)?.length, 1, `${name}: no part of the page is copied`);
    }
    assert.ok(shown >= 5, `${shown} nicknames with a pattern stored`);
  });
});
