/**
 * Opening the popup from the header, the `control` variation, and what loads before any click.
 */
import assert from 'node:assert/strict';
import {
  button,
  DEMO_PASSWORD,
  LOGIN_LINK,
  openLogin,
  passwordLogin,
  visit,
  waitForAccountLabel,
  waitForClosed,
  waitForEvent,
  waitForPage,
  waitForScreen,
  waitForSettled,
} from '../support/shopper.ts';
import type { DefineJourney } from '../support/journey.ts';

export function headerJourneys(journey: DefineJourney): void {
  journey('Login in the header opens the popup with focus in it, and Escape closes it', async ({ tab, origin }) => {
    await openLogin(tab, origin);
    assert.equal(await tab.url(), `${origin}/`);
    const focus = await tab.evaluate(() => {
      const popup = document.querySelector('member-login-popup');
      const active = popup?.shadowRoot?.activeElement;
      return document.activeElement === popup && active ? (active.getAttribute('part') ?? active.tagName) : null;
    });
    assert.ok(focus, 'focus is in the popup');
    assert.equal(await tab.evaluate(() => document.querySelector('member-login-popup')?.shadowRoot?.querySelector('[part~="title"]')?.textContent ?? null), 'Log in');
    await tab.press('Escape');
    await waitForClosed(tab);
    assert.deepEqual(await waitForEvent(tab, 'close'), { reason: 'user' });
  });

  journey(
    'with variation="control" the Login link leads to the member login page, laid out in the page; the shopper logs in there and comes back',
    async ({ tab, origin }) => {
      const productPage = `${origin}/?variation=control&item=kettle`;
      await visit(tab, productPage);
      await tab.waitFor(() => document.querySelector('member-login-popup')?.getAttribute('variation') === 'control', []);
      await tab.click(LOGIN_LINK);
      const loginPage = await waitForPage(tab, '/user/login');
      assert.equal(loginPage.searchParams.get('redirect'), productPage);
      // Login in the page's own layout: until the page presentation's part is here, the element may
      // render it in its closed dialog, which shows nothing (a Chromium run under load read that).
      await tab.waitFor(() => Boolean(document.querySelector('member-login-popup')?.shadowRoot?.querySelector('[part~="page"] [part~="screen-login"]')), [], {
        message: 'Login did not show laid out in the page',
      });
      const shown = await tab.evaluate(() => {
        const root = document.querySelector('member-login-popup')?.shadowRoot;
        return {
          dialog: Boolean(root?.querySelector('dialog')),
          page: Boolean(root?.querySelector('[part~="page"]')),
          close: Boolean(root?.querySelector('[part~="close-button"]')),
        };
      });
      assert.deepEqual(shown, { dialog: false, page: true, close: false });
      // The steps are in the history, the later ones named in the hash: the browser's back returns to Login.
      await tab.click(button('Forgot password?'));
      await waitForScreen(tab, 'forget');
      assert.equal(new URL(await tab.url()).hash, '#/forgetpassword');
      await tab.evaluate(() => history.back());
      await waitForScreen(tab, 'login');
      await tab.waitFor(() => location.hash === '', [], { message: "the back button did not return to the page's own entry" });
      await passwordLogin(tab, 'shopper@example.com', DEMO_PASSWORD);
      const back = await waitForPage(tab, '/');
      assert.equal(back.href, productPage);
      await waitForAccountLabel(tab, 'Sam Shopper');
    },
  );

  journey(
    'the popup with its Login screen and its texts are fetched when the browser is idle, before any click; the flows, the later screens, the QR and RSA code are not',
    async ({ tab, origin }) => {
      await visit(tab, `${origin}/`);
      await tab.waitFor(() => performance.getEntriesByType('resource').some((entry) => /\/chunks\/en-/.test(entry.name)), [], {
        message: 'the popup and its texts were not prefetched',
      });
      // Not only at that moment: nothing more comes once the page has settled (a later idle prefetch would).
      await waitForSettled(tab);
      const loaded = await tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      assert.ok(
        loaded.some((file) => /\/chunks\/popup-/.test(file)),
        loaded.join('\n'),
      );
      // Until the popup first shows: the flows and the later parts follow that, when idle.
      assert.ok(!loaded.some((file) => /\/chunks\/(rsaEncrypt|browser|popupFlows|laterParts)-/.test(file)), loaded.join('\n'));
      assert.equal(await tab.evaluate(() => Boolean(document.querySelector('member-login-popup')?.shadowRoot?.querySelector('dialog[open]'))), false);
    },
  );
}
