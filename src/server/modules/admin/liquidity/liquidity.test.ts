import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, Client, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { brands } from '#server/db/schema/catalog.ts';
import { requestDeclines } from '#server/db/schema/marketplace.ts';
import type { AdminLiquidity } from '#shared/admin/liquidity.ts';

/** Issue 30, "Liquidität in Zahlen": the admin's weekly figures (decision 050). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const MIN = 60_000;

/** A brand of its own, so the figures of this test are only its own requests. */
async function givenBrand() {
  const name = `LIQ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const [row] = await t.database.db.insert(brands).values({ name }).returning({ id: brands.id });
  return { id: row!.id, name };
}

async function asAdmin() {
  return given.loggedIn(t, await given.admin(t), 'admin');
}

describe('GET /api/v1/admin/stats/liquidity', () => {
  it('refuses anyone without a session (401) and buyers and sellers (403)', async () => {
    expect((await new Client(t.app).get('/api/v1/admin/stats/liquidity')).statusCode).toBe(401);
    const buyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await buyer.get('/api/v1/admin/stats/liquidity')).statusCode).toBe(403);
    const seller = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await seller.get('/api/v1/admin/stats/liquidity')).statusCode).toBe(403);
  });

  it('refuses a bad query with a German message', async () => {
    const admin = await asAdmin();
    for (const [query, text] of [
      ['weeks=27', 'höchstens 26 Wochen'],
      ['weeks=0', 'mindestens eine Woche'],
      ['weeks=zwölf', 'Zahl von Wochen'],
      ['brandId=hydac', 'Marke ist ungültig'],
      ['urgency=sofort', 'Dringlichkeit ist ungültig'],
    ] as const) {
      const res = await admin.get(`/api/v1/admin/stats/liquidity?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(text);
    }
  });

  it('counts two offers, one offer and none, the median time to the first offer and declines per week', async () => {
    const brand = await givenBrand();
    const buyer = await given.verifiedBuyer(t);
    const sellers = await Promise.all([given.seller(t), given.seller(t), given.seller(t)]);
    const at = new Date(Date.now() - 5 * MIN);
    const req = (urgency: 'dringend' | 'normal') =>
      given.request(t, buyer.id, { manufacturer: brand.name, urgency, createdAt: at });
    const two = await req('dringend');
    const one = await req('dringend');
    const none = await req('normal');
    // First offers after 30 and 90 minutes: the median is 60. A later second offer does not count.
    await given.offer(t, two.id, sellers[0].id, { createdAt: new Date(at.getTime() + 30 * MIN) });
    await given.offer(t, two.id, sellers[1].id, { createdAt: new Date(at.getTime() + 300 * MIN) });
    await given.offer(t, one.id, sellers[0].id, { createdAt: new Date(at.getTime() + 90 * MIN) });
    await t.database.db.insert(requestDeclines).values([
      { sellerId: sellers[2].id, requestId: none.id, reason: 'nicht_verfuegbar' },
      { sellerId: sellers[1].id, requestId: none.id, reason: 'lieferzeit' },
      { sellerId: sellers[2].id, requestId: one.id, reason: 'menge' },
    ]);

    const admin = await asAdmin();
    const read = async (query: string) => {
      const res = await admin.get(`/api/v1/admin/stats/liquidity?brandId=${brand.id}&${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as AdminLiquidity).weeks;
    };

    const weeks = await read('weeks=4');
    expect(weeks).toHaveLength(4);
    // Oldest first, Mondays, a week apart; the last is the current week.
    expect(weeks.map((w) => new Date(`${w.weekStart}T12:00:00Z`).getUTCDay())).toEqual([1, 1, 1, 1]);
    const filled = weeks.filter((w) => w.requests > 0);
    expect(filled).toHaveLength(1);
    expect(filled[0]).toEqual({
      weekStart: filled[0]!.weekStart,
      requests: 3,
      withTwoOffers: 1,
      withoutOffer: 1,
      twoOfferShare: 1 / 3,
      medianFirstOfferMinutes: 60,
      widened: 0,
      declines: 3,
    });
    // Empty weeks say so: no share, no median.
    const empty = weeks.find((w) => w.requests === 0)!;
    expect(empty).toMatchObject({ twoOfferShare: null, medianFirstOfferMinutes: null, declines: 0 });

    const urgent = (await read('urgency=dringend')).filter((w) => w.requests > 0);
    expect(urgent).toEqual([
      expect.objectContaining({
        requests: 2,
        withTwoOffers: 1,
        withoutOffer: 0,
        twoOfferShare: 0.5,
        declines: 1,
      }),
    ]);
    expect((await read('urgency=niedrig')).every((w) => w.requests === 0)).toBe(true);
    // The default period is 12 weeks.
    expect(await read('')).toHaveLength(12);
  });
});
