/**
 * What a shopper does and sees on the demo page, in the words of the journeys: targets in the
 * popup's shadow root, the host page's record of the element's events, screens, the header.
 */
import jsQR from 'jsqr';
import type { Json, Tab, Target } from './driver.ts';

/** The demo accounts' password. */
export const DEMO_PASSWORD = 'Shopper123!';

export const inPopup = (css: string, text?: string): Target => (text === undefined ? { in: 'popup', css } : { in: 'popup', css, text });
export const onPage = (css: string, text?: string): Target => (text === undefined ? { in: 'page', css } : { in: 'page', css, text });
/** The popup's form control labelled `label`. */
export const field = (label: string): Target => ({ in: 'popup', css: 'label', text: label, control: true });
export const inAccount = (css: string, text?: string): Target => (text === undefined ? { in: 'account', css } : { in: 'account', css, text });
export const accountField = (label: string): Target => ({ in: 'account', css: 'label', text: label, control: true });
export const button = (text: string): Target => inPopup('button', text);

export const LOGIN_LINK = onPage('a[data-member-login]');
export const SIGNUP_LINK = onPage('a[data-member-signup]');

export interface HostEvent {
  readonly name: 'login-success' | 'next-step' | 'close';
  /** The event's detail, as JSON. */
  readonly detail: { readonly [key: string]: Json | undefined };
  /** The path of the page it was dispatched on. */
  readonly page: string;
}

const EVENTS_KEY = 'mlp-e2e-events';

const PROBLEMS_KEY = 'mlp-e2e-problems';

/**
 * In the page: listens to the element's events on `document`, as a host page does, and keeps them
 * in sessionStorage, so that they are still there after the page they happened on has navigated.
 */
function recordEvents(key: string): boolean {
  const page = window as unknown as { [flag: string]: boolean };
  if (page[key]) return true;
  page[key] = true;
  for (const name of ['login-success', 'next-step', 'close']) {
    document.addEventListener(name, (event) => {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      list.push({ name, detail: (event as CustomEvent).detail ?? null, page: location.pathname });
      sessionStorage.setItem(key, JSON.stringify(list));
    });
  }
  return true;
}

/**
 * In the page (watched: see `watchProblems`): notes uncaught errors, unhandled rejections and what
 * the page logs as an error or a warning, in sessionStorage, so that they outlast the page. A
 * window opened by a page of the same origin notes them in its opener too: the Facebook window
 * closes itself, and its opener is still there to be asked. Not on `about:blank` (a window not yet
 * at its page, which has no storage of the origin; its Window object may be the page's next).
 */
function recordProblems(key: string): void {
  const page = window as unknown as { [flag: string]: boolean };
  if (page[key] || location.href === 'about:blank') return;
  page[key] = true;
  const keep = (problem: string) => {
    const stores = [sessionStorage];
    try {
      // A cross-origin opener throws here: its problems are not this harness's to note.
      if (window.opener && window.opener !== window) stores.push((window.opener as Window).sessionStorage);
    } catch {}
    for (const [index, store] of stores.entries()) {
      const list = JSON.parse(store.getItem(key) ?? '[]') as string[];
      list.push(index === 0 ? problem : `(the window it opened) ${problem}`);
      store.setItem(key, JSON.stringify(list));
    }
  };
  const said = (values: unknown[]) => values.map((value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value))).join(' ');
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...values: unknown[]) => {
      keep(`${location.pathname} console.${level}: ${said(values)}`);
      original(...values);
    };
  }
  window.addEventListener('error', (event) => keep(`${location.pathname} uncaught: ${said([event.error ?? event.message])}`));
  window.addEventListener('unhandledrejection', (event) => keep(`${location.pathname} unhandled rejection: ${said([event.reason])}`));
}

/**
 * Has the tab note what goes wrong on every page it shows from now on, before the page's scripts
 * where the driver can (puppeteer) and otherwise from the harness's first call into the page; the
 * windows it opens too. `pageProblems` reads the notes.
 */
export function watchProblems(tab: Tab): Promise<void> {
  return tab.watch(recordProblems, PROBLEMS_KEY);
}

