/**
 * What shoppers expect of a login popup (issue 14): the focus lands in each new screen and on the
 * host page after a login; errors show at the field they are about, announced, and never move a
 * control from under the pointer; a slow request can be cancelled; pasted codes and numbers keep
 * their digits; Enter sends the phone screens; the last login method is remembered.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { LOGIN_METHOD_KEY } from '../src/flows/loginMethod.ts';
import { th } from '../src/i18n/catalogues/th.ts';
import { closedDialog, deepActive, part, pollUntil, titleText, type MemberLoginPopup } from './support/fixtures.ts';
import {
  button,
  DEMO_PASSWORD,
  fieldError,
  fieldErrorTexts,
  freshPhone,
  input,
  logout,
  nextEvent,
  openPopup,
  outboxCode,
  sendButton,
  shadow,
  switchFailure,
  toastTexts,
  type,
  waitForScreen,
} from './support/popup.ts';
import { sendKeys } from './support/keyboard.ts';

const focusedOn = (target: Element | null, what: string) => pollUntil(() => target !== null && deepActive() === target, `the focus is not on ${what}`);

/** Inserts `text` into the focused field as a paste or a typed burst does (the browser's limits apply). */
function insertText(field: HTMLInputElement, text: string): void {
  field.focus();
  field.select();
  // execCommand is deprecated but is the one way to insert text through the browser's own editing.
  document.execCommand('insertText', false, text);
}

