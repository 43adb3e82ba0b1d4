import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { browserPage } from '../src/page/browserPage.ts';
import { pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { button, fieldError, input, loginPage, logout, nextEvent, openPopup, outboxCode, shadow, toastTexts, type, waitForScreen } from './support/popup.ts';

async function forgot(loginName: string): Promise<MemberLoginPopup> {
  const element = await openPopup({}, 'ForgetPassword');
  await type(element, 'Email or phone number', loginName);
  button(element, 'Confirm').click();
  await waitForScreen(element, 'verify');
  return element;
}

async function newPassword(element: MemberLoginPopup, password: string): Promise<void> {
  await waitForScreen(element, 'reset');
  await type(element, 'New password', password);
  button(element, 'Confirm').click();
  await waitForScreen(element, 'reset-success');
  await expect(element, 'the success notice').to.be.accessible();
}

describe('forgotten password', () => {
  afterEach(logout);

  it('by phone: the code, a new password, and the new password logs in', async () => {
    const element = await forgot('81234567');
    expect(shadow(element).querySelector('[part~="text"]')!.textContent).to.equal('An OTP has been sent to 81234567 by SMS');
    await type(element, 'Verification code', (await outboxCode('81234567'))!.code);
    await newPassword(element, 'Newpass9!x');
    await loginPage('shopper@example.com', 'Newpass9!x');
  });

  it('by e-mail: the code, a new password, and the new password logs in', async () => {
    const element = await forgot('shopper@example.com');
    expect(shadow(element).querySelector('[part~="text"]')!.textContent).to.equal('An OTP has been sent to shopper@example.com by email');
    const mail = await outboxCode('shopper@example.com');
    expect(mail?.channel).to.equal('EMAIL');
    await type(element, 'Verification code', mail!.code);
    await newPassword(element, 'Mailpass1!');
    await loginPage('shopper@example.com', 'Mailpass1!');
  });

  it('goes the same way for an unknown account, whose code never comes', async () => {
    const element = await forgot('nobody@example.com');
    expect(shadow(element).querySelector('[part~="text"]')!.textContent).to.equal('An OTP has been sent to nobody@example.com by email');
    expect(await outboxCode('nobody@example.com')).to.equal(undefined);
    await type(element, 'Verification code', '123456');
    await pollUntil(() => fieldError(input(element, 'Verification code')) === 'The code is incorrect. Please try again.');
  });

  it('checks the login name before anything is sent', async () => {
    const element = await openPopup({}, 'ForgetPassword');
    await expect(element).to.be.accessible();
    button(element, 'Confirm').click();
    await pollUntil(() => fieldError(input(element, 'Email or phone number')) === "You can't leave this empty.");
    await type(element, 'Email or phone number', 'abc');
    button(element, 'Confirm').click();
    await pollUntil(() => fieldError(input(element, 'Email or phone number')) === 'The length of the Phone or Email should be 6-60 characters.');
  });

  it('sends an account that needs it through the second verification, back to the reset-password page', async () => {
    const assign = sinon.stub(browserPage, 'assign');
    try {
      const element = await forgot('second-verification@example.com');
      await type(element, 'Verification code', (await outboxCode('second-verification@example.com'))!.code);
      await pollUntil(() => toastTexts(element).includes('For your security, please verify your identity before resetting the password.'));
      await pollUntil(() => assign.called, 'no navigation', 5000);
      const url = new URL(assign.firstCall.args[0] as string);
      expect(url.pathname).to.equal('/user/second-verification');
      expect(url.searchParams.get('redirect')).to.equal('/user/reset-password');
    } finally {
      assign.restore();
    }
  });

  it('ResetPassword: hints, the success view, and it closes by itself after 5 seconds', async () => {
    const element = await forgot('81234567');
    await type(element, 'Verification code', (await outboxCode('81234567'))!.code);
    await waitForScreen(element, 'reset');
    await expect(element).to.be.accessible();
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldClearNativeTimers: true });
    try {
      await type(element, 'New password', 'Countdown1!');
      const timersBefore = clock.countTimers();
      button(element, 'Confirm').click();
      await waitForScreen(element, 'reset-success');
      expect(button(element, /^Go Shopping/).textContent).to.equal('Go Shopping (5s)');
      // The countdown's interval and its stop timer start in an effect after the render: a slow engine runs it later.
      await pollUntil(() => clock.countTimers() >= timersBefore + 2, 'the countdown did not start');
      await clock.tickAsync(4000);
      await pollUntil(() => button(element, /^Go Shopping/).textContent === 'Go Shopping (1s)');
      expect(element.hasAttribute('open')).to.equal(true);
      const closed = nextEvent<{ reason: string }>(element, 'close');
      await clock.tickAsync(1000);
      expect((await closed).detail.reason).to.equal('done');
    } finally {
      clock.restore();
    }
  });

  it('Go Shopping closes at once', async () => {
    const element = await forgot('81234567');
    await type(element, 'Verification code', (await outboxCode('81234567'))!.code);
    await newPassword(element, 'Shopping1!');
    await expect(element).to.be.accessible();
    const closed = nextEvent<{ reason: string }>(element, 'close');
    button(element, /^Go Shopping/).click();
    expect((await closed).detail.reason).to.equal('done');
  });

  it('says why when a login found the password in a breach, and refuses a breached one as the new password', async () => {
    // The page the service's COMPLETE_PASSWORD_FOR_LOGIN leads to: /user/reset-password?reason=breached&bizToken=….
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}?bizToken=not-checked-before-the-password&reason=breached`);
    try {
      const element = await openPopup({}, 'ResetPassword');
      const notice = () => shadow(element).querySelector('[part~="screen-reset"] [role="status"]')?.textContent;
      await pollUntil(
        () => notice() === 'Your password has appeared in a data breach, so others may know it. To keep your account safe, please set a new one.',
        `the screen said ${JSON.stringify(notice())}`,
      );
      await expect(element).to.be.accessible();
      await type(element, 'New password', 'Password1!');
      button(element, 'Confirm').click();
      await pollUntil(
        () => fieldError(input(element, 'New password')) === 'This password has appeared in a data breach, so others may know it. Please choose another.',
        'the breached password was not refused at its field',
      );
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('asks to start again when there is no reset token', async () => {
    const element = await openPopup({}, 'ResetPassword');
    expect(shadow(element).querySelector('[part~="text"]')!.textContent).to.equal('The request has expired, please send it again.');
    button(element, 'Forgot password').click();
    await pollUntil(() => shadow(element).querySelector('[part~="title"]')?.textContent === 'Forgot password');
  });
});
