/**
 * The merge offer's background check in `<member-account>`: a failure is a warning for the
 * developer, except while the page is being left, when the browser fails the requests under way
 * (Firefox as network errors; seen in an end-to-end journey that left /user/account).
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { GROCERY, memberArea } from './support/legacyMerge.ts';
import { pollUntil } from './support/fixtures.ts';
import { logout } from './support/popup.ts';

const WARNING = 'member-account: the grocery-brand merge could not be checked';

describe('<member-account> merge check, failed', () => {
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  it('warns when the check fails, and not when it fails because the page is being left', async () => {
    const original = window.fetch.bind(window);
    /** Why the checks fail now; held: the first check's requests, until the page is being left. */
    let why: 'left' | 'stayed' | undefined;
    const held: ((error: unknown) => void)[] = [];
    sinon.stub(window, 'fetch').callsFake((input, init) => {
      if (!String(input instanceof Request ? input.url : input).includes('legacy.check')) return original(input, init);
      if (why) return Promise.reject(new TypeError(why));
      return new Promise<Response>((_, reject) => held.push(reject));
    });
    const warn = sinon.spy(console, 'warn');
    const warnings = () => warn.getCalls().filter((call) => call.args[0] === WARNING);

    // Left: the browser fails the check (and any try again) as the page goes.
    const left = await memberArea(GROCERY);
    await pollUntil(() => held.length > 0, 'the check was not asked');
    dispatchEvent(new PageTransitionEvent('pagehide'));
    why = 'left';
    for (const fail of held) fail(new TypeError(why));

    // Shown again, the next account's check fails as the network does.
    left.remove();
    await logout();
    dispatchEvent(new PageTransitionEvent('pageshow'));
    why = 'stayed';
    await memberArea(GROCERY);
    const causes = () => warnings().map((call) => String((call.args[1] as { cause?: unknown } | undefined)?.cause ?? call.args[1]));
    await pollUntil(() => causes().some((cause) => cause.includes('stayed')), 'a failed check said nothing');
    expect(
      causes().filter((cause) => cause.includes('left')),
      'no warning for the page being left',
    ).to.deep.equal([]);
  });
});
