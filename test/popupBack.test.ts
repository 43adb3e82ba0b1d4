/**
 * The browser's Back while the popup is open (issue 31): on a phone it steps back through the
 * popup's screens, then closes it (`close`, reason `back`), and the shop page stays where it was
 * with what was typed; any other close takes the popup's entry away again; `history="false"`
 * leaves the history to a host whose router owns it.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from './support/keyboard.ts';
import { closedDialog, openDialog, part, pollUntil, popupFixture, type MemberLoginPopup } from './support/fixtures.ts';
import { button, DEMO_PASSWORD, input, logout, nextEvent, servicePublicKey, type, waitForScreen } from './support/popup.ts';
import type { CloseDetail } from '../src/events.ts';
import { alertAtom } from '../src/state/atoms.ts';
import { storeFor } from '../src/state/store.ts';
import { refuseHistory } from './support/refusedHistory.ts';

const KEY = 'memberLoginPopupOpen';
const ours = () => typeof (history.state as Record<string, unknown> | null)?.[KEY] === 'string';

/** A host page: tall enough to scroll, with an entry of its router's own and a router that counts the navigations it is told of. */
interface Shop {
  readonly element: MemberLoginPopup;
  readonly opener: HTMLButtonElement;
  readonly routed: string[];
  readonly stop: () => void;
}

let shop: Shop | undefined;
afterEach(() => {
  shop?.stop();
  shop = undefined;
});

async function shopPage(attributes: Record<string, string> = {}): Promise<Shop> {
  const element = await popupFixture({ 'public-key': await servicePublicKey(), ...attributes });
  const page = document.createElement('div');
  page.style.height = '3000px';
  const opener = document.createElement('button');
  opener.textContent = 'Log in';
  opener.addEventListener('click', () => element.show());
  page.append(opener);
  element.before(page);
  history.replaceState({ route: 'product', idx: 4 }, '');
  const routed: string[] = [];
  const router = () => routed.push(location.href);
  window.addEventListener('popstate', router);
  const stop = () => {
    window.removeEventListener('popstate', router);
    page.remove();
    scrollTo(0, 0);
  };
  shop = { element, opener, routed, stop };
  return shop;
}

/**
 * Opens the popup with a key press on the host's button, as a shopper's tap does: with the user
 * activation a click from script lacks (Chromium's history intervention skips entries added without one).
 */
async function openWithKey({ element, opener }: Shop): Promise<void> {
  opener.focus({ preventScroll: true });
  await sendKeys({ press: 'Enter' });
  await openDialog(element);
  await waitForScreen(element, 'login');
}

