/** The guest page (`/user/guest-register`, issue 25 point 3): the e-mail sign-up that claims guest orders, in the popup and in the page presentation. */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { browserPage } from '../src/page/browserPage.ts';
import { part, pollUntil } from './support/fixtures.ts';
import { button, fieldErrorTexts, logout, outboxCode, type, waitForScreen } from './support/popup.ts';

import { emailRegistry, freshEmail, onGuestPage, registeredEmail, seedGuestOrders, signUp, termsBox, guestCodeLogin } from './support/emailSignup.ts';
import { pageFixture, withQuery, restoringPageAddress } from './support/pagePresentation.ts';

describe('the guest page', () => {
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  it('shows the e-mail sign-up only; signing up claims the guest orders and ProfileComplete links to them', async () => {
    onGuestPage();
    const email = freshEmail();
    await seedGuestOrders(email, 2);
    const element = await emailRegistry({}, true);
    expect(part(element, 'guest-title')!.textContent).to.equal('Claim your orders');
    expect(part(element, 'tabs')).to.equal(null);
    await expect(element).to.be.accessible();
    await signUp(element, email);
    await pollUntil(() => part(element, 'guest-orders'), 'no guest orders note');
    expect(part(element, 'guest-orders')!.textContent).to.equal('Your guest orders (2) are now in your account. See my orders');
    expect(part(element, 'guest-orders')!.querySelector('a')!.getAttribute('href')).to.equal('/user/profile#/orders');
    await expect(element).to.be.accessible();
  });

  it('lets a guest whose address has an account log in by a code, which claims the orders and goes to them', async () => {
    const email = await registeredEmail();
    await seedGuestOrders(email, 3);
    onGuestPage();
    const assign = sinon.stub(browserPage, 'assign');
    const element = await emailRegistry({}, true);
    await guestCodeLogin(element, email);
    await pollUntil(() => assign.called, 'no navigation');
    expect(assign.firstCall.args[0]).to.equal(`${location.origin}/user/profile#/orders`);
  });
});

describe('the guest page in the page presentation', () => {
  restoringPageAddress();
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  it('titles the guest page one level below the page’s h1, and an h3 below the popup’s h2', async () => {
    withQuery({ guest: '1' });
    const page = await pageFixture({ route: 'Registry' });
    await waitForScreen(page, 'registry');
    expect(part(page, 'title')!.localName).to.equal('h1');
    expect(part(page, 'guest-title')!.localName).to.equal('h2');
    await expect(page).to.be.accessible();
    page.remove();
    const popup = await emailRegistry({}, true);
    expect(part(popup, 'title')!.localName).to.equal('h2');
    expect(part(popup, 'guest-title')!.localName).to.equal('h3');
  });

  it('sends a returning guest who logs in by a code to the orders, not to the dashboard (the landing)', async () => {
    const email = await registeredEmail();
    await seedGuestOrders(email, 2);
    withQuery({ guest: '1' });
    const assign = sinon.stub(browserPage, 'assign');
    const element = await pageFixture({ route: 'Registry' });
    await pollUntil(() => part(element, 'guest-title'), 'no guest page');
    await guestCodeLogin(element, email);
    await pollUntil(() => assign.called, 'the page did not leave');
    expect(assign.firstCall.args[0]).to.equal(`${location.origin}/user/profile#/orders`);
  });

  it('still follows the page’s own redirect after a guest’s code login', async () => {
    const email = await registeredEmail();
    await seedGuestOrders(email, 1);
    withQuery({ guest: '1', redirect: '/products/kettle' });
    const assign = sinon.stub(browserPage, 'assign');
    const element = await pageFixture({ route: 'Registry' });
    await pollUntil(() => part(element, 'guest-title'), 'no guest page');
    await guestCodeLogin(element, email);
    await pollUntil(() => assign.called, 'the page did not leave');
    expect(assign.firstCall.args[0]).to.equal(`${location.origin}/products/kettle`);
  });
});

describe('the terms on the guest page', () => {
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  it('asks for the terms before a login code too, since that code signs an unknown address up', async () => {
    onGuestPage();
    const element = await emailRegistry({}, true);
    const email = freshEmail();
    await type(element, 'Email address', email);
    button(element, 'Log in with a code instead').click();
    await pollUntil(() => fieldErrorTexts(element).includes('You should agree to our Terms of Use and Privacy Policy.'), 'no terms message');
    expect(await outboxCode(email)).to.equal(undefined);
    expect(part(element, 'screen-registry-code')).to.equal(null);
    termsBox(element).click();
    button(element, 'Log in with a code instead').click();
    await waitForScreen(element, 'registry-code');
    expect(part(element, 'text')!.textContent).to.contain('to log in');
  });
});
