import { z } from 'zod';

/**
 * The one date type of API input (issue 38, decision 039): only what the calendar has and what
 * PostgreSQL stores as ISO text. PostgreSQL has no year 0 (`0000-01-01` is out of range) and no
 * 31 February; JavaScript's Date happily makes both, so a schema that only looks at the shape
 * let them through to the database, which answered 500. Years 0001–9999: four digits, as ISO 8601
 * writes them without an explicit sign, and the range every driver serialises the same way.
 */

export const DATE_INVALID = 'Bitte geben Sie ein gültiges Datum ein';

const MIN_YEAR = 1;
const MAX_YEAR = 9999;

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a day of the Gregorian calendar in years 0001–9999. */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return year >= MIN_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/i;

/**
 * An ISO 8601 moment with its offset (`2026-11-23T18:00:00Z`, `…+01:00`) on a real calendar day,
 * whose UTC moment still lies in years 0001–9999 (an offset may push it across).
 */
export function isInstant(value: string): boolean {
  const m = INSTANT.exec(value);
  if (!m || !isCalendarDay(m[1]!)) return false;
  const t = Date.parse(value);
  if (!Number.isFinite(t)) return false;
  const year = new Date(t).getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A calendar day input (`YYYY-MM-DD`), e.g. an offer's validity or a shipping date. */
export function calendarDay(message: string = DATE_INVALID) {
  return z.string(message).regex(DAY, message).refine(isCalendarDay, message);
}

/** A moment input (ISO 8601 with offset), handed on as a Date. */
export function instant(message: string) {
  return z
    .string(message)
    .refine(isInstant, message)
    .transform((v) => new Date(v))
    .meta({ format: 'date-time' });
}
