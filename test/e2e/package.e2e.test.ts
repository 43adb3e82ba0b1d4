/**
 * The package as a host gets it: `npm pack` (which builds it), the tarball installed offline with
 * `--omit=dev` into a fresh project, then the examples of examples/ built in that project against
 * the installed package and driven in Chromium: a plain ES-module page, a React app, a Vue app, and
 * the same plain page under a strict Content-Security-Policy with Trusted Types.
 */
import assert from 'node:assert/strict';
import { readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serve, type ServerType } from '@hono/node-server';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumPath } from '../../scripts/chromium-path.mjs';
import type { CustomElementsManifest } from '../../scripts/customElementsManifest.ts';
import { testService } from '../service/harness.ts';
import { buildHostExamples, hostOrigin, packAndInstall, STRICT_CSP, type InstalledPackage } from './hostExamples.ts';

/** Logs in by password in the open popup, as a shopper types. */
async function passwordLogin(page: Page): Promise<void> {
  // The screen renders inside the shadow root, where selector waits do not see changes: poll.
  await page.waitForFunction(() => document.querySelector('member-login-popup')?.shadowRoot?.querySelector('input[autocomplete~="username"]'), { polling: 50 });
  await page.type('member-login-popup >>> input[autocomplete~="username"]', 'shopper@example.com');
  await page.type('member-login-popup >>> input[autocomplete="current-password"]', 'Shopper123!');
  await page.click('member-login-popup >>> button[type="submit"]');
}

/** Clicks the popup's button whose text is `text`. */
async function clickInPopup(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (label) => [...(document.querySelector('member-login-popup')?.shadowRoot?.querySelectorAll('button') ?? [])].some((button) => button.textContent === label),
    { polling: 50 },
    text,
  );
  await page.evaluate((label) => {
    const buttons = document.querySelector('member-login-popup')?.shadowRoot?.querySelectorAll('button') ?? [];
    [...buttons].find((button) => button.textContent === label)?.click();
  }, text);
}

const inPopup = (page: Page, selector: string) =>
  page.waitForFunction((found) => document.querySelector('member-login-popup')?.shadowRoot?.querySelector(found), { polling: 50 }, selector);

const memberShown = (page: Page) => page.waitForFunction(() => document.getElementById('member')?.textContent === 'Hello, Sam Shopper', { polling: 50 });