/** The centre of `target`, in the page's coordinates, for a real pointer. */
function centre(target: Element): [number, number] {
  const box = target.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

async function codeTab(element: MemberLoginPopup): Promise<void> {
  button(element, 'Phone code').click();
  await pollUntil(() => shadow(element).querySelector('[part~="channel"]'), 'no channel buttons');
}

const busyGone = (element: MemberLoginPopup) => pollUntil(() => !part(element, 'busy'), 'the popup stayed busy', 5000);

describe('focus', () => {
  afterEach(logout);

  it('opens on the login name, and on the phone when the code tab was used last', async () => {
    const element = await openPopup();
    await focusedOn(input(element, 'Phone or Email'), 'the login name');
    localStorage.setItem(LOGIN_METHOD_KEY, 'code');
    const again = await openPopup();
    // The code tab's form comes with the later screens: it may arrive after Login showed.
    await pollUntil(() => shadow(again).querySelector('input[autocomplete="tel-national"]'), 'no phone field');
    await focusedOn(input(again, 'Phone number'), 'the phone');
  });

  it('opens Registry and Verify without a number on the phone, Qrcode on its announced title', async () => {
    for (const route of ['Registry', 'Verify']) {
      const element = await openPopup({}, route);
      await focusedOn(input(element, 'Phone number'), `the phone of ${route}`);
    }
    const element = await openPopup({}, 'Qrcode');
    await focusedOn(part(element, 'title'), 'the title');
    expect(titleText(element)).to.equal('Log in with QR code');
  });

  it('moves into each new screen: Login → Registry → Verify → ProfileComplete, step 1 → 2', async () => {
    const element = await openPopup();
    button(element, 'Sign up').click();
    await waitForScreen(element, 'registry');
    await focusedOn(input(element, 'Phone number'), 'the phone of Registry');
    shadow(element).querySelector<HTMLInputElement>('#mlp-terms')!.click();
    const phone = freshPhone();
    await type(element, 'Phone number', phone);
    await sendKeys({ press: 'Enter' });
    await waitForScreen(element, 'verify');
    await focusedOn(input(element, 'Verification code'), 'the code');
    await expect(element).to.be.accessible();
    await type(element, 'Verification code', (await outboxCode(phone))!.code);
    await waitForScreen(element, 'profile-base');
    await focusedOn(input(element, 'Nickname'), 'the nickname');
    await type(element, 'Password', 'Fresh123!');
    await sendKeys({ press: 'Enter' });
    await waitForScreen(element, 'profile-other');
    await focusedOn(shadow(element).querySelector('input[type="radio"]'), 'the first gender');
    await expect(element).to.be.accessible();
  });

  it('after a login that hid the opening link, lands on the account label', async () => {
    const header = await fixture(html`<nav><a href="/user/login" data-member-login>Login</a><span data-member-account hidden></span></nav>`);
    const link = header.querySelector<HTMLAnchorElement>('[data-member-login]')!;
    link.focus();
    const element = await openPopup({ variation: 'pop' });
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    button(element, 'Log in').click();
    await closedDialog(element);
    const label = header.querySelector('[data-member-account]')!;
    await focusedOn(label, 'the account label');
    expect(link.hidden).to.equal(true);
  });
});

describe('messages at the field', () => {
  afterEach(async () => {
    await resetMouse();
    await switchFailure({ latencyMs: 0 });
    await logout();
  });

  it('marks a wrong password invalid, described by the announced message, with no toast', async () => {
    const element = await openPopup();
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', 'Wrong1234!');
    button(element, 'Log in').click();
    const password = input(element, 'Password');
    await pollUntil(() => fieldError(password) === 'Incorrect account or password.', 'no message at the password');
    expect(password.getAttribute('aria-invalid')).to.equal('true');
    const message = shadow(element).getElementById(password.getAttribute('aria-describedby')!)!;
    expect(message.getAttribute('role')).to.equal('alert');
    expect(toastTexts(element)).to.deep.equal([]);
    await expect(element).to.be.accessible();
    await type(element, 'Password', 'Wrong1234!x');
    expect(password.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('says "required" only once something was typed, never on leaving an untouched field', async () => {
    const element = await openPopup();
    const loginName = input(element, 'Phone or Email');
    loginName.focus();
    await sendKeys({ press: 'Tab' });
    await focusedOn(input(element, 'Password'), 'the password');
    expect(fieldErrorTexts(element)).to.deep.equal([]);
    await type(element, 'Phone or Email', 'a');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Tab' });
    await pollUntil(() => fieldError(loginName) === "You can't leave this empty.", 'no required message after typing');
  });

  for (const [link, screen] of [
    ['Forgot password?', 'forget'],
    ['Sign up', 'registry'],
  ] as const) {
    it(`a click on "${link}" as the login name shows its message lands on the link`, async () => {
      const element = await openPopup();
      await type(element, 'Phone or Email', 'ab');
      expect(deepActive()).to.equal(input(element, 'Phone or Email'));
      await sendMouse({ type: 'click', position: centre(button(element, link)) });
      await waitForScreen(element, screen);
    });
  }

  it('shows an unticked terms box at the box, not as a toast', async () => {
    const element = await openPopup({}, 'Registry');
    await pollUntil(() => shadow(element).querySelector('[part~="channel"]'), 'no channel buttons');
    await type(element, 'Phone number', freshPhone());
    await sendKeys({ press: 'Enter' });
    await pollUntil(() => fieldErrorTexts(element).includes('You should agree to our Terms of Use and Privacy Policy.'), 'no message at the box');
    const box = shadow(element).querySelector<HTMLInputElement>('#mlp-terms')!;
    expect(box.getAttribute('aria-invalid')).to.equal('true');
    expect(shadow(element).getElementById(box.getAttribute('aria-describedby')!)!.textContent).to.equal('You should agree to our Terms of Use and Privacy Policy.');
    expect(toastTexts(element)).to.deep.equal([]);
    await expect(element).to.be.accessible();
    box.click();
    await pollUntil(() => fieldErrorTexts(element).length === 0, 'the message stayed after ticking');
  });

  it('moves nothing above what appears: the send buttons when they come, a message at the box', async () => {
    // The server names its channels late, so that the screen is measured without the buttons.
    await switchFailure({ latencyMs: 500 });
    const element = await openPopup({}, 'Registry');
    const top = (target: Element) => target.getBoundingClientRect().top;
    const phone = input(element, 'Phone number');
    const box = shadow(element).querySelector<HTMLInputElement>('#mlp-terms')!;
    expect(shadow(element).querySelector('[part~="channel"]'), 'the send buttons are not there yet').to.equal(null);
    const before = [top(phone), top(box)];
    await pollUntil(() => shadow(element).querySelector('[part~="channel"]'), 'no channel buttons');
    await switchFailure({ latencyMs: 0 });
    expect([top(phone), top(box)], 'once the send buttons came').to.deep.equal(before);
    await type(element, 'Phone number', freshPhone());
    await sendKeys({ press: 'Enter' });
    await pollUntil(() => fieldErrorTexts(element).length > 0, 'no message at the box');
    expect([top(phone), top(box)], 'once the message showed').to.deep.equal(before);
  });
});

describe('messages in the shopper’s language', () => {
  afterEach(logout);

  it('shows the service’s refusal in the popup’s language, at the field', async () => {
    const element = await openPopup({ language: 'th', region: 'th' });
    await type(element, th['login.loginName'], 'shopper@example.com');
    await type(element, th['login.password'], 'Wrong1234!');
    [...shadow(element).querySelectorAll<HTMLButtonElement>('button[type="submit"]')][0]!.click();
    await pollUntil(() => fieldError(input(element, th['login.password'])) === 'บัญชีหรือรหัสผ่านไม่ถูกต้อง', 'no Thai message at the password');
  });
});

describe('a slow request', () => {
  afterEach(logout);

  it('says it is still working, and Cancel aborts it keeping what was typed', async () => {
    const element = await openPopup();
    await type(element, 'Phone or Email', 'shopper@example.com');
    await type(element, 'Password', DEMO_PASSWORD);
    await switchFailure({ latencyMs: 20_000 });
    button(element, 'Log in').click();
    const message = () => part(element, 'busy-message')?.textContent;
    await pollUntil(() => part(element, 'busy'), 'the popup never got busy');
    expect(message()).to.equal('');
    await pollUntil(() => message() === 'Still working… You can wait or cancel.', 'no still-working message', 6000);
    expect(part(element, 'busy-message')!.getAttribute('role')).to.equal('status');
    await expect(element).to.be.accessible();
    button(element, 'Cancel').click();
    await busyGone(element);
    expect(element.hasAttribute('open')).to.equal(true);
    expect(input(element, 'Phone or Email').value).to.equal('shopper@example.com');
    expect(input(element, 'Password').value).to.equal(DEMO_PASSWORD);
    expect(toastTexts(element)).to.deep.equal([]);
    expect(deepActive()).to.equal(input(element, 'Password'));
    // The popup takes the next try at once.
    await switchFailure({ latencyMs: 0 });
    const success = nextEvent(element, 'login-success');
    button(element, 'Log in').click();
    await success;
  });
});

describe('conveniences', () => {
  afterEach(logout);

  it('keeps the digits of a pasted code, then cuts it to the code length', async () => {
    const element = await openPopup();
    await codeTab(element);
    const phone = freshPhone();
    await type(element, 'Phone number', phone);
    (await sendButton(element, 'SMS')).click();
    await waitForScreen(element, 'verify');
    const { code } = (await outboxCode(phone))!;
    const wrong = code === '111111' ? '222222' : '111111';
    const field = input(element, 'Verification code');
    for (const pasted of [`${wrong.slice(0, 3)} ${wrong.slice(3)}`, `${wrong.slice(0, 3)}-${wrong.slice(3)}`, ` ${wrong}`]) {
      insertText(field, pasted);
      expect(field.value, pasted).to.equal(wrong);
      await pollUntil(() => fieldError(field) === 'The code is incorrect. Please try again.', `no answer for "${pasted}"`);
      await busyGone(element);
    }
    const success = nextEvent(element, 'login-success');
    insertText(field, `Your code is ${code}.`);
    expect(field.value).to.equal(code);
    await success;
  });

  it('Enter sends the code tab, and a pasted +65 number is shown on Verify as +65 9123 4568', async () => {
    const element = await openPopup();
    await codeTab(element);
    const phone = input(element, 'Phone number');
    insertText(phone, '+65 9123 4568');
    expect(phone.value).to.equal('91234568');
    await sendKeys({ press: 'Enter' });
    await waitForScreen(element, 'verify');
    expect(shadow(element).querySelector('[part~="text"]')!.textContent).to.equal('An OTP has been sent to +65 9123 4568 by SMS');
  });

  it('Enter pressed before the server named its channels sends once it has', async () => {
    await switchFailure({ latencyMs: 500 });
    try {
      localStorage.setItem(LOGIN_METHOD_KEY, 'code');
      const element = await openPopup();
      await focusedOn(input(element, 'Phone number'), 'the phone');
      insertText(input(element, 'Phone number'), freshPhone());
      expect(shadow(element).querySelector('[part~="channel"]'), 'no send button yet').to.equal(null);
      await sendKeys({ press: 'Enter' });
      await waitForScreen(element, 'verify');
    } finally {
      await switchFailure({ latencyMs: 0 });
    }
  });

  it('gives every field its Enter key hint and the phone its autocomplete', async () => {
    // The attributes, which every engine honours: WebKitGTK (desktop) has no enterKeyHint property.
    const element = await openPopup();
    expect(input(element, 'Phone or Email').getAttribute('enterkeyhint')).to.equal('next');
    expect(input(element, 'Password').getAttribute('enterkeyhint')).to.equal('go');
    await codeTab(element);
    expect(input(element, 'Phone number').getAttribute('enterkeyhint')).to.equal('send');
    expect(input(element, 'Phone number').getAttribute('autocomplete')).to.equal('tel-national');
    expect(shadow(element).querySelector('[part~="phone-prefix"]')!.getAttribute('value')).to.equal('+65');
  });

  it('gives the new-password form of sign-up a hidden username for password managers', async () => {
    const element = await openPopup({}, 'Registry');
    await pollUntil(() => shadow(element).querySelector('[part~="channel"]'), 'no channel buttons');
    shadow(element).querySelector<HTMLInputElement>('#mlp-terms')!.click();
    const phone = freshPhone();
    await type(element, 'Phone number', phone);
    await sendKeys({ press: 'Enter' });
    await waitForScreen(element, 'verify');
    await type(element, 'Verification code', (await outboxCode(phone))!.code);
    await waitForScreen(element, 'profile-base');
    const username = shadow(element).querySelector<HTMLInputElement>('input[autocomplete~="username"]')!;
    expect(username.hidden).to.equal(true);
    expect(username.value).to.equal(`+65 ${phone}`);
    expect(username.form).to.equal(input(element, 'Password').form);
  });

  it('opens Login on the method used last: the code tab after a code login, the QR code after a QR login', async () => {
    const element = await openPopup();
    await codeTab(element);
    const phone = freshPhone();
    await type(element, 'Phone number', phone);
    await sendKeys({ press: 'Enter' });
    await waitForScreen(element, 'verify');
    const success = nextEvent(element, 'login-success');
    await type(element, 'Verification code', (await outboxCode(phone))!.code);
    await success;
    await pollUntil(() => localStorage.getItem(LOGIN_METHOD_KEY) === 'code', 'the code login was not remembered');
    const next = await openPopup();
    expect(shadow(next).querySelector('[role="tab"][aria-selected="true"]')!.textContent).to.equal('Phone code');

    localStorage.setItem(LOGIN_METHOD_KEY, 'qr');
    const qr = await openPopup();
    await waitForScreen(qr, 'qrcode');
    // The computer icon goes back to Login, which stays there this time.
    button(qr, 'Log in with password').click();
    await waitForScreen(qr, 'login');
    expect(shadow(qr).querySelector('[role="tab"][aria-selected="true"]')!.textContent).to.equal('Password');
  });

  it('titles Verify for e-mail when the code went by e-mail; the new password has the account as its username', async () => {
    const element = await openPopup({}, 'ForgetPassword');
    await focusedOn(input(element, 'Email or phone number'), 'the login name');
    await type(element, 'Email or phone number', 'shopper@example.com');
    await sendKeys({ press: 'Enter' });
    await waitForScreen(element, 'verify');
    expect(titleText(element)).to.equal('Verify your email address');
    await expect(element).to.be.accessible();
    await type(element, 'Verification code', (await outboxCode('shopper@example.com'))!.code);
    await waitForScreen(element, 'reset');
    await focusedOn(input(element, 'New password'), 'the new password');
    const username = shadow(element).querySelector<HTMLInputElement>('input[autocomplete~="username"]')!;
    expect([username.hidden, username.value]).to.deep.equal([true, 'shopper@example.com']);
  });
});
