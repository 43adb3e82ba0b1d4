import { expect, waitUntil } from '@open-wc/testing';
import sinon from 'sinon';
import { busyCountAtom, showToastAtom, TOAST_DURATION_MS } from '../src/state/atoms.ts';
import { storeFor, withBusy } from '../src/state/store.ts';
import { pollUntil, openDialog, part, popupFixture } from './support/fixtures.ts';

const toastTexts = (element: HTMLElement) =>
  [...(element.shadowRoot?.querySelectorAll('[part~="toast"]') ?? [])].map((toast) => toast.textContent);

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
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeFor(element).set(showToastAtom, { kind: 'error', text: 'Network error, please try again later' });
    await pollUntil(() => toastTexts(element).length === 1);
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
