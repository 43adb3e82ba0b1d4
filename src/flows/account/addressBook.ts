/**
 * The member area's address book: saving an address as typed (added, or one of the member's
 * changed), deleting one, making one the default of a kind, and the divisions a form chooses from.
 * Each change answers the address book as it now is.
 */
import type { AddressCountry } from '../../kernel/config/addressCountries.ts';
import type { Division } from '../../kernel/contract/address.ts';
import { ACCOUNT } from '../../kernel/contract/accountCalls.ts';
import type { FlowContext } from '../context.ts';
import type { AccountAnswer } from './answers.ts';
import { address } from './memberArea.ts';
import type { AddressDraft } from './model.ts';

type Caller = Pick<FlowContext, 'client'>;

/** Saves the form's draft (`id` undefined: a new address); the defaults as ticked. */
export async function saveAddress(
  { client }: Caller,
  { id, draft }: { readonly id: string | undefined; readonly draft: AddressDraft },
  signal: AbortSignal,
): Promise<AccountAnswer> {
  const { addresses } = await client.gateway(
    ACCOUNT.saveAddress,
    {
      ...(id ? { id } : {}),
      recipient: draft.recipient.trim(),
      phone: draft.phone,
      country: draft.country,
      fields: draft.fields,
      ...(draft.defaultShipping ? { defaultShipping: true } : {}),
      ...(draft.defaultBilling ? { defaultBilling: true } : {}),
    },
    { signal },
  );
  // The saved one: the address of that id, or the newest for a new one.
  const saved = id ?? addresses.reduce((newest, candidate) => (Number(candidate.id) > Number(newest) ? candidate.id : newest), '0');
  return { type: 'addresses', addresses: addresses.map(address), change: 'saved', id: saved, draft: id ?? 'new' };
}

export async function deleteAddress({ client }: Caller, id: string, signal: AbortSignal): Promise<AccountAnswer> {
  const { addresses } = await client.gateway(ACCOUNT.deleteAddress, { id }, { signal });
  return { type: 'addresses', addresses: addresses.map(address), change: 'deleted', id };
}

export async function makeDefault(
  { client }: Caller,
  { id, kind }: { readonly id: string; readonly kind: 'shipping' | 'billing' },
  signal: AbortSignal,
): Promise<AccountAnswer> {
  const { addresses } = await client.gateway(ACCOUNT.setDefaultAddress, { id, kind }, { signal });
  return { type: 'addresses', addresses: addresses.map(address), change: 'default', id };
}

/** The divisions of `country` under `parent` (the top level without one). */
export async function divisions(
  { client }: Caller,
  { country, parent }: { readonly country: AddressCountry; readonly parent: string | undefined },
  signal: AbortSignal,
): Promise<readonly Division[]> {
  const { items } = await client.gateway(ACCOUNT.divisions, { country, ...(parent ? { parent } : {}) }, { signal });
  return items;
}
