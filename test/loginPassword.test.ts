import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from './support/keyboard.ts';
import sinon from 'sinon';
import type { LoginSuccessDetail } from '../src/events.ts';
import { th } from '../src/i18n/catalogues/th.ts';
import { closedDialog, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { button, DEMO_PASSWORD, fieldError, input, logout, nextEvent, openPopup, shadow, switchFailure, switchTaken, toastTexts, type } from './support/popup.ts';

async function fillLogin(element: MemberLoginPopup, loginName: string, password: string): Promise<void> {
  await type(element, 'Phone or Email', loginName);
  await type(element, 'Password', password);
}

describe('Login: password', () => {
  afterEach(logout);

  it('logs in with the encrypted password, tells the host, closes, and the header shows the account', async () => {
    const header = await fixture(html`<nav><a href="/user/login" data-member-login>Login</a><span data-member-account hidden></span></nav>`);
    const element = await openPopup({ variation: 'pop' });
    await fillLogin(element, 'shopper@example.com', DEMO_PASSWORD);
    const success = nextEvent<LoginSuccessDetail>(element, 'login-success');
    const closed = nextEvent<{ reason: string }>(element, 'close');
    button(element, 'Log in').click();
    const { detail } = await success;
    expect(detail.user).to.deep.include({ name: 'Sam Shopper', email: 'shopper@example.com' });
    expect((await closed).detail.reason).to.equal('done');
    await closedDialog(element);
    await pollUntil(() => header.querySelector('[data-member-account]')?.textContent === 'Sam Shopper');
    expect(header.querySelector('[data-member-login]')!.hasAttribute('hidden')).to.equal(true);
    await pollUntil(() => document.cookie.includes('member_uid='), 'the user id cookie was not set');
  });

  it('never sends the password in clear text', async () => {
    const element = await openPopup();
    const sent: string[] = [];
    const realFetch = window.fetch;
    const spy = sinon.stub(window, 'fetch').callsFake((input, init) => {
      if (typeof init?.body === 'string') sent.push(init.body);
      return realFetch(input, init);
    });
    try {
      await fillLogin(element, 'shopper@example.com', DEMO_PASSWORD);
      const success = nextEvent(element, 'login-success');
      button(element, 'Log in').click();
      await success;
    } finally {
      spy.restore();
    }
    expect(sent.join('\n')).not.to.contain(DEMO_PASSWORD);
    expect(sent.some((body) => body.includes('encryptPassword'))).to.equal(true);
  });

  it('keeps the button disabled while a field is empty or shows an error, with the spec’s messages', async () => {
    const element = await openPopup();
    const submit = button(element, 'Log in');
    expect(submit.disabled).to.equal(true);
    const loginName = input(element, 'Phone or Email');
    const password = input(element, 'Password');
    await type(element, 'Phone or Email', 'abc');
    password.focus();
    await pollUntil(() => fieldError(loginName) === 'The length of the Phone or Email should be 6-60 characters.');
    expect(loginName.getAttribute('aria-invalid')).to.equal('true');
    await type(element, 'Password', 'short');
    loginName.focus();
    await pollUntil(() => fieldError(password) === 'The length of Password should be 8 - 20 characters.');
    expect(submit.disabled).to.equal(true);
    await type(element, 'Phone or Email', '');
    password.focus();
    await pollUntil(() => fieldError(loginName) === "You can't leave this empty.");
    await fillLogin(element, 'shopper@example.com', DEMO_PASSWORD);
    expect(submit.disabled).to.equal(false);
    expect(fieldError(loginName)).to.equal(undefined);
  });

  it('tells password managers what the fields are (the login name lists passkeys too)', async () => {
    const element = await openPopup();
    expect(input(element, 'Phone or Email').getAttribute('autocomplete')).to.equal('username webauthn');
    expect(input(element, 'Password').autocomplete).to.equal('current-password');
    expect(input(element, 'Password').type).to.equal('password');
  });

  it('shows the server’s message for a wrong password at the password field and keeps what was typed', async () => {
    const element = await openPopup();
    await fillLogin(element, 'shopper@example.com', 'Wrong1234!');
    button(element, 'Log in').click();
    await pollUntil(() => fieldError(input(element, 'Password')) === 'Incorrect account or password.');
    expect(input(element, 'Password').getAttribute('aria-invalid')).to.equal('true');
    expect(toastTexts(element)).to.deep.equal([]);
    expect(input(element, 'Phone or Email').value).to.equal('shopper@example.com');
    expect(input(element, 'Password').value).to.equal('Wrong1234!');
    expect(element.hasAttribute('open')).to.equal(true);
  });

  for (const [name, fail] of [
    ['a server error (500)', '500'],
    ['a system failure code', 'FAIL_SYS_SERVICE_FAULT'],
  ] as const) {
    it(`shows the network error on ${name} and keeps what was typed`, async () => {
      const element = await openPopup();
      await fillLogin(element, 'shopper@example.com', DEMO_PASSWORD);
      await switchFailure({ fail, match: '/user/api/login' });
      button(element, 'Log in').click();
      await pollUntil(() => toastTexts(element).includes('Network error, please try again later'));
      expect(input(element, 'Phone or Email').value).to.equal('shopper@example.com');
      expect(input(element, 'Password').value).to.equal(DEMO_PASSWORD);
    });
  }

  it('shows the network error when the service does not answer in time', async () => {
    const element = await openPopup();
    await fillLogin(element, 'shopper@example.com', DEMO_PASSWORD);
    await switchFailure({ fail: 'timeout', match: '/user/api/login' });
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    try {
      button(element, 'Log in').click();
      await switchTaken();
      await clock.tickAsync(20_000);
      await pollUntil(() => toastTexts(element).includes('Network error, please try again later'), 'no network error', 5000);
    } finally {
      clock.restore();
    }
    expect(input(element, 'Password').value).to.equal(DEMO_PASSWORD);
  });

  it('speaks the popup’s language, server messages as sent', async () => {
    const element = await openPopup({ language: 'th', region: 'th' });
    expect(shadow(element).querySelector('[part~="title"]')!.textContent).to.equal('เข้าสู่ระบบ');
    await switchFailure({ fail: '500', match: '/user/api/login' });
    await type(element, th['login.loginName'], 'shopper@example.com');
    await type(element, th['login.password'], DEMO_PASSWORD);
    [...shadow(element).querySelectorAll<HTMLButtonElement>('button[type="submit"]')][0]!.click();
    await pollUntil(() => toastTexts(element).includes(th['error.network']));
  });

  it('goes to ForgetPassword and Registry, and back', async () => {
    const element = await openPopup();
    button(element, 'Forgot password?').click();
    await pollUntil(() => shadow(element).querySelector('[part~="title"]')?.textContent === 'Forgot password');
    button(element, 'Back').click();
    await pollUntil(() => shadow(element).querySelector('[part~="title"]')?.textContent === 'Log in');
    button(element, 'Sign up').click();
    await pollUntil(() => shadow(element).querySelector('[part~="title"]')?.textContent === 'Sign up');
  });

  it('is accessible and usable with the keyboard alone', async () => {
    const element = await openPopup();
    await expect(element).to.be.accessible();
    // Tab from the first field to the login button, typing on the way, then Enter.
    input(element, 'Phone or Email').focus();
    await sendKeys({ type: 'shopper@example.com' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: DEMO_PASSWORD });
    const success = nextEvent(element, 'login-success');
    await sendKeys({ press: 'Enter' });
    await success;
  });
});
