/**
 * Orders in every language (issue 31 point 2), in `<member-account>` against the reference member
 * service: the order card at 360 px with its number on one line, measured, and no sideways
 * scrolling at 320 px. Apart from test/orders.test.ts, so that neither file runs long in a busy
 * engine (the runner gives a file 120 s).
 */
import { expect } from '@open-wc/testing';
import { go, heading, loaded, root, type MemberAccount } from './support/account.ts';
import { pollUntil } from './support/fixtures.ts';
import { member, orderCards, ordersShown } from './support/orders.ts';
import { logout } from './support/popup.ts';

const LANGUAGES = ['en', 'id', 'ms', 'zh', 'th', 'vi'] as const;
/** "Order total" in each language: shown once the page is written in it. */
const TOTAL = { en: 'Order total', id: 'Total pesanan', ms: 'Jumlah pesanan', zh: '订单总额', th: 'ยอดรวมคำสั่งซื้อ', vi: 'Tổng tiền đơn hàng' } as const;

/** Waits until the page shows its orders (cards, or an order's sums) written in `language`. */
async function writtenIn(element: MemberAccount, language: (typeof LANGUAGES)[number]): Promise<void> {
  await pollUntil(
    () =>
      root(element).querySelector('[part~="account"]')?.getAttribute('lang') === language &&
      [...root(element).querySelectorAll('[part~="order-total-label"], [part~="order-sums"] dt')].some((label) => label.textContent === TOTAL[language]),
    `not written in ${language}`,
  );
}

/** The element as wide as a phone's screen. */
function narrow(element: MemberAccount, width: number): void {
  element.style.display = 'block';
  element.style.width = `${width}px`;
}

/** The lines an element's text takes: its height over its line height. */
function lines(element: HTMLElement): number {
  const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || Number.parseFloat(getComputedStyle(element).fontSize) * 1.2;
  return Math.round(element.getBoundingClientRect().height / lineHeight);
}

describe('orders in every language', () => {
  afterEach(async () => {
    history.replaceState(null, '', location.pathname + location.search);
    await logout();
  });

  it('shows each order card at 360 px with its number on one line, in every language: status, items with pictures, date, total, details', async function () {
    this.timeout(90000);
    const element = await member();
    narrow(element, 360);
    for (const language of LANGUAGES) {
      element.setAttribute('language', language);
      // The dashboard's cards are the narrowest (a card within a card); My orders' are measured in English and Thai.
      for (const hash of language === 'en' || language === 'th' ? ['#/profile/my', '#/orders'] : ['#/profile/my']) {
        location.hash = hash;
        if (hash === '#/orders') await ordersShown(element);
        await writtenIn(element, language);
        await pollUntil(() => orderCards(element).length > 0 && root(element).querySelector('[part~="order-thumb"][src]'), `${language} ${hash}: no pictures`);
        for (const card of orderCards(element)) {
          const number = card.querySelector<HTMLElement>('[part~="order-number"]')!;
          expect(number.getClientRects().length, `${language} ${hash}: one box`).to.equal(1);
          expect(lines(number), `${language} ${hash}: ${number.textContent} on one line`).to.equal(1);
          expect(number.getBoundingClientRect().width, 'the whole number shows').to.be.greaterThan(80);
          expect(card.querySelector('[part~="order-status"]')?.textContent).to.not.equal('');
          expect(card.querySelector('[part~="order-item-name"]')?.textContent).to.not.equal('');
          expect(card.querySelector('[part~="order-total"]')?.textContent).to.match(/\d/);
          expect(card.querySelector('[part~="order-details"]')?.getAttribute('href')).to.match(/^#\/orders\/\d+$/);
          expect(card.getBoundingClientRect().right, 'inside the element').to.be.at.most(element.getBoundingClientRect().right);
        }
      }
    }
    element.setAttribute('language', 'en');
    await go(element, '#/orders', 'My orders');
    await ordersShown(element);
    await expect(element).to.be.accessible();
  });

  it('fits 320 px without sideways scrolling: dashboard, My orders, an order, in every language', async function () {
    this.timeout(90000);
    const element = await member();
    narrow(element, 320);
    await go(element, '#/orders', 'My orders');
    await ordersShown(element);
    const detail = orderCards(element)[0]!.querySelector<HTMLAnchorElement>('[part~="order-details"]')!.getAttribute('href')!;
    for (const language of LANGUAGES) {
      element.setAttribute('language', language);
      for (const hash of ['#/profile/my', '#/orders', detail]) {
        location.hash = hash;
        await pollUntil(() => heading(element), 'no page');
        if (hash === '#/orders') await ordersShown(element);
        if (hash === detail) await pollUntil(() => root(element).querySelector('[part~="order-history"]'), 'no order');
        await loaded(element);
        await writtenIn(element, language);
        const account = root(element).querySelector<HTMLElement>('[part~="account"]')!;
        expect(account.scrollWidth, `${language} ${hash}`).to.be.at.most(320);
        expect(document.documentElement.scrollWidth, `${language} ${hash}: the page`).to.be.at.most(window.innerWidth);
      }
    }
  });
});
