import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { LoginSuccessDetail } from '../src/events.ts';
import { signupTh } from '../src/i18n/signup/th.ts';
import { browserPage } from '../src/page/browserPage.ts';
import { closedDialog, part, pollUntil } from './support/fixtures.ts';
import {
  button,
  DEMO_PASSWORD,
  fieldError,
  fieldErrorTexts,
  input,
  logout,
  nextEvent,
  openPopup,
  outboxCode,
  shadow,
  switchFailure,
  switchTaken,
  toastTexts,
  shownButton,
  type,
  waitForScreen,
} from './support/popup.ts';

import { emailRegistry, freshEmail, NETWORK_ERROR, PASSWORD, sendSignupCode, termsBox } from './support/emailSignup.ts';
import { pageFixture, restoringPageAddress } from './support/pagePresentation.ts';

describe('Registry by e-mail', () => {
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  it('signs an address up with its code and password, then ProfileComplete asks the nickname only', async () => {
    const element = await emailRegistry();
    await expect(element).to.be.accessible();
    const email = freshEmail();
    const success = nextEvent<LoginSuccessDetail>(element, 'login-success');
    await sendSignupCode(element, email);
    expect(part(element, 'text')!.textContent).to.equal(`We have sent an email to ${email}. Enter the code from it and choose a password.`);
    await expect(element).to.be.accessible();
    await type(element, 'Verification code', (await outboxCode(email))!.code);
    await type(element, 'Password', PASSWORD);
    button(element, 'Create account').click();
    await waitForScreen(element, 'profile-base');
    expect((await success).detail.user?.email).to.equal(email);
    expect(shadow(element).querySelector('input[type="password"]'), 'the password is set already').to.equal(null);
    expect(part(element, 'guest-orders')).to.equal(null);
    await type(element, 'Nickname', 'Eve');
    button(element, 'Confirm').click();
    await waitForScreen(element, 'profile-other');
  });

  it('refuses a breached password at its field, saying why, and the same code then signs up with another', async () => {
    const element = await emailRegistry();
    const email = freshEmail();
    await sendSignupCode(element, email);
    await type(element, 'Verification code', (await outboxCode(email))!.code);
    await type(element, 'Password', 'Password1!');
    button(element, 'Create account').click();
    await pollUntil(
      () => fieldError(input(element, 'Password')) === 'This password has appeared in a data breach, so others may know it. Please choose another.',
      'the breached password was not refused at its field',
    );
    await type(element, 'Password', PASSWORD);
    button(element, 'Create account').click();
    await waitForScreen(element, 'profile-base');
  });

  it('checks the address live and at submit, and the terms, losing nothing typed', async () => {
    const element = await emailRegistry();
    const field = () => input(element, 'Email address');
    button(element, 'Send code').click();
    await pollUntil(() => fieldError(field()) === "You can't leave this empty.");
    const cases: [string, string][] = [
      ['a@b.c', 'The length of Email should be 6-60 characters.'],
      ['shopper.example.com', 'Please enter a valid email address.'],
      [`${'a'.repeat(55)}@example.com`, 'The length of Email should be 6-60 characters.'],
    ];
    for (const [value, message] of cases) {
      await type(element, 'Email address', value);
      shadow(element).querySelector<HTMLInputElement>('#mlp-terms')!.focus();
      await pollUntil(() => fieldError(field()) === message, `${value}: ${fieldError(field())}`);
    }
    const email = freshEmail();
    await type(element, 'Email address', email);
    button(element, 'Send code').click();
    await pollUntil(() => fieldErrorTexts(element).includes('You should agree to our Terms of Use and Privacy Policy.'));
    expect(await outboxCode(email)).to.equal(undefined);
    expect(field().value).to.equal(email);
    // The phone tab and back keep the address.
    button(element, 'Phone').click();
    (await shownButton(element, 'Email')).click();
    await pollUntil(() => shadow(element).querySelector<HTMLInputElement>('input[name="email"]')?.value === email);
  });

  it('never tells a registered address apart: the code step shows, the owner gets a notice, any code is wrong; a login code lets the owner in', async () => {
    const element = await emailRegistry();
    await sendSignupCode(element, 'shopper@example.com');
    expect(part(element, 'text')!.textContent).to.contain('We have sent an email to shopper@example.com.');
    const notice = await outboxCode('shopper@example.com');
    expect(notice?.code, 'no code, a notice').to.equal('');
    await type(element, 'Verification code', '123456');
    await type(element, 'Password', PASSWORD);
    button(element, 'Create account').click();
    await pollUntil(() => fieldError(input(element, 'Verification code')) === 'The code is incorrect. Please try again.', 'no wrong-code message');
    const success = nextEvent<LoginSuccessDetail>(element, 'login-success');
    button(element, 'Log in with a code instead').click();
    await pollUntil(() => part(element, 'text')?.textContent?.includes('to log in'), 'no login code step');
    await expect(element).to.be.accessible();
    await type(element, 'Verification code', (await outboxCode('shopper@example.com'))!.code);
    expect((await success).detail.user?.email).to.equal('shopper@example.com');
  });

  it('Change email goes back to the address, kept', async () => {
    const element = await emailRegistry();
    const email = freshEmail();
    await sendSignupCode(element, email);
    button(element, 'Change email').click();
    await waitForScreen(element, 'registry');
    expect(input(element, 'Email address').value).to.equal(email);
  });

  it('speaks the popup’s language (Thai)', async () => {
    const element = await openPopup({ language: 'th', region: 'th' }, 'Registry');
    await pollUntil(() => part(element, 'tabs'), 'no tabs');
    const tabs = [...shadow(element).querySelectorAll('[part~="tab"]')].map((tab) => tab.textContent);
    expect(tabs).to.deep.equal([signupTh['signup.tab.phone'], signupTh['signup.tab.email']]);
  });
});