/**
 * Opens `url` and listens to the element's events there. A page with the element is ready once
 * the element is defined (its header links are then taken over): a click before that follows the
 * link, as it should on a page whose script has not run yet.
 */
export async function visit(tab: Tab, url: string): Promise<void> {
  await tab.goto(url);
  await tab.evaluate(recordEvents, EVENTS_KEY);
  await tab.waitFor(() => !document.querySelector('member-login-popup') || Boolean(customElements.get('member-login-popup')), [], {
    message: 'the element was never defined',
  });
}

/** Every event the host page has seen in this tab so far, oldest first. */
export async function hostEvents(tab: Tab): Promise<HostEvent[]> {
  const text = await tab.evaluate((key: string) => sessionStorage.getItem(key) ?? '[]', EVENTS_KEY);
  return JSON.parse(text) as HostEvent[];
}

/**
 * The uncaught errors, unhandled rejections, errors and warnings logged on the pages this tab
 * showed, and in the windows they opened. A tab that `watchProblems` was not given throws: no
 * notes are not no problems.
 */
export async function pageProblems(tab: Tab): Promise<string[]> {
  const text = await tab.evaluate(
    (key: string) => ((window as unknown as { [flag: string]: boolean })[key] ? (sessionStorage.getItem(key) ?? '[]') : null),
    PROBLEMS_KEY,
  );
  if (text === null) throw new Error(`nothing notes the problems of ${await tab.url()}: the tab is not watched (watchProblems)`);
  return JSON.parse(text) as string[];
}

/** Waits for the host page to have seen a `name` event; its detail. */
export async function waitForEvent(tab: Tab, name: HostEvent['name']): Promise<HostEvent['detail']> {
  const text = await tab.waitFor(
    (key: string, wanted: string) => {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as { name: string }[];
      const found = list.find((event) => event.name === wanted);
      return found ? JSON.stringify(found) : null;
    },
    [EVENTS_KEY, name],
    { message: `the host page saw no ${name} event` },
  );
  return (JSON.parse(text) as HostEvent).detail;
}

/** Waits for the popup's screen `name` (its part `screen-<name>`). */
export async function waitForScreen(tab: Tab, name: string): Promise<void> {
  await tab.waitFor((wanted: string) => Boolean(document.querySelector('member-login-popup')?.shadowRoot?.querySelector(`[part~="screen-${wanted}"]`)), [name], {
    message: `the ${name} screen did not show`,
  });
}

/** Waits until the popup shows `text` somewhere in the part `part` (a toast, a title, a text). */
export async function waitForText(tab: Tab, part: string, text: string): Promise<void> {
  await tab.waitFor(
    (partName: string, wanted: string) =>
      Array.from(document.querySelector('member-login-popup')?.shadowRoot?.querySelectorAll(`[part~="${partName}"]`) ?? []).some((node) =>
        node.textContent?.includes(wanted),
      ),
    [part, text],
    { message: `the popup shows no "${text}" in ${part}` },
  );
}

const BUSY_SEEN = 'mlpE2eBusySeen';

/**
 * Notes when the popup's busy indicator shows from now on (a mutation observer on its shadow root
 * sees it however briefly it shows), so that `waitForBusyOver` can tell that a call is over.
 */
export async function watchBusy(tab: Tab): Promise<void> {
  await tab.evaluate((flag: string) => {
    const root = document.querySelector('member-login-popup')?.shadowRoot;
    if (!root) throw new Error('no popup to watch');
    const page = window as unknown as { [key: string]: boolean };
    page[flag] = false;
    new MutationObserver((_, observer) => {
      if (!root.querySelector('[part~="busy"]')) return;
      page[flag] = true;
      observer.disconnect();
    }).observe(root, { subtree: true, childList: true });
    return true;
  }, BUSY_SEEN);
}

