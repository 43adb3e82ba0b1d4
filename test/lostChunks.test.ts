/**
 * A connection lost before the flows' chunk came (it is fetched when the browser is idle after
 * the first show, or by the first action): the action says the network failed, the popup stays
 * usable and keeps what was typed. A lost chunk of the later screens keeps the shopper where they
 * were. The popup here is a copy of dist/ at its own URL (/dist-lost-chunks/): chunks that an
 * earlier test page fetched could come from the browser's cache without asking the server.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { openDialog, part, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { button, DEMO_PASSWORD, input, loginPage, logout, servicePublicKey, toastTexts, type } from './support/popup.ts';

/** Chunks whose file name starts with one of `prefixes` are answered 503 for this engine (see lostChunksPlugin.mjs). */
const loseChunks = (prefixes: readonly string[]) => executeServerCommand('loseChunks', { prefixes });

const TAG = 'lost-chunks-popup';
/** The file of the popup's flows and later screens (the build merges them; its name is either entry's). */
const LATER_AND_FLOWS = ['popupFlows-', 'laterParts-'];
/** dist/define.js at its own URL: a module graph no other test page has loaded. */
const DEFINE_URL = '/dist-lost-chunks/define.js';
/** dist/member-account.js at the same URL as define.js's copy. */
const ACCOUNT_URL = '/dist-lost-chunks/member-account.js';

async function openLostPopup(url = DEFINE_URL, tag = TAG): Promise<MemberLoginPopup> {
  const { define } = (await import(url)) as { define: (tag: string) => unknown };
  define(tag);
  const element = document.createElement(tag) as MemberLoginPopup;
  for (const [name, value] of Object.entries({ region: 'sg', variation: 'control', 'public-key': await servicePublicKey() })) element.setAttribute(name, value);
  document.body.append(element);
  element.show();
  await openDialog(element);
  await pollUntil(() => part(element, 'screen'), 'the Login screen did not render');
  return element;
}

describe('a chunk lost to the network', () => {
  // From before the page's first popup: its idle prefetch would fetch them otherwise. The flows
  // (page/popupFlows.ts) and the later screens are one file, named for either entry.
  before(() => loseChunks(LATER_AND_FLOWS));
  after(() => loseChunks([]));
  afterEach(async () => {
    for (const element of document.querySelectorAll(TAG)) element.remove();
    await logout();
  });

  it('the flows: Log in says the network failed, and what was typed stays', async () => {
    const element = await openLostPopup();
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    button(element, 'Log in').click();
    await pollUntil(() => toastTexts(element).includes('Network error, please try again later'), 'no network error');
    await pollUntil(() => !part(element, 'busy'), 'the popup stayed busy');
    expect(element.hasAttribute('open')).to.equal(true);
    expect(input(element, 'Phone or Email').value).to.equal('shopper@example.com');
    expect(input(element, 'Password').value).to.equal(DEMO_PASSWORD);
  });

  it('the later screens: Sign up says the network failed and Login stays', async () => {
    const element = await openLostPopup();
    button(element, 'Sign up').click();
    await pollUntil(() => toastTexts(element).includes('Network error, please try again later'), 'no network error');
    expect(part(element, 'screen')?.getAttribute('part')).to.include('screen-login');
    expect(element.hasAttribute('open')).to.equal(true);
  });
});

describe('a chunk lost to the network, on a page presentation', () => {
  afterEach(async () => {
    await loseChunks([]);
    for (const element of document.querySelectorAll(TAG)) element.remove();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('its first screen says the network failed, in its place', async function () {
    // Longer than the wait below, so that a page still loading is reported as such, not as a timeout.
    this.timeout(30000);
    await loseChunks(LATER_AND_FLOWS);
    const { define } = (await import(DEFINE_URL)) as { define: (tag: string) => unknown };
    define(TAG);
    const element = document.createElement(TAG) as MemberLoginPopup;
    for (const [name, value] of Object.entries({ region: 'sg', variation: 'control', display: 'page', route: 'ForgetPassword' })) element.setAttribute(name, value);
    // Every toast the element shows, from the start: the check below waits on what stays (the page's
    // alert), and a loaded WebKit in the clean-clone run took longer than the toast's 8 s wait.
    const toasts = new Set<string>();
    const record = () => {
      for (const text of toastTexts(element)) toasts.add(text);
    };
    const observer = new MutationObserver(record);
    if (element.shadowRoot) observer.observe(element.shadowRoot, { childList: true, subtree: true, characterData: true });
    document.body.append(element);
    try {
      await pollUntil(
        () => part(element, 'body')?.querySelector('[role="alert"]')?.textContent === 'Network error, please try again later',
        'the page kept loading',
        20000,
      );
      record();
      expect([...toasts], 'the network error was said as a toast too').to.include('Network error, please try again later');
    } finally {
      observer.disconnect();
    }
    expect(part(element, 'busy')).to.equal(null);
  });
});

describe("the member area's other pages lost to the network", () => {
  // From before the member area shows: its idle prefetch after the dashboard would fetch them otherwise.
  before(() => loseChunks(['accountPages-']));
  after(() => loseChunks([]));
  afterEach(async () => {
    for (const element of document.querySelectorAll('member-account')) element.remove();
    history.replaceState(null, '', location.pathname + location.search);
    await logout();
  });

  it('the dashboard shows; My orders says the network failed in its place, with Try again', async function () {
    this.timeout(30000);
    await loginPage();
    // dist/member-account.js at its own URL: registers member-account in this page's copy of dist/.
    await import(ACCOUNT_URL);
    const element = document.createElement('member-account');
    for (const [name, value] of Object.entries({ region: 'sg', language: 'en' })) element.setAttribute(name, value);
    document.body.append(element);
    const title = () => element.shadowRoot?.querySelector('[part~="page-title"]')?.textContent ?? '';
    await pollUntil(() => /Samantha/.test(title()), 'the dashboard did not show', 15000);
    location.hash = '#/orders';
    const alert = () => element.shadowRoot?.querySelector('[part~="page"] [role="alert"]');
    await pollUntil(() => alert()?.textContent?.includes('Network error, please try again later'), 'the page kept loading', 15000);
    expect(title()).to.equal('My orders');
    expect(element.shadowRoot?.querySelector('[part~="loading"]')).to.equal(null);
    expect([...alert()!.querySelectorAll('button')].map((found) => found.textContent)).to.deep.equal(['Try again']);
    await expect(element).to.be.accessible();
  });
});

describe("the later screens' texts lost to the network", () => {
  // A copy of dist/ of its own, tested last: the one above keeps the failed imports of its lost
  // chunks (Chromium), or fetches them again when idle once they are back (WebKit).
  const TEXTS_TAG = 'lost-texts-popup';
  // From before the page's first popup: the idle prefetch after Login shows would fetch them otherwise.
  before(() => loseChunks(['laterEn-']));
  after(() => loseChunks([]));
  afterEach(async () => {
    for (const element of document.querySelectorAll(TEXTS_TAG)) element.remove();
    await logout();
  });

  it('Sign up says the network failed and Login stays: a later screen never shows without its texts', async () => {
    const element = await openLostPopup('/dist-lost-texts/define.js', TEXTS_TAG);
    button(element, 'Sign up').click();
    await pollUntil(() => toastTexts(element).includes('Network error, please try again later'), 'no network error');
    expect(part(element, 'screen')?.getAttribute('part')).to.include('screen-login');
    expect(element.hasAttribute('open')).to.equal(true);
  });
});
