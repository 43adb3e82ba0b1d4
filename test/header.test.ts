import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emit } from '../src/events.ts';
import { popupAtom } from '../src/state/atoms.ts';
import { storeFor } from '../src/state/store.ts';
import { titleText, type MemberLoginPopup } from './support/fixtures.ts';
import '../elements/member-login-popup.ts';

interface Page {
  readonly element: MemberLoginPopup;
  readonly login: HTMLAnchorElement;
  readonly signup: HTMLAnchorElement;
  readonly account: HTMLElement;
  /** Clicks `link` and tells whether the click was kept from navigating. The test page never navigates. */
  click(link: HTMLElement, init?: MouseEventInit): boolean;
}

async function headerPage(attributes: Record<string, string>): Promise<Page> {
  const element = document.createElement('member-login-popup');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
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
    await waitUntil(() => titleText(page.element) === 'Log in');
  });

  it('the sign-up link opens the popup on Registry', async () => {
    const page = await headerPage({ variation: 'pop' });
    expect(page.click(page.signup)).to.equal(true);
    await waitUntil(() => titleText(page.element) === 'Sign up');
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
    await waitUntil(() => titleText(page.element) === 'Log in');
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

  /** Waits until the experiment's requests for `region` have been answered. */
  async function experimentAnswered(region: string) {
    await waitUntil(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(`experiment-${region}.json`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('a visitor in a pop bucket gets the popup', async () => {
    const page = await headerPage({ ...source, region: 'sg' });
    await waitUntil(() => page.click(page.login), 'the experiment never gave pop');
    await waitUntil(() => titleText(page.element) === 'Log in');
  });

  const notPop: [string, string][] = [
    ['a visitor in a control bucket keeps the links', 'th'],
    ['an experiment that has ended means not pop', 'my'],
    ['a malformed config means not pop', 'ph'],
    ['a missing config means not pop', 'vn'],
  ];
  for (const [name, region] of notPop) {
    it(name, async () => {
      const page = await headerPage({ ...source, region });
      await experimentAnswered(region);
      expect(page.click(page.login)).to.equal(false);
    });
  }

  it('removing the variation attribute hands the decision back to the experiment', async () => {
    const page = await headerPage({ ...source, region: 'th', variation: 'pop' });
    expect(page.click(page.login)).to.equal(true);
    page.element.close();
    page.element.removeAttribute('variation');
    await experimentAnswered('th');
    expect(page.click(page.login)).to.equal(false);
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

  it('falls back to the email or phone when the user has no name', async () => {
    const page = await headerPage({ variation: 'pop' });
    emit(page.element, 'login-success', { user: { email: 'ana@example.com' } });
    expect(page.account.textContent).to.equal('ana@example.com');
  });
});
