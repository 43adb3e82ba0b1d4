/**
 * A division of an address form chosen from the member service's tree: the divisions under the
 * one chosen before it (the top level for the first), loaded when that one is chosen. Choices seen
 * earlier in this visit show at once while they load again; otherwise, while they load, the select
 * says so. A failure says why beside it (offline, too slow, or the service's reason) with Try
 * again, which loads them again.
 */
import { useEffect, useId, useState } from 'react';
import type { AddressCountry } from '../../kernel/config/addressForms.ts';
import type { Division } from '../../kernel/contract/address.ts';
import { divisionsSeenAtom } from '../../state/account.ts';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useAccountText } from '../common/accountText.ts';
import { useAccountFailureText, useAddressFlows } from '../run/flowHooks.ts';

export interface DivisionSelectProps {
  readonly label: string;
  readonly country: AddressCountry;
  /** The division chosen before this one; undefined for the top level, '' while none is chosen. */
  readonly parent: string | undefined;
  readonly value: string;
  readonly onChoose: (division: Division | undefined) => void;
  readonly error?: string | undefined;
  /** What the browser's autofill may fill it with (`address-level1` for a province). */
  readonly autoComplete?: string;
}

type Choices = { readonly kind: 'loading' } | { readonly kind: 'shown'; readonly items: readonly Division[] } | { readonly kind: 'failed'; readonly message: string };

export function DivisionSelect({ label, country, parent, value, onChoose, error, autoComplete = 'off' }: DivisionSelectProps) {
  const t = useAccountText();
  const id = useId();
  const loaded = useAddressFlows();
  const failureText = useAccountFailureText();
  const { store } = useElementEnv();
  const [choices, setChoices] = useState<Choices>(() => {
    const items = store.get(divisionsSeenAtom).get(`${country} ${parent ?? ''}`);
    return items ? { kind: 'shown', items } : { kind: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const waiting = parent === '';

  useEffect(() => {
    void attempt;
    // Read, not followed: storing the choices that come loads nothing again.
    const key = `${country} ${parent ?? ''}`;
    const known = store.get(divisionsSeenAtom).get(key);
    setChoices(known ? { kind: 'shown', items: known } : { kind: 'loading' });
    if (!loaded || waiting) return undefined;
    let current = true;
    loaded.flows.divisions(loaded.context, { country, parent }, loaded.signal).then(
      (items) => {
        if (!current) return;
        setChoices({ kind: 'shown', items });
        store.set(divisionsSeenAtom, (all) => new Map(all).set(key, items));
      },
      (failure: unknown) => {
        // Choices seen earlier stay: they were right a moment ago, and the form can go on.
        if (current && !known) setChoices({ kind: 'failed', message: failureText(failure)?.text ?? t('address.choicesFailed') });
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, country, parent, waiting, failureText, t, attempt, store]);

  const options = choices.kind === 'shown' ? choices.items : [];
  const describedBy = [error ? `${id}-error` : '', choices.kind === 'failed' ? `${id}-failed` : ''].filter(Boolean).join(' ');
  return (
    <div part="select-field">
      <label part="label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        part="select"
        autoComplete={autoComplete}
        value={value}
        disabled={waiting || choices.kind !== 'shown'}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChoose(options.find((option) => option.id === event.currentTarget.value))}
      >
        <option value="">{choices.kind === 'loading' && !waiting ? t('address.loadingChoices') : t('address.choose')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {choices.kind === 'failed' && !waiting ? (
        <div part="choices-failed" role="alert">
          <p id={`${id}-failed`} part="field-error">
            {t('address.choicesFailed')} {choices.message}
          </p>
          <button type="button" part="button button-secondary" onClick={() => setAttempt((count) => count + 1)}>
            {t('account.retry')}
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} part="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
