/**
 * The popup's styles, all inside the shadow root. Theme tokens are CSS custom properties read on
 * `:host` with defaults, so a host page themes the popup with `member-login-popup { --mlp-…: … }`;
 * every building block carries a `part` for finer styling with `::part()`. The colour tokens and
 * the dark palette are in themeTokens.ts.
 */
import { BUSY_CSS } from '../ui/busyStyles.ts';
import { CONTROLS_CSS } from '../ui/controlStyles.ts';
import { THEME_CSS } from '../ui/themeTokens.ts';
import { TAP_TARGETS_CSS } from './tapTargets.ts';

const SHELL_CSS = /* css */ `
:host {
  --mlp-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
  --mlp-font-size: 14px;
  --mlp-radius: 8px;
  --mlp-width: 400px;
  display: contents;
}
/*
 * Near the top of the screen and growing downward, not centred: the send buttons or a message that
 * appear in a screen never move what is above them (a centred dialog moves everything up by half
 * their height, out from under the pointer).
 */
[part~='dialog'] {
  box-sizing: border-box;
  width: min(var(--mlp-width), calc(100vw - 24px));
  margin-block: clamp(12px, 10vh, 96px) auto;
  max-height: calc(100vh - clamp(12px, 10vh, 96px) - 12px);
  max-height: calc(100dvh - clamp(12px, 10vh, 96px) - 12px);
  padding: 0;
  border: none;
  border-radius: var(--mlp-radius);
  background: var(--mlp-color-background);
  color: var(--mlp-color-text);
  font-family: var(--mlp-font-family);
  font-size: var(--mlp-font-size);
  box-shadow: var(--mlp-shadow);
  overflow: auto;
  /* A desktop's scrollbar, when Login is taller than a small window, takes less of the width. */
  scrollbar-width: thin;
  overflow-wrap: break-word;
}
/* The page presentation: in the page's flow where the element stands, a card without a backdrop. */
[part~='page'] {
  position: relative;
  display: block;
  margin: 24px auto;
  max-height: none;
  border: 1px solid var(--mlp-color-divider);
  box-shadow: none;
  overflow: visible;
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
  min-width: 0;
  margin: 0;
  font-size: 1.3em;
  font-weight: 600;
}
[part~='back-button'],
[part~='close-button'] {
  display: inline-grid;
  flex: none;
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
  background: var(--mlp-color-hover);
}
/* The back arrow points to where the reading started. */
[dir='rtl'] [part~='back-button'] > span {
  transform: scaleX(-1);
}
:focus-visible {
  outline: 2px solid var(--mlp-color-focus, var(--mlp-color-primary));
  outline-offset: 2px;
}
[part~='body'] {
  padding: 8px 16px 20px;
}
/*
 * The toasts hang from the top edge of the dialog over the title, clear of the back and close
 * buttons and of the QR switch under the close button (16px padding + 36px + 2px on each side).
 * The region is sticky and takes no height: it stays at the top of what is visible while the
 * dialog scrolls, and never moves anything. Messages of up to four lines at 320 px stay above
 * the first control of every screen (test/layout.test.ts).
 */
[part~='toasts'] {
  position: sticky;
  top: 0;
  z-index: 2;
  display: grid;
  gap: 8px;
  align-content: start;
  justify-items: center;
  height: 0;
  margin-inline: 54px;
  pointer-events: none;
}
[part~='toast'] {
  max-width: 100%;
  box-sizing: border-box;
  padding: 5px 10px;
  border-radius: var(--mlp-radius);
  background: var(--mlp-toast-background);
  color: var(--mlp-toast-color);
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.2);
  font-size: 0.93em;
  line-height: 1.25;
  text-align: center;
  overflow-wrap: anywhere;
  white-space: pre-line;
}
[part~='toast']:first-child {
  margin-block-start: 6px;
}
/* No motion for those who asked for none: !important, so it wins over every rule, the controls' too. */
@media (prefers-reduced-motion: reduce) {
  *,
  *::before,
  *::after,
  ::backdrop {
    animation: none !important;
    transition: none !important;
    scroll-behavior: auto !important;
  }
}
`;

/** Everything the popup's shadow root adopts. */
export const POPUP_CSS = THEME_CSS + SHELL_CSS + BUSY_CSS + CONTROLS_CSS + TAP_TARGETS_CSS;
