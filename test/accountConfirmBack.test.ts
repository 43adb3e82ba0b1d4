/**
 * `<member-account>`: the browser's Back (a phone's back gesture) over a confirmation (log out,
 * delete an address, sign out a device) closes it, as it closes the verification, and changes
 * nothing else: the page, what was typed, the member still logged in and the address still there.
 * The next Back goes to the page before, not to the spent entry of the closed dialog.
 */
import { expect } from '@open-wc/testing';
import { accountFixture, button, field, go, heading, loaded, root, setText, text, textArea, until, type MemberAccount } from './support/account.ts';
import { pollUntil } from './support/fixtures.ts';
import { sendKeys } from './support/keyboard.ts';
import { DEMO_PASSWORD, loginPage, logout, servicePublicKey, setValue } from './support/popup.ts';
import { tap } from './support/tap.ts';

const cards = (element: MemberAccount) => root(element).querySelectorAll('[part~="address"]');
const alert = (element: MemberAccount) => root(element).querySelector<HTMLDialogElement>('[part~="alert"]');

async function member(email: string, hash: string, title: string): Promise<MemberAccount> {
  await loginPage(email, DEMO_PASSWORD);
  history.replaceState(null, '', '#/settings');
  const element = await accountFixture({ 'public-key': await servicePublicKey() });
  await until(element, 'Settings');
  await go(element, hash, title);
  await loaded(element);
  return element;
}

/** Back closes the open confirmation; the page under it stays. */
async function backCloses(element: MemberAccount, title: string): Promise<void> {
  await pollUntil(() => alert(element)?.open, 'the confirmation did not open');
  history.back();
  await pollUntil(() => !alert(element), 'Back did not close the confirmation');
  expect(heading(element)?.textContent, 'the page under it').to.equal(title);
}

describe("<member-account>: the browser's Back over a confirmation", () => {
  const address = location.href;
  afterEach(async () => {
    history.replaceState(null, '', address);
    await logout();
  });

  it("closes Log out's confirmation over a half-typed address: still logged in, what was typed kept; the next Back goes to the page before", async function () {
    this.timeout(30000);
    const element = await member('shopper@example.com', '#/address/new', 'New address');
    const number = field(element, 'Phone number');
    await tap(number);
    await sendKeys({ type: '91234567' });
    await tap(button(element, 'Log out'));
    await backCloses(element, 'New address');
    expect(number.isConnected && number.value, 'nothing typed is lost').to.equal('91234567');
    expect(text(element)).to.not.include('You are not logged in');
    history.back();
    await until(element, 'Settings');
  });

  it("closes an address's Delete confirmation and keeps the address", async function () {
    this.timeout(30000);
    const element = await member('shopper@example.com', '#/address/new', 'New address');
    setValue(field(element, 'Phone number'), '91234567');
    setValue(field(element, 'Postcode'), '018956');
    setText(textArea(element, 'House number, building, street name'), '10 Bayfront Avenue');
    button(element, 'Save').click();
    await until(element, 'Address book');
    await pollUntil(() => cards(element).length > 0, 'the address was not saved');
    const before = cards(element).length;
    const remove = () =>
      [...root(element).querySelectorAll<HTMLButtonElement>('[part~="address"] button')].find((candidate) => candidate.textContent?.trim() === 'Delete')!;
    await tap(remove());
    await backCloses(element, 'Address book');
    expect(cards(element).length, 'no address deleted').to.equal(before);
    // The member's address book as it was before the test.
    await tap(remove());
    await pollUntil(() => alert(element)?.open, 'the confirmation did not open again');
    [...alert(element)!.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Delete')!.click();
    await pollUntil(() => cards(element).length === before - 1, 'the address was not deleted');
  });

  it('closes the sign-out confirmation on Devices, with every device still signed in', async function () {
    this.timeout(30000);
    const response = await fetch('/__dev/devices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'security@example.com', userAgent: 'Mozilla/5.0 (Linux; Android 14; K) Chrome/120.0 Mobile Safari/537.36' }),
    });
    expect(response.ok, 'another device signed in').to.equal(true);
    const element = await member('security@example.com', '#/devices', 'Devices');
    const devices = root(element).querySelectorAll('[part~="device"]').length;
    await tap(button(element, 'Sign out all other devices'));
    await backCloses(element, 'Devices');
    expect(root(element).querySelectorAll('[part~="device"]').length, 'no device signed out').to.equal(devices);
  });
});
