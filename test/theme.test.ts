/**
 * Themes and motion: the dark palette under `prefers-color-scheme: dark` and `theme="dark"`, axe
 * on every screen in light and dark, the 3:1 borders and focus ring of WCAG 1.4.11, and no motion
 * under `prefers-reduced-motion: reduce`. Media are emulated with the runner's `emulateMedia`; in
 * an engine where it cannot emulate, the media test checks the engine's own preference and that the
 * popup's shipped stylesheet holds the media rule, and says so in its name (MEDIA_NOTE). Which
 * engines emulate is fixed (EMULATES_MEDIA): a failed emulation in Chromium fails the test.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { alertAtom, busyCountAtom, showToastAtom } from '../src/state/atoms.ts';
import { storeFor } from '../src/state/store.ts';
import { COLOR_TOKENS, DARK_PALETTE, LIGHT_PALETTE, type Palette } from '../src/ui/themeTokens.ts';
import { contrast, parseColor } from './colorContrast.ts';
import { emulated, MEDIA_NOTE } from './support/engine.ts';
import { part, type MemberLoginPopup } from './support/fixtures.ts';
import { logout, shadow } from './support/popup.ts';
import { popupIn, SCREEN_STATES, showState } from './screenStates.ts';

const THEMES = ['light', 'dark'] as const;
const PALETTES: Record<(typeof THEMES)[number], Palette> = { light: LIGHT_PALETTE, dark: DARK_PALETTE };

/** The declarations of the popup's `@media (condition)` rule for `selector`, as the shipped stylesheet has them. */
function mediaRuleStyle(element: MemberLoginPopup, condition: string, selector: string): CSSStyleDeclaration | undefined {
  for (const sheet of element.shadowRoot?.adoptedStyleSheets ?? []) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes(condition)) continue;
      const inner = [...rule.cssRules].find((candidate): candidate is CSSStyleRule => candidate instanceof CSSStyleRule && candidate.selectorText.includes(selector));
      if (inner) return inner.style;
    }
  }
  return undefined;
}

const rgb = (hex: string) => `rgb(${parseColor(hex)!.join(', ')})`;
const background = (dialog: Element) => getComputedStyle(dialog).backgroundColor;

describe('palettes', () => {
  for (const theme of THEMES) {
    const palette = PALETTES[theme];
    it(`${theme}: text colours are 4.5:1 on the background, borders 3:1`, () => {
      const bg = palette['--mlp-color-background'];
      for (const token of ['--mlp-color-text', '--mlp-color-muted', '--mlp-color-primary', '--mlp-color-error', '--mlp-color-success'] as const) {
        expect(contrast(palette[token], bg), token).to.be.at.least(4.5);
      }
      expect(contrast(palette['--mlp-color-on-primary'], palette['--mlp-color-primary']), 'on-primary').to.be.at.least(4.5);
      expect(contrast(palette['--mlp-color-muted'], palette['--mlp-color-disabled-background']), 'disabled text').to.be.at.least(4.5);
      expect(contrast(palette['--mlp-color-border'], bg), 'border').to.be.at.least(3);
    });
  }

  it('declare the same tokens', () => {
    expect(Object.keys(DARK_PALETTE)).to.deep.equal([...COLOR_TOKENS]);
    expect(Object.keys(LIGHT_PALETTE)).to.deep.equal([...COLOR_TOKENS]);
  });
});

