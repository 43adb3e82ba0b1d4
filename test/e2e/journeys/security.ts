/**
 * Account security on the demo: a login that needs a second verification, the slider first (a
 * person is there), then a code by SMS (the member is); a phone change, verified by a code to the old number, whose
 * notices the outbox shows on every address; a password change that signs out the member's other
 * browser; a deletion, then a login in the cooling period that restores the account.
 */
import assert from 'node:assert/strict';
import type { OutboxEntry } from '../../../service/domain/outbox.ts';
import {
  accountField,
  accountText,
  DEMO_PASSWORD,
  inAccount,
  inPopup,
  mainText,
  onPage,
  openLogin,
  passwordLogin,
  visit,
  waitForAccountLabel,
  waitForAccountPage,
  waitForClosed,
  waitForPage,
  waitForText,
} from '../support/shopper.ts';
import type { Tab } from '../support/driver.ts';
import type { DefineJourney } from '../support/journey.ts';

const MEMBER = 'security@example.com';
const MEMBER_PHONE = '81234568';

/** Logs `tab` in as the security member with the popup, then opens the member area at `hash`. */
export async function memberArea(tab: Tab, origin: string, hash: string, title: RegExp): Promise<void> {
  await openLogin(tab, origin);
  await passwordLogin(tab, MEMBER, DEMO_PASSWORD);
  await waitForAccountLabel(tab, 'Sid Secure');
  await waitForClosed(tab);
  await visit(tab, `${origin}/user/profile${hash}`);
  await waitForAccountPage(tab, title);
}

/** Waits for the verification over the member area's page. */
export async function waitForVerification(tab: Tab): Promise<void> {
  await tab.waitFor(() => Boolean(document.querySelector('member-account')?.shadowRoot?.querySelector('dialog[open][part~="verification-dialog"]')), [], {
    message: 'the verification did not show',
  });
}

/**
 * The newest message the outbox delivered to `to` since `since` (ISO time, taken before the click
 * that sends it) that `wanted` accepts, asking the outbox until it is there (delivery follows the
 * answer).
 */
