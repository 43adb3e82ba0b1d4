/**
 * The member area's page as a host has it (test/fixtures/account-page.html, as the service's
 * /user/account, which forbids frames), in an iframe, with dist/ as built (no test code in the page): logged in, the dashboard comes with one
 * data call (the overview), and the popup's code (its chunk) is not fetched before the dashboard
 * has painted, then comes when the browser is idle; logged out, the member area settles at once and
 * the header's Login opens the popup. And the call the element starts as it connects, when it
 * fails: said in place, and Try again loads the dashboard.
 */
import { expect } from '@open-wc/testing';
import { accountFixture, button, text, until } from './support/account.ts';
import { loginPage, logout, switchFailure } from './support/popup.ts';
import { pollUntil } from './support/wait.ts';

type PageWindow = Window & typeof globalThis;

async function openAccountPage(): Promise<{ frame: HTMLIFrameElement; page: PageWindow }> {
  const frame = document.createElement('iframe');
  frame.src = '/test/fixtures/account-page.html';
  frame.style.cssText = 'width: 360px; height: 740px; border: 0';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return { frame, page: frame.contentWindow as PageWindow };
}

/** The paths of what `page` fetched, with when each fetch started. */
const fetched = (page: PageWindow) => page.performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
/** The popup's chunk: named for its module, the page side's `src/page/popup.ts`. */
const popupChunk = (path: string) => /^\/dist\/chunks\/popup-[A-Z0-9]{8}\.js$/.test(path);
const accountRoot = (page: PageWindow) => page.document.querySelector('member-account')?.shadowRoot;

describe('the member area page of the service', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(async () => {
    frame?.remove();
    await logout();
  });

  it("logged in: the dashboard's data in one call, and the popup's code only after the dashboard", async function () {
    this.timeout(30000);
    await loginPage();
    const opened = await openAccountPage();
    frame = opened.frame;
    const { page } = opened;
    let paintedAt = 0;
    await pollUntil(
      () => {
        const root = accountRoot(page);
        if (!/Samantha/.test(root?.querySelector('[part~="page-title"]')?.textContent ?? '') || !root?.querySelector('[part~="order"]')) return false;
        paintedAt = page.performance.now();
        return true;
      },
      'the dashboard did not show',
      15000,
    );
    const byThen = fetched(page).filter((entry) => entry.start <= paintedAt);
    const calls = byThen.filter((entry) => entry.path.startsWith('/gw/mtop.lazada.member.account.'));
    expect(calls.map((entry) => entry.path)).to.deep.equal(['/gw/mtop.lazada.member.account.overview.get/1.0/']);
    expect(byThen.filter((entry) => popupChunk(entry.path))).to.deep.equal([]);
    // Then, when the browser is idle, the popup's code comes for the header's links.
    await pollUntil(() => fetched(page).some((entry) => popupChunk(entry.path)), "the popup's code never came after the dashboard", 15000);
  });

  it("logged out: the offer to log in, the popup's code at once, and the header's Login opens the popup", async function () {
    this.timeout(30000);
    const opened = await openAccountPage();
    frame = opened.frame;
    const { page } = opened;
    await pollUntil(() => accountRoot(page)?.querySelector('[part~="page-title"]')?.textContent === 'You are not logged in', 'no offer to log in', 15000);
    await pollUntil(() => fetched(page).some((entry) => popupChunk(entry.path)), "the popup's code did not come", 15000);
    page.document.querySelector<HTMLAnchorElement>('a[data-member-login]')?.click();
    const popup = page.document.querySelector('member-login-popup');
    popup?.setAttribute('public-key', await (await fetch('/user/api/publicKey')).text());
    await pollUntil(() => popup?.getAttribute('open') === 'true', 'the popup did not open', 8000);
    await pollUntil(() => popup?.shadowRoot?.querySelector('input[autocomplete~="username"]'), 'no Login screen', 8000);
  });

  it('the overview call started as the element connects fails: the member is told, and Try again loads the dashboard', async function () {
    this.timeout(30000);
    await loginPage();
    await switchFailure({ fail: 'FAIL_SYS_SERVICE_FAULT', match: 'overview.get', times: 1 });
    const element = await accountFixture();
    await pollUntil(() => text(element).includes('Your account could not be loaded.'), 'the failure was not shown', 15000);
    button(element, 'Try again').click();
    await until(element, /Samantha Shopper/);
  });
});
