/**
 * The legacy grocery-brand merge on the demo: the member whose e-mail an old FreshMart account
 * shares logs in, goes to the member area, is offered the merge, proves the old account by its
 * password, confirms, and finds the moved orders in My orders. It merges once per demo service.
 */
import assert from 'node:assert/strict';
import type { DefineJourney } from '../support/journey.ts';
import {
  accountField,
  accountText,
  DEMO_PASSWORD,
  inAccount,
  onPage,
  openLogin,
  passwordLogin,
  waitForAccountPage,
  waitForClosed,
  waitForPage,
} from '../support/shopper.ts';

/** Whether the member area's text (its dialog's included) holds `wanted`. */
const shows = (wanted: string) => Boolean(document.querySelector('member-account')?.shadowRoot?.textContent?.includes(wanted));

export function mergeJourneys(journey: DefineJourney): void {
  journey('the grocery-brand merge: log in, the member area offers the old account, prove it, confirm, and its orders are in My orders', async ({ tab, origin }) => {
    await openLogin(tab, origin);
    await passwordLogin(tab, 'grocery@example.com', DEMO_PASSWORD);
    await waitForClosed(tab);
    await tab.click(onPage('a[data-member-account]'));
    await waitForPage(tab, '/user/account');
    await waitForAccountPage(tab, /^Hello, |^My profile$/);
    await tab.waitFor(shows, ['We found a FreshMart account with your email address'], { message: 'the merge was not offered' });
    await tab.type(accountField('FreshMart password'), 'Grocery123!');
    await tab.click(inAccount('[part~="merge-dialog"] button', 'Verify'));
    await tab.waitFor(shows, ['Your FreshMart account is confirmed.'], { message: 'the old account was not proved' });
    await tab.click(inAccount('[part~="merge-dialog"] button', 'Merge accounts'));
    await tab.waitFor(shows, ['Accounts merged'], { message: 'the accounts were not merged' });
    await tab.click(inAccount('[part~="merge-dialog"] a', 'See my orders'));
    await waitForAccountPage(tab, /^My orders$/);
    await tab.waitFor(shows, ['GR1001'], { message: 'the moved orders are not in My orders' });
    assert.match(await accountText(tab), /GR1001/);
  });
}
