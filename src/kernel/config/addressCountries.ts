/**
 * The countries an address may be in (the marketplace's six and the sister brands' five), apart
 * from their forms (`addressForms.ts`, which re-exports them): the wire contract and the drafts'
 * check need only the list, and the dashboard, which fetches them, never shows a form.
 */

export const ADDRESS_COUNTRIES = ['SG', 'MY', 'PH', 'TH', 'ID', 'VN', 'BD', 'LK', 'MM', 'NP', 'PK'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

export function isAddressCountry(value: string): value is AddressCountry {
  return (ADDRESS_COUNTRIES as readonly string[]).includes(value);
}
