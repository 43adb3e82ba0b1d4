import { expect } from '@open-wc/testing';
import { loadCatalogue } from '../src/i18n/catalogue.ts';
import { popupGatewayHooks } from '../src/page/popupGatewayHooks.ts';
import { storeFor } from '../src/state/store.ts';
import { pollUntil, popupFixture } from './support/fixtures.ts';
import { button, DEMO_PASSWORD, logout, openPopup, servicePublicKey, shadow, type } from './support/popup.ts';

describe('the popup’s gateway hooks', () => {
  afterEach(logout);

  it('session expiry: opens Login in the popup, and resolves once the user has logged in', async () => {
    const element = await popupFixture({ 'public-key': await servicePublicKey() });
    const hooks = popupGatewayHooks(element, storeFor(element));
    let loggedIn = false;
    const login = hooks.login().then(() => (loggedIn = true));
    await pollUntil(() => shadow(element).querySelector('[part~="screen-login"]'), 'Login did not open', 5000);
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    expect(loggedIn).to.equal(false);
    button(element, 'Log in').click();
    await login;
  });

  it('session expiry: fails the call when the user closes the popup instead', async () => {
    const element = await openPopup();
    const hooks = popupGatewayHooks(element, storeFor(element));
    const login = hooks.login().then(
      () => 'logged in',
      (error: Error) => error.message,
    );
    await pollUntil(() => shadow(element).querySelectorAll('[part~="back-button"]').length === 1, 'Login was not pushed');
    button(element, 'Close').click();
    expect(await login).to.equal('the user closed the login');
  });

  it('traffic limit: the retry-later dialog, with its translated text', async () => {
    const element = await openPopup({ language: 'vi', region: 'vn' });
    // An action has the texts its answers speak before its flow runs (the dialog's are): here the hook is called alone.
    await loadCatalogue('vi');
    popupGatewayHooks(element, storeFor(element)).retryLater({ key: 'error.trafficLimit' });
    const dialog = await (async () => {
      await pollUntil(() => shadow(element).querySelector('[part~="alert"]'));
      return shadow(element).querySelector<HTMLDialogElement>('[part~="alert"]')!;
    })();
    expect(dialog.open).to.equal(true);
    const { vi } = await import('../src/i18n/catalogues/vi.ts');
    expect(dialog.textContent).to.contain(vi['error.trafficLimit']);
    await expect(element).to.be.accessible();
    button(element, vi['error.retryLater']).click();
    await pollUntil(() => !shadow(element).querySelector('[part~="alert"]'));
  });
});
