import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import type { LoginSuccessDetail } from '../src/events.ts';
import { browserPage } from '../src/page/browserPage.ts';
import { pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import {
  button,
  fieldError,
  fieldErrorTexts,
  freshPhone,
  input,
  logout,
  nextEvent,
  openPopup,
  outboxCode,
  sendButton,
  shadow,
  type,
  waitForScreen,
} from './support/popup.ts';

async function registry(attributes: Record<string, string> = {}): Promise<MemberLoginPopup> {
  const element = await openPopup(attributes, 'Registry');
  await pollUntil(() => shadow(element).querySelector('[part~="channel"]'), 'no channel buttons');
  return element;
}

function agree(element: MemberLoginPopup): void {
  shadow(element).querySelector<HTMLInputElement>('#mlp-terms')!.click();
}

/** Signs a new phone up through Verify; resolves on ProfileComplete step one. */
async function signUp(element: MemberLoginPopup, phone = freshPhone()): Promise<string> {
  agree(element);
  await type(element, 'Phone number', phone);
  (await sendButton(element, 'SMS')).click();
  await waitForScreen(element, 'verify');
  await type(element, 'Verification code', (await outboxCode(phone))!.code);
  await waitForScreen(element, 'profile-base');
  return phone;
}

const select = (element: MemberLoginPopup, label: string) =>
  [...shadow(element).querySelectorAll<HTMLLabelElement>('[part~="select-field"]')].find((field) => field.textContent?.startsWith(label))!.querySelector('select')!;

function choose(field: HTMLSelectElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('Registry and ProfileComplete', () => {
  afterEach(logout);

  it('signs a phone up, completes both profile steps, and ends logged in with the account label', async () => {
    const header = await fixture(html`<nav><a href="/user/register" data-member-signup>Sign up</a><span data-member-account hidden></span></nav>`);
    const element = await registry({ variation: 'pop' });
    await expect(element).to.be.accessible();
    const success = nextEvent<LoginSuccessDetail>(element, 'login-success');
    const phone = await signUp(element);
    expect((await success).detail.user?.phone).to.equal(phone);
    expect(input(element, 'Nickname').placeholder).to.equal(`+65 ${phone}`);
    await expect(element).to.be.accessible();
    await type(element, 'Nickname', 'Nina');
    await type(element, 'Password', 'Fresh123!');
    button(element, 'Confirm').click();
    await waitForScreen(element, 'profile-other');
    await expect(element).to.be.accessible();
    input(element, 'Female').click();
    choose(select(element, 'Year'), '1990');
    choose(select(element, 'Month'), '2');
    choose(select(element, 'Day'), '28');
    const closed = nextEvent<{ reason: string }>(element, 'close');
    button(element, 'Confirm').click();
    expect((await closed).detail.reason).to.equal('done');
    const user = (await (await fetch(`/gw/mtop.lazada.member.user.getUser/1.0/?data=%7B%7D`, { headers: { 'X-Member-Region': 'sg' } })).json()) as {
      data: Record<string, string>;
    };
    expect([user.data['name'], user.data['gender'], user.data['birthday']]).to.deep.equal(['Nina', 'female', '1990-02-28']);
    await pollUntil(() => header.querySelector('[data-member-account]')?.textContent?.includes(phone.slice(-2)));
  });

  it('Fill in Later closes the popup at step one, logged in', async () => {
    const element = await registry();
    await signUp(element);
    const closed = nextEvent<{ reason: string }>(element, 'close');
    button(element, 'Fill in Later').click();
    expect((await closed).detail.reason).to.equal('done');
  });

  it('Fill in Later closes the popup at step two', async () => {
    const element = await registry();
    await signUp(element);
    await type(element, 'Password', 'Fresh123!');
    button(element, 'Confirm').click();
    await waitForScreen(element, 'profile-other');
    const closed = nextEvent<{ reason: string }>(element, 'close');
    button(element, 'Fill in Later').click();
    expect((await closed).detail.reason).to.equal('done');
  });

  it('checks every new-password rule, with the two hints lit live', async () => {
    const element = await registry();
    await signUp(element);
    const hints = () => [...shadow(element).querySelectorAll('[part~="hint-item"]')].map((hint) => hint.getAttribute('data-met'));
    const password = input(element, 'Password');
    const cases: [string, string | undefined, string[]][] = [
      // Leaving the untouched field says nothing: "required" comes once something was typed.
      ['abc', 'The length of Password should be 8 - 20 characters.', ['false', 'false']],
      ['', "You can't leave this empty.", ['false', 'false']],
      ['abcdefgh1', 'Password should contain alphabets, numbers and special characters', ['true', 'false']],
      ['abcdefg1!(', 'Password can only include ~.!@#$%^&*<> symbols', ['true', 'false']],
      ['abcdefghijklmnopq1!23', 'The length of Password should be 8 - 20 characters.', ['false', 'true']],
      ['abcdefg1!', undefined, ['true', 'true']],
    ];
    for (const [value, message, lit] of cases) {
      await type(element, 'Password', value);
      input(element, 'Nickname').focus();
      await pollUntil(() => fieldError(password) === message && JSON.stringify(hints()) === JSON.stringify(lit), `${value}: ${fieldError(password)} ${hints()}`);
    }
  });

  it('offers birthdays from 100 years back to this year, and asks for gender and birthday', async () => {
    const element = await registry();
    await signUp(element);
    await type(element, 'Password', 'Fresh123!');
    button(element, 'Confirm').click();
    await waitForScreen(element, 'profile-other');
    const years = [...select(element, 'Year').options].map((option) => option.value).filter(Boolean);
    const thisYear = new Date().getFullYear();
    expect(years[0]).to.equal(String(thisYear));
    expect(years[years.length - 1]).to.equal(String(thisYear - 100));
    expect(years).to.have.length(101);
    choose(select(element, 'Year'), '2024');
    choose(select(element, 'Month'), '2');
    expect([...select(element, 'Day').options].filter((option) => option.value).length).to.equal(29);
    button(element, 'Confirm').click();
    await pollUntil(() => shadow(element).querySelectorAll('[part~="field-error"]').length === 2);
  });

  it('asks to agree to the terms before sending a code, and the terms open in a new tab', async () => {
    const element = await registry();
    const links = [...shadow(element).querySelectorAll<HTMLAnchorElement>('[part~="checkbox"] a')];
    expect(links.map((link) => [link.textContent, link.target, link.rel])).to.deep.equal([
      ['Terms of Use', '_blank', 'noopener noreferrer'],
      ['Privacy Policy', '_blank', 'noopener noreferrer'],
    ]);
    const phone = freshPhone();
    await type(element, 'Phone number', phone);
    (await sendButton(element, 'SMS')).click();
    await pollUntil(() => fieldErrorTexts(element).includes('You should agree to our Terms of Use and Privacy Policy.'));
    expect(await outboxCode(phone)).to.equal(undefined);
  });

  it('refuses an invalid phone', async () => {
    const element = await registry();
    agree(element);
    await type(element, 'Phone number', '123');
    (await sendButton(element, 'SMS')).click();
    await pollUntil(() => fieldError(input(element, 'Phone number')) === 'Please enter a valid phone number.');
  });

  it('sends a recently deleted account’s phone to the registration-failure page', async () => {
    const assign = sinon.stub(browserPage, 'assign');
    try {
      const element = await registry();
      agree(element);
      await type(element, 'Phone number', '81230000');
      (await sendButton(element, 'SMS')).click();
      await waitForScreen(element, 'verify');
      await type(element, 'Verification code', (await outboxCode('81230000'))!.code);
      await pollUntil(() => assign.called, 'no navigation');
      expect(assign.firstCall.args[0]).to.equal('/user/close-account/registration-failure');
    } finally {
      assign.restore();
    }
  });

  it('links to Login', async () => {
    const element = await registry();
    button(element, 'Log in now').click();
    await waitForScreen(element, 'login');
  });
});
