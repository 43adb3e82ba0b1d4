/** The page presentation's fixtures (`display="page"`), for the browser tests that use it. */
import { part, pollUntil, popupFixture, type MemberLoginPopup } from './fixtures.ts';
import { servicePublicKey } from './popup.ts';

/** A `<member-login-popup display="page">` (the member pages' presentation) once its screen is laid out in the page. */
export async function pageFixture(attributes: Record<string, string> = {}): Promise<MemberLoginPopup> {
  const element = await popupFixture({ display: 'page', 'public-key': await servicePublicKey(), ...attributes });
  // The screen in the page's own layout: a Login prerendered in the closed dialog (before `display`
  // took effect) is a screen too, and the page's view comes as a chunk of its own.
  await pollUntil(() => part(element, 'page')?.querySelector('[part~="screen"]'), 'the page did not lay out its screen', 8000);
  return element;
}

/** The test page's address with `params` added to its query (the test runner's own kept; the page presentation reads the real address). */
export function withQuery(params: Record<string, string>): void {
  const url = new URL(location.href);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  history.replaceState(null, '', url);
}

/** In the suite it is called in: each test's changes to the address (query, hash) are put back after it. */
export function restoringPageAddress(): void {
  let address = '';
  beforeEach(() => {
    address = location.href;
  });
  afterEach(() => history.replaceState(null, '', address));
}
