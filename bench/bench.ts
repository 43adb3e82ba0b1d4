/**
 * `npm run bench`: what the shopper feels, measured in headless Chromium on a minimal host page (only
 * the element's script, the header links and `<member-login-popup region="sg" variation="pop">`),
 * served with the reference member service in-process on an ephemeral port.
 *
 * Prints the bytes of the element's code (gzip -9 of every file of dist/ the page fetched) by the
 * load event, prefetched when idle, on open, to see Login, to the end of a password login and of a
 * code login, and the times from the click to the Login field painted with focus (after the
 * prefetch, right at DOMContentLoaded, and a re-open) and from Send to the Verify field; for the
 * member area (`<member-account>` alone on a page, logged in) the bytes by the load event and to the
 * dashboard painted with the member's data, and the time from navigation to it: each the
 * median of BENCH_RUNS (default 7) fresh pages, with min and max, on the desktop and again as a
 * slow phone (`conditions.ts`), with the longest main-thread task and the layout shifts before the
 * first click. Fails when a byte budget is passed; times are reported, never asserted.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import puppeteer, { type Browser, type ElementHandle, type HTTPRequest, type Page } from 'puppeteer-core';
import { buildElement } from '../esbuild.config.mjs';
import { createService } from '../service/app.ts';
import { Outbox } from '../service/domain/outbox.ts';
import { chromiumPath } from '../scripts/chromium-path.mjs';
import { chunkReport, type DistFile } from './chunks.ts';
import { dashboardVisit, watchDashboard } from './dashboard.ts';
import { type Conditions, DESKTOP, emulate, SLOW_PHONE } from './conditions.ts';

const KB = 1024;
/**
 * Byte budgets, gzip -9 of the element's code, restated in issue 26 to what the product must hold
 * and can: by the load event 77 KB (r2wc is back, issue 22), to see Login 95 KB, a whole password
 * login 120 KB (React, ReactDOM, the scheduler, jotai's core and r2wc are about 71 KB of each); the
 * member area's dashboard with the member's data 110 KB (issue 31, from 122 KB: 121.6 KB before it).
 */
export const BUDGETS = {
  byLoad: 77 * KB,
  toLogin: 95 * KB,
  passwordLogin: 120 * KB,
  toDashboard: 110 * KB,
} as const;
/** Targets of issue 26 for the times: reported beside them, never asserted. */
const TARGETS: Record<string, Partial<Record<Conditions['name'], number>>> = {
  afterPrefetch: { [DESKTOP.name]: 17, [SLOW_PHONE.name]: 100 },
  atDomContentLoaded: { [SLOW_PHONE.name]: 600 },
  /** Issue 31: the member area's page of the reference service, on a slow phone. */
  servicePage: { [SLOW_PHONE.name]: 1200 },
};

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
/** The scenario account of the reference service (service/seed.ts). */
const SHOPPER = { email: 'shopper@example.com', password: 'Shopper123!', phone: '81234567' };