describe('the packed package, installed by a host', () => {
  let installed: InstalledPackage;
  let server: ServerType;
  let origin: string;
  let browser: Browser;

  before(async () => {
    installed = await packAndInstall();
    const examplesDir = await buildHostExamples(installed.hostDir);
    const { app } = await testService({ config: { now: Date.now } });
    server = serve({ fetch: hostOrigin(examplesDir, installed.nodeModules, app.fetch), port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const executablePath = chromiumPath();
    assert.ok(executablePath, 'no Chromium: run `ENGINES=chromium node scripts/ensure-browsers.mjs`');
    browser = await puppeteer.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (installed) await rm(path.dirname(installed.hostDir), { recursive: true, force: true });
  });

  /** A new page that records uncaught errors, console errors (CSP violations among them) and failed loads. */
  async function openPage(url: string): Promise<{ page: Page; errors: string[] }> {
    // A context of its own: no session cookie from an earlier test.
    const page = await (await browser.createBrowserContext()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('response', (response) => {
      // What the page is made of; calls (such as the Google consent page's reachability probe) may fail by design.
      const loaded = ['document', 'script', 'stylesheet', 'image'].includes(response.request().resourceType());
      if (loaded && response.status() >= 400 && !response.url().endsWith('/favicon.ico')) errors.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    await page.goto(`${origin}${url}`);
    return { page, errors };
  }

  it('the tarball holds the built element, its types, the manifest, README and LICENSE, and no source, test or service file', () => {
    const files = installed.packedFiles;
    for (const file of [
      'package.json',
      'README.md',
      'LICENSE',
      'custom-elements.json',
      'dist/member-login-popup.js',
      'dist/define.js',
      'dist/index.js',
      'dist/types/elements/member-login-popup.d.ts',
      'dist/types/elements/frameworks/react.d.ts',
    ]) {
      assert.ok(files.includes(file), `${file} is not packed`);
    }
    assert.deepEqual(
      files.filter((file) => !/^(dist\/|package\.json$|README\.md$|LICENSE$|custom-elements\.json$)/.test(file)),
      [],
    );
    assert.deepEqual(
      files.filter((file) => file.startsWith('dist/') && !/\.(js|js\.map|LEGAL\.txt|d\.ts)$/.test(file)),
      [],
    );
  });

  it('installs offline with --omit=dev as the element alone: no server package, no React, nothing to download', async () => {
    assert.deepEqual(
      (await readdir(installed.nodeModules)).filter((name) => !name.startsWith('.')),
      ['member-login-popup'],
    );
    const manifest = JSON.parse(await readFile(path.join(installed.nodeModules, 'member-login-popup', 'package.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(manifest.dependencies, undefined);
    assert.equal(manifest.private, undefined);
  });

  it("a plain ES-module page loads the element from node_modules; its observed attributes are the manifest's; a password login reaches the page's listener", async () => {
    const { page, errors } = await openPage('/examples/esm-page/');
    await page.waitForFunction(() => customElements.get('member-login-popup') !== undefined && document.querySelector('member-login-popup')?.hasAttribute('public-key'), {
      polling: 50,
    });
    const manifest = JSON.parse(await readFile(path.join(installed.nodeModules, 'member-login-popup', 'custom-elements.json'), 'utf8')) as CustomElementsManifest;
    const documented = manifest.modules[0]?.declarations[0]?.attributes.map((attribute) => attribute.name);
    const observed = await page.evaluate(() => (customElements.get('member-login-popup') as unknown as { observedAttributes: string[] }).observedAttributes);
    assert.deepEqual(observed, documented);
    await page.click('#login');
    await passwordLogin(page);
    await memberShown(page);
    assert.equal(await page.$eval('#login', (button) => (button as HTMLButtonElement).hidden), true);
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('the React app opens the popup from its own button and shows the member from its onlogin-success handler', async () => {
    const { page, errors } = await openPage('/examples/react-app/');
    await page.waitForSelector('button');
    await page.click('button');
    await passwordLogin(page);
    await memberShown(page);
    assert.equal(await page.$('header button'), null);
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  it('the Vue app opens the popup from its own button and shows the member from its @login-success handler', async () => {
    const { page, errors } = await openPage('/examples/vue-app/');
    await page.waitForSelector('header button');
    await page.click('header button');
    await passwordLogin(page);
    await memberShown(page);
    assert.deepEqual(errors, []);
    await page.browserContext().close();
  });

  describe(`under ${STRICT_CSP}`, () => {
    it('serves the page with that policy, and Trusted Types are enforced there', async () => {
      const response = await fetch(`${origin}/examples/strict-csp/`);
      assert.equal(response.headers.get('content-security-policy'), STRICT_CSP);
      const { page } = await openPage('/examples/strict-csp/');
      const refused = await page.evaluate(() => {
        try {
          document.createElement('script').src = '/anything.js';
          return false;
        } catch (error) {
          return error instanceof TypeError;
        }
      });
      assert.equal(refused, true, 'a plain string reached a script src: Trusted Types are not enforced');
      await page.browserContext().close();
    });

    it('the popup is styled and a password login works, with no CSP violation', async () => {
      const { page, errors } = await openPage('/examples/strict-csp/');
      await page.waitForFunction(() => document.querySelector('member-login-popup')?.hasAttribute('public-key'), { polling: 50 });
      await page.click('#login');
      await passwordLogin(page);
      await memberShown(page);
      assert.deepEqual(errors, []);
      await page.browserContext().close();
    });

    it("the popup's styles apply: the dialog has its themed width and radius", async () => {
      const { page, errors } = await openPage('/examples/strict-csp/');
      await page.waitForFunction(() => document.querySelector('member-login-popup')?.hasAttribute('public-key'), { polling: 50 });
      await page.click('#login');
      await page.waitForFunction(() => document.querySelector('member-login-popup')?.shadowRoot?.querySelector('dialog[open]'), { polling: 50 });
      const style = await page.evaluate(() => {
        const dialog = document.querySelector('member-login-popup')?.shadowRoot?.querySelector('dialog');
        const computed = dialog ? getComputedStyle(dialog) : undefined;
        return { radius: computed?.borderTopLeftRadius, sheets: document.querySelector('member-login-popup')?.shadowRoot?.adoptedStyleSheets.length };
      });
      assert.equal(style.radius, '8px');
      assert.ok((style.sheets ?? 0) > 0);
      assert.deepEqual(errors, []);
      await page.browserContext().close();
    });

    it('a phone code login works: the code sent by SMS, typed into Verify', async () => {
      const { page, errors } = await openPage('/examples/strict-csp/');
      await page.waitForFunction(() => document.querySelector('member-login-popup')?.hasAttribute('public-key'), { polling: 50 });
      await page.click('#login');
      await clickInPopup(page, 'Phone code');
      await inPopup(page, 'input[autocomplete="tel-national"]');
      await page.type('member-login-popup >>> input[autocomplete="tel-national"]', '81234567');
      await clickInPopup(page, 'Send code via SMS');
      await inPopup(page, 'input[autocomplete="one-time-code"]');
      const [sent] = (await (await fetch(`${origin}/__dev/outbox?phone=81234567`)).json()) as { code: string }[];
      assert.ok(sent, 'no code in the outbox');
      await page.type('member-login-popup >>> input[autocomplete="one-time-code"]', sent.code);
      await memberShown(page);
      assert.deepEqual(errors, []);
      await page.browserContext().close();
    });

    it('the QR login shows its image (a data: URL)', async () => {
      const { page, errors } = await openPage('/examples/strict-csp/');
      await page.waitForFunction(() => document.querySelector('member-login-popup')?.hasAttribute('public-key'), { polling: 50 });
      await page.evaluate(() => document.querySelector<HTMLElement & { show(route?: string): void }>('member-login-popup')?.show('Qrcode'));
      await page.waitForFunction(
        () => {
          const image = document.querySelector('member-login-popup')?.shadowRoot?.querySelector<HTMLImageElement>('[part~="qr-image"]');
          return image?.complete && image.naturalWidth > 0 && image.src.startsWith('data:image/');
        },
        { polling: 50 },
      );
      assert.deepEqual(errors, []);
      await page.browserContext().close();
    });

    it('Google login: from the popup to the consent page (the dev stand-in) and back, logged in', async () => {
      const { page, errors } = await openPage('/examples/strict-csp/');
      await page.waitForFunction(() => document.querySelector('member-login-popup')?.hasAttribute('public-key'), { polling: 50 });
      await page.click('#login');
      await inPopup(page, '[part~="third-party-button"]');
      // Not waitForNavigation: the popup's own history entry, taken back as it closes, is a navigation too.
      await clickInPopup(page, 'Google');
      await page.waitForFunction(() => location.pathname === '/__dev/google/authorize' && document.readyState === 'complete', { polling: 50 });
      await page.click('form button[type="submit"]');
      await page.waitForFunction(() => location.pathname === '/user/account', { polling: 50 });
      // The member area greets the member (its page is <member-account>).
      await page.waitForFunction(() => /^Hello, /.test(document.querySelector('member-account')?.shadowRoot?.querySelector('[part~="page-title"]')?.textContent ?? ''), {
        polling: 50,
      });
      assert.deepEqual(errors, []);
      await page.browserContext().close();
    });

    it("Facebook login: the SDK (the dev stand-in) is added through the element's Trusted Types policy, and its dialog logs the member in", async () => {
      const { page, errors } = await openPage('/examples/strict-csp/');
      await page.waitForFunction(() => document.querySelector('member-login-popup')?.hasAttribute('public-key'), { polling: 50 });
      await page.click('#login');
      await page.waitForFunction(() => document.querySelector('member-login-popup')?.shadowRoot?.querySelector('[part~="third-party-button"]'), { polling: 50 });
      const dialogOpened = browser.waitForTarget((target) => target.url().includes('/__dev/facebook/dialog'));
      await page.evaluate(() => {
        const buttons = document.querySelector('member-login-popup')?.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part~="third-party-button"]') ?? [];
        [...buttons].find((button) => button.textContent === 'Facebook')?.click();
      });
      const dialog = await (await dialogOpened).page();
      assert.ok(dialog, 'no Facebook dialog');
      await dialog.waitForSelector('button[type="submit"]');
      await dialog.click('button[type="submit"]');
      await memberShown(page);
      assert.equal(await page.evaluate(() => document.querySelector('script[src$="/__dev/facebook/sdk.js"]') !== null), true);
      assert.deepEqual(errors, []);
      await page.browserContext().close();
    });
  });
});
