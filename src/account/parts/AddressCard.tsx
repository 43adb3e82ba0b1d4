/** An address as a card: the recipient, the phone, the lines of a parcel, its country by name in the shopper's language, and its default badges. */
import type { Address } from '../../flows/account/model.ts';
import { useAccountText } from '../common/accountText.ts';
import { useCountryName } from './countryName.ts';

export function AddressLines({ address }: { address: Address }) {
  const t = useAccountText();
  const countryName = useCountryName();
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
      <p part="text address-country">{countryName(address.country)}</p>
      {address.isDefaultShipping || address.isDefaultBilling ? (
        <p part="text">
          {address.isDefaultShipping ? <span part="badge">{t('address.defaultShipping')}</span> : null}{' '}
          {address.isDefaultBilling ? <span part="badge">{t('address.defaultBilling')}</span> : null}
        </p>
      ) : null}
    </>
  );
}
