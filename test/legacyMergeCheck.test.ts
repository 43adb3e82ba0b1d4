/**
 * The merge offer's background check in `<member-account>`: a failure the developer can act on (a
 * status, an answer off the contract) is a warning; a failed connection is not (the shopper's
 * network, or the page being left: Firefox fails the requests under way as network errors before
 * `pagehide`, seen in an end-to-end journey that left /user/account), nor a refusal in the service's
 * words (a session ended by a password change in another browser, seen in another).
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

  it('warns when the service answers the check with a status, and not when the connection fails or the session has ended', async () => {
    const original = window.fetch.bind(window);
    /** How the checks fail now: no connection (as when the page is left), a session ended, then a status 500. */
    let failure: 'network' | 'session' | 'status' = 'network';
    const asked: string[] = [];
    const SESSION_ENDED = { api: 'mtop.member.legacy.check', v: '1.0', ret: ['FAIL_SYS_SESSION_EXPIRED::Your session has expired, please log in again.'], data: {} };
    sinon.stub(window, 'fetch').callsFake((input, init) => {
      if (!String(input instanceof Request ? input.url : input).includes('legacy.check')) return original(input, init);
      asked.push(failure);
      if (failure === 'network') return Promise.reject(new TypeError('NetworkError when attempting to fetch resource.'));
      if (failure === 'session') return Promise.resolve(Response.json(SESSION_ENDED));
      return Promise.resolve(new Response('oops', { status: 500 }));
    });
    const warn = sinon.spy(console, 'warn');
    const warnings = () => warn.getCalls().filter((call) => call.args[0] === WARNING);

    for (const quiet of ['network', 'session'] as const) {
      failure = quiet;
      const area = await memberArea(GROCERY);
      await pollUntil(() => asked.includes(quiet), 'the check was not asked');
      area.remove();
      await logout();
    }

    failure = 'status';
    await memberArea(GROCERY);
    await pollUntil(() => warnings().length > 0, 'a check the service failed said nothing');
    expect(
      warnings().map((call) => (call.args[1] as { kind?: string }).kind),
      'one warning, for the status; none for the failed connection or the ended session',
    ).to.deep.equal(['status']);
  });
});
