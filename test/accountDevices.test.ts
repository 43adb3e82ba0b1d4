/**
 * The devices page of `<member-account>` (issue 31), in the browser, on dist's module graph,
 * against the reference member service: two phones that are both Chrome on Android told apart by
 * when they signed in and by the name the member gives one (an inline form, checked as the service
 * checks it, nothing typed lost); the browser and system in the member's language; the focus after
 * a device is signed out; a verification that offers no push to the device being signed out; axe,
 * 320 px and dark on the new states.
 */
import { expect } from '@open-wc/testing';
import { button, field, root, text, toasts, type MemberAccount, SECURITY_MEMBER, securityMemberOn } from './support/account.ts';
import { deepActive, pollUntil } from './support/fixtures.ts';
import { DEMO_PASSWORD, logout, setValue } from './support/popup.ts';

const MEMBER = SECURITY_MEMBER;

const devicesPage = (attributes: Record<string, string> = {}) => securityMemberOn('#/devices', attributes.language === 'th' ? 'อุปกรณ์' : 'Devices', attributes);
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Another device of the member signs in (the service's development route). */
async function otherDevice(userAgent: string): Promise<void> {
  const response = await fetch('/__dev/devices', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: MEMBER, userAgent }) });
  if (!response.ok) throw new Error(`another device could not sign in (${response.status})`);
}

const cards = (element: MemberAccount) => [...root(element).querySelectorAll<HTMLLIElement>('[part~="device"]')];
const titles = (element: MemberAccount) => cards(element).map((card) => card.querySelector('[part~="card-title"]')?.textContent?.trim() ?? '');

