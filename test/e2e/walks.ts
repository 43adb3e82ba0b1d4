/**
 * The walk of a password login (docs/architecture.md, "The walk of a login"), recorded in the demo
 * that `npm start` serves, in Chromium, from the click on "Log in" to `login-success`, two ways:
 *
 * - its spine: the page paused (DevTools' debugger, async call stacks on) at every request the login
 *   makes and at `login-success`; each pause's stack, read through dist's source maps, is the chain
 *   of calls from the click to that moment, and their modules of `src/`, in the order the login
 *   first reaches them, are the spine;
 * - what ran at all: V8's precise coverage over the same span, by module.
 *
 * The docs' list must hold the spine in its order (an entry's first module is its step), and name
 * no module that did not run: its side calls (the encryption, the wire check, the next-step rules),
 * which return before any pause, are entries of their own. Its hops (the entries) and its bounces
 * (calls back up: a call, on a recorded stack, into a folder already on that stack above its
 * caller) are held to issue 33's targets.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { LEAST_UPPER_BOUND, originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import type { Protocol } from 'puppeteer-core';
import { startDemo, type Demo } from './support/demo.ts';
import { chromium, isSelected, need } from './support/engines.ts';
import { DEMO_PASSWORD } from './support/shopper.ts';

/** A frame of a paused stack, where it is in dist's code. */
interface Frame {
  readonly url: string;
  /** 0-based, as DevTools gives them. */
  readonly lineNumber: number;
  readonly columnNumber: number;
}

/** A step of the walk: a module of `src/` (or `elements/`), and the function it is in there. */
interface Step {
  readonly module: string;
  readonly fn: string;
}

/** What `Profiler.takePreciseCoverage` answers (its call counts per function). */
interface Coverage {
  readonly result: readonly {
    readonly url: string;
    readonly functions: readonly { readonly ranges: readonly { readonly startOffset: number; readonly count: number }[] }[];
  }[];
}

let demo: Demo;
let browser: Browser;

/** The module of `src/` (or `elements/`) a source-map source names, or undefined for a dependency. */
function moduleOf(source: string | null): string | undefined {
  const match = source?.match(/(?:^|\/)((?:src|elements)\/.+)$/);
  return match?.[1];
}

