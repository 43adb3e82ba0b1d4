/**
 * A guest's account must set a password (spec section 6; issue 31 point 8): a guest who signs up
 * through "Log in with a code instead" gets an account without one, and ProfileComplete's first
 * step then asks for it with no Fill in Later; the service refuses the step without it.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { button, fieldErrorTexts, loginPage, logout, shadow, type, waitForScreen } from './support/popup.ts';
import { emailRegistry, freshEmail, guestCodeLogin, onGuestPage, seedGuestOrders, signUp } from './support/emailSignup.ts';
import { part, pollUntil } from './support/fixtures.ts';

const buttonTexts = (element: HTMLElement) => [...element.shadowRoot!.querySelectorAll('button')].map((candidate) => candidate.textContent?.trim());

describe("a guest's account", () => {
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  it('made by a code login must set its password: no Fill in Later, an empty password refused, then the password logs in', async () => {
    onGuestPage();
    const email = freshEmail();
    await seedGuestOrders(email, 2);
    const element = await emailRegistry({}, true);
    await guestCodeLogin(element, email);
    await waitForScreen(element, 'profile-base');
    await pollUntil(() => part(element, 'guest-orders'), 'no guest orders note');
    expect(buttonTexts(element)).not.to.include('Fill in Later');
    expect(shadow(element).querySelector('[part~="screen-profile-base"] [part~="hint"]')?.textContent).to.contain('set a password');
    await expect(element).to.be.accessible();
    button(element, 'Confirm').click();
    await pollUntil(() => fieldErrorTexts(element).length > 0, 'an empty password was not refused');
    expect(part(element, 'screen-profile-base')).not.to.equal(null);
    await type(element, 'Password', 'Guest2026!x');
    button(element, 'Confirm').click();
    await waitForScreen(element, 'profile-other');
    // The second step may still be filled in later: the password is set, and logs the guest in.
    expect(buttonTexts(element)).to.include('Fill in Later');
    element.remove();
    await logout();
    await loginPage(email, 'Guest2026!x');
  });

  it('signed up with a password: ProfileComplete asks the nickname only, and keeps Fill in Later', async () => {
    onGuestPage();
    const email = freshEmail();
    await seedGuestOrders(email, 1);
    const element = await emailRegistry({}, true);
    await signUp(element, email);
    await pollUntil(() => part(element, 'guest-orders'), 'no guest orders note');
    expect(buttonTexts(element)).to.include('Fill in Later');
    expect(shadow(element).querySelector('[part~="screen-profile-base"] input[type="password"]')).to.equal(null);
  });
});
