import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkSkonto, SKONTO_BOTH, SKONTO_DAYS_AFTER_NET, skontoFields, skontoOf } from './skonto.ts';

const schema = z
  .object({ days: z.number(), ...skontoFields })
  .superRefine((v, ctx) => checkSkonto(v as never, ctx));

describe('Skonto (decision 072)', () => {
  const ordered = new Date('2026-11-27T10:00:00Z');

  it('computes the discount on the gross total, what is payable and until when', () => {
    expect(skontoOf('1190.00', { skontoPercent: 2, skontoDays: 14 }, ordered)).toEqual({
      percent: 2,
      days: 14,
      discount: '23.80',
      payable: '1166.20',
      until: '2026-12-11',
    });
    // A stored numeric string, a fraction of a percent, rounding to the cent.
    expect(skontoOf('99.99', { skontoPercent: '2.50', skontoDays: 10 }, ordered)).toMatchObject({
      percent: 2.5,
      discount: '2.50',
      payable: '97.49',
    });
    expect(skontoOf('0.10', { skontoPercent: 3, skontoDays: 7 }, ordered)).toMatchObject({
      discount: '0.00',
      payable: '0.10',
    });
  });

  it('is none for a term without Skonto, or without a term', () => {
    expect(skontoOf('100.00', { skontoPercent: null, skontoDays: null }, ordered)).toBeNull();
    expect(skontoOf('100.00', null, ordered)).toBeNull();
  });

  it('the day is counted in Germany: late on the 27th UTC is already the 28th there', () => {
    const night = new Date('2026-11-27T23:30:00Z');
    expect(skontoOf('10.00', { skontoPercent: 2, skontoDays: 1 }, night)!.until).toBe('2026-11-29');
  });

  it('the form’s rule: both or neither, decimal comma, within the net term', () => {
    expect(schema.parse({ days: 30, skontoPercent: '2,5', skontoDays: '14' })).toMatchObject({
      skontoPercent: 2.5,
      skontoDays: 14,
    });
    expect(schema.parse({ days: 30, skontoPercent: '', skontoDays: '' })).toMatchObject({
      skontoPercent: null,
      skontoDays: null,
    });
    const one = schema.safeParse({ days: 30, skontoPercent: 2, skontoDays: '' });
    expect(one.error?.issues[0]).toMatchObject({ message: SKONTO_BOTH, path: ['skontoDays'] });
    const late = schema.safeParse({ days: 30, skontoPercent: 2, skontoDays: 45 });
    expect(late.error?.issues[0]).toMatchObject({ message: SKONTO_DAYS_AFTER_NET });
    expect(schema.safeParse({ days: 30, skontoPercent: 12, skontoDays: 10 }).success).toBe(false);
    expect(schema.safeParse({ days: 30, skontoPercent: 'zwei', skontoDays: 10 }).success).toBe(false);
  });
});
