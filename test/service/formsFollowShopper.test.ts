/**
 * Forms that follow the shopper, on the reference member service and in the rules it shares with
 * `<member-account>`: limits count what a reader sees (a 42-letter Thai nickname is 42, not the 60-odd
 * code points it is written with), an address's phone is a mobile number of the address's country
 * (an Indonesian recipient's 0812… in an address in Indonesia on the Singapore site) and is kept with
 * that country's dial code, a pasted "+65 9876 5432" keeps only the number, and the street address
 * takes several lines.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCOUNT } from '../../src/kernel/contract/accountCalls.ts';
import { addressProblems } from '../../src/kernel/rules/addressRules.ts';
import { checkField } from '../../src/kernel/rules/fieldRules.ts';
import { dialCodeOf, nationalDigits } from '../../src/rules/phoneInput.ts';
import { visibleLength } from '../../src/kernel/rules/textLength.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService, type GatewayResult } from './harness.ts';

const api = (name: keyof typeof ACCOUNT) => ACCOUNT[name].api;
/** 42 letters as a Thai reader counts them, written with 67 code points (vowels and tone marks above and below). */
const THAI_NICKNAME = 'ผู้ใหญ่บ้านที่น่ารักที่สุดในหมู่บ้านนี้นะครับผู้ที่รู้จักกันทั่วไปน้ำใจ';
const SG_ADDRESS = { recipient: 'Samantha Shopper', phone: '81234567', country: 'SG', fields: { postcode: '018956', detailAddress: '10 Bayfront Avenue, #05-01' } };
type Book = { addresses: { phone: string; phonePrefix: string; country: string; lines: string[] }[] };

async function member() {
  const service = await testService();
  const client = service.client();
  await client.login('shopper@example.com', DEMO_PASSWORD);
  return client;
}

const refused = (answer: GatewayResult) => ((answer.data as { fields?: string[] } | undefined)?.fields ?? []).sort();

describe('limits count what a reader sees', () => {
  for (const [text, expected] of [
    [THAI_NICKNAME, 42],
    ['Nguyê\u0303n', 6],
    ['👍🏽👨‍👩‍👧', 2],
    ['Samantha', 8],
  ] as const) {
    it(`${JSON.stringify(text)} is ${expected} characters`, () => {
      assert.equal(visibleLength(text), expected);
    });
  }

  it('the Thai nickname is more than 50 code points and still fits the 50-character limit, on the service too', async () => {
    assert.ok([...THAI_NICKNAME].length > 50);
    const client = await member();
    const saved = await client.gateway(api('updateProfile'), { fullName: 'Samantha Shopper', nickname: THAI_NICKNAME });
    assert.match(saved.ret, /^SUCCESS::/, saved.ret);
    assert.equal((saved.data as { nickname?: string }).nickname, THAI_NICKNAME);
    const tooLong = await client.gateway(api('updateProfile'), { fullName: 'Samantha Shopper', nickname: `${THAI_NICKNAME}${'ก'.repeat(9)}` });
    assert.match(tooLong.ret, /^PL-USER-NICKNAME-INVALID::/);
  });

  it('a Thai name of 50 letters with its marks keeps the name rule', () => {
    assert.equal(checkField('fullName', `${THAI_NICKNAME} ${'ก'.repeat(7)}`, { region: 'th' }), undefined);
    assert.deepEqual(checkField('fullName', `${THAI_NICKNAME} ${'ก'.repeat(8)}`, { region: 'th' }), { key: 'rule.nameLength' });
  });
});

describe("an address's phone follows its country", () => {
  it('knows the dial code of each of our eleven countries', () => {
    assert.deepEqual(['SG', 'MY', 'PH', 'TH', 'ID', 'VN', 'BD', 'LK', 'MM', 'NP', 'PK'].map(dialCodeOf), [
      '65',
      '60',
      '63',
      '66',
      '62',
      '84',
      '880',
      '94',
      '95',
      '977',
      '92',
    ]);
  });

  for (const [typed, code, kept] of [
    ['+65 9876 5432', '65', '98765432'],
    ['0065 9876-5432', '65', '98765432'],
    ['(+62) 812-3456-7890', '62', '81234567890'],
    ['0812 3456 7890', '62', '081234567890'],
    ['+62 812 3456 7890', '65', '6281234567890'],
  ] as const) {
    it(`a pasted ${JSON.stringify(typed)} in a +${code} field keeps ${kept}`, () => {
      assert.equal(nationalDigits(typed, code), kept);
    });
  }

  it('checks the number by the country of the address, whatever the site', () => {
    const indonesia = { recipient: 'Budi Santoso', country: 'ID', fields: {} } as const;
    assert.equal(addressProblems({ ...indonesia, phone: '081234567890' }, 'sg')['phone'], undefined);
    assert.deepEqual(addressProblems({ ...indonesia, phone: '81234567' }, 'sg')['phone'], { key: 'rule.phoneInvalid' });
    assert.deepEqual(addressProblems({ ...indonesia, phone: '' }, 'sg')['phone'], { key: 'rule.required' });
  });

  it("the service keeps a Vietnamese recipient's 09… number with +84 and refuses a Singapore number in Vietnam", async () => {
    const client = await member();
    const vietnam = { ...SG_ADDRESS, country: 'VN', fields: { province: 'Hà Nội', district: 'Ba Đình', ward: 'Phúc Xá', detailAddress: '12 Phố Hàng Bông' } };
    const saved = await client.gateway(api('saveAddress'), { ...vietnam, phone: '0912345678' });
    assert.match(saved.ret, /^SUCCESS::/, saved.ret);
    assert.deepEqual(
      (saved.data as Book).addresses.map(({ phone, phonePrefix, country }) => [phonePrefix, phone, country]),
      [['84', '912345678', 'VN']],
    );
    assert.deepEqual(refused(await client.gateway(api('saveAddress'), { ...vietnam, phone: '81234567' })), ['phone']);
    const singapore = await client.gateway(api('saveAddress'), { ...SG_ADDRESS, phone: '+65 8123 4567' });
    assert.match(singapore.ret, /^SUCCESS::/, singapore.ret);
  });

  it('takes a street address of several lines and answers it line by line, without a country code in the lines', async () => {
    const client = await member();
    const saved = await client.gateway(api('saveAddress'), {
      ...SG_ADDRESS,
      fields: { postcode: '018956', detailAddress: 'Marina Bay Sands Tower 1\n#05-01\r\n10 Bayfront Avenue' },
    });
    assert.match(saved.ret, /^SUCCESS::/, saved.ret);
    assert.deepEqual((saved.data as Book).addresses[0]?.lines, ['Marina Bay Sands Tower 1', '#05-01', '10 Bayfront Avenue', '018956']);
    const hidden = await client.gateway(api('saveAddress'), { ...SG_ADDRESS, recipient: 'Samantha\nShopper' });
    assert.deepEqual(refused(hidden), ['recipient']);
  });
});
