/**
 * Orders a shopper can read (issue 31 point 2), in `<member-account>` against the reference member
 * service: the status shortcuts and tabs with their counts, the date filter in the calendar the
 * order dates are written in (Thai: Buddhist years), an order's own page, the empty state that
 * leads back to shopping, copying the number, a failed load of an order's page, and dark mode; axe on each. Every
 * language's cards at 360 and 320 px: test/ordersLanguages.test.ts.
 */
import { expect } from '@open-wc/testing';
import { button, go, loaded, logOutHere, root, text, until, type MemberAccount } from './support/account.ts';
import { pollUntil } from './support/fixtures.ts';
import { chooseDay, daySelects, member, orderCards, ordersShown } from './support/orders.ts';
import { loginPage, logout, switchFailure } from './support/popup.ts';

/** The counts the status links say, by their label: `{ 'To ship': 1, … }`. */
function shortcutCounts(element: MemberAccount, part: 'order-shortcuts' | 'order-tabs'): Record<string, number> {
  return Object.fromEntries(
    [...root(element).querySelectorAll(`[part~="${part}"] a`)].map((link) => [
      link.querySelector('[part~="order-shortcut-label"]')?.textContent ?? '',
      Number(link.querySelector('[part~="order-shortcut-count"]')?.textContent),
    ]),
  );
}

