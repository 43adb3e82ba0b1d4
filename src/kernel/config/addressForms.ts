/**
 * The address form of each country an address may be in: the marketplace's six and the sister
 * brands' five (spec section 3: "address-field labels differ by region"). For each, the fields in
 * the order a parcel is written, which are chosen from the member service's administrative
 * divisions (and at which level of its tree) and which are typed, which are required, and the
 * postcode's shape. The element renders the form from it; the service checks addresses by it.
 */

import type { AddressCountry } from './addressCountries.ts';

export { ADDRESS_COUNTRIES, isAddressCountry, type AddressCountry } from './addressCountries.ts';

/** The label of each field, as the member area's catalogue names it (`address.label.<label>`). */
export type AddressLabel =
  | 'region'
  | 'province'
  | 'state'
  | 'city'
  | 'cityMunicipality'
  | 'district'
  | 'kecamatan'
  | 'kelurahan'
  | 'barangay'
  | 'amphoe'
  | 'tambon'
  | 'ward'
  | 'division'
  | 'upazila'
  | 'township'
  | 'municipality'
  | 'area'
  | 'postcode'
  | 'detailAddress'
  | 'instructions'
  | 'taxId'
  | 'branchId';

export interface AddressField {
  /** The key of the field's value in an address's `fields`. */
  readonly id: string;
  readonly label: AddressLabel;
  /** `division`: chosen from the service's tree at `level` (1 the top), under the field before it. */
  readonly kind: 'division' | 'text' | 'postcode' | 'detail' | 'optional';
  readonly level?: number;
  readonly required: boolean;
  /** The most characters a typed field takes. */
  readonly max: number;
}

export interface AddressForm {
  readonly country: AddressCountry;
  readonly fields: readonly AddressField[];
  /** The postcode's shape, when the country's addresses have one. */
  readonly postcode?: RegExp;
}

const division = (id: string, label: AddressLabel, level: number): AddressField => ({ id, label, kind: 'division', level, required: true, max: 100 });
const text = (id: string, label: AddressLabel, required = true): AddressField => ({ id, label, kind: 'text', required, max: 100 });
const POSTCODE: AddressField = { id: 'postcode', label: 'postcode', kind: 'postcode', required: true, max: 10 };
/** The spec's detail address: 5-350 characters, no e-mail inside, not only digits. */
const DETAIL: AddressField = { id: 'detailAddress', label: 'detailAddress', kind: 'detail', required: true, max: 350 };
const INSTRUCTIONS: AddressField = { id: 'instructions', label: 'instructions', kind: 'optional', required: false, max: 200 };
/** Tax and branch ids (spec: at most 100), for business invoices where the country has them. */
const TAX: readonly AddressField[] = [
  { id: 'taxId', label: 'taxId', kind: 'optional', required: false, max: 100 },
  { id: 'branchId', label: 'branchId', kind: 'optional', required: false, max: 100 },
];

export const ADDRESS_FORMS: Readonly<Record<AddressCountry, AddressForm>> = {
  SG: { country: 'SG', fields: [POSTCODE, DETAIL, INSTRUCTIONS], postcode: /^\d{6}$/ },
  MY: { country: 'MY', fields: [division('state', 'state', 1), division('city', 'city', 2), POSTCODE, DETAIL, INSTRUCTIONS], postcode: /^\d{5}$/ },
  PH: {
    country: 'PH',
    fields: [division('province', 'province', 1), division('city', 'cityMunicipality', 2), text('barangay', 'barangay'), POSTCODE, DETAIL, INSTRUCTIONS, ...TAX],
    postcode: /^\d{4}$/,
  },
  TH: {
    country: 'TH',
    fields: [division('province', 'province', 1), division('amphoe', 'amphoe', 2), division('tambon', 'tambon', 3), POSTCODE, DETAIL, INSTRUCTIONS, ...TAX],
    postcode: /^\d{5}$/,
  },
  ID: {
    country: 'ID',
    fields: [
      division('province', 'province', 1),
      division('city', 'city', 2),
      division('kecamatan', 'kecamatan', 3),
      division('kelurahan', 'kelurahan', 4),
      POSTCODE,
      DETAIL,
      INSTRUCTIONS,
    ],
    postcode: /^\d{5}$/,
  },
  VN: { country: 'VN', fields: [text('province', 'province'), text('district', 'district'), text('ward', 'ward'), DETAIL, INSTRUCTIONS, ...TAX] },
  BD: {
    country: 'BD',
    fields: [text('division', 'division'), text('district', 'district'), text('upazila', 'upazila'), POSTCODE, DETAIL, INSTRUCTIONS],
    postcode: /^\d{4}$/,
  },
  LK: { country: 'LK', fields: [text('province', 'province'), text('district', 'district'), text('city', 'city'), POSTCODE, DETAIL, INSTRUCTIONS], postcode: /^\d{5}$/ },
  MM: { country: 'MM', fields: [text('region', 'region'), text('township', 'township'), POSTCODE, DETAIL, INSTRUCTIONS], postcode: /^\d{5}$/ },
  NP: {
    country: 'NP',
    fields: [text('province', 'province'), text('district', 'district'), text('municipality', 'municipality'), POSTCODE, DETAIL, INSTRUCTIONS],
    postcode: /^\d{5}$/,
  },
  PK: { country: 'PK', fields: [text('province', 'province'), text('city', 'city'), text('area', 'area'), POSTCODE, DETAIL, INSTRUCTIONS], postcode: /^\d{5}$/ },
};

/** The most addresses a member keeps. */
export const ADDRESS_LIMIT = 20;