describe('the sign-up draft', () => {
  restoringPageAddress();
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  it('is forgotten when the popup closes: the next journey finds no address and the terms not agreed', async () => {
    const element = await emailRegistry();
    await type(element, 'Email address', freshEmail());
    termsBox(element).click();
    expect(termsBox(element).checked).to.equal(true);
    element.close();
    await closedDialog(element);
    element.show('Registry');
    await waitForScreen(element, 'registry');
    expect(part(element, 'tab-selected')!.textContent, 'the phone tab again').to.equal('Phone');
    expect(termsBox(element).checked).to.equal(false);
    (await shownButton(element, 'Email')).click();
    await pollUntil(() => shadow(element).querySelector('input[name="email"]'), 'no e-mail field');
    expect(input(element, 'Email address').value).to.equal('');
  });

  it('is forgotten after a login on the page, which never closes', async () => {
    const assign = sinon.stub(browserPage, 'assign');
    const element = await pageFixture({ route: 'Registry' });
    (await shownButton(element, 'Email')).click();
    await pollUntil(() => shadow(element).querySelector('input[name="email"]'), 'no e-mail field');
    await type(element, 'Email address', freshEmail());
    termsBox(element).click();
    button(element, 'Log in now').click();
    await waitForScreen(element, 'login');
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    button(element, 'Log in').click();
    await pollUntil(() => assign.called, 'the page did not leave');
    element.show('Registry');
    await waitForScreen(element, 'registry');
    expect(termsBox(element).checked).to.equal(false);
    (await shownButton(element, 'Email')).click();
    await pollUntil(() => shadow(element).querySelector('input[name="email"]'), 'no e-mail field');
    expect(input(element, 'Email address').value).to.equal('');
  });
});

describe('Registry by e-mail when calls fail', () => {
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  it('no answer at all: the network error, the address kept', async () => {
    const realFetch = window.fetch.bind(window);
    sinon
      .stub(window, 'fetch')
      .callsFake((request, init) => (String(request).includes('user.email.sendCode') ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(request, init)));
    const element = await emailRegistry();
    const email = freshEmail();
    await type(element, 'Email address', email);
    shadow(element).querySelector<HTMLInputElement>('#mlp-terms')!.click();
    button(element, 'Send code').click();
    await pollUntil(() => toastTexts(element).includes(NETWORK_ERROR), 'no network error');
    expect(input(element, 'Email address').value).to.equal(email);
  });

  it('a server error on the sign-up: the network error, the code and password kept', async () => {
    const element = await emailRegistry();
    const email = freshEmail();
    await sendSignupCode(element, email);
    const code = (await outboxCode(email))!.code;
    await type(element, 'Verification code', code);
    await type(element, 'Password', PASSWORD);
    await switchFailure({ fail: '500', match: 'user.email.register' });
    button(element, 'Create account').click();
    await pollUntil(() => toastTexts(element).includes(NETWORK_ERROR), 'no network error');
    expect([input(element, 'Verification code').value, input(element, 'Password').value]).to.deep.equal([code, PASSWORD]);
  });

  it('a failed resend keeps the resend available; a sent one starts the countdown again', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldClearNativeTimers: true, shouldAdvanceTime: true });
    try {
      const element = await emailRegistry();
      await sendSignupCode(element, freshEmail());
      expect(button(element, /^Resend OTP/).disabled).to.equal(true);
      await clock.tickAsync(60_500);
      await pollUntil(() => !button(element, /^Resend OTP/).disabled, 'resend never became clickable');
      await switchFailure({ fail: '500', match: 'user.email.sendCode' });
      button(element, 'Resend OTP').click();
      await switchTaken();
      await pollUntil(() => toastTexts(element).includes(NETWORK_ERROR), 'no network error');
      expect(button(element, /^Resend OTP/).disabled, 'a failed resend must not block the next for 60 s').to.equal(false);
      expect(button(element, /^Resend OTP/).textContent).to.equal('Resend OTP');
      button(element, 'Resend OTP').click();
      await pollUntil(() => button(element, /^Resend OTP/).disabled, 'the countdown did not start again after a sent code');
    } finally {
      clock.restore();
    }
  });

  it('no answer in time: the network error', async () => {
    const element = await emailRegistry();
    await type(element, 'Email address', freshEmail());
    shadow(element).querySelector<HTMLInputElement>('#mlp-terms')!.click();
    await switchFailure({ fail: 'timeout', match: 'user.email.sendCode' });
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    try {
      button(element, 'Send code').click();
      await switchTaken();
      await clock.tickAsync(20_000);
      await pollUntil(() => toastTexts(element).includes(NETWORK_ERROR), 'no network error', 5000);
    } finally {
      clock.restore();
    }
  });
});
