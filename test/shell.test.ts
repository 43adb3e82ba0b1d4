import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { busyCountAtom, showToastAtom, TOAST_DURATION_MS } from '../src/state/atoms.ts';
import { storeFor, withBusy } from '../src/state/store.ts';
import blns from './corpora/naughty-strings/blns.json';
import brutelogic from './corpora/xss/BRUTELOGIC-XSS-STRINGS.txt';
import polyglots from './corpora/xss/XSS_Polyglots.txt';
import rsnake from './corpora/xss/RSNAKE_XSS.txt';
import quick from './corpora/xss/xss_payloads_quick.txt';
import { REST } from '../src/kernel/contract/calls.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { messageText } from '../src/i18n/userMessage.ts';
import { MemberError } from '../src/net/MemberError.ts';
import { createRestClient } from '../src/net/restClient.ts';
import { fakeFetch, json } from './support/fakeFetch.ts';
import { pollUntil, openDialog, part, popupFixture } from './support/fixtures.ts';
import { waitForScreen } from './support/popup.ts';

const xssLines = [brutelogic, polyglots, rsnake, quick].flatMap((text) => text.split('\n')).filter((line) => line.trim() !== '');

const toastTexts = (element: HTMLElement) => [...(element.shadowRoot?.querySelectorAll('[part~="toast"]') ?? [])].map((toast) => toast.textContent);

describe('toasts', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  it('show a message and hide it after 3000 ms', async () => {
    const element = await popupFixture();
    element.show();
    await openDialog(element);
    // The Login screen's own timers (the QR tooltip) start with the real clock, before the fake one.
    await waitForScreen(element, 'login');
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const timersBefore = clock.countTimers();
    storeFor(element).set(showToastAtom, { kind: 'error', text: 'Network error, please try again later' });
    await pollUntil(() => toastTexts(element).length === 1);
    // The toast's timer starts in an effect after the render: a slow engine (WebKit) runs it later.
    await pollUntil(() => clock!.countTimers() > timersBefore, "the toast's timer did not start");
    expect(part(element, 'toast')!.getAttribute('part')).to.equal('toast toast-error');
    expect(part(element, 'toasts')!.getAttribute('role')).to.equal('status');
    clock.tick(TOAST_DURATION_MS - 1);
    expect(toastTexts(element)).to.deep.equal(['Network error, please try again later']);
    clock.tick(1);
    await pollUntil(() => toastTexts(element).length === 0);
  });

  it('render server messages as text, never as markup', async () => {
    const element = await popupFixture();
    element.show();
    await openDialog(element);
    const hostile = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
    storeFor(element).set(showToastAtom, { kind: 'error', text: hostile });
    await waitUntil(() => toastTexts(element).length === 1);
    expect(toastTexts(element)).to.deep.equal([hostile]);
    await expect(element).to.be.accessible();
    expect(part(element, 'toast')!.querySelector('img, script')).to.equal(null);
    expect((window as { __xss?: number }).__xss).to.equal(undefined);
  });

  it('show every XSS and naughty string a server sends as exactly that text', async () => {
    const element = await popupFixture();
    element.show();
    await openDialog(element);
    const hostile = [...xssLines, ...(blns as string[])];
    const host = fakeFetch((request) =>
      request.url.pathname.endsWith('getCsrfToken')
        ? json({ success: true, module: { parameterName: '_csrf', token: 't' } })
        : json({ success: false, errorCode: { key: 'PL-USER-X', displayMessage: JSON.parse(request.body!).loginName } }),
    );
    const client = createRestClient({ fetch: host.fetch, fingerprint: () => ({ token: 't', ua: 'u' }) });
    const errors = await Promise.all(hostile.map((loginName) => client.call(REST.login, { loginName, encryptPassword: 'b' }).catch((caught: unknown) => caught)));
    // The toasts stay while they are counted.
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = storeFor(element);
    for (const error of errors) {
      expect(error).to.be.instanceOf(MemberError);
      store.set(showToastAtom, { kind: 'error', text: messageText((error as MemberError).userMessage, (key) => en[key]) });
    }
    // A login refused with a blank message gets the login's fallback (spec section 8).
    const expected = hostile.map((message) => message.trim() || en['error.loginFallback']);
    await pollUntil(() => toastTexts(element).length === hostile.length, 'not every toast showed', 8000);
    expect(toastTexts(element)).to.deep.equal(expected);
    for (const toast of element.shadowRoot!.querySelectorAll('[part~="toast"]')) expect(toast.children.length).to.equal(0);
    expect((window as { __xss?: number }).__xss).to.equal(undefined);
  });
});

describe('busy indicator', () => {
  it('shows while a task runs and goes when it ends, even when it fails', async () => {
    const element = await popupFixture();
    element.show();
    await openDialog(element);
    const store = storeFor(element);
    let finish!: () => void;
    const task = withBusy(store, () => new Promise<void>((resolve) => (finish = resolve)));
    await waitUntil(() => part(element, 'busy'));
    expect(part(element, 'busy')!.getAttribute('aria-label')).to.equal('Loading');
    await expect(element).to.be.accessible();
    finish();
    await task;
    await waitUntil(() => !part(element, 'busy'));

    const failing = withBusy(store, () => Promise.reject(new Error('offline')));
    await failing.catch(() => undefined);
    expect(store.get(busyCountAtom)).to.equal(0);
  });
});

describe('theming', () => {
  it('reads CSS custom properties set on the element by the host page', async () => {
    const element = await popupFixture();
    element.style.setProperty('--mlp-radius', '3px');
    element.style.setProperty('--mlp-color-background', 'rgb(1, 2, 3)');
    element.show();
    const dialog = await openDialog(element);
    await waitUntil(() => getComputedStyle(dialog).borderTopLeftRadius === '3px');
    expect(getComputedStyle(dialog).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('gives every building block a part', async () => {
    const element = await popupFixture();
    element.show();
    await openDialog(element);
    for (const name of ['dialog', 'header', 'title', 'close-button', 'body', 'toasts']) {
      expect(part(element, name), name).to.exist;
    }
  });
});