/** The function a line of source is in: the nearest declaration above it whose block encloses it (for the report). */
function functionAt(lines: readonly string[], line: number): string {
  // A one-line arrow function (a property's or a constant's) is its own line.
  const oneLine = lines[line - 1]?.match(/^\s*(?:readonly )?(?:(\w+): |(?:export )?const (\w+) = )(?:async )?\([^)]*\) =>/);
  if (oneLine) return (oneLine[1] ?? oneLine[2]) as string;
  // Upward from the line, the braces closed below are matched; an unmatched `{` opens an enclosing block.
  let closed = 0;
  for (let index = line - 2; index >= 0; index--) {
    const braces = lines[index] ?? '';
    let encloses = false;
    for (let char = braces.length - 1; char >= 0; char--) {
      if (braces[char] === '}') closed += 1;
      else if (braces[char] === '{') {
        if (closed > 0) closed -= 1;
        else encloses = true;
      }
    }
    if (!encloses) continue;
    // A signature over several lines opens its block on its last: its name is on a line above.
    for (let start = index; start >= 0 && index - start < 6; start--) {
      const text = lines[start] ?? '';
      if (start < index && /[;{}]\s*$/.test(text)) break;
      const named =
        text.match(/^\s*(?:export )?(?:async )?function\*? ?(\w+)/) ??
        text.match(/^\s*(?:export )?const (\w+) = (?:async )?(?:\(|\w+ =>|function)/) ??
        text.match(/^\s*(?:async )?(\w+)\([^)]*\)?(?:: [^{]+)? ?\{?$/) ??
        text.match(/^\s*(?:readonly )?(\w+): (?:async )?\(/);
      if (named?.[1] && !['if', 'for', 'while', 'switch', 'catch'].includes(named[1])) return named[1];
    }
  }
  return '(module)';
}

/** Reads dist's scripts through their source maps (each fetched once): a paused frame's step, and the modules a coverage ran. */
function sourceMapped() {
  const scripts = new Map<string, Promise<{ text: string; map: TraceMap } | undefined>>();
  const load = (url: string) => {
    let loaded = scripts.get(url);
    if (!loaded) {
      loaded = (async () => {
        if (!/^https?:.*\.js$/.test(url)) return undefined;
        const text = await (await fetch(url)).text();
        const mapName = text.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
        return mapName ? { text, map: new TraceMap(await (await fetch(new URL(mapName, url))).text()) } : undefined;
      })();
      scripts.set(url, loaded);
    }
    return loaded;
  };
  return {
    async step(frame: Frame): Promise<Step | undefined> {
      const map = (await load(frame.url))?.map;
      if (!map) return undefined;
      const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
      const module = moduleOf(original.source);
      if (!module || !original.source || original.line === null) return undefined;
      const index = map.resolvedSources.indexOf(original.source);
      return { module, fn: functionAt((map.sourcesContent?.[index] ?? '').split('\n'), original.line) };
    },
    async ran(coverage: Coverage): Promise<Set<string>> {
      const modules = new Set<string>();
      for (const script of coverage.result) {
        const loaded = await load(script.url);
        if (!loaded) continue;
        for (const { ranges } of script.functions) {
          const [whole] = ranges;
          if (!whole || whole.count === 0) continue;
          const before = loaded.text.slice(0, whole.startOffset);
          const column = whole.startOffset - (before.lastIndexOf('\n') + 1);
          // A function's first token may have no mapping of its own (esbuild maps an `async function`
          // from its name on): the nearest mapping after its start is the function's, not the one
          // before it, which belongs to whatever module the chunk holds before it.
          const module = moduleOf(originalPositionFor(loaded.map, { line: before.split('\n').length, column, bias: LEAST_UPPER_BOUND }).source);
          if (module) modules.add(module);
        }
      }
      return modules;
    },
  };
}

/** A pause's stack, outermost call first: its frames, then the async callers' frames (DevTools lists them innermost first). */
function outermostFirst(paused: Protocol.Debugger.PausedEvent, scripts: ReadonlyMap<string, string>): Frame[] {
  const frames: Frame[] = paused.callFrames.map((frame) => ({
    url: scripts.get(frame.location.scriptId) ?? '',
    lineNumber: frame.location.lineNumber,
    columnNumber: frame.location.columnNumber ?? 0,
  }));
  for (let trace = paused.asyncStackTrace; trace; trace = trace.parent) frames.push(...trace.callFrames);
  return frames.reverse();
}

/** A walk as docs/architecture.md lists it under `### {title}`: each entry's modules, in order. */
async function documentedWalk(title: string): Promise<string[][]> {
  const doc = await readFile(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
  const section = doc.split(/^### /m).find((part) => part.startsWith(title));
  assert.ok(section, `docs/architecture.md has a "### ${title}" walk`);
  return section
    .split('\n')
    .filter((line) => /^\d+\. /.test(line))
    .map((line) => [...line.matchAll(/`((?:src|elements)\/[^`:]+)(?::[^`]*)?`/g)].map((match) => match[1] as string));
}

/** A module's folder. */
const folderOf = (module: string) => module.split('/').slice(0, -1).join('/');

/**
 * The calls back up a stack (outermost step first): a step's call into a folder already on the stack
 * above its caller (a callback, a getter of a layer above), each caller → callee folder once.
 */
function callsBack(stack: readonly Step[], into: Set<string>): void {
  for (let index = 2; index < stack.length; index++) {
    const caller = folderOf((stack[index - 1] as Step).module);
    const callee = folderOf((stack[index] as Step).module);
    if (callee === caller) continue;
    if (stack.slice(0, index - 1).some((above) => folderOf(above.module) === callee)) into.add(`${caller} → ${callee}`);
  }
}

/** A page of the demo in a fresh context, its DevTools session with V8's coverage on. */
async function demoPage(): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await page.goto(`${demo.origin}/`, { waitUntil: 'load' });
  return { page, cdp };
}

/** Opens the popup from the header and types the scenario shopper's login on its Login screen. */
async function typeLogin(page: Page): Promise<void> {
  await page.click('a[data-member-login]');
  await page.waitForSelector('member-login-popup >>> [part~="screen-login"]');
  await page.type('member-login-popup >>> input[name="username"]', 'shopper@example.com');
  await page.type('member-login-popup >>> input[name="password"]', DEMO_PASSWORD);
}

interface Walked {
  /** The steps on the recorded stacks, in the order first reached. */
  readonly spine: readonly Step[];
  /** The modules that ran at all. */
  readonly ran: ReadonlySet<string>;
  /** The calls back up (caller folder → callee folder). */
  readonly bounces: ReadonlySet<string>;
}

/**
 * Clicks `button` and records the walk until the page dispatches `end`: the stacks at every request
 * and at `end` (a `debugger` statement in a listener of it), and the coverage of the span.
 */
async function walkOf(page: Page, cdp: CDPSession, button: string, end: string): Promise<Walked> {
  const mapped = sourceMapped();
  const stacks: Frame[][] = [];
  // A paused frame names its script by id (its `url` is deprecated, and empty here).
  const scripts = new Map<string, string>();
  cdp.on('Debugger.scriptParsed', (script: Protocol.Debugger.ScriptParsedEvent) => scripts.set(script.scriptId, script.url));
  let coverage: Promise<Coverage> | undefined;
  const ended = new Promise<void>((resolve) => {
    cdp.on('Debugger.paused', (paused: Protocol.Debugger.PausedEvent) => {
      // The walk ends at `end` (the `debugger` statement's pause): later requests are not in it.
      if (coverage) return void cdp.send('Debugger.resume');
      stacks.push(outermostFirst(paused, scripts));
      if (paused.reason === 'other') {
        coverage = cdp.send('Profiler.takePreciseCoverage') as Promise<unknown> as Promise<Coverage>;
        void coverage.finally(() => void cdp.send('Debugger.resume'));
        resolve();
      } else void cdp.send('Debugger.resume');
    });
  });
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 64 });
  await cdp.send('DOMDebugger.setXHRBreakpoint', { url: '' });
  await page.evaluate((name: string) => {
    document.addEventListener(name, () => {
      // biome-ignore lint/suspicious/noDebugger: the test pauses here to read the stack that led to the event.
      debugger;
    });
  }, end);
  // What ran before the click is not the walk's.
  await cdp.send('Profiler.takePreciseCoverage');
  await page.click(button);
  await ended;
  const ran = await mapped.ran(await (coverage as Promise<Coverage>));
  await cdp.send('DOMDebugger.removeXHRBreakpoint', { url: '' });
  await cdp.send('Debugger.disable');

  // The spine: each stack's steps of src/ in the order they are first reached, a module's steps in
  // a row as one (its functions calling each other).
  const spine: Step[] = [];
  const seen = new Set<string>();
  const bounces = new Set<string>();
  for (const stack of stacks) {
    const steps: Step[] = [];
    for (const frame of stack) {
      const step = await mapped.step(frame);
      if (step && steps.at(-1)?.module !== step.module) steps.push(step);
    }
    callsBack(steps, bounces);
    for (const step of steps) {
      if (seen.has(`${step.module}:${step.fn}`)) continue;
      seen.add(`${step.module}:${step.fn}`);
      if (spine.at(-1)?.module !== step.module) spine.push(step);
    }
  }
  return { spine, ran, bounces };
}

/** Holds docs/architecture.md's walk `title` to what was recorded, and to at most `hops` and `bounces`. */
async function documents(title: string, { spine, ran, bounces }: Walked, most: { hops: number; bounces: number }): Promise<void> {
  const documented = await documentedWalk(title);
  const walk = documented.map((modules) => modules[0] as string);
  const spineText = spine.map((step) => `\`${step.module}:${step.fn}\``).join(' → ');
  // The spine in the docs' order: each of its steps an entry, after the step before it.
  let from = 0;
  for (const step of spine) {
    const at = walk.indexOf(step.module, from);
    assert.ok(at >= 0, `docs/architecture.md's ${title} must have ${step.module} (${step.fn}) after entry ${from}: the spine is ${spineText}`);
    from = at + 1;
  }
  const notRun = [...new Set(documented.flat())].filter((module) => !ran.has(module));
  assert.deepEqual(notRun, [], `docs/architecture.md's ${title} names modules that do not run`);
  assert.ok(walk.length <= most.hops, `${title}: ${walk.length} hops, at most ${most.hops}`);
  assert.ok(bounces.size <= most.bounces, `${title}: ${bounces.size} calls back up, at most ${most.bounces}: ${[...bounces].join(', ')}`);
}

/**
 * The walks, in Chromium only (DevTools' debugger and coverage): a suite of the Chromium journeys'
 * file, run after them with its own demo, so that it adds nothing to the end-to-end run's length.
 */
export function walks(): void {
  if (!isSelected('Chromium')) return;
  describe('the walks of docs/architecture.md, recorded', () => {
    before(async () => {
      demo = await startDemo();
      browser = await puppeteer.launch({ executablePath: need(chromium()), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    });

    after(async () => {
      await browser?.close();
      await demo?.close();
    });

    it('a password login walks the way docs/architecture.md lists, within 25 hops and 3 calls back up', async () => {
      const { page, cdp } = await demoPage();
      await typeLogin(page);
      const walked = await walkOf(page, cdp, 'member-login-popup >>> button[type="submit"]', 'login-success');
      await documents('Password login', walked, { hops: 25, bounces: 3 });
    });

    it('an address save walks the way docs/architecture.md lists, within 18 hops and 2 calls back up', async () => {
      const { page, cdp } = await demoPage();
      await typeLogin(page);
      await page.click('member-login-popup >>> button[type="submit"]');
      // Logged in once the header names the account and the popup has closed.
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLElement>('a[data-member-account]')?.hidden === false &&
          !document.querySelector('member-login-popup')?.shadowRoot?.querySelector('dialog[open]'),
        { timeout: 20_000 },
      );
      await page.goto(`${demo.origin}/user/account#/address/new`, { waitUntil: 'load' });
      await page.waitForFunction(() => Boolean(document.querySelector('member-account')?.shadowRoot?.querySelector('input[name="postcode"]')), { timeout: 20_000 });
      const field = 'member-account >>> [part~="form"]';
      await page.click(`${field} input[name="name"]`, { count: 3 });
      await page.type(`${field} input[name="name"]`, 'Sam Shopper');
      await page.type(`${field} input[name="tel-national"]`, '81234567');
      await page.type(`${field} input[name="postcode"]`, '018956');
      await page.type(`${field} textarea[name="detailAddress"]`, '10 Bayfront Avenue');
      const walked = await walkOf(page, cdp, `${field} button[type="submit"]`, 'account-change');
      await documents('Address save', walked, { hops: 18, bounces: 2 });
    });
  });
}
