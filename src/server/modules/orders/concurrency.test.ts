import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, orders } from '#server/db/schema/marketplace.ts';
import { pgServerUrl, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { recordedEvents } from '#server/test/outbox.ts';
import * as placement from './repository/placement.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('one order per request (DESIGN.md §4)', () => {
  it('20 parallel accepts of different offers on one request create exactly one order', async () => {
    const buyer = await given.verifiedBuyer(t);
    const request = await given.request(t, buyer.id);
    const sellers = await Promise.all(Array.from({ length: 20 }, () => given.seller(t)));
    const list = [];
    for (const [i, s] of sellers.entries()) {
      list.push(await given.offer(t, request.id, s.id, { price: `${100 + i}.00` }));
    }
    const termId = await given.activePaymentTermId(t);
    const client = await given.loggedIn(t, buyer, 'buyer');
    const billingAddress = {
      street: 'Hauptstraße 1',
      city: 'Stuttgart',
      zip: '70173',
      country: 'Deutschland',
    };

    const results = await Promise.all(
      list.map((o) =>
        client.post('/api/v1/buyer/orders', {
          offerId: o.id,
          paymentTermsId: termId,
          billingAddress,
          acceptLegal: true,
        }),
      ),
    );

    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('Für diese Anfrage wurde bereits eine Bestellung aufgegeben');
    }
    const rows = await t.database.db.select().from(orders).where(eq(orders.requestId, request.id));
    expect(rows).toHaveLength(1);
    const accepted = await t.database.db.select().from(offers).where(eq(offers.status, 'angenommen'));
    expect(accepted.filter((o) => o.requestId === request.id).map((o) => o.id)).toEqual([rows[0]!.offerId]);
  });
});

const billingAddress = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };

describe('orders placed at the same moment (decision 034)', () => {
  it('are each written, with their own offers decided and one follow-up job each', async () => {
    const buyer = await given.verifiedBuyer(t);
    const termId = await given.activePaymentTermId(t);
    const placed = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const request = await given.request(t, buyer.id);
        const ordered = await given.offer(t, request.id, (await given.seller(t)).id, {
          price: `${100 + i}.00`,
        });
        const other = await given.offer(t, request.id, (await given.seller(t)).id, { price: '500.00' });
        return { request, ordered, other };
      }),
    );
    const client = await given.loggedIn(t, buyer, 'buyer');

    // Twelve at once: on PostgreSQL they share batched statements (db/batch.ts).
    const results = await Promise.all(
      placed.map(({ ordered }) =>
        client.post('/api/v1/buyer/orders', {
          offerId: ordered.id,
          paymentTermsId: termId,
          billingAddress,
          acceptLegal: true,
        }),
      ),
    );

    expect(results.map((r) => r.statusCode)).toEqual(Array<number>(12).fill(201));
    const db = t.database.db;
    for (const [i, { request, ordered, other }] of placed.entries()) {
      const body = results[i]!.json<{ id: string; orderNumber: string }>();
      const [order] = await db.select().from(orders).where(eq(orders.requestId, request.id));
      expect(order).toMatchObject({ id: body.id, orderNumber: body.orderNumber, offerId: ordered.id });
      // (100 + i + 10 shipping) × quantity 1 + 19 % VAT
      expect(order!.totalAmount).toBe(((110 + i) * 1.19).toFixed(2));
      const decided = await db.select().from(offers).where(eq(offers.requestId, request.id));
      expect(Object.fromEntries(decided.map((o) => [o.id, o.status]))).toEqual({
        [ordered.id]: 'angenommen',
        [other.id]: 'abgelehnt',
      });
      expect(await recordedEvents(db, 'order.placed', 'orderId', order!.id)).toHaveLength(1);
    }
  });
});

async function twoOffers() {
  const buyer = await given.verifiedBuyer(t);
  const request = await given.request(t, buyer.id);
  const first = await given.offer(t, request.id, (await given.seller(t)).id, { price: '100.00' });
  const second = await given.offer(t, request.id, (await given.seller(t)).id, { price: '90.00' });
  return { buyer, request, first, second, termId: await given.activePaymentTermId(t) };
}

