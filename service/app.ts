/**
 * The reference member service and the demo origin: the example host pages, the element's bundle,
 * the A/B experiment config, the server time, and the member service of spec section 7 (REST under
 * /user/api, gateway under /gw), all on one origin. Tested in-process with `app.request()`.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY } from '../src/kernel/contract/calls.ts';
import type { ServiceDeps } from './deps.ts';
import { DEFAULT_CONFIG, type ServiceConfig } from './domain/config.ts';
import { generateKeys, type KeyPair } from './domain/keys.ts';
import { SceneLog } from './domain/scenes.ts';
import { Outbox } from './domain/outbox.ts';
import { PasswordHasher } from './domain/passwords.ts';
import type { Sender } from './domain/sender.ts';
import { DeliveryQueue } from './domain/deliveries.ts';
import { randomId } from './domain/secrets.ts';
import { sessionUser } from './domain/sessions.ts';
import { createSwitches } from './domain/switches.ts';
import { devRoutes } from './routes/dev.ts';
import { FACEBOOK_SDK_PATH, GOOGLE_AUTHORIZE_PATH, thirdPartyDevRoutes } from './routes/thirdPartyDev.ts';
import { GOOGLE_LOGIN_PATH } from '../src/kernel/config/thirdParty.ts';
import { parseRegion } from '../src/kernel/config/regions.ts';
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
} from '../src/kernel/contract/memberPaths.ts';
import { GUEST_REGISTER_QUERY } from '../src/kernel/contract/emailSignup.ts';
import { gatewayRoutes } from './routes/gateway.ts';
import { pageRoutes } from './routes/pages.ts';
import { securityPageRoutes } from './routes/securityPages.ts';
import { VERIFICATION_PATH } from '../src/kernel/contract/security.ts';
import { restRoutes } from './routes/rest.ts';
import { healthRoutes } from './routes/health.ts';
import { presentBinding, sessionCookie } from './routes/cookies.ts';
import { sessionOf } from './routes/security.ts';
import { loadVerification } from './domain/verification.ts';
import { maskedAccount } from './domain/logins.ts';
import { challengeRoutes } from './routes/challenge.ts';
import { securityHeaders, withNonce } from './routes/headers.ts';
import { ownOrigin, ownOriginOf } from './routes/origin.ts';
import { limitBodies } from './routes/requests.ts';
import { envelopeError, ServiceError } from './http.ts';
import { openSqliteStorage } from './storage/sqliteStorage.ts';
import type { Storage } from './storage/Storage.ts';
import { RISKY_PHONE, RISKY_SOCIAL_EMAIL, seedScenarios } from './seed.ts';
import { productImage } from './routes/productImages.ts';
import { distFiles, preloadLinks } from './routes/distFiles.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const examplesDir = path.join(projectRoot, 'examples');

/** Where the public key is published, as PEM. */
export const PUBLIC_KEY_PATH = '/user/api/publicKey';

export interface ServiceOptions {
  /** Where the built element is (`npm run build` writes dist/). */
  readonly distDir?: string;
  /** Default: SQLite in memory. */
  readonly storage?: Storage;
  readonly config?: Partial<ServiceConfig>;
  /** Default: a fresh pair. */
  readonly keys?: KeyPair;
  /** The development outbox; in development it is also the default sender. */
  readonly outbox?: Outbox;
  /** Where codes go; required in production (main.ts makes the webhook sender). */
  readonly sender?: Sender;
  readonly csrfSecret?: string;
  /** How long the `timeout` switch holds a call. Default 30 s. */
  readonly holdMs?: number;
}

/** The static folders a request may read, each served from its own root only. */
function staticFolder(urlPrefix: string, root: string) {
  return serveStatic({
    root: path.relative(process.cwd(), root) || '.',
    rewriteRequestPath: (requestPath) => requestPath.slice(urlPrefix.length),
  });
}

/** `public-key` as one line: the PEM body, which the element accepts as bare base64. */
function bareKey(pem: string): string {
  return pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
}

/** `text` as HTML text or attribute value. */
const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** How often expired rows are purged. */
export const PURGE_EVERY_MS = 5 * 60_000;

