/**
 * `<member-account>`'s forms follow the shopper, against the reference member service: an address
 * in Indonesia on the Singapore site takes an Indonesian recipient's 0812… number with +62, its
 * street on several lines and its country by name, listed with the default first; Back after saving
 * does not open the form again; a pasted "+65 9876 5432" keeps the number; a Thai tambon fills the
 * postcode; every field tells autofill and the keyboard what it is; the draft note moves nothing, the
 * draft survives a reload (a new element on the same tab) and is wiped at logout; Edit profile names
 * its months and takes a 42-letter Thai nickname. Axe, 320 px and dark on the form.
 */
import { expect } from '@open-wc/testing';
import { accountFixture, button, field, go, heading, root, setText, text, textArea, until, type MemberAccount } from './support/account.ts';
import { pollUntil } from './support/fixtures.ts';
import { endSession, loginPage, logout, nextEvent, setValue } from './support/popup.ts';

/** 42 letters as a Thai reader counts them, written with 67 code points. */
const THAI_NICKNAME = 'ผู้ใหญ่บ้านที่น่ารักที่สุดในหมู่บ้านนี้นะครับผู้ที่รู้จักกันทั่วไปน้ำใจ';

async function memberDashboard(attributes: Record<string, string> = {}): Promise<MemberAccount> {
  await loginPage();
  history.replaceState(null, '', '#/profile/my');
  const element = await accountFixture(attributes);
  await until(element, /Samantha Shopper/);
  return element;
}

const selects = (element: MemberAccount) => [...root(element).querySelectorAll<HTMLSelectElement>('[part~="form"] select')];

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Chooses the first choice of each division after the country, each once it has loaded. */
async function chooseDivisions(element: MemberAccount, levels: number): Promise<void> {
  for (let index = 1; index <= levels; index += 1) {
    await pollUntil(() => (selects(element)[index]?.options.length ?? 0) > 1, `no choices at level ${index}`);
    const select = selects(element)[index]!;
    choose(select, select.options[1]!.value);
  }
}

const prefix = (element: MemberAccount) => root(element).querySelector('[part~="phone-prefix"]')?.textContent;

const storedDrafts = () =>
  [sessionStorage, localStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, index) => `${storage.key(index)}=${storage.getItem(storage.key(index) ?? '')}`),
  );

