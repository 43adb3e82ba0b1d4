/**
 * Account security in `<member-account>`, in the browser, on dist's module graph, against the
 * reference member service (the demo's security@example.com, put back after each test): a change
 * of e-mail, phone or password asks for a verification first, over the page (the methods strongest
 * first, another method chosen, a wrong answer refused in place), and the call goes on once it is
 * passed; giving up loses nothing typed; the devices; a deletion (its blockers, the word to type,
 * the pending state); the verification page of a login's second verification; axe on each.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { browserPage } from '../src/page/browserPage.ts';
import {
  accountFixture,
  button,
  field,
  go,
  loaded,
  loginVerificationPage,
  root,
  slideToEnd,
  securityMemberOn as memberOn,
  text,
  toasts,
  until,
  VERIFYING_MEMBER,
  type MemberAccount,
} from './support/account.ts';
import { deepActive, pollFor, pollUntil } from './support/fixtures.ts';
import { sendKeys } from './support/keyboard.ts';
import { codeSentBy, DEMO_PASSWORD, loginPage, logout, nextEvent, outboxCode, servicePublicKey, setValue } from './support/popup.ts';

const MEMBER_PHONE = '81234568';

const dialog = (element: MemberAccount) => root(element).querySelector<HTMLDialogElement>('[part~="verification-dialog"]');
const inDialog = (element: MemberAccount) => dialog(element)?.textContent ?? '';

function dialogButton(element: MemberAccount, label: string | RegExp): HTMLButtonElement {
  const found = [...(dialog(element)?.querySelectorAll('button') ?? [])].find((candidate) =>
    typeof label === 'string' ? candidate.textContent?.trim() === label : label.test(candidate.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${String(label)} in the verification`);
  return found;
}

function dialogFieldOrNone(element: MemberAccount, label: string): HTMLInputElement | undefined {
  const labelled = [...(dialog(element)?.querySelectorAll('label') ?? [])].find((candidate) => candidate.textContent?.trim() === label);
  const found = labelled?.htmlFor ? root(element).getElementById(labelled.htmlFor) : labelled?.querySelector('input');
  return found instanceof HTMLInputElement ? found : undefined;
}

function dialogField(element: MemberAccount, label: string): HTMLInputElement {
  const found = dialogFieldOrNone(element, label);
  if (!found) throw new Error(`no field ${label} in the verification`);
  return found;
}

async function verificationShown(element: MemberAccount): Promise<void> {
  await pollUntil(() => dialog(element)?.open && inDialog(element).includes('Use another method'), 'the verification did not show');
}

/** Clicks, and waits until the method shown has sent the answer and has the service's reply (its `aria-busy` went true, then false). */
function answered(element: MemberAccount, click: () => void): Promise<void> {
  return new Promise((resolve) => {
    let busy = false;
    const observer = new MutationObserver(() => {
      const state = dialog(element)?.querySelector('[part~="method"]')?.getAttribute('aria-busy');
      if (state === 'true') busy = true;
      else if (busy || !dialog(element)?.querySelector('[part~="method"]')) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(root(element), { attributes: true, subtree: true, childList: true, attributeFilter: ['aria-busy'] });
    click();
  });
}

describe('<member-account> account security', () => {
  // The test page's own address (the runner's session is in its query), put back after each test.
  const address = location.href;
  afterEach(async () => {
    history.replaceState(null, '', address);
    await logout();
  });

  it('changes the e-mail: a verification first (SMS suggested, the password chosen instead, a wrong one refused), then the code to the new address', async function () {
    this.timeout(40000);
    const element = await memberOn('#/email/change', 'Change email');
    expect(text(element)).to.match(/Your email address: s\*+y@example\.com/);
    const address = `sid.${Date.now()}@example.com`;
    setValue(field(element, 'New email address'), address);
    button(element, 'Send code').click();
    await verificationShown(element);
    await expect(element).to.be.accessible();
    expect(inDialog(element)).to.include("To change your email address, first confirm it's you.");
    // The strongest the member has opens: an SMS code (no other device is signed in); the others are offered.
    expect(inDialog(element)).to.include('Code by SMS to +65');
    dialogButton(element, 'My password').click();
    await pollUntil(() => dialog(element)?.querySelector('input[type="password"]'), 'the password method did not open');
    setValue(dialogField(element, 'Password'), 'Wrong12345!');
    dialogButton(element, 'Verify').click();
    await pollUntil(() => dialogField(element, 'Password').getAttribute('aria-invalid') === 'true', 'a wrong password was not refused');
    setValue(dialogField(element, 'Password'), DEMO_PASSWORD);
    dialogButton(element, 'Verify').click();
    // Verified: the dialog goes, and the call it interrupted goes on by itself.
    await pollUntil(() => !dialog(element) && text(element).includes(`code to ${address}`), 'the change did not go on after the verification');
    const code = await pollFor(async () => (await outboxCode(address))?.code, 'no code to the new address');
    const changed = nextEvent<{ what: string }>(element, 'account-change');
    setValue(field(element, 'Verification code'), code);
    button(element, 'Confirm').click();
    expect((await changed).detail.what).to.equal('email');
    await until(element, /^Hello, /);
    expect(toasts(element)).to.include('Your email address has been changed.');
  });

  it('by keyboard alone: submit with Enter, choose another method (the focus follows it), answer it, and the focus goes on to the code sent', async function () {
    this.timeout(40000);
    const element = await memberOn('#/email/change', 'Change email');
    field(element, 'New email address').focus();
    await sendKeys({ type: `sid.keys.${Date.now()}@example.com` });
    await sendKeys({ press: 'Enter' });
    await verificationShown(element);
    expect(dialog(element)!.contains(deepActive()), 'the focus is in the verification').to.equal(true);
    for (let presses = 0; presses < 12 && deepActive()?.textContent !== 'My password'; presses++) await sendKeys({ press: 'Tab' });
    expect(deepActive()?.textContent).to.equal('My password');
    await sendKeys({ press: 'Enter' });
    await pollUntil(() => deepActive()?.tagName === 'H3' && deepActive()?.textContent === 'My password', 'the chosen method did not take the focus');
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(dialogField(element, 'Password'));
    await sendKeys({ type: DEMO_PASSWORD });
    await sendKeys({ press: 'Enter' });
    await pollUntil(() => !dialog(element) && text(element).includes('Verification code'), 'the change did not go on');
    await pollUntil(() => deepActive()?.getAttribute('autocomplete') === 'one-time-code', 'the focus did not go to the code sent to the new address');
  });

  it('never offers the security question for a change, even to a member who has answers (it would hand the account over)', async () => {
    await loginPage('question@example.com', DEMO_PASSWORD);
    history.replaceState(null, '', '#/email/change');
    const element = await accountFixture({ 'public-key': await servicePublicKey() });
    await until(element, 'Change email');
    await loaded(element);
    setValue(field(element, 'New email address'), `quinn.${Date.now()}@example.com`);
    button(element, 'Send code').click();
    await verificationShown(element);
    const others = [...dialog(element)!.querySelectorAll('[part~="methods"] button')].map((candidate) => candidate.textContent ?? '');
    expect(others).to.not.include('My security question');
    expect(inDialog(element)).to.not.include('In which city were you born?');
    expect(others.length).to.be.greaterThan(0);
  });

  it('gives up on the verification: Cancel closes it, what was typed stays, nothing is said, nothing is sent', async () => {
    const element = await memberOn('#/mobile/send', 'Add or change mobile');
    expect(text(element)).to.include('Your mobile number: +65');
    setValue(field(element, 'New mobile number'), '91234567');
    button(element, 'Send code').click();
    await verificationShown(element);
    dialogButton(element, 'Cancel').click();
    await pollUntil(() => !dialog(element), 'the verification did not close');
    expect(field(element, 'New mobile number').value).to.equal('91234567');
    expect(toasts(element)).to.deep.equal([]);
    expect(await outboxCode('91234567')).to.equal(undefined);
  });

  it('five wrong answers reject the verification: the request stops, what was typed on the page stays (dark)', async function () {
    this.timeout(30000);
    const element = await memberOn('#/devices', 'Devices', { theme: 'dark' });
    await go(element, '#/email/change', 'Change email');
    await loaded(element);
    setValue(field(element, 'New email address'), 'sid.rejected@example.com');
    button(element, 'Send code').click();
    await verificationShown(element);
    await expect(element).to.be.accessible();
    dialogButton(element, 'My password').click();
    await pollUntil(() => dialog(element)?.querySelector('input[type="password"]'), 'the password method did not open');
    for (let attempt = 1; attempt <= 5; attempt++) {
      setValue(dialogField(element, 'Password'), `Wrong${attempt}2345!`);
      await answered(element, () => dialogButton(element, 'Verify').click());
      if (attempt < 5) expect(dialogField(element, 'Password').getAttribute('aria-invalid'), `wrong answer ${attempt}`).to.equal('true');
    }
    await pollUntil(() => inDialog(element).includes('Verification rejected'), 'the fifth wrong answer did not reject the verification');
    await expect(element).to.be.accessible();
    dialogButton(element, 'Close').click();
    await pollUntil(() => !dialog(element), 'the verification did not close');
    expect(field(element, 'New email address').value).to.equal('sid.rejected@example.com');
  });

  it('changes the mobile number after an SMS code to the current one; the new one is confirmed by its own code', async function () {
    this.timeout(40000);
    const element = await memberOn('#/mobile/send', 'Add or change mobile');
    setValue(field(element, 'New mobile number'), '91230001');
    button(element, 'Send code').click();
    await verificationShown(element);
    const current = await codeSentBy(MEMBER_PHONE, () => dialogButton(element, 'Send code').click());
    await pollUntil(() => dialog(element)?.querySelector('input[autocomplete="one-time-code"]'), 'no code field');
    setValue(dialogField(element, 'Verification code'), current);
    await pollUntil(() => !dialog(element) && text(element).includes('code to +65 91230001'), 'the change did not go on');
    const code = await pollFor(async () => (await outboxCode('91230001'))?.code, 'no code to the new number');
    const changed = nextEvent<{ what: string }>(element, 'account-change');
    setValue(field(element, 'Verification code'), code);
    button(element, 'Confirm').click();
    expect((await changed).detail.what).to.equal('phone');
    expect(toasts(element)).to.include('Your mobile number has been changed.');
  });

  it('changes the password with the current one: a wrong current one, a common new one and the current one again are refused in place, nothing typed lost', async () => {
    const element = await memberOn('#/password/change', 'Change password');
    setValue(field(element, 'Current password'), 'Wrong12345!');
    setValue(field(element, 'New password'), 'Better2026!');
    setValue(field(element, 'Re-enter new password'), 'Better2026');
    button(element, 'Save').click();
    await pollUntil(() => field(element, 'Re-enter new password').getAttribute('aria-invalid') === 'true', 'a re-entered password that differs was not refused');
    expect(text(element)).to.include('The passwords do not match');
    setValue(field(element, 'Re-enter new password'), 'Better2026!');
    button(element, 'Save').click();
    await pollUntil(() => root(element).querySelector('[part~="page"] [role="alert"]'), 'a wrong current password was not refused');
    expect(field(element, 'New password').value).to.equal('Better2026!');
    setValue(field(element, 'Current password'), DEMO_PASSWORD);
    setValue(field(element, 'New password'), 'P@ssw0rd1!');
    setValue(field(element, 'Re-enter new password'), 'P@ssw0rd1!');
    button(element, 'Save').click();
    await pollUntil(() => /common|guess/i.test(root(element).querySelector('[part~="page"] [role="alert"]')?.textContent ?? ''), 'a common password was not refused');
    setValue(field(element, 'New password'), DEMO_PASSWORD);
    setValue(field(element, 'Re-enter new password'), DEMO_PASSWORD);
    button(element, 'Save').click();
    await pollUntil(() => field(element, 'New password').getAttribute('aria-invalid') === 'true', 'a new password equal to the current one was not refused');
    expect(text(element)).to.include('The new password must be different from the current one');
    await expect(element).to.be.accessible();
    setValue(field(element, 'New password'), 'Better2026!');
    setValue(field(element, 'Re-enter new password'), 'Better2026!');
    expect(field(element, 'Sign out of all other devices').checked, 'ticked by default').to.equal(true);
    const changed = nextEvent<{ what: string }>(element, 'account-change');
    button(element, 'Save').click();
    expect((await changed).detail.what).to.equal('password');
    expect(toasts(element)).to.include('Your password has been changed.');
  });

  it('lists the devices signed in, this one marked', async () => {
    const element = await memberOn('#/devices', 'Devices');
    const devices = root(element).querySelectorAll('[part~="device"]');
    expect(devices.length).to.equal(1);
    expect(devices[0]?.textContent).to.include('This device');
    expect(text(element)).to.include('This is the only device signed in to your account.');
  });

  it('shows what stands in the way of a deletion: the demo shopper has orders not yet delivered', async () => {
    await loginPage();
    history.replaceState(null, '', '#/account/delete');
    const element = await accountFixture({ 'public-key': await servicePublicKey() });
    await until(element, 'Delete account');
    await loaded(element);
    expect(text(element)).to.include('You have orders that are not delivered yet.');
    expect(root(element).querySelector('input[name="confirmation"]')).to.equal(null);
  });

  it('deletes the account after the word and a verification: pending until the end of the cooling period, logged out everywhere', async function () {
    this.timeout(40000);
    const element = await memberOn('#/account/delete', 'Delete account');
    button(element, 'Delete my account').click();
    await pollUntil(() => field(element, 'Type DELETE to confirm').getAttribute('aria-invalid') === 'true', 'the missing word was not refused');
    setValue(field(element, 'Type DELETE to confirm'), 'DELETE');
    button(element, 'Delete my account').click();
    await verificationShown(element);
    dialogButton(element, 'My password').click();
    await pollUntil(() => dialog(element)?.querySelector('input[type="password"]'), 'the password method did not open');
    setValue(dialogField(element, 'Password'), DEMO_PASSWORD);
    const loggedOut = nextEvent(element, 'logout');
    dialogButton(element, 'Verify').click();
    await loggedOut;
    await until(element, 'Your account will be deleted');
    await expect(element).to.be.accessible();
    const answer = (await (await fetch('/gw/mtop.lazada.member.account.profile.get/1.0/?data={}')).json()) as { ret: string[] };
    expect(answer.ret[0]).to.match(/^FAIL_SYS_SESSION_EXPIRED/);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`the verification page of a login's second verification: the slider alone first, then a code by SMS, then back where the login began (${theme})`, async function () {
      this.timeout(40000);
      const assign = sinon.stub(browserPage, 'assign');
      try {
        const element = await loginVerificationPage({ theme });
        await pollUntil(() => root(element).querySelector('input[type="range"]'), 'the slider was not shown first');
        expect(text(element)).to.include('First, slide to the end to show that a person is here.');
        expect(root(element).querySelector('[part~="methods"]'), 'nothing to choose before it').to.equal(null);
        expect(text(element)).to.not.include('Code by SMS');
        await expect(element).to.be.accessible();
        expect(root(element).querySelector('[part~="menu"]'), 'the page alone').to.equal(null);
        await slideToEnd(element);
        await pollUntil(
          () => [...root(element).querySelectorAll('button')].some((candidate) => candidate.textContent === 'Send code'),
          'the slide did not open the SMS code',
        );
        expect(root(element).querySelector('input[type="range"]'), 'the slider verified nothing, and is gone').to.equal(null);
        expect(text(element)).to.include('For your security, please confirm that it is you logging in.');
        await expect(element).to.be.accessible();
        const code = await codeSentBy(VERIFYING_MEMBER.phone, () => button(element, 'Send code').click());
        await pollUntil(() => root(element).querySelector('input[autocomplete="one-time-code"]'), 'no code field');
        setValue(field(element, 'Verification code'), code);
        await pollUntil(() => assign.called, 'the page did not go back');
        expect(assign.firstCall.args[0]).to.equal(`${location.origin}/after`);
        const user = (await (await fetch('/gw/mtop.lazada.member.account.profile.get/1.0/?data={}')).json()) as { ret: string[] };
        expect(user.ret[0]).to.match(/^SUCCESS/);
      } finally {
        assign.restore();
      }
    });
  }

  it('the verification page never goes back to a host outside the allow-list', async () => {
    history.replaceState(null, '', `${location.pathname}?token=unknown&redirect=${encodeURIComponent('https://evil.example/steal')}`);
    const element = await accountFixture({ view: 'verification' });
    await until(element, 'Security verification');
    await pollUntil(() => text(element).includes('could not be loaded'), 'an unknown token was not refused');
    await pollUntil(() => root(element).querySelector('a[part~="button"]'), 'no way back');
    expect(new URL(root(element).querySelector<HTMLAnchorElement>('a[part~="button"]')!.href).origin).to.equal(location.origin);
  });
});
