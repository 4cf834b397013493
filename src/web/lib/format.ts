import i18next from 'i18next';
import { DEFAULT_CURRENCY } from '#shared/constants.ts';
import { findLanguage, INTL_LOCALES } from '#shared/i18n/languages.ts';

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

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec 2 §9: day.month.year hour:minute, e.g. 05.03.2025 14:30 (no comma between the parts). */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  const day = new Intl.DateTimeFormat(locale(), { day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale(), { hour: '2-digit', minute: '2-digit' });
  return `${day.format(date)} ${time.format(date)}`;
}

/** Date without time, for validity and due dates. */
export function formatDay(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale(), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    date,
  );
}

/** A rating average with one decimal in the reader's locale: 4,7 (German), 4.7 (English). */
export function formatRatingAverage(value: number): string {
  return new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}
