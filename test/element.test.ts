import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from './support/keyboard.ts';
import { emit } from '../src/events.ts';
import { popupAtom } from '../src/state/atoms.ts';
import { storeFor } from '../src/state/store.ts';
import { loadedScripts, openBarePage } from './support/barePage.ts';
import { SHIFT_TAB_NOTE } from './support/engine.ts';
import { closedDialog, deepActive, openDialog, part, pollUntil, popupFixture, shiftTab, titleText, type MemberLoginPopup } from './support/fixtures.ts';

describe('<member-login-popup>', () => {
  it('registers once, even when a second copy of the built bundle loads on the page', async () => {
    const { frame, page } = await openBarePage();
    try {
      const registered = page.customElements.get('member-login-popup');
      const errors: unknown[] = [];
      page.addEventListener('error', (event) => errors.push(event.error ?? event.message));
      // The same files under another URL are another module graph: everything is evaluated again.
      const again = page.document.createElement('script');
      again.type = 'module';
      again.src = '/dist-second-copy/member-login-popup.js';
      const loaded = new Promise((resolve, reject) => {
        again.addEventListener('load', resolve);
        again.addEventListener('error', reject);
      });
      page.document.head.append(again);
      await loaded;
      const scripts = loadedScripts(page);
      expect(scripts).to.include.members(['/dist/member-login-popup.js', '/dist-second-copy/member-login-popup.js']);
      expect(scripts.filter((script) => script.startsWith('/dist-second-copy/chunks/'))).not.to.deep.equal([]);
      expect(errors.map(String)).to.deep.equal([]);
      expect(page.customElements.get('member-login-popup')).to.equal(registered);
      const element = page.document.createElement('member-login-popup');
      page.document.body.append(element);
      expect(element).to.be.instanceOf(registered!);
    } finally {
      frame.remove();
    }
  });

  it('renders inside an open shadow root, with its styles there and not in the page', async () => {
    const element = await popupFixture();
    element.show();
    const dialog = await openDialog(element);
    expect(element.shadowRoot).to.exist;
    expect(dialog.getRootNode()).to.equal(element.shadowRoot);
    expect(document.querySelector('dialog')).to.equal(null);
    await pollUntil(() => (element.shadowRoot?.adoptedStyleSheets.length ?? 0) > 0);
    expect(getComputedStyle(dialog).borderTopLeftRadius).to.equal('8px');
  });

  it('opens as a labelled modal dialog on Login by default, and passes axe', async () => {
    const element = await popupFixture({ region: 'sg' });
    element.show();
    const dialog = await openDialog(element);
    await pollUntil(() => titleText(element) === 'Log in');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.matches(':modal')).to.equal(true);
    const title = element.shadowRoot?.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).to.equal('Log in');
    await expect(element).to.be.accessible();
  });

  it(`moves focus into the popup, keeps Tab inside it, and closes on Escape returning focus to the opener${SHIFT_TAB_NOTE}`, async () => {
    const container = await fixture<HTMLElement>(html`<div>
      <button id="opener">Login</button>
      <member-login-popup variation="control"></member-login-popup>
    </div>`);
    const opener = container.querySelector<HTMLButtonElement>('#opener')!;
    const element = container.querySelector('member-login-popup')!;
    opener.focus();
    element.show('Registry');
    const dialog = await openDialog(element);
    await pollUntil(() => dialog.contains(deepActive()), 'focus did not move into the popup');

    // Registry is pushed on nothing: only the close button is focusable. Tab and Shift+Tab stay on it.
    await sendKeys({ press: 'Tab' });
    expect(dialog.contains(deepActive())).to.equal(true);
    await shiftTab();
    expect(dialog.contains(deepActive())).to.equal(true);

    const closed = new Promise<CustomEvent>((resolve) => element.addEventListener('close', resolve, { once: true }));
    await sendKeys({ press: 'Escape' });
    expect((await closed).detail).to.deep.equal({ reason: 'user' });
    await closedDialog(element);
    expect(deepActive()).to.equal(opener);
  });

  it(`wraps Tab from the last control to the first and Shift+Tab back${SHIFT_TAB_NOTE}`, async () => {
    const element = await popupFixture();
    element.show();
    storeFor(element).set(popupAtom, { open: true, stack: [{ name: 'Login' }, { name: 'ForgetPassword' }] });
    const dialog = await openDialog(element);
    await pollUntil(() => part(element, 'screen'), 'ForgetPassword did not render');
    const first = part(element, 'back-button')!;
    // The screen's Confirm button is the last control: the toasts after it hold none.
    const last = [...dialog.querySelectorAll('button')].at(-1)!;
    expect(last.textContent).to.equal('Confirm');
    last.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(first);
    await shiftTab();
    expect(deepActive()).to.equal(last);
    expect(dialog.open).to.equal(true);
  });

  it('closes with the close button and tells the host', async () => {
    const element = await popupFixture();
    element.show();
    await openDialog(element);
    const closed = new Promise<CustomEvent>((resolve) => element.addEventListener('close', resolve, { once: true }));
    part(element, 'close-button')!.click();
    expect((await closed).detail.reason).to.equal('user');
    await closedDialog(element);
    expect(element.hasAttribute('open')).to.equal(false);
  });

  it('show(route) and close() open and close it; the open attribute reflects the state', async () => {
    const element = await popupFixture();
    element.show('ForgetPassword');
    await openDialog(element);
    await pollUntil(() => titleText(element) === 'Forgot password');
    expect(element.getAttribute('open')).to.equal('true');
    const closed = new Promise<CustomEvent>((resolve) => element.addEventListener('close', resolve, { once: true }));
    element.close();
    expect((await closed).detail.reason).to.equal('host');
    await closedDialog(element);
    expect(element.hasAttribute('open')).to.equal(false);
  });

  it('navigates back through pushed routes with the back button', async () => {
    const element = await popupFixture();
    element.show();
    storeFor(element).set(popupAtom, { open: true, stack: [{ name: 'Login' }, { name: 'Registry' }] });
    await openDialog(element);
    await pollUntil(() => titleText(element) === 'Sign up');
    part(element, 'back-button')!.click();
    await pollUntil(() => titleText(element) === 'Log in');
    expect(part(element, 'back-button')).to.equal(null);
  });
});

