/**
 * Sign-up by e-mail (issue 25, point 2) from the header's Sign up link, and a guest claiming their
 * orders (point 3) on the guest page with the demo's guest address, finding them in the member
 * area's orders.
 */
import assert from 'node:assert/strict';
import type { DefineJourney } from '../support/journey.ts';
import {
  button,
  field,
  inPopup,
  SIGNUP_LINK,
  visit,
  waitForAccountLabel,
  waitForAccountPage,
  waitForClosed,
  waitForEvent,
  waitForScreen,
  waitForText,
} from '../support/shopper.ts';

/** The demo's address with guest orders (service/domain/demoGrocery.ts) and their numbers' start. */
const GUEST_EMAIL = 'guest@example.com';
const GUEST_ORDER_NUMBER = /GS9001\d{8}/;

let addresses = 0;
function freshEmail(): string {
  addresses += 1;
  return `e2e.${Date.now()}.${addresses}@example.com`;
}

export function emailSignupJourneys(journey: DefineJourney): void {
  journey(
    'e-mail sign-up from the header: the address and terms, the code and a password, then ProfileComplete without a password, logged in',
    async ({ tab, origin, demo }) => {
      const email = freshEmail();
      await visit(tab, `${origin}/`);
      await tab.click(SIGNUP_LINK);
      await waitForScreen(tab, 'registry');
      await tab.click(button('Email'));
      await tab.type(field('Email address'), email);
      await tab.click(inPopup('#mlp-terms'));
      await tab.click(button('Send code'));
      await waitForScreen(tab, 'registry-code');
      await tab.type(field('Verification code'), (await demo.code(email)).code);
      await tab.type(field('Password'), 'Fresh123!');
      await tab.click(button('Create account'));
      await waitForScreen(tab, 'profile-base');
      const { user } = (await waitForEvent(tab, 'login-success')) as { user: { email?: string; name?: string } };
      assert.equal(user.email, email);
      await tab.click(button('Fill in Later'));
      await waitForClosed(tab);
      await waitForAccountLabel(tab, user.name ?? '');
    },
  );

  journey('a guest claims their orders on the guest page and finds them in the member area', async ({ tab, origin, demo }) => {
    await visit(tab, `${origin}/user/guest-register`);
    await waitForText(tab, 'guest-title', 'Claim your orders');
    await tab.type(field('Email address'), GUEST_EMAIL);
    await tab.click(inPopup('#mlp-terms'));
    await tab.click(button('Send code'));
    await waitForScreen(tab, 'registry-code');
    await tab.type(field('Verification code'), (await demo.code(GUEST_EMAIL)).code);
    await tab.type(field('Password'), 'Fresh123!');
    await tab.click(button('Create account'));
    await waitForText(tab, 'guest-orders', 'Your guest orders (3) are now in your account.');
    await tab.click(inPopup('a', 'See my orders'));
    await waitForAccountPage(tab, /^My orders$/);
    await tab.waitFor((source: string) => new RegExp(source).test(document.querySelector('member-account')?.shadowRoot?.textContent ?? ''), [GUEST_ORDER_NUMBER.source], {
      message: 'the guest orders are not in the list',
    });
  });
}
