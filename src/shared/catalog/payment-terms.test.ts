import { describe, expect, it } from 'vitest';
import { termNameStatesDays } from './payment-terms.ts';

describe('termNameStatesDays', () => {
  it('sees the days in the seeded names, so they are not appended twice', () => {
    expect(termNameStatesDays('Kauf auf Rechnung (30 Tage)', 30)).toBe(true);
    expect(termNameStatesDays('60 Tage netto', 60)).toBe(true);
    expect(termNameStatesDays('14 Tage 2 % Skonto', 14)).toBe(true);
  });
  it('asks for the days when the name does not state them (and never for prepayment)', () => {
    expect(termNameStatesDays('Kauf auf Rechnung', 30)).toBe(false);
    expect(termNameStatesDays('Zahlungsziel 130 Tage', 30)).toBe(false);
    expect(termNameStatesDays('Vorkasse', 0)).toBe(true);
  });
});
