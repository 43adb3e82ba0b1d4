/**
 * `<member-account>` under a bad network, against the reference member service: offline (the
 * browser says so and fetch fails) and too slow (the gateway's timeout) are said as such, in place,
 * with a Try again that works, on the account, in a form's save (which keeps every typed value) and
 * in the address pickers (whose choices seen in this visit show at once while they load again); a traffic limit is the spec's retry-later dialog; while the account loads,
 * a skeleton says so. Network failures are switched through the service's test controls or, for
 * the browser's own offline, by a fetch that fails as an offline browser's does.
 */
import { expect } from '@open-wc/testing';
import { accountFixture, button, field, go, root, setText, text, textArea, toasts, until, type MemberAccount } from './support/account.ts';
import { pollUntil } from './support/fixtures.ts';
import { goOffline, goOnline } from './support/offline.ts';
import { loginPage, logout, setValue, switchFailure } from './support/popup.ts';

async function memberDashboard(attributes: Record<string, string> = {}): Promise<MemberAccount> {
  await loginPage();
  history.replaceState(null, '', '#/profile/my');
  const element = await accountFixture(attributes);
  await until(element, /Samantha Shopper/);
  return element;
}

let offlineCalls = 0;

const goOfflineCounted = () => {
  offlineCalls = 0;
  goOffline(() => {
    offlineCalls += 1;
  });
};

const selects = (element: MemberAccount) => [...root(element).querySelectorAll<HTMLSelectElement>('[part~="form"] select')];

