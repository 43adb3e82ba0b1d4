/**
 * The profile's gender (male or female) and birthday (a year, month and day picker from 100 years
 * back to this year), for ProfileComplete and the member area's Edit profile. Their messages show as
 * the caller decides (after a submit), tied to the group by aria-describedby.
 */
import { useId, type ReactNode } from 'react';
import { BIRTHDAY_YEARS_BACK } from '../../kernel/rules/fieldRules.ts';
import { useElementEnv } from '../ElementEnv.ts';

export type GenderChoice = 'male' | 'female' | '';

/** A group of inputs under one legend, with its message tied to it. */
function Group({ legend, error, children }: { legend: string; error: string | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset part="fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend part="label">{legend}</legend>
      {children}
      {error ? (
        <p id={`${id}-error`} part="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function GenderField({ value, onValue, error }: { value: GenderChoice; onValue: (value: 'male' | 'female') => void; error?: string | undefined }) {
  const { t } = useElementEnv();
  const id = useId();
  return (
    <Group legend={t('profile.gender')} error={error}>
      <div part="choices">
        {(['male', 'female'] as const).map((choice) => (
          <label key={choice} part="choice">
            <input type="radio" name={`${id}-gender`} value={choice} checked={value === choice} onChange={() => onValue(choice)} />
            <span>{t(choice === 'male' ? 'profile.male' : 'profile.female')}</span>
          </label>
        ))}
      </div>
    </Group>
  );
}

export interface BirthdayParts {
  readonly year: string;
  readonly month: string;
  readonly date: string;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const pad2 = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of the parts, or empty while one is missing. */
export function birthdayOf({ year, month, date }: BirthdayParts): string {
  return year && month && date ? `${year}-${pad2(Number(month))}-${pad2(Number(date))}` : '';
}

export function BirthdayField({
  value,
  onValue,
  error,
  monthName = pad2,
}: {
  value: BirthdayParts;
  onValue: (value: BirthdayParts) => void;
  error?: string | undefined;
  /** How a month is shown (1-12): its number by default, its name where the form asks (the member area's Edit profile). */
  monthName?: (month: number) => string;
}) {
  const { t } = useElementEnv();
  const currentYear = new Date().getFullYear();
  const years = Array.from({ length: BIRTHDAY_YEARS_BACK + 1 }, (_, index) => currentYear - index);
  const days = daysIn(Number(value.year) || 2000, Number(value.month) || 1);
  const select = (label: string, part: keyof BirthdayParts, options: readonly number[], format: (option: number) => string = String) => (
    <label part="select-field">
      <span part="label">{label}</span>
      <select
        part="select"
        autoComplete={`bday-${part === 'date' ? 'day' : part}`}
        value={value[part]}
        onChange={(event) => onValue({ ...value, [part]: event.currentTarget.value })}
        aria-invalid={error ? 'true' : undefined}
      >
        <option value="">{label}</option>
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {format(option)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Group legend={t('profile.birthday')} error={error}>
      <div part="selects">
        {select(t('profile.year'), 'year', years)}
        {select(
          t('profile.month'),
          'month',
          Array.from({ length: 12 }, (_, index) => index + 1),
          monthName,
        )}
        {select(
          t('profile.date'),
          'date',
          Array.from({ length: days }, (_, index) => index + 1),
          pad2,
        )}
      </div>
    </Group>
  );
}
