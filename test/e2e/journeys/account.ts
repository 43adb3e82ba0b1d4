/**
 * The member area on the demo: log in with the popup, open the account from the header, edit the
 * profile, see the orders, opt in (or out) of SMS promotions, log out; and a deep link to a page.
 * Journeys in several engines share the demo's shopper, so what one sets another may find: each
 * asserts what it changed, not what it found.
 */
import assert from 'node:assert/strict';
import {
  accountField,
  accountText,
  DEMO_PASSWORD,
  inAccount,
  onPage,
  openLogin,
  passwordLogin,
  visit,
  waitForAccountLabel,
  waitForAccountPage,
  waitForClosed,
  waitForPage,
} from '../support/shopper.ts';
import type { DefineJourney } from '../support/journey.ts';

export function accountJourneys(journey: DefineJourney): void {
  journey('the member area: from the header, edit the profile, see the orders, switch SMS promotions, log out', async ({ tab, origin }) => {
    await openLogin(tab, origin);
    await passwordLogin(tab, 'shopper@example.com', DEMO_PASSWORD);
    await waitForAccountLabel(tab, 'Sam Shopper');
    await waitForClosed(tab);
    await tab.click(onPage('a[data-member-account]'));
    await waitForPage(tab, '/user/account');
    await waitForAccountPage(tab, /^Hello, /);
    assert.match(await accountText(tab), /s\*\*\*r@example\.com/);

    await tab.click(inAccount('a', 'Edit profile'));
    await waitForAccountPage(tab, /^Edit profile$/);
    // The page's frame and title show before its form when the pages' chunk is still on its way (a
    // skeleton meanwhile): the field is cleared once it is there, or the typing lands after the old name.
    await tab.waitFor(() => Boolean(document.querySelector('member-account')?.shadowRoot?.querySelector('input[name="name"]')), [], {
      message: 'Edit profile showed no name field',
    });
    await tab.evaluate(() => {
      // Clears the field as a shopper's select-all and delete would (React sees the input event).
      const input = document.querySelector('member-account')?.shadowRoot?.querySelector<HTMLInputElement>('input[name="name"]');
      if (!input) throw new Error('the name field went away');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await tab.type(accountField('Full name'), 'Samantha Lee');
    await tab.click(inAccount('button', 'Save'));
    await waitForAccountPage(tab, /^Hello, Samantha Lee$/);

    // An Indonesian address by its divisions (DKI Jakarta, Jakarta Pusat, Gambir, Gambir), made the default shipping address.
    await tab.click(inAccount('a', 'Address book'));
    await waitForAccountPage(tab, /^Address book$/);
    await tab.click(inAccount('a', 'Add a new address'));
    await waitForAccountPage(tab, /^New address$/);
    await tab.select(inAccount('[part~="form"] select'), 'ID');
    for (const [label, code] of [
      ['Province', '31'],
      ['City', '31.71'],
      ['District (Kecamatan)', '31.71.01'],
      ['Village (Kelurahan / Desa)', '31.71.01.1001'],
    ] as const) {
      await tab.waitFor((wanted: string) => Boolean(document.querySelector('member-account')?.shadowRoot?.querySelector(`option[value="${wanted}"]`)), [code], {
        message: `no ${label} ${code} to choose`,
      });
      await tab.select(accountField(label), code);
    }
    // An Indonesian recipient's number, as Indonesia writes it: the address's country sets the rules and the +62.
    await tab.type(accountField('Phone number'), '081234567890');
    await tab.type(accountField('Postcode'), '10110');
    await tab.type(accountField('House number, building, street name'), 'Jalan Medan Merdeka Barat No. 12');
    await tab.click(accountField('Use as my default shipping address'));
    await tab.click(inAccount('button', 'Save'));
    await waitForAccountPage(tab, /^Address book$/);
    assert.match(
      await accountText(tab),
      /Jalan Medan Merdeka Barat No\. 12.*Gambir, Gambir, Kota Administrasi Jakarta Pusat, DKI Jakarta.*10110.*Indonesia.*Default shipping/,
    );

    await tab.click(inAccount('a', 'My orders'));
    await waitForAccountPage(tab, /^My orders$/);
    await tab.waitFor(() => /Page 1 of 4/.test(document.querySelector('member-account')?.shadowRoot?.textContent ?? ''), [], { message: 'no orders' });

    await tab.click(inAccount('a', 'Settings'));
    await waitForAccountPage(tab, /^Settings$/);
    const before = await tab.evaluate(() =>
      Boolean((document.querySelector('member-account')?.shadowRoot?.querySelector('input[role="switch"]') as HTMLInputElement | null)?.checked),
    );
    // The whole row is the switch's label (a tap anywhere on it switches it): its name is the row's first line.
    await tab.click(inAccount('[part~="switch-row"] > span', 'Promotions by SMS'));
    await tab.waitFor(
      (wanted: string) =>
        Array.from(document.querySelector('member-account')?.shadowRoot?.querySelectorAll('[part~="toast"]') ?? []).some((toast) => toast.textContent === wanted),
      [before ? 'Saved: you will not receive it.' : 'Saved: you will receive it.'],
      { message: 'the SMS promotions were not saved' },
    );

    await tab.click(inAccount('button', 'Log out'));
    await tab.click(inAccount('[part~="alert"] button', 'Log out'));
    await waitForAccountPage(tab, /^You are not logged in$/);
    await tab.waitFor(
      () => {
        const login = document.querySelector<HTMLElement>('[data-member-login]');
        const label = document.querySelector<HTMLElement>('[data-member-account]');
        return Boolean(login && !login.hidden && label?.hidden);
      },
      [],
      { message: 'the header still shows the member after the logout' },
    );
    await visit(tab, `${origin}/user/account`);
    await waitForAccountPage(tab, /^You are not logged in$/);
  });

  journey('a deep link opens its page: /user/profile#/profile/edit, and an unknown hash shows the dashboard', async ({ tab, origin }) => {
    await openLogin(tab, origin);
    await passwordLogin(tab, 'shopper@example.com', DEMO_PASSWORD);
    await waitForClosed(tab);
    await visit(tab, `${origin}/user/profile#/profile/edit`);
    await waitForAccountPage(tab, /^Edit profile$/);
    await visit(tab, `${origin}/user/profile#/no/such/page`);
    await waitForAccountPage(tab, /^Hello, /);
  });
}
