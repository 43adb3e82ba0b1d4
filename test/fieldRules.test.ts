import { expect } from '@open-wc/testing';
import blns from './corpora/naughty-strings/blns.json';
import phoneVectors from './corpora/phone/SEA_phone_vectors_derived.json';
import { parseRegion } from '../src/kernel/config/regions.ts';
import { en } from '../src/i18n/catalogues/en.ts';
import { format } from '../src/i18n/catalogue.ts';
import { digitsOnly } from '../src/rules/digitsOnly.ts';
import { checkField, isEmailLike, type FieldContext, type FieldKind } from '../src/kernel/rules/fieldRules.ts';
import { newPasswordHints } from '../src/kernel/rules/passwordHints.ts';

type Case = [kind: FieldKind, value: unknown, expected: string | undefined, context?: FieldContext];

const today = new Date(2026, 10, 21);

/** Each row: field kind, value, the English message expected (undefined: valid), context. */
const cases: Case[] = [
  ['loginName', '', "You can't leave this empty."],
  ['loginName', '   ', "You can't leave this empty."],
  ['loginName', 'ab@c', 'The length of the Phone or Email should be 6-60 characters.'],
  ['loginName', 'x'.repeat(61), 'The length of the Phone or Email should be 6-60 characters.'],
  ['loginName', '81234567', undefined],
  ['loginName', 'ana@example.com', undefined],
  ['phone', '', "You can't leave this empty."],
  ['phone', '12345', 'Please enter a valid phone number.'],
  ['phone', '81234567', undefined, { region: 'sg' }],
  ['phone', '61234567', 'Please enter a valid phone number.', { region: 'sg' }],
  ['phone', '0812345678', undefined, { region: 'id' }],
  ['phone', '81234567', 'The new mobile number must be different from the current one', { region: 'sg', old: '81234567' }],
  ['password', '', "You can't leave this empty."],
  ['password', 'short', 'The length of Password should be 8 - 20 characters.'],
  // An Indonesian or Malaysian member's password past 20 characters, a NIST policy's passphrase: the login field takes them.
  ['password', 'sangat-panjang-sekali-2024!', undefined],
  ['password', 'correct horse battery staple in a long passphrase of sixty-four c', undefined],
  ['password', 'anything goes 1', undefined],
  ['newPassword', '', "You can't leave this empty."],
  ['newPassword', 'a1!', 'The length of Password should be 8 - 20 characters.'],
  ['newPassword', 'abcd1234(', 'Password can only include ~.!@#$%^&*<> symbols'],
  ['newPassword', 'abcd 1234!', 'Password can only include ~.!@#$%^&*<> symbols'],
  ['newPassword', 'abcd12345', 'Password should contain alphabets, numbers and special characters'],
  ['newPassword', 'abcdefg!', 'Password should contain alphabets, numbers and special characters'],
  ['newPassword', '1234567!', 'Password should contain alphabets, numbers and special characters'],
  ['newPassword', 'abc123~<>', undefined],
  ['newPassword', 'abc123~<>', 'The new password must be different from the current one', { old: 'abc123~<>' }],
  ['passwordLocal', 'abc 123!x', 'Password must be at least 8 characters with letters, numbers and symbols, and no spaces'],
  ['passwordLocal', 'abcdef12', 'Password must be at least 8 characters with letters, numbers and symbols, and no spaces'],
  ['passwordLocal', 'abcde12(', undefined],
  ['passwordLegacy', 'abc12', 'Password must be 6-50 characters with letters and numbers'],
  ['passwordLegacy', 'abcdef', 'Password must be 6-50 characters with letters and numbers'],
  ['passwordLegacy', 'abc123', undefined],
  ['confirmPassword', 'abc123!x', 'The passwords do not match', { compareTo: 'abc123!y' }],
  ['confirmPassword', 'abc123!x', undefined, { compareTo: 'abc123!x' }],
  ['fullName', 'A', 'The length of the name should be 2-50 characters.'],
  ['fullName', 'Ana <b>', 'The name cannot contain special characters.'],
  ['fullName', "Nguyễn Văn O'Brien-Lê", undefined],
  ['fullName', 'สมชาย ใจดี', undefined],
  ['fullName', 'Juan', 'The length of the name should be 5-50 characters.', { region: 'ph' }],
  ['fullName', 'Juan 2nd Cruz', 'The name cannot contain numbers.', { region: 'ph' }],
  ['fullName', 'Juanito', 'Please enter at least 2 words.', { region: 'ph' }],
  ['fullName', 'Juan dela Cruz', undefined, { region: 'ph' }],
  ['email', 'a@b.c', 'The length of Email should be 6-60 characters.'],
  ['email', 'not-an-email', 'Please enter a valid email address.'],
  ['email', 'ana@localhost', 'Please enter a valid email address.'],
  ['email', 'ana@example.com', undefined],
  ['email', 'ana@example.com', 'The new email must be different from the current one', { old: 'ana@example.com' }],
  ['address', 'Blk', 'The length of the address should be 5-350 characters.'],
  ['address', 'x'.repeat(351), 'The length of the address should be 5-350 characters.'],
  ['address', 'Call ana@example.com at the gate', 'The address cannot contain an email address.'],
  ['address', '123 456', 'The address cannot contain only numbers.'],
  ['address', '10 Anson Road #12-01', undefined],
  ['postcode', '', "You can't leave this empty."],
  ['postcode', '12345', 'Please enter a valid postcode.', { region: 'sg' }],
  ['postcode', '079903', undefined, { region: 'sg' }],
  ['postcode', '1000', undefined, { region: 'ph' }],
  ['taxId', 'x'.repeat(101), 'The tax ID should be at most 100 characters.'],
  ['taxId', '', undefined],
  ['branchId', 'x'.repeat(101), 'The branch ID should be at most 100 characters.'],
  ['branchId', 'x'.repeat(100), undefined],
  ['birthday', '21/11/1990', 'Please enter the date in a valid format.', { today }],
  ['birthday', '1990-02-30', 'Please select a correct birthday', { today }],
  ['birthday', '1925-12-31', 'Please select a correct birthday', { today }],
  ['birthday', '1926-01-01', undefined, { today }],
  ['birthday', '2026-11-21', undefined, { today }],
  ['birthday', '2026-11-22', 'Please select a correct birthday', { today }],
  ['smsCode', '12345', 'Please enter the 6-digit code.'],
  ['smsCode', '12345a', 'Please enter the 6-digit code.'],
  ['smsCode', '123456', undefined],
  ['passcode', '1234', undefined, { codeLength: 4 }],
  ['passcode', '123456', 'Please enter the 4-digit code.', { codeLength: 4 }],
  ['nickname', '', undefined],
  ['choice', '', 'Please make a selection.'],
  ['choice', 'male', undefined],
  ['loginName', undefined, "You can't leave this empty."],
  ['password', { length: 10 }, "You can't leave this empty."],
];

