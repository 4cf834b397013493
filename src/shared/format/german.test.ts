import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, germanDatePlusDays, germanDay } from './german.ts';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('German formats', () => {
  it('formats money as 1.234,56 €', () => {
    expect(nbsp(formatEuro('1234.56'))).toBe('1.234,56 €');
    expect(nbsp(formatEuro(0.5))).toBe('0,50 €');
  });
  it('formats dates as day.month.year (hour:minute) in German time', () => {
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('22.11.2026');
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('01.07.2026 10:05');
  });
  it('adds days to the German calendar date', () => {
    expect(germanDatePlusDays(30, new Date('2026-11-21T23:30:00Z'))).toBe('2026-12-22');
  });
});

describe('the date rule (issue 13)', () => {
  it('shows a calendar day as that day, whatever the zone', () => {
    expect(formatDate('2026-12-23')).toBe('23.12.2026');
    expect(formatDate('2026-12-23', 'en-GB')).toBe('23/12/2026');
  });
  it('reads the German day of an instant', () => {
    expect(germanDay(new Date('2026-12-23T23:30:00Z'))).toBe('2026-12-24');
    expect(germanDay('2026-12-23')).toBe('2026-12-23');
  });
  it('leaves empty values empty', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});
