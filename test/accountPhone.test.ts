/**
 * `<member-account>` on a phone, tapped as a finger taps (a real click at a control's centre, which
 * fails when something covers it): at 360 px the account home is the member's card, the dashboard,
 * then the menu in groups; every other page starts with its top bar and heading in the first screen,
 * and its primary field and action are what a tap lands on; the top bar leads back; logged out there
 * is no menu; at 320 px nothing is wider than the screen; every tap target is 44 by 44 px; the
 * browser's Back closes the verification over a page before it changes the page. WebKit's driver
 * cannot resize the page: there the element is given the phone's width, which its container query
 * follows (VIEWPORT_NOTE).
 */
import { expect } from '@open-wc/testing';
import { accountFixture, button, field, forgetPreference, go, heading, loaded, root, text, until, type MemberAccount } from './support/account.ts';
import { viewportSet, VIEWPORT_NOTE } from './support/engine.ts';
import { pollUntil } from './support/fixtures.ts';
import { sendKeys } from './support/keyboard.ts';
import { DEMO_PASSWORD, loginPage, logout, servicePublicKey } from './support/popup.ts';
import { coveredBy, tap } from './support/tap.ts';

const PAGES = [
  ['#/profile/edit', 'Edit profile'],
  ['#/address', 'Address book'],
  ['#/address/new', 'New address'],
  ['#/orders', 'My orders'],
  ['#/settings', 'Settings'],
  ['#/email/change', 'Change email'],
  ['#/mobile/send', 'Add or change mobile'],
  ['#/password/change', 'Change password'],
  ['#/devices', 'Devices'],
  ['#/account/delete', 'Delete account'],
] as const;

/** The phone's screen: the page resized where the driver can, else the element made that wide. */
let screen = { width: 0, height: 0, real: false };
async function phone(width: number, height: number): Promise<void> {
  screen = { width, height, real: await viewportSet(width, height) };
}

async function member(hash = '#/profile/my', loginName = 'shopper@example.com'): Promise<MemberAccount> {
  await loginPage(loginName, DEMO_PASSWORD);
  history.replaceState(null, '', hash);
  const element = await accountFixture({ 'public-key': await servicePublicKey() });
  if (!screen.real) element.style.width = `${screen.width}px`;
  await pollUntil(() => heading(element) && !root(element).querySelector('[part~="loading"]'), 'no page');
  return element;
}

const shown = (target: Element | null | undefined): target is HTMLElement => {
  if (!(target instanceof HTMLElement)) return false;
  // A control inside a closed <details> (My orders' folded date filter) keeps a box in some engines: checkVisibility says it is not shown.
  if (!target.checkVisibility()) return false;
  const box = target.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
};

/** The page's first field, and its primary action (the form's submit, else its primary button). */
function primary(element: MemberAccount): { field?: HTMLElement; action?: HTMLElement } {
  const page = root(element).querySelector('[part~="page"]')!;
  const field = [...page.querySelectorAll<HTMLElement>('form input:not([type="checkbox"]):not([type="radio"]), form select, form textarea')].find(shown);
  const action = [...page.querySelectorAll<HTMLElement>('button[type="submit"], [part~="button-primary"]')].find(shown);
  return { ...(field ? { field } : {}), ...(action ? { action } : {}) };
}

async function settled(element: MemberAccount, hash: string): Promise<void> {
  await loaded(element);
  if (hash === '#/orders') await pollUntil(() => root(element).querySelector('[part~="pager"], [part~="empty"]'), 'no orders');
}

function describe_(target: Element): string {
  return `<${target.localName} part="${target.getAttribute('part') ?? ''}"> "${(target.textContent ?? target.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`;
}

/** Every tap target of the member area smaller than 44 by 44 px (a checkbox or radio counts by its label, which a tap toggles too). */
function smallTargets(element: MemberAccount): string[] {
  const found: string[] = [];
  for (const control of root(element).querySelectorAll<HTMLElement>('[part~="account"] :is(a[href], button, input, select, textarea)')) {
    if (!shown(control)) continue;
    const target = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio') ? (control.labels?.[0] ?? control) : control;
    const { width, height } = target.getBoundingClientRect();
    if (width < 43.5 || height < 43.5) found.push(`${describe_(target)} is ${Math.round(width)}×${Math.round(height)}`);
  }
  return found;
}

