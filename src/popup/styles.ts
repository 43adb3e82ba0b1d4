/**
 * The popup's styles, all inside the shadow root. Theme tokens are CSS custom properties read on
 * `:host` with defaults, so a host page themes the popup with `member-login-popup { --mlp-…: … }`;
 * every building block carries a `part` for finer styling with `::part()`.
 */
import { CONTROLS_CSS } from './controlStyles.ts';

const SHELL_CSS = /* css */ `
:host {
  --mlp-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
  --mlp-font-size: 14px;
  --mlp-color-text: #1f2933;
  --mlp-color-muted: #5f6b7a;
  --mlp-color-background: #ffffff;
  --mlp-color-primary: #0f146d;
  --mlp-color-on-primary: #ffffff;
  --mlp-color-accent: #f36f21;
  --mlp-color-error: #b3261e;
  --mlp-color-success: #1b6e3a;
  --mlp-color-border: #d0d5dd;
  --mlp-radius: 8px;
  --mlp-width: 400px;
  --mlp-backdrop: rgb(0 0 0 / 0.5);
  --mlp-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
  --mlp-toast-background: rgb(17 24 39 / 0.92);
  --mlp-toast-color: #ffffff;
  display: contents;
}
[part~='dialog'] {
  box-sizing: border-box;
  width: min(var(--mlp-width), calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  padding: 0;
  border: none;
  border-radius: var(--mlp-radius);
  background: var(--mlp-color-background);
  color: var(--mlp-color-text);
  font-family: var(--mlp-font-family);
  font-size: var(--mlp-font-size);
  box-shadow: var(--mlp-shadow);
  overflow: auto;
}
[part~='dialog']::backdrop {
  background: var(--mlp-backdrop, rgb(0 0 0 / 0.5));
}
[part~='header'] {
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 16px 16px 8px;
}
[part~='title'] {
  flex: 1;
  margin: 0;
  font-size: 1.3em;
  font-weight: 600;
}
[part~='back-button'],
[part~='close-button'] {
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: var(--mlp-color-muted);
  font: inherit;
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
}
[part~='back-button']:hover,
[part~='close-button']:hover {
  background: rgb(0 0 0 / 0.06);
}
:focus-visible {
  outline: 2px solid var(--mlp-color-primary);
  outline-offset: 2px;
}
[part~='body'] {
  padding: 8px 16px 20px;
}
[part~='busy'] {
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgb(255 255 255 / 0.6);
}
[part~='spinner'] {
  width: 28px;
  height: 28px;
  border: 3px solid var(--mlp-color-border);
  border-top-color: var(--mlp-color-primary);
  border-radius: 50%;
  animation: mlp-spin 0.8s linear infinite;
}
@keyframes mlp-spin {
  to { transform: rotate(360deg); }
}
@media (prefers-reduced-motion: reduce) {
  [part~='spinner'] { animation-duration: 2.4s; }
}
/* A slow request: the still-working message and Cancel, under the spinner. */
[part~='busy-slow'] {
  position: absolute;
  left: 16px;
  right: 16px;
  top: calc(50% + 28px);
  display: grid;
  justify-items: center;
  gap: 8px;
  text-align: center;
}
[part~='busy-message'] {
  margin: 0;
  color: var(--mlp-color-text);
}
[part~='toasts'] {
  position: absolute;
  left: 16px;
  right: 16px;
  top: 50%;
  display: grid;
  gap: 8px;
  justify-items: center;
  pointer-events: none;
}
[part~='toast'] {
  max-width: 100%;
  padding: 10px 14px;
  border-radius: var(--mlp-radius);
  background: var(--mlp-toast-background);
  color: var(--mlp-toast-color);
  overflow-wrap: anywhere;
  white-space: pre-line;
}
`;

/** Everything the popup's shadow root adopts. */
export const POPUP_CSS = SHELL_CSS + CONTROLS_CSS;

let sheet: CSSStyleSheet | undefined;

/** One constructed sheet, adopted by every element's shadow root (not a style tag per element). */
export function popupStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(POPUP_CSS);
  }
  return sheet;
}
