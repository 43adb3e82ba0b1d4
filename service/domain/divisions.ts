/**
 * The administrative divisions an address form chooses from, built once (on first use) from
 * well-kept datasets on the npm registry, never from hand-written lists:
 *
 * - Indonesia: `idn-area-data` (ODbL): province → regency/city → district (kecamatan) → village
 *   (kelurahan/desa), by their official codes.
 * - Thailand: `thai-address-database` (ISC), its database copied to `service/datasets/` (see its
 *   MANIFEST.md): province → amphoe → tambon, with the tambon's postcode.
 * - Malaysia: `malaysia-postcodes` (ISC): state → city, with the city's first postcode.
 * - The Philippines: `philippines` (MIT): province → city or municipality (barangays are typed).
 *
 * Every other level (Singapore has none; Vietnam and the sister brands' countries) is typed text.
 * A division's id is what an address keeps: the official code in Indonesia, else the path of names
 * from the top (`Selangor/Shah Alam`), so that every id names its parents and resolves to a name.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AddressCountry } from '../../src/kernel/config/addressForms.ts';
import type { Division } from '../../src/kernel/contract/address.ts';

const require = createRequire(import.meta.url);

interface Tree {
  /** Children by parent id ('' for the top level). */
  readonly children: Map<string, Division[]>;
  readonly names: Map<string, string>;
}

function tree(): { add(parent: string, division: Division): void; done(): Tree } {
  const children = new Map<string, Division[]>();
  const names = new Map<string, string>();
  return {
    add(parent, division) {
      const list = children.get(parent) ?? [];
      if (!names.has(division.id)) list.push(division);
      children.set(parent, list);
      names.set(division.id, division.name);
    },
    done() {
      const collator = new Intl.Collator('en');
      for (const list of children.values()) list.sort((a, b) => collator.compare(a.name, b.name));
      return { children, names };
    },
  };
}

/** The datasets' acronyms (Daerah Khusus Ibukota, Wilayah Persekutuan), written as acronyms. */
const keepAcronyms = (name: string) => name.replace(/\b(Dki|Wp)\b/g, (acronym) => acronym.toUpperCase());

/** `KABUPATEN ACEH SELATAN` → `Kabupaten Aceh Selatan`; `DKI JAKARTA` → `DKI Jakarta` (an acronym stays). */
const titleCase = (text: string) =>
  keepAcronyms(text.toLowerCase().replace(/(^|[\s(/-])(\p{L})/gu, (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`));

function csvRows(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(','));
}

function indonesia(): Tree {
  const dir = path.join(path.dirname(require.resolve('idn-area-data/package.json')), 'data');
  const built = tree();
  for (const [code = '', name = ''] of csvRows(path.join(dir, 'provinces.csv'))) built.add('', { id: code, name: titleCase(name) });
  for (const [code = '', parent = '', name = ''] of csvRows(path.join(dir, 'regencies.csv'))) built.add(parent, { id: code, name: titleCase(name) });
  for (const [code = '', parent = '', name = ''] of csvRows(path.join(dir, 'districts.csv'))) built.add(parent, { id: code, name });
  for (const [code = '', parent = '', name = ''] of csvRows(path.join(dir, 'villages.csv'))) built.add(parent, { id: code, name });
  return built.done();
}

type ThaiEntry = [string | number, ThaiEntry[] | string | (string | number)[]];

/** The Thai database's own compact form, expanded (as its lib/index.js does). */
function thailand(): Tree {
  const { data, lookup, words } = require('../datasets/thai-address-db.json') as { data: ThaiEntry[]; lookup: string; words: string };
  const lookups = lookup.split('|');
  const dictionary = words.split('|');
  const word = (value: string | number) =>
    (typeof value === 'number' ? (lookups[value] ?? '') : value).replace(
      /[A-Z]/gi,
      (char) => dictionary[char.charCodeAt(0) < 97 ? char.charCodeAt(0) - 65 : 26 + char.charCodeAt(0) - 97] ?? '',
    );
  const built = tree();
  for (const [provinceName, amphoes] of data) {
    const province = word(provinceName);
    built.add('', { id: province, name: province });
    for (const [amphoeName, tambons] of amphoes as ThaiEntry[]) {
      const amphoe = `${province}/${word(amphoeName)}`;
      built.add(province, { id: amphoe, name: word(amphoeName) });
      for (const [tambonName, zip] of tambons as ThaiEntry[]) {
        const postcode = Array.isArray(zip) ? String(zip[0]) : String(zip);
        built.add(amphoe, { id: `${amphoe}/${word(tambonName)}`, name: word(tambonName), postcode });
      }
    }
  }
  return built.done();
}

function malaysia(): Tree {
  const { allPostcodes } = require('malaysia-postcodes') as { allPostcodes: { name: string; city: { name: string; postcode: string[] }[] }[] };
  const built = tree();
  for (const state of allPostcodes) {
    built.add('', { id: state.name, name: keepAcronyms(state.name) });
    for (const city of state.city)
      built.add(state.name, { id: `${state.name}/${city.name}`, name: city.name, ...(city.postcode[0] ? { postcode: city.postcode[0] } : {}) });
  }
  return built.done();
}

function philippines(): Tree {
  const { provinces, cities } = require('philippines') as { provinces: { name: string; key: string }[]; cities: { name: string; province: string }[] };
  const built = tree();
  const byKey = new Map(provinces.map((province) => [province.key, province.name]));
  for (const province of provinces) built.add('', { id: province.name, name: province.name });
  for (const city of cities) {
    const province = byKey.get(city.province);
    if (province) built.add(province, { id: `${province}/${city.name}`, name: city.name });
  }
  return built.done();
}

const BUILDERS: Partial<Record<AddressCountry, () => Tree>> = { ID: indonesia, TH: thailand, MY: malaysia, PH: philippines };
const built = new Map<AddressCountry, Tree>();

function treeOf(country: AddressCountry): Tree | undefined {
  const builder = BUILDERS[country];
  if (!builder) return undefined;
  let found = built.get(country);
  if (!found) {
    found = builder();
    built.set(country, found);
  }
  return found;
}

/** The divisions under `parent` (the top level without one); none where the country's levels are typed. */
export function childDivisions(country: AddressCountry, parent = ''): readonly Division[] {
  return treeOf(country)?.children.get(parent) ?? [];
}

/** The name of division `id`, if it is one. */
export function divisionName(country: AddressCountry, id: string): string | undefined {
  return treeOf(country)?.names.get(id);
}

/** Whether `id` is a division directly under `parent` ('' for the top level). */
export function isDivisionUnder(country: AddressCountry, parent: string, id: string): boolean {
  return childDivisions(country, parent).some((division) => division.id === id);
}
