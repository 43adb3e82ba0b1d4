/**
 * `<member-account>` in the browser, on dist's module graph, against the reference member service:
 * logged out it offers the page's login popup; logged in it shows the dashboard, routes its pages by
 * the hash (deep links, back, an unknown hash), keeps the address book (what a member wrote shown
 * as text, never markup), edits the profile (rules, a kept draft, a failed save that loses
 * nothing), pages and filters the orders, saves the promotion opt-ins at once (put back when saving
 * fails), logs out after a confirmation, and passes axe in light and dark.
 */
import { expect } from '@open-wc/testing';
import {
  accountFixture,
  button,
  field,
  forgetPreference,
  go,
  heading,
  loaded,
  root,
  setText,
  text,
  textArea,
  toasts,
  until,
  type MemberAccount,
} from './support/account.ts';
import { popupFixture, pollUntil } from './support/fixtures.ts';
import { coveredBy, tap } from './support/tap.ts';
import { chooseDay, daySelects } from './support/orders.ts';
import { loginPage, logout, nextEvent, servicePublicKey, setValue, switchFailure } from './support/popup.ts';

const THEMES = ['light', 'dark'] as const;

/** A member logged in, on the dashboard. */
async function memberDashboard(attributes: Record<string, string> = {}): Promise<MemberAccount> {
  await loginPage();
  history.replaceState(null, '', '#/profile/my');
  const element = await accountFixture(attributes);
  await until(element, /Samantha Shopper/);
  return element;
}

