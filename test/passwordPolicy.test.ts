/**
 * The password policy the member service announces (issue 35, point 5): its rules as a table, and
 * ResetPassword showing the NIST policy's hints and accepting what it allows, with the key's cap
 * said when the key sets the maximum.
 */
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { passwordPolicy, type PasswordPolicy } from '../src/kernel/rules/passwordPolicy.ts';
import { policyHints, policyProblem } from '../src/kernel/rules/policyRules.ts';
import { navigateAtom } from '../src/state/atoms.ts';
import { storeFor } from '../src/state/store.ts';
import { pollUntil, type MemberLoginPopup } from './support/fixtures.ts';
import { fieldError, input, logout, openPopup, setValue, shadow, waitForScreen } from './support/popup.ts';

const NIST = passwordPolicy('nist', 2048);
const NIST_SMALL_KEY = passwordPolicy('nist', 1024);
const REGIONAL = passwordPolicy('regional', 2048);

type Row = [policy: PasswordPolicy | undefined, region: 'sg' | 'id', value: string, problem: string | undefined];

const rows: Row[] = [
  [NIST, 'sg', 'short but fine', 'rule.passwordNistShort'],
  [NIST, 'sg', 'ลมหนาวพัดผ่านทุ่งนาตอนเช้า', undefined],
  [NIST, 'sg', 'all lower case words only', undefined],
  [NIST, 'sg', 'x'.repeat(128), undefined],
  [NIST, 'sg', 'x'.repeat(129), 'rule.passwordTooLong'],
  [NIST_SMALL_KEY, 'sg', 'x'.repeat(62), undefined],
  [NIST_SMALL_KEY, 'sg', 'x'.repeat(63), 'rule.passwordTooLong'],
  // 21 Thai characters are 63 UTF-8 bytes: past what the 1024-bit key encrypts.
  [NIST_SMALL_KEY, 'sg', 'ก'.repeat(21), 'rule.passwordTooLong'],
  [NIST, 'sg', '', 'rule.required'],
  [REGIONAL, 'sg', 'all lower case words only', 'rule.passwordLength'],
  [REGIONAL, 'id', 'kata_sandi_yang_panjang_2024', undefined],
  [REGIONAL, 'id', `kata_sandi_${'x'.repeat(190)}1`, 'rule.passwordTooLong'],
  [undefined, 'sg', 'Fresh123!', undefined],
];

describe('password policy rules', () => {
  for (const [policy, region, value, problem] of rows) {
    it(`${policy?.name ?? 'none announced'} (${policy?.maxBytes ?? '-'} bytes), ${region}: ${JSON.stringify(value.slice(0, 30))}${value.length > 30 ? '…' : ''}`, () => {
      expect(policyProblem(policy, region, value)?.key).to.equal(problem);
    });
  }

  it('NIST hints say the length range and, when the key caps it, that it does', () => {
    expect(policyHints(NIST, 'sg', 'x'.repeat(15)).map((hint) => hint.key)).to.deep.equal(['reset.hintNistLength', 'reset.hintNistAny']);
    expect(policyHints(NIST_SMALL_KEY, 'sg', '').map((hint) => [hint.key, hint.values])).to.deep.equal([
      ['reset.hintNistLength', { min: 15, max: 62 }],
      ['reset.hintNistAny', undefined],
      ['reset.hintKeyCap', { min: 15, max: 62 }],
    ]);
  });
});

/** The service's answers, but the password policy, which is `policy`. */
function announcing(policy: PasswordPolicy): sinon.SinonStub {
  const real = window.fetch.bind(window);
  return sinon.stub(window, 'fetch').callsFake((input, init) => {
    if (String(input).includes('mtop.lazada.member.user.passwordPolicy')) {
      const body = { api: 'mtop.lazada.member.user.passwordPolicy', v: '1.0', ret: ['SUCCESS::ok'], data: policy };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    }
    return real(input, init);
  });
}

const hints = (element: MemberLoginPopup) => [...shadow(element).querySelectorAll('[part~="hint-item"]')].map((item) => item.textContent?.replace(/^[✓•]\s*/, '').trim());

describe('ResetPassword under the announced policy', () => {
  afterEach(async () => {
    sinon.restore();
    await logout();
  });

  async function resetScreen(): Promise<MemberLoginPopup> {
    const element = await openPopup({ region: 'sg', language: 'en' });
    storeFor(element).set(navigateAtom, { type: 'show', route: { name: 'ResetPassword', token: 'reset-token' } });
    await waitForScreen(element, 'reset');
    return element;
  }

  it('shows the NIST hints and takes a long passphrase without digits or symbols', async () => {
    announcing(NIST);
    const element = await resetScreen();
    await pollUntil(() => hints(element)[0] === '15-128 characters', `the hints were ${JSON.stringify(hints(element))}`);
    expect(hints(element)).to.deep.equal(['15-128 characters', 'Any letters, spaces and symbols: a few words you remember make a good password']);
    const field = input(element, 'New password');
    setValue(field, 'too short pass');
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await pollUntil(() => fieldError(field) === 'Please use at least 15 characters.', 'the NIST length message did not show');
    setValue(field, 'four plain words together');
    await pollUntil(() => fieldError(field) === undefined, 'the passphrase was refused');
    await expect(element).to.be.accessible();
  });

  it('says so when the password key caps the longest password', async () => {
    announcing(NIST_SMALL_KEY);
    const element = await resetScreen();
    await pollUntil(() => hints(element).length === 3, `the hints were ${JSON.stringify(hints(element))}`);
    expect(hints(element)[2]).to.equal('At most 62 characters: the longest this site can encrypt');
  });
});
