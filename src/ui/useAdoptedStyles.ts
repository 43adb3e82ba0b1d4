/**
 * An element's styles as one constructed sheet per stylesheet text, adopted by the shadow root of
 * every element that uses it (not a style tag per element).
 */
import { useLayoutEffect } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

export function constructedSheet(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adopts `css` into `host`'s shadow root, once. */
export function useAdoptedStyles(host: HTMLElement, css: string): void {
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    const sheet = constructedSheet(css);
    if (root && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [host, css]);
}
