/**
 * A bare host page (test/fixtures/bare-page.html) in an iframe: the built element
 * /dist/member-login-popup.js and nothing else, no test code. The test runner builds dist/ for
 * the run (test/support/productionGraphPlugin.mjs).
 */
export type BarePage = Window & typeof globalThis;

/** Opens the bare page with `search` in its URL, once the built element is defined there. */
export async function openBarePage(search = ''): Promise<{ readonly frame: HTMLIFrameElement; readonly page: BarePage }> {
  const frame = document.createElement('iframe');
  frame.src = `/test/fixtures/bare-page.html${search}`;
  frame.style.cssText = 'width: 800px; height: 700px; border: 0';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const page = frame.contentWindow as BarePage;
  await page.customElements.whenDefined('member-login-popup');
  return { frame, page };
}

/** The paths of the scripts `page` has loaded. */
export function loadedScripts(page: BarePage): string[] {
  return page.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname.endsWith('.js'))
    .map((url) => `${url.pathname}${url.search}`);
}
