/**
 * German number and date formats (spec 1 §9, spec 2 §9) and the one date rule (issue 13):
 * - an instant (created_at, shipped_at …) is shown as it reads in Germany (Europe/Berlin),
 *   whatever the server's or browser's time zone;
 * - a calendar day (offer validity, payment due date, expected ship date) is stored as a date
 *   ('YYYY-MM-DD') and shown as exactly that day, never shifted by a time zone;
 * - "today" is today in Germany.
 * Server (documents, mails) and web (views) format through these functions.
 */
const TIME_ZONE = 'Europe/Berlin';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/*
 * Building an Intl formatter (locale data, time zone rules) costs far more than formatting with
 * one: a list page or an order formats dozens of values. One formatter per locale and pattern,
 * kept for the process; there are few of each (five languages, a handful of patterns).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}
const euroFormats = new Map<string, Intl.NumberFormat>();
function euroFormat(locale: string): Intl.NumberFormat {
  let f = euroFormats.get(locale);
  if (!f)
    euroFormats.set(locale, (f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })));
  return f;
}

export function formatEuro(value: string | number, locale = 'de-DE'): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return euroFormat(locale).format(Number.isFinite(n) ? n : 0);
}

/** A calendar day 'YYYY-MM-DD' as a Date at UTC noon, or null when the value is not one. */
function calendarDayDate(value: string): Date | null {
  const m = CALENDAR_DAY.exec(value);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12)) : null;
}

function toInstant(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Day.month.year: a calendar day as it is, an instant as its day in Germany. Empty for no value.
 */
export function formatDate(value: Date | string | number | null | undefined, locale = 'de-DE'): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' ? calendarDayDate(value) : null;
  const date = day ?? toInstant(value);
  if (!date) return '';
  return dateFormat(locale, {
    timeZone: day ? 'UTC' : TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** Day.month.year hour:minute of an instant in German time (spec 2 §9: no comma between). */
export function formatDateTime(value: Date | string | number | null | undefined, locale = 'de-DE'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toInstant(value);
  if (!date) return '';
  const day = dateFormat(locale, {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
  const time = dateFormat(locale, {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return `${day} ${time}`;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in Germany; a calendar day stays as it is. */
export function germanDay(value: Date | string = new Date()): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return value;
  return dateFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(value));
}

/** Today's calendar date in Germany as YYYY-MM-DD, plus `days`. */
export function germanDatePlusDays(days: number, now: Date = new Date()): string {
  const base = calendarDayDate(germanDay(now))!;
  base.setUTCDate(base.getUTCDate() + days);
  return base.toISOString().slice(0, 10);
}
