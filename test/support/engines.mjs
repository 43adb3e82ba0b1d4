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
  /** Xvfb. @type {import('node:child_process').ChildProcess[]} */
  processes = [];
  /** WebKitWebDriver, leading a process group with its MiniBrowser. @type {import('node:child_process').ChildProcess | undefined} */
  driverProcess;

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
      for (const child of [this.driverProcess, ...this.processes]) if (child) stopProcess(child);
    });
    this.display = await this.startXvfb();
    await this.startDriver();
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  /** WebKitWebDriver on a free port, in a process group of its own (with the MiniBrowser it starts). */
  async startDriver() {
    const port = await freePort();
    const driver = spawn(webkitDriverPath() ?? 'WebKitWebDriver', [`--port=${port}`], {
      env: { ...process.env, DISPLAY: this.display },
      stdio: 'ignore',
      detached: true,
    });
    this.driverProcess = driver;
    await waitForDriver(port, driver);
    this.options.port = port;
  }

  /**
   * Opens a test file's page and waits for it. The launcher this extends starts the navigation without
   * waiting, so a navigation WebKitWebDriver never answered became an uncaught error that stopped the
   * whole run (seen once in CI, after 300 s). A page not open within NAVIGATION_DEADLINE gets a new
   * WebKit (driver and browser) and one more try; a second failure fails that file only.
   */
  async startSession(id, url) {
    await this.ensureManagerInitialized();
    try {
      await this.open(id, url);
    } catch (error) {
      console.warn(`\nWebKit did not open a test page (${error instanceof Error ? error.message : error}); starting WebKit again.\n`);
      await this.relaunch();
      await this.open(id, url);
    }
  }

  /**
   * The page's address, asked by the runner 2 s after a page disconnected. While WebKit starts again
   * there is no driver to ask: the launcher this extends threw "Not initialized", an uncaught error
   * that stopped the whole run (seen in a clean-clone run on a loaded machine); no address fails that
   * page's file alone, as a page that went away.
   * @param {string} id
   */
  getBrowserUrl(id) {
    return this.driverManager ? super.getBrowserUrl(id) : Promise.resolve(undefined);
  }

  /** @param {string} id @param {string} url */
  open(id, url) {
    this.driverManager.urlMap.set(id, url);
    return withDeadline(this.driver.navigateTo(url), NAVIGATION_DEADLINE, `no page after ${NAVIGATION_DEADLINE / 1000} s`);
  }

  /** Stops WebKitWebDriver and its MiniBrowser outright (a hung one answers nothing) and starts both anew. */
  async relaunch() {
    clearInterval(this.pendingHeartbeat);
    if (this.driverProcess) stopProcess(this.driverProcess);
    this.driver = undefined;
    this.driverManager = undefined;
    await this.startDriver();
    await this.ensureManagerInitialized();
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
    for (const child of [this.driverProcess, ...this.processes]) if (child) stopProcess(child);
    this.driverProcess = undefined;
    this.processes = [];
  }
}

/** How long WebKit may take to open a test page (the runner allows a file 20 s to start once it is open). */
const NAVIGATION_DEADLINE = 60_000;

/** `promise`, or a rejection saying `message` once `ms` have passed. */
function withDeadline(promise, ms, message) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Kills a child and, when it leads a process group (WebKitWebDriver and its MiniBrowser), the group. */
function stopProcess(child) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
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