const hostPage = (publicKey: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>bench</title>
    <script type="module" src="/dist/member-login-popup.js"></script>
  </head>
  <body>
    <a href="/user/login" data-member-login>Login</a>
    <a href="/user/register" data-member-signup>Sign up</a>
    <span data-member-account hidden></span>
    <member-login-popup region="sg" variation="pop" public-key="${publicKey}"></member-login-popup>
  </body>
</html>`;

/** The member area alone: `<member-account>` and its script. */
const accountPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>bench: member area</title>
    <script type="module" src="/dist/member-account.js"></script>
  </head>
  <body>
    <member-account region="sg"></member-account>
  </body>
</html>`;

/** Both elements on one page, as /user/account has them. */
const bothPage = (publicKey: string) =>
  accountPage.replace(
    '<body>',
    `<body>\n    <script type="module" src="/dist/member-login-popup.js"></script>\n    <member-login-popup region="sg" variation="pop" public-key="${publicKey}"></member-login-popup>`,
  );

/** What bench/page.js puts in every page (see there). */
declare global {
  interface Window {
    __bench: {
      clickAt: number;
      shownAt: number;
      watch(condition: 'login' | 'verify' | 'closed'): void;
      result: Promise<number> | undefined;
      success: Promise<void>;
      quiet: { longTasks: { start: number; duration: number }[]; layoutShift: number };
    };
  }
}

/** The path of every file of dist/ the page fetched, and when (ms since navigation start). */
function distFetches(page: Page) {
  return page.evaluate(() => ({
    load: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventStart as number,
    files: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((entry) => entry.path.startsWith('/dist/') && entry.path.endsWith('.js')),
  }));
}

const shadowButton = async (page: Page, text: string) =>
  (await page.waitForFunction(
    (label) => [...(document.querySelector('member-login-popup')?.shadowRoot?.querySelectorAll('button') ?? [])].find((button) => button.textContent === label),
    { polling: 'raf' },
    text,
  )) as ElementHandle<HTMLButtonElement>;

/** The requests each page has under way, so that a wait for a quiet network can say which one held it up. */
const underWay = new WeakMap<Page, Set<HTTPRequest>>();

function trackRequests(page: Page): void {
  const requests = new Set<HTTPRequest>();
  underWay.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/**
 * Waits until `page` has had no request under way for `idleTime` ms. Puppeteer sometimes misses the
 * end of a request (puppeteer/puppeteer#11235: here, the member area's idle prefetches on
 * /user/account in about one run of twenty): after its 30 s, the requests it still counts are
 * looked up in the page's own resource timing, and only one the page has not received either fails
 * the run, by its address.
 */
async function networkIdle(page: Page, idleTime: number): Promise<void> {
  try {
    await page.waitForNetworkIdle({ idleTime });
  } catch (error) {
    const counted = [...(underWay.get(page) ?? [])].map((request) => request.url()).filter((url) => !url.startsWith('data:'));
    const received = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0)
        .map((entry) => entry.name),
    );
    const missing = counted.filter((url) => !received.includes(url));
    if (missing.length > 0) throw new Error(`the network of ${page.url()} was not quiet for ${idleTime} ms; still under way: ${missing.join(', ')}`, { cause: error });
  }
}

async function timedClick(page: Page, condition: 'login' | 'verify' | 'closed', click: () => Promise<unknown>): Promise<number> {
  await page.evaluate((name) => window.__bench.watch(name), condition);
  await click();
  return page.evaluate(() => window.__bench.result ?? Promise.reject(new Error('nothing watched')));
}

interface Stats {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}
const stats = (values: number[]): Stats => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const median = sorted.length % 2 ? at(Math.floor(middle)) : (at(middle - 1) + at(middle)) / 2;
  return { median, min: at(0), max: at(sorted.length - 1) };
};

