/**
 * The popup before it opens (issue 26, point 2): once its code is here and the browser is idle, it
 * renders its dialog closed with Login in it (not shown, not focusable, not announced), so that the
 * click only opens it and moves the focus.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { closedDialog, deepActive, openDialog, part, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { shadow } from './support/popup.ts';
import '../elements/member-login-popup.ts';

/** A header with a login link, something else to focus, and `element` after them (a popup in the pop variation keeps the link's click from navigating). */
async function headerPage(element: MemberLoginPopup) {
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

const loginName = (element: MemberLoginPopup) => shadow(element).querySelector<HTMLInputElement>('input[autocomplete="username"]');

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