export async function createService(options: ServiceOptions = {}) {
  const config: ServiceConfig = { ...DEFAULT_CONFIG, ...options.config };
  const outbox = options.outbox ?? new Outbox();
  // Production never prints codes: without a sender there is no default to fall back on.
  const sender = options.sender ?? (config.dev ? outbox : undefined);
  if (!sender) throw new Error('production mode needs a sender for codes (MEMBER_SENDER_URL)');
  if (!config.dev && !config.publicOrigin) throw new Error('production mode needs its public origin (MEMBER_PUBLIC_ORIGIN=https://…)');
  const deps: ServiceDeps = {
    storage: options.storage ?? openSqliteStorage(':memory:'),
    config: config.dev
      ? { ...config, riskyPhones: options.config?.riskyPhones ?? [RISKY_PHONE], riskySocialEmails: options.config?.riskySocialEmails ?? [RISKY_SOCIAL_EMAIL] }
      : config,
    keys: options.keys ?? generateKeys(),
    outbox,
    sender: new DeliveryQueue(sender),
    hasher: new PasswordHasher(config.scrypt, config.hashesInFlight, config.hashQueue),
    csrfSecret: options.csrfSecret ?? randomId(32),
    switches: createSwitches(),
    scenes: new SceneLog(),
    holdMs: options.holdMs ?? 30_000,
  };
  if (deps.config.dev) await seedScenarios(deps);
  await deps.storage.purgeExpired(config.now());
  const distDir = options.distDir ?? path.join(projectRoot, 'dist');
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
  app.use('*', ownOriginOf(config.publicOrigin));
  app.use('*', securityHeaders());
  app.use('*', limitBodies(config.bodyLimitBytes));
  // What escapes a route: a refusal as its envelope, anything else a logged 500 with the envelope.
  app.onError((error, c) => {
    if (error instanceof ServiceError) return envelopeError(c, error);
    console.error(error);
    return envelopeError(c, new ServiceError('FAIL_SYS_SERVICE_FAULT', undefined, 500));
  });
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
  app.get('/static/products/:file', (c) => productImage(c, c.req.param('file')));
  app.get(RESET_PASSWORD_PATH, async (c) => c.html(await hostPage(c, 'member-page.html', 'ResetPassword')));
  app.get(PUBLIC_KEY_PATH, (c) => c.body(deps.keys.publicKeyPem, 200, { 'Content-Type': 'application/x-pem-file' }));

  const rest = restRoutes(deps);
  app.route('/user/api', rest.app);
  app.route('/gw', gatewayRoutes(deps, rest.answerLogin));
  app.route('/', pageRoutes(deps));
  app.route('/', securityPageRoutes(deps));
  app.route('/', challengeRoutes(deps));
  app.route('/', healthRoutes(deps.storage));
  if (deps.config.dev) {
    app.route('/', devRoutes(deps));
    app.route('/', thirdPartyDevRoutes(deps));
  }

  // The static backup data of the gateway calls that have one.
  app.get('/static/member/:api/:file{[a-z]{2}-[A-Za-z]{2}\\.json}', (c) => {
    if (c.req.param('api') !== GATEWAY.checkSmsChannel.api) return c.notFound();
    return c.json({ result: [{ type: 'SMS', text: 'SMS' }] });
  });

  app.get('/time', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ serverTime: deps.config.now() });
  });
  app.use('/experiments/*', staticFolder('/experiments', path.join(examplesDir, 'experiments')));
  app.get('/dist/*', distFiles(distDir));
  for (const file of ['site.css', 'demo.js']) {
    app.get(`/examples/${file}`, serveStatic({ path: path.relative(process.cwd(), path.join(examplesDir, file)) }));
  }
  return { app, deps };
}

/** Purges expired rows every `everyMs` until the returned function is called. */
export function purgeRegularly(deps: Pick<ServiceDeps, 'storage' | 'config'>, everyMs = PURGE_EVERY_MS): () => void {
  const timer = setInterval(() => {
    deps.storage.purgeExpired(deps.config.now()).catch((error: unknown) => console.error('purging expired rows failed', error));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
