import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/marketplace.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;

/** Three orders of one buyer: cheap (today), mid (10 days ago), dear (50 days ago). */
async function scenario() {
  const buyer = await given.verifiedBuyer(t);
  const seller = await given.seller(t);
  const client = await given.loggedIn(t, buyer, 'buyer');
  const termId = await given.activePaymentTermId(t, 30);
  const billingAddress = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };
  const placed: Record<string, { id: string; orderNumber: string }> = {};
  for (const [key, price, daysAgo] of [
    ['cheap', '10.00', 0],
    ['mid', '500.00', 10],
    ['dear', '9000.00', 50],
  ] as const) {
    const request = await given.request(t, buyer.id, { partNumber: `TEIL-${key.toUpperCase()}` });
    const offer = await given.offer(t, request.id, seller.id, { price, shippingCost: '0' });
    const res = await client.post('/api/v1/buyer/orders', {
      offerId: offer.id,
      paymentTermsId: termId,
      billingAddress,
      acceptLegal: true,
    });
    placed[key] = res.json();
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(orders.id, res.json().id));
  }
  return { buyer, seller, client, placed };
}

const partNumbers = (res: { json(): { items: { partNumber: string }[] } }) =>
  res.json().items.map((o) => o.partNumber);

describe("the buyer's orders (spec 1 §2, §9)", () => {
  it('lists own orders newest first and sorts by date and amount', async () => {
    const { client } = await scenario();
    expect(partNumbers(await client.get('/api/v1/buyer/orders'))).toEqual([
      'TEIL-CHEAP',
      'TEIL-MID',
      'TEIL-DEAR',
    ]);
    expect(partNumbers(await client.get('/api/v1/buyer/orders?sort=oldest'))).toEqual([
      'TEIL-DEAR',
      'TEIL-MID',
      'TEIL-CHEAP',
    ]);
    expect(partNumbers(await client.get('/api/v1/buyer/orders?sort=amount_desc'))).toEqual([
      'TEIL-DEAR',
      'TEIL-MID',
      'TEIL-CHEAP',
    ]);
    expect(partNumbers(await client.get('/api/v1/buyer/orders?sort=amount_asc'))).toEqual([
      'TEIL-CHEAP',
      'TEIL-MID',
      'TEIL-DEAR',
    ]);
  });

  it('filters by period and by order or part number, and pages', async () => {
    const { client, placed } = await scenario();
    expect(partNumbers(await client.get('/api/v1/buyer/orders?period=today'))).toEqual(['TEIL-CHEAP']);
    expect(partNumbers(await client.get('/api/v1/buyer/orders?period=week'))).toEqual(['TEIL-CHEAP']);
    expect(partNumbers(await client.get('/api/v1/buyer/orders?period=month'))).toEqual([
      'TEIL-CHEAP',
      'TEIL-MID',
    ]);
    expect(partNumbers(await client.get('/api/v1/buyer/orders?period=quarter'))).toHaveLength(3);
    expect(partNumbers(await client.get(`/api/v1/buyer/orders?search=${placed.mid!.orderNumber}`))).toEqual([
      'TEIL-MID',
    ]);
    expect(partNumbers(await client.get('/api/v1/buyer/orders?search=teil-de'))).toEqual(['TEIL-DEAR']);
    const page = await client.get('/api/v1/buyer/orders?pageSize=2&page=2');
    expect(page.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(partNumbers(page)).toEqual(['TEIL-DEAR']);
    // Decision 085: the page carries the total; a page past the end still names it.
    expect((await client.get('/api/v1/buyer/orders?pageSize=2&page=3')).json()).toMatchObject({
      items: [],
      total: 3,
    });
  });

  it("shows the seller's contact data after the order, to this buyer only", async () => {
    const { client, placed, seller } = await scenario();
    const res = await client.get(`/api/v1/buyer/orders/${placed.mid!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderNumber: placed.mid!.orderNumber,
      statusLabel: 'Übermittelt',
      totalAmount: '595.00',
      taxAmount: '95.00',
      net: '500.00',
      paymentMethod: 'rechnung',
      paymentTerm: { name: 'Kauf auf Rechnung (30 Tage)', days: 30 },
      seller: {
        company: 'Händler Fluidtechnik GmbH',
        contactPerson: 'Max Händler',
        email: seller.email,
        phone: '+49 89 987654',
        address: { street: 'Industriestraße 5', city: 'München', zip: '80331', country: 'Deutschland' },
      },
    });
    const other = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await other.get(`/api/v1/buyer/orders/${placed.mid!.id}`)).statusCode).toBe(404);
    expect((await other.get('/api/v1/buyer/orders')).json().total).toBe(0);
  });
});
