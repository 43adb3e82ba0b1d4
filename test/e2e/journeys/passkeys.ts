/**
 * Passkeys on the demo (issue 34), in Chromium, whose DevTools protocol gives the shopper's window a
 * virtual authenticator (a phone's screen lock, saying yes at once). The demo is served as
 * `npm start` serves it, at `localhost` (a passkey belongs to a domain name: at 127.0.0.1 the element
 * offers none). One journey, as a member lives it: a code login offers a passkey, the dashboard's
 * offer adds one behind a code, the passkey then answers the verification of an e-mail change,
 * signs in from the login field's autofill in the popup and on the login page (the page presentation), and once removed
 * (verified by the passkey itself) this browser is told to drop it. Then two regional sites, each its
 * own domain over HTTPS (`startRegionalSites`): a passkey made on one signs in on the other.
 */
import assert from 'node:assert/strict';
import { startRegionalSites } from '../support/demo.ts';
import type { Tab } from '../support/driver.ts';
import type { DefineJourney } from '../support/journey.ts';
import {
  accountField,
  button,
  DEMO_PASSWORD,
  field,
  inAccount,
  LOGIN_LINK,
  openLogin,
  passwordLogin,
  visit,
  waitForAccountLabel,
  waitForAccountPage,
  waitForClosed,
  waitForEvent,
  waitForPage,
  waitForScreen,
} from '../support/shopper.ts';
import { delivered, waitForVerification, withCode } from './security.ts';

const MEMBER_PHONE = '81234568';

/** Logs out from the member area's own Log out, on its page. */
async function logOutInAccount(tab: Tab, site: string): Promise<void> {
  await visit(tab, `${site}/user/account`);
  await waitForAccountPage(tab, /^(Hello, |My account)/);
  await tab.click(inAccount('button', 'Log out'));
  await tab.click(inAccount('[part~="alert"] button', 'Log out'));
  await waitForAccountPage(tab, /^You are not logged in$/);
}

/**
 * Opens the popup from the header's Login link, without waiting for Login: the virtual
 * authenticator answers the autofill's request as Login shows, and the popup may be closed, the
 * member in, before a wait for the screen looks.
 */
async function clickLogin(tab: Tab, site: string): Promise<void> {
  await visit(tab, `${site}/`);
  await tab.click(LOGIN_LINK);
}

/** Waits until the member area's text matches `pattern`. */
async function accountShows(tab: Tab, pattern: RegExp, message: string): Promise<void> {
  await tab.waitFor((source: string) => new RegExp(source).test(document.querySelector('member-account')?.shadowRoot?.textContent ?? ''), [pattern.source], { message });
}

