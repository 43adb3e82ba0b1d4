import { expect } from '@open-wc/testing';
import { sendKeys } from './support/keyboard.ts';
import sinon from 'sinon';
import type { LoginSuccessDetail } from '../src/events.ts';
import { storeFor } from '../src/state/store.ts';
import { popupAtom } from '../src/state/atoms.ts';
import { nativeSleep, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import {
  button,
  fieldError,
  fieldErrorTexts,
  freshPhone,
  input,
  logout,
  nextEvent,
  openPopup,
  outboxCode,
  screenPart,
  sendButton,
  shadow,
  switchFailure,
  toastTexts,
  type,
  waitForScreen,
} from './support/popup.ts';
import { busyCountAtom } from '../src/state/atoms.ts';

async function codeTab(element: MemberLoginPopup): Promise<void> {
  button(element, 'Phone code').click();
  await pollUntil(() => shadow(element).querySelector('[part~="channel"]'), 'no channel buttons');
}

async function sendTo(element: MemberLoginPopup, phone: string, channel: 'SMS' | 'WhatsApp'): Promise<void> {
  await type(element, 'Phone number', phone);
  (await sendButton(element, channel)).click();
  await waitForScreen(element, 'verify');
}

async function outboxCount(phone: string): Promise<number> {
  return ((await (await fetch(`/__dev/outbox?phone=${phone}`)).json()) as unknown[]).length;
}

const routeName = (element: MemberLoginPopup) => {
  const { stack } = storeFor(element).get(popupAtom);
  return stack[stack.length - 1]?.name;
};

describe('Login: phone code', () => {
  afterEach(logout);

  it('shows the region’s prefix and one button per channel, the first primary', async () => {
    const element = await openPopup({ region: 'my' });
    await codeTab(element);
    expect(shadow(element).querySelector<HTMLInputElement>('[part~="phone-prefix"]')!.value).to.equal('+60');
    expect(shadow(element).querySelector<HTMLInputElement>('[part~="phone-prefix"]')!.readOnly).to.equal(true);
    const channels = [...shadow(element).querySelectorAll('[part~="channel"]')];
    expect(channels.map((channel) => channel.textContent)).to.deep.equal(['Send code via SMS', 'Send code via WhatsApp']);
    expect(channels[0]!.getAttribute('part')).to.contain('button-primary');
    expect(channels[0]!.querySelector('svg')).to.not.equal(null);
    await expect(element).to.be.accessible();
  });

  for (const [channel, text] of [
    ['SMS', 'An OTP has been sent to'],
    ['WhatsApp', 'An OTP has been sent to'],
  ] as const) {
    it(`logs in by a code sent by ${channel}, read from the dev outbox`, async () => {
      const element = await openPopup();
      await codeTab(element);
      const phone = freshPhone();
      await sendTo(element, phone, channel);
      // The number as Singapore writes it: +65 9123 4567.
      expect(shadow(element).querySelector('[part~="text"]')!.textContent).to.equal(`${text} +65 ${phone.slice(0, 4)} ${phone.slice(4)} by ${channel}`);
      const sent = await outboxCode(phone);
      expect(sent?.channel).to.equal(channel === 'SMS' ? 'SMS' : 'WHATSAPP');
      const code = input(element, 'Verification code');
      // The attribute: Firefox's autocomplete property reflects only the tokens it knows, and not this one.
      expect(code.getAttribute('autocomplete')).to.equal('one-time-code');
      expect(code.inputMode).to.equal('numeric');
      // No maxlength: the browser would cut a pasted "668 996" before its digits are picked out.
      expect(code.maxLength).to.equal(-1);
      await expect(element).to.be.accessible();
      const success = nextEvent<LoginSuccessDetail>(element, 'login-success');
      await type(element, 'Verification code', sent!.code);
      expect((await success).detail.user?.phone).to.equal(phone);
      // A new phone signs up: COMPLETE_PROFILE follows.
      await pollUntil(() => routeName(element) === 'ProfileComplete');
    });
  }

  it('strips what is not a digit from the phone and the code', async () => {
    const element = await openPopup();
    await codeTab(element);
    await type(element, 'Phone number', '9a1-2 3');
    expect(input(element, 'Phone number').value).to.equal('9123');
    const phone = freshPhone();
    await sendTo(element, phone, 'SMS');
    await type(element, 'Verification code', '1x2y3');
    expect(input(element, 'Verification code').value).to.equal('123');
  });

  it('asks for the phone when it is empty, without calling the service', async () => {
    const element = await openPopup();
    await codeTab(element);
    (await sendButton(element, 'SMS')).click();
    await pollUntil(() => fieldError(input(element, 'Phone number')) === "You can't leave this empty.");
    expect(screenPart(element)).to.contain('screen-login');
  });

  it('checks an SMS phone first: an invalid one shows the message at the phone field, no toast', async () => {
    const element = await openPopup();
    await codeTab(element);
    await type(element, 'Phone number', '61234567');
    (await sendButton(element, 'SMS')).click();
    await pollUntil(() => fieldError(input(element, 'Phone number')) === 'Please enter a valid phone number.');
    expect(toastTexts(element)).to.deep.equal([]);
    expect(input(element, 'Phone number').value).to.equal('61234567');
  });

  it('says nothing for a risky phone (PL-USER-RISK) and stays', async () => {
    const element = await openPopup();
    await codeTab(element);
    await type(element, 'Phone number', '81239999');
    (await sendButton(element, 'WhatsApp')).click();
    const busy = () => storeFor(element).get(busyCountAtom);
    expect(busy(), 'the send is under way').to.equal(1);
    await pollUntil(() => busy() === 0, 'the send never ended');
    expect(toastTexts(element)).to.deep.equal([]);
    expect(fieldError(input(element, 'Phone number'))).to.equal(undefined);
    expect(screenPart(element)).to.contain('screen-login');
  });

  it('shows the network error as a toast when the check fails (not at the field), keeping the number', async () => {
    const element = await openPopup();
    await codeTab(element);
    await type(element, 'Phone number', '91234567');
    await switchFailure({ fail: '500', match: 'checkPhone' });
    (await sendButton(element, 'SMS')).click();
    await pollUntil(() => toastTexts(element).includes('Network error, please try again later'));
    expect(fieldError(input(element, 'Phone number'))).to.equal(undefined);
    expect(input(element, 'Phone number').value).to.equal('91234567');
  });

  it('shows the message for a wrong code at the code field, keeping the number; change number goes back with it', async () => {
    const element = await openPopup();
    await codeTab(element);
    const phone = freshPhone();
    await sendTo(element, phone, 'SMS');
    const sent = await outboxCode(phone);
    await type(element, 'Verification code', sent!.code === '000000' ? '111111' : '000000');
    await pollUntil(() => fieldError(input(element, 'Verification code')) === 'The code is incorrect. Please try again.');
    expect(toastTexts(element)).to.deep.equal([]);
    button(element, 'Change number').click();
    await waitForScreen(element, 'login');
    expect(input(element, 'Phone number').value).to.equal(phone);
  });

  it('lets the code be resent after the 60-second countdown, clearing it', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldClearNativeTimers: true, shouldAdvanceTime: true });
    try {
      const element = await openPopup();
      await codeTab(element);
      const phone = freshPhone();
      await sendTo(element, phone, 'SMS');
      const first = await outboxCode(phone);
      const resend = button(element, /^Resend OTP/);
      expect(resend.disabled).to.equal(true);
      expect(Number(/^Resend OTP in (\d+)s$/.exec(resend.textContent ?? '')?.[1]), 'a 60-second countdown').to.be.within(50, 60);
      await type(element, 'Verification code', '12');
      // The clock also moves with real time (shouldAdvanceTime), which a busy machine makes seconds:
      // 50 s on, the countdown still runs and shows its last ten seconds at most.
      await clock.tickAsync(50_000);
      const secondsLeft = () => Number(/in (\d+)s$/.exec(button(element, /^Resend OTP/).textContent ?? '')?.[1]);
      await pollUntil(() => secondsLeft() >= 1 && secondsLeft() <= 10, 'not in its last ten seconds 50 s on');
      expect(button(element, /^Resend OTP/).disabled, 'still counting down').to.equal(true);
      await clock.tickAsync(10_500);
      await pollUntil(() => !button(element, /^Resend OTP/).disabled, 'resend never became clickable');
      expect(button(element, /^Resend OTP/).textContent).to.equal('Resend OTP');
      button(element, 'Resend OTP').click();
      await pollUntil(() => input(element, 'Verification code').value === '');
      await pollUntil(() => button(element, /^Resend OTP/).disabled);
      for (let tries = 0; (await outboxCount(phone)) < 2; tries++) {
        if (tries > 100) throw new Error('no second code');
        await nativeSleep(20);
      }
      expect(first).to.not.equal(undefined);
    } finally {
      clock.restore();
    }
  });

  it('moves between tabs with the arrow keys', async () => {
    const element = await openPopup();
    button(element, 'Password').focus();
    await sendKeys({ press: 'ArrowRight' });
    await pollUntil(() => shadow(element).querySelector('[part~="channel"]'));
    expect(button(element, 'Phone code').getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowLeft' });
    await pollUntil(() => button(element, 'Password').getAttribute('aria-selected') === 'true');
  });
});

describe('Verify without a number', () => {
  afterEach(logout);

  it('shows the phone-input view with its consent box and Fill in Later', async () => {
    const element = await openPopup({}, 'Verify');
    await waitForScreen(element, 'verify-phone');
    await expect(element).to.be.accessible();
    await type(element, 'Phone number', freshPhone());
    (await sendButton(element, 'SMS')).click();
    await pollUntil(() => fieldErrorTexts(element).includes('Please agree to receive the code on this number.'));
    expect(shadow(element).querySelector('[type="checkbox"]')!.getAttribute('aria-invalid')).to.equal('true');
    const closed = nextEvent<{ reason: string }>(element, 'close');
    button(element, 'Fill in Later').click();
    expect((await closed).detail.reason).to.equal('user');
  });

  it('sends the code once the box is ticked and goes on to the code entry', async () => {
    const element = await openPopup({}, 'Verify');
    await waitForScreen(element, 'verify-phone');
    const phone = freshPhone();
    await type(element, 'Phone number', phone);
    input(element, 'I agree to receive the code on this number').click();
    (await sendButton(element, 'SMS')).click();
    await waitForScreen(element, 'verify');
    expect(await outboxCode(phone)).to.not.equal(undefined);
  });
});
