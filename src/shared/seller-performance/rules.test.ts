import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lowerMedian, markTextDe, performanceMarks } from './rules.ts';
import { feedbackSentences, feedbackView, fillText, rankBids } from './feedback.ts';
import { sellerPerformanceDe } from '#shared/i18n/features/seller-performance.de.ts';

const de = (key: string, vars?: Record<string, string | number>) =>
  fillText((sellerPerformanceDe as Record<string, string>)[key]!, vars);

describe('performance marks (decision 058)', () => {
  const f = { offers: 10, medianResponseSeconds: 7200, shippedMeasured: 10, shippedOnTime: 10 };
  it('earns the smallest response bucket that holds the median, from 10 offers on', () => {
    expect(performanceMarks({ ...f, medianResponseSeconds: 3600 })[0]).toEqual({
      kind: 'response',
      hours: 1,
    });
    expect(performanceMarks(f)[0]).toEqual({ kind: 'response', hours: 2 });
    expect(performanceMarks({ ...f, medianResponseSeconds: 7201 })[0]).toEqual({
      kind: 'response',
      hours: 4,
    });
    expect(performanceMarks({ ...f, medianResponseSeconds: 86_401 }).map((m) => m.kind)).toEqual(['onTime']);
    expect(performanceMarks({ ...f, offers: 9 }).map((m) => m.kind)).toEqual(['onTime']);
    expect(markTextDe({ kind: 'response', hours: 2 })).toBe('antwortet meist innerhalb von 2 Stunden');
    expect(markTextDe({ kind: 'response', hours: 1 })).toBe('antwortet meist innerhalb von 1 Stunde');
  });
  it('shows the on-time share in steps of 5 % from 80 % and 10 shipped orders on', () => {
    expect(performanceMarks({ ...f, shippedMeasured: 33, shippedOnTime: 32 })[1]).toEqual({
      kind: 'onTime',
      percent: 95,
    });
    expect(performanceMarks({ ...f, shippedMeasured: 10, shippedOnTime: 8 })[1]).toEqual({
      kind: 'onTime',
      percent: 80,
    });
    expect(performanceMarks({ ...f, shippedMeasured: 10, shippedOnTime: 7 })).toHaveLength(1);
    expect(performanceMarks({ ...f, shippedMeasured: 9, shippedOnTime: 9 })).toHaveLength(1);
    expect(markTextDe({ kind: 'onTime', percent: 95 })).toBe('95 % pünktlich versandt');
    expect(performanceMarks(null)).toEqual([]);
  });
  it('never carries a count: every mark is one of a few values', () => {
    fc.assert(
      fc.property(
        fc.nat(5000),
        fc.option(fc.nat(200_000)),
        fc.nat(500),
        fc.nat(500),
        (offers, median, a, b) => {
          const marks = performanceMarks({
            offers,
            medianResponseSeconds: median,
            shippedMeasured: Math.max(a, b),
            shippedOnTime: Math.min(a, b),
          });
          for (const m of marks)
            if (m.kind === 'onTime') expect([80, 85, 90, 95, 100]).toContain(m.percent);
            else expect([1, 2, 4, 24]).toContain(m.hours);
        },
      ),
    );
  });
  it('the median is the lower middle value, as percentile_disc(0.5)', () => {
    expect(lowerMedian([])).toBeNull();
    expect(lowerMedian([5])).toBe(5);
    expect(lowerMedian([1, 9])).toBe(1);
    expect(lowerMedian([1, 2, 9])).toBe(2);
  });
});

describe('feedback after losing (decision 058)', () => {
  it('ranks by total, ties share a rank, the gap is to the chosen total', () => {
    const fb = rankBids(
      [
        { offerId: 'a', totalCents: 10_000 },
        { offerId: 'b', totalCents: 11_000 },
        { offerId: 'c', totalCents: 9_000 },
        { offerId: 'd', totalCents: 11_000 },
      ],
      'a',
    );
    expect(fb.map((f) => [f.offerId, f.outcome, f.rank, f.gapBp])).toEqual([
      ['a', 'won', 2, 0],
      ['b', 'lost', 3, 1000],
      ['c', 'lost', 1, -1000],
      ['d', 'lost', 3, 1000],
    ]);
    const b = feedbackView(fb[1]!);
    expect(feedbackSentences(b, de)).toEqual({
      rank: 'Platz 3 von 4 Angeboten',
      gap: 'Ihr Gesamtpreis lag 10 % über dem ausgewählten Angebot',
    });
    expect(feedbackSentences(feedbackView(fb[2]!), de).gap).toBe(
      'Ihr Gesamtpreis lag 10 % unter dem ausgewählten Angebot',
    );
    expect(feedbackView(fb[0]!).gap).toBeNull();
  });
  it('without an order: compared with the lowest total', () => {
    const [low, high] = rankBids(
      [
        { offerId: 'a', totalCents: 20_000 },
        { offerId: 'b', totalCents: 30_000 },
        { offerId: 'c', totalCents: 25_000 },
      ],
      null,
    );
    expect(feedbackSentences(feedbackView(high!), de).gap).toBe(
      'Ihr Gesamtpreis lag 50 % über dem günstigsten Angebot',
    );
    expect(feedbackSentences(feedbackView(low!), de).gap).toBe('Ihr Angebot war das günstigste');
  });
  it('with two offers only a band: the chosen total stays uncertain by more than 4 %', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (w, l) => {
          const [, loser] = rankBids(
            [
              { offerId: 'w', totalCents: w },
              { offerId: 'l', totalCents: l },
            ],
            'w',
          );
          const v = feedbackView(loser!);
          if (!v.gap) {
            // No gap is shown when the stored gap rounds to 0 basis points (equal to 1/200 %).
            expect((Math.abs(l - w) * 10_000) / w).toBeLessThanOrEqual(0.5);
            return;
          }
          expect(v.gap.kind).toBe('band');
          if (v.gap.kind !== 'band') return;
          // What the loser can work out from its own total and the band.
          const [from, to] = [v.gap.from / 100, v.gap.to === null ? Infinity : v.gap.to / 100];
          const sign = v.gap.direction === 'above' ? 1 : -1;
          const candidates = [l / (1 + sign * from), l / (1 + sign * to)].filter(
            (x) => Number.isFinite(x) && x > 0,
          );
          const width = Math.max(...candidates) - Math.min(...candidates);
          if (v.gap.to === null || (sign === -1 && v.gap.to >= 100)) return; // open band: no upper bound at all
          expect(Math.min(...candidates)).toBeLessThanOrEqual(w * 1.000001);
          expect(Math.max(...candidates)).toBeGreaterThanOrEqual(w * 0.999999);
          expect(width / w).toBeGreaterThan(0.04);
        },
      ),
    );
  });
});
