/**
 * Spec section 8's fallbacks, against the reference member service: what the shopper reads when a
 * call is refused without a message of its own, and when the slider challenge is not passed, and
 * where it shows (a toast for what says nothing about the typed text, the field for a refused code).
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import {
  button,
  DEMO_PASSWORD,
  fieldError,
  fieldErrorTexts,
  freshPhone,
  input,
  logout,
  openPopup,
  outboxCode,
  screenPart,
  sendButton,
  shadow,
  switchFailure,
  switchTaken,
  toastTexts,
  type,
  waitForScreen,
} from './support/popup.ts';

const LONG_NETWORK_ERROR = 'Network error, please try again later';

async function passwordLogin(element: MemberLoginPopup): Promise<void> {
  await type(element, 'Phone or Email', 'shopper@example.com');
  await type(element, 'Password', DEMO_PASSWORD);
  button(element, 'Log in').click();
}

async function codeTab(element: MemberLoginPopup): Promise<void> {
  button(element, 'Phone code').click();
  await pollUntil(() => shadow(element).querySelector('[part~="channel"]'), 'no channel buttons');
}

async function codeLoginVerify(element: MemberLoginPopup): Promise<string> {
  await codeTab(element);
  const phone = freshPhone();
  await type(element, 'Phone number', phone);
  (await sendButton(element, 'SMS')).click();
  await waitForScreen(element, 'verify');
  return (await outboxCode(phone))!.code;
}

async function resetVerify(element: MemberLoginPopup, loginName: string): Promise<string> {
  await type(element, 'Email or phone number', loginName);
  button(element, 'Confirm').click();
  await waitForScreen(element, 'verify');
  return (await outboxCode(loginName))!.code;
}

describe('what a refusal without a message reads as', () => {
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  it("a login refused without displayMessage: the toast 'Network error', nothing at the fields", async () => {
    const element = await openPopup();
    await switchFailure({ fail: 'PL-USER-LOGIN-REFUSED', message: '', match: '/user/api/login' });
    await passwordLogin(element);
    await pollUntil(() => toastTexts(element).length > 0, 'no toast');
    expect(toastTexts(element)).to.deep.equal(['Network error']);
    expect(fieldErrorTexts(element)).to.deep.equal([]);
    expect(input(element, 'Password').value).to.equal(DEMO_PASSWORD);
  });

  it("another member-host call refused without displayMessage (the new password): the toast 'Network Error'", async () => {
    const element = await openPopup({}, 'ForgetPassword');
    const code = await resetVerify(element, '81234567');
    await type(element, 'Verification code', code);
    await waitForScreen(element, 'reset');
    await switchFailure({ fail: 'PL-USER-RESET-REFUSED', message: '', match: '/user/api/resetPassword' });
    await type(element, 'New password', 'Newpass9!x');
    button(element, 'Confirm').click();
    await pollUntil(() => toastTexts(element).length > 0, 'no toast');
    expect(toastTexts(element)).to.deep.equal(['Network Error']);
    expect(fieldError(input(element, 'New password'))).to.equal(undefined);
  });

  for (const [message, shown] of [
    ['', 'Verification failed'],
    ['This code was used already', 'This code was used already'],
  ] as const) {
    it(`a login code refused ${message ? 'with its own message shows it' : "without displayMessage: 'Verification failed'"} at the code, no toast`, async () => {
      const element = await openPopup();
      const code = await codeLoginVerify(element);
      await switchFailure({ fail: 'PL-USER-CODE-REFUSED', message, match: '/user/api/verifyPhoneCode' });
      await type(element, 'Verification code', code);
      await pollUntil(() => fieldError(input(element, 'Verification code')) === shown, 'no message at the code');
      expect(toastTexts(element)).to.deep.equal([]);
    });
  }

  for (const [loginName, api] of [
    ['81234567', 'member.user.verifyPhoneCode'],
    ['shopper@example.com', 'member.user.verifyEmailCode'],
  ] as const) {
    it(`a reset code refused without a message (${api}): 'Verification failed' at the code, no toast`, async () => {
      const element = await openPopup({}, 'ForgetPassword');
      const code = await resetVerify(element, loginName);
      await switchFailure({ fail: 'PL-USER-CODE-REFUSED', message: '', match: api });
      await type(element, 'Verification code', code);
      await pollUntil(() => fieldError(input(element, 'Verification code')) === 'Verification failed', 'no message at the code');
      expect(toastTexts(element)).to.deep.equal([]);
    });
  }

  it('a reset code refused with a system code still reads as the long network error, in a toast', async () => {
    const element = await openPopup({}, 'ForgetPassword');
    const code = await resetVerify(element, '81234567');
    await switchFailure({ fail: 'FAIL_SYS_SERVICE_FAULT', match: 'member.user.verifyPhoneCode' });
    await type(element, 'Verification code', code);
    await pollUntil(() => toastTexts(element).length > 0, 'no toast');
    expect(toastTexts(element)).to.deep.equal([LONG_NETWORK_ERROR]);
    expect(fieldError(input(element, 'Verification code'))).to.equal(undefined);
  });

  it('any other gateway call refused without a message keeps the gateway rule: the long network error', async () => {
    const element = await openPopup();
    await codeTab(element);
    await type(element, 'Phone number', '91234567');
    await switchFailure({ fail: 'PL-USER-PHONE-REFUSED', message: '', match: 'checkPhone' });
    (await sendButton(element, 'SMS')).click();
    await pollUntil(() => toastTexts(element).length > 0, 'no toast');
    expect(toastTexts(element)).to.deep.equal([LONG_NETWORK_ERROR]);
    expect(fieldError(input(element, 'Phone number'))).to.equal(undefined);
  });

  it("the slider challenge not passed (its window blocked, the shopper cancels the security check): the toast 'Verification Failed', and Login stays", async () => {
    const open = sinon.stub(window, 'open').returns(null);
    const element = await openPopup();
    await switchFailure({ fail: 'FAIL_SYS_ANTI_CREEP', match: '/user/api/login' });
    await passwordLogin(element);
    await switchTaken();
    const question = () => element.shadowRoot?.querySelector<HTMLDialogElement>('[part~="alert"][role="alertdialog"]');
    await pollUntil(() => question()?.open, 'the blocked window was not asked about');
    [...(question()?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Cancel')?.click();
    await pollUntil(() => toastTexts(element).length > 0, 'no toast');
    expect(toastTexts(element)).to.deep.equal(['Verification Failed']);
    expect(open.firstCall.args[0]).to.equal(new URL('/__dev/challenge', location.href).href);
    expect(fieldErrorTexts(element)).to.deep.equal([]);
    expect(element.getAttribute('open')).to.equal('true');
    expect(screenPart(element)).to.contain('screen-login');
  });

  it('reads each fallback in the popup’s language (Indonesian)', async () => {
    const element = await openPopup({ language: 'id' });
    const { id } = await import('../src/i18n/catalogues/id.ts');
    await switchFailure({ fail: 'PL-USER-LOGIN-REFUSED', message: '', match: '/user/api/login' });
    await type(element, id['login.loginName'], 'shopper@example.com');
    await type(element, id['login.password'], DEMO_PASSWORD);
    button(element, id['login.submit']).click();
    await pollUntil(() => toastTexts(element).length > 0, 'no toast');
    expect(toastTexts(element)).to.deep.equal([id['error.loginFallback']]);
    expect(id['error.loginFallback']).to.equal('Kesalahan jaringan');
  });
});
