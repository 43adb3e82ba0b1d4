/**
 * The popup's theme tokens: the light palette (the default), the dark one, and the rules that pick
 * the dark palette under `prefers-color-scheme: dark` or `theme="dark"` on the element. The palettes
 * are declared on `:host`, so a host page's own `member-login-popup { --mlp-…: … }` still wins.
 *
 * Contrast (WCAG 2.2): text colours are at least 4.5:1 on the background, `--mlp-color-border`
 * (inputs, the QR switch, selects) and the focus ring (`--mlp-color-focus`, default the primary
 * colour) at least 3:1 (1.4.11). `--mlp-color-divider`
 * is for decorative lines only.
 */

/** Tokens that change with the colour scheme. */
export const COLOR_TOKENS = [
  '--mlp-color-text',
  '--mlp-color-muted',
  '--mlp-color-background',
  '--mlp-color-primary',
  '--mlp-color-on-primary',
  '--mlp-color-accent',
  '--mlp-color-error',
  '--mlp-color-success',
  '--mlp-color-border',
  '--mlp-color-divider',
  '--mlp-color-hover',
  '--mlp-color-disabled-background',
  '--mlp-busy-background',
  '--mlp-backdrop',
  '--mlp-shadow',
  '--mlp-toast-background',
  '--mlp-toast-color',
] as const;
export type ColorToken = (typeof COLOR_TOKENS)[number];
export type Palette = Readonly<Record<ColorToken, string>>;

export const LIGHT_PALETTE: Palette = {
  '--mlp-color-text': '#1f2933',
  '--mlp-color-muted': '#5f6b7a',
  '--mlp-color-background': '#ffffff',
  '--mlp-color-primary': '#0f146d',
  '--mlp-color-on-primary': '#ffffff',
  '--mlp-color-accent': '#f36f21',
  '--mlp-color-error': '#b3261e',
  '--mlp-color-success': '#1b6e3a',
  '--mlp-color-border': '#7a8494',
  '--mlp-color-divider': '#d0d5dd',
  '--mlp-color-hover': 'rgb(0 0 0 / 0.06)',
  '--mlp-color-disabled-background': '#eef0f3',
  '--mlp-busy-background': 'rgb(255 255 255 / 0.6)',
  '--mlp-backdrop': 'rgb(0 0 0 / 0.5)',
  '--mlp-shadow': '0 12px 40px rgb(0 0 0 / 0.25)',
  '--mlp-toast-background': 'rgb(17 24 39 / 0.92)',
  '--mlp-toast-color': '#ffffff',
};

export const DARK_PALETTE: Palette = {
  '--mlp-color-text': '#e8eaed',
  '--mlp-color-muted': '#a8b1bd',
  '--mlp-color-background': '#1c1f26',
  '--mlp-color-primary': '#a5b4fc',
  '--mlp-color-on-primary': '#111827',
  '--mlp-color-accent': '#ff9a5c',
  '--mlp-color-error': '#ff8f85',
  '--mlp-color-success': '#6fcf8f',
  '--mlp-color-border': '#8690a0',
  '--mlp-color-divider': '#3a404b',
  '--mlp-color-hover': 'rgb(255 255 255 / 0.08)',
  '--mlp-color-disabled-background': '#2a2f38',
  '--mlp-busy-background': 'rgb(28 31 38 / 0.6)',
  '--mlp-backdrop': 'rgb(0 0 0 / 0.65)',
  '--mlp-shadow': '0 12px 40px rgb(0 0 0 / 0.6)',
  '--mlp-toast-background': 'rgb(243 244 246 / 0.96)',
  '--mlp-toast-color': '#111827',
};

/** The declarations of `palette`, written as compactly as the build writes the rest of the CSS. */
function declarations(palette: Palette, colorScheme: 'light' | 'dark'): string {
  return `${COLOR_TOKENS.map((token) => `${token}:${palette[token]};`).join('')}color-scheme:${colorScheme}`;
}

/**
 * `:host` with the light palette; the dark one under the media query unless `theme="light"`, and
 * always with `theme="dark"`. Any other value of `theme` (or none) means auto.
 */
export const THEME_CSS = /* css */ `
:host {
${declarations(LIGHT_PALETTE, 'light')}
}
@media (prefers-color-scheme: dark) {
  :host(:not([theme='light'])) {
${declarations(DARK_PALETTE, 'dark')}
  }
}
:host([theme='dark']) {
${declarations(DARK_PALETTE, 'dark')}
}
`;