/** Waits until the busy indicator `watchBusy` saw has gone: the popup's call is over. */
export async function waitForBusyOver(tab: Tab): Promise<void> {
  await tab.waitFor(
    (flag: string) =>
      (window as unknown as { [key: string]: boolean })[flag] === true && !document.querySelector('member-login-popup')?.shadowRoot?.querySelector('[part~="busy"]'),
    [BUSY_SEEN],
    { message: 'the popup was never busy, or stayed busy' },
  );
}

/** Waits until the popup's dialog has closed. */
export async function waitForClosed(tab: Tab): Promise<void> {
  await tab.waitFor(() => !document.querySelector('member-login-popup')?.shadowRoot?.querySelector('dialog[open]'), [], { message: 'the popup did not close' });
}

/** Waits for the page at `pathname`, its load done, and listens to the element's events there from then on; the full URL. */
export async function waitForPage(tab: Tab, pathname: string): Promise<URL> {
  await tab.waitFor((wanted: string) => location.pathname === wanted && document.readyState === 'complete', [pathname], { message: `never landed on ${pathname}` });
  await tab.evaluate(recordEvents, EVENTS_KEY);
  return new URL(await tab.url());
}

/** How long a page must fetch nothing more, in its own time, to count as settled. */
const SETTLED_MS = 1500;

/**
 * Waits until the page has settled: no new resource entry (a fetch that completed) for
 * `SETTLED_MS` of the page's time, and at least two of the page's idle callbacks in a row
 * (`requestIdleCallback`, else a short timer) saw none, so that what the page does "when idle"
 * after what it fetched last has had its turn and its fetches have come back.
 */
export async function waitForSettled(tab: Tab): Promise<void> {
  await tab.waitFor(
    (slot: string, quietMs: number) => {
      type Watch = { entries: number; changedAt: number; calmChecks: number; settled: boolean };
      const page = window as unknown as { [key: string]: Watch | undefined };
      const existing = page[slot];
      if (existing) return existing.settled;
      const watch: Watch = { entries: performance.getEntriesByType('resource').length, changedAt: performance.now(), calmChecks: 0, settled: false };
      page[slot] = watch;
      const idle = (task: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 50));
      const check = () => {
        const entries = performance.getEntriesByType('resource').length;
        if (entries === watch.entries) watch.calmChecks += 1;
        else Object.assign(watch, { entries, changedAt: performance.now(), calmChecks: 0 });
        if (watch.calmChecks >= 2 && performance.now() - watch.changedAt >= quietMs) watch.settled = true;
        else idle(check);
      };
      idle(check);
      return false;
    },
    ['mlpE2eSettled', SETTLED_MS],
    { message: `the page kept fetching: no ${SETTLED_MS} ms without a new resource` },
  );
}

/** Waits for the header's account label to show `label`, the login and sign-up links hidden. */
export async function waitForAccountLabel(tab: Tab, label: string): Promise<void> {
  await tab.waitFor(
    (wanted: string) => {
      const account = document.querySelector<HTMLElement>('[data-member-account]');
      const links = Array.from(document.querySelectorAll<HTMLElement>('[data-member-login], [data-member-signup]'));
      return account?.textContent === wanted && !account.hidden && links.every((link) => link.hidden);
    },
    [label],
    { message: `the header does not show the account ${label}` },
  );
}

/**
 * Waits until the page at `path`, fetched in the background from this tab (with its cookies), reads
 * as `pattern` (tested on its text with tags and spaces dropped): what the server holds, seen
 * without leaving the page, so that calls still running in it go on.
 */
export async function waitForServerPage(tab: Tab, path: string, pattern: string): Promise<void> {
  await tab.waitFor(
    (url: string, wanted: string, slot: string) => {
      const page = window as unknown as { [key: string]: string | undefined };
      const text = page[slot];
      if (text === undefined) {
        page[slot] = 'pending';
        fetch(url, { credentials: 'same-origin' })
          .then((response) => response.text())
          .then((body) => {
            page[slot] = body.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
          })
          .catch(() => {
            page[slot] = undefined;
          });
        return false;
      }
      if (text === 'pending') return false;
      if (new RegExp(wanted).test(text)) return true;
      page[slot] = undefined;
      return false;
    },
    [path, pattern, 'mlpE2eServerPage'],
    { message: `${path} never read as ${pattern}` },
  );
}

