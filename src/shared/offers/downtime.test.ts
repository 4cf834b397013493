import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bestTotalCostIndex,
  cheapestOfferIndex,
  costPerDayCents,
  effectiveCostCents,
  expectedDeliveryDay,
  rankOffers,
  timeliness,
} from './downtime.ts';
import { fastestOfferIndex } from './rules.ts';
import { deliveryFrom, parseDeliveryText } from './delivery.ts';

const NOW = new Date('2026-11-26T10:00:00Z');

interface O {
  id: string;
  price: string;
  shippingCost: string;
  createdAt: string;
  deliveryDays: number | null;
}

const cents = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
const totalCents = (o: O) => Math.round(Number(o.price) * 100) + Math.round(Number(o.shippingCost) * 100);

/** Random offer sets: small price ranges and few delivery values so ties really happen. */
const offerSet = fc
  .array(
    fc.record({
      price: fc.integer({ min: 1, max: 400_000 }),
      shipping: fc.integer({ min: 0, max: 5_000 }),
      days: fc.option(fc.constantFrom(0, 1, 2, 3, 5, 7, 14, 21, 28, 56, 365), { freq: 8 }),
      created: fc.integer({ min: 0, max: 1_000_000 }),
    }),
    { minLength: 0, maxLength: 12 },
  )
  .map((rows) =>
    rows.map((r, i): O => ({
      id: `o${i}`,
      price: cents(r.price),
      shippingCost: cents(r.shipping),
      createdAt: new Date(Date.UTC(2026, 0, 1) + r.created * 1000).toISOString(),
      deliveryDays: r.days,
    })),
  );