async function main(): Promise<void> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'mlp-bench-'));
  const browser: { current?: Browser } = {};
  const outbox = new Outbox(() => {});
  const { app, deps } = await createService({
    distDir,
    outbox,
    config: { passwordHashing: { scheme: 'argon2id', cost: { memoryKiB: 64, passes: 1, lanes: 1 } }, sendsPerHour: 10_000, resendAfterMs: 0 },
  });
  const publicKey = deps.keys.publicKeyPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
  const page = hostPage(publicKey);
  const server = serve({
    fetch: (request) => {
      const pages: Record<string, string> = { '/bench': page, '/bench-account': accountPage, '/bench-both': bothPage(publicKey) };
      const html = pages[new URL(request.url).pathname];
      return html ? new Response(html, { headers: { 'Content-Type': 'text/html' } }) : app.fetch(request);
    },
    port: 0,
    hostname: '127.0.0.1',
  });
  try {
    // Plain JavaScript, read as text: the TypeScript loader would add helpers the page does not have.
    const pageScript = await readFile(new URL('./page.js', import.meta.url), 'utf8');
    const { metafile } = await buildElement({ outdir: distDir });
    const files = new Map<string, DistFile>();
    for (const [file, output] of Object.entries(metafile.outputs)) {
      if (!file.endsWith('.js')) continue;
      const bytes = await readFile(file);
      const urlPath = `/dist/${path.relative(distDir, file).split(path.sep).join('/')}`;
      files.set(urlPath, { file: urlPath, output, gzip: gzipSync(bytes, { level: 9 }).length, min: bytes.length });
    }
    /** The popup's chunk (its dialog and Login), which the member area's page fetches only after the dashboard. */
    const popupChunks = new Set([...files.values()].filter(({ output }) => 'src/popup/Popup.tsx' in output.inputs).map(({ file }) => file));
    const gzipOf = (paths: Iterable<string>) => [...new Set(paths)].reduce((sum, file) => sum + (files.get(file)?.gzip ?? 0), 0);

    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bench`;
    const executablePath = chromiumPath();
    if (!executablePath) throw new Error('no Chromium: run `ENGINES=chromium node scripts/ensure-browsers.mjs`');
    const chromium = await puppeteer.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    browser.current = chromium;

    /** A page in a context of its own: no cache, no cookies from another run. */
    const freshPage = async (conditions: Conditions) => {
      const context = await chromium.createBrowserContext();
      const fresh = await context.newPage();
      trackRequests(fresh);
      await emulate(fresh, conditions);
      const errors: string[] = [];
      fresh.on('pageerror', (error) => errors.push(String(error)));
      await fresh.evaluateOnNewDocument(pageScript);
      return { page: fresh, errors, close: () => context.close() };
    };
    const type = async (target: Page, selector: string, text: string) => {
      // Polled every frame: a change inside the shadow root (a part that arrives with a lazy chunk)
      // is not a change of the document that waitForSelector would notice.
      const handle = await target.waitForFunction(
        (inner) => document.querySelector('member-login-popup')?.shadowRoot?.querySelector(inner),
        { polling: 'raf' },
        selector,
      );
      const field = handle.asElement() as ElementHandle<Element> | null;
      if (!field) throw new Error(`no ${selector}`);
      await field.type(text);
    };

    const emptyTimes = () => ({
      afterPrefetch: [] as number[],
      atDomContentLoaded: [] as number[],
      reopen: [] as number[],
      sendToVerify: [] as number[],
      sendAnswer: [] as number[],
      toDashboard: [] as number[],
      dataCalls: [] as number[],
      servicePage: [] as number[],
      serviceDataCalls: [] as number[],
      serviceRepeat: [] as number[],
      idleLongestTask: [] as number[],
      longestTask: [] as number[],
      layoutShift: [] as number[],
    });
    const timesOf = new Map([DESKTOP, SLOW_PHONE].map((conditions) => [conditions, emptyTimes()]));
    const bytes = { byLoad: 0, prefetched: 0, onOpen: 0, toLogin: 0, passwordLogin: 0, codeLogin: 0, accountByLoad: 0, toDashboard: 0, serviceWire: 0, bothByLoad: 0 };
    let dashboardFiles: string[] = [];
    let loginFiles: string[] = [];
    let passwordFiles: string[] = [];
    const errors: string[] = [];

    for (const [conditions, times] of timesOf)
      for (let run = 0; run < RUNS; run++) {
        process.stderr.write(`${conditions.name}: run ${run + 1}/${RUNS}\r`);
        // A: first open after the prefetch, a re-open, then a password login.
        {
          const { page: tab, errors: pageErrors, close } = await freshPage(conditions);
          await tab.goto(url, { waitUntil: 'load' });
          await networkIdle(tab, 500);
          // The idle prefetch renders the closed dialog with Login in it: the click finds it there.
          await tab
            .waitForFunction(() => document.querySelector('member-login-popup')?.shadowRoot?.querySelector('dialog:not([open]) [part~="screen-login"]'), {
              polling: 'raf',
              timeout: 10_000,
            })
            .catch(() => errors.push('no closed dialog with Login was rendered before the click'));
          const beforeClick = await distFetches(tab);
          // What the page cost so far a shopper who has not opened the popup: the longest task after
          // the load event (the idle prefetch's work) and the layout shifts.
          const quiet = await tab.evaluate(() => window.__bench.quiet);
          times.idleLongestTask.push(Math.max(0, ...quiet.longTasks.filter((task) => task.start >= beforeClick.load).map((task) => task.duration)));
          times.longestTask.push(Math.max(0, ...quiet.longTasks.map((task) => task.duration)));
          times.layoutShift.push(quiet.layoutShift);
          times.afterPrefetch.push(await timedClick(tab, 'login', () => tab.click('a[data-member-login]')));
          // What was fetched by the frame that showed Login: the idle prefetch of the other screens, which
          // follows the first show, may have started since, and is not needed to see Login.
          const shownAt = await tab.evaluate(() => window.__bench.shownAt);
          const atLogin = await distFetches(tab);
          atLogin.files = atLogin.files.filter((file) => file.start <= shownAt);
          const byLoad = beforeClick.files.filter((file) => file.start < beforeClick.load).map((file) => file.path);
          const prefetched = beforeClick.files.filter((file) => file.start >= beforeClick.load).map((file) => file.path);
          const onOpen = atLogin.files.slice(beforeClick.files.length).map((file) => file.path);
          bytes.byLoad = Math.max(bytes.byLoad, gzipOf(byLoad));
          bytes.prefetched = Math.max(bytes.prefetched, gzipOf(prefetched));
          bytes.onOpen = Math.max(bytes.onOpen, gzipOf(onOpen));
          const toLogin = atLogin.files.map((file) => file.path);
          if (gzipOf(toLogin) >= bytes.toLogin) [bytes.toLogin, loginFiles] = [gzipOf(toLogin), toLogin];

          await tab.keyboard.press('Escape');
          await tab.waitForFunction(() => !document.querySelector('member-login-popup')?.shadowRoot?.querySelector('dialog[open]'), { polling: 'raf' });
          times.reopen.push(await timedClick(tab, 'login', () => tab.click('a[data-member-login]')));

          await type(tab, 'input[autocomplete~="username"]', SHOPPER.email);
          await type(tab, 'input[autocomplete="current-password"]', SHOPPER.password);
          await tab.click('member-login-popup >>> button[type="submit"]');
          await tab.evaluate(() => window.__bench.success);
          const toPasswordLogin = (await distFetches(tab)).files.map((file) => file.path);
          if (gzipOf(toPasswordLogin) >= bytes.passwordLogin) [bytes.passwordLogin, passwordFiles] = [gzipOf(toPasswordLogin), toPasswordLogin];

          // C: the member area, logged in (this context has the session): navigation → the dashboard
          // painted with the member's data (the name in the heading and the latest orders).
          const dashboard = await tab.browserContext().newPage();
          trackRequests(dashboard);
          await emulate(dashboard, conditions);
          await watchDashboard(dashboard);
          dashboard.on('pageerror', (error) => pageErrors.push(String(error)));
          // A first visit: nothing of dist/ in the cache (the popup's page put React there), the session kept.
          const cdp = await dashboard.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await dashboard.goto(`${url}-account`, { waitUntil: 'domcontentloaded' });
          const alone = await dashboardVisit(dashboard);
          times.toDashboard.push(alone.paintedAt);
          times.dataCalls.push(alone.dataCalls);
          await networkIdle(dashboard, 300);
          const accountFetches = await distFetches(dashboard);
          bytes.accountByLoad = Math.max(bytes.accountByLoad, gzipOf(accountFetches.files.filter((file) => file.start < accountFetches.load).map((file) => file.path)));
          if (gzipOf(alone.files) >= bytes.toDashboard) [bytes.toDashboard, dashboardFiles] = [gzipOf(alone.files), [...alone.files]];
          // The reference service's own member area page (/user/account: both elements, the site's
          // header and style sheet, the build manifest's modulepreload links), as a shopper opens it:
          // first with nothing in the cache, then again (the hashed files from the cache, the entries revalidated).
          const servicePage = `${url.replace(/\/bench$/, '')}/user/account`;
          await cdp.send('Network.clearBrowserCache');
          await dashboard.goto(servicePage, { waitUntil: 'domcontentloaded' });
          const service = await dashboardVisit(dashboard);
          times.servicePage.push(service.paintedAt);
          times.serviceDataCalls.push(service.dataCalls);
          bytes.serviceWire = Math.max(bytes.serviceWire, service.wireBytes);
          if (service.files.some((file) => popupChunks.has(file)))
            errors.push("the popup's chunk was fetched before the member area's dashboard painted on /user/account");
          await networkIdle(dashboard, 300);
          await dashboard.goto(servicePage, { waitUntil: 'domcontentloaded' });
          times.serviceRepeat.push((await dashboardVisit(dashboard)).paintedAt);
          // Both elements on one page: each file once (React among them).
          await dashboard.goto(`${url}-both`, { waitUntil: 'load' });
          const both = await distFetches(dashboard);
          if (new Set(both.files.map((file) => file.path)).size !== both.files.length) errors.push('a file was fetched twice on the page with both elements');
          bytes.bothByLoad = Math.max(bytes.bothByLoad, gzipOf(both.files.filter((file) => file.start < both.load).map((file) => file.path)));
          errors.push(...pageErrors);
          await close();
        }
        // B: a click right at DOMContentLoaded, then a code login by SMS.
        {
          const { page: tab, errors: pageErrors, close } = await freshPage(conditions);
          await tab.goto(`${url}#click-at-domcontentloaded`, { waitUntil: 'domcontentloaded' });
          times.atDomContentLoaded.push(await tab.evaluate(() => window.__bench.result ?? Promise.reject(new Error('nothing watched'))));

          await (await shadowButton(tab, 'Phone code')).click();
          await type(tab, 'input[autocomplete="tel-national"], input[type="tel"]', SHOPPER.phone);
          const send = await shadowButton(tab, 'Send code via SMS');
          const sentBefore = outbox.list(SHOPPER.phone).length;
          times.sendToVerify.push(await timedClick(tab, 'verify', () => send.click()));
          times.sendAnswer.push(
            await tab.evaluate(() =>
              Math.max(
                ...performance
                  .getEntriesByType('resource')
                  .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
                  .filter((entry) => entry.initiatorType === 'fetch' && entry.startTime >= window.__bench.clickAt)
                  .map((entry) => entry.responseEnd - window.__bench.clickAt),
              ),
            ),
          );
          const sent = outbox.list(SHOPPER.phone);
          if (sent.length <= sentBefore) throw new Error('no code was sent');
          const [newest] = sent;
          if (!newest) throw new Error('no code was sent');
          await type(tab, 'input[autocomplete="one-time-code"]', newest.code);
          await tab.evaluate(() => window.__bench.success);
          bytes.codeLogin = Math.max(bytes.codeLogin, gzipOf((await distFetches(tab)).files.map((file) => file.path)));
          errors.push(...pageErrors);
          await close();
        }
      }

    const kb = (value: number) => `${(value / KB).toFixed(1)} KB`;
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const budget = (value: number, limit?: number) => (limit === undefined ? '' : `≤ ${kb(limit)}${value > limit ? '  OVER' : ''}`);
    const rows: [string, string, string][] = [
      ['bytes by the load event', kb(bytes.byLoad), budget(bytes.byLoad, BUDGETS.byLoad)],
      ['bytes prefetched when idle', kb(bytes.prefetched), ''],
      ['bytes on open', kb(bytes.onOpen), ''],
      ['bytes to see Login', kb(bytes.toLogin), budget(bytes.toLogin, BUDGETS.toLogin)],
      ['bytes to the end of a password login', kb(bytes.passwordLogin), budget(bytes.passwordLogin, BUDGETS.passwordLogin)],
      ['bytes to the end of a code login', kb(bytes.codeLogin), ''],
      ['member area: bytes by the load event', kb(bytes.accountByLoad), ''],
      ['member area: bytes to the dashboard with data', kb(bytes.toDashboard), budget(bytes.toDashboard, BUDGETS.toDashboard)],
      ['/user/account: bytes on the wire to the dashboard', kb(bytes.serviceWire), ''],
      ['both elements on one page: bytes by the load event', kb(bytes.bothByLoad), ''],
    ];
    const spread = (values: number[], format: (value: number) => string) => {
      const { median, min, max } = stats(values);
      return `${format(median)} (${format(min)}-${format(max)})`;
    };
    const timeRows: [string, keyof ReturnType<typeof emptyTimes>, (value: number) => string][] = [
      ['click → Login field with focus, after prefetch', 'afterPrefetch', ms],
      ['click → Login field with focus, at DOMContentLoaded', 'atDomContentLoaded', ms],
      ['click → Login field with focus, re-open', 'reopen', ms],
      ['Send → Verify field', 'sendToVerify', ms],
      ['  of which Send → the server’s answer', 'sendAnswer', ms],
      ['member area: navigation → dashboard with data', 'toDashboard', ms],
      ['  its data calls before the dashboard', 'dataCalls', String],
      ['/user/account: navigation → dashboard with data', 'servicePage', ms],
      ['  its data calls before the dashboard', 'serviceDataCalls', String],
      ['/user/account again (a repeat visit)', 'serviceRepeat', ms],
      ['longest task (over 50 ms) before a click', 'longestTask', ms],
      ['of which after the load event (idle work)', 'idleLongestTask', ms],
      ['layout shift before a click (CLS)', 'layoutShift', (value) => value.toFixed(3)],
    ];
    const width = Math.max(...[...rows, ...timeRows].map(([label]) => label.length));
    console.log(`member-login-popup bench: headless Chromium, ${RUNS} fresh pages per time (median, min-max); bytes are gzip -9 of the element's code`);
    console.log(`| ${'row'.padEnd(width)} | ${'value'.padStart(9)} | budget |`);
    console.log(`|${'-'.repeat(width + 2)}|${'-'.repeat(11)}|---|`);
    for (const [label, value, note] of rows) console.log(`| ${label.padEnd(width)} | ${value.padStart(9)} | ${note} |`);
    const columns = [...timesOf.keys()];
    console.log(`\n| ${'time'.padEnd(width)} | ${columns.map((conditions) => conditions.name).join(' | ')} |`);
    console.log(`|${'-'.repeat(width + 2)}|${columns.map(() => '---|').join('')}`);
    for (const [label, key, format] of timeRows) {
      const cells = columns.map((conditions) => {
        const target = TARGETS[key]?.[conditions.name];
        const values = timesOf.get(conditions)?.[key] ?? [];
        return `${spread(values, format)}${target === undefined ? '' : ` (target ≤ ${target} ms${stats(values).median > target ? ': missed' : ''})`}`;
      });
      console.log(`| ${label.padEnd(width)} | ${cells.join(' | ')} |`);
    }
    console.log('\nfiles to see Login:');
    console.log(chunkReport(loginFiles.flatMap((file) => files.get(file) ?? [])));
    console.log('\nthen, to the end of a password login:');
    console.log(chunkReport(passwordFiles.filter((file) => !loginFiles.includes(file)).flatMap((file) => files.get(file) ?? [])));
    console.log("\nfiles to the member area's dashboard:");
    console.log(chunkReport(dashboardFiles.flatMap((file) => files.get(file) ?? [])));
    if (errors.length) {
      console.error(`page errors:\n${errors.join('\n')}`);
      process.exitCode = 1;
    }
    const over = rows.filter(([, , note]) => note.endsWith('OVER'));
    if (over.length) {
      console.error(`over budget: ${over.map(([label]) => label).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.current?.close();
    await new Promise((resolve) => server.close(resolve));
    await rm(distDir, { recursive: true, force: true });
  }
}

await main();
