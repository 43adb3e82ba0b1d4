/**
 * `<member-account>` on a slow or failing network, past the account itself (issue 31): My orders and
 * an order's page say offline as such (not "Your account could not be loaded" and a toast), with a
 * Try again that works (pages seen earlier: `accountSeen.test.ts`); the skeletons have the page's shape, and the content arriving moves nothing (Chromium measures
 * layout shift; the other engines do not, so there the test compares where the page's parts are).
 */
import { expect } from '@open-wc/testing';
import { accountFixture, button, go, memberOn, root, text, toasts, until, type MemberAccount } from './support/account.ts';
import { ENGINE } from './support/engine.ts';
import { pollUntil } from './support/fixtures.ts';
import { goOffline, goOnline } from './support/offline.ts';
import { loginPage, logout, switchFailure } from './support/popup.ts';

const OFFLINE = "You're offline. Check your connection, then try again.";
const orderRows = (element: MemberAccount) => root(element).querySelectorAll('[part~="orders"] > li');
const skeleton = (element: MemberAccount) => root(element).querySelector('[part~="skeleton"]');

/** Layout shifts in Chromium while `during` runs, summed as the browser scores them (shifts right after input excluded). */
async function layoutShift(during: () => Promise<void>): Promise<number> {
  let score = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) score += entry.value;
  });
  observer.observe({ type: 'layout-shift' });
  await during();
  // The shifts of the frame that showed the content, reported once the next frames are drawn.
  for (let frame = 0; frame < 2; frame += 1) await new Promise((drawn) => requestAnimationFrame(drawn));
  for (const entry of observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) score += entry.value;
  observer.disconnect();
  return score;
}

describe('<member-account>: pages past the account on a bad network (issue 31)', () => {
  afterEach(async () => {
    goOnline();
    history.replaceState(null, '', location.pathname + location.search);
    await logout();
    sessionStorage.clear();
  });

  it('My orders says it is offline in place, with no toast, and Try again loads the orders once back online', async function () {
    this.timeout(30000);
    const element = await memberOn('#/profile/my', /Samantha Shopper/);
    goOffline();
    await go(element, '#/orders', 'My orders');
    await pollUntil(() => text(element).includes(OFFLINE), 'offline was not said');
    expect(text(element)).to.not.include('could not be loaded');
    expect(toasts(element), 'said once, in place').to.deep.equal([]);
    await expect(element).to.be.accessible();
    goOnline();
    button(element, 'Try again').click();
    await pollUntil(() => orderRows(element).length > 0, 'Try again did not load the orders');
    expect(text(element)).to.not.include(OFFLINE);
  });

  it("an order's page says a timeout is too slow, and Try again loads it", async function () {
    this.timeout(30000);
    const element = await memberOn('#/orders', 'My orders');
    await pollUntil(() => orderRows(element).length > 0, 'no orders');
    const link = root(element).querySelector<HTMLAnchorElement>('[part~="orders"] a[href*="#/orders/"]')!;
    await switchFailure({ fail: 'FAIL_SYS_TIMEOUT', match: 'orders.get' });
    location.hash = new URL(link.href).hash;
    await pollUntil(() => text(element).includes('This is taking too long. Check your connection, then try again.'), 'too slow was not said');
    expect(text(element)).to.not.include('could not be loaded');
    button(element, 'Try again').click();
    await pollUntil(() => !text(element).includes('taking too long') && root(element).querySelector('[part~="order-number"]'), 'Try again did not load the order');
  });

  const shapes = [
    ['#/profile/my', /Samantha Shopper/, 'page'],
    ['#/orders', 'My orders', 'list'],
  ] as const;
  for (const [hash, title, shape] of shapes) {
    it(`${hash}: a ${shape} skeleton while it loads slowly, and the content arriving moves nothing${ENGINE === 'chromium' ? ' (layout shift measured)' : ' (where the page starts compared)'}`, async function () {
      this.timeout(30000);
      await loginPage();
      history.replaceState(null, '', hash);
      await switchFailure({ latencyMs: 800 });
      let element: MemberAccount | undefined;
      let before = 0;
      const score = await layoutShiftOrNone(async () => {
        element = await accountFixture();
        await pollUntil(() => element && skeleton(element), 'no skeleton');
        expect(skeleton(element!)?.getAttribute('part')).to.include(`skeleton-${hash === '#/orders' ? 'list' : 'page'}`);
        before = root(element!).querySelector('[part~="page"]')!.getBoundingClientRect().top;
        await until(element!, title);
        if (hash === '#/orders') await pollUntil(() => orderRows(element!).length > 0, 'no orders');
        else await pollUntil(() => !skeleton(element!), 'the dashboard did not load');
      });
      expect(root(element!).querySelector('[part~="page"]')!.getBoundingClientRect().top, 'where the page starts').to.be.closeTo(before, 1);
      if (score !== undefined) {
        console.info(`layout shift ${hash}: ${score.toFixed(4)}`);
        expect(score, 'the layout shift score').to.be.below(0.05);
      }
    });
  }
});

async function layoutShiftOrNone(during: () => Promise<void>): Promise<number | undefined> {
  if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
    await during();
    return undefined;
  }
  return layoutShift(during);
}
