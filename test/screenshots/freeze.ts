/**
 * Nothing that moves or blinks in the pictures: a test stylesheet in the captured shadow root turns
 * animations and transitions off (the spinner, the menu's slide), hides the caret, and draws the QR
 * code's random content as a solid square of its own size. The order pictures are the demo's own
 * (the runner passes `/static/products/` to the service, which draws each as a tile): a broken
 * image, which an engine draws differently from run to run, is never pictured.
 */
const FROZEN = new CSSStyleSheet();
FROZEN.replaceSync(`
*, *::before, *::after, ::backdrop {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
[part~="qr-image"] { filter: brightness(0) !important; }
`);

/** Adds the stylesheet to `root` (once); the element's own sheets stay as they are. */
export function freeze(root: ShadowRoot): void {
  if (!root.adoptedStyleSheets.includes(FROZEN)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, FROZEN];
}
