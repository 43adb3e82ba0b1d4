/**
 * End to end: builds the element, serves the demo origin as `npm start` does, and drives the example
 * host page in Chromium like a shopper would.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serve, type ServerType } from '@hono/node-server';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { buildElement } from '../../esbuild.config.mjs';
import { chromiumPath } from '../../scripts/chromium-path.mjs';
import { testService } from '../service/harness.ts';

/** What the focused element is, seen through shadow roots: its part or tag. */
const focusedInPopup = (page: Page) =>
  page.evaluate(() => {
    const popup = document.querySelector('member-login-popup');
    const active = popup?.shadowRoot?.activeElement;
    return document.activeElement === popup && active ? (active.getAttribute('part') ?? active.tagName) : null;
  });

const popupOpen = (page: Page) =>
  page.evaluate(() => Boolean(document.querySelector('member-login-popup')?.shadowRoot?.querySelector('dialog[open]')));

describe('the demo page (npm start)', () => {
  let distDir: string;
  let server: ServerType;
  let origin: string;
  let browser: Browser;

  before(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'mlp-e2e-'));
    await buildElement({ outdir: distDir });
    const { app } = await testService({ distDir, config: { now: Date.now } });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const executablePath = chromiumPath();
    assert.ok(executablePath, 'no Chromium: run `node scripts/ensure-chromium.mjs`');
    browser = await puppeteer.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });

  after(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    await rm(distDir, { recursive: true, force: true });
  });

  it('Login in the header opens the popup with focus in it, and Escape closes it', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${origin}/`);
    await page.click('a[data-member-login]');
    await page.waitForFunction(() =>
      document.querySelector('member-login-popup')?.shadowRoot?.querySelector('dialog[open] [part~="title"]'),
    );
    assert.equal(page.url(), `${origin}/`);
    assert.ok(await focusedInPopup(page), 'focus is in the popup');
    const title = await page.evaluate(
      () => document.querySelector('member-login-popup')?.shadowRoot?.querySelector('[part~="title"]')?.textContent,
    );
    assert.equal(title, 'Log in');

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('member-login-popup')?.shadowRoot?.querySelector('dialog'));
    const log = await page.$eval('#event-log', (list) => list.textContent ?? '');
    assert.match(log, /close \{"reason":"user"\}/);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('Sign up opens the popup on the sign-up route', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page.click('a[data-member-signup]');
    await page.waitForFunction(
      () => document.querySelector('member-login-popup')?.shadowRoot?.querySelector('[part~="title"]')?.textContent === 'Sign up',
    );
    await page.close();
  });

  it('with variation="control" the Login link navigates to the member login page', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/?variation=control`);
    await page.waitForFunction(() => document.querySelector('member-login-popup')?.getAttribute('variation') === 'control');
    await Promise.all([page.waitForNavigation(), page.click('a[data-member-login]')]);
    assert.equal(new URL(page.url()).pathname, '/user/login');
    await page.waitForFunction(() =>
      document.querySelector('member-login-popup')?.shadowRoot?.querySelector('dialog[open]'),
    );
    assert.equal(await popupOpen(page), true);
    await page.close();
  });

  it('a demo account logs in from the header: login-success in the event log, the account label in the header, and it stays after a reload', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${origin}/`);
    await page.click('a[data-member-login]');
    // The screen renders inside the shadow root, where selector waits do not see changes: poll.
    await page.waitForFunction(() => document.querySelector('member-login-popup')?.shadowRoot?.querySelector('input[autocomplete="username"]'), { polling: 50 });
    await page.type('member-login-popup >>> input[autocomplete="username"]', 'shopper@example.com');
    await page.type('member-login-popup >>> input[autocomplete="current-password"]', 'Shopper123!');
    await page.click('member-login-popup >>> button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('[data-member-account]')?.textContent === 'Sam Shopper');
    const log = await page.$eval('#event-log', (list) => list.textContent ?? '');
    assert.match(log, /login-success \{"result":/);
    assert.match(log, /close \{"reason":"done"\}/);
    assert.equal(await page.$eval('a[data-member-login]', (link) => link.hidden), true);
    await page.reload();
    assert.equal(await page.$eval('[data-member-account]', (label) => label.textContent), 'Sam Shopper');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('Google round trip for real: popup, consent page, /user/google-login, then the dashboard, logged in', async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${origin}/`);
    await page.click('a[data-member-login]');
    await page.waitForFunction(() => document.querySelector('member-login-popup')?.shadowRoot?.querySelector('[part~="third-party-button"]'), { polling: 50 });
    await Promise.all([page.waitForNavigation(), page.click('member-login-popup >>> [part~="third-party-button"]')]);
    assert.equal(new URL(page.url()).pathname, '/__dev/google/authorize');
    await Promise.all([page.waitForNavigation(), page.click('form button[type="submit"]')]);
    await page.waitForFunction(() => location.pathname === '/user/account', { polling: 50, timeout: 10_000 });
    assert.match(await page.$eval('main', (main) => main.textContent ?? ''), /Hello, Sam Shopper/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('fetches the popup and its Login screen when the browser is idle, before any click; the QR and RSA code stay unloaded', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    const chunks = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/chunks\/Login-/.test(entry.name)), { polling: 100, timeout: 10_000 });
    const loaded = await chunks();
    assert.ok(loaded.some((file) => /\/chunks\/Popup-/.test(file)));
    assert.ok(!loaded.some((file) => /\/chunks\/(rsaEncrypt|browser|Qrcode)-/.test(file)), loaded.join('\n'));
    assert.equal(await popupOpen(page), false);
    await page.close();
  });
});
