import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, orders } from '#server/db/schema/marketplace.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';

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
