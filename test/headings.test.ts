/**
 * Heading levels (issue 31): every screen's headings go down one level at a time from its title,
 * the page's `h1` on the member pages (`display="page"`: login, register, reset password, …) and a
 * dialog's `h2` in the popup, so that a screen reader's outline skips no level.
 */
import { expect } from '@open-wc/testing';
import { part, pollUntil } from './support/fixtures.ts';
import { logout } from './support/popup.ts';
import { pageFixture, restoringPageAddress } from './support/pagePresentation.ts';
import { popupIn, SCREEN_STATES, showState } from './screenStates.ts';
import type { MemberLoginPopup } from './support/fixtures.ts';

restoringPageAddress();
afterEach(logout);

/** The levels of the element's shown headings, in document order. */
function headingLevels(element: MemberLoginPopup): number[] {
  return [...element.shadowRoot!.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
    .filter((heading) => heading.getClientRects().length > 0)
    .map((heading) => Number(heading.localName.slice(1)));
}

/** Which step of `levels` skips a level going down, if any. */
function skipped(levels: readonly number[], top: number): string | undefined {
  if (levels[0] !== top) return `the first heading is h${levels[0]}, not h${top}`;
  for (let index = 1; index < levels.length; index++) {
    const [before, level] = [levels[index - 1]!, levels[index]!];
    if (level > before + 1) return `h${before} is followed by h${level}`;
  }
  return undefined;
}

const THIRD_PARTY = { 'google-client-id': 'demo-google-client', 'facebook-app-id': 'demo-facebook-app' };

describe('heading levels', () => {
  it('on the member pages (display="page"), every screen goes down from its h1 without skipping a level', async () => {
    const element = await pageFixture(THIRD_PARTY);
    await pollUntil(() => part(element, 'third-party'), 'the third-party row did not show');
    for (const state of SCREEN_STATES) {
      await showState(element, state);
      expect(skipped(headingLevels(element), 1), state.name).to.equal(undefined);
    }
  });

  it('in the popup, every screen goes down from its h2 without skipping a level', async () => {
    const element = await popupIn('en');
    for (const state of SCREEN_STATES) {
      await showState(element, state);
      expect(skipped(headingLevels(element), 2), state.name).to.equal(undefined);
    }
  });
});
