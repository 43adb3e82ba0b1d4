/**
 * Google and Facebook, with the service's development stand-ins.
 */
import assert from 'node:assert/strict';
import type { Tab } from '../support/driver.ts';
import {
  inPopup,
  accountText,
  waitForAccountPage,
  onPage,
  openLogin,
  visit,
  waitForAccountLabel,
  waitForClosed,
  waitForEvent,
  waitForPage,
  waitForScreen,
  waitForText,
} from '../support/shopper.ts';
import type { DefineJourney } from '../support/journey.ts';

export function thirdPartyJourneys(journey: DefineJourney): void {
  /** Google's stand-in consent page, reached from the popup's Google button. */
  async function googleConsent(tab: Tab, origin: string, account: string): Promise<void> {
    await openLogin(tab, origin);
    await tab.click(inPopup('[part~="third-party-button"]', 'Google'));
    await waitForPage(tab, '/__dev/google/authorize');
    await tab.click(onPage(`input[value="${account}"]`));
    await tab.click(onPage('form button[type="submit"]', 'Continue'));
  }

  // login-success fires on /user/google-login while it loads, before any test script can listen there.
  journey(
    'Google (stand-in): consent, /user/google-login, then the dashboard logged in and the name in the header (the event fires on the return page, unobserved)',
    async ({ tab, origin }) => {
      await googleConsent(tab, origin, 'shopper@example.com');
      await waitForPage(tab, '/user/account');
      await waitForAccountPage(tab, /^Hello, /);
      assert.match(await accountText(tab), /Sam Shopper/);
      await visit(tab, `${origin}/`);
      await waitForAccountLabel(tab, 'Sam Shopper');
    },
  );

  journey('Google (stand-in) with risky-social@example.com: back in the popup, asked to choose another method', async ({ tab, origin }) => {
    await googleConsent(tab, origin, 'risky-social@example.com');
    await waitForPage(tab, '/user/google-login');
    await waitForText(tab, 'toast', 'Login with this account is temporarily suspended for your security. Please choose another login method.');
    await waitForScreen(tab, 'login');
  });

  journey("Facebook (stand-in): the SDK's login window, then login-success and the name in the header", async ({ tab, origin }) => {
    await openLogin(tab, origin);
    const dialog = await tab.opened(() => tab.click(inPopup('[part~="third-party-button"]', 'Facebook')));
    await dialog.click(onPage('form button[type="submit"]', 'Continue'));
    const detail = await waitForEvent(tab, 'login-success');
    assert.equal((detail.user as { name?: string }).name, 'Sam Shopper');
    await waitForAccountLabel(tab, 'Sam Shopper');
    await waitForClosed(tab);
  });
}