/** What sticks out of the screen sideways. */
function wider(element: MemberAccount, width: number): string[] {
  const left = screen.real ? 0 : element.getBoundingClientRect().left;
  const found = [...root(element).querySelectorAll('[part~="account"] *')]
    .filter((child) => {
      // Where only the element is phone-wide (WebKit), the toasts and the busy overlay span the window, as they should.
      if (!screen.real && child.closest('[part~="toasts"], [part~="busy"]')) return false;
      const box = child.getBoundingClientRect();
      return box.width > 0 && (box.left < left - 0.5 || box.right > left + width + 0.5);
    })
    .map((child) => `${describe_(child)} spans ${Math.round(child.getBoundingClientRect().left)}..${Math.round(child.getBoundingClientRect().right)}`);
  if (screen.real && document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}`);
  return found;
}

describe(`<member-account> on a phone${VIEWPORT_NOTE}`, () => {
  const address = location.href;
  before(() => phone(360, 740));
  after(() => viewportSet(800, 600).catch(() => false));
  afterEach(async () => {
    history.replaceState(null, '', address);
    scrollTo(0, 0);
    // Tapping Settings' Save keeps a language and region for the tab, as it does for a shopper.
    forgetPreference();
    await logout();
  });

  it('the account home: the member card, the dashboard, then the menu in groups with Log out last; a menu entry opens its page under a top bar that leads back', async function () {
    this.timeout(60000);
    const element = await member();
    await until(element, 'Hello, Samantha Shopper');
    const card = root(element).querySelector('[part~="member-card"]')!;
    expect(card.querySelector('[part~="avatar"]')?.textContent).to.equal('S');
    expect(card.textContent).to.include('s***r@example.com');
    const menu = root(element).querySelector<HTMLElement>('[part~="menu"]')!;
    const page = root(element).querySelector('[part~="page"]')!;
    expect(menu.getBoundingClientRect().top, 'the menu follows the dashboard').to.be.at.least(page.getBoundingClientRect().bottom);
    expect([...menu.querySelectorAll('[part~="menu-group-title"]')].map((title) => title.textContent)).to.deep.equal([
      'My account',
      'Account security',
      'Help and policies',
    ]);
    expect(menu.lastElementChild?.textContent).to.equal('Log out');
    expect(getComputedStyle(menu).position).to.equal('static');
    await expect(element).to.be.accessible();

    const edit = [...menu.querySelectorAll('a')].find((link) => link.textContent === 'Edit profile')!;
    await tap(edit);
    await until(element, 'Edit profile');
    const title = heading(element)!.getBoundingClientRect();
    expect(title.top, 'the heading is at the top of the screen').to.be.within(0, 60);
    expect(shown(root(element).querySelector('[part~="menu"]')), 'no menu on a page').to.equal(false);
    await tap(root(element).querySelector('[part~="back"]')!);
    await until(element, 'Hello, Samantha Shopper');
  });

  it("every page's heading, first control and primary action show in the first screen, its primary field and action are what a tap lands on, and the action tapped works; only the top bar sticks", async function () {
    this.timeout(60000);
    const element = await member();
    for (const [hash, title] of PAGES) {
      // From the bottom of the account home, where the menu is.
      await go(element, '#/profile/my', /Samantha Shopper/);
      scrollTo(0, document.documentElement.scrollHeight);
      await go(element, hash, title);
      await settled(element, hash);
      const top = heading(element)!.getBoundingClientRect();
      expect(top.top, `${title}: its heading`).to.be.within(0, 80);
      const { field, action } = primary(element);
      const first = field ?? action;
      if (first) expect(first.getBoundingClientRect().top, `${title}: its first control`).to.be.below(screen.height);
      if (action) expect(action.getBoundingClientRect().bottom, `${title}: its primary action ${describe_(action)}`).to.be.at.most(screen.height);
      if (field) {
        field.scrollIntoView({ block: 'nearest' });
        expect(coveredBy(field), `${title}: ${describe_(field)}`).to.equal(undefined);
      }
      if (action) {
        // Tapped as it is, from the first screen: it does what it says (the empty form's save names what is missing, a link opens its page, a button its dialog).
        scrollTo(0, 0);
        await pollUntil(() => !shown(root(element).querySelector('[part~="busy"]')), `${title}: busy before the tap`, 15000);
        const before = { text: text(element), hash: location.hash };
        let submitted = false;
        const onSubmit = () => {
          submitted = true;
        };
        root(element).addEventListener('submit', onSubmit);
        await tap(action);
        await pollUntil(
          () => submitted || text(element) !== before.text || location.hash !== before.hash || root(element).querySelector('dialog[open]'),
          `${title}: tapping ${describe_(action)} did nothing`,
        );
        root(element).removeEventListener('submit', onSubmit);
        // What the tap started (a save) is over before the next page.
        await pollUntil(() => !shown(root(element).querySelector('[part~="busy"]')), `${title}: still busy after the tap`, 15000);
        root(element).querySelector<HTMLDialogElement>('dialog[open]')?.close();
      }
      const sticky = [...root(element).querySelectorAll('*')].filter(
        (child) => getComputedStyle(child).position === 'sticky' || getComputedStyle(child).position === 'fixed',
      );
      expect(sticky.filter((child) => !child.matches('[part~="top-bar"], [part~="toasts"], [part~="busy"]')).map(describe_), `${title}: what sticks`).to.deep.equal([]);
    }
  });

  it("the address form's phone number takes a tap and what is typed (the menu used to cover it and open Devices)", async () => {
    const element = await member('#/address/new');
    await until(element, 'New address');
    const number = field(element, 'Phone number');
    await tap(number);
    await pollUntil(() => root(element).activeElement === number, 'the tap did not focus the phone number');
    await sendKeys({ type: '91234567' });
    expect(number.value).to.equal('91234567');
    expect(heading(element)?.textContent).to.equal('New address');
  });

  it('every tap target of every page is at least 44 by 44 px', async function () {
    this.timeout(60000);
    const element = await member();
    await until(element, /Samantha Shopper/);
    expect(smallTargets(element), 'the account home').to.deep.equal([]);
    for (const [hash, title] of PAGES) {
      await go(element, hash, title);
      await settled(element, hash);
      expect(smallTargets(element), title).to.deep.equal([]);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe in the phone layout in ${theme}: the account home with its menu, a page under its top bar`, async function () {
      this.timeout(60000);
      await loginPage('shopper@example.com', DEMO_PASSWORD);
      history.replaceState(null, '', '#/profile/my');
      const element = await accountFixture({ theme });
      if (!screen.real) element.style.width = `${screen.width}px`;
      await until(element, /Samantha Shopper/);
      await expect(element, `the account home in ${theme}`).to.be.accessible();
      await go(element, '#/address/new', 'New address');
      await expect(element, `New address in ${theme}`).to.be.accessible();
    });
  }

  it('logged out, the page is the offer to log in, with no menu', async () => {
    const element = await accountFixture();
    if (!screen.real) element.style.width = `${screen.width}px`;
    await until(element, 'You are not logged in');
    expect(root(element).querySelector('[part~="menu"]')).to.equal(null);
    expect(shown(root(element).querySelector('[part~="back"]')), 'no way back to an account there is not').to.equal(false);
    expect(heading(element)!.getBoundingClientRect().top).to.be.below(200);
    // Not tapped: with no login popup on the test page, it would leave for the login page.
    expect(coveredBy(button(element, 'Log in'))).to.equal(undefined);
  });
});