export async function delivered(origin: string, to: string, since: string, wanted: (entry: OutboxEntry) => boolean): Promise<OutboxEntry> {
  for (let tries = 0; tries < 100; tries++) {
    const entries = (await (await fetch(`${origin}/__dev/outbox?phone=${encodeURIComponent(to)}`)).json()) as OutboxEntry[];
    const found = entries.find((entry) => entry.at >= since && wanted(entry));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the outbox has nothing new for ${to}`);
}

export const withLink = (path: string) => (entry: OutboxEntry) => Boolean(entry.link?.includes(path));
export const withCode = (entry: OutboxEntry) => entry.code !== '';

export function securityJourneys(journey: DefineJourney): void {
  journey('second verification: the slider first, then a code by SMS, then back on the demo page logged in', async ({ tab, origin }) => {
    await openLogin(tab, origin);
    await passwordLogin(tab, 'second-verification@example.com', DEMO_PASSWORD);
    const landed = await waitForPage(tab, '/user/second-verification');
    assert.equal(landed.searchParams.get('redirect'), `${origin}/`);
    await waitForAccountPage(tab, /^Security verification$/);
    await tab.waitFor(() => Boolean(document.querySelector('member-account')?.shadowRoot?.querySelector('input[type="range"]')), [], {
      message: 'the slider was not shown first',
    });
    // A hand's drag: uneven steps over about half a second, to the end.
    await tab.evaluate(async () => {
      const slider = document.querySelector('member-account')?.shadowRoot?.querySelector<HTMLInputElement>('input[type="range"]');
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      for (const [x, pause] of [
        [12, 90],
        [40, 70],
        [75, 100],
        [92, 120],
        [100, 140],
      ] as const) {
        await new Promise((resolve) => setTimeout(resolve, pause));
        if (slider) setter?.call(slider, String(x));
        slider?.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return true;
    });
    const since = new Date().toISOString();
    await tab.click(inAccount('button', 'Send code'));
    await tab.type(accountField('Verification code'), (await delivered(origin, '81234569', since, withCode)).code);
    await waitForPage(tab, '/');
    await waitForAccountLabel(tab, 'Vera Verify');
  });

  journey('a phone change: verified by a code to the old number, confirmed by a code to the new one, and a notice on every address', async ({ tab, origin }) => {
    await memberArea(tab, origin, '#/mobile/send', /^Add or change mobile$/);
    await tab.type(accountField('New mobile number'), '91230002');
    await tab.click(inAccount('button', 'Send code'));
    await waitForVerification(tab);
    const since = new Date().toISOString();
    await tab.click(inAccount('[part~="verification-dialog"] button', 'Send code'));
    await tab.type(accountField('Verification code'), (await delivered(origin, MEMBER_PHONE, since, withCode)).code);
    await tab.waitFor(() => /code to \+65 91230002/.test(document.querySelector('member-account')?.shadowRoot?.textContent ?? ''), [], {
      message: 'the change did not go on after the verification',
    });
    await tab.type(accountField('Verification code'), (await delivered(origin, '91230002', since, withCode)).code);
    await tab.click(inAccount('button', 'Confirm'));
    await waitForAccountPage(tab, /^Hello, /);
    assert.match(await accountText(tab), /\+65 9\*+0002/);
    // The notices: the old number, the new one and the e-mail address each heard of it, with a way to say it was not them.
    for (const to of [MEMBER_PHONE, '91230002', MEMBER]) await delivered(origin, to, since, withLink('/user/not-me?token='));
  });

  journey('a password change signs out the member in another browser', async ({ tab, origin, device }) => {
    const other = await device();
    await memberArea(other, origin, '#/profile/my', /^Hello, /);
    await memberArea(tab, origin, '#/password/change', /^Change password$/);
    await tab.type(accountField('Current password'), DEMO_PASSWORD);
    await tab.type(accountField('New password'), 'Changed2026!');
    await tab.type(accountField('Re-enter new password'), 'Changed2026!');
    await tab.click(inAccount('button', 'Save'));
    await waitForAccountPage(tab, /^Hello, /);
    // The other browser loads the member area again (a new page, not a hash change): its session is over.
    await visit(other, `${origin}/user/account`);
    await waitForAccountPage(other, /^You are not logged in$/);
  });

  journey('a deletion: the word, a verification by password, pending; then a login in the cooling period restores the account', async ({ tab, origin }) => {
    await memberArea(tab, origin, '#/account/delete', /^Delete account$/);
    await tab.type(accountField('Type DELETE to confirm'), 'DELETE');
    await tab.click(inAccount('button', 'Delete my account'));
    await waitForVerification(tab);
    await tab.click(inAccount('[part~="verification-dialog"] button', 'My password'));
    await tab.type(accountField('Password'), DEMO_PASSWORD);
    await tab.click(inAccount('[part~="verification-dialog"] button', 'Verify'));
    await waitForAccountPage(tab, /^Your account will be deleted$/);
    await openLogin(tab, origin);
    await passwordLogin(tab, MEMBER, DEMO_PASSWORD);
    await waitForText(tab, 'alert-title', 'Restore your account');
    await tab.click(inPopup('[part~="alert"] button', 'Confirm'));
    await waitForText(tab, 'toast', 'Your account has been restored');
    await waitForAccountLabel(tab, 'Sid Secure');
  });

  journey('a push to the other device: it types the number the screen shows, and a third device is signed out (never asked itself)', async ({ tab, origin, device }) => {
    const other = await device();
    await memberArea(other, origin, '#/profile/my', /^Hello, /);
    const third = await device();
    await memberArea(third, origin, '#/profile/my', /^Hello, /);
    await memberArea(tab, origin, '#/devices', /^Devices$/);
    // The devices in the order they signed in: the other device, the third, this one.
    await tab.click(inAccount('[part~="device"]:nth-child(2) button', 'Sign out'));
    await tab.click(inAccount('[part~="alert"] button', 'Sign out'));
    await waitForVerification(tab);
    // The strongest method the member has is the push to their other signed-in device, never to the one signed out.
    const since = new Date().toISOString();
    await tab.click(inAccount('[part~="verification-dialog"] button', 'Send a request to my other device'));
    const number = await tab.waitFor(() => document.querySelector('member-account')?.shadowRoot?.querySelector('[part~="push-number"]')?.textContent ?? '', [], {
      message: 'no number to choose',
    });
    const link = (await delivered(origin, MEMBER, since, withLink('/user/verify-push'))).link ?? '';
    await visit(other, link);
    await other.type(onPage('input[name="number"]'), number);
    await other.click(onPage('button', 'Approve'));
    await other.waitFor(() => /Done\. Please finish on the other screen\./.test(document.body.textContent ?? ''), [], { message: 'the push was not approved' });
    await tab.waitFor(() => /Signed out\./.test(document.querySelector('member-account')?.shadowRoot?.textContent ?? ''), [], {
      message: 'the device was not signed out after the push',
    });
    await visit(third, `${origin}/user/account`);
    await waitForAccountPage(third, /^You are not logged in$/);
    await visit(other, `${origin}/user/account`);
    await waitForAccountPage(other, /^Hello, /);
  });

  journey('an e-mail link opened on another device verifies a password change; opened again, it has expired', async ({ tab, origin, device }) => {
    await memberArea(tab, origin, '#/password/change', /^Change password$/);
    await tab.click(inAccount('button', "I don't remember it"));
    await tab.type(accountField('New password'), 'Linked2026!');
    await tab.type(accountField('Re-enter new password'), 'Linked2026!');
    await tab.click(inAccount('button', 'Save'));
    await waitForVerification(tab);
    await tab.click(inAccount('[part~="verification-dialog"] button', 'Link by email to s***y@example.com'));
    const since = new Date().toISOString();
    await tab.click(inAccount('[part~="verification-dialog"] button', 'Send link'));
    const link = (await delivered(origin, MEMBER, since, withLink('/user/verify-link'))).link ?? '';
    const phone = await device();
    await visit(phone, link);
    await phone.click(onPage('button', "Yes, it's me"));
    await phone.waitFor(() => /You're verified/.test(document.body.textContent ?? ''), [], { message: 'the link did not verify' });
    await waitForAccountPage(tab, /^Hello, /);
    await visit(phone, link);
    await waitForPage(phone, '/user/verification/link-expired');
    assert.match(await mainText(phone), /This link has expired/);
    await phone.click(onPage('a', 'Back to home'));
    await waitForPage(phone, '/');
  });
}