function buttonIn(card: HTMLElement | undefined, label: string): HTMLButtonElement {
  const found = [...(card?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent?.trim() === label);
  if (!found) throw new Error(`no button ${label} in the card: ${card?.textContent ?? 'no card'}`);
  return found;
}

const dialog = (element: MemberAccount) => root(element).querySelector<HTMLDialogElement>('[part~="verification-dialog"]');

/** Confirms the sign-out dialog, checks the verification, and passes it by password. */
async function confirmAndVerify(element: MemberAccount, check: (shown: string) => void): Promise<void> {
  await pollUntil(() => root(element).querySelector('[part~="alert"]'), 'the confirmation did not open');
  const alertButtons = [...(root(element).querySelector('[part~="alert"]')?.querySelectorAll('button') ?? [])];
  alertButtons.find((candidate) => candidate.textContent?.trim() === 'Sign out')?.click();
  await pollUntil(() => dialog(element)?.open && dialog(element)?.textContent?.includes('Use another method'), 'the verification did not show');
  check(dialog(element)?.textContent ?? '');
  const inDialog = (label: string) => [...(dialog(element)?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent?.trim() === label);
  inDialog('My password')?.click();
  await pollUntil(() => dialog(element)?.querySelector('input[type="password"]'), 'the password method did not open');
  const password = dialog(element)?.querySelector<HTMLInputElement>('input[type="password"]');
  if (!password) throw new Error('no password field');
  setValue(password, DEMO_PASSWORD);
  inDialog('Verify')?.click();
}

describe('<member-account> devices (issue 31)', () => {
  const address = location.href;
  afterEach(async () => {
    history.replaceState(null, '', address);
    await logout();
  });

  it('tells two Chrome on Android phones apart: when each signed in, and the name the member gives one (Rename, inline, focus back on Rename)', async () => {
    await otherDevice(ANDROID);
    await otherDevice(ANDROID);
    const element = await devicesPage();
    expect(titles(element)).to.have.length(3);
    expect(titles(element).filter((title) => title === 'Chrome on Android')).to.have.length(2);
    expect(cards(element).every((card) => /Signed in .+Last active /.test(card.textContent ?? ''))).to.equal(true);
    const phone = cards(element).find((card) => !card.textContent?.includes('This device'));
    buttonIn(phone, 'Rename').click();
    await pollUntil(() => root(element).querySelector('[part~="rename-form"]'), 'the rename form did not open');
    await expect(element).to.be.accessible();
    const name = field(element, 'Device name');
    await pollUntil(() => deepActive() === name, 'the name field did not get the focus');
    expect(name.getBoundingClientRect().height, 'a fingertip target').to.be.at.least(44);
    setValue(name, "Mum's phone");
    button(element, 'Save').click();
    await pollUntil(() => titles(element).includes("Mum's phone"), 'the name did not show');
    expect(text(element)).to.include('Chrome on Android');
    expect(toasts(element)).to.include('Device name saved.');
    const renamed = cards(element).find((card) => card.textContent?.includes("Mum's phone"));
    await pollUntil(() => deepActive() === buttonIn(renamed, 'Rename'), 'the focus did not go back to Rename');
    for (const target of cards(element).flatMap((card) => [...card.querySelectorAll('button')]))
      expect(target.getBoundingClientRect().height, target.textContent ?? '').to.be.at.least(44);
  });

  it('refuses a name longer than 40 characters as a reader counts them, keeping what was typed; Escape closes the form (320 px, dark)', async () => {
    await otherDevice(IPHONE);
    const element = await devicesPage({ theme: 'dark' });
    element.style.width = '320px';
    const phone = cards(element).find((card) => card.textContent?.includes('Safari on iOS'));
    buttonIn(phone, 'Rename').click();
    await pollUntil(() => root(element).querySelector('[part~="rename-form"]'), 'the rename form did not open');
    const tooLong = 'กี่'.repeat(41);
    setValue(field(element, 'Device name'), tooLong);
    button(element, 'Save').click();
    await pollUntil(() => field(element, 'Device name').getAttribute('aria-invalid') === 'true', 'the long name was not refused');
    expect(text(element)).to.include('The name can be at most 40 characters.');
    expect(field(element, 'Device name').value).to.equal(tooLong);
    expect(root(element).querySelector('[part~="page"]')?.scrollWidth, 'nothing scrolls sideways').to.be.at.most(320);
    await expect(element).to.be.accessible();
    setValue(field(element, 'Device name'), 'กี่'.repeat(40));
    button(element, 'Save').click();
    await pollUntil(() => titles(element).includes('กี่'.repeat(40)), '40 Thai characters with their marks were refused');
    const named = cards(element).find((card) => card.textContent?.includes('กี่'));
    buttonIn(named, 'Rename').click();
    await pollUntil(() => root(element).querySelector('[part~="rename-form"]'), 'the rename form did not open again');
    expect(field(element, 'Device name').value, 'the name to edit').to.equal('กี่'.repeat(40));
    field(element, 'Device name').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await pollUntil(() => !root(element).querySelector('[part~="rename-form"]'), 'Escape did not close the form');
    await pollUntil(() => deepActive() === buttonIn(named, 'Rename'), 'the focus did not go back to Rename');
  });

  it('shows the browser and system in the member language', async () => {
    await otherDevice(ANDROID);
    const element = await devicesPage({ language: 'th' });
    expect(titles(element).some((title) => title === 'Chrome บน Android')).to.equal(true);
    expect(text(element)).to.include('เปลี่ยนชื่อ');
  });

  it('signs out the only other device without offering to approve on it, then moves the focus to the device that followed it, not the page body', async function () {
    this.timeout(30000);
    await otherDevice(ANDROID);
    const element = await devicesPage();
    const phone = cards(element).find((card) => !card.textContent?.includes('This device'));
    buttonIn(phone, 'Sign out').click();
    await pollUntil(() => root(element).querySelector('[part~="alert"]'), 'the confirmation did not open');
    const confirm = [...(root(element).querySelector('[part~="alert"]')?.querySelectorAll('button') ?? [])].find(
      (candidate) => candidate.textContent?.trim() === 'Sign out',
    );
    confirm?.click();
    await pollUntil(() => dialog(element)?.open && dialog(element)?.textContent?.includes('Use another method'), 'the verification did not show');
    expect(dialog(element)?.textContent, 'no push to the device being signed out').not.to.match(/other device/i);
    const methods = [...(dialog(element)?.querySelectorAll('button') ?? [])];
    methods.find((candidate) => candidate.textContent?.trim() === 'My password')?.click();
    await pollUntil(() => dialog(element)?.querySelector('input[type="password"]'), 'the password method did not open');
    const password = dialog(element)?.querySelector<HTMLInputElement>('input[type="password"]');
    if (!password) throw new Error('no password field');
    setValue(password, DEMO_PASSWORD);
    [...(dialog(element)?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent?.trim() === 'Verify')?.click();
    await pollUntil(() => cards(element).length === 1, 'the device was not signed out');
    const focused = () => deepActive();
    await pollUntil(() => {
      const now = focused();
      return now !== null && now !== document.body && root(element).contains(now);
    }, 'the focus fell to the page body');
    // The phone signed in first: the device after it in the list is this one.
    expect(focused(), 'the next device').to.equal(cards(element)[0]);
    expect(text(element)).to.include('This is the only device signed in to your account.');
  });

  it('signs out one of two other devices: the push goes to the one left, and the focus to the next device', async function () {
    this.timeout(30000);
    await otherDevice(ANDROID);
    await otherDevice(IPHONE);
    const element = await devicesPage();
    const android = cards(element).find((card) => card.textContent?.includes('Chrome on Android'));
    buttonIn(android, 'Sign out').click();
    await pollUntil(() => root(element).querySelector('[part~="alert"]'), 'the confirmation did not open');
    [...(root(element).querySelector('[part~="alert"]')?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent?.trim() === 'Sign out')?.click();
    await pollUntil(() => dialog(element)?.open && dialog(element)?.textContent?.includes('Use another method'), 'the verification did not show');
    expect(dialog(element)?.textContent).to.include('Safari on iOS');
    expect(dialog(element)?.textContent).not.to.include('Chrome on Android');
    [...(dialog(element)?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent?.trim() === 'My password')?.click();
    await pollUntil(() => dialog(element)?.querySelector('input[type="password"]'), 'the password method did not open');
    const password = dialog(element)?.querySelector<HTMLInputElement>('input[type="password"]');
    if (!password) throw new Error('no password field');
    setValue(password, DEMO_PASSWORD);
    [...(dialog(element)?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent?.trim() === 'Verify')?.click();
    await pollUntil(() => cards(element).length === 2, 'the device was not signed out');
    const iphone = cards(element).find((card) => card.textContent?.includes('Safari on iOS'));
    await pollUntil(() => deepActive() === iphone, 'the focus did not go to the next device');
  });

  it('signs out every other device without offering to approve on one of them, then moves the focus to the list heading', async function () {
    this.timeout(30000);
    await otherDevice(ANDROID);
    await otherDevice(IPHONE);
    const element = await devicesPage();
    button(element, 'Sign out all other devices').click();
    await confirmAndVerify(element, (shown) => expect(shown, 'no push: every other device is being signed out').not.to.match(/other device/i));
    await pollUntil(() => cards(element).length === 1, 'the devices were not signed out');
    await pollUntil(() => deepActive()?.getAttribute('part')?.includes('section-title'), 'the focus did not go to the list heading');
    expect(deepActive()?.textContent).to.equal('Signed-in devices');
  });
});