export function passkeyJourneys(journey: DefineJourney): void {
  journey(
    'passkeys: offered after a code login, added from the dashboard, the verification of an e-mail change, an autofill login in the popup and on the login page, removed',
    async ({ tab, origin }) => {
      const site = origin.replace('127.0.0.1', 'localhost');
      const start = tab.virtualAuthenticator;
      assert.ok(start, 'this engine gives no virtual authenticator');
      const authenticator = await start();

      // A code login: the host hears that this member has no passkey and this browser could make one.
      await openLogin(tab, site);
      await tab.waitFor(
        () =>
          Array.from(document.querySelector('member-login-popup')?.shadowRoot?.querySelectorAll('button') ?? []).some(
            (found) => found.textContent === 'Sign in with a passkey',
          ),
        [],
        { message: 'Login offers no passkey' },
      );
      await tab.click({ in: 'popup', css: '[part~="tab"]', text: 'Phone code' });
      await tab.type(field('Phone number'), MEMBER_PHONE);
      let since = new Date().toISOString();
      await tab.click(button('Send code via SMS'));
      await waitForScreen(tab, 'verify');
      await tab.type(field('Verification code'), (await delivered(origin, MEMBER_PHONE, since, withCode)).code);
      const login = await waitForEvent(tab, 'login-success');
      assert.equal((login as { offerPasskey?: boolean }).offerPasskey, true);
      await waitForAccountLabel(tab, 'Sid Secure');

      // The dashboard offers it; adding asks for a code first (never the password alone).
      await visit(tab, `${site}/user/account`);
      await waitForAccountPage(tab, /^(Hello, |My account)/);
      await tab.click(inAccount('[part~="passkey-offer"] button', 'Add a passkey'));
      await waitForVerification(tab);
      since = new Date().toISOString();
      await tab.click(inAccount('[part~="verification-dialog"] button', 'Send code'));
      await tab.type(accountField('Verification code'), (await delivered(origin, MEMBER_PHONE, since, withCode)).code);
      await accountShows(tab, /Passkey added\./, 'the passkey was not added');
      assert.equal((await authenticator.credentials()).length, 1);

      // The passkey is the first way offered to verify a change, and answers it.
      await visit(tab, `${site}/user/profile#/email/change`);
      await waitForAccountPage(tab, /^Change email$/);
      const address = `sid.passkey.${Date.now()}@example.com`;
      await tab.type(accountField('New email address'), address);
      await tab.click(inAccount('button', 'Send code'));
      await waitForVerification(tab);
      await tab.click(inAccount('[part~="verification-dialog"] button', 'Use my passkey'));
      await accountShows(tab, new RegExp(`code to ${address.replace(/\./g, '\\.')}`), 'the change did not go on after the passkey');

      // Logged out, the popup's login field offers the passkey (the authenticator picks it at once).
      await logOutInAccount(tab, site);
      await clickLogin(tab, site);
      await waitForAccountLabel(tab, 'Sid Secure');
      await waitForClosed(tab);

      // The login page too (the page presentation), which goes on to the member area once in.
      await logOutInAccount(tab, site);
      await visit(tab, `${site}/user/login`);
      await waitForPage(tab, '/user/account');
      await waitForAccountPage(tab, /^(Hello, |My account)/);

      // Removed, verified by the passkey itself: this browser is told to drop it (the Signal API).
      await visit(tab, `${site}/user/profile#/passkeys`);
      await waitForAccountPage(tab, /^Passkeys$/);
      await tab.click(inAccount('[part~="passkey"] button', 'Remove'));
      await tab.click(inAccount('[part~="alert"] button', 'Remove'));
      await waitForVerification(tab);
      await tab.click(inAccount('[part~="verification-dialog"] button', 'Use my passkey'));
      await accountShows(tab, /Passkey removed\./, 'the passkey was not removed');
      for (let tries = 0; (await authenticator.credentials()).length > 0; tries++) {
        assert.ok(tries < 100, 'the browser was not told to drop the removed passkey');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  );

  journey('passkeys across regional sites: a passkey made on shop-sg.test signs in on shop-my.test (related origins)', async ({ tab }) => {
    const start = tab.virtualAuthenticator;
    assert.ok(start, 'this engine gives no virtual authenticator');
    const authenticator = await start();
    const regional = await startRegionalSites();
    try {
      const [sg, my] = regional.sites;
      await openLogin(tab, sg);
      await passwordLogin(tab, 'security@example.com', DEMO_PASSWORD);
      await waitForAccountLabel(tab, 'Sid Secure');
      await visit(tab, `${sg}/user/profile#/passkeys`);
      await waitForAccountPage(tab, /^Passkeys$/);
      await tab.click(inAccount('button', 'Add a passkey'));
      await waitForVerification(tab);
      const since = new Date().toISOString();
      await tab.click(inAccount('[part~="verification-dialog"] button', 'Send code'));
      await tab.type(accountField('Verification code'), (await regional.code(MEMBER_PHONE, since)).code);
      await accountShows(tab, /Passkey added\./, 'the passkey was not added');
      await logOutInAccount(tab, sg);

      // Another country's site, another domain: the browser asks shop-sg.test which origins its passkeys serve.
      await clickLogin(tab, my);
      await waitForAccountLabel(tab, 'Sid Secure');
      await waitForClosed(tab);
      const [credential] = await authenticator.credentials();
      assert.ok((credential?.signCount ?? 0) >= 2, 'the passkey signed on the second site');
    } finally {
      await regional.close();
    }
  });
}
