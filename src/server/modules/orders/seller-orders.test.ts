import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/marketplace.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const billing = { street: 'Werkstraße 5', city: 'Ulm', zip: '89073', country: 'Deutschland' };

/** Seller A asks for a part as buyer; seller B offers on it. */
async function sellerAsBuyer() {
  const a = await given.seller(t);
  const b = await given.seller(t);
  const request = await given.request(t, a.id, { partNumber: 'SELLER-ORD-1', quantity: 2 });
  const offer = await given.offer(t, request.id, b.id, { price: '200.00', shippingCost: '20.00' });
  const termId = await given.activePaymentTermId(t, 30);
  const clientA = await given.loggedIn(t, a, 'seller');
  return { a, b, request, offer, termId, clientA };
}

describe('seller acting as buyer: own requests', () => {
  it('creates a request through the buyer service and lists it with offers of other sellers only', async () => {
    const a = await given.seller(t);
    const client = await given.loggedIn(t, a, 'seller');
    const form = given.multipart({ partNumber: 'MY-REQ-1', quantity: '3', urgency: 'normal' });
    const created = await client.request('POST', '/api/v1/seller/my-requests', form.body, form.headers);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    // An offer by the owner itself (never possible through the API) is neither counted nor shown.
    await given.offer(t, id, a.id, { price: '1.00' });
    const other = await given.offer(t, id, (await given.seller(t)).id, { price: '90.00' });
    const list = (await client.get('/api/v1/seller/my-requests')).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ partNumber: 'MY-REQ-1', offerCount: 1, status: 'active' });
    const view = (await client.get(`/api/v1/seller/my-requests/${id}/offers`)).json();
    expect(view.offers.map((o: { id: string }) => o.id)).toEqual([other.id]);
    expect(JSON.stringify(view)).not.toMatch(/companyName|email|Muster/);
  });

  it('refuses anonymous callers, buyers, and another seller’s request', async () => {
    const { request } = await sellerAsBuyer();
    expect((await new Client(t.app).get('/api/v1/seller/my-requests')).statusCode).toBe(401);
    const buyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await buyer.get('/api/v1/seller/my-requests')).statusCode).toBe(403);
    const stranger = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await stranger.get(`/api/v1/seller/my-requests/${request.id}/offers`)).statusCode).toBe(404);
  });
});