describe('field rules', () => {
  for (const [kind, value, expected, context] of cases) {
    it(`${kind} ${JSON.stringify(value)?.slice(0, 40)} ${context ? JSON.stringify(context) : ''} → ${expected ?? 'valid'}`, () => {
      const found = checkField(kind, value, context);
      expect(found ? format(en[found.key], found.values) : undefined).to.equal(expected);
    });
  }

  it('the new-password hints light up as each rule is met', () => {
    expect(newPasswordHints('')).to.deep.equal({ length: false, mix: false });
    expect(newPasswordHints('abc1!')).to.deep.equal({ length: false, mix: true });
    expect(newPasswordHints('abcdefgh')).to.deep.equal({ length: true, mix: false });
    expect(newPasswordHints('abcdefg1!')).to.deep.equal({ length: true, mix: true });
    expect(newPasswordHints('abcdefg1!(')).to.deep.equal({ length: true, mix: false });
  });

  it('integer-only inputs keep digits only, truncated', () => {
    expect(digitsOnly('12a3-4 5６')).to.equal('12345');
    expect(digitsOnly('9876543210', 6)).to.equal('987654');
  });

  it('the helper e-mail check is 2-60 characters and a standard pattern', () => {
    expect(isEmailLike('a@b.co')).to.equal(true);
    expect(isEmailLike(`${'a'.repeat(60)}@b.co`)).to.equal(false);
    expect(isEmailLike('a b@c.co')).to.equal(false);
  });

  it('agrees with libphonenumber-js on every SEA phone vector (valid mobile numbers only)', () => {
    const rows = (phoneVectors as { rows: { region: string; input: string; valid: boolean; type?: string; country?: string }[] }).rows;
    expect(rows.length).to.be.greaterThan(50);
    for (const row of rows) {
      const region = parseRegion(row.region);
      if (!region) continue;
      const mobile = row.valid && row.country === row.region && (row.type === 'MOBILE' || row.type === 'FIXED_LINE_OR_MOBILE');
      const found = checkField('phone', row.input, { region });
      expect(found === undefined, `${row.region} ${row.input} (${row.type ?? 'invalid'})`).to.equal(mobile);
    }
  });

  it('never throws and never echoes the input, for every naughty string and every kind', () => {
    const kinds = [...new Set(cases.map(([kind]) => kind))];
    for (const value of blns as string[]) {
      for (const kind of kinds) {
        const found = checkField(kind, value, { region: 'ph', old: 'x', compareTo: 'y' });
        if (found && value.trim().length > 3) {
          const message = format(en[found.key], found.values);
          expect(message.includes(value.trim()), `${kind}: ${value}`).to.equal(false);
        }
      }
    }
  });
});
