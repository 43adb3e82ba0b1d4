/**
 * The driver over W3C WebDriver, for WebKit: a small HTTP client of WebKitWebDriver, which drives
 * WebKitGTK's MiniBrowser on an Xvfb display this harness starts. WebKitWebDriver holds one session
 * at a time, so every context (the shopper's computer, the phone) gets its own driver process,
 * stopped with it.
 */
import type { ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import {
  afterWatched,
  callExpression,
  DEFAULT_TIMEOUT_MS,
  describeTarget,
  DriverHang,
  findTarget,
  POLL_MS,
  type Context,
  type Engine,
  type Json,
  type Key,
  type Tab,
  type Target,
  type WaitOptions,
} from './driver.ts';
import { miniBrowser, need, webkitDriver, xvfb } from './engines.ts';
import { freePort, start, stop } from './processes.ts';

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = { readonly [ELEMENT_KEY]: string };

/** The WebDriver key codes of the keys the journeys press. */
const KEYS: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C' };

/** How long one in-page wait runs before the client asks again (a navigation ends it early). */
const WAIT_SLICE_MS = 2000;

/** The driver's own limits for a page load and a script; it answers with a `timeout` error past them. */
const DRIVER_TIMEOUTS = { pageLoad: 30_000, script: 30_000 };
/**
 * How long the client waits for any answer of the driver: longer than the driver's own limits, so
 * that a command only ends here when the driver or the browser hangs, and the error says which.
 */
const COMMAND_TIMEOUT_MS = 45_000;

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`WebDriver ${error}: ${message}`);
  }
}

async function send<T>(url: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  let answer: { value: T | { error: string; message: string } };
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new DriverHang(`WebDriver ${method} ${new URL(url).pathname} got no answer in ${COMMAND_TIMEOUT_MS} ms`);
    }
    throw error;
  }
  const value = answer.value;
  if (!response.ok) {
    const failure = value as { error: string; message: string };
    throw new WebDriverError(failure.error, failure.message);
  }
  return value as T;
}

/** One WebDriver session: one MiniBrowser, with its windows. */
class Session {
  private current: string | undefined;

  constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return send<T>(`${this.base}/session/${this.id}${path}`, method, method === 'POST' ? (body ?? {}) : undefined);
  }

  /** Makes `handle` the window commands go to. */
  async use(handle: string): Promise<void> {
    if (this.current === handle) return;
    await this.command('POST', '/window', { handle });
    this.current = handle;
  }

  async window(): Promise<string> {
    this.current = await this.command<string>('GET', '/window');
    return this.current;
  }
}

class WebDriverTab implements Tab {
  /**
   * `windows`: the context's list of driven windows, which this tab and those it opens join;
   * `watched`: what `watch` was given, run before each call into the page (WebDriver classic has no preload scripts).
   */
  constructor(
    private readonly session: Session,
    private readonly handle: string,
    private readonly windows: Tab[],
    private readonly watched: string[] = [],
  ) {
    windows.push(this);
  }

  async watch<A extends readonly Json[]>(fn: (...args: A) => unknown, ...args: A): Promise<void> {
    this.watched.push(callExpression(fn, args));
    await this.evaluate(() => true);
  }

  async isOpen(): Promise<boolean> {
    return (await this.session.command<string[]>('GET', '/window/handles')).includes(this.handle);
  }

