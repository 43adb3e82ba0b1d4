import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import type { LoginSuccessDetail, NextStepDetail } from '../src/events.ts';
import { browserPage } from '../src/page/browserPage.ts';
import { nativeSleep, pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { button, DEMO_PASSWORD, logout, nextEvent, openPopup, shadow, toastTexts, type } from './support/popup.ts';

async function passwordLogin(element: MemberLoginPopup, email: string): Promise<void> {
  await type(element, 'Phone or Email', email);
  await type(element, 'Password', DEMO_PASSWORD);
  button(element, 'Log in').click();
}

const alert = (element: MemberLoginPopup) => shadow(element).querySelector<HTMLDialogElement>('[part~="alert"]');

describe('next steps after login (scenario accounts)', () => {
  let assign: sinon.SinonStub;
  beforeEach(() => {
    assign = sinon.stub(browserPage, 'assign');
  });
  afterEach(async () => {
    assign.restore();
    await logout();
  });

  const cases: [string, string, boolean, RegExp][] = [
    ['second-verification@example.com', 'SECOND_VERIFICATION', false, /\/user\/second-verification\?redirect=.+&token=.+&type=SECOND_VERIFICATION$/],
    ['jump@example.com', 'JUMP_TO_URL', true, /\/user\/welcome$/],
    ['complete-password@example.com', 'COMPLETE_PASSWORD_FOR_LOGIN', false, /\/user\/reset-password\?bizToken=.+&bizScene=login&redirect=/],
    ['oauth-verify@example.com', 'OAUTH_VERIFY_EMAIL_PASSWORD', false, /\/user\/account-auth\/verify\?token=.+&type=OAUTH_VERIFY_EMAIL_PASSWORD&redirect=/],
    ['oauth-phone@example.com', 'OAUTH_COMPLETE_PHONE_FOR_REGISTER', false, /\/user\/account-auth\/verify\?token=.+&type=OAUTH_COMPLETE_PHONE_FOR_REGISTER&redirect=/],
  ];
  for (const [email, action, loggedIn, url] of cases) {
    it(`${action}: the next-step event, then the page it leads to`, async () => {
      const element = await openPopup();
      const successes: LoginSuccessDetail[] = [];
      element.addEventListener('login-success', (event) => successes.push(event.detail));
      const step = nextEvent<NextStepDetail>(element, 'next-step');
      await passwordLogin(element, email);
      const { detail } = await step;
      expect(detail.action).to.equal(action);
      await pollUntil(() => assign.called, 'the popup did not leave the page');
      expect(assign.firstCall.args[0]).to.match(url);
      expect(new URL(assign.firstCall.args[0] as string).origin).to.equal(location.origin);
      expect(successes.length).to.equal(loggedIn ? 1 : 0);
    });
  }

  it('lets a host that prevents the next-step default take over: nothing is left, the popup closes', async () => {
    const element = await openPopup();
    const takeOver = (event: Event) => event.preventDefault();
    element.addEventListener('next-step', takeOver);
    const closed = nextEvent<{ reason: string }>(element, 'close');
    await passwordLogin(element, 'jump@example.com');
    expect((await closed).detail.reason).to.equal('done');
    expect(assign.called).to.equal(false);
  });
});

describe('restore-account dialog', () => {
  afterEach(logout);

  it('offers to restore an account pending deletion; Cancel keeps it as it is', async () => {
    const element = await openPopup();
    const step = nextEvent<NextStepDetail>(element, 'next-step');
    await passwordLogin(element, 'pending-deletion@example.com');
    expect((await step).detail.action).to.equal('DELETION_COOL_CONFIRM');
    await pollUntil(() => alert(element)?.open, 'no restore dialog');
    expect(alert(element)!.getAttribute('role')).to.equal('alertdialog');
    expect(alert(element)!.textContent).to.contain('Restore your account');
    await expect(element).to.be.accessible();
    button(element, 'Cancel').click();
    await pollUntil(() => !alert(element));
    expect(element.hasAttribute('open')).to.equal(true);
  });

  it('Confirm restores it: the success notice, login-success, then the popup closes', async () => {
    const element = await openPopup();
    await passwordLogin(element, 'pending-deletion@example.com');
    await pollUntil(() => alert(element)?.open, 'no restore dialog');
    const success = nextEvent<LoginSuccessDetail>(element, 'login-success');
    button(element, 'Confirm').click();
    expect((await success).detail.user?.email).to.equal('pending-deletion@example.com');
    await pollUntil(() => toastTexts(element).includes('Your account has been restored'));
    expect(alert(element)).to.equal(null);
    await pollUntil(() => !element.hasAttribute('open'), 'the popup did not close', 5000);
  });

  it('Escape closes the dialog, not the popup', async () => {
    const element = await openPopup();
    await passwordLogin(element, 'pending-deletion@example.com');
    await pollUntil(() => alert(element)?.open, 'no restore dialog');
    alert(element)!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await pollUntil(() => !alert(element));
    await nativeSleep(50);
    expect(element.hasAttribute('open')).to.equal(true);
  });
});
