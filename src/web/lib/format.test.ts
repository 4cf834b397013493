import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatMoney } from './format.ts';

// Intl uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await i18next.init({ lng: 'de', resources: {} });
});

beforeEach(async () => {
  await i18next.changeLanguage('de');
});

describe('formatMoney', () => {
  it('formats German money with thousands dot, decimal comma and trailing €', () => {
    expect(plain(formatMoney(1234.56))).toBe('1.234,56 €');
    expect(plain(formatMoney(49.95))).toBe('49,95 €');
  });

  it('accepts numeric(12,2) strings from the API', () => {
    expect(plain(formatMoney('1234.5'))).toBe('1.234,50 €');
  });

  it('follows the current language', async () => {
    await i18next.changeLanguage('en');
    expect(plain(formatMoney(1234.56))).toBe('€1,234.56');
  });

  it('falls back to German for a language without its own locale', async () => {
    await i18next.changeLanguage('nl');
    expect(plain(formatMoney(1234.56))).toBe('1.234,56 €');
  });
});

describe('formatDate', () => {
  it('shows day.month.year hour:minute', () => {
    const value = new Date('2025-03-05T13:30:00Z');
    expect(formatDate(value)).toBe('05.03.2025 14:30');
    expect(formatDay(value)).toBe('05.03.2025');
  });

  it('shows times in German time and calendar days unshifted, whatever the browser zone', () => {
    expect(formatDate('2026-12-23T23:30:00Z')).toBe('24.12.2026 00:30');
    expect(formatDay('2026-12-23')).toBe('23.12.2026');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

// es and it group thousands only from five digits (CLDR minimum grouping), as their readers expect.
describe('the seeded languages format in their own locale', () => {
  it.each([
    ['fr', '1 234,56 €', '05/03/2025 14:30'],
    ['es', '1234,56 €', '05/03/2025 14:30'],
    ['it', '1234,56 €', '05/03/2025 14:30'],
  ])('%s', async (language, money, date) => {
    await i18next.changeLanguage(language);
    expect(plain(formatMoney(1234.56))).toBe(money);
    expect(formatDate(new Date('2025-03-05T13:30:00Z'))).toBe(date);
  });
});
