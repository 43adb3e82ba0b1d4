/**
 * Nothing that moves or blinks in the pictures: a test stylesheet in the captured shadow root turns
 * animations and transitions off (the spinner, the menu's slide), hides the caret, draws the QR
 * code's random content as a solid square of its own size, and hides the order pictures (their
 * space kept): the test runner does not serve the demo's product pictures, and an engine draws a
 * broken image differently from run to run.
 */
const FROZEN = new CSSStyleSheet();
FROZEN.replaceSync(`
*, *::before, *::after, ::backdrop {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
[part~="qr-image"] { filter: brightness(0) !important; }
img[part~="order-image"] { visibility: hidden !important; }
`);

/** Adds the stylesheet to `root` (once); the element's own sheets stay as they are. */
export function freeze(root: ShadowRoot): void {
  if (!root.adoptedStyleSheets.includes(FROZEN)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, FROZEN];
}
