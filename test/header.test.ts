import { expect, fixture, html } from '@open-wc/testing';
import { HeaderLinks, type HeaderHost } from '../elements/headerLinks.ts';
import { emit } from '../src/events.ts';
import { popupAtom } from '../src/state/atoms.ts';
import { storeFor } from '../src/state/store.ts';
import { pollUntil, titleText, type MemberLoginPopup } from './support/fixtures.ts';
import '../elements/member-login-popup.ts';

interface Page<Host extends HTMLElement = MemberLoginPopup> {
  readonly element: Host;
  readonly login: HTMLAnchorElement;
  readonly signup: HTMLAnchorElement;
  readonly account: HTMLElement;
  /** Clicks `link` and tells whether the click was kept from navigating. The test page never navigates. */
  click(link: HTMLElement, init?: MouseEventInit): boolean;
}

async function headerPage(attributes: Record<string, string>): Promise<Page> {
  const element = document.createElement('member-login-popup');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return pageAround(element);
}

/** A header (login and sign-up links, account label) and `element` on the test page. */
async function pageAround<Host extends HTMLElement>(element: Host): Promise<Page<Host>> {
  const container = await fixture<HTMLElement>(html`<div>
    <nav>
      <a href="/user/login" data-member-login><span>Login</span></a>
      <a href="/user/register" data-member-signup>Sign up</a>
      <span data-member-account hidden></span>
    </nav>
    ${element}
  </div>`);
  return {
    element,
    login: container.querySelector('[data-member-login]')!,
    signup: container.querySelector('[data-member-signup]')!,
    account: container.querySelector('[data-member-account]')!,
    click(link, init = {}) {
      let prevented = false;
      const keepHere = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', keepHere, { once: true });
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ...init }));
      window.removeEventListener('click', keepHere);
      return prevented;
    },
  };
}

const isOpen = (element: MemberLoginPopup) => storeFor(element).get(popupAtom).open;

describe('header links with variation="pop"', () => {
  it('the login link opens the popup on Login instead of navigating', async () => {
    const page = await headerPage({ variation: 'pop' });
    expect(page.click(page.login.querySelector('span')!)).to.equal(true);
    await pollUntil(() => titleText(page.element) === 'Log in');
  });

  it('the sign-up link opens the popup on Registry', async () => {
    const page = await headerPage({ variation: 'pop' });
    expect(page.click(page.signup)).to.equal(true);
    await pollUntil(() => titleText(page.element) === 'Sign up');
  });

  it('a modified or middle click keeps its normal meaning', async () => {
    const page = await headerPage({ variation: 'pop' });
    expect(page.click(page.login, { ctrlKey: true })).to.equal(false);
    expect(page.click(page.login, { metaKey: true })).to.equal(false);
    expect(page.click(page.login, { button: 1 })).to.equal(false);
    expect(isOpen(page.element)).to.equal(false);
  });

  it('custom selectors name other links; an empty or invalid one marks nothing', async () => {
    const page = await headerPage({ variation: 'pop', 'login-link': 'a[href="/user/register"]', 'signup-link': '][' });
    expect(page.click(page.login)).to.equal(false);
    expect(page.click(page.signup)).to.equal(true);
    await pollUntil(() => titleText(page.element) === 'Log in');
    page.element.setAttribute('login-link', '');
    page.element.close();
    expect(page.click(page.signup)).to.equal(false);
  });
});

describe('header links with another variation', () => {
  it('variation="control" lets the links navigate', async () => {
    const page = await headerPage({ variation: 'control' });
    expect(page.click(page.login)).to.equal(false);
    expect(page.click(page.signup)).to.equal(false);
    expect(isOpen(page.element)).to.equal(false);
  });

  it('changing the variation attribute takes effect at once', async () => {
    const page = await headerPage({ variation: 'control' });
    page.element.setAttribute('variation', 'pop');
    expect(page.click(page.login)).to.equal(true);
  });
});

