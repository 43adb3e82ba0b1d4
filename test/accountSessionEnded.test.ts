/**
 * A session that ends while the member is on a page (issue 32, guarantee 6; the spec's
 * session-expiry path), in the browser, against the reference member service: Save asks to log in
 * again in place (the page's login popup), keeps what was typed on screen, and the save goes on once
 * the member is back; closing the login instead loses nothing typed either.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { browserPage } from '../src/page/browserPage.ts';
import { accountFixture, button, field, go, toasts, until, type MemberAccount } from './support/account.ts';
import { pollUntil, popupFixture } from './support/fixtures.ts';
import { tap } from './support/tap.ts';
import { loginPage, logout, servicePublicKey, setValue } from './support/popup.ts';

/** The session ends on the service's side (as the idle timeout or a sign-out from another device ends it). */
async function endSession(): Promise<void> {
  const { token } = ((await (await fetch('/user/api/getCsrfToken')).json()) as { module: { token: string } }).module;
  await fetch('/user/logout', { method: 'POST', body: new URLSearchParams({ _csrf: token }), redirect: 'manual' });
}

async function editProfile(): Promise<{ element: MemberAccount; popup: HTMLElement & { close(): void } }> {
  const popup = (await popupFixture({ 'public-key': await servicePublicKey() })) as HTMLElement & { close(): void };
  await loginPage();
  history.replaceState(null, '', '#/profile/my');
  const element = await accountFixture();
  await until(element, /Samantha Shopper/);
  await go(element, '#/profile/edit', 'Edit profile');
  await tap(field(element, 'Full name'));
  setValue(field(element, 'Full name'), 'Samantha Lee');
  return { element, popup };
}

describe('<member-account> when the session ends on a page (issue 32)', () => {
  const address = location.href;
  afterEach(async () => {
    history.replaceState(null, '', address);
    await logout();
  });

  it('asks to log in again in place, keeps what was typed, and saves it once the member is back', async () => {
    const { element, popup } = await editProfile();
    await endSession();
    await tap(button(element, 'Save'));
    await pollUntil(() => popup.getAttribute('open') === 'true', 'the login popup did not open');
    expect(field(element, 'Full name').value, 'what was typed stays on screen').to.equal('Samantha Lee');
    // The member logs in again (as the popup does), and the popup says so.
    await loginPage();
    popup.dispatchEvent(new CustomEvent('login-success', { detail: { user: { name: 'Samantha Shopper' } } }));
    await until(element, 'Hello, Samantha Lee');
    expect(toasts(element)).to.include('Your profile is saved.');
  });

  for (const withPopup of [true, false]) {
    it(`leaves the page and its ${withPopup ? 'login popup' : 'address'} alone when a session-ended answer reaches a member area taken off the page`, async () => {
      const { element, popup } = await editProfile();
      if (!withPopup) popup.remove();
      await endSession();
      // The save's answer is held until the member area is off the page (a host's router moved on).
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let answered: () => void = () => undefined;
      const read = new Promise<void>((resolve) => {
        answered = resolve;
      });
      const realFetch = window.fetch.bind(window);
      const fetchStub = sinon.stub(window, 'fetch').callsFake(async (input, init) => {
        const response = await realFetch(input, init);
        if (!String(input instanceof Request ? input.url : input).includes('profile.update')) return response;
        await held;
        setTimeout(answered);
        return response;
      });
      const assign = sinon.stub(browserPage, 'assign');
      try {
        await tap(button(element, 'Save'));
        element.remove();
        release();
        await read;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        expect(assign.called, 'the page was left for the login page').to.equal(false);
        expect(popup.getAttribute('open'), 'the login popup opened').to.not.equal('true');
      } finally {
        fetchStub.restore();
        assign.restore();
      }
    });
  }

  it('loses nothing typed when the member closes the login instead', async () => {
    const { element, popup } = await editProfile();
    await endSession();
    await tap(button(element, 'Save'));
    await pollUntil(() => popup.getAttribute('open') === 'true', 'the login popup did not open');
    popup.close();
    await pollUntil(() => popup.getAttribute('open') !== 'true', 'the popup did not close');
    expect(field(element, 'Full name').value, 'what was typed stays on screen').to.equal('Samantha Lee');
  });
});