describe('an order written without a held lock (decision 033)', () => {
  it('writes nothing when the offer changed after it was read; the order then takes the new price', async () => {
    const { buyer, request, first, termId } = await twoOffers();
    const read = (await placement.findOfferWithRequest(t.database.db, first.id))!;
    // The seller edits the offer between the order's read and its write.
    await t.database.db.update(offers).set({ price: '120.00' }).where(eq(offers.id, first.id));
    const id = randomUUID();
    const written = await placement.placeOrderIfUnchanged(
      t.database.db,
      {
        id,
        orderNumber: `T-${id.slice(0, 8)}`,
        offerId: first.id,
        requestId: request.id,
        buyerType: 'buyer',
        buyerId: buyer.id,
        sellerBuyerId: null,
        createdBy: buyer.id,
        sellerId: first.sellerId,
        totalAmount: '130.90',
        taxAmount: '20.90',
        vatPercent: '19',
        vatTreatment: 'domestic',
        vatNote: null,
        status: 'pending_seller_confirmation',
        paymentMethod: 'rechnung',
        paymentTermsId: termId,
        internalReference: null,
        legalAcceptedAt: new Date(),
        legalVersion: '1',
        billingAddress,
        shippingAddress: null,
        specialInstructions: null,
        paymentDueDate: null,
      },
      read,
    );
    expect(written).toBeUndefined();
    const db = t.database.db;
    expect(await db.select().from(orders).where(eq(orders.requestId, request.id))).toHaveLength(0);
    expect(await recordedEvents(db, 'order.placed', 'orderId', id)).toHaveLength(0);
    const statuses = await db
      .select({ status: offers.status })
      .from(offers)
      .where(eq(offers.requestId, request.id));
    expect(statuses.map((o) => o.status)).toEqual(['ausstehend', 'ausstehend']);

    const client = await given.loggedIn(t, buyer, 'buyer');
    const res = await client.post('/api/v1/buyer/orders', {
      offerId: first.id,
      paymentTermsId: termId,
      billingAddress,
      acceptLegal: true,
    });
    expect(res.statusCode).toBe(201);
    const [order] = await db.select().from(orders).where(eq(orders.requestId, request.id));
    // (120 + 10 shipping) × quantity 1 + 19 % VAT
    expect(order!.totalAmount).toBe('154.70');
  });

  it.runIf(!!pgServerUrl())(
    'rejects an offer made on the request while the order waited for its lock',
    async () => {
      const { buyer, request, first, termId } = await twoOffers();
      const late = await given.seller(t);
      const db = t.database.db;
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let made!: () => void;
      const offerMade = new Promise<void>((r) => (made = r));
      // Offer creation holds the request FOR SHARE (seller-market) until it commits.
      const making = db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from requests where id = ${request.id} for share`);
        await tx.insert(offers).values({
          requestId: request.id,
          sellerId: late.id,
          price: '80.00',
          shippingCost: '0.00',
          deliveryDays: 7,
          deliveryUnit: 'weeks',
          validUntil: first.validUntil,
          status: 'ausstehend',
        });
        made();
        await held;
      });
      await offerMade;
      const client = await given.loggedIn(t, buyer, 'buyer');
      const ordering = client.post('/api/v1/buyer/orders', {
        offerId: first.id,
        paymentTermsId: termId,
        billingAddress,
        acceptLegal: true,
      });
      // The order's write waits for the request's lock while the offer is being made.
      const end = Date.now() + 5000;
      for (;;) {
        const waiting = (await db.execute(
          sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: unknown[] };
        if (waiting.rows.length > 0 || Date.now() > end) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      release();
      await making;
      expect((await ordering).statusCode).toBe(201);
      const [lateOffer] = await db
        .select({ status: offers.status })
        .from(offers)
        .where(and(eq(offers.requestId, request.id), eq(offers.sellerId, late.id)));
      expect(lateOffer!.status).toBe('abgelehnt');
    },
  );
});
