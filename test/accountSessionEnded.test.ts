/**
 * A session that ends while the member is on a page (issue 32, guarantee 6; the spec's
 * session-expiry path), in the browser, against the reference member service: Save asks to log in
 * again in place (the page's login popup), keeps what was typed on screen, and the save goes on once
 * the member is back; closing the login instead loses nothing typed either.
 */
import { expect } from '@open-wc/testing';
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
