/**
 * Small phones and direction: every screen fits a 320 px wide viewport in every language, the QR
 * tooltip covers nothing it should not, the Rescan button keeps its size, and right-to-left pages
 * mirror the popup (the prefix still reads "+65").
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { loadCatalogue } from '../src/i18n/catalogue.ts';
import { LANGUAGES } from '../src/kernel/config/languages.ts';
import { showToastAtom, toastsAtom } from '../src/state/atoms.ts';
import { storeFor } from '../src/state/store.ts';
import { SETS_VIEWPORT, VIEWPORT_NOTE, viewportSet } from './support/engine.ts';
import { part, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { logout, shadow, switchFailure } from './support/popup.ts';
import { popupIn, SCREEN_STATES, showState } from './screenStates.ts';
import { sendKeys } from './support/keyboard.ts';

/** Every language with its own texts, and Urdu for right to left. */
const LAYOUT_LANGUAGES = [...LANGUAGES, 'ur'] as const;

/**
 * Makes the page `width` wide. WebKit's driver cannot resize the page (SETS_VIEWPORT): there the
 * popup gets the width it would have on that screen (`--mlp-width`: the width less 24 px, at most
 * 400 px), and the tests say so in their names (VIEWPORT_NOTE). A failed resize in Chromium or
 * Firefox fails the test instead of taking that branch.
 */
let viewportWidth: number | undefined;
async function screenWidth(width: number, height: number): Promise<void> {
  viewportWidth = (await viewportSet(width, height)) ? undefined : width;
}

async function narrowPopup(language: string): Promise<MemberLoginPopup> {
  const element = await popupIn(language);
  if (viewportWidth !== undefined) element.style.setProperty('--mlp-width', `${Math.min(400, viewportWidth - 24)}px`);
  return element;
}

function describeElement(element: Element): string {
  return `<${element.localName} part="${element.getAttribute('part') ?? ''}">${(element.textContent ?? '').slice(0, 30)}`;
}

