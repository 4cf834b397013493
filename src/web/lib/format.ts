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
