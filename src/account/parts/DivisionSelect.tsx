/**
 * A division of an address form chosen from the member service's tree: the divisions under the
 * one chosen before it (the top level for the first), loaded when that one is chosen. While they
 * load, the select says so; a failure says why (choosing the one before again loads them again).
 */
import { useEffect, useId, useState } from 'react';
import type { AddressCountry } from '../../config/addressForms.ts';
import type { Division } from '../../contract/address.ts';
import { useAccountText } from '../accountText.ts';
import { useAccountErrorToast, useAccountFlows } from '../flowHooks.ts';

export interface DivisionSelectProps {
  readonly label: string;
  readonly country: AddressCountry;
  /** The division chosen before this one; undefined for the top level, '' while none is chosen. */
  readonly parent: string | undefined;
  readonly value: string;
  readonly onChoose: (division: Division | undefined) => void;
  readonly error?: string | undefined;
}

export function DivisionSelect({ label, country, parent, value, onChoose, error }: DivisionSelectProps) {
  const t = useAccountText();
  const id = useId();
  const loaded = useAccountFlows();
  const toastError = useAccountErrorToast();
  const [options, setOptions] = useState<readonly Division[]>();
  const waiting = parent === '';

  useEffect(() => {
    setOptions(undefined);
    if (!loaded || waiting) return undefined;
    let current = true;
    loaded.flows.divisions(loaded.context, country, parent, loaded.signal).then(
      (items) => current && setOptions(items),
      (failure: unknown) => {
        if (current) toastError(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, country, parent, waiting, toastError]);

  return (
    <div part="select-field">
      <label part="label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        part="select"
        value={value}
        disabled={waiting || options === undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChoose(options?.find((option) => option.id === event.currentTarget.value))}
      >
        <option value="">{options === undefined && !waiting ? t('address.loadingChoices') : t('address.choose')}</option>
        {(options ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} part="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