describe('seller ordering another seller’s offer (buyer_type seller)', () => {
  it('shows the summary and stores the order with buyer_type seller and seller_buyer_id', async () => {
    const { a, b, offer, termId, clientA } = await sellerAsBuyer();
    const summary = await clientA.get(`/api/v1/seller/checkout/${offer.id}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ partNumber: 'SELLER-ORD-1', gross: '261.80', expired: false });
    const res = await clientA.post('/api/v1/seller/my-orders', {
      offerId: offer.id,
      paymentTermsId: termId,
      billingAddress: billing,
      acceptLegal: true,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row).toMatchObject({ buyerType: 'seller', buyerId: a.id, sellerBuyerId: a.id, sellerId: b.id });

    const placed = (await clientA.get('/api/v1/seller/my-orders')).json();
    expect(placed.total).toBe(1);
    expect(placed.items[0]).toMatchObject({ statusLabel: 'Übermittelt', partNumber: 'SELLER-ORD-1' });
    expect(placed.items[0].seller.email).toBe(b.email);

    // Seller B received it and sees seller A's contact data.
    const clientB = await given.loggedIn(t, b, 'seller');
    const received = (await clientB.get('/api/v1/seller/orders')).json();
    expect(received.total).toBe(1);
    expect(received.items[0]).toMatchObject({ buyerType: 'seller', buyer: { email: a.email } });
  });

  it('refuses an own offer, an expired offer and missing billing/payment data', async () => {
    const { a, request, clientA, termId } = await sellerAsBuyer();
    const own = await given.offer(t, (await given.request(t, (await given.verifiedBuyer(t)).id)).id, a.id);
    const ownRes = await clientA.post('/api/v1/seller/my-orders', {
      offerId: own.id,
      paymentTermsId: termId,
      billingAddress: billing,
      acceptLegal: true,
    });
    expect(ownRes.statusCode).toBe(403);
    expect(ownRes.json().message).toBe('Sie können nicht Ihr eigenes Angebot bestellen');

    const expired = await given.offer(t, request.id, (await given.seller(t)).id, {
      validUntil: germanDatePlusDays(-1),
    });
    const expRes = await clientA.post('/api/v1/seller/my-orders', {
      offerId: expired.id,
      paymentTermsId: termId,
      billingAddress: billing,
      acceptLegal: true,
    });
    expect(expRes.statusCode).toBe(422);
    expect(expRes.json().message).toBe('Angebot abgelaufen');

    const noTerm = await clientA.post('/api/v1/seller/my-orders', {
      offerId: expired.id,
      paymentTermsId: '',
      billingAddress: { ...billing, street: '' },
    });
    expect(noTerm.statusCode).toBe(400);
  });

  it('refuses offers on requests of others and buyers on the seller routes', async () => {
    const { offer, termId } = await sellerAsBuyer();
    const stranger = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await stranger.get(`/api/v1/seller/checkout/${offer.id}`)).statusCode).toBe(404);
    const buyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const res = await buyer.post('/api/v1/seller/my-orders', {
      offerId: offer.id,
      paymentTermsId: termId,
      billingAddress: billing,
      acceptLegal: true,
    });
    expect(res.statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/v1/seller/orders')).statusCode).toBe(401);
    expect((await buyer.get('/api/v1/seller/orders')).statusCode).toBe(403);
  });
});

describe('received orders (GET /api/v1/seller/orders)', () => {
  it('lists only own received orders with the buyer contact, filtered, sorted and paged', async () => {
    const seller = await given.seller(t);
    const buyer = await given.verifiedBuyer(t);
    const cheap = await givenOrder(t, buyer.id, seller.id, { price: '100.00' });
    const dear = await givenOrder(t, buyer.id, seller.id, { price: '900.00' });
    await givenOrder(t, buyer.id, (await given.seller(t)).id);
    await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, dear.order.id));
    const client = await given.loggedIn(t, seller, 'seller');

    const all = (await client.get('/api/v1/seller/orders?sort=amount_asc')).json();
    expect(all.total).toBe(2);
    expect(all.items.map((o: { id: string }) => o.id)).toEqual([cheap.order.id, dear.order.id]);
    expect(all.items[0].buyer).toMatchObject({ email: buyer.email, company: 'Muster Hydraulik GmbH' });

    const shipped = (await client.get('/api/v1/seller/orders?status=versendet')).json();
    expect(shipped.items.map((o: { id: string }) => o.id)).toEqual([dear.order.id]);
    const open = (await client.get('/api/v1/seller/orders?status=uebermittelt')).json();
    expect(open.items.map((o: { id: string }) => o.id)).toEqual([cheap.order.id]);

    const byNumber = (await client.get(`/api/v1/seller/orders?search=${cheap.order.orderNumber}`)).json();
    expect(byNumber.total).toBe(1);
    const paged = (await client.get('/api/v1/seller/orders?pageSize=1&page=2&sort=amount_desc')).json();
    expect(paged).toMatchObject({ total: 2, page: 2 });
    expect(paged.items[0].id).toBe(cheap.order.id);
    expect((await client.get('/api/v1/seller/orders?period=today')).json().total).toBe(2);
    // Decision 085: the plain tab's page carries the total — newest first, and past the end.
    expect((await client.get('/api/v1/seller/orders?pageSize=1')).json()).toMatchObject({
      total: 2,
      items: [{ id: dear.order.id }],
    });
    expect((await client.get('/api/v1/seller/orders?pageSize=1&page=3')).json()).toMatchObject({
      total: 2,
      items: [],
    });
  });

  it('lists placed orders of the seller only (buyer_id = me)', async () => {
    const seller = await given.seller(t);
    const client = await given.loggedIn(t, seller, 'seller');
    await givenOrder(t, (await given.verifiedBuyer(t)).id, seller.id);
    expect((await client.get('/api/v1/seller/my-orders')).json().total).toBe(0);
  });
});
