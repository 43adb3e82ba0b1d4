/**
 * The demo accounts whose login needs a next step (a page, a jump, a new password, a restore), and
 * the two phones that cannot sign up: recently deleted, and risky.
 */
import assert from 'node:assert/strict';
import {
  button,
  waitForBusyOver,
  watchBusy,
  field,
  hostEvents,
  inPopup,
  mainText,
  onPage,
  openLogin,
  passwordLogin,
  startSignUp,
  visit,
  waitForAccountLabel,
  waitForClosed,
  waitForEvent,
  waitForPage,
  waitForScreen,
  waitForText,
  DEMO_PASSWORD,
  type HostEvent,
} from '../support/shopper.ts';
import type { DefineJourney } from '../support/journey.ts';

export function nextStepJourneys(journey: DefineJourney): void {
  /**
   * The next-step accounts whose step is a confirmation page: where the login lands, and who is
   * logged in after it. (SECOND_VERIFICATION's page is the verification: journeys/security.ts.)
   */
  const nextStepPages = [
    { account: 'oauth-verify@example.com', action: 'OAUTH_VERIFY_EMAIL_PASSWORD', page: '/user/account-auth/verify', name: 'Olive Oauth' },
    { account: 'oauth-phone@example.com', action: 'OAUTH_COMPLETE_PHONE_FOR_REGISTER', page: '/user/account-auth/verify', name: 'Otto Oauth' },
  ] as const;
  for (const step of nextStepPages) {
    journey(`${step.account}: next-step ${step.action}, no login-success, its page, then back on the demo page logged in`, async ({ tab, origin }) => {
      await openLogin(tab, origin);
      await passwordLogin(tab, step.account, DEMO_PASSWORD);
      const landed = await waitForPage(tab, step.page);
      const events = await hostEvents(tab);
      assert.deepEqual(
        events.map((event) => [event.name, event.detail['action']]),
        [['next-step', step.action]],
      );
      assert.equal(landed.searchParams.get('redirect'), `${origin}/`);
      await tab.click(onPage('button', "Confirm it's me"));
      await waitForPage(tab, '/');
      await waitForAccountLabel(tab, step.name);
    });
  }

  journey('jump@example.com: next-step JUMP_TO_URL and login-success, then the welcome-offer page, logged in', async ({ tab, origin }) => {
    await openLogin(tab, origin);
    await passwordLogin(tab, 'jump@example.com', DEMO_PASSWORD);
    await waitForPage(tab, '/user/welcome');
    assert.match(await mainText(tab), /Welcome offer/);
    const events = await hostEvents(tab);
    assert.deepEqual(
      events.map((event) => event.name),
      ['next-step', 'login-success'],
    );
    const [nextStep, login] = events as [HostEvent, HostEvent];
    assert.equal(nextStep.detail['action'], 'JUMP_TO_URL');
    assert.equal((login.detail['user'] as { name?: string }).name, 'Jay Jump');
    await visit(tab, `${origin}/`);
    await waitForAccountLabel(tab, 'Jay Jump');
  });

  journey('complete-password@example.com: next-step COMPLETE_PASSWORD_FOR_LOGIN, the reset-password page, a new password', async ({ tab, origin }) => {
    await openLogin(tab, origin);
    await passwordLogin(tab, 'complete-password@example.com', DEMO_PASSWORD);
    const landed = await waitForPage(tab, '/user/reset-password');
    assert.ok(landed.searchParams.get('bizToken'), landed.href);
    assert.deepEqual(
      (await hostEvents(tab)).map((event) => [event.name, event.detail['action']]),
      [['next-step', 'COMPLETE_PASSWORD_FOR_LOGIN']],
    );
    await waitForScreen(tab, 'reset');
    await tab.type(field('New password'), 'Complete1!');
    await tab.click(button('Confirm'));
    await waitForScreen(tab, 'reset-success');
  });

  journey('pending-deletion@example.com: the restore dialog, no login-success before Confirm, then restored and logged in', async ({ tab, origin }) => {
    await openLogin(tab, origin);
    await passwordLogin(tab, 'pending-deletion@example.com', DEMO_PASSWORD);
    await waitForText(tab, 'alert-title', 'Restore your account');
    assert.deepEqual(
      (await hostEvents(tab)).map((event) => [event.name, event.detail['action']]),
      [['next-step', 'DELETION_COOL_CONFIRM']],
    );
    await tab.click(inPopup('[part~="alert"] button', 'Confirm'));
    await waitForText(tab, 'toast', 'Your account has been restored');
    const detail = await waitForEvent(tab, 'login-success');
    assert.equal((detail.user as { name?: string }).name, 'Dee Leted');
    await waitForAccountLabel(tab, 'Dee Leted');
    await waitForClosed(tab);
  });

  journey('+65 8123 0000, recently deleted: signing up ends on the registration-failure page', async ({ tab, origin, demo }) => {
    await startSignUp(tab, origin, '81230000');
    await tab.click(button('Send code via SMS'));
    await waitForScreen(tab, 'verify');
    await tab.type(field('Verification code'), (await demo.code('81230000')).code);
    await waitForPage(tab, '/user/close-account/registration-failure');
    assert.match(await mainText(tab), /Registration failed/);
  });

  journey('+65 8123 9999, risky: sending the code is refused and the popup says nothing (still Sign up, no toast, no code)', async ({ tab, origin, demo }) => {
    await startSignUp(tab, origin, '81239999');
    await watchBusy(tab);
    await tab.click(button('Send code via SMS'));
    await waitForBusyOver(tab);
    await waitForScreen(tab, 'registry');
    assert.equal(
      await tab.evaluate(() => document.querySelector('member-login-popup')?.shadowRoot?.querySelectorAll('[part~="toast"], [part~="field-error"]').length ?? -1),
      0,
    );
    await assert.rejects(demo.code('81239999'), /no code/);
  });
}
