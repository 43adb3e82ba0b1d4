/**
 * The member area's address book on the reference member service, and the attacks on it: another
 * member's address by id (read, change, delete, make default), CSRF whatever the method, mass
 * assignment (owner, defaults, ids), hostile and oversized input in every stored field, HTML that
 * comes back as data, the address limit; then the forms of the countries and their divisions.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ADDRESS_LIMIT } from '../../src/kernel/config/addressForms.ts';
import { ACCOUNT } from '../../src/kernel/contract/accountCalls.ts';
import { DEMO_PASSWORD } from '../../service/domain/seed.ts';
import { testService, type GatewayResult, type TestClient } from './harness.ts';

const api = (name: keyof typeof ACCOUNT) => ACCOUNT[name].api;
const ok = (answer: GatewayResult) => assert.match(answer.ret, /^SUCCESS::/, answer.ret);
const blns = JSON.parse(readFileSync(new URL('../corpora/naughty-strings/blns.json', import.meta.url), 'utf8')) as string[];
const xss = readFileSync(new URL('../corpora/xss/XSS_Polyglots.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean);

const SG_ADDRESS = { recipient: 'Samantha Shopper', phone: '81234567', country: 'SG', fields: { postcode: '018956', detailAddress: '10 Bayfront Avenue, #05-01' } };

type Book = {
  addresses: { id: string; recipient: string; fields: Record<string, string>; lines: string[]; isDefaultShipping: boolean; isDefaultBilling: boolean }[];
  limit: number;
};
const book = (answer: GatewayResult) => answer.data as unknown as Book;

async function twoMembers(config: { accountChangesPerMinute?: number } = {}) {
  const service = await testService({ config });
  const shopper = service.client();
  await shopper.login('shopper@example.com', DEMO_PASSWORD);
  const other = service.client();
  await other.login('jump@example.com', DEMO_PASSWORD);
  return { service, shopper, other };
}

async function add(member: TestClient, address: object = SG_ADDRESS): Promise<Book> {
  const answer = await member.gateway(api('saveAddress'), address);
  ok(answer);
  return book(answer);
}

describe('attacks on the address book', () => {
  it("another member's address by id can be neither read, changed, deleted nor made default, and its existence is not told", async () => {
    const { shopper, other } = await twoMembers();
    const [victim] = (await add(shopper)).addresses;
    assert.ok(victim);
    assert.deepEqual(book(await other.gateway(api('listAddresses'), { id: victim.id }, { method: 'GET' })).addresses, []);
    for (const [name, data] of [
      ['saveAddress', { ...SG_ADDRESS, id: victim.id, recipient: 'Eve Attacker' }],
      ['deleteAddress', { id: victim.id }],
      ['setDefaultAddress', { id: victim.id, kind: 'billing' }],
      ['deleteAddress', { id: '999999' }],
    ] as const) {
      assert.match((await other.gateway(api(name), data)).ret, /^PL-ADDRESS-NOT-FOUND::/, name);
    }
    const [kept] = book(await shopper.gateway(api('listAddresses'), {}, { method: 'GET' })).addresses;
    assert.deepEqual([kept?.recipient, kept?.isDefaultBilling], ['Samantha Shopper', true]);
  });

  it('refuses every change without the CSRF token, by POST and by GET', async () => {
    const { shopper } = await twoMembers();
    const [address] = (await add(shopper)).addresses;
    for (const [name, data] of [
      ['saveAddress', SG_ADDRESS],
      ['deleteAddress', { id: address!.id }],
      ['setDefaultAddress', { id: address!.id, kind: 'shipping' }],
    ] as const) {
      for (const method of ['POST', 'GET'] as const) {
        const answer = await shopper.gateway(api(name), data, { method, csrf: false });
        assert.equal(answer.status, 403, `${name} by ${method}`);
      }
    }
    assert.equal(book(await shopper.gateway(api('listAddresses'), {}, { method: 'GET' })).addresses.length, 1);
  });

  it("writes only the country form's fields: no owner, id, default or stray field through the request", async () => {
    const { service, shopper, other } = await twoMembers();
    const otherUser = await service.deps.storage.users.byEmail('jump@example.com');
    await add(shopper, {
      ...SG_ADDRESS,
      userId: otherUser!.id,
      user_id: otherUser!.id,
      isDefaultShipping: false,
      fields: { ...SG_ADDRESS.fields, owner: 'x', kelurahan: 'y' },
    });
    const [saved] = book(await shopper.gateway(api('listAddresses'), {}, { method: 'GET' })).addresses;
    assert.deepEqual(saved?.fields, SG_ADDRESS.fields, 'only the postcode and the detail address of a Singapore form');
    assert.equal(saved?.isDefaultShipping, true, 'the first address is the default whatever the request says');
    assert.deepEqual(book(await other.gateway(api('listAddresses'), {}, { method: 'GET' })).addresses, []);
  });

  it('refuses hostile and oversized input in every stored field, and gives HTML back as the text it is', async () => {
    const { shopper } = await twoMembers({ accountChangesPerMinute: 10_000 });
    const huge = await shopper.fetch(`/gw/${api('saveAddress')}/1.0/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-TOKEN': await shopper.csrfToken() },
      body: new URLSearchParams({ data: JSON.stringify({ ...SG_ADDRESS, fields: { ...SG_ADDRESS.fields, detailAddress: 'x'.repeat(100_000) } }) }).toString(),
    });
    assert.ok(huge.status >= 400 || /^(PL-ADDRESS-INVALID|FAIL_SYS)/.test(((await huge.json()) as { ret: string[] }).ret[0] ?? ''), `answered ${huge.status}`);
    for (const field of ['recipient', 'detailAddress', 'instructions'] as const) {
      const answer = await shopper.gateway(
        api('saveAddress'),
        field === 'recipient' ? { ...SG_ADDRESS, recipient: 'Sam\u202eShopper' } : { ...SG_ADDRESS, fields: { ...SG_ADDRESS.fields, [field]: 'Level 5\u200b, Tower 2' } },
      );
      assert.match(answer.ret, /^PL-ADDRESS-INVALID::/, field);
      assert.deepEqual((answer.data as { fields?: string[] } | undefined)?.fields, [field]);
    }
    for (const payload of [...xss, ...blns.slice(0, 120)].map((line) => line.slice(0, 150))) {
      const answer = await shopper.gateway(api('saveAddress'), { ...SG_ADDRESS, fields: { ...SG_ADDRESS.fields, detailAddress: `1 Main Road ${payload}` } });
      if (/^SUCCESS::/.test(answer.ret)) {
        const saved = book(answer).addresses.at(-1);
        assert.equal(saved?.fields['detailAddress'], `1 Main Road ${payload}`.trim(), payload);
        assert.ok(saved?.lines.includes(`1 Main Road ${payload}`.trim()));
        ok(await shopper.gateway(api('deleteAddress'), { id: saved?.id }));
      } else {
        assert.match(answer.ret, /^PL-ADDRESS-INVALID::/, payload);
      }
    }
  });

  it(`keeps at most ${ADDRESS_LIMIT} addresses, and says so clearly past them`, async () => {
    const { shopper } = await twoMembers();
    for (let index = 0; index < ADDRESS_LIMIT; index++) await add(shopper);
    const refused = await shopper.gateway(api('saveAddress'), SG_ADDRESS);
    assert.match(refused.ret, /^PL-ADDRESS-LIMIT::Your address book is full\./);
    assert.deepEqual(refused.data, { limit: ADDRESS_LIMIT });
  });
});

describe('the address book', () => {
  it('adds an Indonesian address by its province, city, kecamatan and kelurahan with a postcode, and makes it the default shipping address', async () => {
    const { shopper } = await twoMembers();
    const indonesia = new (shopper.constructor as typeof TestClient)(
      (input, init) => (shopper as unknown as { send: (i: string, n?: RequestInit) => Promise<Response> }).send(input, init),
      (shopper as unknown as { keys: never }).keys,
      shopper.origin,
      { 'X-Member-Region': 'id' },
    );
    for (const [name, value] of shopper.cookies) indonesia.cookies.set(name, value);
    const level = async (parent?: string) =>
      ((await indonesia.gateway(api('divisions'), { country: 'ID', ...(parent ? { parent } : {}) }, { method: 'GET' })).data as { items: { id: string; name: string }[] })
        .items;
    const province = (await level()).find((item) => item.name === 'DKI Jakarta');
    assert.ok(province, 'DKI Jakarta');
    const city = (await level(province.id))[0]!;
    const kecamatan = (await level(city.id))[0]!;
    const kelurahan = (await level(kecamatan.id))[0]!;
    await add(shopper);
    const saved = await indonesia.gateway(api('saveAddress'), {
      recipient: 'Siti Rahma',
      phone: '81234567890',
      country: 'ID',
      fields: { province: province.id, city: city.id, kecamatan: kecamatan.id, kelurahan: kelurahan.id, postcode: '10110', detailAddress: 'Jalan Merdeka No. 5' },
      defaultShipping: true,
    });
    ok(saved);
    const address = book(saved).addresses.find((candidate) => candidate.recipient === 'Siti Rahma');
    assert.ok(address?.isDefaultShipping && !address.isDefaultBilling);
    assert.ok(
      address.lines.some((line) => line.includes(kelurahan.name) && line.includes(province.name)),
      address.lines.join(' / '),
    );
    assert.equal(book(saved).addresses.filter((candidate) => candidate.isDefaultShipping).length, 1);
    // A kelurahan of another kecamatan does not make a chain.
    const otherKecamatan = (await level(city.id))[1]!;
    const stray = await indonesia.gateway(api('saveAddress'), {
      recipient: 'Siti Rahma',
      phone: '81234567890',
      country: 'ID',
      fields: { province: province.id, city: city.id, kecamatan: otherKecamatan.id, kelurahan: kelurahan.id, postcode: '10110', detailAddress: 'Jalan Merdeka No. 5' },
    });
    assert.deepEqual((stray.data as { fields: string[] }).fields, ['kelurahan']);
  });

  it("checks each country's form: the spec's detail address, the postcode's shape, the choices it asks for", async () => {
    const { shopper } = await twoMembers();
    const refusedFields = async (address: object) => ((await shopper.gateway(api('saveAddress'), address)).data as { fields?: string[] } | undefined)?.fields ?? [];
    assert.deepEqual(await refusedFields({ ...SG_ADDRESS, fields: { postcode: '1234', detailAddress: 'abc' } }), ['postcode', 'detailAddress']);
    assert.deepEqual(await refusedFields({ ...SG_ADDRESS, fields: { postcode: '018956', detailAddress: '123456789' } }), ['detailAddress']);
    assert.deepEqual(await refusedFields({ ...SG_ADDRESS, fields: { postcode: '018956', detailAddress: 'Write to me@example.com' } }), ['detailAddress']);
    assert.deepEqual(await refusedFields({ ...SG_ADDRESS, recipient: 'S', phone: '123' }), ['recipient', 'phone']);
    assert.deepEqual(await refusedFields({ ...SG_ADDRESS, country: 'TH', phone: '0812345678', fields: { postcode: '10200', detailAddress: '99 Sukhumvit Road' } }), [
      'province',
      'amphoe',
      'tambon',
    ]);
    ok(
      await shopper.gateway(api('saveAddress'), {
        ...SG_ADDRESS,
        phone: '0912345678',
        country: 'VN',
        fields: { province: 'Hà Nội', district: 'Ba Đình', ward: 'Phúc Xá', detailAddress: '12 Phố Hàng Bông' },
      }),
    );
  });

  it("answers each country's divisions: Thai tambons with their postcode, Malaysian cities, Philippine cities; none where they are typed", async () => {
    const { service } = await twoMembers();
    const anyone = service.client();
    const items = async (country: string, parent?: string) =>
      (
        (await anyone.gateway(api('divisions'), { country, ...(parent ? { parent } : {}) }, { method: 'GET' })).data as {
          items: { id: string; name: string; postcode?: string }[];
        }
      ).items;
    const bangkok = (await items('TH')).find((item) => item.name === 'กรุงเทพมหานคร')!;
    const khet = (await items('TH', bangkok.id))[0]!;
    assert.match((await items('TH', khet.id))[0]?.postcode ?? '', /^\d{5}$/);
    assert.ok((await items('MY', 'Selangor')).some((city) => city.name === 'Shah Alam'));
    // Names read as people write them: the datasets' capitals and acronyms put right.
    assert.ok((await items('MY')).some((state) => state.name === 'WP Kuala Lumpur'));
    assert.ok((await items('ID')).some((province) => province.name === 'DKI Jakarta'));
    assert.ok((await items('PH')).some((province) => province.name === 'Cebu'));
    assert.deepEqual(await items('VN'), []);
    assert.deepEqual(await items('SG'), []);
  });
});