describe("the browser's Back on the open popup", () => {
  it('steps back through its screens, then closes it (reason back); the page, its scroll and what was typed stay', async () => {
    const current = await shopPage();
    const { element, routed } = current;
    scrollTo(0, 400);
    const scrolled = scrollY;
    const address = location.href;
    await openWithKey(current);
    await pollUntil(ours, 'the popup took no entry of the history');
    await type(element, 'Phone or Email', 'shopper@example.com');
    button(element, 'Forgot password?').click();
    await waitForScreen(element, 'forget');

    history.back();
    await waitForScreen(element, 'login');
    expect(part(element, 'dialog')!.hasAttribute('open'), 'Back closed the popup instead of stepping back').to.equal(true);
    expect(input(element, 'Phone or Email').value).to.equal('shopper@example.com');
    await pollUntil(ours, 'the popup did not take its entry again');

    const closed = nextEvent<CloseDetail>(element, 'close');
    history.back();
    expect((await closed).detail.reason).to.equal('back');
    await closedDialog(element);
    expect(location.href).to.equal(address);
    expect(scrollY).to.equal(scrolled);
    expect(history.state).to.deep.equal({ route: 'product', idx: 4 });
    expect(routed, "the host's router was told of a navigation").to.deep.equal([]);

    // Typed input survives: opened again, Login holds it.
    await openWithKey(current);
    expect(input(element, 'Phone or Email').value).to.equal('shopper@example.com');
    await pollUntil(ours, 'the popup took no entry when opened again');
  });

  it('closes a dialog over the screen first (its Cancel), and the screen stays', async () => {
    const current = await shopPage();
    const { element } = current;
    await openWithKey(current);
    await pollUntil(ours, 'the popup took no entry of the history');
    storeFor(element).set(alertAtom, { kind: 'retryLater', message: { key: 'error.network' } });
    await pollUntil(() => part(element, 'alert'), 'the dialog did not show');
    history.back();
    await pollUntil(() => !part(element, 'alert'), 'Back did not close the dialog');
    expect(part(element, 'dialog')!.hasAttribute('open')).to.equal(true);
    expect(part(element, 'screen-login')).not.to.equal(null);
    await pollUntil(ours, 'the popup did not take its entry again');
    const closed = nextEvent<CloseDetail>(element, 'close');
    history.back();
    expect((await closed).detail.reason).to.equal('back');
  });

  for (const [how, closeIt] of [
    ['the close button', (element: MemberLoginPopup) => part(element, 'close-button')!.click()],
    ['Escape', () => sendKeys({ press: 'Escape' })],
    ['close()', (element: MemberLoginPopup) => element.close()],
  ] as const) {
    it(`takes its entry away again when closed by ${how}, and the host's router hears nothing`, async () => {
      const current = await shopPage();
      const { element, routed } = current;
      const address = location.href;
      scrollTo(0, 300);
      const scrolled = scrollY;
      await openWithKey(current);
      await pollUntil(ours, 'the popup took no entry of the history');
      await closeIt(element);
      await closedDialog(element);
      await pollUntil(() => !ours(), 'the entry of the closed popup stayed the current one');
      expect(history.state).to.deep.equal({ route: 'product', idx: 4 });
      expect(location.href).to.equal(address);
      expect(scrollY).to.equal(scrolled);
      expect(routed).to.deep.equal([]);
      // Opened at once again, it takes a new entry.
      await openWithKey(current);
      await pollUntil(ours, 'the popup took no entry when opened again');
    });
  }

  it('after a login, leaves no entry of its own to go back to: the page keeps its state', async () => {
    const current = await shopPage();
    const { element } = current;
    await openWithKey(current);
    await pollUntil(ours, 'the popup took no entry of the history');
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    const closed = nextEvent<CloseDetail>(element, 'close');
    button(element, 'Log in').click();
    expect((await closed).detail.reason).to.equal('done');
    expect(history.state).to.deep.equal({ route: 'product', idx: 4 });
    await logout();
  });

  it('leaves an entry the host pushed over it where it is, and closes when that is gone back over', async () => {
    const current = await shopPage();
    const { element } = current;
    await openWithKey(current);
    await pollUntil(ours, 'the popup took no entry of the history');
    history.pushState({ route: 'reviews', idx: 5 }, '', '#reviews');
    element.close();
    await closedDialog(element);
    expect(history.state).to.deep.equal({ route: 'reviews', idx: 5 });
    expect(location.hash).to.equal('#reviews');
    history.replaceState({ route: 'product', idx: 4 }, '', location.pathname + location.search);
  });

  it('opens, steps and closes when the browser refuses it an entry (WebKit refuses a page more than 100 history calls in 10 s)', async () => {
    const current = await shopPage();
    const { element } = current;
    const restoreHistory = refuseHistory();
    try {
      await openWithKey(current);
      await type(element, 'Phone or Email', 'shopper@example.com');
      button(element, 'Forgot password?').click();
      await waitForScreen(element, 'forget');
      const closed = nextEvent<CloseDetail>(element, 'close');
      element.close();
      expect((await closed).detail.reason).to.not.equal('back');
      await closedDialog(element);
      await openWithKey(current);
      expect(history.state).to.deep.equal({ route: 'product', idx: 4 });
    } finally {
      restoreHistory();
    }
  });

  it('with history="false", adds nothing to the history: Back is the host router\'s', async () => {
    const current = await shopPage({ history: 'false' });
    const { element } = current;
    const length = history.length;
    await openWithKey(current);
    await type(element, 'Phone or Email', 'shopper@example.com');
    expect(history.length).to.equal(length);
    expect(history.state).to.deep.equal({ route: 'product', idx: 4 });
    await expect(element).to.be.accessible();
    element.close();
    await closedDialog(element);
    expect(history.length).to.equal(length);
  });
});