  private async command<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    await this.session.use(this.handle);
    return this.session.command<T>(method, path, body);
  }

  async goto(url: string): Promise<void> {
    await this.command('POST', '/url', { url });
  }

  url(): Promise<string> {
    return this.command<string>('GET', '/url');
  }

  async evaluate<A extends readonly Json[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.command<Awaited<R>>('POST', '/execute/sync', { script: `return ${afterWatched(this.watched, callExpression(fn, args))};`, args: [] });
  }

  async waitFor<A extends readonly Json[], R>(
    fn: (...args: A) => R,
    args: A,
    { timeout = DEFAULT_TIMEOUT_MS, message }: WaitOptions = {},
  ): Promise<NonNullable<Awaited<R>>> {
    const deadline = Date.now() + timeout;
    let lastError: unknown;
    while (Date.now() < deadline) {
      const slice = Math.min(WAIT_SLICE_MS, deadline - Date.now());
      // Polls in the page for one slice; a navigation or a slice's end answers null and the client asks again.
      // What the tab watches runs first: a new page ends the script, and the next slice starts there.
      const script = `${this.watched.map((expression) => `${expression};`).join('\n')}
        const done = arguments[arguments.length - 1];
        const until = Date.now() + ${slice};
        const check = () => {
          let value = false;
          try { value = ${callExpression(fn, args)}; } catch { value = false; }
          if (value) done({ value });
          else if (Date.now() >= until) done(null);
          else setTimeout(check, ${POLL_MS});
        };
        check();`;
      try {
        const answer = await this.command<{ value: NonNullable<Awaited<R>> } | null>('POST', '/execute/async', { script, args: [] });
        if (answer) return answer.value;
      } catch (error) {
        if (error instanceof DriverHang || (error instanceof WebDriverError && (error.error === 'invalid session id' || error.error === 'no such window'))) throw error;
        lastError = error;
      }
    }
    throw new Error(`${message ?? `waiting for ${fn.toString().slice(0, 200)}`}: timed out after ${timeout} ms${lastError ? ` (${String(lastError)})` : ''}`);
  }

  private async element(target: Target, options: WaitOptions = {}): Promise<string> {
    const ref = (await this.waitFor(findTarget, [target], { message: `no ${describeTarget(target)}`, ...options })) as unknown as ElementRef;
    return ref[ELEMENT_KEY];
  }

  async click(target: Target, options?: WaitOptions): Promise<void> {
    await this.command('POST', `/element/${await this.element(target, options)}/click`);
  }

  async type(target: Target, text: string, options?: WaitOptions): Promise<void> {
    await this.command('POST', `/element/${await this.element(target, options)}/value`, { text });
  }

  async press(key: Key, target?: Target): Promise<void> {
    if (target) {
      await this.command('POST', `/element/${await this.element(target)}/value`, { text: KEYS[key] });
      return;
    }
    const actions = [
      { type: 'keyDown', value: KEYS[key] },
      { type: 'keyUp', value: KEYS[key] },
    ];
    await this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  async select(target: Target, value: string): Promise<void> {
    // An option of a closed <select> has no box, so it is found without findTarget's visibility check.
    const ref = await this.waitFor(
      (given: Json, optionValue: string) => {
        const wanted = given as unknown as Target;
        const host = { page: undefined, popup: 'member-login-popup', account: 'member-account' }[wanted.in];
        const root = host ? document.querySelector(host)?.shadowRoot : document;
        for (const candidate of Array.from(root?.querySelectorAll(wanted.css) ?? [])) {
          if (wanted.text !== undefined && (candidate.getAttribute('aria-label') ?? candidate.textContent ?? '').trim() !== wanted.text) continue;
          const element = wanted.control ? (candidate as HTMLLabelElement).control : candidate;
          const option = element?.querySelector(`option[value="${optionValue}"]`);
          if (option) return option;
        }
        return null;
      },
      [target as unknown as Json, value] as const,
      { message: `no option ${value} in ${describeTarget(target)}` },
    );
    await this.command('POST', `/element/${(ref as unknown as ElementRef)[ELEMENT_KEY]}/click`);
  }

  async opened(action: () => Promise<void>): Promise<Tab> {
    const before = new Set(await this.command<string[]>('GET', '/window/handles'));
    await action();
    const deadline = Date.now() + DEFAULT_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const handle = (await this.session.command<string[]>('GET', '/window/handles')).find((candidate) => !before.has(candidate));
      if (handle) return new WebDriverTab(this.session, handle, this.windows, [...this.watched]);
      // WebDriver has no event for a new window: ask again shortly.
      await delay(POLL_MS);
    }
    throw new Error('no window opened');
  }
}

/** One WebKitWebDriver process on a port of its own. */
class Driver {
  private constructor(
    readonly process: ChildProcess,
    readonly base: string,
  ) {}

  static async start(display: string): Promise<Driver> {
    const port = await freePort();
    const child = start(need(webkitDriver()), [`--port=${port}`], { env: { ...process.env, DISPLAY: display } });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + DEFAULT_TIMEOUT_MS;
    // The driver says nothing when it listens: ask for its status until it answers.
    for (;;) {
      try {
        await send(`${base}/status`, 'GET');
        return new Driver(child, base);
      } catch (error) {
        if (Date.now() > deadline || child.exitCode !== null) {
          await stop(child);
          throw new Error(`WebKitWebDriver did not start on port ${port}`, { cause: error });
        }
        await delay(POLL_MS);
      }
    }
  }

  async newSession(): Promise<Session> {
    const { sessionId } = await send<{ sessionId: string }>(`${this.base}/session`, 'POST', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: need(miniBrowser()), args: ['--automation'] },
          timeouts: DRIVER_TIMEOUTS,
        },
      },
    });
    const session = new Session(this.base, sessionId);
    await session.command('POST', '/window/rect', { width: 1280, height: 900 });
    await session.window();
    return session;
  }
}

/** Starts Xvfb on the first free display (it picks the number and writes it back). */
async function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const child = start(need(xvfb()), ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const output = child.stdio[3];
  if (!output) throw new Error('Xvfb gave no display pipe');
  let text = '';
  const display = await new Promise<string>((resolve, reject) => {
    output.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before it gave a display`)));
    child.once('error', reject);
  });
  return { display, process: child };
}

/**
 * A browser session on a driver of its own. A browser that does not start (seen under load: the
 * driver never answers the new session) is tried once more on a fresh driver.
 */
async function startSession(display: string, all: Driver[]): Promise<{ driver: Driver; session: Session }> {
  for (let attempt = 1; ; attempt++) {
    const driver = await Driver.start(display);
    all.push(driver);
    try {
      return { driver, session: await driver.newSession() };
    } catch (error) {
      await stop(driver.process);
      if (!(error instanceof DriverHang) || attempt === 2) throw error;
      console.warn(`WebKit: ${error.message}; a fresh driver starts the browser again`);
    }
  }
}

export async function webkitEngine(): Promise<Engine> {
  need(webkitDriver());
  need(miniBrowser());
  const xserver = await startDisplay();
  const all: Driver[] = [];
  return {
    name: 'WebKit',
    async newContext(): Promise<Context> {
      const { driver, session } = await startSession(xserver.display, all);
      const windows: Tab[] = [];
      return {
        tab: new WebDriverTab(session, await session.window(), windows),
        tabs: () => windows,
        async close() {
          try {
            await session.command('DELETE', '');
          } catch (error) {
            // Said, not thrown: the journey's own outcome is what its test reports.
            console.warn(`WebKit: the session could not be ended (${String(error)}); its driver is stopped`);
          }
          await stop(driver.process);
        },
      };
    },
    async close() {
      await Promise.all(all.map((driver) => stop(driver.process)));
      await stop(xserver.process);
    },
  };
}
