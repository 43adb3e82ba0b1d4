/**
 * The page presentation (`display="page"`, issue 25 point 1): the popup's screens laid out in the
 * page as the member pages show them, the route in the address's hash so that back, forward and
 * reload work, and a login that leaves for the page's `redirect` (allow-listed), else the dashboard.
 */
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { browserPage } from '../src/page/browserPage.ts';
import { deepActive, part, pollUntil, popupFixture, titleText, type MemberLoginPopup } from './support/fixtures.ts';
import { button, DEMO_PASSWORD, input, logout, shadow, type, waitForScreen } from './support/popup.ts';
import { pageFixture, withQuery, restoringPageAddress } from './support/pagePresentation.ts';
import { VIEWPORT_NOTE, viewportSet } from './support/engine.ts';
import { sendKeys } from './support/keyboard.ts';
import { refuseHistory } from './support/refusedHistory.ts';

restoringPageAddress();
afterEach(logout);

/**
 * Presses `control` with the keyboard, as a shopper would: a real key gives the page the user
 * activation a click from script lacks, without which Chromium marks the entry a step leaves as one
 * its back skips (its history intervention), which a shopper never meets.
 */
async function press(control: HTMLElement): Promise<void> {
  control.focus();
  await sendKeys({ press: 'Enter' });
}

/** Whether the history's entry now is the page presentation's. */
const ours = () => typeof (history.state as Record<string, unknown> | null)?.memberLoginPopup === 'string';

describe('the page presentation', () => {
  it('lays the screen out in the page: no dialog, the title as its h1, no close button, the focus on the first field', async () => {
    const element = await pageFixture();
    const page = part(element, 'page')!;
    expect(page.localName).to.equal('section');
    expect(shadow(element).querySelector('dialog')).to.equal(null);
    expect(page.getBoundingClientRect().height).to.be.above(100);
    const title = part(element, 'title')!;
    expect(title.localName).to.equal('h1');
    expect(titleText(element)).to.equal('Log in');
    expect(page.getAttribute('aria-labelledby')).to.equal(title.id);
    expect(part(element, 'close-button')).to.equal(null);
    await pollUntil(() => deepActive() === input(element, 'Phone or Email'), 'the first field did not take the focus');
  });

  for (const theme of ['light', 'dark']) {
    it(`is accessible in ${theme}, on Login and on Registry`, async () => {
      const element = await pageFixture({ theme });
      await expect(element).to.be.accessible();
      element.show('Registry');
      await waitForScreen(element, 'registry');
      await expect(element).to.be.accessible();
    });
  }

  it(`fits a 320 px wide page without sideways scrolling, on Login and on Registry${VIEWPORT_NOTE}`, async () => {
    const resized = await viewportSet(320, 640);
    try {
      const element = await pageFixture();
      // Where the page cannot be resized (WebKit), the section gets the width it would have there.
      if (!resized) element.style.setProperty('--mlp-width', '296px');
      for (const route of ['Login', 'Registry']) {
        element.show(route);
        await waitForScreen(element, route === 'Login' ? 'login' : 'registry');
        const page = part(element, 'page')!;
        expect(page.getBoundingClientRect().width, route).to.be.at.most(296);
        expect(page.scrollWidth, `${route} scrolls sideways`).to.be.at.most(page.clientWidth);
      }
      if (resized) expect(document.documentElement.scrollWidth).to.be.at.most(320);
    } finally {
      await viewportSet(800, 600);
    }
  });

  it('opens on the route the hash names, else on its route attribute; never on a step that needs a journey', async () => {
    history.replaceState(null, '', '#/forgetpassword');
    const onHash = await pageFixture({ route: 'Registry' });
    await waitForScreen(onHash, 'forget');
    onHash.remove();
    history.replaceState(null, '', '#/verify');
    const onAttribute = await pageFixture({ route: 'Registry' });
    await waitForScreen(onAttribute, 'registry');
    await pollUntil(() => location.hash === '#/registry', 'the hash did not name the route shown');
  });

  it("puts each step in the history: the browser's back and forward and the back button move through them", async () => {
    const element = await pageFixture();
    await pollUntil(() => ours(), 'the page did not take its entry of the history');
    expect(location.hash, 'the page opened on its own route, not on a hash').to.equal('');
    await press(button(element, 'Forgot password?'));
    await waitForScreen(element, 'forget');
    expect(location.hash).to.equal('#/forgetpassword');
    history.back();
    await waitForScreen(element, 'login');
    expect(part(element, 'back-button')).to.equal(null);
    history.forward();
    await waitForScreen(element, 'forget');
    await press(part(element, 'back-button')!);
    await waitForScreen(element, 'login');
    await pollUntil(() => location.hash === '', 'the back button did not go back in the history');
  });

  it('steps and goes back by its back button, on this page, when the browser refuses it entries (WebKit refuses a page more than 100 history calls in 10 s)', async () => {
    const element = await pageFixture();
    await pollUntil(() => ours(), 'the page did not take its entry of the history');
    const address = location.href;
    const restoreHistory = refuseHistory();
    try {
      await press(button(element, 'Forgot password?'));
      await waitForScreen(element, 'forget');
      await press(part(element, 'back-button')!);
      await waitForScreen(element, 'login');
      expect(location.href, 'the back button left the page').to.equal(address);
    } finally {
      restoreHistory();
    }
  });

  it("keeps the host's own hash, and its own entries do not stop the back button", async () => {
    history.replaceState(null, '', '#reviews');
    const element = await pageFixture();
    await pollUntil(() => ours(), 'the page did not take its entry of the history');
    expect(location.hash).to.equal('#reviews');
    await press(button(element, 'Forgot password?'));
    await waitForScreen(element, 'forget');
    // The host pushes an entry of its own (an anchor in its page).
    history.pushState(null, '', '#specifications');
    await press(part(element, 'back-button')!);
    await waitForScreen(element, 'login');
    await pollUntil(() => location.hash === '#reviews', 'the back button stopped on an entry above Login');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(part(element, 'screen-login')).not.to.equal(null);
  });

  it('keeps the page and its step when the host closes it or the shopper presses Escape, and sends no close event', async () => {
    const element = await pageFixture();
    button(element, 'Forgot password?').click();
    await waitForScreen(element, 'forget');
    const closes: Event[] = [];
    element.addEventListener('close', (event) => closes.push(event));
    element.close();
    element.setAttribute('open', 'false');
    part(element, 'screen-forget')!
      .querySelector('input')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(part(element, 'page')).not.to.equal(null);
    expect(part(element, 'screen-forget')).not.to.equal(null);
    expect(closes).to.deep.equal([]);
  });

  it('becomes a closed popup again when display goes, and opens as one', async () => {
    const element = await pageFixture();
    element.removeAttribute('display');
    await pollUntil(() => !part(element, 'page'), 'the page stayed');
    element.show();
    await pollUntil(() => part(element, 'dialog')?.hasAttribute('open'), 'the popup did not open');
    expect(part(element, 'close-button')).not.to.equal(null);
  });
});

