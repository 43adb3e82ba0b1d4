/**
 * The address book (`#/address`): every address with its defaults; edit, delete (after a
 * confirmation), make it the default shipping or billing address (one address may be both). The
 * default shipping address is listed first, then the default billing one, then the rest as saved.
 * Adding stops at the limit, which is said. Once an address is deleted, the focus goes to the
 * address that took its place in the list (its Edit), else the one before, else the page's heading.
 */
import { useEffect, useRef, useState } from 'react';
import type { Address } from '../../flows/account/model.ts';
import { accountHash } from '../../state/accountRoutes.ts';
import { AlertDialog } from '../../ui/controls/AlertDialog.tsx';
import { useAccountText } from '../common/accountText.ts';
import { useAddressAction } from '../run/flowHooks.ts';
import { AddressLines } from '../parts/AddressCard.tsx';
import { PageFrame } from '../parts/PageFrame.tsx';

/** The default shipping address first, then the default billing one, then the others in their order. */
function defaultsFirst(addresses: readonly Address[]): readonly Address[] {
  const rank = (address: Address) => (address.isDefaultShipping ? 0 : address.isDefaultBilling ? 1 : 2);
  return [...addresses].sort((a, b) => rank(a) - rank(b));
}

export function AddressBook({ addresses, limit }: { addresses: readonly Address[]; limit: number }) {
  const t = useAccountText();
  const run = useAddressAction();
  const [deleting, setDeleting] = useState<Address>();
  const list = useRef<HTMLUListElement>(null);
  // The address being deleted, its place in the list, and the page's root, until it is gone.
  const deleted = useRef<{ id: string; index: number; root: Node }>(undefined);
  useEffect(() => {
    const gone = deleted.current;
    if (!gone || addresses.some((address) => address.id === gone.id)) return;
    deleted.current = undefined;
    const edits = list.current ? [...list.current.querySelectorAll<HTMLElement>('[part~="address"] a[part~="button"]')] : [];
    const next = edits[Math.min(gone.index, edits.length - 1)] ?? (gone.root instanceof ShadowRoot ? gone.root.querySelector<HTMLElement>('[part~="page-title"]') : null);
    next?.focus();
  }, [addresses]);
  const full = addresses.length >= limit;
  const add = full ? (
    <p part="hint" role="status">
      {t('address.limitReached', { limit })}
    </p>
  ) : (
    <a part="button button-primary" href={accountHash({ name: 'addressNew' })}>
      {t('address.add')}
    </a>
  );
  const makeDefault = (address: Address, kind: 'shipping' | 'billing') => void run('makeDefault', { id: address.id, kind });
  return (
    <PageFrame title={t('address.title')} actions={addresses.length ? add : undefined}>
      {addresses.length === 0 ? (
        <div part="empty">
          <p part="text">{t('address.empty')}</p>
          {add}
        </div>
      ) : (
        <ul part="addresses" ref={list}>
          {defaultsFirst(addresses).map((address) => (
            <li key={address.id} part="card address">
              <AddressLines address={address} />
              <div part="buttons">
                <a part="button button-secondary" href={accountHash({ name: 'addressEdit', id: address.id })}>
                  {t('account.edit')}
                </a>
                <button type="button" part="button button-secondary" onClick={() => setDeleting(address)}>
                  {t('account.delete')}
                </button>
              </div>
              {address.isDefaultShipping && address.isDefaultBilling ? null : (
                <div part="buttons">
                  {address.isDefaultShipping ? null : (
                    <button type="button" part="link" onClick={() => makeDefault(address, 'shipping')}>
                      {t('address.makeDefaultShipping')}
                    </button>
                  )}
                  {address.isDefaultBilling ? null : (
                    <button type="button" part="link" onClick={() => makeDefault(address, 'billing')}>
                      {t('address.makeDefaultBilling')}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <AlertDialog
          title={t('address.deleteTitle')}
          confirmLabel={t('account.delete')}
          cancelLabel={t('common.cancel')}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => {
            const { id } = deleting;
            if (list.current) deleted.current = { id, index: addresses.indexOf(deleting), root: list.current.getRootNode() };
            setDeleting(undefined);
            void run('deleteAddress', id);
          }}
        >
          {t('address.deleteNotice')}
        </AlertDialog>
      ) : null}
    </PageFrame>
  );
}
