/**
 * The main site's pages the demo stands in for: where next steps lead (the welcome offer, the
 * close-account registration failure) and the static links of the popup (terms, privacy, the help
 * centre and its LiveUp page).
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { PAGES } from '../domain/logins.ts';
import { page as servicePage } from '../routes/page.ts';
import { HELP_CENTRE_PATH, LIVE_UP_PATH, PRIVACY_PATH, TERMS_PATH } from '../../src/kernel/config/mainSite.ts';
import { CLOSE_ACCOUNT_FAILURE_PATH } from '../../src/kernel/contract/memberPaths.ts';

/** The demo site's stylesheet, as its other pages have it. */
const SITE_CSS = '/examples/site.css';
const page = (language: 'en', title: string, body: Parameters<typeof servicePage>[2]) => servicePage(language, title, body, SITE_CSS);

export function shopPageRoutes() {
  const app = new Hono();
  app.get(PAGES.welcome, (c) =>
    c.html(page('en', 'Welcome offer', html`<p>Your welcome voucher is waiting in your account. Happy shopping!</p><p><a href="/">Go shopping</a></p>`)),
  );

  app.get(TERMS_PATH, (c) => c.html(page('en', 'Terms of Use', html`<p>These are the demo marketplace's terms of use. Shop kindly.</p>`)));
  app.get(PRIVACY_PATH, (c) => c.html(page('en', 'Privacy Policy', html`<p>The demo keeps your data on this computer only, in its data folder.</p>`)));
  app.get(HELP_CENTRE_PATH, (c) =>
    c.html(
      page(
        'en',
        'Help Centre',
        html`<p>Customer service answers every day from 9:00 to 18:00. In this demo, the team is you: the service's console prints every code it sends.</p>
          <p>Members of the loyalty programme find their benefits on the <a href="${LIVE_UP_PATH}">LiveUp help page</a>.</p>`,
      ),
    ),
  );
  app.get(LIVE_UP_PATH, (c) =>
    c.html(page('en', 'LiveUp', html`<p>LiveUp members get free shipping vouchers and partner offers. <a href="${HELP_CENTRE_PATH}">Back to the Help Centre</a></p>`)),
  );

  app.get(CLOSE_ACCOUNT_FAILURE_PATH, (c) =>
    c.html(
      page(
        'en',
        'Registration failed',
        html`<p>A new account cannot be registered with the credentials of a recently deleted account. Please <a href="${HELP_CENTRE_PATH}">contact customer service</a>.</p><p><a href="/">Back to home</a></p>`,
      ),
    ),
  );
  return app;
}