describe('attributes', () => {
  it('open="true" opens, "false" closes, and removing it closes', async () => {
    const element = await popupFixture({ open: 'true' });
    await openDialog(element);
    element.setAttribute('open', 'false');
    await closedDialog(element);
    element.setAttribute('open', 'true');
    await openDialog(element);
    element.removeAttribute('open');
    await closedDialog(element);
  });

  it('route sets the route it opens on, a change moves an open popup, and removal resets to Login', async () => {
    const element = await popupFixture({ route: 'Registry', open: 'true' });
    await openDialog(element);
    await pollUntil(() => titleText(element) === 'Sign up');
    element.setAttribute('route', 'Qrcode');
    await pollUntil(() => titleText(element) === 'Log in with QR code');
    element.removeAttribute('route');
    element.close();
    await closedDialog(element);
    element.show();
    await openDialog(element);
    await pollUntil(() => titleText(element) === 'Log in');
  });

  it('an unknown route falls back to Login', async () => {
    const element = await popupFixture({ route: '<img src=x>' });
    element.show();
    await openDialog(element);
    await pollUntil(() => titleText(element) === 'Log in');
  });

  it('language set, changed and removed re-renders the texts live', async () => {
    const element = await popupFixture({ region: 'my', language: 'zh' });
    element.show();
    await openDialog(element);
    await pollUntil(() => titleText(element) === '登录', 'Chinese title');
    expect(part(element, 'dialog')!.getAttribute('lang')).to.equal('zh');
    element.setAttribute('language', 'ms');
    await pollUntil(() => titleText(element) === 'Log masuk', 'Malay title');
    element.removeAttribute('language');
    await pollUntil(() => titleText(element) === 'Log in', "the region's first language, English");
    element.setAttribute('region', 'th');
    await pollUntil(() => titleText(element) === 'เข้าสู่ระบบ', "Thailand's first language, Thai");
    element.setAttribute('region', 'vn');
    await pollUntil(() => titleText(element) === 'Đăng nhập', "Vietnam's first language");
    element.removeAttribute('region');
    await pollUntil(() => titleText(element) === 'Log in', 'back to the default region, sg');
    await expect(element).to.be.accessible();
  });
});

describe('state', () => {
  it('two elements keep separate state', async () => {
    const container = await fixture<HTMLElement>(html`<div>
      <member-login-popup id="a" variation="control"></member-login-popup>
      <member-login-popup id="b" variation="control" language="id"></member-login-popup>
    </div>`);
    const a = container.querySelector<MemberLoginPopup>('#a')!;
    const b = container.querySelector<MemberLoginPopup>('#b')!;
    a.show('Registry');
    await openDialog(a);
    await pollUntil(() => titleText(a) === 'Sign up');
    expect(b.hasAttribute('open')).to.equal(false);
    expect(storeFor(a)).not.to.equal(storeFor(b));
    a.close();
    b.show('Verify');
    await openDialog(b);
    await pollUntil(() => titleText(b) === 'Verifikasi nomor ponsel Anda');
    await closedDialog(a);
  });

  it('an open before the browser was idle starts fetching the popup in the same task, not after React renders', async () => {
    const element = await fixture<MemberLoginPopup>(html`<member-login-popup variation="control"></member-login-popup>`);
    const calls: string[] = [];
    // The instance's own method, in front of the element's: what the open asks for, and when.
    element.prefetch = () => calls.push(element.getAttribute('open') ?? 'closed');
    element.show();
    expect(calls).to.deep.equal(['true']);
    await openDialog(element);
  });

  it('moving the element in the DOM keeps its state', async () => {
    const container = await fixture<HTMLElement>(html`<div><section id="one"></section><section id="two"></section></div>`);
    const element = document.createElement('member-login-popup');
    element.setAttribute('variation', 'control');
    container.querySelector('#one')!.append(element);
    element.show('Verify');
    storeFor(element).set(popupAtom, { open: true, stack: [{ name: 'Login' }, { name: 'Verify', step: { kind: 'phone', otpType: 'OTP_LOGIN' } }] });
    await openDialog(element);
    await pollUntil(() => titleText(element) === 'Verify your phone number');

    container.querySelector('#two')!.append(element);
    await openDialog(element);
    await pollUntil(() => titleText(element) === 'Verify your phone number');
    expect(part(element, 'back-button')).to.exist;
    expect(
      storeFor(element)
        .get(popupAtom)
        .stack.map((route) => route.name),
    ).to.deep.equal(['Login', 'Verify']);
  });
});

describe('events', () => {
  for (const name of ['login-success', 'next-step', 'close'] as const) {
    it(`${name} bubbles out of the shadow root to document with the element as target`, async () => {
      const element = await popupFixture();
      const received = new Promise<Event>((resolve) => document.addEventListener(name, resolve, { once: true }));
      const detail = name === 'close' ? { reason: 'host' as const } : name === 'next-step' ? { action: 'JUMP_TO_URL' } : { user: { name: 'Ana' } };
      emit(element, name, detail as never);
      const event = (await received) as CustomEvent;
      expect(event.target).to.equal(element);
      expect(event.bubbles).to.equal(true);
      expect(event.composed).to.equal(true);
      expect(event.detail).to.deep.equal(detail);
    });
  }
});