/** What sticks out of the dialog sideways, or makes it scroll sideways. */
function overflows(dialog: HTMLElement): string[] {
  const box = dialog.getBoundingClientRect();
  const found: string[] = [];
  if (dialog.scrollWidth > dialog.clientWidth) found.push(`the dialog scrolls sideways: ${dialog.scrollWidth} > ${dialog.clientWidth}`);
  for (const element of dialog.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) {
      found.push(`${describeElement(element)} spans ${Math.round(rect.left)}..${Math.round(rect.right)} in ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
  }
  return found;
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The timed tooltip, once shown: the test's fake clock (which also moves with real time) is moved on
 * 100 ms a poll, so the screen's 1 to 1.5 s wait passes in a tenth of that, and stops once the
 * tooltip shows (3 s before it hides).
 */
async function tooltipShown(element: MemberLoginPopup, clock: sinon.SinonFakeTimers): Promise<HTMLElement> {
  await pollUntil(
    () => {
      if (part(element, 'tooltip')) return true;
      clock.tick(100);
      return false;
    },
    'the timed tooltip did not show',
    4000,
  );
  return part(element, 'tooltip')!;
}

/** A fake clock for the screens' timers that also moves with real time (see `tooltipShown`). */
const tooltipClock = () => sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });

describe(`at 320 px wide${VIEWPORT_NOTE}`, () => {
  before(() => screenWidth(320, 640));
  after(() => screenWidth(800, 600));
  afterEach(logout);

  for (const language of LAYOUT_LANGUAGES) {
    it(`every screen fits without sideways scrolling, in ${language}`, async () => {
      const element = await narrowPopup(language);
      for (const state of SCREEN_STATES) {
        const dialog = await showState(element, state);
        expect(dialog.getBoundingClientRect().width, 'the dialog width').to.be.at.most(296);
        expect(overflows(dialog), `${state.name} in ${language}`).to.deep.equal([]);
        // The phone row shrinks sensibly: the number keeps room for a whole national number.
        const prefix = part(element, 'phone-prefix');
        if (prefix) expect(prefix.nextElementSibling!.getBoundingClientRect().width, `${state.name}: the number`).to.be.at.least(150);
      }
      if (viewportWidth === undefined) expect(document.documentElement.scrollWidth).to.be.at.most(320);
    });

    it(`the timed tooltips fit and cover neither the tabs on Login nor the instructions on Qrcode, in ${language}`, async () => {
      const clock = tooltipClock();
      try {
        const element = await narrowPopup(language);
        const dialog = await showState(element, SCREEN_STATES[0]!);
        let tooltip = await tooltipShown(element, clock);
        expect(overflows(dialog), `Login in ${language}`).to.deep.equal([]);
        for (const tab of shadow(element).querySelectorAll('[part~="tabs"], [part~="switch-button"], [part~="close-button"], [part~="title"]')) {
          expect(overlaps(tooltip.getBoundingClientRect(), tab.getBoundingClientRect()), describeElement(tab)).to.equal(false);
        }
        await showState(element, SCREEN_STATES[2]!);
        tooltip = await tooltipShown(element, clock);
        expect(overflows(dialog), `Qrcode in ${language}`).to.deep.equal([]);
        for (const covered of shadow(element).querySelectorAll('[part~="text"], [part~="qr"], [part~="switch-button"], [part~="close-button"]')) {
          expect(overlaps(tooltip.getBoundingClientRect(), covered.getBoundingClientRect()), describeElement(covered)).to.equal(false);
        }
      } finally {
        clock.restore();
      }
    });
  }

  it('the Rescan button keeps its natural size', async () => {
    await switchFailure({ fail: '500', match: 'generateQrCodeUrl' });
    const element = await narrowPopup('en');
    await showState(element, { ...SCREEN_STATES[2]!, settled: 'qr-error' });
    const rescan = shadow(element).querySelector<HTMLButtonElement>('[part~="qr-error"] [part~="button"]')!;
    expect(rescan.textContent).to.equal('Rescan');
    const { width, height } = rescan.getBoundingClientRect();
    expect(height, 'height').to.be.at.most(44);
    // As wide as its word and padding, not stretched to the column.
    expect(width, 'width').to.be.below(part(element, 'qr')!.getBoundingClientRect().width / 2);
  });
});

describe('direction', () => {
  afterEach(logout);

  it('is right to left for Urdu: dir on the dialog, and the phone row still reads "+65 | number" left to right', async () => {
    const element = await popupIn('ur');
    const dialog = await showState(element, SCREEN_STATES[3]!);
    expect(dialog.getAttribute('dir')).to.equal('rtl');
    const prefix = part(element, 'phone-prefix') as HTMLInputElement;
    const number = prefix.nextElementSibling!;
    expect(prefix.value).to.equal('+65');
    expect(getComputedStyle(prefix).direction, 'the prefix is written left to right').to.equal('ltr');
    // A phone number is written left to right: the prefix on the left, the divider between it and the number.
    expect(prefix.getBoundingClientRect().right).to.be.at.most(number.getBoundingClientRect().left + 0.5);
    expect(getComputedStyle(number).borderLeftWidth).to.equal('1px');
    expect(getComputedStyle(number).borderRightWidth).to.equal('0px');
    expect(getComputedStyle(prefix).borderLeftWidth).to.equal('0px');
  });

  it('is left to right for the popup languages, with the divider between the prefix on the left and the number', async () => {
    for (const language of LANGUAGES) {
      const element = await popupIn(language);
      const dialog = await showState(element, SCREEN_STATES[3]!);
      expect(dialog.getAttribute('dir'), language).to.equal('ltr');
      const prefix = part(element, 'phone-prefix')!;
      const number = prefix.nextElementSibling!;
      expect(prefix.getBoundingClientRect().right).to.be.at.most(number.getBoundingClientRect().left + 0.5);
      expect(getComputedStyle(number).borderLeftWidth).to.equal('1px');
      expect(getComputedStyle(number).borderRightWidth).to.equal('0px');
    }
  });

  it('moves between the Login tabs with the arrow that points to the next one, in both directions', async () => {
    for (const [language, next] of [
      ['en', 'ArrowRight'],
      ['ur', 'ArrowLeft'],
    ] as const) {
      const element = await popupIn(language);
      await showState(element, SCREEN_STATES[0]!);
      const [first, second] = shadow(element).querySelectorAll<HTMLButtonElement>('[part~="tab"]');
      // The second tab is drawn on the side the arrow points to.
      expect(
        next === 'ArrowRight'
          ? second!.getBoundingClientRect().left > first!.getBoundingClientRect().left
          : second!.getBoundingClientRect().right < first!.getBoundingClientRect().left,
        language,
      ).to.equal(true);
      first!.focus();
      await sendKeys({ press: next });
      await pollUntil(() => second!.getAttribute('aria-selected') === 'true', `${language}: ${next} did not select the next tab`);
      expect(shadow(element).activeElement).to.equal(second);
    }
  });

  it('keeps the timed tooltip inside the popup in right to left', async () => {
    const clock = tooltipClock();
    try {
      const element = await popupIn('ur');
      const dialog = await showState(element, SCREEN_STATES[0]!);
      const tooltip = (await tooltipShown(element, clock)).getBoundingClientRect();
      const box = dialog.getBoundingClientRect();
      // The button is at the left (the end of the line); its tooltip beside it, towards the start.
      expect(tooltip.left).to.be.at.least(part(element, 'switch-button')!.getBoundingClientRect().right);
      expect(tooltip.right).to.be.at.most(box.right);
    } finally {
      clock.restore();
    }
  });
});

/** The controls a toast must leave visible. */
const CONTROLS = 'button, input, select, textarea, a, [role="tab"], [part~="control"]';

/** Error toasts the screens show, in each language. */
const TOAST_KEYS = ['error.network', 'error.somethingWrong', 'rule.phoneInvalid', 'rule.agreeTerms'] as const;

describe(`error toasts${VIEWPORT_NOTE}`, () => {
  after(() => screenWidth(800, 600));
  afterEach(logout);

  for (const language of LANGUAGES) {
    it(`hang from the top edge of the dialog and cover no control, at 320, 360 and 1280 px, in ${language}`, async function () {
      this.timeout(30000);
      const catalogue = await loadCatalogue(language);
      const element = await popupIn(language);
      const store = storeFor(element);
      for (const [width, height] of [
        [320, 640],
        [360, 640],
        [1280, 800],
      ] as const) {
        await screenWidth(width, height);
        element.style.setProperty('--mlp-width', viewportWidth === undefined ? '' : `${Math.min(400, width - 24)}px`);
        for (const state of SCREEN_STATES) {
          const dialog = await showState(element, state);
          for (const key of TOAST_KEYS) {
            store.set(toastsAtom, []);
            store.set(showToastAtom, { kind: 'error', text: catalogue[key] });
            await pollUntil(() => part(element, 'toast')?.textContent === catalogue[key], 'no toast');
            const toast = part(element, 'toast')!.getBoundingClientRect();
            const where = `${key} on ${state.name} at ${width} px`;
            expect(toast.top - dialog.getBoundingClientRect().top, `${where}: at the top edge`).to.be.below(16);
            for (const control of shadow(element).querySelectorAll(CONTROLS)) {
              const rect = control.getBoundingClientRect();
              if (rect.width === 0) continue;
              expect(overlaps(toast, rect), `${where} covers ${describeElement(control)}`).to.equal(false);
            }
          }
        }
      }
      expect(part(element, 'toasts')!.getAttribute('role')).to.equal('status');
      store.set(toastsAtom, []);
    });
  }

  it(`stay at the top of the visible part when the dialog scrolls${SETS_VIEWPORT ? '' : ' (and max-height makes the popup as short as that screen)'}`, async () => {
    await screenWidth(360, 360);
    const element = await narrowPopup('en');
    const dialog = await showState(element, SCREEN_STATES[0]!);
    // Where the window cannot be resized, the popup is made as short as it would be on that screen.
    if (viewportWidth !== undefined) dialog.style.maxHeight = '336px';
    expect(dialog.scrollHeight, 'the popup must scroll at this height').to.be.above(dialog.clientHeight);
    dialog.scrollTop = dialog.scrollHeight;
    storeFor(element).set(showToastAtom, { kind: 'error', text: 'Incorrect account or password.' });
    await pollUntil(() => part(element, 'toast'), 'no toast');
    const toast = part(element, 'toast')!.getBoundingClientRect();
    const box = dialog.getBoundingClientRect();
    expect(toast.top).to.be.at.least(box.top);
    expect(toast.top - box.top).to.be.below(16);
  });
});