describe('the theme attribute and the colour-scheme preference', () => {
  afterEach(async () => {
    await emulated({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await logout();
  });

  it(`follows prefers-color-scheme by default${MEDIA_NOTE}`, async () => {
    const canEmulate = await emulated({ colorScheme: 'dark' });
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    if (canEmulate) expect(dark, 'the emulated preference').to.equal(true);
    const element = await popupIn('en');
    const dialog = part(element, 'dialog')!;
    const expected = dark ? DARK_PALETTE : LIGHT_PALETTE;
    expect(background(dialog)).to.equal(rgb(expected['--mlp-color-background']));
    expect(getComputedStyle(dialog).color).to.equal(rgb(expected['--mlp-color-text']));
    expect(getComputedStyle(dialog).colorScheme).to.equal(dark ? 'dark' : 'light');
    if (!canEmulate) {
      const rule = mediaRuleStyle(element, 'prefers-color-scheme: dark', ':host(:not(');
      expect(rule?.getPropertyValue('--mlp-color-background').trim(), 'the dark rule').to.equal(DARK_PALETTE['--mlp-color-background']);
      return;
    }
    await emulated({ colorScheme: 'light' });
    await waitUntil(() => background(dialog) === rgb(LIGHT_PALETTE['--mlp-color-background']), 'light again');
  });

  it(`theme="light" stays light under a dark preference, theme="dark" is dark under a light one, removing it means auto${MEDIA_NOTE}`, async () => {
    const canEmulate = await emulated({ colorScheme: 'dark' });
    if (canEmulate) expect(matchMedia('(prefers-color-scheme: dark)').matches, 'the emulated preference').to.equal(true);
    const element = await popupIn('en', { theme: 'light' });
    const dialog = part(element, 'dialog')!;
    expect(background(dialog)).to.equal(rgb(LIGHT_PALETTE['--mlp-color-background']));
    await emulated({ colorScheme: 'light' });
    element.setAttribute('theme', 'dark');
    expect(background(dialog)).to.equal(rgb(DARK_PALETTE['--mlp-color-background']));
    expect(getComputedStyle(part(element, 'close-button')!).color).to.equal(rgb(DARK_PALETTE['--mlp-color-muted']));
    element.removeAttribute('theme');
    const auto = matchMedia('(prefers-color-scheme: dark)').matches ? DARK_PALETTE : LIGHT_PALETTE;
    if (canEmulate) expect(auto).to.equal(LIGHT_PALETTE);
    expect(background(dialog)).to.equal(rgb(auto['--mlp-color-background']));
  });

  it('lets the host page override a token in the dark palette', async () => {
    const element = await popupIn('en', { theme: 'dark' });
    element.style.setProperty('--mlp-color-background', 'rgb(1, 2, 3)');
    expect(background(part(element, 'dialog')!)).to.equal('rgb(1, 2, 3)');
  });
});

describe('every screen, light and dark', () => {
  afterEach(logout);

  for (const theme of THEMES) {
    it(`passes axe with zero violations in ${theme} (theme="${theme}")`, async function () {
      this.timeout(30000);
      const element = await popupIn('en', { theme });
      for (const state of SCREEN_STATES) {
        const dialog = await showState(element, state);
        expect(background(dialog), state.name).to.equal(rgb(PALETTES[theme]['--mlp-color-background']));
        await expect(element, `${state.name} in ${theme}`).to.be.accessible();
      }
      // The dialogs over the popup, and a toast.
      const store = storeFor(element);
      store.set(showToastAtom, { kind: 'error', text: 'Incorrect account or password.' });
      store.set(alertAtom, { kind: 'restore', token: 'restore-token' });
      await waitUntil(() => part(element, 'alert') && part(element, 'toast'), 'no alert or toast');
      expect(getComputedStyle(part(element, 'alert')!).backgroundColor).to.equal(rgb(PALETTES[theme]['--mlp-color-background']));
      await expect(element, `the restore dialog in ${theme}`).to.be.accessible();
      store.set(alertAtom, { kind: 'retryLater', message: { key: 'error.trafficLimit' } });
      await waitUntil(() => part(element, 'alert')?.textContent?.includes('Too many people'), 'no retry-later dialog');
      await expect(element, `the retry-later dialog in ${theme}`).to.be.accessible();
      store.set(alertAtom, undefined);
    });

    it(`gives inputs, selects and the QR switch 3:1 borders and focused inputs a 3:1 ring, in ${theme}`, async () => {
      const element = await popupIn('en', { theme });
      const bg = background(await showState(element, SCREEN_STATES[1]!));
      const bordered = (selector: string) => [...shadow(element).querySelectorAll<HTMLElement>(selector)];
      const checkBorders = (selector: string) => {
        const found = bordered(selector);
        expect(found.length, selector).to.be.above(0);
        for (const control of found) {
          const style = getComputedStyle(control);
          expect(parseFloat(style.borderTopWidth), `${selector} border width`).to.be.at.least(1);
          expect(contrast(style.borderTopColor, bg), `${selector} border contrast`).to.be.at.least(3);
        }
      };
      checkBorders('[part~="control"]');
      checkBorders('[part~="switch-button"]');
      const number = part(element, 'phone-prefix')!.nextElementSibling as HTMLInputElement;
      number.focus();
      const ring = getComputedStyle(number);
      expect(ring.outlineStyle, 'the focused input keeps its outline').to.equal('solid');
      expect(parseFloat(ring.outlineWidth)).to.be.at.least(2);
      expect(contrast(ring.outlineColor, bg), 'the ring contrast').to.be.at.least(3);
      await showState(element, SCREEN_STATES[10]!);
      checkBorders('[part~="select"]');
    });
  }
});

describe('reduced motion', () => {
  afterEach(async () => {
    await emulated({ reducedMotion: 'no-preference' });
    await logout();
  });

  async function busyPopup(): Promise<{ element: MemberLoginPopup; dialog: HTMLElement }> {
    const element = await popupIn('en');
    storeFor(element).set(busyCountAtom, 1);
    await waitUntil(() => part(element, 'spinner'), 'no spinner');
    return { element, dialog: part(element, 'dialog')! };
  }

  it('the spinner turns for those who did not ask for less motion', async () => {
    const { dialog } = await busyPopup();
    expect(dialog.getAnimations({ subtree: true }).length).to.be.above(0);
  });

  it(`nothing moves under prefers-reduced-motion: reduce${MEDIA_NOTE}`, async () => {
    const canEmulate = await emulated({ reducedMotion: 'reduce' });
    if (canEmulate) expect(matchMedia('(prefers-reduced-motion: reduce)').matches, 'the emulated preference').to.equal(true);
    if (!canEmulate && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
      // The engine's own preference is motion: the rule that stops it is in the shipped stylesheet.
      const { element } = await busyPopup();
      const rule = mediaRuleStyle(element, 'prefers-reduced-motion: reduce', '*');
      expect([rule?.getPropertyValue('animation-name'), rule?.getPropertyPriority('animation-name')], 'the reduced-motion rule').to.deep.equal(['none', 'important']);
      expect([rule?.getPropertyValue('transition-duration'), rule?.getPropertyPriority('transition-duration')]).to.deep.equal(['0s', 'important']);
      return;
    }
    const { element, dialog } = await busyPopup();
    expect(dialog.getAnimations({ subtree: true })).to.deep.equal([]);
    for (const node of [dialog, ...dialog.querySelectorAll('*')]) {
      const style = getComputedStyle(node);
      expect(style.animationName, node.getAttribute('part') ?? node.localName).to.equal('none');
      expect(parseFloat(style.transitionDuration), node.getAttribute('part') ?? node.localName).to.equal(0);
    }
    expect(part(element, 'busy')!.getAttribute('role')).to.equal('progressbar');
  });
});