describe('<member-account> forms that follow the shopper', () => {
  afterEach(async () => {
    history.replaceState(null, '', location.pathname + location.search);
    await logout();
    // The tab's kept drafts go with the test (the runner's next file may share the tab).
    sessionStorage.clear();
  });

  it("takes an Indonesian recipient's 0812… number with +62 on the Singapore site, a street on several lines, names the country, lists the default first, and Back does not reopen the form", async function () {
    this.timeout(40000);
    const element = await memberDashboard();
    await go(element, '#/address', 'Address book');
    await go(element, '#/address/new', 'New address');
    expect(prefix(element)).to.equal('+65');
    choose(selects(element)[0]!, 'ID');
    await pollUntil(() => prefix(element) === '+62', 'the dial code did not follow the country');
    expect(selects(element)[0]!.selectedOptions[0]?.textContent).to.equal('Indonesia');
    await chooseDivisions(element, 4);
    setValue(field(element, 'Phone number'), '0812 3456 7890');
    await pollUntil(() => field(element, 'Phone number').value === '081234567890', 'the number was not kept as digits');
    setValue(field(element, 'Postcode'), '10110');
    setText(textArea(element, 'House number, building, street name'), 'Menara Sudirman, lantai 5\nJalan Jenderal Sudirman No. 60');
    const saved = nextEvent<{ change: string }>(element, 'account-change');
    button(element, 'Save').click();
    expect((await saved).detail.change).to.equal('saved');
    await until(element, 'Address book');
    await pollUntil(() => text(element).includes('Jalan Jenderal Sudirman No. 60'), 'the address is not listed');
    const card = root(element).querySelector('[part~="address"]')!;
    const lines = [...card.querySelectorAll('p')].map((line) => line.textContent);
    expect(lines).to.include.members(['Menara Sudirman, lantai 5', 'Jalan Jenderal Sudirman No. 60', '10110', 'Indonesia']);
    expect(card.textContent).to.include('+62 81234567890');

    // Back goes to the page before the form, not to an empty "New address".
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.back();
    await back;
    await until(element, 'Address book');
    expect(root(element).querySelector('[part~="form"]')).to.equal(null);

    // A second address made the default shipping one is listed first.
    await go(element, '#/address/new', 'New address');
    setValue(field(element, 'Phone number'), '+65 9876 5432');
    expect(field(element, 'Phone number').value, 'a pasted country code is dropped').to.equal('98765432');
    setValue(field(element, 'Postcode'), '018956');
    setText(textArea(element, 'House number, building, street name'), '10 Bayfront Avenue');
    field(element, 'Use as my default shipping address').click();
    button(element, 'Save').click();
    await until(element, 'Address book');
    await pollUntil(() => root(element).querySelectorAll('[part~="address"]').length === 2, 'the second address is not listed');
    expect(root(element).querySelector('[part~="address"]')?.textContent).to.include('10 Bayfront Avenue');
    expect(root(element).querySelector('[part~="address"]')?.textContent).to.include('Singapore');
  });

  it('fills the postcode from the chosen Thai tambon, and tells autofill and the keyboard what every field is', async function () {
    this.timeout(30000);
    const element = await memberDashboard({ region: 'th', language: 'en' });
    await go(element, '#/address/new', 'New address');
    expect(prefix(element)).to.equal('+66');
    await chooseDivisions(element, 3);
    await pollUntil(() => /^\d{5}$/.test(field(element, 'Postcode').value), 'the postcode was not filled from the tambon');
    const fields = [
      ...root(element).querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('[part~="form"] :is(input:not([type="checkbox"]), textarea, select)'),
    ];
    for (const control of fields) expect(control.getAttribute('autocomplete') ?? '', `${control.name || control.id} autocomplete`).to.not.equal('');
    for (const control of fields.filter((candidate) => !(candidate instanceof HTMLSelectElement))) {
      expect(control.getAttribute('inputmode'), `${control.name} inputmode`).to.match(/^(text|numeric)$/);
    }
    expect(field(element, 'Phone number').autocomplete).to.equal('tel-national');
    expect(textArea(element, 'House number, building, street name').autocomplete).to.equal('street-address');
  });

  it('keeps a draft without moving the field typed in, across a reload, for this member only, and wipes it at logout', async function () {
    this.timeout(30000);
    let element = await memberDashboard();
    await go(element, '#/address/new', 'New address');
    const recipient = field(element, "Recipient's full name");
    const top = recipient.getBoundingClientRect().top;
    setValue(recipient, 'Budi Santoso');
    await pollUntil(() => text(element).includes('Your unsaved changes are kept.'), 'no draft note');
    expect(recipient.getBoundingClientRect().top, 'the field did not move').to.equal(top);
    const note = root(element).querySelector('[part~="draft-note"]')!;
    const buttons = root(element).querySelector('[part~="form"] [part~="buttons"]')!;
    expect(buttons.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING, 'the note is under the buttons').to.not.equal(0);
    await pollUntil(() => storedDrafts().some((entry) => entry.includes('Budi Santoso')), 'the draft was not kept for a reload');

    // A reload: a new element on the same tab brings the draft back.
    element.remove();
    element = await accountFixture();
    await until(element, 'New address');
    await pollUntil(() => field(element, "Recipient's full name").value === 'Budi Santoso', 'the draft did not survive the reload');

    // Another member on this tab does not see it.
    element.remove();
    await loginPage('jump@example.com');
    element = await accountFixture();
    await until(element, 'New address');
    expect(field(element, "Recipient's full name").value).to.not.equal('Budi Santoso');

    button(element, 'Log out').click();
    await pollUntil(() => root(element).querySelector('[part~="alert"]'), 'no confirmation');
    [...root(element).querySelectorAll<HTMLButtonElement>('[part~="alert"] button')].find((candidate) => candidate.textContent === 'Log out')!.click();
    await until(element, 'You are not logged in');
    expect(storedDrafts().filter((entry) => entry.includes('Budi') || entry.startsWith('member-account.drafts.'))).to.deep.equal([]);
  });

  it('wipes the kept drafts when an answer says the session ended', async () => {
    const element = await memberDashboard();
    await go(element, '#/profile/edit', 'Edit profile');
    setValue(field(element, 'Full name'), 'Samantha Draft');
    await pollUntil(() => storedDrafts().some((entry) => entry.includes('Samantha Draft')), 'the draft was not kept for a reload');
    // The session ends on the server; the account's next answer says so.
    await endSession();
    element.refresh();
    await until(element, 'You are not logged in');
    expect(storedDrafts().filter((entry) => entry.includes('Samantha Draft'))).to.deep.equal([]);
  });

  it('names the birthday months and takes a Thai nickname of 42 letters (more than 50 code points)', async function () {
    this.timeout(30000);
    const element = await memberDashboard({ region: 'th', language: 'th' });
    await go(element, '#/profile/edit', 'แก้ไขโปรไฟล์');
    const months = [...root(element).querySelectorAll<HTMLSelectElement>('select')].find((select) => select.getAttribute('autocomplete') === 'bday-month')!;
    expect([...months.options].slice(1, 3).map((option) => option.textContent)).to.deep.equal(['มกราคม', 'กุมภาพันธ์']);
    const nickname = root(element).querySelector<HTMLInputElement>('input[name="nickname"]')!;
    setValue(nickname, THAI_NICKNAME);
    nickname.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    const saved = nextEvent<{ what: string }>(element, 'account-change');
    button(element, 'บันทึก').click();
    expect((await saved).detail.what).to.equal('profile');
    await pollUntil(() => text(element).includes(THAI_NICKNAME), 'the nickname is not shown');
  });

  it('passes axe, fits 320 px and reads in dark, with a refused form', async function () {
    this.timeout(30000);
    const element = await memberDashboard({ theme: 'dark' });
    element.style.display = 'block';
    element.style.width = '320px';
    await go(element, '#/address/new', 'New address');
    choose(selects(element)[0]!, 'ID');
    button(element, 'Save').click();
    await pollUntil(() => text(element).includes('Please check the fields marked below.'), 'the empty form was not refused');
    setValue(field(element, 'Phone number'), '0812');
    await expect(element).to.be.accessible();
    const account = root(element).querySelector<HTMLElement>('[part~="account"]')!;
    expect(account.scrollWidth).to.be.at.most(320);
    expect(heading(element)?.textContent).to.equal('New address');
  });
});
