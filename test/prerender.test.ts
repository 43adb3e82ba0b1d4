/**
 * The popup before it opens (issue 26, points 2 and 3): once its code is here and the browser is
 * idle, it renders its dialog closed with Login in it (not shown, not focusable, not announced), so
 * that the click only opens it and moves the focus; the first sign of intent on a header link
 * starts fetching it, once.
 */
import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { HeaderLinks, type HeaderHost } from '../elements/headerLinks.ts';
import { closedDialog, deepActive, openDialog, part, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { shadow } from './support/popup.ts';
import '../elements/member-login-popup.ts';
import { LOGIN_METHOD_KEY } from '../src/flows/loginMethod.ts';

/** A header with a login link, something else to focus, and `element` after them (a popup in the pop variation keeps the link's click from navigating). */
async function headerPage<Host extends HTMLElement>(element: Host) {
  const container = await fixture<HTMLElement>(html`<div>
    <a href="/user/login" data-member-login>Login</a>
    <button type="button">Elsewhere</button>
  </div>`);
  container.append(element);
  const login = container.querySelector<HTMLAnchorElement>('a')!;
  const elsewhere = container.querySelector<HTMLButtonElement>('button')!;
  return { login, elsewhere };
}

function popup(attributes: Record<string, string> = {}): MemberLoginPopup {
  const element = document.createElement('member-login-popup');
  for (const [name, value] of Object.entries({ variation: 'pop', ...attributes })) element.setAttribute(name, value);
  return element;
}

/** The closed dialog with Login in it, once the element rendered it. */
const hiddenLogin = (element: MemberLoginPopup) => {
  const dialog = part(element, 'dialog') as HTMLDialogElement | null;
  return dialog && !dialog.open && dialog.querySelector('[part~="screen-login"]') ? dialog : undefined;
};

const loginName = (element: MemberLoginPopup) => shadow(element).querySelector<HTMLInputElement>('input[autocomplete~="username"]');

describe('before the popup opens', () => {
  it('renders Login in its closed dialog, which takes no focus, shows nothing and is not announced', async () => {
    const element = popup();
    const { elsewhere } = await headerPage(element);
    elsewhere.focus();
    await pollUntil(() => hiddenLogin(element), 'no closed dialog with Login was rendered');
    const dialog = hiddenLogin(element)!;
    expect(element.hasAttribute('open')).to.equal(false);
    expect(deepActive()).to.equal(elsewhere);
    // Not rendered: no box, so not in the accessibility tree, and its live regions tell nothing.
    expect(dialog.getClientRects().length).to.equal(0);
    for (const node of shadow(element).querySelectorAll('[aria-live], [role="status"], [role="alert"], input, button')) {
      expect(node.getClientRects().length, node.outerHTML).to.equal(0);
    }
  });

  it('takes no box on the host page from the start, so the idle render moves nothing', async () => {
    const element = popup();
    await headerPage(element);
    expect(getComputedStyle(element).display).to.equal('contents');
  });

  it('opens on the phone tab, not the stale password one, when a code login was remembered after it rendered', async () => {
    const element = popup();
    const { login } = await headerPage(element);
    await pollUntil(() => hiddenLogin(element), 'no closed dialog with Login was rendered');
    // Another tab (or element) logged in by code meanwhile.
    localStorage.setItem(LOGIN_METHOD_KEY, 'code');
    try {
      login.click();
      await openDialog(element);
      await pollUntil(() => shadow(element).querySelector('input[autocomplete="tel-national"]'), 'the popup did not open on the phone tab');
    } finally {
      localStorage.removeItem(LOGIN_METHOD_KEY);
    }
  });

  it('opens that dialog on the click, with the focus on the login name', async () => {
    const element = popup();
    const { login } = await headerPage(element);
    await pollUntil(() => hiddenLogin(element), 'no closed dialog with Login was rendered');
    const rendered = hiddenLogin(element);
    login.click();
    const dialog = await openDialog(element);
    expect(dialog).to.equal(rendered);
    expect(element.getAttribute('open')).to.equal('true');
    expect(deepActive()).to.equal(loginName(element));
  });

  it('closes as before (the focus back on the opener) and renders a fresh one for the next open', async () => {
    const element = popup();
    const { login } = await headerPage(element);
    await pollUntil(() => hiddenLogin(element), 'no closed dialog with Login was rendered');
    const first = hiddenLogin(element);
    login.focus();
    login.click();
    await openDialog(element);
    element.close();
    await closedDialog(element);
    expect(element.hasAttribute('open')).to.equal(false);
    expect(deepActive()).to.equal(login);
    await pollUntil(() => hiddenLogin(element) && hiddenLogin(element) !== first, 'no fresh closed dialog after the close');
    element.show();
    await openDialog(element);
    expect(deepActive()).to.equal(loginName(element));
  });

  it('opens on the route asked for, not on the Login it rendered', async () => {
    const element = popup();
    await headerPage(element);
    await pollUntil(() => hiddenLogin(element), 'no closed dialog with Login was rendered');
    element.show('Registry');
    await openDialog(element);
    await pollUntil(() => part(element, 'screen-registry'), 'Registry did not show');
    expect(part(element, 'screen-login')).to.equal(null);
  });

  it('keeps two elements apart: opening one leaves the other closed', async () => {
    const a = popup();
    const b = popup({ language: 'id' });
    await headerPage(a);
    document.body.lastElementChild?.append(b);
    await pollUntil(() => hiddenLogin(a) && hiddenLogin(b), 'the two elements did not both render their closed dialog');
    a.show();
    await openDialog(a);
    expect(hiddenLogin(b)).to.exist;
    expect(b.hasAttribute('open')).to.equal(false);
    expect(deepActive()).to.equal(loginName(a));
    a.close();
    await closedDialog(a);
  });
});

describe('the first sign of intent on a header link', () => {
  /** The element's header links on a host that counts the prefetches they ask for. */
  async function countingHeader(variation: string) {
    let prefetches = 0;
    const host: HeaderHost = Object.assign(document.createElement('div'), {
      show: () => undefined,
      prefetch: () => void prefetches++,
    });
    host.setAttribute('variation', variation);
    const page = await headerPage(host);
    const links = new HeaderLinks(host);
    links.connect();
    return { ...page, links, prefetches: () => prefetches };
  }

  it('asks for the prefetch once: pointer over, pointer down and focus on the link', async () => {
    const { login, links, prefetches } = await countingHeader('pop');
    expect(prefetches()).to.equal(0);
    login.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(prefetches()).to.equal(1);
    login.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    login.focus();
    expect(prefetches()).to.equal(1);
    links.disconnect();
  });

  it('starts on the focus or the pointer down too', async () => {
    for (const sign of ['focus', 'pointerdown'] as const) {
      const { login, links, prefetches } = await countingHeader('pop');
      if (sign === 'focus') login.focus();
      else login.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      expect(prefetches(), sign).to.equal(1);
      links.disconnect();
    }
  });

  it('does nothing on other elements, nor when the links keep their normal behaviour', async () => {
    const pop = await countingHeader('pop');
    pop.elsewhere.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    pop.elsewhere.focus();
    expect(pop.prefetches()).to.equal(0);
    pop.links.disconnect();
    const control = await countingHeader('control');
    control.login.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(control.prefetches()).to.equal(0);
    control.links.disconnect();
  });

  it("is the element's prefetch: the closed dialog with Login follows", async () => {
    const element = popup();
    const { login } = await headerPage(element);
    // The link's intent calls the element's prefetch there and then (the idle one may come later).
    const prefetch = sinon.spy(element, 'prefetch');
    login.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(prefetch.callCount).to.equal(1);
    prefetch.restore();
    await pollUntil(() => hiddenLogin(element), 'no closed dialog with Login was rendered');
    // Later signs and calls start nothing more.
    element.prefetch();
    login.focus();
    expect(hiddenLogin(element)).to.exist;
  });
});