describe('ranking by what standing still costs (issue 31)', () => {
  it('property, 1 000 random offer sets: first is the minimum effective cost, ties by price; a permutation', () => {
    fc.assert(
      fc.property(offerSet, fc.integer({ min: 1, max: 1_000_000 }), (offers, perDay) => {
        const ranked = rankOffers(offers, perDay);
        expect([...ranked].map((o) => o.id).sort()).toEqual(offers.map((o) => o.id).sort());
        // Adjacent pairs are in order: effective cost, then price (+ shipping), unknown delivery last.
        for (let i = 1; i < ranked.length; i++) {
          const a = ranked[i - 1]!;
          const b = ranked[i]!;
          const ea = effectiveCostCents(a, perDay);
          const eb = effectiveCostCents(b, perDay);
          if (ea === null) expect(eb).toBeNull();
          else if (eb !== null) {
            expect(ea).toBeLessThanOrEqual(eb);
            if (ea === eb) expect(totalCents(a)).toBeLessThanOrEqual(totalCents(b));
          }
        }
        const known = offers.map((o) => effectiveCostCents(o, perDay)).filter((e) => e !== null);
        if (known.length > 0) {
          expect(effectiveCostCents(ranked[0]!, perDay)).toBe(Math.min(...known));
          const minPrice = Math.min(
            ...offers.filter((o) => effectiveCostCents(o, perDay) === Math.min(...known)).map(totalCents),
          );
          expect(totalCents(ranked[0]!)).toBe(minPrice);
        }
      }),
      { numRuns: 1000, seed: 31 },
    );
  });

  it('property, 1 000 random offer sets: without a cost per day the order is unchanged (price, then age)', () => {
    fc.assert(
      fc.property(offerSet, (offers) => {
        // Today's rule as it was written before issue 31 (spec 1 §5): total, then earlier creation.
        const today = [...offers].sort((a, b) => {
          const d = totalCents(a) - totalCents(b);
          return d !== 0 ? d : Date.parse(a.createdAt) - Date.parse(b.createdAt);
        });
        expect(rankOffers(offers).map((o) => o.id)).toEqual(today.map((o) => o.id));
        expect(rankOffers(offers, null).map((o) => o.id)).toEqual(today.map((o) => o.id));
        expect(rankOffers(offers, costPerDayCents(null)).map((o) => o.id)).toEqual(today.map((o) => o.id));
      }),
      { numRuns: 1000, seed: 48 },
    );
  });

  it('at 2 000 €/day an offer 300 € dearer and a week faster ranks first', () => {
    const cheap: O = {
      id: 'cheap',
      price: '1200.00',
      shippingCost: '0.00',
      createdAt: '2026-11-01T08:00:00Z',
      deliveryDays: deliveryFrom('weeks', 2).days,
    };
    const fast: O = {
      id: 'fast',
      price: '1500.00',
      shippingCost: '0.00',
      createdAt: '2026-11-01T09:00:00Z',
      deliveryDays: deliveryFrom('weeks', 1).days,
    };
    const perDay = costPerDayCents('2000.00');
    const ranked = rankOffers([cheap, fast], perDay);
    expect(ranked.map((o) => o.id)).toEqual(['fast', 'cheap']);
    expect(effectiveCostCents(fast, perDay!)).toBe(150_000 + 7 * 200_000);
    expect(effectiveCostCents(cheap, perDay!)).toBe(120_000 + 14 * 200_000);
    // The marks: the cheaper one keeps 'Bestpreis', the faster one is fastest and best overall.
    expect(ranked[cheapestOfferIndex(ranked)!]!.id).toBe('cheap');
    expect(ranked[fastestOfferIndex(ranked)!]!.id).toBe('fast');
    expect(ranked[bestTotalCostIndex(ranked, perDay)!]!.id).toBe('fast');
    // Without a cost per day today's order holds and there is no 'Beste Gesamtkosten'.
    expect(rankOffers([fast, cheap]).map((o) => o.id)).toEqual(['cheap', 'fast']);
    expect(bestTotalCostIndex(rankOffers([fast, cheap]), null)).toBeNull();
  });

  it('counts delivery days by decision 043: a range by its upper end, weeks as written × 7', () => {
    const range = {
      price: '100.00',
      shippingCost: '0.00',
      deliveryDays: parseDeliveryText('3-4 Wochen')!.days,
    };
    expect(effectiveCostCents(range, 1000)).toBe(10_000 + 28 * 1000);
    expect(effectiveCostCents({ ...range, deliveryDays: deliveryFrom('stock', 0).days }, 1000)).toBe(10_000);
    expect(effectiveCostCents({ ...range, deliveryDays: null }, 1000)).toBeNull();
  });

  it('an offer whose delivery is unknown follows every costed offer', () => {
    const a: O = {
      id: 'a',
      price: '1.00',
      shippingCost: '0.00',
      createdAt: '2026-01-01',
      deliveryDays: null,
    };
    const b: O = {
      id: 'b',
      price: '900.00',
      shippingCost: '0.00',
      createdAt: '2026-01-01',
      deliveryDays: 30,
    };
    expect(rankOffers([a, b], 100).map((o) => o.id)).toEqual(['b', 'a']);
    expect(bestTotalCostIndex([a, b], 100)).toBeNull();
  });

  it('reads the cost per day; 0 or nothing means none', () => {
    expect(costPerDayCents('2000.00')).toBe(200_000);
    expect(costPerDayCents('0.00')).toBeNull();
    expect(costPerDayCents(null)).toBeNull();
  });

  it('dates the delivery from today and compares it with the needed-by day (Germany)', () => {
    expect(expectedDeliveryDay({ deliveryDays: 7 }, NOW)).toBe('2026-12-03');
    expect(timeliness({ deliveryDays: 7 }, '2026-12-03', NOW)).toBe('onTime');
    expect(timeliness({ deliveryDays: 8 }, '2026-12-03', NOW)).toBe('late');
    expect(timeliness({ deliveryDays: 0 }, '2026-11-26', NOW)).toBe('onTime');
    expect(timeliness({ deliveryDays: null }, '2026-12-03', NOW)).toBeNull();
    expect(timeliness({ deliveryDays: 7 }, null, NOW)).toBeNull();
  });
});
