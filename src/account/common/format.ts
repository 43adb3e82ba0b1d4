/** Dates and amounts as the shopper reads them: in their language, their time zone and the region's currency. */
import type { Region } from '../../kernel/config/regions.ts';
import type { AnyLanguage } from '../../kernel/config/languages.ts';

/** The locale of `language` in `region` (`en-SG`, `th-TH`); a sister brand's language reads English. */
export function locale(language: AnyLanguage, region: Region): string {
  return `${language}-${region.toUpperCase()}`;
}

/** `25 Nov 2026`, in the browser's time zone (the shopper's). */
export function formatDay(epochMs: number, language: AnyLanguage, region: Region): string {
  return new Intl.DateTimeFormat(locale(language, region), { dateStyle: 'medium' }).format(epochMs);
}

/** A `YYYY-MM-DD` day (a birthday) as the shopper writes it: `28 Feb 1990`, whatever the time zone. */
export function formatDate(day: string, language: AnyLanguage, region: Region): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : new Intl.DateTimeFormat(locale(language, region), { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

/** `S$129.90`, `Rp 250.000` (rupiah and dong are shown without decimals, as the shops do). */
export function formatMoney(amount: number, currency: string, language: AnyLanguage, region: Region): string {
  const whole = currency === 'IDR' || currency === 'VND';
  return new Intl.NumberFormat(locale(language, region), { style: 'currency', currency, ...(whole ? { maximumFractionDigits: 0 } : {}) }).format(amount);
}
