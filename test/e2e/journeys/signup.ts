/**
 * New members and passwords: phone sign-up through ProfileComplete, the forgotten password, and a
 * session that expires in the middle of a call.
 */
import assert from 'node:assert/strict';
import type { Tab } from '../support/driver.ts';
import type { Demo } from '../support/demo.ts';
import {
  button,
  field,
  hostEvents,
  inPopup,
  LOGIN_LINK,
  openLogin,
  passwordLogin,
  startSignUp,
  visit,
  waitForAccountLabel,
  waitForClosed,
  waitForEvent,
  waitForScreen,
  waitForServerPage,
  waitForAccountPage,
  accountText,
  waitForText,
} from '../support/shopper.ts';
import type { DefineJourney } from '../support/journey.ts';

/** A Singapore mobile number (91… is a mobile range) nobody has used in this run. */
let phones = 0;
function freshPhone(): string {
  phones += 1;
  return `91${String((Date.now() * 10 + phones) % 1_000_000).padStart(6, '0')}`;
}

export function signupJourneys(journey: DefineJourney): void {
  /** From the header's Sign up to ProfileComplete's first step, logged in; the new phone. */
  async function signUp(tab: Tab, origin: string, demo: Demo): Promise<string> {
    const phone = freshPhone();
    await startSignUp(tab, origin, phone);
    await tab.click(button('Send code via SMS'));
    await waitForScreen(tab, 'verify');
    await tab.type(field('Verification code'), (await demo.code(phone)).code);
    await waitForScreen(tab, 'profile-base');
    return phone;
  }

  /** ProfileComplete's second step: gender and birthday (not yet confirmed). */
  async function fillOtherInfo(tab: Tab): Promise<void> {
    await waitForScreen(tab, 'profile-other');
    await tab.click(field('Female'));
    await tab.select(inPopup('[part~="select-field"]:nth-child(1) select'), '1990');
    await tab.select(inPopup('[part~="select-field"]:nth-child(2) select'), '2');
    await tab.select(inPopup('[part~="select-field"]:nth-child(3) select'), '28');
  }

  journey('phone sign-up through both ProfileComplete steps: logged in at the code, the profile saved, the nickname in the header', async ({ tab, origin, demo }) => {
    const phone = await signUp(tab, origin, demo);
    const { user } = (await waitForEvent(tab, 'login-success')) as { user: { phone?: string; name?: string } };
    assert.equal(user.phone, phone);
    assert.equal(user.name, `+65 ${phone.slice(0, 2)}****${phone.slice(-2)}`, 'a new member is named by the masked phone');
    await waitForAccountLabel(tab, user.name);
    await tab.type(field('Nickname'), 'Nina');
    await tab.type(field('Password'), 'Fresh123!');
    await tab.click(button('Confirm'));
    await fillOtherInfo(tab);
    await tab.click(button('Confirm'));
    await waitForClosed(tab);
    assert.deepEqual((await hostEvents(tab)).at(-1), { name: 'close', detail: { reason: 'done' }, page: '/' });
    await visit(tab, `${origin}/user/account`);
    await waitForAccountPage(tab, /^Hello, Nina$/);
    assert.match(await accountText(tab), new RegExp(`Mobile\\s*\\+65 ${phone.slice(0, 1)}\\*\\*\\*${phone.slice(-4)}.*Gender\\s*Female.*Birthday\\s*28 Feb 1990`));
    await visit(tab, `${origin}/`);
    await waitForAccountLabel(tab, 'Nina');
  });

  journey('forgot password → Verify → ResetPassword → success, and the new password logs in', async ({ tab, origin, demo }) => {
    await openLogin(tab, origin);
    await tab.click(button('Forgot password?'));
    await waitForScreen(tab, 'forget');
    await tab.type(field('Email or phone number'), '81234567');
    await tab.click(button('Confirm'));
    await waitForScreen(tab, 'verify');
    await waitForText(tab, 'text', 'An OTP has been sent to 81234567 by SMS');
    await tab.type(field('Verification code'), (await demo.code('81234567')).code);
    await waitForScreen(tab, 'reset');
    await tab.type(field('New password'), 'Newpass9!x');
    await tab.click(button('Confirm'));
    await waitForScreen(tab, 'reset-success');
    await waitForText(tab, 'screen', 'Your password has been reset');
    await tab.click(inPopup('button', 'Go Shopping (5s)'));
    await waitForClosed(tab);
    assert.deepEqual(
      (await hostEvents(tab)).map((event) => event.name),
      ['close'],
    );

    await tab.click(LOGIN_LINK);
    await waitForScreen(tab, 'login');
    await passwordLogin(tab, 'shopper@example.com', 'Newpass9!x');
    await waitForEvent(tab, 'login-success');
    await waitForAccountLabel(tab, 'Sam Shopper');
  });

  journey('session expiry mid-journey: the profile call asks for a login, the member logs in again, and the call goes on', async ({ tab, origin, demo }) => {
    const phone = await signUp(tab, origin, demo);
    await tab.type(field('Password'), 'Fresh123!');
    await tab.click(button('Confirm'));
    await fillOtherInfo(tab);
    await demo.switchFailure({ fail: 'FAIL_SYS_SESSION_EXPIRED', match: 'updateUserProfile' });
    await tab.click(button('Confirm'));
    await waitForScreen(tab, 'login');
    assert.equal(await demo.switchPending(), false);
    await tab.type(field('Phone or Email'), phone);
    await tab.type(field('Password'), 'Fresh123!');
    // The Log in button, clicked: the waiting profile call's busy indicator must not cover it.
    await tab.click(button('Log in'));
    await waitForClosed(tab);
    const logins = (await hostEvents(tab)).filter((event) => event.name === 'login-success');
    assert.equal(logins.length, 2, 'one login-success at sign-up, one at the new login');
    // The popup closes at the new login while the profile call goes on in the page: the account
    // page is read without leaving the demo page, which would cut that call short.
    await waitForServerPage(tab, `/gw/mtop.lazada.member.account.profile.get/1.0/?data=${encodeURIComponent('{}')}`, '"gender":"female".*"birthday":"1990-02-28"');
  });
}