describe('<member-account> under a bad network', () => {
  afterEach(async () => {
    goOnline();
    history.replaceState(null, '', location.pathname + location.search);
    await logout();
    // The tab's kept drafts go with the test (the runner's next file may share the tab).
    sessionStorage.clear();
  });

  it('says it is offline when the account cannot load offline, and Try again loads it once back online; a skeleton shows while it loads', async function () {
    this.timeout(30000);
    await loginPage();
    history.replaceState(null, '', '#/profile/my');
    goOfflineCounted();
    const element = await accountFixture();
    await pollUntil(() => text(element).includes("You're offline. Check your connection, then try again."), 'offline was not said');
    expect(text(element)).to.not.include('Network error');
    await expect(element).to.be.accessible();
    goOnline();
    await switchFailure({ latencyMs: 400 });
    button(element, 'Try again').click();
    await pollUntil(() => root(element).querySelector('[part~="skeleton"][role="status"]'), 'no skeleton while loading');
    await switchFailure({ latencyMs: 0 });
    await until(element, /Samantha Shopper/);
  });

  it('keeps every typed value when a save fails offline, says so in place, and saves once back online', async function () {
    this.timeout(30000);
    const element = await memberDashboard();
    await go(element, '#/address/new', 'New address');
    setValue(field(element, 'Phone number'), '91234567');
    setValue(field(element, 'Postcode'), '018956');
    setText(textArea(element, 'House number, building, street name'), '10 Bayfront Avenue\n#05-01');
    // The form submits what it has rendered: Save once the typing shows (its draft note), as a finger
    // would; WebKit clicked before that render sent nothing, and said nothing.
    await pollUntil(() => root(element).querySelector('[part~="draft-note"]'), 'the typing was not rendered', 8000);
    goOfflineCounted();
    button(element, 'Save').click();
    await pollUntil(() => text(element).includes("You're offline."), 'offline was not said');
    expect(offlineCalls).to.be.greaterThan(0);
    expect([field(element, 'Phone number').value, field(element, 'Postcode').value, textArea(element, 'House number, building, street name').value]).to.deep.equal([
      '91234567',
      '018956',
      '10 Bayfront Avenue\n#05-01',
    ]);
    goOnline();
    button(element, 'Save').click();
    await until(element, 'Address book');
    expect(text(element)).to.include('#05-01');
  });

  it('says a timed-out save is taking too long, not "Network error"', async () => {
    const element = await memberDashboard();
    await go(element, '#/profile/edit', 'Edit profile');
    setValue(field(element, 'Full name'), 'Samantha Lee');
    await switchFailure({ fail: 'FAIL_SYS_TIMEOUT', match: 'profile.update' });
    button(element, 'Save').click();
    await pollUntil(() => toasts(element).includes('This is taking too long. Check your connection, then try again.'), 'too slow was not said');
    expect(field(element, 'Full name').value).to.equal('Samantha Lee');
  });

  it('a picker whose choices could not load says why and loads them on Try again (dark, 320 px)', async function () {
    this.timeout(30000);
    const element = await memberDashboard({ region: 'id', language: 'en', theme: 'dark' });
    element.style.display = 'block';
    element.style.width = '320px';
    await go(element, '#/address/new', 'New address');
    goOfflineCounted();
    const country = selects(element)[0]!;
    country.value = 'TH';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    await pollUntil(() => text(element).includes("The choices could not be loaded. You're offline."), 'the picker did not say why');
    expect(selects(element)[1]!.options[0]?.textContent).to.not.equal('Loading choices');
    await expect(element).to.be.accessible();
    expect(root(element).querySelector<HTMLElement>('[part~="account"]')!.scrollWidth).to.be.at.most(320);
    goOnline();
    button(element, 'Try again').click();
    await pollUntil(() => (selects(element)[1]?.options.length ?? 0) > 1, 'Try again did not load the choices');
    expect(text(element)).to.not.include('The choices could not be loaded.');

    // Seen in this visit: the form opened again offline shows them at once, and says nothing failed.
    goOfflineCounted();
    await go(element, '#/address', 'Address book');
    await go(element, '#/address/new', 'New address');
    expect(selects(element)[1]?.options.length ?? 0).to.be.greaterThan(1);
    await pollUntil(() => offlineCalls > 0, 'the choices were not loaded again');
    expect(text(element)).to.not.include('The choices could not be loaded.');
  });

  it("shows the spec's retry-later dialog for a traffic limit, keeping what was typed", async () => {
    const element = await memberDashboard();
    await go(element, '#/profile/edit', 'Edit profile');
    setValue(field(element, 'Full name'), 'Samantha Lee');
    await switchFailure({ fail: 'FAIL_SYS_TRAFFIC_LIMIT', match: 'profile.update' });
    button(element, 'Save').click();
    await pollUntil(() => root(element).querySelector('[part~="alert"]'), 'no retry-later dialog');
    const dialog = root(element).querySelector('[part~="alert"]')!;
    expect(dialog.textContent).to.include('Too many people are trying right now. Please try again later.');
    await expect(element).to.be.accessible();
    [...dialog.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Retry later')!.click();
    await pollUntil(() => !root(element).querySelector('[part~="alert"]'), 'the dialog did not close');
    expect(root(element).querySelectorAll('[part~="toast"]').length, 'no toast besides the dialog').to.equal(0);
    expect(field(element, 'Full name').value).to.equal('Samantha Lee');
  });

  it('when the account itself meets a traffic limit, the dialog says so and the page behind offers Try again after it', async function () {
    this.timeout(30000);
    await loginPage();
    history.replaceState(null, '', '#/profile/my');
    await switchFailure({ fail: 'FAIL_SYS_TRAFFIC_LIMIT', match: 'overview.get' });
    const element = await accountFixture();
    await pollUntil(() => root(element).querySelector('[part~="alert"]'), 'no retry-later dialog');
    [...root(element).querySelectorAll<HTMLButtonElement>('[part~="alert"] button')].find((candidate) => candidate.textContent === 'Retry later')!.click();
    await pollUntil(() => text(element).includes('Too many people are trying right now.'), 'the page did not say why').catch((error: unknown) => {
      // What it showed instead (seen once in WebKit under a loaded CI run, not again since).
      throw new Error(`${String(error)}; the page: "${text(element)}"; a dialog: "${root(element).querySelector('[part~="alert"]')?.textContent ?? 'none'}"`);
    });
    button(element, 'Try again').click();
    await until(element, /Samantha Shopper/);
  });
});
