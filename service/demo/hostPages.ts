/**
 * The demo's host pages: the example pages of `examples/` (the shop's home, the member pages, the
 * member area) with the element wired to this service and the header as the session has it, at
 * the addresses the member host uses (`/user/login`, `/user/account`, the region's login-signup
 * page, the second verification's page, …). A deployment's own site serves these pages.
 */
import { Hono, type Context } from 'hono';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServiceDeps } from '../routes/deps.ts';
import { maskedAccount } from '../domain/logins.ts';
import { sessionUser } from '../domain/sessions.ts';
import { loadVerification } from '../domain/verification.ts';
import { presentBinding, sessionCookie } from '../routes/cookies.ts';
import { withNonce } from '../routes/headers.ts';
import { ownOrigin } from '../routes/origin.ts';
import { sessionOf } from '../routes/security.ts';
import { FACEBOOK_SDK_PATH, GOOGLE_AUTHORIZE_PATH } from '../routes/thirdPartyDev.ts';
import { GOOGLE_LOGIN_PATH } from '../../src/kernel/config/thirdParty.ts';
import { parseRegion } from '../../src/kernel/config/regions.ts';
import {
  DASHBOARD_PATH,
  FORGET_PASSWORD_PATH,
  LOGIN_PATH,
  LOGIN_SIGNUP_PATH,
  LOGIN_SIGNUP_TEST_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  PROFILE_PATH,
  CHANGE_PASSWORD_PAGE,
  CHANGE_PASSWORD_PATH,
  GUEST_REGISTER_PATH,
  ORDERS_PAGE,
  loginPageUrl,
} from '../../src/kernel/contract/memberPaths.ts';
import { GUEST_REGISTER_QUERY } from '../../src/kernel/contract/emailSignup.ts';
import { VERIFICATION_PATH } from '../../src/kernel/contract/security.ts';
import { preloadLinks } from './distFiles.ts';

/** `public-key` as one line: the PEM body, which the element accepts as bare base64. */
function bareKey(pem: string): string {
  return pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
}

