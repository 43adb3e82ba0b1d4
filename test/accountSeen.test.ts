/**
 * `<member-account>` on a slow network (issue 31): a page seen earlier in this visit shows at once
 * while it loads again (a page of My orders, an order, the dashboard on `refresh()`).
 */
import { expect } from '@open-wc/testing';
import { go, memberOn, root, text, until, type MemberAccount } from './support/account.ts';
import { pollUntil } from './support/fixtures.ts';
import { goOnline } from './support/offline.ts';
import { logout, switchFailure } from './support/popup.ts';

const realFetch = window.fetch;
/** The member service's calls this page has started (counted where the page asks them, `countCalls`). */
let gatewayCalls = 0;
/** Those not answered yet: a test ends only once they are, since an answer after the test's logout would open the login page. */
let pendingCalls = 0;
function countCalls(): void {
  window.fetch = (input, init) => {
    if (!String(input instanceof Request ? input.url : input).includes('/gw/')) return realFetch(input, init);
    gatewayCalls += 1;
    pendingCalls += 1;
    return realFetch(input, init).finally(() => {
      pendingCalls -= 1;
    });
  };
}
const allAnswered = () => pollUntil(() => pendingCalls === 0, 'a call was never answered', 10000);

const orderRows = (element: MemberAccount) => root(element).querySelectorAll('[part~="orders"] > li');
const skeleton = (element: MemberAccount) => root(element).querySelector('[part~="skeleton"]');

describe('<member-account>: pages seen in this visit (issue 31)', () => {
  afterEach(async () => {
    goOnline();
    history.replaceState(null, '', location.pathname + location.search);
    await logout();
    sessionStorage.clear();
  });

  it('a page of My orders and an order seen in this visit show at once while they load again', async function () {
    this.timeout(40000);
    const element = await memberOn('#/orders', 'My orders');
    await pollUntil(() => orderRows(element).length > 0, 'no orders');
    const seen = orderRows(element).length;
    const link = root(element).querySelector<HTMLAnchorElement>('[part~="orders"] a[href*="#/orders/"]')!;
    const orderHash = new URL(link.href).hash;
    location.hash = orderHash;
    await pollUntil(() => root(element).querySelector('[part~="order-number"]') && !skeleton(element), 'the order did not load');
    const order = text(element);
    await go(element, '#/profile/my', /Samantha Shopper/);
    countCalls();

    // Slow from now on: what was seen shows before the service answers.
    await switchFailure({ latencyMs: 2500 });
    location.hash = '#/orders';
    await until(element, 'My orders');
    expect(orderRows(element).length, 'the orders seen, at once').to.equal(seen);
    expect(skeleton(element)).to.equal(null);
    location.hash = orderHash;
    await pollUntil(() => text(element) === order, 'the order seen did not show at once');
    await allAnswered();
  });

  it('the dashboard stays on screen while it loads again', async function () {
    this.timeout(40000);
    const element = await memberOn('#/orders', 'My orders');
    await pollUntil(() => orderRows(element).length > 0, 'no orders');
    await go(element, '#/profile/my', /Samantha Shopper/);
    countCalls();
    await switchFailure({ latencyMs: 2500 });
    const asked = gatewayCalls;
    element.refresh();
    await pollUntil(() => gatewayCalls > asked, 'refresh() did not load the account again');
    expect(text(element), 'the dashboard stays while it loads again').to.include('Samantha Shopper');
    expect(skeleton(element)).to.equal(null);
    await switchFailure({ latencyMs: 0 });
    await allAnswered();

    await allAnswered();
  });
});
