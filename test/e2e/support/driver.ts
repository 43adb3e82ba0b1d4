/**
 * The small driver the journeys use, so that the same journey runs in every engine: a page (tab)
 * to go to, evaluate in, click, type and wait on, a fresh context (its own cookies: the shopper's
 * computer, or the phone), and the window a click opens. Implemented over puppeteer (Chromium,
 * Firefox over WebDriver BiDi) and over W3C WebDriver (WebKit).
 */
import type { EngineName } from './engines.ts';

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json | undefined };

/** An element to act on; found afresh, through the popup's (or the member area's) shadow root when `in` names it. */
export type Target = {
  readonly in: 'page' | 'popup' | 'account';
  readonly css: string;
  /** Only the element whose `aria-label`, else trimmed text, is this. */
  readonly text?: string;
  /** The form control of the matching `<label>` instead of the label. */
  readonly control?: boolean;
};

export type Key = 'Enter' | 'Escape';

export interface WaitOptions {
  /** Default `DEFAULT_TIMEOUT_MS`. */
  readonly timeout?: number;
  /** Said when the wait times out. */
  readonly message?: string;
}

export interface Tab {
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with JSON arguments; its JSON answer. */
  evaluate<A extends readonly Json[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Waits until `fn` answers a truthy value in the page (across navigations); that value. */
  waitFor<A extends readonly Json[], R>(fn: (...args: A) => R, args: A, options?: WaitOptions): Promise<NonNullable<Awaited<R>>>;
  /** Waits for the target to be shown and enabled, then clicks it as a user would. */
  click(target: Target, options?: WaitOptions): Promise<void>;
  /** Waits for the target, then types `text` into it key by key. */
  type(target: Target, text: string, options?: WaitOptions): Promise<void>;
  /** Presses `key` in the target, or in whatever has focus. */
  press(key: Key, target?: Target): Promise<void>;
  /** Chooses the option with `value` in the target `<select>`. */
  select(target: Target, value: string): Promise<void>;
  /** Runs `action` and answers the window it opened (it watches what this tab watches). */
  opened(action: () => Promise<void>): Promise<Tab>;
  /**
   * Runs `fn` in the page this tab shows and in every page it shows from now on: under puppeteer
   * also before the page's own scripts (a preload script); over WebDriver classic, which has none,
   * before each of the harness's calls into a page. `fn` must do nothing the second time it runs
   * in one page (a flag on `window`).
   */
  watch<A extends readonly Json[]>(fn: (...args: A) => unknown, ...args: A): Promise<void>;
  /** Whether the window is still there (a window the page opened may have closed itself). */
  isOpen(): Promise<boolean>;
  /**
   * Gives this window a virtual authenticator (a platform one: user-verifying, holding passkeys,
   * saying yes at once); only where the driver has one (Chromium, the DevTools protocol's WebAuthn
   * domain: `passkeyJourneys`).
   */
  readonly virtualAuthenticator?: () => Promise<VirtualAuthenticator>;
}

/** A window's virtual authenticator. */
export interface VirtualAuthenticator {
  /** The passkeys it holds now: their sign counts. */
  credentials(): Promise<readonly { readonly signCount: number }[]>;
}

/** A browser context: its own cookies and storage. */
export interface Context {
  readonly tab: Tab;
  /** Every window of the context the harness has driven: `tab`, then those `opened` answered. */
  tabs(): readonly Tab[];
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  newContext(): Promise<Context>;
  close(): Promise<void>;
}

/**
 * The browser or its driver gave no answer to a command at all (not a page that shows the wrong
 * thing: that is a failed wait). A journey that meets one is run once more in fresh contexts.
 */
export class DriverHang extends Error {
  override readonly name = 'DriverHang';
}

/**
 * Generous: two cores shared by three browsers and the service make every step slow at times. A wait
 * ends as soon as what it waits for shows; 20 s was once too little for a Firefox challenge journey
 * (2.4 s alone) in a clean-clone run on a loaded machine.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const POLL_MS = 50;

/**
 * `fn` applied to `args`, as a script expression. tsx may wrap named functions in `__name(…)`,
 * which does not exist in the page: it is bound to the identity here.
 */
export function callExpression(fn: (...args: never[]) => unknown, args: readonly Json[]): string {
  return `((__name) => (${fn.toString()}).apply(null, ${JSON.stringify(args)}))((f) => f)`;
}

/**
 * `expression` run after the watched expressions (see `Tab.watch`), as one expression whose value
 * is `expression`'s.
 */
export function afterWatched(watched: readonly string[], expression: string): string {
  return watched.length === 0 ? expression : `(${[...watched, expression].join(', ')})`;
}

/** In the page: the target element when it is shown and enabled, else null. */
export function findTarget(target: Target): Element | null {
  const host = { page: undefined, popup: 'member-login-popup', account: 'member-account' }[target.in];
  const root = host ? document.querySelector(host)?.shadowRoot : document;
  if (!root) return null;
  for (const candidate of Array.from(root.querySelectorAll(target.css))) {
    if (target.text !== undefined && (candidate.getAttribute('aria-label') ?? candidate.textContent ?? '').trim() !== target.text) continue;
    const element = target.control ? (candidate as HTMLLabelElement).control : candidate;
    if (!element || element.getClientRects().length === 0) continue;
    if ((element as HTMLButtonElement).disabled) continue;
    return element;
  }
  return null;
}

/** How a target reads in a message. */
export function describeTarget(target: Target): string {
  return `${target.in === 'page' ? '' : `${target.in} `}${target.css}${target.text === undefined ? '' : ` "${target.text}"`}${target.control ? ' (its control)' : ''}`;
}
