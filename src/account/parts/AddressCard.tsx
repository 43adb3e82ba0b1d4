/** An address as a card: the recipient, the phone, the lines of a parcel, and its default badges. */
import type { Address } from '../../flows/account/model.ts';
import { useAccountText } from '../accountText.ts';

export function AddressLines({ address }: { address: Address }) {
  const t = useAccountText();
  return (
    <>
      <p part="text" dir="auto">
        <strong>{address.recipient}</strong>{' '}
        <span dir="ltr">
          +{address.phonePrefix} {address.phone}
        </span>
      </p>
      {address.lines.map((line) => (
        <p key={line} part="text" dir="auto">
          {line}
        </p>
      ))}
      {address.isDefaultShipping || address.isDefaultBilling ? (
        <p part="text">
          {address.isDefaultShipping ? <span part="badge">{t('address.defaultShipping')}</span> : null}{' '}
          {address.isDefaultBilling ? <span part="badge">{t('address.defaultBilling')}</span> : null}
        </p>
      ) : null}
    </>
  );
}
