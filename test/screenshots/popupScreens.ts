/**
 * The popup's look, held by screenshots: every screen state of `screenStates.ts` (each route, both
 * Login and Registry tabs, Verify with and without a number, both ProfileComplete steps…), the
 * restore dialog with an error toast, and the retry-later dialog, at 360×740 and 1280×800, light and
 * dark, in English, and in Thai at 360 px, compared with this engine's baselines (docs/testing.md,
 * "Screenshots"). The popup runs in a frame of that size (screenshots/frame.ts); the picture is
 * the frame: the page, the backdrop and the popup, as the shopper sees them.
 *
 * The frame's timers are fake, so that nothing changes while a picture is taken: the resend
 * countdown stays at its start, the QR code is never polled (so it never expires), and the QR
 * switch's timed tooltip never shows.
 */
import sinon from 'sinon';
import { alertAtom, showToastAtom } from '../../src/state/atoms.ts';
import { storeFor } from '../../src/state/store.ts';
import { part, pollUntil, type MemberLoginPopup } from '../support/fixtures.ts';
import { popupIn, SCREEN_STATES, showState } from '../screenStates.ts';
import { closeFrame, exposeInFrame, inFrame, openFrame, PHONE, resizeFrame, shot, slug, variantName, type Frame, type Variant } from './frame.ts';
import { freeze } from './freeze.ts';

/** What the test page asks of the frame, run in the frame's realm. */
const HARNESS = {
  // An arrow function: Biome takes a method named `use…`'s caller for a React hook.
  fakeTimers: async (): Promise<void> => {
    sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldClearNativeTimers: true });
  },

  /** A new popup in `language` and `theme`, alone on the page, open on Login, frozen. */
  async popup(language: string, theme: string): Promise<MemberLoginPopup> {
    document.body.replaceChildren();
    const element = await popupIn(language, { theme });
    freeze(element.shadowRoot!);
    return element;
  },

  /** A new popup showing the `index`th state of SCREEN_STATES. */
  async state(language: string, theme: string, index: number): Promise<void> {
    await showState(await HARNESS.popup(language, theme), SCREEN_STATES[index]!);
  },

  /** A new popup on Login with the restore dialog over it and an error toast. */
  async restoreDialog(language: string, theme: string): Promise<void> {
    const element = await HARNESS.popup(language, theme);
    await showState(element, SCREEN_STATES[0]!);
    const store = storeFor(element);
    store.set(showToastAtom, { kind: 'error', text: 'Incorrect account or password.' });
    store.set(alertAtom, { kind: 'restore', token: 'restore-token' });
    await pollUntil(() => part(element, 'alert')?.querySelector('button') && part(element, 'toast'), 'no restore dialog or toast');
  },

  /** A new popup on Login with the retry-later dialog over it. */
  async retryLaterDialog(language: string, theme: string): Promise<void> {
    const element = await HARNESS.popup(language, theme);
    await showState(element, SCREEN_STATES[0]!);
    storeFor(element).set(alertAtom, { kind: 'retryLater', message: { key: 'error.trafficLimit' } });
    await pollUntil(() => part(element, 'alert')?.querySelector('button'), 'no retry-later dialog');
  },
};

type Harness = typeof HARNESS;

/** The frame at each of `variant`'s viewports, compared there. */
async function shoot(frame: Frame<Harness>, variant: Variant, screen: string): Promise<void> {
  for (const { width, height } of variant.viewports) {
    resizeFrame(frame, width, height);
    await shot(frame, `popup/${screen}/${variant.language}-${variant.theme}-${width}`);
  }
}

/**
 * The popup's pictures in `variant`, declared by its screenshot file (`testFile`: its
 * `import.meta.url`); in the frame, the helpers handed to the test page instead.
 */
export function popupScreens(variant: Variant, testFile: string): void {
  if (inFrame()) {
    exposeInFrame(HARNESS);
    return;
  }
  describe(`the popup looks as its baselines (${variantName(variant)})`, () => {
    let frame: Frame<Harness>;
    before(async function () {
      this.timeout(30000);
      frame = await openFrame<Harness>(testFile);
      await frame.harness.fakeTimers();
    });
    after(() => closeFrame(frame));

    SCREEN_STATES.forEach((state, index) => {
      it(state.name, async function () {
        this.timeout(30000);
        resizeFrame(frame, PHONE.width, PHONE.height);
        await frame.harness.state(variant.language, variant.theme, index);
        await shoot(frame, variant, slug(state.name));
      });
    });

    it('the restore dialog over Login, and an error toast', async function () {
      this.timeout(30000);
      resizeFrame(frame, PHONE.width, PHONE.height);
      await frame.harness.restoreDialog(variant.language, variant.theme);
      await shoot(frame, variant, 'restore-dialog');
    });

    it('the retry-later dialog', async function () {
      this.timeout(30000);
      resizeFrame(frame, PHONE.width, PHONE.height);
      await frame.harness.retryLaterDialog(variant.language, variant.theme);
      await shoot(frame, variant, 'retry-later-dialog');
    });
  });
}