describe('orders a shopper can read', () => {
  afterEach(async () => {
    history.replaceState(null, '', location.pathname + location.search);
    await logout();
  });

  it("shows the dashboard's status shortcuts with counts, and My orders' tabs matching them: a tab lists only its status and stays in the hash", async () => {
    const element = await member();
    await pollUntil(() => root(element).querySelector('[part~="order-shortcuts"]'), 'no shortcuts');
    const shortcuts = shortcutCounts(element, 'order-shortcuts');
    expect(Object.keys(shortcuts).length).to.be.greaterThan(1);
    expect(shortcuts.Delivered).to.be.greaterThan(0);
    await expect(element).to.be.accessible();

    const toDelivered = [...root(element).querySelectorAll<HTMLAnchorElement>('[part~="order-shortcuts"] a')].find((link) => link.textContent?.includes('Delivered'))!;
    toDelivered.click();
    await until(element, 'My orders');
    await pollUntil(() => location.hash === '#/orders?status=DELIVERED' && root(element).querySelector('[part~="pager"]'), 'no delivered orders');
    const tabs = shortcutCounts(element, 'order-tabs');
    expect(tabs.All).to.equal(36);
    for (const [label, count] of Object.entries(shortcuts)) expect(tabs[label], label).to.equal(count);
    const current = root(element).querySelector('[part~="order-tabs"] [aria-current="page"]');
    expect(current?.textContent).to.include('Delivered');
    expect(orderCards(element).every((card) => card.querySelector('[part~="order-status"]')?.textContent === 'Delivered')).to.equal(true);
    expect(text(element)).to.include(`Page 1 of ${Math.ceil((shortcuts.Delivered ?? 0) / 10)}`);
    await expect(element).to.be.accessible();

    history.back();
    await pollUntil(() => !root(element).querySelector('[part~="order-tabs"]'), 'back did not leave My orders');
  });

  it('filters by dates in the calendar the order dates are written in: Thai years are Buddhist in both, the service gets Gregorian days', async () => {
    const element = await member({ language: 'th' });
    await go(element, '#/orders', 'คำสั่งซื้อของฉัน');
    await ordersShown(element);
    const thaiYear = String(new Date().getFullYear() + 543);
    const firstDate = root(element).querySelector('[part~="order-date"]')?.textContent ?? '';
    expect(firstDate, 'the order dates are Buddhist').to.include(thaiYear);
    const { year, month } = daySelects(element, 'ตั้งแต่');
    const years = [...year.options].map((option) => option.textContent);
    expect(years, 'the filter years are Buddhist too').to.include(thaiYear);
    expect(years).to.not.include(String(new Date().getFullYear()));
    expect([...month.options].map((option) => option.textContent)).to.include('มกราคม');

    const today = new Date();
    const start = `${today.getFullYear() - 1}-01-01`;
    chooseDay(element, 'ตั้งแต่', start);
    await expect(element).to.be.accessible();
    button(element, 'ใช้ตัวกรอง').click();
    await pollUntil(() => location.hash === `#/orders?from=${start}`, 'the filter was not applied');
    await ordersShown(element);
    expect(daySelects(element, 'ตั้งแต่').year.selectedOptions[0]?.textContent).to.equal(String(today.getFullYear() - 1 + 543));

    // A day, month or year left out is said, nothing is applied.
    const to = daySelects(element, 'ถึง');
    to.year.value = String(today.getFullYear());
    to.year.dispatchEvent(new Event('change', { bubbles: true }));
    button(element, 'ใช้ตัวกรอง').click();
    await pollUntil(() => text(element).includes('โปรดเลือกวัน เดือน และปี'), 'the missing parts were not said');
    expect(daySelects(element, 'ถึง').day.getAttribute('aria-invalid')).to.equal('true');
    expect(location.hash).to.equal(`#/orders?from=${start}`);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`opens an order's page from its card in ${theme}: items with pictures, quantities and prices, delivery address, total, status history, Back to My orders`, async () => {
      const element = await member({ theme });
      await go(element, '#/orders?status=DELIVERED', 'My orders');
      await ordersShown(element);
      const card = orderCards(element)[0]!;
      const number = card.querySelector('[part~="order-number"]')?.textContent ?? '';
      const total = card.querySelector('[part~="order-total"] strong')?.textContent ?? '';
      card.querySelector<HTMLAnchorElement>('[part~="order-details"]')!.click();
      await until(element, 'Order details');
      await loaded(element);
      expect(root(element).querySelector('[part~="order-number"]')?.textContent).to.equal(number);
      const shown = text(element);
      for (const expected of ['Delivered', 'Items', 'Quantity:', 'each', 'Delivery fee', 'Order total', total, 'Delivery address', 'Singapore', 'Status history']) {
        expect(shown, expected).to.include(expected);
      }
      await pollUntil(() => root(element).querySelector('[part~="order-line"] [part~="order-thumb"][src]'), 'no item pictures');
      const steps = [...root(element).querySelectorAll('[part~="order-step"]')].map((step) => step.querySelector('[part~="order-step-status"]')?.textContent);
      expect(steps).to.deep.equal(['Order placed', 'Paid, being prepared', 'Shipped', 'Delivered']);
      expect(root(element).querySelector('[part~="order-step"] time')?.getAttribute('datetime')).to.match(/^\d{4}-\d{2}-\d{2}T/);
      await expect(element).to.be.accessible();

      const back = [...root(element).querySelectorAll<HTMLAnchorElement>('a')].find((link) => link.textContent?.includes('Back to My orders'))!;
      back.click();
      await until(element, 'My orders');
      expect(location.hash).to.equal('#/orders');
    });
  }

  it('says why an order cannot be shown: a failed load with Try again that then shows it, and an order that is not the member’s', async () => {
    const element = await member();
    await go(element, '#/orders', 'My orders');
    await ordersShown(element);
    const link = orderCards(element)[0]!.querySelector<HTMLAnchorElement>('[part~="order-details"]')!;
    await switchFailure({ fail: '500', match: 'orders.get' });
    link.click();
    await until(element, 'Order details');
    await pollUntil(() => root(element).querySelector('[part~="empty"][role="alert"]'), 'no failure shown');
    expect(text(element)).to.include('Your account could not be loaded.');
    await expect(element).to.be.accessible();
    button(element, 'Try again').click();
    await pollUntil(() => root(element).querySelector('[part~="order-summary"]'), 'Try again did not show the order');

    await go(element, '#/orders/999999999', 'Order details');
    await pollUntil(() => text(element).includes('This order is not in your account.'), 'another order was not refused');
    expect(root(element).querySelector('[part~="order-summary"]')).to.equal(null);
  });

  it('leads a member without orders back to shopping: no shortcuts, an empty state with the main site', async () => {
    const element = await member({}, 'jump@example.com');
    expect(root(element).querySelector('[part~="order-shortcuts"]')).to.equal(null);
    const fromDashboard = [...root(element).querySelectorAll<HTMLAnchorElement>('[part~="empty"] a')].find((link) => link.textContent === 'Start shopping');
    expect(new URL(fromDashboard!.href).pathname, 'the dashboard leads to shopping too').to.equal('/');
    await expect(element).to.be.accessible();
    await go(element, '#/orders', 'My orders');
    await pollUntil(() => text(element).includes('You have no orders yet.'), 'no empty state');
    const shop = [...root(element).querySelectorAll<HTMLAnchorElement>('[part~="empty"] a')].find((link) => link.textContent === 'Start shopping');
    expect(new URL(shop!.href).pathname).to.equal('/');
    await expect(element).to.be.accessible();
  });

  it('forgets the orders it showed at logout: the next member through the same element never sees them, not even while theirs load', async () => {
    const element = await member();
    await go(element, '#/orders', 'My orders');
    await ordersShown(element);
    const numbers = orderCards(element).map((card) => card.querySelector('[part~="order-number"]')!.textContent!);
    expect(numbers.length).to.be.greaterThan(0);
    orderCards(element)[0]!.querySelector<HTMLAnchorElement>('[part~="order-details"]')!.click();
    await pollUntil(() => root(element).querySelector('[part~="order-summary"]'), 'the order did not show');
    const detail = location.hash;
    await logOutHere(element);
    // Every change of the page from here, until the next member's orders have shown.
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(text(element)));
    observer.observe(root(element), { subtree: true, childList: true, characterData: true });
    try {
      await loginPage('jump@example.com');
      location.hash = '#/orders';
      element.refresh();
      await pollUntil(() => text(element).includes('You have no orders yet.'), "the next member's orders did not show");
      location.hash = detail;
      await pollUntil(() => text(element).includes('This order is not in your account.'), "the member before's order was not refused");
    } finally {
      observer.disconnect();
    }
    for (const number of numbers)
      expect(
        seen.some((shown) => shown.includes(number)),
        `order ${number} shown to the next member`,
      ).to.equal(false);
  });

  describe('copying the order number', () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    });

    it('copies the number and says Copied; where the clipboard is refused, selects it and says how to copy it', async () => {
      const copied: string[] = [];
      let refuse = false;
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: async (value: string) => {
            if (refuse) throw new DOMException('refused', 'NotAllowedError');
            copied.push(value);
          },
        },
      });
      const element = await member();
      await go(element, '#/orders', 'My orders');
      await ordersShown(element);
      const card = orderCards(element)[0]!;
      const number = card.querySelector('[part~="order-number"]')?.textContent ?? '';
      const copy = card.querySelector<HTMLButtonElement>('[part~="copy-button"]')!;
      expect(copy.getAttribute('aria-label')).to.equal('Copy order number');
      const box = copy.getBoundingClientRect();
      expect([box.width, box.height], 'a finger-sized button').to.deep.equal([44, 44]);
      copy.click();
      const status = card.querySelector('[part~="copy-status"]')!;
      await pollUntil(() => status.textContent === 'Copied', 'Copied was not said');
      expect(status.getAttribute('role')).to.equal('status');
      expect(copied).to.deep.equal([number]);
      await expect(element).to.be.accessible();

      refuse = true;
      copy.click();
      await pollUntil(() => status.textContent === 'The number is selected: copy it from your keyboard or menu.', 'the refusal was not said');
      const style = getComputedStyle(card.querySelector('[part~="order-number"]')!);
      expect(style.getPropertyValue('user-select') || style.getPropertyValue('-webkit-user-select'), 'one tap selects the whole number').to.equal('all');
    });
  });
});
