/** The popup sends where its code requests come from (spec section 7), and the service records it. */
import { expect } from '@open-wc/testing';
import { pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { button, freshPhone, logout, nextEvent, openPopup, outboxCode, sendButton, shadow, type, waitForScreen } from './support/popup.ts';

interface Scene {
  readonly api: string;
  readonly fields: Record<string, string>;
}

async function scenes(api: string): Promise<Scene[]> {
  return (await (await fetch(`/__dev/scenes?api=${encodeURIComponent(api)}`)).json()) as Scene[];
}

async function codeLogin(element: MemberLoginPopup, phone: string): Promise<void> {
  button(element, 'Phone code').click();
  await pollUntil(() => shadow(element).querySelector('[part~="channel"]'), 'no channel buttons');
  await type(element, 'Phone number', phone);
  (await sendButton(element, 'SMS')).click();
  await waitForScreen(element, 'verify');
}

describe('scene fields', () => {
  const address = location.href;
  afterEach(async () => {
    history.replaceState(null, '', address);
    await logout();
  });

  it('a code login sends its screen, the page’s bizScene, the platform and the login type', async () => {
    history.replaceState(null, '', `${location.pathname}?bizScene=cart`);
    const element = await openPopup();
    const phone = freshPhone();
    await codeLogin(element, phone);
    const [sent] = await scenes('mtop.lazada.member.user.sendCode');
    expect(sent?.fields).to.deep.equal({ pageSource: 'Login', bizScene: 'cart', deliveryType: 'SMS' });
    const success = nextEvent(element, 'login-success');
    await type(element, 'Verification code', (await outboxCode(phone))!.code);
    await success;
    const [verified] = await scenes('/user/api/verifyPhoneCode');
    expect(verified?.fields).to.deep.equal({ pageSource: 'Verify', bizScene: 'cart', platform: 'pc', loginType: 'PHONE_OTP', deliveryType: 'SMS' });
  });

  it('a sign-up sends the register scene when the page names none', async () => {
    const element = await openPopup({}, 'Registry');
    shadow(element).querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await type(element, 'Phone number', freshPhone());
    (await sendButton(element, 'SMS')).click();
    await waitForScreen(element, 'verify');
    const [sent] = await scenes('mtop.lazada.member.user.sendCode');
    expect(sent?.fields).to.deep.include({ pageSource: 'Registry', bizScene: 'register' });
  });

  it('a reset by e-mail sends the journey and the channel, and its verification a short user agent', async () => {
    const element = await openPopup({}, 'ForgetPassword');
    await type(element, 'Email or phone number', 'shopper@example.com');
    button(element, 'Confirm').click();
    await waitForScreen(element, 'verify');
    const [sent] = await scenes('mtop.lazada.member.user.sendVerificationEmailCode');
    expect(sent?.fields).to.deep.equal({ pageSource: 'ForgetPassword', innerPageSource: 'resetPassword', bizScene: 'resetPassword', deliveryType: 'EMAIL' });
    await type(element, 'Verification code', (await outboxCode('shopper@example.com'))!.code);
    await waitForScreen(element, 'reset');
    const [verified] = await scenes('mtop.lazada.member.user.verifyEmailCode');
    expect(verified?.fields.shortUa).to.match(/^(Chrome|Firefox|Safari|Edge|other) \d* ?\((Linux|Windows|macOS|Android|iOS|other)\)$/);
  });
});
