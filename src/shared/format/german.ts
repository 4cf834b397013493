/**
 * German number and date formats (spec 1 §9, spec 2 §9) for documents and mails. Dates are
 * shown in German time whatever the server's zone is.
 */
const TIME_ZONE = 'Europe/Berlin';

export function formatEuro(value: string | number, locale = 'de-DE'): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
    Number.isFinite(n) ? n : 0,
  );
}

export function formatDate(value: Date | string | null | undefined, locale = 'de-DE'): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(value));
}

export function formatDateTime(value: Date | string | null | undefined, locale = 'de-DE'): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(value))
    .replace(', ', ' ');
}

/** Today's calendar date in Germany as YYYY-MM-DD, plus `days`. */
export function germanDatePlusDays(days: number, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  const d = new Date(Date.UTC(parts[0]!, parts[1]! - 1, parts[2]! + days));
  return d.toISOString().slice(0, 10);
}
