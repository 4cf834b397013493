import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '#server/test/harness.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenSellerRequest, isoDateInDays, offerBody } from '#server/test/given-seller.ts';
import { runConsumers } from '#server/test/outbox.ts';
import { backfillSellerPerformance, PERFORMANCE_BACKFILL } from './backfill.ts';
import { recountFromRaw, storedTotals } from './repository.ts';

/**
 * Decision 069: offers, orders and ends from before the performance consumer get the figures the
 * consumer would have stored — the backfill runs the consumer's own steps over the raw rows.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;
const billingAddress = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };

async function drain() {
  while ((await runConsumers(db())) > 0);
}

/** Everything stored of the sellers' performance, without the times of the writes. */
async function snapshot(sellerIds: string[]) {
  const ids = sql.join(
    sellerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return {
    offers: rows(
      await db().execute(sql`select offer_id, seller_id, request_id, to_char(week, 'YYYY-MM-DD') as week,
        response_seconds, withdrawn, outcome, rank, bidders, gap_bp
        from offer_performance where seller_id in (${ids}) order by offer_id`),
    ),
    weeks: rows(
      await db().execute(sql`select seller_id, to_char(week, 'YYYY-MM-DD') as week, offers, wins, decided,
        gap_sum_bp, gap_count, median_response_seconds, orders, confirmed_measured, confirmed_on_time,
        shipped_measured, shipped_on_time, cancelled_by_seller
        from seller_performance_weeks where seller_id in (${ids}) order by seller_id, week`),
    ),
    totals: await Promise.all(sellerIds.map((id) => storedTotals(db(), id))),
  };
}

/** What the database held before the consumer existed: no performance rows at all. */
async function forgetPerformance() {
  await db().execute(sql`delete from offer_performance`);
  await db().execute(sql`delete from seller_performance_weeks`);
  await db().execute(sql`delete from seller_performance`);
  await db().execute(sql`delete from backfill_progress where name = ${PERFORMANCE_BACKFILL}`);
}

describe('seller performance backfill (decision 069)', { timeout: 240_000 }, () => {
  it('stores the same rows, weeks and totals the consumer stored, in batches, and again when run twice', async () => {
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const termId = await given.activePaymentTermId(t);
    const sellers = await Promise.all([0, 1, 2].map(() => given.seller(t)));
    const clients: Client[] = await Promise.all(sellers.map((s) => given.loggedIn(t, s, 'seller')));
    const requests = [];
    for (const days of [40, 20, 9, 2, 0])
      requests.push(
        await givenSellerRequest(t, buyer.id, {
          createdAt: new Date(Date.now() - days * 86_400_000 - 3_600_000),
        }),
      );
    const offerId = new Map<string, string>();
    const prices = [
      ['100,00', '118,00', '131,00'],
      ['250,00', '240,00', null],
      ['80,00', '95,00', '99,00'],
      [null, '410,00', '400,00'],
      ['60,00', null, null],
    ];
    for (const [r, request] of requests.entries()) {
      for (const [s, c] of clients.entries()) {
        const price = prices[r]![s];
        if (!price) continue;
        const res = await c.post(
          '/api/v1/seller/offers',
          offerBody(request.id, { price, shippingCost: '0' }),
        );
        expect(res.statusCode, res.body).toBe(201);
        const id = (res.json() as { id: string }).id;
        offerId.set(`${r}:${s}`, id);
        await db().execute(
          sql`update offers set created_at = ${request.createdAt.toISOString()}::timestamptz + make_interval(mins => ${17 + 40 * s + r}::int) where id = ${id}::uuid`,
        );
      }
    }
    // Request 0 ordered from seller 1 (confirmed late, shipped), request 2 from seller 0 (cancelled
    // by the seller), request 1 closed without order, seller 2 withdraws from request 3.
    const placeOrder = async (r: number, s: number) => {
      const res = await asBuyer.post('/api/v1/buyer/orders', {
        offerId: offerId.get(`${r}:${s}`),
        paymentTermsId: termId,
        billingAddress,
        acceptLegal: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: string }).id;
    };
    const first = await placeOrder(0, 1);
    expect(
      (await clients[1]!.post(`/api/v1/orders/${first}/confirm`, { expectedShipDate: isoDateInDays(1) }))
        .statusCode,
    ).toBe(200);
    await db().execute(
      sql`update orders set confirmed_at = created_at + interval '30 hours' where id = ${first}::uuid`,
    );
    expect((await clients[1]!.post(`/api/v1/orders/${first}/ship`, {})).statusCode).toBe(200);
    const second = await placeOrder(2, 0);
    expect(
      (await clients[0]!.post(`/api/v1/orders/${second}/cancel`, { reason: 'Teil nicht mehr lieferbar' }))
        .statusCode,
    ).toBe(200);
    expect((await asBuyer.post(`/api/v1/buyer/requests/${requests[1]!.id}/close`, {})).statusCode).toBe(200);
    expect((await clients[2]!.post(`/api/v1/seller/offers/${offerId.get('3:2')}/withdraw`)).statusCode).toBe(
      200,
    );
    await drain();

    const ids = sellers.map((s) => s.id);
    const byConsumer = await snapshot(ids);
    expect(byConsumer.offers.length).toBeGreaterThan(8);
    for (const id of ids) expect(await storedTotals(db(), id)).toEqual(await recountFromRaw(db(), id));

    await forgetPerformance();
    expect((await snapshot(ids)).offers).toEqual([]);
    // Batches of 2 offers: decided requests whose offers fall into different batches.
    let runs = 0;
    for (;;) {
      runs++;
      const { done } = await backfillSellerPerformance(db(), 2, 2);
      if (done) break;
    }
    expect(runs).toBeGreaterThan(1);
    expect(await snapshot(ids)).toEqual(byConsumer);

    // Done: the next run does nothing; run again from the start, the figures stay the same.
    expect(await backfillSellerPerformance(db(), 2)).toEqual({ count: 0, done: true });
    await db().execute(sql`delete from backfill_progress where name = ${PERFORMANCE_BACKFILL}`);
    expect((await backfillSellerPerformance(db(), 3)).done).toBe(true);
    expect(await snapshot(ids)).toEqual(byConsumer);

    // And the consumer goes on from there: a new offer on request 4 counts once.
    const res = await clients[1]!.post(
      '/api/v1/seller/offers',
      offerBody(requests[4]!.id, { price: '70,00' }),
    );
    expect(res.statusCode).toBe(201);
    await drain();
    for (const id of ids) expect(await storedTotals(db(), id)).toEqual(await recountFromRaw(db(), id));
  });
});