describe(`<member-account> at 320 px${VIEWPORT_NOTE}`, () => {
  const address = location.href;
  before(() => phone(320, 640));
  after(() => viewportSet(800, 600).catch(() => false));
  afterEach(async () => {
    history.replaceState(null, '', address);
    forgetPreference();
    await logout();
  });

  for (const language of ['en', 'th', 'vi', 'id']) {
    it(`nothing is wider than the screen on any page, in ${language}`, async function () {
      this.timeout(60000);
      await loginPage('shopper@example.com', DEMO_PASSWORD);
      history.replaceState(null, '', '#/profile/my');
      const element = await accountFixture({ language });
      if (!screen.real) element.style.width = '320px';
      await pollUntil(() => text(element).includes('Samantha Shopper'), 'no dashboard');
      expect(wider(element, 320), `the account home in ${language}`).to.deep.equal([]);
      for (const [hash] of PAGES) {
        location.hash = hash;
        await pollUntil(() => root(element).querySelector('[part~="back"]'), 'no page');
        await settled(element, hash);
        expect(wider(element, 320), `${hash} in ${language}`).to.deep.equal([]);
      }
    });
  }
});

describe("<member-account>: the browser's Back over the verification", () => {
  const address = location.href;
  afterEach(async () => {
    history.replaceState(null, '', address);
    forgetPreference();
    await logout();
  });

  const dialog = (element: MemberAccount) => root(element).querySelector<HTMLDialogElement>('[part~="verification-dialog"]');

  /** The security member on Change email, come from Settings, with the verification asked for a new address. */
  async function verificationOverChangeEmail(): Promise<{ element: MemberAccount; email: HTMLInputElement }> {
    await loginPage('security@example.com', DEMO_PASSWORD);
    history.replaceState(null, '', '#/settings');
    const element = await accountFixture({ 'public-key': await servicePublicKey() });
    await until(element, 'Settings');
    await go(element, '#/email/change', 'Change email');
    await loaded(element);
    const email = field(element, 'New email address');
    await tap(email);
    await sendKeys({ type: 'sid.back@example.com' });
    await tap(button(element, 'Send code'));
    await pollUntil(() => dialog(element)?.open, 'the verification did not show');
    return { element, email };
  }

  it('closes the verification and keeps the page under it with what was typed; the next Back goes to the page before', async function () {
    this.timeout(60000);
    const { element, email } = await verificationOverChangeEmail();
    history.back();
    await pollUntil(() => !dialog(element), 'Back did not close the verification');
    expect(heading(element)?.textContent).to.equal('Change email');
    expect(email.value, 'nothing typed is lost').to.equal('sid.back@example.com');
    history.back();
    await until(element, 'Settings');
  });

  it('once the verification was closed otherwise (Escape), one Back goes to the page before', async function () {
    this.timeout(60000);
    const { element } = await verificationOverChangeEmail();
    await sendKeys({ press: 'Escape' });
    await pollUntil(() => !dialog(element), 'Escape did not close the verification');
    history.back();
    await until(element, 'Settings');
  });
});
