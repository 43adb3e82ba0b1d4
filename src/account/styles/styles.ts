/**
 * The member area's styles, all inside its shadow root, on the popup's theme tokens and controls
 * (`ui/themeTokens.ts`, `ui/controlStyles.ts`): a host page themes both elements with the same
 * `--mlp-…` properties. This is the wide layout, the menu beside the page (its frame: the menu, the
 * top bar and the member's card, in `frameStyles.ts`); a phone-sized element
 * (at most 600 px wide, by a container query on the element's own box) is laid out as a phone app's
 * account tab (`phoneStyles.ts`), and every tap target is at least 44 px (`touchStyles.ts`).
 */
import { BUSY_CSS } from '../../ui/busyStyles.ts';
import { CONTROLS_CSS } from '../../ui/controlStyles.ts';
import { THEME_CSS } from '../../ui/themeTokens.ts';
import { constructedSheet } from '../../ui/useAdoptedStyles.ts';
import { FORM_CSS } from './formStyles.ts';
import { ORDER_CSS, ORDER_SHORTCUTS_CSS } from './orderStyles.ts';
import { FRAME_CSS } from './frameStyles.ts';
import { PHONE_CSS } from './phoneStyles.ts';
import { TOUCH_CSS } from './touchStyles.ts';

const LAYOUT_CSS = /* css */ `
:host {
  --mlp-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
  --mlp-font-size: 14px;
  --mlp-radius: 8px;
  display: block;
  /* The layout follows the element's own width, wherever the host puts it. */
  container-type: inline-size;
  color: var(--mlp-color-text);
  font-family: var(--mlp-font-family);
  font-size: var(--mlp-font-size);
  line-height: 1.45;
}
[part~='account'] {
  position: relative;
  box-sizing: border-box;
  padding: 16px;
  border-radius: var(--mlp-radius);
  /* The element paints its own background, so that its palette (light or dark) reads on any page. */
  background: var(--mlp-color-background);
  display: grid;
  grid-template-columns: minmax(160px, 220px) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
}
[part~='cards'] {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
}
[part~='card'] {
  display: grid;
  gap: 8px;
  align-content: start;
  padding: 16px;
  background: var(--mlp-color-background);
  border: 1px solid var(--mlp-color-divider);
  border-radius: var(--mlp-radius);
  min-width: 0;
}
[part~='card-title'] {
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
  margin: 0;
  font-size: 1.05em;
}
[part~='facts'] {
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
}
[part~='facts'] dt {
  color: var(--mlp-color-muted);
}
[part~='facts'] dd {
  margin: 0;
  overflow-wrap: anywhere;
}
[part~='badge'] {
  display: inline-block;
  padding: 1px 8px;
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: 0.85em;
  white-space: nowrap;
}
[part~='addresses'] {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
}
[part~='address'] [part~='text'] {
  margin: 0;
  overflow-wrap: anywhere;
}
/* Settings' language and region: each picker wide enough for its longest name ("Bahasa Indonesia"). */
[part~='preference'] [part~='selects'] {
  flex-wrap: wrap;
}
[part~='preference'] [part~='select-field'] {
  flex: 1 1 12em;
}
/* The address form's choices are fields like the others, labelled alike. */
[part~='form'] > [part~='select-field'] > [part~='label'] {
  font-size: 1em;
  color: var(--mlp-color-text);
}
/* A link alone in a card keeps its own width (its 44 px tap target), at the start. */
[part~='card'] > a[part~='link'] {
  justify-self: start;
}
a[part~='button'] {
  display: inline-grid;
  place-items: center;
  box-sizing: border-box;
  text-decoration: none;
}
[part~='orders'] {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
}
[part~='filter'] {
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: end;
}
[part~='filter'] [part~='field'] {
  flex: 1 1 140px;
}
[part~='pager'] {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
}
[part~='switch-row'] {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px 12px;
  align-items: center;
  padding: 8px 0;
}
[part~='switch-row'] + [part~='switch-row'] {
  border-top: 1px solid var(--mlp-color-divider);
}
[part~='switch-hint'] {
  grid-column: 1;
  color: var(--mlp-color-muted);
  font-size: 0.9em;
}
[part~='switch'] {
  grid-row: 1 / span 2;
  grid-column: 2;
  appearance: none;
  position: relative;
  width: 44px;
  height: 24px;
  margin: 0;
  border-radius: 999px;
  border: 1px solid var(--mlp-color-border);
  background: var(--mlp-color-disabled-background);
  cursor: pointer;
}
[part~='switch']::after {
  content: '';
  position: absolute;
  inset-block-start: 2px;
  inset-inline-start: 2px;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: var(--mlp-color-muted);
  transition: inset-inline-start 0.15s;
}
[part~='switch']:checked {
  background: var(--mlp-color-primary);
  border-color: var(--mlp-color-primary);
}
[part~='switch']:checked::after {
  inset-inline-start: 22px;
  background: var(--mlp-color-on-primary);
}
[part~='empty'] {
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 24px 16px;
  background: var(--mlp-color-background);
  border: 1px dashed var(--mlp-color-divider);
  border-radius: var(--mlp-radius);
}
[part~='toasts'] {
  position: fixed;
  inset-block-start: 16px;
  inset-inline: 16px;
  z-index: 10;
  display: grid;
  justify-items: center;
  gap: 8px;
  pointer-events: none;
}
[part~='toast'] {
  max-width: min(480px, 100%);
  padding: 10px 14px;
  border-radius: var(--mlp-radius);
  background: var(--mlp-toast-background, rgb(17 24 39 / 0.92));
  color: var(--mlp-toast-color, #ffffff);
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
}
a[part~='link'] {
  color: var(--mlp-color-primary);
}
@media (prefers-reduced-motion: reduce) {
  *,
  *::before,
  *::after {
    animation: none !important;
    transition: none !important;
  }
}
`;

/**
 * What a later chunk adds to the member area's sheet, in its place there: the rules of elements
 * only that chunk renders, which the dashboard does not fetch.
 */
export interface LaterStyles {
  /** Account security's and the verification's (`securityStyles.ts`, added by `securityModules.ts` as it runs). */
  readonly security?: string;
  /** The order's own page's (`orderPageStyles.ts`, added by `accountPages.ts` as it runs). */
  readonly orderPage?: string;
  /** The orders list's date filter's (the same). */
  readonly orderFilter?: string;
}

let later: LaterStyles = {};

/** The member area's sheet: the later chunks' styles that are here, in the order the whole sheet has always had. */
function accountCss(): string {
  return (
    THEME_CSS +
    LAYOUT_CSS +
    FRAME_CSS +
    (later.security ?? '') +
    BUSY_CSS +
    CONTROLS_CSS +
    ORDER_CSS +
    (later.orderPage ?? '') +
    ORDER_SHORTCUTS_CSS +
    (later.orderFilter ?? '') +
    FORM_CSS +
    TOUCH_CSS +
    PHONE_CSS
  );
}

/** The dashboard's styles, what the member area's shadow root adopts (`useAdoptedStyles`): its one sheet. */
export const ACCOUNT_CSS = accountCss();

/**
 * Adds a later chunk's styles to the member area's sheet, before that chunk renders anything: the
 * sheet adopted for `ACCOUNT_CSS`, shared by every `<member-account>` of the page, is written anew
 * with them in their place, so that the cascade is the whole sheet's.
 */
export function addAccountStyles(styles: LaterStyles): void {
  later = { ...later, ...styles };
  constructedSheet(ACCOUNT_CSS).replaceSync(accountCss());
}
