/**
 * The member's address book on the service's side: an address is checked by its country's form and
 * the shared rules (`src/kernel/rules/addressRules.ts`), its divisions must be a chain of the service's own
 * tree (a province, a city of that province, …), its phone a mobile number of the address's
 * country (kept with that country's dial code); stored
 * with its values by field id; answered with the lines a parcel shows.
 */
import { ADDRESS_FORMS, ADDRESS_LIMIT, isAddressCountry, type AddressCountry } from '../../src/kernel/config/addressForms.ts';
import type { Region } from '../../src/kernel/config/regions.ts';
import type { AddressBookOnWire, AddressOnWire } from '../../src/kernel/contract/address.ts';
import { addressProblems } from '../../src/kernel/rules/addressRules.ts';
import { hasHiddenText } from '../../src/kernel/rules/hiddenText.ts';
import { Refusal } from './refusal.ts';
import { MESSAGES } from './messages.ts';
import type { AddressRecord, AddressValues, Storage } from '../storage/Storage.ts';
import { divisionName, isDivisionUnder } from './divisions.ts';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import { isMobileNumberIn } from '../../src/kernel/rules/fieldRules.ts';

export interface AddressRequest {
  readonly recipient: string;
  readonly phone: string;
  readonly country: AddressCountry;
  readonly fields: Readonly<Record<string, string>>;
}

/** The request's address, checked, as the storage keeps it; refused with the fields that break a rule. */
export function checkedAddress(request: AddressRequest, region: Region): AddressValues {
  const form = ADDRESS_FORMS[request.country];
  // Only the country's own fields are kept: anything else in the request is not the member's to set.
  const fields: Record<string, string> = {};
  for (const field of form.fields) {
    const value = (request.fields[field.id] ?? '').trim();
    if (value) fields[field.id] = value;
  }
  const recipient = request.recipient.trim();
  const bad = new Set(Object.keys(addressProblems({ recipient, phone: request.phone, country: request.country, fields }, region)));
  if (hasHiddenText(recipient)) bad.add('recipient');
  // The street address may take several lines (a textarea); nothing else may hold a line break.
  for (const [id, value] of Object.entries(fields)) if (hasHiddenText(id === 'detailAddress' ? value.replace(/\r?\n/g, ' ') : value)) bad.add(id);
  // Each chosen division is one of the service's, under the one chosen before it.
  let parent = '';
  for (const field of form.fields.filter((candidate) => candidate.kind === 'division')) {
    const value = fields[field.id] ?? '';
    if (!value || !isDivisionUnder(request.country, parent, value)) {
      bad.add(field.id);
      break;
    }
    parent = value;
  }
  const phone = countryPhone(request.phone, request.country);
  if (!phone) bad.add('phone');
  if (bad.size > 0 || !phone) throw new Refusal('PL-ADDRESS-INVALID', MESSAGES.addressInvalid, 'refused', { fields: [...bad] });
  return { recipient, phonePrefix: phone.prefix, phone: phone.national, country: request.country, fields: JSON.stringify(fields) };
}

/** The recipient's mobile number in the address's country: its dial code and national number. */
function countryPhone(value: string, country: AddressCountry): { prefix: string; national: string } | undefined {
  const text = value.trim();
  if (!isMobileNumberIn(text, country)) return undefined;
  const parsed = parsePhoneNumberFromString(text, country as CountryCode);
  return parsed ? { prefix: parsed.countryCallingCode, national: parsed.nationalNumber } : undefined;
}

function addressOnWire(address: AddressRecord): AddressOnWire {
  const country = isAddressCountry(address.country) ? address.country : 'SG';
  let fields: Record<string, string> = {};
  try {
    fields = JSON.parse(address.fields) as Record<string, string>;
  } catch {
    // A row written by hand: shown without its fields rather than not at all.
  }
  const form = ADDRESS_FORMS[country];
  const shown = (id: string) => {
    const value = fields[id] ?? '';
    const field = form.fields.find((candidate) => candidate.id === id);
    return field?.kind === 'division' ? (divisionName(country, value) ?? value) : value;
  };
  const places = form.fields.filter((field) => field.kind === 'division' || field.kind === 'text').map((field) => shown(field.id));
  // The street as the member wrote it, line by line; the country is the element's to name, in the shopper's language.
  const street = shown('detailAddress')
    .split(/\r?\n/)
    .map((line) => line.trim());
  const lines = [...street, [...places].reverse().filter(Boolean).join(', '), fields['postcode'] ?? ''].filter(Boolean);
  return {
    id: String(address.id),
    recipient: address.recipient,
    phone: address.phone,
    phonePrefix: address.phonePrefix,
    country,
    fields,
    lines,
    isDefaultShipping: address.isDefaultShipping,
    isDefaultBilling: address.isDefaultBilling,
  };
}

export async function addressBook(storage: Storage, userId: number): Promise<AddressBookOnWire> {
  return { addresses: (await storage.addresses.list(userId)).map(addressOnWire), limit: ADDRESS_LIMIT };
}

/** An address id of the request: a number, else nothing of anyone's. */
export function addressId(id: string): number {
  const number = /^\d{1,15}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(number)) throw new Refusal('PL-ADDRESS-NOT-FOUND', MESSAGES.addressNotFound);
  return number;
}

/** Another member's address answers as no address at all: its existence is not told. */
export const addressNotFound = () => new Refusal('PL-ADDRESS-NOT-FOUND', MESSAGES.addressNotFound);
export const addressLimit = () => new Refusal('PL-ADDRESS-LIMIT', MESSAGES.addressLimit, 'refused', { limit: ADDRESS_LIMIT });
