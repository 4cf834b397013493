import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, Client, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { orders } from '#server/db/schema/marketplace.ts';
import { generateOrderNumber } from '#shared/orders/order-number.ts';
import type { OrderStatus } from '#shared/constants.ts';
import type { BuyerCharts } from '#shared/charts/schema.ts';

/** Issue 35: the buyer's dashboard charts (decision 059), scoped to the signed-in buyer. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADDRESS = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };

/** The 11th, 10:00 German time, of the month two months back, and that month and the current one. */
async function months(): Promise<{ earlier: Date; earlierMonth: string; thisMonth: string }> {
  const res = (await t.database.db.execute(sql`
    select (m - interval '2 months' + interval '10 days 10 hours') at time zone 'Europe/Berlin' as earlier,
           to_char(m - interval '2 months', 'YYYY-MM') as earlier_month,
           to_char(m, 'YYYY-MM') as this_month
      from (select date_trunc('month', now() at time zone 'Europe/Berlin') as m) x
  `)) as unknown as { rows: { earlier: string | Date; earlier_month: string; this_month: string }[] };
  const row = res.rows[0]!;
  return { earlier: new Date(row.earlier), earlierMonth: row.earlier_month, thisMonth: row.this_month };
}

async function order(
  o: { requestId: string; id: string; sellerId: string },
  buyerId: string,
  totalAmount: string,
  createdAt: Date,
  status: OrderStatus = 'bestaetigt',
) {
  await t.database.db.insert(orders).values({
    orderNumber: generateOrderNumber(),
    offerId: o.id,
    requestId: o.requestId,
    buyerId,
    sellerId: o.sellerId,
    totalAmount,
    taxAmount: '0.00',
    billingAddress: ADDRESS,
    status,
    createdAt,
  });
}

describe('GET /api/v1/buyer/charts', () => {
  it('refuses anyone without a session (401), sellers and admins (403)', async () => {
    expect((await new Client(t.app).get('/api/v1/buyer/charts')).statusCode).toBe(401);
    const seller = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await seller.get('/api/v1/buyer/charts')).statusCode).toBe(403);
    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    expect((await admin.get('/api/v1/buyer/charts')).statusCode).toBe(403);
  });

  it('refuses a bad query with a German message', async () => {
    const buyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    for (const [query, text] of [
      ['months=13', 'höchstens 12 Monate'],
      ['months=0', 'mindestens einen Monat'],
      ['months=zwölf', 'Zahl von Monaten'],
      ['months=1.5', 'ganze Zahl von Monaten'],
    ] as const) {
      const res = await buyer.get(`/api/v1/buyer/charts?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(text);
    }
  });

  it('counts spend, offers per request and savings against the average offer by hand, and only its own', async () => {
    const { earlier, earlierMonth, thisMonth } = await months();
    const now = new Date(Date.now() - 60_000);
    const me = await given.verifiedBuyer(t);
    const other = await given.verifiedBuyer(t);
    const [s1, s2, s3] = await Promise.all([given.seller(t), given.seller(t), given.seller(t)]);

    // Two months back: three requests, four live offers, two orders and a cancelled one.
    const r1 = await given.request(t, me.id, { createdAt: earlier });
    const won1 = await given.offer(t, r1.id, s1.id, {
      price: '100.00',
      shippingCost: '10.00',
      status: 'angenommen',
    });
    await given.offer(t, r1.id, s2.id, { price: '200.00', shippingCost: '10.00' });
    // A withdrawn offer is no offer: not counted, not in the average.
    await given.offer(t, r1.id, s3.id, { price: '50.00', shippingCost: '0.00', status: 'zurueckgezogen' });
    await order(won1, me.id, '130.90', earlier);
    const r2 = await given.request(t, me.id, { createdAt: earlier });
    const won2 = await given.offer(t, r2.id, s2.id, {
      price: '300.00',
      shippingCost: '0.00',
      status: 'angenommen',
    });
    await order(won2, me.id, '357.00', earlier);
    const r5 = await given.request(t, me.id, { createdAt: earlier });
    const cancelled = await given.offer(t, r5.id, s3.id, {
      price: '80.00',
      shippingCost: '0.00',
      status: 'angenommen',
    });
    await order(cancelled, me.id, '95.20', earlier, 'storniert');

    // This month: a request with three offers (one above the accepted … none accepted) and one without.
    const r3 = await given.request(t, me.id, { createdAt: now });
    for (const s of [s1, s2, s3]) await given.offer(t, r3.id, s.id);
    await given.request(t, me.id, { createdAt: now });
    // This month's order paid above the average: a negative saving.
    const r6 = await given.request(t, me.id, { createdAt: now });
    const dear = await given.offer(t, r6.id, s1.id, {
      price: '150.00',
      shippingCost: '0.00',
      status: 'angenommen',
    });
    await given.offer(t, r6.id, s2.id, { price: '90.00', shippingCost: '10.00' });
    await order(dear, me.id, '178.50', now);

    // Another buyer's market of the same months: never in mine.
    const foreign = await given.request(t, other.id, { createdAt: now });
    const foreignOffer = await given.offer(t, foreign.id, s1.id, { price: '999.00', status: 'angenommen' });
    await given.offer(t, foreign.id, s2.id, { price: '1999.00' });
    await order(foreignOffer, other.id, '1200.00', now);
    await given.request(t, other.id, { createdAt: earlier });

    const client = await given.loggedIn(t, me, 'buyer');
    const res = await client.get('/api/v1/buyer/charts?months=3');
    expect(res.statusCode, res.body).toBe(200);
    const charts = res.json() as BuyerCharts;
    expect(charts.months.map((m) => m.month)).toEqual([earlierMonth, expect.any(String), thisMonth]);
    expect(charts.months[0]).toEqual({
      month: earlierMonth,
      orders: 2,
      spendCents: 13_090 + 35_700,
      // r1: average of 110 and 210 is 160, accepted 110 → 50 €; r2: one offer → 0 €.
      savingsCents: 5_000,
      requests: 3,
      offers: 4,
      offersPerRequest: 4 / 3,
    });
    expect(charts.months[1]).toMatchObject({
      orders: 0,
      spendCents: 0,
      savingsCents: 0,
      requests: 0,
      offersPerRequest: null,
    });
    expect(charts.months[2]).toEqual({
      month: thisMonth,
      orders: 1,
      spendCents: 17_850,
      // r6: average of 150 and 100 is 125, accepted 150 → −25 €.
      savingsCents: -2_500,
      requests: 3,
      offers: 5,
      offersPerRequest: 5 / 3,
    });

    // The other buyer sees its own figures only.
    const theirs = (
      await (await given.loggedIn(t, other, 'buyer')).get('/api/v1/buyer/charts')
    ).json() as BuyerCharts;
    expect(theirs.months).toHaveLength(12);
    expect(theirs.months.at(-1)).toMatchObject({
      month: thisMonth,
      orders: 1,
      spendCents: 120_000,
      savingsCents: 50_000,
      requests: 1,
      offers: 2,
    });
    expect(theirs.months.find((m) => m.month === earlierMonth)).toMatchObject({
      requests: 1,
      offers: 0,
      orders: 0,
    });
  });
});
