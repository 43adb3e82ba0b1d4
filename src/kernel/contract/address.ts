/**
 * The member area's address book on the wire: an address (its form's values by field id, and how
 * it is written on a parcel), the book with its limit, and the administrative divisions a form
 * chooses from. Shared by `<member-account>` and the reference member service.
 */
import { array, boolean, enums, integer, optional, record, string, type, type Infer } from 'superstruct';
import { ADDRESS_COUNTRIES } from '../config/addressCountries.ts';

export const AddressSchema = type({
  id: string(),
  recipient: string(),
  /** The national number, and its dial code without the plus sign. */
  phone: string(),
  phonePrefix: string(),
  country: enums(ADDRESS_COUNTRIES),
  /** The form's values by field id: a division's id, or text. */
  fields: record(string(), string()),
  /** The address as a parcel shows it, one line each (the street's own lines, divisions by their names, the postcode); the country is named by the element, in the shopper's language. */
  lines: array(string()),
  isDefaultShipping: boolean(),
  isDefaultBilling: boolean(),
});
export type AddressOnWire = Infer<typeof AddressSchema>;

export const AddressBookSchema = type({
  addresses: array(AddressSchema),
  /** The most addresses a member keeps. */
  limit: integer(),
});
export type AddressBookOnWire = Infer<typeof AddressBookSchema>;

/** One administrative division to choose: its id (what an address keeps) and name; a postcode where the data has one. */
export const DivisionSchema = type({ id: string(), name: string(), postcode: optional(string()) });
export const DivisionsSchema = type({ items: array(DivisionSchema) });
export type Division = Infer<typeof DivisionSchema>;