describe('a login on the page', () => {
  let assign: sinon.SinonStub;
  beforeEach(() => {
    assign = sinon.stub(browserPage, 'assign');
  });
  afterEach(() => assign.restore());

  async function logIn(element: MemberLoginPopup): Promise<string> {
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    button(element, 'Log in').click();
    await pollUntil(() => assign.called, 'the page did not leave');
    return String(assign.firstCall.args[0]);
  }

  it('goes to the dashboard when the page names no redirect', async () => {
    expect(await logIn(await pageFixture())).to.equal(`${location.origin}/user/account`);
  });

  it("goes to the page's redirect when it is on an allowed host", async () => {
    withQuery({ redirect: '/products/kettle?colour=red', hybrid: '1', spm: 'member.login-popup' });
    expect(await logIn(await pageFixture())).to.equal(`${location.origin}/products/kettle?colour=red`);
  });

  it('goes to the dashboard when the redirect leads off the allowed hosts', async () => {
    withQuery({ redirect: 'https://evil.example/steal' });
    expect(await logIn(await pageFixture())).to.equal(`${location.origin}/user/account`);
  });
});

describe("a header link of a visitor without 'pop'", () => {
  it('leads to its member page with this page as the redirect, so that the shopper comes back here', async () => {
    const header = await fixture(html`<nav><a href="/user/login" data-member-login>Login</a></nav>`);
    await popupFixture({ variation: 'control' });
    const link = header.querySelector('a')!;
    let followed = '';
    const stop = (event: Event) => {
      followed = link.href;
      event.preventDefault();
    };
    window.addEventListener('click', stop);
    try {
      link.click();
    } finally {
      window.removeEventListener('click', stop);
    }
    const url = new URL(followed);
    expect(url.pathname).to.equal('/user/login');
    expect(url.searchParams.get('redirect')).to.equal(location.href);
  });
});
