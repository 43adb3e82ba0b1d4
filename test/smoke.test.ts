/**
 * What ships: dist/member-login-popup.js (built by `buildElement`, exactly as `npm run build`, and
 * served at /dist/ by the test runner) loaded on a bare host page, with no test code in the
 * page. Every route and both dialogs open and show their real content, not an error view; a
 * password login downloads no screen it does not show, and each further journey's code is fetched
 * as the screen before it shows. This file imports nothing of the element's source.
 */
import { expect } from '@open-wc/testing';
import { loadedScripts, openBarePage, type BarePage } from './support/barePage.ts';
import { DEMO_PASSWORD, logout } from './support/popup.ts';
import { pollUntil } from './support/wait.ts';

type BuiltElement = HTMLElement & { show(route?: string): void; close(): void };

let frame: HTMLIFrameElement;
let bare: BarePage;
let publicKey: string;

/** The bare page's window, where the built element is defined. */
function page(): BarePage {
  return bare;
}

/** A new element on the bare page, opened on `route`, its screen rendered. */
async function openBuilt(route: string): Promise<ShadowRoot> {
  const element = page().document.createElement('member-login-popup') as BuiltElement;
  for (const [name, value] of Object.entries({ region: 'sg', variation: 'control', 'public-key': publicKey })) element.setAttribute(name, value);
  page().document.body.replaceChildren(element);
  element.show(route);
  await pollUntil(() => element.shadowRoot?.querySelector('[part~="dialog"]')?.hasAttribute('open'), `${route}: the popup did not open`, 8000);
  await pollUntil(() => element.shadowRoot?.querySelector('[part~="screen"]'), `${route}: no screen rendered`, 8000);
  return element.shadowRoot!;
}

function labels(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('label, legend')].map((label) => label.textContent?.trim() ?? '');
}

/** The input labelled `text` (a <label for> or a wrapping <label>). */
function field(root: ShadowRoot, text: string): HTMLInputElement | null {
  const label = [...root.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === text);
  const found = label?.htmlFor ? root.getElementById(label.htmlFor) : label?.querySelector('input');
  return found instanceof page().HTMLInputElement ? found : null;
}

