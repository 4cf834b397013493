import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenSellerRequest, isoDateInDays, offerBody } from '#server/test/given-seller.ts';
import { queuedMails, runConsumers } from '#server/test/outbox.ts';
import type { SellerPerformance } from '#shared/seller-performance/schema.ts';
import type { SellerOfferView } from '#shared/seller-market/schema.ts';
import { recountFromRaw, storedTotals } from './repository.ts';

/** Issue 35, decision 058: seller performance stored by the consumer, reconciled with the raw rows. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const billingAddress = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };
const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;
const db = () => t.database.db;

async function drain() {
  while ((await runConsumers(db())) > 0);
}

async function order(asBuyer: Client, offerId: string, termId: string) {
  return asBuyer.post('/api/v1/buyer/orders', {
    offerId,
    paymentTermsId: termId,
    billingAddress,
    acceptLegal: true,
  });
}

describe('GET /api/v1/seller/performance', { timeout: 180_000 }, () => {
  it("returns the seller's own stored figures and the losers' feedback; mails tell rank and gap", async () => {
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const termId = await given.activePaymentTermId(t);
    const sellers = await Promise.all([0, 1, 2].map(() => given.seller(t)));
    const clients = await Promise.all(sellers.map((s) => given.loggedIn(t, s, 'seller')));
    const request = await givenSellerRequest(t, buyer.id, {
      createdAt: new Date(Date.now() - 90 * 60_000),
    });
    const prices = ['100,00', '110,00', '130,00'];
    const offerIds: string[] = [];
    for (const [i, c] of clients.entries()) {
      const res = await c.post(
        '/api/v1/seller/offers',
        offerBody(request.id, { price: prices[i], shippingCost: '0' }),
      );
      expect(res.statusCode).toBe(201);
      offerIds.push((res.json() as { id: string }).id);
    }
    expect((await order(asBuyer, offerIds[0]!, termId)).statusCode).toBe(201);
    await drain();

    const mine = await clients[0]!.get('/api/v1/seller/performance?weeks=4');
    expect(mine.statusCode).toBe(200);
    const perf = mine.json() as SellerPerformance;
    expect(perf.summary).toMatchObject({ offers: 1, wins: 1, winShare: 1, orders: 1, marks: [] });
    // About 90 minutes from the request to the offer.
    expect(perf.summary.medianResponseMinutes).toBeGreaterThanOrEqual(89);
    expect(perf.summary.medianResponseMinutes).toBeLessThanOrEqual(91);
    expect(perf.weeks).toHaveLength(4);
    expect(perf.weeks.at(-1)).toMatchObject({ offers: 1, wins: 1, gapPercent: null });

    const third = (await clients[2]!.get('/api/v1/seller/performance')).json() as SellerPerformance;
    expect(third.summary).toMatchObject({ offers: 1, wins: 0, winShare: 0, orders: 0 });
    expect(third.weeks).toHaveLength(12);
    // 130 vs 100 with three bidders: 30 % over the chosen offer, in whole percent.
    expect(third.weeks.at(-1)?.gapPercent).toBe(30);

    // 'Meine Angebote': rank and gap, never the chosen price.
    const own = (await clients[2]!.get(`/api/v1/seller/offers/${offerIds[2]}`)).json() as SellerOfferView;
    expect(own.feedback).toEqual({
      outcome: 'lost',
      rank: 3,
      bidders: 3,
      reference: 'chosen',
      gap: { kind: 'percent', percent: 30, direction: 'above' },
    });
    const won = (await clients[0]!.get(`/api/v1/seller/offers/${offerIds[0]}`)).json() as SellerOfferView;
    expect(won.feedback).toMatchObject({ outcome: 'won', rank: 1, gap: null });

    const [mail] = await queuedMails(db(), sellers[2]!.email, 'offer_rejected');
    expect(mail?.variables).toMatchObject({
      offer_rank: 'Platz 3 von 3 Angeboten',
      price_gap: 'Ihr Gesamtpreis lag 30 % über dem ausgewählten Angebot',
    });
    const [second] = await queuedMails(db(), sellers[1]!.email, 'offer_rejected');
    expect(second?.variables).toMatchObject({ offer_rank: 'Platz 2 von 3 Angeboten' });
  });

  it('ends without an order: the rank and the gap to the lowest offer, in the request_closed mail too', async () => {
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const sellers = await Promise.all([0, 1].map(() => given.seller(t)));
    const request = await givenSellerRequest(t, buyer.id);
    const ids: string[] = [];
    for (const [i, s] of sellers.entries()) {
      const c = await given.loggedIn(t, s, 'seller');
      const res = await c.post(
        '/api/v1/seller/offers',
        offerBody(request.id, { price: ['200,00', '214,00'][i], shippingCost: '0' }),
      );
      ids.push((res.json() as { id: string }).id);
    }
    expect((await asBuyer.post(`/api/v1/buyer/requests/${request.id}/close`, {})).statusCode).toBe(200);
    await drain();
    const c1 = await given.loggedIn(t, sellers[1]!, 'seller');
    const view = (await c1.get(`/api/v1/seller/offers/${ids[1]}`)).json() as SellerOfferView;
    // Two bidders: a band, never the exact 7 %.
    expect(view.feedback).toEqual({
      outcome: 'ended',
      rank: 2,
      bidders: 2,
      reference: 'lowest',
      gap: { kind: 'band', from: 5, to: 10, direction: 'above' },
    });
    const [mail] = await queuedMails(db(), sellers[1]!.email, 'request_closed');
    expect(mail?.variables).toMatchObject({
      offer_rank: 'Platz 2 von 2 Angeboten',
      price_gap: 'Ihr Gesamtpreis lag 5–10 % über dem günstigsten Angebot',
    });
  });

  it('refuses visitors, buyers, admins and a bad period in German; a seller only ever reads its own', async () => {
    const anon = await new Client(t.app).get('/api/v1/seller/performance');
    expect(anon.statusCode).toBe(401);
    const buyer = await given.verifiedBuyer(t);
    expect(
      (await (await given.loggedIn(t, buyer, 'buyer')).get('/api/v1/seller/performance')).statusCode,
    ).toBe(403);
    const admin = await given.admin(t);
    expect(
      (await (await given.loggedIn(t, admin, 'admin')).get('/api/v1/seller/performance')).statusCode,
    ).toBe(403);
    const s = await given.seller(t);
    const c = await given.loggedIn(t, s, 'seller');
    for (const weeks of ['abc', '0', '27']) {
      const bad = await c.get(`/api/v1/seller/performance?weeks=${weeks}`);
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as { message: string }).message).toMatch(/Zeitraum/);
    }
    // No parameter names another seller: a new seller sees zeros whatever others did.
    const fresh = (
      await c.get('/api/v1/seller/performance?sellerId=00000000-0000-0000-0000-000000000000')
    ).json() as SellerPerformance;
    expect(fresh.summary).toMatchObject({ offers: 0, wins: 0, winShare: null, orders: 0 });
  });
});

describe('reconciliation: stored figures equal a recount from the raw rows', () => {
  it('after random offers, withdrawals, orders, ends, confirmations, shipments and cancellations', async () => {
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const termId = await given.activePaymentTermId(t);
    const sellers = await Promise.all([0, 1, 2].map(() => given.seller(t)));
    const clients = await Promise.all(sellers.map((s) => given.loggedIn(t, s, 'seller')));
    const R = 4;

    const op = fc.oneof(
      fc.record({
        kind: fc.constant('offer' as const),
        s: fc.nat(2),
        r: fc.nat(R - 1),
        price: fc.integer({ min: 100, max: 400 }),
        afterMinutes: fc.nat(3000),
      }),
      fc.record({ kind: fc.constant('withdraw' as const), s: fc.nat(2), r: fc.nat(R - 1) }),
      fc.record({
        kind: fc.constant('order' as const),
        r: fc.nat(R - 1),
        pick: fc.nat(2),
        daysAgo: fc.nat(20),
      }),
      fc.record({ kind: fc.constant('close' as const), r: fc.nat(R - 1) }),
      fc.record({
        kind: fc.constant('confirm' as const),
        r: fc.nat(R - 1),
        afterHours: fc.nat(60),
        shipBy: fc.option(fc.integer({ min: -10, max: 10 })),
      }),
      fc.record({ kind: fc.constant('ship' as const), r: fc.nat(R - 1) }),
      fc.record({ kind: fc.constant('sellerCancel' as const), r: fc.nat(R - 1) }),
      fc.constant({ kind: 'drain' as const }),
    );

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(40), { minLength: R, maxLength: R }),
        fc.array(op, { maxLength: 18 }),
        async (ages, ops) => {
          const requests = [];
          for (const days of ages) {
            requests.push(
              await givenSellerRequest(t, buyer.id, {
                createdAt: new Date(Date.now() - days * 86_400_000 - 3_600_000),
              }),
            );
          }
          const offerOf = new Map<string, string>(); // `${s}:${r}` → live offer id
          const orderOf = new Map<number, { id: string; sellerIndex: number }>();
          for (const o of ops) {
            if (o.kind === 'drain') await drain();
            else if (o.kind === 'offer') {
              const request = requests[o.r]!;
              const res = await clients[o.s]!.post(
                '/api/v1/seller/offers',
                offerBody(request.id, { price: `${o.price},00` }),
              );
              expect(res.statusCode).toBeLessThan(500);
              if (res.statusCode !== 201) continue;
              const id = (res.json() as { id: string }).id;
              offerOf.set(`${o.s}:${o.r}`, id);
              // The offer came some minutes after the request reached the seller (never in the future).
              await db().execute(
                sql`update offers set created_at = least(now(), ${request.createdAt.toISOString()}::timestamptz + make_interval(mins => ${o.afterMinutes}::int)) where id = ${id}::uuid`,
              );
            } else if (o.kind === 'withdraw') {
              const id = offerOf.get(`${o.s}:${o.r}`);
              if (!id) continue;
              expect(
                (await clients[o.s]!.post(`/api/v1/seller/offers/${id}/withdraw`)).statusCode,
              ).toBeLessThan(500);
            } else if (o.kind === 'order') {
              const live = [0, 1, 2].filter((s) => offerOf.has(`${s}:${o.r}`));
              const s = live[o.pick % Math.max(1, live.length)];
              if (s === undefined) continue;
              const res = await order(asBuyer, offerOf.get(`${s}:${o.r}`)!, termId);
              expect(res.statusCode).toBeLessThan(500);
              if (res.statusCode !== 201) continue;
              const id = (res.json() as { id: string }).id;
              orderOf.set(o.r, { id, sellerIndex: s });
              await db().execute(
                sql`update orders set created_at = now() - make_interval(days => ${o.daysAgo}::int) where id = ${id}::uuid`,
              );
            } else if (o.kind === 'close') {
              const res = await asBuyer.post(`/api/v1/buyer/requests/${requests[o.r]!.id}/close`, {});
              expect(res.statusCode).toBeLessThan(500);
            } else {
              const ord = orderOf.get(o.r);
              if (!ord) continue;
              const c = clients[ord.sellerIndex]!;
              if (o.kind === 'confirm') {
                const res = await c.post(`/api/v1/orders/${ord.id}/confirm`, {
                  expectedShipDate: isoDateInDays(1),
                });
                expect(res.statusCode).toBeLessThan(500);
                if (res.statusCode !== 200) continue;
                await db()
                  .execute(sql`update orders set confirmed_at = created_at + make_interval(hours => ${o.afterHours}::int),
                expected_ship_date = ${o.shipBy === null ? null : isoDateInDays(o.shipBy)}::date where id = ${ord.id}::uuid`);
              } else if (o.kind === 'ship') {
                expect((await c.post(`/api/v1/orders/${ord.id}/ship`, {})).statusCode).toBeLessThan(500);
              } else {
                const res = await c.post(`/api/v1/orders/${ord.id}/cancel`, {
                  reason: 'Teil nicht mehr lieferbar',
                });
                expect(res.statusCode).toBeLessThan(500);
              }
            }
          }
          await drain();

          for (const s of sellers) {
            const stored = await storedTotals(db(), s.id);
            const recount = await recountFromRaw(db(), s.id);
            expect(stored ?? recount).toEqual(recount);
            // Each week's offers and orders are where the raw rows' dates put them.
            const weeks = rows<{ week: string; offers: number; orders: number }>(
              await db().execute(sql`select to_char(week, 'YYYY-MM-DD') as week, offers, orders
                                     from seller_performance_weeks where seller_id = ${s.id}::uuid and (offers > 0 or orders > 0) order by week`),
            );
            const raw = rows<{ week: string; offers: number; orders: number }>(
              await db().execute(sql`
              select to_char(w, 'YYYY-MM-DD') as week, sum(o)::int as offers, sum(n)::int as orders from (
                select (date_trunc('week', created_at at time zone 'Europe/Berlin'))::date as w, 1 as o, 0 as n
                  from offers where seller_id = ${s.id}::uuid and status <> 'zurueckgezogen'
                union all
                select (date_trunc('week', created_at at time zone 'Europe/Berlin'))::date, 0, 1
                  from orders where seller_id = ${s.id}::uuid) x
              group by w order by w`),
            );
            expect(weeks).toEqual(raw);
          }
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);
});