/** `text` as HTML text or attribute value. */
const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The host pages of `examplesDir`, with the element's critical files of `distDir` preloaded. */
export function hostPageRoutes(deps: ServiceDeps, examplesDir: string, distDir: string) {
  const publicKey = bareKey(deps.keys.publicKeyPem);
  // In development the third-party buttons use the service's stand-ins; a deployment sets the real ids.
  const thirdParty = deps.config.dev
    ? `google-client-id="demo-google-client" google-auth-url="${GOOGLE_AUTHORIZE_PATH}" facebook-app-id="demo-facebook-app" facebook-sdk-url="${FACEBOOK_SDK_PATH}" `
    : '';

  const preloads = preloadLinks(distDir);
  /**
   * The `modulepreload` links of a page's critical files (build manifest): each element's first
   * download, and on the member area's own pages its dashboard's files before the popup's.
   */
  async function preloadsOf(c: Context, html: string): Promise<string> {
    const account = html.includes('src="/dist/member-account.js"');
    const moments = [
      ...(account ? ['member-account.js', ...(c.req.path === DASHBOARD_PATH || c.req.path === PROFILE_PATH ? ['dashboard'] : [])] : []),
      ...(html.includes('src="/dist/member-login-popup.js"') ? ['member-login-popup.js'] : []),
    ];
    const links = await preloads(moments);
    return links ? html.replace('</head>', () => `  ${links}\n  </head>`) : html;
  }

  /**
   * A host page with the element wired to this service, and the header as the session has it.
   * Every value goes in by a replacer function, never as a replacement string: a nickname's `$'`,
   * `` $` `` or `$&` would otherwise copy parts of the page into the header.
   */
  async function hostPage(c: Context, file: string, route?: string): Promise<string> {
    // In development the static links (terms, privacy, help centre) stay on this origin.
    const mainSite = deps.config.dev ? `main-site="${escapeText(ownOrigin(c))}" ` : '';
    let text = (await preloadsOf(c, withNonce(c, await readFile(path.join(examplesDir, file), 'utf8'))))
      .replace('<member-login-popup ', () => `<member-login-popup public-key="${escapeText(publicKey)}" ${thirdParty}${mainSite}`)
      .replace('<member-account>', () => `<member-account public-key="${escapeText(publicKey)}" ${mainSite}>`);
    if (route) text = text.replace('{{route}}', () => route);
    const user = await sessionUser(deps.storage, deps.config, sessionCookie(c));
    if (user) {
      const label = escapeText(user.name ?? user.email ?? '');
      text = text
        .replace('<a href="/user/login" data-member-login>', '<a href="/user/login" data-member-login hidden>')
        .replace('<a href="/user/register" data-member-signup>', '<a href="/user/register" data-member-signup hidden>')
        .replace(`<a href="${DASHBOARD_PATH}" data-member-account hidden>My account</a>`, () => `<a href="${DASHBOARD_PATH}" data-member-account>${label}</a>`);
    }
    return text;
  }

  const app = new Hono();
  app.get('/', async (c) => c.html(await hostPage(c, 'index.html')));
  /** This page's address with the dashboard as its `redirect`, its other parameters (bizScene, spm, …) kept. */
  const toDashboardAfter = (url: string) => {
    const page = new URL(url);
    page.searchParams.set('redirect', DASHBOARD_PATH);
    return `${page.pathname}${page.search}`;
  };
  // The member pages: without a `redirect`, the shopper lands on the dashboard after logging in.
  for (const [pagePath, route] of [
    [LOGIN_PATH, 'Login'],
    [REGISTER_PATH, 'Registry'],
    [FORGET_PASSWORD_PATH, 'ForgetPassword'],
  ] as const) {
    app.get(pagePath, async (c) => {
      if (!c.req.query('redirect')) return c.redirect(toDashboardAfter(c.req.url), 302);
      return c.html(await hostPage(c, 'member-page.html', route));
    });
  }
  // The guest's sign-up page: the Registry screen, `guest=1` in its query (the element's guest
  // variant reads it) and the orders list as its `redirect` unless it has one: the orders its code
  // claims are what the guest came for.
  app.get(GUEST_REGISTER_PATH, async (c) => {
    const url = new URL(c.req.url);
    if (!url.searchParams.get('redirect') || url.searchParams.get(GUEST_REGISTER_QUERY) !== '1') {
      if (!url.searchParams.get('redirect')) url.searchParams.set('redirect', ORDERS_PAGE);
      url.searchParams.set(GUEST_REGISTER_QUERY, '1');
      return c.redirect(`${url.pathname}${url.search}`, 302);
    }
    return c.html(await hostPage(c, 'member-page.html', 'Registry'));
  });
  // Change password: the member area's page when logged in, else the login page that leads there.
  app.get(CHANGE_PASSWORD_PATH, async (c) => {
    const user = await sessionUser(deps.storage, deps.config, sessionCookie(c));
    return c.redirect(user ? CHANGE_PASSWORD_PAGE : loginPageUrl(CHANGE_PASSWORD_PAGE), 302);
  });
  // The region's login-signup page and its test variant: the element in page mode, in that region.
  for (const template of [LOGIN_SIGNUP_PATH, LOGIN_SIGNUP_TEST_PATH]) {
    app.get(template.replace('{region}', ':region'), async (c) => {
      const region = parseRegion(c.req.param('region'));
      if (!region || region !== c.req.param('region')) return c.notFound();
      if (!c.req.query('redirect')) return c.redirect(toDashboardAfter(c.req.url), 302);
      return c.html((await hostPage(c, 'member-page.html', 'Login')).replace('<member-login-popup ', () => `<member-login-popup region="${region}" `));
    });
  }
  app.get(GOOGLE_LOGIN_PATH, async (c) => c.html(await hostPage(c, 'google-login.html')));
  // The member area: `<member-account>`, its pages by the hash (`/user/profile#/profile/edit`).
  for (const pagePath of [DASHBOARD_PATH, PROFILE_PATH]) app.get(pagePath, async (c) => c.html(await hostPage(c, 'account-page.html')));
  // The verification page (a login's SECOND_VERIFICATION step, a call's verifyUrl): the member area's
  // element in its verification view, which reads `token`, `type` and `redirect` from this page's query.
  // Above it, the account the verification is for (masked), when this browser may see it: a login's
  // only in the browser that logged in (issue 24, point 7), an account action's only in its session.
  app.get(VERIFICATION_PATH, async (c) => {
    const region = parseRegion(c.req.query('region') ?? '') ?? 'sg';
    const token = c.req.query('token');
    const loaded = token ? await loadVerification(deps, token, sessionOf(c), { browser: presentBinding(c) }).catch(() => undefined) : undefined;
    const account = loaded ? maskedAccount(loaded.user) : undefined;
    let notice = '';
    if (account && loaded?.data.action === 'login')
      notice = `<p class="verification-account">You are logging in to the account <strong>${escapeText(account)}</strong>.</p>`;
    else if (account) notice = `<p class="verification-account">You are verifying the account <strong>${escapeText(account)}</strong>.</p>`;
    else if (token) notice = '<p class="verification-account">This verification has expired, or was started in another browser. Please log in again in this browser.</p>';
    return c.html((await hostPage(c, 'account-page.html')).replace('<member-account ', () => `${notice}<member-account view="verification" region="${region}" `));
  });
  app.get(RESET_PASSWORD_PATH, async (c) => c.html(await hostPage(c, 'member-page.html', 'ResetPassword')));
  return app;
}