describe('header links without a variation attribute (the experiment decides)', () => {
  const source = { 'experiment-url': '/test/fixtures/experiment-{region}.json', 'time-url': '/test/fixtures/time.json' };

  it('a visitor in a pop bucket gets the popup', async () => {
    const page = await headerPage({ ...source, region: 'sg' });
    await pollUntil(() => page.click(page.login), 'the experiment never gave pop');
    await pollUntil(() => titleText(page.element) === 'Log in');
  });

  it('removing variation="pop" from the element stops it taking the links over (a control bucket)', async () => {
    const page = await headerPage({ ...source, region: 'th', language: 'en', variation: 'pop' });
    expect(page.click(page.login)).to.equal(true);
    await pollUntil(() => titleText(page.element) === 'Log in');
    page.element.close();
    page.element.removeAttribute('variation');
    expect(page.click(page.login), 'the login link').to.equal(false);
    expect(page.click(page.signup), 'the sign-up link').to.equal(false);
    expect(isOpen(page.element)).to.equal(false);
  });

  it('removing variation="control" from the element lets the experiment give pop', async () => {
    const page = await headerPage({ ...source, region: 'sg', variation: 'control' });
    expect(page.click(page.login)).to.equal(false);
    page.element.removeAttribute('variation');
    await pollUntil(() => page.click(page.login), 'the experiment never gave pop');
    await pollUntil(() => titleText(page.element) === 'Log in');
  });

  const connected: HeaderLinks[] = [];
  afterEach(() => {
    for (const links of connected.splice(0)) links.disconnect();
  });

  /**
   * The element's header links on a host that records what they would open. `decided` resolves
   * once the experiment has answered and the variation is set: the signal the tests wait on.
   */
  async function decidingHeader(attributes: Record<string, string>) {
    const opened: (string | undefined)[] = [];
    const host: HeaderHost = Object.assign(document.createElement('div'), { show: (route?: string) => void opened.push(route) });
    for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
    const page = await pageAround(host);
    const links = new HeaderLinks(host);
    links.connect();
    connected.push(links);
    return { page, opened, links, decided: links.refreshVariation() };
  }

  it('once decided, a pop bucket opens Login from the link', async () => {
    const { page, opened, decided } = await decidingHeader({ ...source, region: 'sg' });
    await decided;
    expect(page.click(page.login)).to.equal(true);
    expect(opened).to.deep.equal(['Login']);
  });

  const notPop: [string, string][] = [
    ['a visitor in a control bucket keeps the links', 'th'],
    ['an experiment that has ended means not pop', 'my'],
    ['a malformed config means not pop', 'ph'],
    ['a missing config means not pop', 'vn'],
  ];
  for (const [name, region] of notPop) {
    it(`${name}, once decided`, async () => {
      const { page, opened, decided } = await decidingHeader({ ...source, region });
      await decided;
      expect(page.click(page.login)).to.equal(false);
      expect(page.click(page.signup)).to.equal(false);
      expect(opened).to.deep.equal([]);
    });
  }

  it('removing the variation attribute hands the decision back to the experiment', async () => {
    const { page, opened, links, decided } = await decidingHeader({ ...source, region: 'th', variation: 'pop' });
    await decided;
    expect(page.click(page.login)).to.equal(true);
    page.element.removeAttribute('variation');
    // What the element does when its variation attribute changes (see MemberLoginPopup).
    await links.refreshVariation();
    expect(page.click(page.login)).to.equal(false);
    expect(opened).to.deep.equal(['Login']);
  });
});

describe('header after login', () => {
  it('shows the account label and hides the login and sign-up links', async () => {
    const page = await headerPage({ variation: 'pop' });
    emit(page.element, 'login-success', { user: { name: 'Siti <b>Aminah</b>' } });
    expect(page.login.hidden).to.equal(true);
    expect(page.signup.hidden).to.equal(true);
    expect(page.account.hidden).to.equal(false);
    expect(page.account.textContent).to.equal('Siti <b>Aminah</b>');
    expect(page.account.querySelector('b')).to.equal(null);
  });

  it('offers Login and Sign up again after a logout in the member area, and the account label goes', async () => {
    const page = await headerPage({ variation: 'pop' });
    emit(page.element, 'login-success', { user: { name: 'Sam Shopper' } });
    expect(page.account.hidden).to.equal(false);
    // <member-account>'s logout bubbles (composed) to the document, wherever the element is.
    const memberArea = document.createElement('div');
    document.body.append(memberArea);
    emit(memberArea, 'logout', {});
    memberArea.remove();
    expect([page.login.hidden, page.signup.hidden, page.account.hidden]).to.deep.equal([false, false, true]);
  });

  it('falls back to the email or phone when the user has no name', async () => {
    const page = await headerPage({ variation: 'pop' });
    emit(page.element, 'login-success', { user: { email: 'ana@example.com' } });
    expect(page.account.textContent).to.equal('ana@example.com');
  });
});
