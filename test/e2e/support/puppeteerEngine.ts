/** The driver over puppeteer-core: Chromium over CDP, Firefox over WebDriver BiDi, both headless. */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import {
  afterWatched,
  callExpression,
  DEFAULT_TIMEOUT_MS,
  describeTarget,
  findTarget,
  POLL_MS,
  type Engine,
  type Json,
  type Key,
  type Tab,
  type Target,
  type VirtualAuthenticator,
  type WaitOptions,
} from './driver.ts';
import { chromium, firefox, need } from './engines.ts';

/** puppeteer's timeout error, said in the journey's words. */
async function explained<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The window of a browser in front: the one the harness drove last (or the one a page opened since). */
interface Front {
  page?: Page;
  /** The browser speaks the DevTools protocol (Chromium), whose WebAuthn domain gives virtual authenticators. */
  readonly cdp: boolean;
}

class PuppeteerTab implements Tab {
  /** The expressions `watch` was given (each also a preload script of the page). */
  private readonly watched: string[] = [];

  /**
   * `windows`: the context's list of driven windows, which this tab and those it opens join;
   * `front`: its browser's window in front.
   */
  constructor(
    private readonly page: Page,
    private readonly windows: Tab[],
    private readonly front: Front,
  ) {
    windows.push(this);
    if (front.cdp) this.virtualAuthenticator = () => this.addAuthenticator();
  }

  /**
   * Brings this window in front before the harness drives it or waits on it, as a person looks at
   * the device they use. Firefox throttles a window behind another (a journey's second device, or
   * the shopper's tab once a device has been driven): its timers and frames slow to about one a
   * second, and puppeteer's click, which waits for a frame, took up to 4 s there.
   */
  private async toFront(): Promise<void> {
    if (this.front.page === this.page) return;
    await this.page.bringToFront();
    this.front.page = this.page;
  }

  async watch<A extends readonly Json[]>(fn: (...args: A) => unknown, ...args: A): Promise<void> {
    const expression = callExpression(fn, args);
    await this.preload(expression);
    await this.page.evaluate(expression);
  }

  /**
   * Runs `expression` before the scripts of every page from now on, and before each of the
   * harness's calls (a window still opening may commit its first page before the preload is in).
   */
  private async preload(expression: string): Promise<void> {
    this.watched.push(expression);
    await this.page.evaluateOnNewDocument(expression);
  }

  async isOpen(): Promise<boolean> {
    return !this.page.isClosed();
  }

  async goto(url: string): Promise<void> {
    await this.toFront();
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  async evaluate<A extends readonly Json[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    await this.toFront();
    // The page answers JSON, which is what `fn` returns by contract.
    return (await this.page.evaluate(afterWatched(this.watched, callExpression(fn, args)))) as Awaited<R>;
  }

  async waitFor<A extends readonly Json[], R>(
    fn: (...args: A) => R,
    args: A,
    { timeout = DEFAULT_TIMEOUT_MS, message }: WaitOptions = {},
  ): Promise<NonNullable<Awaited<R>>> {
    await this.toFront();
    const expression = afterWatched(this.watched, `(() => { try { return ${callExpression(fn, args)}; } catch { return false; } })()`);
    const handle = await explained(message ?? `waiting for ${fn.toString().slice(0, 200)}`, () => this.page.waitForFunction(expression, { polling: POLL_MS, timeout }));
    return (await handle.jsonValue()) as NonNullable<Awaited<R>>;
  }

  private async element(target: Target, { timeout = DEFAULT_TIMEOUT_MS, message }: WaitOptions = {}): Promise<ElementHandle> {
    await this.toFront();
    const handle = await explained(message ?? `no ${describeTarget(target)}`, () =>
      this.page.waitForFunction(afterWatched(this.watched, callExpression(findTarget, [target])), { polling: POLL_MS, timeout }),
    );
    const element = handle.asElement();
    if (!element) throw new Error(`${describeTarget(target)} is not an element`);
    return element as ElementHandle;
  }

  async click(target: Target, options?: WaitOptions): Promise<void> {
    await (await this.element(target, options)).click();
  }

  async type(target: Target, text: string, options?: WaitOptions): Promise<void> {
    await (await this.element(target, options)).type(text);
  }

  async press(key: Key, target?: Target): Promise<void> {
    if (target) await (await this.element(target)).press(key);
    else {
      await this.toFront();
      await this.page.keyboard.press(key);
    }
  }

  async select(target: Target, value: string): Promise<void> {
    const element = (await this.element(target)) as ElementHandle<HTMLSelectElement>;
    await element.select(value);
  }

  /** Chromium's (see `Tab.virtualAuthenticator`); none in Firefox, whose WebDriver BiDi has no WebAuthn. */
  readonly virtualAuthenticator?: () => Promise<VirtualAuthenticator>;

  private async addAuthenticator(): Promise<VirtualAuthenticator> {
    const cdp = await this.page.createCDPSession();
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
  }

  async opened(action: () => Promise<void>): Promise<Tab> {
    let timer: NodeJS.Timeout | undefined;
    const popup = new Promise<Page>((resolve, reject) => {
      this.page.once('popup', (page) => (page ? resolve(page) : reject(new Error('the window closed before it could be driven'))));
      timer = setTimeout(() => reject(new Error('no window opened')), DEFAULT_TIMEOUT_MS);
    });
    try {
      await action();
      // A window a page opens comes in front of its opener.
      const window = new PuppeteerTab(await popup, this.windows, this.front);
      this.front.page = await popup;
      for (const expression of this.watched) await window.preload(expression);
      return window;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * The regional sites of the passkey journey (`startRegionalSites`) are `*.test` names on this
 * machine, over HTTPS with a certificate made for the run: Chromium resolves them here and accepts it.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.test 127.0.0.1',
  '--ignore-certificate-errors',
];

function launch(name: 'Chromium' | 'Firefox'): Promise<Browser> {
  if (name === 'Chromium') return puppeteer.launch({ executablePath: need(chromium()), headless: true, args: CHROMIUM_ARGS });
  return puppeteer.launch({ browser: 'firefox', executablePath: need(firefox()), headless: true });
}

export async function puppeteerEngine(name: 'Chromium' | 'Firefox'): Promise<Engine> {
  const browser = await launch(name);
  const front: Front = { cdp: name === 'Chromium' };
  return {
    name,
    async newContext() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const windows: Tab[] = [];
      return { tab: new PuppeteerTab(page, windows, front), tabs: () => windows, close: () => context.close() };
    },
    close: () => browser.close(),
  };
}
