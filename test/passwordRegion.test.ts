/** The Indonesian and Malay password rule (spec section 5), with its own live hints, in its regions. */
import { expect } from '@open-wc/testing';
import indonesianPasswords from './corpora/passwords/seclists_Indonesian_Pwdb_top-150.txt';
import { checkField } from '../src/kernel/rules/fieldRules.ts';
import { newPasswordKind, passwordHints } from '../src/kernel/rules/passwordHints.ts';
import { navigateAtom } from '../src/state/atoms.ts';
import { storeFor } from '../src/state/store.ts';
import { pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { fieldError, input, logout, openPopup, setValue, shadow, waitForScreen } from './support/popup.ts';

const hints = (element: MemberLoginPopup) =>
  [...shadow(element).querySelectorAll('[part~="hint-item"]')].map((item) => ({
    text: item.textContent?.replace(/^[✓•]\s*/, '').trim(),
    met: item.getAttribute('data-met') === 'true',
  }));

describe('new password rule by region', () => {
  it('Indonesia and Malaysia follow the local rule, the others the generic one', () => {
    expect(['id', 'my', 'sg', 'ph', 'th', 'vn'].map((region) => newPasswordKind(region as 'sg'))).to.deep.equal([
      'passwordLocal',
      'passwordLocal',
      'newPassword',
      'newPassword',
      'newPassword',
      'newPassword',
    ]);
  });

  const cases: [string, string, boolean, boolean][] = [
    ['a long password with an underscore (a symbol the generic rule refuses)', 'kata_sandi2024', true, true],
    ['a password past 20 characters', 'sangat-panjang-sekali-2024!', true, true],
    ['letters of another script count as letters', 'Đàmthoại2024!', true, true],
    ['a space breaks the length hint', 'kata sandi 2024!', false, true],
    ['no symbol', 'katasandi2024', true, false],
    ['too short', 'ka_2024', false, true],
  ];
  for (const [name, value, length, mix] of cases) {
    it(`local hints: ${name}`, () => {
      expect(passwordHints('passwordLocal', value).map((hint) => hint.met)).to.deep.equal([length, mix]);
      expect(checkField('passwordLocal', value) === undefined).to.equal(length && mix);
    });
  }

  it('refuses every one of the 150 most common Indonesian passwords under the local rule', () => {
    const passwords = indonesianPasswords
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(passwords.length).to.equal(150);
    for (const password of passwords) expect(checkField('passwordLocal', password), password).to.not.equal(undefined);
  });
});

/** The message of the Indonesian and Malay rule. */
const LOCAL_RULE = 'Password must be at least 8 characters with letters, numbers and symbols, and no spaces';

/** The shopper leaves the field (React hears focusout). */
function leave(field: HTMLInputElement): void {
  field.dispatchEvent(new FocusEvent('blur'));
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

describe('ResetPassword in each region', () => {
  afterEach(logout);

  async function resetScreen(region: string): Promise<MemberLoginPopup> {
    const element = await openPopup({ region, language: 'en' });
    storeFor(element).set(navigateAtom, { type: 'show', route: { name: 'ResetPassword', token: 'reset-token' } });
    await waitForScreen(element, 'reset');
    return element;
  }

  for (const [country, region] of [
    ['Indonesia', 'id'],
    ['Malaysia', 'my'],
  ] as const) {
    it(`in ${country}: the local hints, live, the local message for a short password, and a password the generic rule refuses is accepted`, async () => {
      const element = await resetScreen(region);
      expect(hints(element)).to.deep.equal([
        { text: 'At least 8 characters, no spaces', met: false },
        { text: 'Letters, numbers and symbols', met: false },
      ]);
      const field = input(element, 'New password');
      // A short password, left: the local rule's message shows (this field now shows what it breaks).
      setValue(field, 'ka_2024');
      leave(field);
      await pollUntil(() => fieldError(field) === LOCAL_RULE, 'the local rule message did not show');
      // Mended to one the generic rule refuses (past 20 characters, an underscore): once the hints
      // show React has rendered it, the field has no message.
      setValue(field, 'kata_sandi_yang_panjang_2024');
      await pollUntil(() => hints(element).every((hint) => hint.met), 'the local hints did not light up');
      expect(fieldError(field)).to.equal(undefined);
    });
  }

  it('in Singapore: the generic hints, and the same password breaks them and, left, shows the length message', async () => {
    const element = await resetScreen('sg');
    const field = input(element, 'New password');
    setValue(field, 'kata_sandi_yang_panjang_2024');
    await pollUntil(() => hints(element)[0]?.text === '8-20 characters');
    expect(hints(element)).to.deep.equal([
      { text: '8-20 characters', met: false },
      { text: 'Letters, numbers and special characters', met: false },
    ]);
    leave(field);
    await pollUntil(() => fieldError(field) === 'The length of Password should be 8 - 20 characters.', 'the length message did not show');
  });
});
