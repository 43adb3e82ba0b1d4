/**
 * A day chosen in the calendar the shopper reads: the day, the month by its name and the year as
 * `Intl` writes them for the element's language and region (Thai years are Buddhist: 2569), while
 * the value stays the Gregorian `YYYY-MM-DD` the service takes. A browser's own date field would
 * show the browser's calendar and language instead, unlike every order date beside it.
 */
import { useId } from 'react';
import { useElementEnv } from '../../ui/ElementEnv.ts';
import { useAccountText } from '../common/accountText.ts';
import { locale } from '../common/format.ts';

/** The parts chosen so far (each empty until chosen), Gregorian numbers as text. */
export interface DayParts {
  readonly year: string;
  readonly month: string;
  readonly day: string;
}

const NO_DAY: DayParts = { year: '', month: '', day: '' };

const pad = (value: string) => value.padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The parts of a `YYYY-MM-DD` day, or none. */
export function dayParts(day: string | undefined): DayParts {
  const [year = '', month = '', date = ''] = day?.split('-') ?? [];
  return day ? { year: String(Number(year)), month: String(Number(month)), day: String(Number(date)) } : NO_DAY;
}

/** `YYYY-MM-DD`; empty when nothing is chosen, `incomplete` while a part is missing. */
export function dayOf({ year, month, day }: DayParts): string | 'incomplete' {
  if (!year && !month && !day) return '';
  if (!year || !month || !day) return 'incomplete';
  return `${year}-${pad(month)}-${pad(day)}`;
}

interface DayPickerProps {
  readonly legend: string;
  readonly value: DayParts;
  readonly onValue: (value: DayParts) => void;
  /** The years offered, oldest first. */
  readonly years: readonly number[];
  readonly error?: string | undefined;
}

export function DayPicker({ legend, value, onValue, years, error }: DayPickerProps) {
  const t = useAccountText();
  const id = useId();
  const { language, region } = useElementEnv();
  const at = locale(language, region);
  const name = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(at, { ...options, timeZone: 'UTC' });
  const yearName = name({ year: 'numeric' });
  const monthName = name({ month: 'long' });
  const dayName = name({ day: 'numeric' });
  const days = daysIn(Number(value.year) || 2000, Number(value.month) || 1);
  // A day past the chosen month's end (31 after choosing February) is chosen again.
  const choose = (next: DayParts) => onValue(Number(next.day) > daysIn(Number(next.year) || 2000, Number(next.month) || 1) ? { ...next, day: '' } : next);

  const select = (label: string, part: keyof DayParts, options: readonly (readonly [value: number, text: string])[]) => (
    <label part="select-field">
      <span part="label">{label}</span>
      <select
        part="select"
        name={`${legend}-${part}`}
        // A day to filter by, nothing of the shopper's for autofill to offer or a reload to put back.
        autoComplete="off"
        value={value[part]}
        onChange={(event) => choose({ ...value, [part]: event.currentTarget.value })}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{label}</option>
        {options.map(([option, text]) => (
          <option key={option} value={String(option)}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset part="fieldset day-picker">
      <legend part="label">{legend}</legend>
      <div part="selects">
        {select(
          t('orders.day'),
          'day',
          Array.from({ length: days }, (_, index) => [index + 1, dayName.format(Date.UTC(2000, 0, index + 1))] as const),
        )}
        {select(
          t('orders.month'),
          'month',
          Array.from({ length: 12 }, (_, index) => [index + 1, monthName.format(Date.UTC(2000, index, 1))] as const),
        )}
        {select(
          t('orders.year'),
          'year',
          // The year alone, as the order dates write it (Thai: 2569, without the era's name).
          years.map((year) => [year, yearName.formatToParts(Date.UTC(year, 6, 1)).find((part) => part.type === 'year')?.value ?? String(year)] as const),
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} part="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
