import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, germanDatePlusDays } from './german.ts';

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
