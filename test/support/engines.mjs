// @web/test-runner launchers for the three engines, all from Debian's packages (scripts/engines.mjs):
// Chromium and Firefox ESR through puppeteer-core (Firefox over WebDriver BiDi, headless), WebKit
// through WebKitWebDriver driving WebKitGTK's MiniBrowser on a private Xvfb display.
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromiumPath, firefoxPath, miniBrowserPath, webkitDriverPath, xvfbPath } from '../../scripts/engines.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromium() {
  const launcher = chromeLauncher({ launchOptions: { executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS } });
  launcher.name = 'Chromium';
  return launcher;
}

export function firefox() {
  // A custom puppeteer makes the launcher honour `browser` and name itself "Firefox".
  return chromeLauncher({
    puppeteer: puppeteerCore,
    launchOptions: { browser: 'firefox', executablePath: firefoxPath(), headless: true },
  });
}

export function webkit() {
  return new WebKitLauncher();
}

/**
 * WebKitWebDriver on a free port, with an Xvfb display of its own (MiniBrowser needs X), both
 * started with the launcher and stopped with it.
 */
class WebKitLauncher extends WebdriverLauncher {
  /** @type {import('node:child_process').ChildProcess[]} */
  processes = [];

  constructor() {
    super({
      hostname: '127.0.0.1',
      port: 0,
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        // Windows may open without a user gesture, as puppeteer lets them in Chromium and Firefox.
        'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation', '--javascript-can-open-windows-automatically=true'] },
        // WebDriver classic: the launcher's commands (navigate, execute, keys) need nothing more.
        'wdio:enforceWebDriverClassic': true,
      },
    });
  }

  async initialize(config, testFiles) {
    // Stopped with the launcher, and in any case when the runner exits (an interrupted run too).
    process.once('exit', () => {
      for (const child of this.processes) child.kill();
    });
    const display = await this.startXvfb();
    const port = await freePort();
    const driver = spawn(webkitDriverPath() ?? 'WebKitWebDriver', [`--port=${port}`], {
      env: { ...process.env, DISPLAY: display },
      stdio: 'ignore',
    });
    this.processes.push(driver);
    await waitForDriver(port, driver);
    this.options.port = port;
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  /** A private X display (Xvfb picks a free number and tells it on fd 3), or $DISPLAY without Xvfb. */
  async startXvfb() {
    const xvfb = xvfbPath();
    if (!xvfb) {
      if (process.env.DISPLAY) return process.env.DISPLAY;
      throw new Error("WebKit needs an X display: install Debian's xvfb package");
    }
    const server = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    this.processes.push(server);
    const number = await new Promise((resolve, reject) => {
      let text = '';
      server.stdio[3].on('data', (chunk) => {
        text += chunk;
        if (text.includes('\n')) resolve(text.trim());
      });
      server.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before giving a display`)));
    });
    return `:${number}`;
  }

  /** WebDriver key actions (test/support/keyboardPlugin.mjs), on the one window of the session. */
  keyboardActions(sessionId, actions) {
    if (!this.driverManager) throw new Error('WebKit is not started');
    return this.driverManager.performActions(sessionId, [{ type: 'key', id: 'keyboard', actions }]);
  }

  async stop() {
    await super.stop();
    for (const child of this.processes.reverse()) child.kill();
    this.processes = [];
  }
}

/** A port nobody listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Waits until WebKitWebDriver answers /status (it takes a moment to listen). */
async function waitForDriver(port, driver) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('WebKitWebDriver did not answer on its port');
}