function buttonNamed(root: ShadowRoot, text: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

/** Sets a field's value as typing would, through the page's own input setter (React listens). */
function fill(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(page().HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new (page().Event)('input', { bubbles: true }));
}

/** No error view: no connection message, no error toast. */
function expectNoErrorView(root: ShadowRoot): void {
  expect(root.textContent).not.to.contain('Please check your connection');
  expect(root.querySelector('[part~="toast"]')?.textContent ?? '').to.equal('');
}

async function switchFailure(body: { fail: string; match?: string; times?: number }): Promise<void> {
  await fetch('/__dev/switches', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

describe('the built element (dist/member-login-popup.js) on a bare page', () => {
  before(async () => {
    publicKey = await (await fetch('/user/api/publicKey')).text();
    // bizToken: the ResetPassword link's token, which that screen reads from the page's URL.
    ({ frame, page: bare } = await openBarePage('?bizToken=smoke-token'));
  });

  after(async () => {
    await switchFailure({ fail: '' });
    await fetch('/__dev/scenarios/reset', { method: 'POST' });
    frame.remove();
  });

  it('loads only the built files', () => {
    const scripts = loadedScripts(page());
    expect(scripts).to.include('/dist/member-login-popup.js');
    // The test server adds its own reload socket to every HTML page it serves.
    expect(scripts.filter((path) => !path.startsWith('/dist/') && !path.startsWith('/__web-dev-server'))).to.deep.equal([]);
    expect(page().customElements.get('member-login-popup')).to.be.a('function');
  });

  it('Login: the password form, its fields and the Log in button', async () => {
    const root = await openBuilt('Login');
    expect(root.querySelector('[part~="title"]')?.textContent).to.equal('Log in');
    expect(field(root, 'Phone or Email')?.type).to.equal('text');
    expect(field(root, 'Password')?.type).to.equal('password');
    expect(buttonNamed(root, 'Log in').disabled, 'Log in waits for both fields').to.equal(true);
    fill(field(root, 'Phone or Email')!, 'shopper@example.com');
    fill(field(root, 'Password')!, 'Shopper123!');
    await pollUntil(() => !buttonNamed(root, 'Log in').disabled, 'Log in stayed disabled with both fields filled');
    expectNoErrorView(root);
  });

  it("Qrcode: a QR image made from the service's login URL", async () => {
    const root = await openBuilt('Qrcode');
    await pollUntil(() => root.querySelector('[part~="qr-image"]') || root.textContent?.includes('Please check your connection'), 'Qrcode showed nothing', 8000);
    const image = root.querySelector<HTMLImageElement>('[part~="qr-image"]');
    expect(image, root.querySelector('[part~="qr"]')?.textContent ?? '').to.exist;
    expect(image!.src).to.match(/^data:image\/png;base64,/);
    await image!.decode();
    expect(image!.naturalWidth).to.equal(120);
    expectNoErrorView(root);
  });

  it('Registry: the phone field, its prefix and the terms', async () => {
    const root = await openBuilt('Registry');
    expect(field(root, 'Phone number')?.inputMode).to.equal('numeric');
    expect(root.querySelector<HTMLInputElement>('[part~="phone-prefix"]')?.value).to.equal('+65');
    expect(root.textContent).to.contain('Terms of Use');
    expectNoErrorView(root);
  });

  it('Verify: the phone field and the consent to receive the code', async () => {
    const root = await openBuilt('Verify');
    expect(field(root, 'Phone number')).to.exist;
    expect(field(root, 'I agree to receive the code on this number')?.type).to.equal('checkbox');
    expectNoErrorView(root);
  });

  it('ForgetPassword: the e-mail or phone field', async () => {
    const root = await openBuilt('ForgetPassword');
    expect(field(root, 'Email or phone number')).to.exist;
    expectNoErrorView(root);
  });

  it('ResetPassword: the new password field, with the token from the page URL', async () => {
    const root = await openBuilt('ResetPassword');
    expect(field(root, 'New password')?.type).to.equal('password');
    expect(buttonNamed(root, 'Confirm')).to.exist;
    expectNoErrorView(root);
  });

  it('ProfileComplete: gender and birthday', async () => {
    const root = await openBuilt('ProfileComplete');
    expect(labels(root)).to.include.members(['Gender', 'Birthday']);
    expect(root.querySelectorAll('select').length).to.be.greaterThan(0);
    expectNoErrorView(root);
  });

  it('the restore dialog, for an account pending deletion', async () => {
    const root = await openBuilt('Login');
    fill(field(root, 'Phone or Email')!, 'pending-deletion@example.com');
    fill(field(root, 'Password')!, 'Shopper123!');
    buttonNamed(root, 'Log in').click();
    await pollUntil(() => root.querySelector<HTMLDialogElement>('[part~="alert"]')?.open, 'no restore dialog', 8000);
    const alert = root.querySelector('[part~="alert"]')!;
    expect(alert.querySelector('[part~="alert-title"]')?.textContent).to.equal('Restore your account');
    expect(alert.textContent).to.contain('Your account is pending deletion.');
    expect(buttonNamed(root, 'Confirm')).to.exist;
  });

  it('the retry-later dialog, for a traffic limit on a gateway call', async () => {
    await switchFailure({ fail: 'FAIL_SYS_TRAFFIC_LIMIT', match: 'generateQrCodeUrl', times: 1 });
    const root = await openBuilt('Qrcode');
    await pollUntil(() => root.querySelector<HTMLDialogElement>('[part~="alert"]')?.open, 'no retry-later dialog', 8000);
    const alert = root.querySelector('[part~="alert"]')!;
    expect(alert.textContent).to.contain('Too many people are trying right now. Please try again later.');
    expect(buttonNamed(root, 'Retry later')).to.exist;
  });
});

/** The scripts of dist/chunks/ the bare page loaded whose file names start with one of `names`. */
function chunksNamed(...names: readonly string[]): string[] {
  return loadedScripts(page()).filter((path) => names.some((name) => path.startsWith(`/dist/chunks/${name}-`)));
}

describe('what each journey downloads of dist/, on a fresh bare page', () => {
  let journeyFrame: HTMLIFrameElement;
  beforeEach(async () => {
    publicKey = await (await fetch('/user/api/publicKey')).text();
    ({ frame: journeyFrame, page: bare } = await openBarePage());
  });
  afterEach(async () => {
    journeyFrame.remove();
    await logout();
  });

  /** Login, once the idle prefetch after its first show brought the screens it leads to at once. */
  async function loginPrefetched(): Promise<ShadowRoot> {
    const root = await openBuilt('Login');
    // The later screens come in one file with the flows (page/popupFlows.ts), named for either entry.
    await pollUntil(() => chunksNamed('laterParts', 'popupFlows').length > 0, 'the screens Login leads to were not prefetched', 8000);
    return root;
  }

  it('a password login: none of the screens further on (Verify, the reset, ProfileComplete, Qrcode)', async () => {
    const root = await loginPrefetched();
    const element = root.host;
    const loggedIn = new Promise((resolve) => element.addEventListener('login-success', resolve, { once: true }));
    fill(field(root, 'Phone or Email')!, 'shopper@example.com');
    fill(field(root, 'Password')!, DEMO_PASSWORD);
    await pollUntil(() => !buttonNamed(root, 'Log in').disabled, 'Log in stayed disabled');
    buttonNamed(root, 'Log in').click();
    await loggedIn;
    expect(chunksNamed('Verify', 'ResetPassword', 'ProfileComplete', 'Qrcode')).to.deep.equal([]);
  });

  it('the phone-code tab: Verify, while the shopper types the number', async () => {
    const root = await loginPrefetched();
    expect(chunksNamed('Verify')).to.deep.equal([]);
    buttonNamed(root, 'Phone code').click();
    await pollUntil(() => field(root, 'Phone number'), 'the phone-code tab did not show', 8000);
    await pollUntil(() => chunksNamed('Verify').length === 1, 'Verify was not fetched', 8000);
    expect(chunksNamed('ResetPassword', 'ProfileComplete')).to.deep.equal([]);
  });

  it('ForgetPassword: Verify and the reset (ResetPassword with its flows), before the shopper confirms', async () => {
    const root = await loginPrefetched();
    buttonNamed(root, 'Forgot password?').click();
    await pollUntil(() => field(root, 'Email or phone number'), 'ForgetPassword did not show', 8000);
    await pollUntil(() => chunksNamed('Verify').length === 1 && chunksNamed('ResetPassword').length === 1, 'Verify and the reset were not fetched', 8000);
    expect(chunksNamed('ProfileComplete')).to.deep.equal([]);
  });

  it('Registry: Verify and ProfileComplete, before the shopper sends a code', async () => {
    const root = await loginPrefetched();
    buttonNamed(root, 'Sign up').click();
    await pollUntil(() => field(root, 'Phone number'), 'Registry did not show', 8000);
    // ProfileComplete comes in one file with the sign-up's parts, named for either entry.
    await pollUntil(
      () => chunksNamed('Verify').length === 1 && chunksNamed('ProfileComplete', 'signupParts').length === 1,
      'Verify and ProfileComplete were not fetched',
      8000,
    );
    expect(chunksNamed('ResetPassword')).to.deep.equal([]);
  });
});
