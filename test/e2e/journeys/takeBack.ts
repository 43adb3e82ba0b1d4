/**
 * The owner takes the account back (issue 32): a thief with the password and a second browser
 * changes the e-mail twice, signing the owner out; the original mailbox hears of both changes, and
 * its "this wasn't me" link puts the original address back and signs every device out; the new
 * password is set from the link sent to the original address, and the thief's session is gone.
 */
import assert from 'node:assert/strict';
import type { Tab } from '../support/driver.ts';
import type { DefineJourney } from '../support/journey.ts';
import {
  accountField,
  DEMO_PASSWORD,
  field,
  button,
  inAccount,
  onPage,
  openLogin,
  passwordLogin,
  visit,
  waitForAccountLabel,
  waitForAccountPage,
  waitForClosed,
  waitForScreen,
} from '../support/shopper.ts';
import { delivered, memberArea, waitForVerification, withCode, withLink } from './security.ts';

const MEMBER = 'security@example.com';

/** On the member area's Change email page: a verification by password (the thief knows it), then the code sent to `address`. */
async function changeEmail(tab: Tab, origin: string, address: string): Promise<void> {
  await tab.type(accountField('New email address'), address);
  await tab.click(inAccount('button', 'Send code'));
  await waitForVerification(tab);
  const since = new Date().toISOString();
  await tab.click(inAccount('[part~="verification-dialog"] button', 'My password'));
  await tab.type(accountField('Password'), DEMO_PASSWORD);
  await tab.click(inAccount('[part~="verification-dialog"] button', 'Verify'));
  await tab.type(accountField('Verification code'), (await delivered(origin, address, since, withCode)).code);
  await tab.click(inAccount('button', 'Confirm'));
  await waitForAccountPage(tab, /^Hello, /);
}

/** Waits until the server page in `tab` (not the element) reads as `pattern`. */
async function waitForPageText(tab: Tab, pattern: string): Promise<void> {
  await tab.waitFor((wanted: string) => new RegExp(wanted).test(document.body?.textContent?.replace(/\s+/g, ' ') ?? ''), [pattern], {
    message: `the page never read as ${pattern}`,
  });
}

export function takeBackJourneys(journey: DefineJourney): void {
  journey("a thief changes the e-mail twice; the owner takes the account back from the original mailbox's not-me link", async ({ tab, origin, device }) => {
    await memberArea(tab, origin, '#/profile/my', /^Hello, /);
    const thief = await device();
    await memberArea(thief, origin, '#/email/change', /^Change email$/);
    await changeEmail(thief, origin, 'thief-one@example.com');
    await visit(thief, `${origin}/user/profile#/email/change`);
    await waitForAccountPage(thief, /^Change email$/);
    const second = new Date().toISOString();
    // One verification allows one change: the second asks again.
    await changeEmail(thief, origin, 'thief-two@example.com');

    // The original mailbox heard of the second change too, with a link of its own.
    const notice = await delivered(origin, MEMBER, second, withLink('/user/not-me?token='));
    assert.match(notice.text, /e-mail address of your Marketplace account was changed/);
    const undone = new Date().toISOString();
    await visit(tab, notice.link ?? '');
    await tab.click(onPage('button', "This wasn't me"));
    await waitForPageText(tab, 'Your account is secured');
    await waitForPageText(tab, 'We sent a link to set a new password to s\\*+y@example\\.com');

    const setPassword = await delivered(origin, MEMBER, undone, withLink('/user/reset-password?bizToken='));
    await visit(tab, setPassword.link ?? '');
    await waitForScreen(tab, 'reset');
    await tab.type(field('New password'), 'TakenBack2026!');
    await tab.click(button('Confirm'));
    await waitForScreen(tab, 'reset-success');

    // The thief's browser loads the member area again: its session is over.
    await visit(thief, `${origin}/user/account`);
    await waitForAccountPage(thief, /^You are not logged in$/);
    // The owner logs in with the new password at the original address.
    await visit(tab, `${origin}/`);
    await openLogin(tab, origin);
    await passwordLogin(tab, MEMBER, 'TakenBack2026!');
    await waitForAccountLabel(tab, 'Sid Secure');
    await waitForClosed(tab);
  });
}
