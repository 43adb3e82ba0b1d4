/**
 * Tap targets (issue 31, WCAG 2.5.5): on a 360 px phone, every button, link and form control of
 * every popup screen offers a finger at least 44×44 px, in the popup and in the page presentation.
 * A checkbox's or radio's target is its label (the whole row toggles it).
 */
import { expect } from '@open-wc/testing';
import { VIEWPORT_NOTE, viewportSet } from './support/engine.ts';
import { part, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { logout, waitForScreen } from './support/popup.ts';
import { navigateAtom } from '../src/state/atoms.ts';
import { storeFor } from '../src/state/store.ts';
import { pageFixture, restoringPageAddress } from './support/pagePresentation.ts';
import { popupIn, SCREEN_STATES, showState } from './screenStates.ts';

const MIN = 44;
/** What a finger may tap. */
const INTERACTIVE = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [tabindex="0"]';

/** The box a finger meets: a checkbox's or radio's label, else the control itself. */
function target(control: HTMLElement): HTMLElement {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return control.closest('label') ?? control.labels?.[0] ?? control;
  return control;
}

/** Each shown control whose target is smaller than 44×44, with its size. */
function smallTargets(element: MemberLoginPopup): string[] {
  const root = element.shadowRoot!;
  const small: string[] = [];
  for (const control of root.querySelectorAll<HTMLElement>(INTERACTIVE)) {
    if (control.getClientRects().length === 0 || control.closest('[hidden], [inert]')) continue;
    const box = target(control).getBoundingClientRect();
    if (box.width < MIN - 0.5 || box.height < MIN - 0.5) {
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.getAttribute('name') ?? '').trim().slice(0, 30);
      small.push(`${control.localName}[part="${control.getAttribute('part') ?? ''}"] "${name}": ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  return small;
}

describe('tap targets at 360 px', () => {
  restoringPageAddress();
  let resized = false;
  before(async () => {
    resized = await viewportSet(360, 740);
    // A failure switch an earlier file left on (its service is the engine's) would keep a later screen from loading.
    await logout();
  });
  after(async () => {
    await viewportSet(800, 600);
  });
  afterEach(logout);

  it(`the page presentation's controls too${VIEWPORT_NOTE}`, async () => {
    const element = await pageFixture({ language: 'en', 'google-client-id': 'demo-google-client', 'facebook-app-id': 'demo-facebook-app' });
    if (!resized) element.style.setProperty('--mlp-width', '336px');
    await pollUntil(() => part(element, 'third-party'), 'no third-party row');
    expect(smallTargets(element)).to.deep.equal([]);
  });
  it(`every control of every popup screen is at least 44×44 px, the header's back button too${VIEWPORT_NOTE}`, async () => {
    const element = await popupIn('en');
    if (!resized) element.style.setProperty('--mlp-width', '336px');
    const found: string[] = [];
    for (const state of SCREEN_STATES) {
      await showState(element, state);
      found.push(...smallTargets(element).map((small) => `${state.name}: ${small}`));
    }
    // A step further: the header's back button.
    storeFor(element).set(navigateAtom, { type: 'push', route: { name: 'ForgetPassword' } });
    await waitForScreen(element, 'forget');
    await pollUntil(() => part(element, 'back-button'), 'no back button');
    found.push(...smallTargets(element).map((small) => `ForgetPassword after a step: ${small}`));
    expect(found).to.deep.equal([]);
  });
});
