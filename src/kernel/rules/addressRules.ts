/**
 * The checks of an address (spec section 5), shared by the member area's form and the member
 * service: the recipient's name by the region's rules, the phone as a mobile number of the
 * address's country (an Indonesian recipient's 0812… in an address in Indonesia), each field of
 * the country's form (chosen, typed, its postcode's shape, the detail address's 5-350 characters
 * without an e-mail inside and not only digits), and the optional fields' lengths. Answers the
 * problems by field id (`recipient`, `phone`, or a form field's id), never echoing the input.
 */
import { ADDRESS_FORMS, type AddressCountry } from '../config/addressForms.ts';
import type { Region } from '../config/regions.ts';
import { checkField, isMobileNumberIn, type FieldProblem } from './fieldRules.ts';
import { visibleLength } from './textLength.ts';

export interface AddressInput {
  readonly recipient: string;
  /** The number in the address's country, digits only (with its national prefix or not). */
  readonly phone: string;
  readonly country: AddressCountry;
  readonly fields: Readonly<Record<string, string>>;
}

export function addressProblems(address: AddressInput, region: Region): Readonly<Record<string, FieldProblem>> {
  const problems: Record<string, FieldProblem> = {};
  const recipient = checkField('fullName', address.recipient, { region });
  if (recipient) problems['recipient'] = recipient;
  if (!address.phone.trim()) problems['phone'] = { key: 'rule.required' };
  else if (!isMobileNumberIn(address.phone, address.country)) problems['phone'] = { key: 'rule.phoneInvalid' };
  const form = ADDRESS_FORMS[address.country];
  for (const field of form.fields) {
    const value = (address.fields[field.id] ?? '').trim();
    let problem: FieldProblem | undefined;
    if (!value) {
      if (field.required) problem = { key: field.kind === 'division' ? 'rule.choose' : 'rule.required' };
    } else if (field.kind === 'detail') {
      problem = checkField('address', value);
    } else if (field.kind === 'postcode') {
      problem = form.postcode && !form.postcode.test(value) ? { key: 'rule.postcode' } : undefined;
    } else if (field.id === 'taxId' || field.id === 'branchId') {
      problem = checkField(field.id, value);
    }
    if (!problem && visibleLength(value) > field.max) problem = { key: 'rule.addressLength' };
    if (problem) problems[field.id] = problem;
  }
  return problems;
}
