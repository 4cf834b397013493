import i18next from 'i18next';
import { DEFAULT_CURRENCY } from '#shared/constants.ts';
import { findLanguage, INTL_LOCALES } from '#shared/i18n/languages.ts';
import { formatDate as formatGermanDate, formatDateTime } from '#shared/format/german.ts';

// Reads the global i18next instance rather than lib/i18n.ts, so formatting has no DOM side effects
// and can be unit-tested; an unset or unknown language formats as German.
function locale(): string {
  return INTL_LOCALES[findLanguage(i18next.language ?? '').code];
}

/** Spec 1 §9: German locale money, e.g. 1.234,56 €; other UI languages use their own locale. */
export function formatMoney(amount: number | string, currency: string = DEFAULT_CURRENCY): string {
  // The API sends numeric(12,2) columns as strings to keep cents exact.
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(
    Number.isFinite(value) ? value : 0,
  );
}

/**
 * Spec 2 §9: day.month.year hour:minute, e.g. 05.03.2025 14:30 (no comma between the parts), as
 * the time reads in Germany whatever the browser's zone (the one date rule, shared/format/german.ts).
 */
export function formatDate(value: Date | string | number): string {
  return formatDateTime(value, locale());
}

/** Date without time: a calendar day (validity, due date) as it is, an instant as its German day. */
export function formatDay(value: Date | string | number): string {
  return formatGermanDate(value, locale());
}

/** A rating average with one decimal in the reader's locale: 4,7 (German), 4.7 (English). */
export function formatRatingAverage(value: number): string {
  return new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A VAT rate in the reader's locale without needless decimals: 19, 25,5 (German), 25.5 (English). */
export function formatPercent(value: number): string {
  return new Intl.NumberFormat(locale(), { maximumFractionDigits: 2 }).format(value);
}

/** A share 0..1 as a whole percentage in the reader's locale: 33 % (German), 33% (English). */
export function formatShare(value: number): string {
  return new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

/** A whole count in the reader's locale: 1.234 (German). */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(locale(), { maximumFractionDigits: 0 }).format(value);
}

export type DurationUnit = 'minute' | 'hour' | 'day';

/**
 * The unit a set of durations reads best in, from the largest (minutes): minutes under two
 * hours, hours under two days, else days — one unit for a whole chart, so its axis has round steps.
 */
export function durationUnitFor(maxMinutes: number): DurationUnit {
  if (maxMinutes < 120) return 'minute';
  return maxMinutes < 48 * 60 ? 'hour' : 'day';
}

export const MINUTES_PER: Record<DurationUnit, number> = { minute: 1, hour: 60, day: 24 * 60 };

/** A duration in the given unit, in the reader's locale: 45 Min., 5,5 Std., 3,2 Tage. */
export function formatDuration(value: number, unit: DurationUnit): string {
  return new Intl.NumberFormat(locale(), {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'minute' ? 0 : 1,
  }).format(value);
}

/** The ISO week number of a calendar day 'YYYY-MM-DD' (German 'KW'). */
export function isoWeek(day: string): number {
  const d = new Date(`${day}T00:00:00Z`);
  // The ISO week belongs to the year of its Thursday.
  d.setUTCDate(d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7));
  const jan1 = Date.UTC(d.getUTCFullYear(), 0, 1);
  return 1 + Math.floor((d.getTime() - jan1) / 86_400_000 / 7);
}

/** Money without cents in the reader's locale, for a chart's axis: 1.235 € (German). */
export function formatMoneyWhole(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    Number.isFinite(amount) ? amount : 0,
  );
}

/** A number with up to one decimal in the reader's locale: 1,5 (German). */
export function formatDecimal(value: number): string {
  return new Intl.NumberFormat(locale(), { maximumFractionDigits: 1 }).format(value);
}

/** A calendar month 'YYYY-MM' in the reader's locale: 'Nov. 26' (short, an axis) or 'November 2026'. */
export function formatMonth(month: string, style: 'short' | 'long' = 'long'): string {
  const [year, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 15));
  return new Intl.DateTimeFormat(
    locale(),
    style === 'short'
      ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
      : { month: 'long', year: 'numeric', timeZone: 'UTC' },
  ).format(date);
}