/** The main text of a member page (the dashboard, a next-step page). */
export function mainText(tab: Tab): Promise<string> {
  return tab.evaluate(() => document.querySelector('main')?.textContent?.replace(/\s+/g, ' ').trim() ?? '');
}

/** Opens the popup from the header's Login link and waits for the Login screen. */
export async function openLogin(tab: Tab, origin: string): Promise<void> {
  await visit(tab, `${origin}/`);
  await tab.click(LOGIN_LINK);
  await waitForScreen(tab, 'login');
}

/** Logs in by password on the open Login screen (the Password tab). */
export async function passwordLogin(tab: Tab, loginName: string, password: string): Promise<void> {
  await tab.type(field('Phone or Email'), loginName);
  await tab.type(field('Password'), password);
  await tab.click(button('Log in'));
}

/** From the header's Sign up: the Registry screen, the terms agreed to, `phone` typed (nothing sent yet). */
export async function startSignUp(tab: Tab, origin: string, phone: string): Promise<void> {
  await visit(tab, `${origin}/`);
  await tab.click(SIGNUP_LINK);
  await waitForScreen(tab, 'registry');
  await waitForText(tab, 'title', 'Sign up');
  await tab.click(inPopup('#mlp-terms'));
  await tab.type(field('Phone number'), phone);
}

/**
 * The phone scans the popup's QR code: the image's pixels, read in the page, decoded here. The
 * URL it holds.
 */
export async function scanQrCode(tab: Tab): Promise<string> {
  await tab.waitFor(
    () => {
      const image = document.querySelector('member-login-popup')?.shadowRoot?.querySelector<HTMLImageElement>('img[part~="qr-image"]');
      return Boolean(image?.complete && image.naturalWidth > 0);
    },
    [],
    { message: 'the QR code did not show' },
  );
  const pixels = await tab.evaluate(() => {
    const image = document.querySelector('member-login-popup')!.shadowRoot!.querySelector<HTMLImageElement>('img[part~="qr-image"]')!;
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return { width: canvas.width, height: canvas.height, data: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) };
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  if (!decoded) throw new Error('the QR code shown cannot be read');
  return decoded.data;
}

/** For a failure's message: the page's URL and what the popup shows (its parts' text). */
export async function whatIsShown(tab: Tab): Promise<string> {
  try {
    const url = await tab.url();
    const popup = await tab.evaluate(() => {
      const root = document.querySelector('member-login-popup')?.shadowRoot;
      if (!root?.querySelector('dialog[open]')) return 'the popup is closed';
      const parts = Array.from(root.querySelectorAll('[part~="title"], [part~="screen"], [part~="toast"], [part~="alert"], [part~="busy"]'));
      return parts.map((node) => `[${node.getAttribute('part')}] ${(node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 300)}`).join(' | ');
    });
    return `${url}: ${popup}`;
  } catch (error) {
    return `(could not be read: ${String(error)})`;
  }
}

/** The heading of the member area's page, once it reads `title` (a pattern: the member's name may vary). */
export async function waitForAccountPage(tab: Tab, title: RegExp): Promise<void> {
  try {
    await tab.waitFor(
      (source: string) => new RegExp(source).test(document.querySelector('member-account')?.shadowRoot?.querySelector('[part~="page-title"]')?.textContent ?? ''),
      [title.source],
      { message: `the member area did not show ${title}` },
    );
  } catch (error) {
    // What it showed instead: the page's title, or the whole member area's text without one.
    const shown = await tab.evaluate(() => {
      const root = document.querySelector('member-account')?.shadowRoot;
      return (
        root?.querySelector('[part~="page-title"]')?.textContent ??
        `no page title; the member area reads: ${root?.textContent?.replace(/\s+/g, ' ').slice(0, 300) ?? 'nothing'}`
      );
    });
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n  it shows: ${shown}`, { cause: error });
  }
}

/** The member area's text now, spaces folded. */
export function accountText(tab: Tab): Promise<string> {
  return tab.evaluate(() => document.querySelector('member-account')?.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '');
}