describe('<member-account>', () => {
  afterEach(async () => {
    history.replaceState(null, '', location.pathname + location.search);
    forgetPreference();
    await logout();
  });

  it("logged out, offers to log in, and opens the page's login popup on Login", async () => {
    const popup = await popupFixture({ 'public-key': await servicePublicKey() });
    const element = await accountFixture();
    await until(element, 'You are not logged in');
    expect(root(element).querySelector('[part~="menu"]'), 'no menu logged out').to.equal(null);
    await expect(element).to.be.accessible();
    button(element, 'Log in').click();
    await pollUntil(() => popup.getAttribute('open') === 'true', 'the login popup did not open');
    popup.close();
  });

  it('shows the member: name, masked e-mail and phone, member level, the latest orders and the promotions', async () => {
    const element = await memberDashboard();
    const shown = text(element);
    for (const expected of ['Samantha Shopper', 's***r@example.com', '+65 8***4567', 'Trusted member', 'Latest orders', 'Not subscribed']) {
      expect(shown, expected).to.include(expected);
    }
    expect(root(element).querySelectorAll('[part~="order"]').length).to.equal(3);
    expect(root(element).querySelector('[part~="menu-link-current"]')?.textContent).to.equal('My profile');
  });

  it('a wide element keeps the menu beside every page, in groups, not stuck over it', async () => {
    const element = await memberDashboard();
    element.style.width = '1000px';
    await go(element, '#/address/new', 'New address');
    const menu = root(element).querySelector<HTMLElement>('[part~="menu"]')!.getBoundingClientRect();
    const page = root(element).querySelector<HTMLElement>('[part~="page"]')!.getBoundingClientRect();
    expect(menu.right, 'the menu is beside the page').to.be.at.most(page.left);
    expect(Math.abs(menu.top - page.top), 'at the same height').to.be.below(2);
    expect(getComputedStyle(root(element).querySelector('[part~="menu"]')!).position).to.equal('static');
    expect([...root(element).querySelectorAll('[part~="menu-group-title"]')].map((title) => title.textContent)).to.deep.equal([
      'My account',
      'Account security',
      'Help and policies',
    ]);
  });

  for (const theme of THEMES) {
    it(`passes axe on every page in ${theme}`, async function () {
      this.timeout(30000);
      const element = await memberDashboard({ theme });
      await expect(element, `dashboard in ${theme}`).to.be.accessible();
      for (const [hash, title] of [
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
      ] as const) {
        await go(element, hash, title);
        if (hash === '#/orders') await pollUntil(() => root(element).querySelector('[part~="pager"]'), 'no orders');
        await loaded(element);
        await expect(element, `${title} in ${theme}`).to.be.accessible();
      }
    });
  }

  it('routes by the hash: a deep link, back and forward, an unknown hash shows the dashboard, the heading takes the focus', async () => {
    await loginPage();
    history.replaceState(null, '', '#/orders?page=2');
    const element = await accountFixture();
    await until(element, 'My orders');
    await pollUntil(() => text(element).includes('Page 2 of 4'), 'not on page 2');
    await go(element, '#/settings', 'Settings');
    expect(element.shadowRoot?.activeElement).to.equal(heading(element));
    history.back();
    await until(element, 'My orders');
    await go(element, '#/no/such/page', 'Hello, Samantha Shopper');
  });

  it('pages the orders newest first and filters them by date; a start after the end is refused in place', async () => {
    const element = await memberDashboard();
    await go(element, '#/orders', 'My orders');
    await pollUntil(() => text(element).includes('Page 1 of 4'), 'no first page');
    expect(root(element).querySelectorAll('[part~="order"]').length).to.equal(10);
    const next = [...root(element).querySelectorAll<HTMLAnchorElement>('[part~="pager"] a')].find((link) => link.textContent === 'Next')!;
    next.click();
    await pollUntil(() => text(element).includes('Page 2 of 4') && location.hash === '#/orders?page=2', 'no second page');
    chooseDay(element, 'From', '2026-03-01');
    chooseDay(element, 'To', '2026-01-01');
    await tap(button(element, 'Apply'));
    await pollUntil(() => daySelects(element, 'To').day.getAttribute('aria-invalid') === 'true', 'the range was not refused');
    expect(text(element)).to.include('The start date must be before the end date.');
    chooseDay(element, 'From', '2020-01-01');
    chooseDay(element, 'To', '2020-12-31');
    await tap(button(element, 'Apply'));
    await pollUntil(() => text(element).includes('No order was placed in these dates.'), 'the filter was not applied');
    expect(location.hash).to.equal('#/orders?from=2020-01-01&to=2020-12-31');
  });

  it('edits the profile: the rules inline, a draft kept across pages, a failed save that loses nothing, then saved', async () => {
    const element = await memberDashboard();
    await go(element, '#/profile/edit', 'Edit profile');
    await tap(field(element, 'Full name'));
    setValue(field(element, 'Full name'), 'S');
    await tap(button(element, 'Save'));
    await pollUntil(() => field(element, 'Full name').getAttribute('aria-invalid') === 'true', 'no inline error');
    expect(text(element)).to.include('The length of the name should be 2-50 characters.');
    await tap(field(element, 'Full name'));
    setValue(field(element, 'Full name'), 'Samantha Lee');
    await go(element, '#/orders', 'My orders');
    await go(element, '#/profile/edit', 'Edit profile');
    expect(field(element, 'Full name').value, 'the draft is kept').to.equal('Samantha Lee');
    expect(text(element)).to.include('Your unsaved changes are kept.');

    await switchFailure({ fail: 'FAIL_SYS_SERVICE_FAULT', match: 'profile.update' });
    await tap(button(element, 'Save'));
    await pollUntil(() => toasts(element).some((toast) => toast.includes('Network')), 'no failure shown');
    expect(field(element, 'Full name').value, 'nothing typed is lost').to.equal('Samantha Lee');

    const changed = nextEvent<{ what: string }>(element, 'account-change');
    await tap(button(element, 'Save'));
    expect((await changed).detail.what).to.equal('profile');
    await until(element, 'Hello, Samantha Lee');
    expect(toasts(element)).to.include('Your profile is saved.');
  });

  it('keeps an address book: an Indonesian address by its province, city, kecamatan and kelurahan with a postcode, the default shipping address, edited, deleted', async function () {
    this.timeout(30000);
    const element = await memberDashboard({ region: 'id', language: 'en' });
    await go(element, '#/address', 'Address book');
    expect(text(element)).to.include('You have no saved address yet.');
    await go(element, '#/address/new', 'New address');
    await tap(button(element, 'Save'));
    await pollUntil(() => text(element).includes('Please check the fields marked below.'), 'the empty form was not refused');
    expect(field(element, 'Phone number').getAttribute('aria-invalid')).to.equal('true');
    const selects = () => [...root(element).querySelectorAll<HTMLSelectElement>('[part~="form"] select')];
    // Country, then province, city, kecamatan, kelurahan: each loads once the one before is chosen.
    for (const index of [1, 2, 3, 4]) {
      await pollUntil(() => (selects()[index]?.options.length ?? 0) > 1, `no choices at level ${index}`);
      const select = selects()[index]!;
      const jakarta = [...select.options].find((option) => /Jakarta Pusat|Jakarta/i.test(option.text)) ?? select.options[1]!;
      select.value = jakarta.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await tap(field(element, 'Phone number'));
    setValue(field(element, 'Phone number'), '81234567890');
    await tap(field(element, 'Postcode'));
    setValue(field(element, 'Postcode'), '10110');
    await tap(textArea(element, 'House number, building, street name'));
    setText(textArea(element, 'House number, building, street name'), 'Jalan Merdeka No. 5');
    field(element, 'Use as my default shipping address').click();
    const changed = nextEvent<{ what: string; change: string }>(element, 'account-change');
    await tap(button(element, 'Save'));
    expect((await changed).detail).to.include({ what: 'address', change: 'saved' });
    await until(element, 'Address book');
    await pollUntil(
      () => text(element).includes('Jalan Merdeka No. 5') && text(element).includes('10110') && text(element).includes('Indonesia'),
      'the address is not listed',
    );
    expect(text(element)).to.include('Default shipping');

    await go(element, '#/profile/my', /Samantha Shopper/);
    expect(text(element)).to.include('Default shipping address');
    expect(text(element)).to.include('Jalan Merdeka No. 5');

    await go(element, '#/address', 'Address book');
    const editLink = root(element).querySelector<HTMLAnchorElement>('[part~="address"] a[href^="#/address/edit/"]')!;
    editLink.click();
    await until(element, 'Edit address');
    // What a member writes comes back as the text it is, never as markup.
    const hostile = 'Jalan Thamrin No. 1 <img src=x onerror="window.__hostile=1">';
    await tap(textArea(element, 'House number, building, street name'));
    setText(textArea(element, 'House number, building, street name'), hostile);
    await tap(button(element, 'Save'));
    await until(element, 'Address book');
    await pollUntil(() => text(element).includes(hostile), 'the change was not saved');
    expect(root(element).querySelector('[part~="page"] img[src="x"]')).to.equal(null);
    expect((window as { __hostile?: number }).__hostile).to.equal(undefined);

    button(element, 'Delete').click();
    await pollUntil(() => root(element).querySelector('[part~="alert"]'), 'no confirmation');
    await expect(element).to.be.accessible();
    [...root(element).querySelectorAll<HTMLButtonElement>('[part~="alert"] button')].find((candidate) => candidate.textContent === 'Delete')!.click();
    await pollUntil(() => text(element).includes('You have no saved address yet.'), 'the address was not deleted');
    await pollUntil(() => root(element).activeElement === heading(element), 'the focus did not go to the heading once the last address was deleted');
  });

  it('saves a promotion opt-in at once, and puts it back with a message when saving fails', async () => {
    const element = await memberDashboard();
    await go(element, '#/settings', 'Settings');
    const sms = field(element, 'Promotions by SMS');
    sms.click();
    await pollUntil(() => toasts(element).includes('Saved: you will receive it.'), 'not saved');
    expect(sms.checked).to.equal(true);
    await switchFailure({ fail: 'FAIL_SYS_SERVICE_FAULT', match: 'preferences.update' });
    field(element, 'Newsletter by email').click();
    await pollUntil(() => toasts(element).includes('Your choice could not be saved, so it is back as it was.'), 'no failure message');
    expect(field(element, 'Newsletter by email').checked).to.equal(false);
    await go(element, '#/profile/my', 'Hello, Samantha Shopper');
    expect(text(element)).to.match(/Promotions by SMS\s*Subscribed/);
  });

  it('says a new language and region are saved in the new language', async () => {
    await loginPage();
    history.replaceState(null, '', '#/settings');
    // No language attribute: the element follows the shopper's choice.
    const element = await accountFixture({ language: '' });
    await until(element, 'Settings');
    const language = root(element).querySelector<HTMLSelectElement>('[part~="preference"] select')!;
    expect(coveredBy(language)).to.equal(undefined);
    language.value = 'th';
    language.dispatchEvent(new Event('change', { bubbles: true }));
    await tap(button(element, 'Save'));
    await until(element, 'การตั้งค่า');
    await pollUntil(() => toasts(element).includes('บันทึกภาษาและภูมิภาคของคุณไว้ 30 วันแล้ว'), `the toast is not Thai: ${toasts(element).join(' | ')}`);
  });

  it('logs out after a confirmation: the session ends and the host page hears `logout`', async () => {
    const element = await memberDashboard();
    button(element, 'Log out').click();
    await pollUntil(() => root(element).querySelector('[part~="alert"]'), 'no confirmation');
    await expect(element).to.be.accessible();
    const loggedOut = nextEvent(element, 'logout');
    const confirm = [...root(element).querySelectorAll<HTMLButtonElement>('[part~="alert"] button')].find((candidate) => candidate.textContent === 'Log out')!;
    confirm.click();
    await loggedOut;
    await until(element, 'You are not logged in');
    const answer = (await (await fetch('/gw/mtop.lazada.member.account.profile.get/1.0/?data={}')).json()) as { ret: string[] };
    expect(answer.ret[0]).to.match(/^FAIL_SYS_SESSION_EXPIRED/);
  });

  it('fits a 320 px wide column on every page, in every language', async function () {
    this.timeout(30000);
    for (const language of ['en', 'id', 'ms', 'zh', 'th', 'vi']) {
      const element = await memberDashboard({ language });
      element.style.display = 'block';
      element.style.width = '320px';
      for (const hash of [
        '#/profile/my',
        '#/profile/edit',
        '#/address',
        '#/address/new',
        '#/orders',
        '#/settings',
        '#/email/change',
        '#/mobile/send',
        '#/password/change',
        '#/devices',
        '#/account/delete',
      ]) {
        location.hash = hash;
        await pollUntil(() => heading(element), 'no page');
        await pollUntil(() => hash !== '#/orders' || root(element).querySelector('[part~="pager"]'), 'no orders');
        await loaded(element);
        const account = root(element).querySelector<HTMLElement>('[part~="account"]')!;
        expect(account.scrollWidth, `${language} ${hash}`).to.be.at.most(320);
      }
      element.remove();
      await logout();
    }
  });
});
