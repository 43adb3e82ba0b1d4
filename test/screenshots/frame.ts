/**
 * The viewport of a picture: a same-origin iframe of exact CSS size in the test page. A browser
 * window cannot be made 360 px wide in every engine (WebKitGTK's MiniBrowser stops at 447 px, its
 * toolbar's width), nor without a classic scrollbar eating its width (Firefox), but an iframe can,
 * and resizing it resizes the viewport its page sees (`100vw`, `100vh`, the member area's
 * container) without a reload.
 *
 * The elements run in the frame's own realm, so that their stylesheets, custom element registry
 * and stores are the frame document's: the frame imports the test file itself (`import.meta.url`),
 * with mocha's functions as no-ops there, and the file hands its helpers to the frame's window
 * (`exposeInFrame`) instead of declaring tests. The picture is the iframe element, compared by
 * `visualDiff` in the test page.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import * as visualRegression from '@web/test-runner-visual-regression';
import { pollUntil } from '../support/wait.ts';

/** The widths every page is held at: a phone (360 px, most shoppers) and a desktop (1280 px). */
export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export type Viewport = typeof PHONE | typeof DESKTOP;

/**
 * One language and theme at its widths. Each screenshot file holds one variant, so that no file
 * runs long in a busy engine (the runner gives a file 120 s).
 */
export interface Variant {
  readonly language: 'en' | 'th';
  readonly theme: 'light' | 'dark';
  readonly viewports: readonly Viewport[];
}

export const ENGLISH_LIGHT: Variant = { language: 'en', theme: 'light', viewports: [PHONE, DESKTOP] };
export const ENGLISH_DARK: Variant = { language: 'en', theme: 'dark', viewports: [PHONE, DESKTOP] };
export const THAI: Variant = { language: 'th', theme: 'light', viewports: [PHONE] };

/** `en, light, 360 and 1280 px`. */
export function variantName(variant: Variant): string {
  return `${variant.language}, ${variant.theme}, ${variant.viewports.map(({ width }) => width).join(' and ')} px`;
}

/**
 * The package's typings re-export `./browser/commands.mjs`, whose declarations TypeScript looks for
 * in `commands.d.mts` (the package ships `commands.d.ts`): its signature, as `commands.d.ts` gives it.
 */
const { visualDiff } = visualRegression as unknown as { visualDiff(element: Node, name: string): Promise<void> };

const HARNESS = '__screenshotHarness';
const IN_FRAME = '__screenshotFrame';
const MOCHA = ['describe', 'it', 'before', 'after', 'beforeEach', 'afterEach'] as const;

type FrameWindow = Window & { [IN_FRAME]?: true; [HARNESS]?: unknown };

/** Whether this module runs in a screenshot frame (then the file exposes its helpers, declares no tests). */
export function inFrame(): boolean {
  return (window as FrameWindow)[IN_FRAME] === true;
}

/** Hands `harness` to the test page that opened this frame. */
export function exposeInFrame(harness: object): void {
  (window as FrameWindow)[HARNESS] = harness;
}

export interface Frame<Harness> {
  readonly iframe: HTMLIFrameElement;
  readonly window: Window;
  /** What the test file exposed in the frame's realm. */
  readonly harness: Harness;
}

/**
 * The test page's own viewport, large enough for the largest frame (the picture of an element is
 * taken where the test page shows it), and a frame loaded with `testFile` (`import.meta.url`).
 */
export async function openFrame<Harness>(testFile: string): Promise<Frame<Harness>> {
  pageViewport = { width: window.innerWidth, height: window.innerHeight };
  await executeServerCommand('screenshot-viewport', DESKTOP);
  document.body.style.margin = '0';
  const iframe = document.createElement('iframe');
  iframe.style.cssText = `display: block; border: 0; width: ${PHONE.width}px; height: ${PHONE.height}px;`;
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  iframe.src = new URL('/test/screenshots/frame.html', location.href).href;
  document.body.append(iframe);
  await loaded;
  const inner = iframe.contentWindow as FrameWindow;
  inner[IN_FRAME] = true;
  const globals = inner as unknown as Record<string, unknown>;
  for (const name of MOCHA) globals[name] = () => undefined;
  let failure = '';
  inner.addEventListener('error', (event) => {
    failure = event.message;
  });
  const script = inner.document.createElement('script');
  script.type = 'module';
  script.textContent = `import ${JSON.stringify(testFile)};`;
  inner.document.head.append(script);
  await pollUntil(() => inner[HARNESS] || failure, 'the frame did not load the test file', 15000);
  if (!inner[HARNESS]) throw new Error(`the frame could not load the test file: ${failure}`);
  return { iframe, window: inner, harness: inTestPage(inner[HARNESS] as Harness) };
}

/**
 * `harness` whose failures are this page's errors: an error of the frame's realm is no `Error` here,
 * and the runner would report it without its message.
 */
function inTestPage<Harness>(harness: Harness): Harness {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(harness as Record<string, unknown>)) {
    wrapped[name] =
      typeof value === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await value(...args);
            } catch (error) {
              const message = `${name}: ${(error as { message?: string })?.message ?? String(error)}`;
              console.error(message);
              throw new Error(message);
            }
          }
        : value;
  }
  return wrapped as Harness;
}

let pageViewport: { width: number; height: number } | undefined;

/** The test page's viewport, set when it is not that size already. */
async function pageViewportOf(width: number, height: number): Promise<void> {
  if (window.innerWidth !== width || window.innerHeight !== height) await executeServerCommand('screenshot-viewport', { width, height });
}

/** Removes the frame and gives the test page its viewport back (WebKit's window outlives the file). */
export async function closeFrame(frame: Frame<unknown> | undefined): Promise<void> {
  frame?.iframe.remove();
  document.body.style.removeProperty('margin');
  if (pageViewport) await executeServerCommand('screenshot-viewport', pageViewport);
}

/** The frame's viewport: `width` × `height` CSS pixels. */
export function resizeFrame(frame: Frame<unknown>, width: number, height: number): void {
  frame.iframe.style.width = `${width}px`;
  frame.iframe.style.height = `${height}px`;
}

/** Two frames of the frame's window: styles and layout after the last change are on screen. */
function frames(frame: Frame<unknown>): Promise<void> {
  return new Promise((resolve) => frame.window.requestAnimationFrame(() => frame.window.requestAnimationFrame(() => resolve())));
}

/**
 * Compares the frame with the baseline `name` (`<area>/<screen>/<variant>`), once its fonts are
 * loaded and a frame has drawn.
 */
export async function shot(frame: Frame<unknown>, name: string): Promise<void> {
  const width = Number.parseInt(frame.iframe.style.width, 10);
  const height = Number.parseInt(frame.iframe.style.height, 10);
  if (frame.window.innerWidth !== width) throw new Error(`the frame is ${frame.window.innerWidth} px wide, not ${width}`);
  // The test page exactly as tall as the frame: WebKit's element screenshot is cut at the test
  // page's viewport, and shifted by the difference when the element is shorter.
  await pageViewportOf(Math.max(width, DESKTOP.width), height);
  await frame.window.document.fonts.ready;
  await frames(frame);
  if (window.innerHeight !== height) throw new Error(`the test page is ${window.innerHeight} px tall, not ${height}: the picture would be cut`);
  await visualDiff(frame.iframe, name);
}

/** `Login, password tab` → `login-password-tab`. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
