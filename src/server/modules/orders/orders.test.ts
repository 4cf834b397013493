import { eq, sql } from 'drizzle-orm';
import { jobs } from '#server/db/schema/messaging.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '#shared/orders/order-number.ts';
import { offers, orders } from '#server/db/schema/marketplace.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';
import { consumerJobsOf, recordedEvents, runConsumers } from '#server/test/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const billing = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };

async function scenario() {
  const buyer = await given.verifiedBuyer(t);
  const seller = await given.seller(t);
  const request = await given.request(t, buyer.id, { quantity: 2, partNumber: 'PV046R1K1T1NMMC' });
  const offer = await given.offer(t, request.id, seller.id, {
    price: '238.00',
    shippingCost: '12.00',
    deliveryDays: 21,
    deliveryUnit: 'weeks',
  });
  const termId = await given.activePaymentTermId(t, 30);
  const client = await given.loggedIn(t, buyer, 'buyer');
  const body = (overrides: Record<string, unknown> = {}) => ({
    offerId: offer.id,
    paymentTermsId: termId,
    billingAddress: billing,
    acceptLegal: true,
    ...overrides,
  });
  return { buyer, seller, request, offer, termId, client, body };
}

function berlinDate(d: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(d);
}

describe('order page summary (spec 1 §2, §9)', () => {
  it('shows unit price, net, 19 % VAT, gross, the active terms and the profile addresses', async () => {
    const { client, offer } = await scenario();
    const res = await client.get(`/api/v1/buyer/checkout/${offer.id}`);
    expect(res.statusCode).toBe(200);
    const v = res.json();
    expect(v).toMatchObject({
      partNumber: 'PV046R1K1T1NMMC',
      quantity: 2,
      unitPrice: '119.00',
      shippingCost: '12.00',
      net: '250.00',
      taxAmount: '47.50',
      gross: '297.50',
      vatPercent: 19,
      delivery: { unit: 'weeks', amount: 3, days: 21, text: '3 Wochen' },
      expired: false,
      billingAddress: billing,
      shippingAddress: null,
    });
    expect(v.paymentTerms.map((p: { name: string }) => p.name)).toContain('Kauf auf Rechnung (30 Tage)');
  });

  it('reports an expired offer and refuses another buyer (404)', async () => {
    const { client, request, seller } = await scenario();
    const expired = await given.offer(t, request.id, (await given.seller(t)).id, {
      validUntil: germanDatePlusDays(-1),
    });
    expect((await client.get(`/api/v1/buyer/checkout/${expired.id}`)).json().expired).toBe(true);
    const other = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const mine = await given.offer(
      t,
      (await given.request(t, (await given.verifiedBuyer(t)).id)).id,
      seller.id,
    );
    expect((await other.get(`/api/v1/buyer/checkout/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('placing an order (spec 1 §5, §9)', () => {
  it('creates the order in one go and accepts the offer', async () => {
    const { client, body, offer, request, buyer, seller, termId } = await scenario();
    const res = await client.post('/api/v1/buyer/orders', body({ specialInstructions: 'Tor 3' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row).toMatchObject({
      offerId: offer.id,
      requestId: request.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      buyerType: 'buyer',
      sellerBuyerId: null,
      totalAmount: '297.50',
      taxAmount: '47.50',
      status: 'pending_seller_confirmation',
      paymentMethod: 'rechnung',
      paymentTermsId: termId,
      billingAddress: billing,
      shippingAddress: null,
      specialInstructions: 'Tor 3',
      paymentDueDate: berlinDate(new Date(Date.now() + 30 * DAY)),
    });
    const [o] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(o!.status).toBe('angenommen');
    // The order recorded one event, with one job per consumer (decision 038); they tell both
    // parties, each with the other's contact data.
    const [event] = await recordedEvents(t.database.db, 'order.placed', 'orderId', row!.id);
    expect((await consumerJobsOf(t.database.db, event!.id)).map((j) => j.type)).toEqual([
      // Decision 084: an order waiting for approval on the request is withdrawn.
      'event.approvals',
      'event.charts',
      'event.live',
      'event.notifications',
      'event.performance',
      'event.push',
      'event.webhooks',
    ]);
    expect(await runConsumers(t.database.db)).toBe(7);
    const mails = await t.database.db
      .select({
        to: sql<string>`${jobs.payload}->>'to'`,
        type: sql<string>`${jobs.payload}->>'templateType'`,
      })
      .from(jobs)
      .where(sql`${jobs.payload}->>'to' in (${buyer.email}, ${seller.email})`);
    expect(
      mails
        .filter((m) => m.type === 'order_confirmation')
        .map((m) => m.to)
        .sort(),
    ).toEqual([buyer.email, seller.email].sort());
    // Issue 14: the winning seller is also told its offer was accepted.
    expect(mails.filter((m) => m.type === 'offer_accepted').map((m) => m.to)).toEqual([seller.email]);
    // The request leaves the buyer's list.
    expect((await client.get('/api/v1/buyer/requests')).json().total).toBe(0);
  });

  it('keeps a different shipping address', async () => {
    const { client, body } = await scenario();
    const shipping = { street: 'Werk 2', city: 'Esslingen', zip: '73728', country: 'Deutschland' };
    const res = await client.post(
      '/api/v1/buyer/orders',
      body({ differentShipping: true, shippingAddress: shipping }),
    );
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row!.shippingAddress).toEqual(shipping);
  });

  it.each([
    [
      { billingAddress: { ...billing, street: '' } },
      'Bitte füllen Sie alle Pflichtfelder der Rechnungsadresse aus',
    ],
    [
      { billingAddress: { ...billing, zip: ' ' } },
      'Bitte füllen Sie alle Pflichtfelder der Rechnungsadresse aus',
    ],
    [
      { differentShipping: true, shippingAddress: { street: 'X', city: '', zip: '1' } },
      'Bitte füllen Sie alle Pflichtfelder der Lieferadresse aus',
    ],
    [{ paymentTermsId: '' }, 'Bitte wählen Sie eine Zahlungsbedingung aus'],
  ])('refuses %o', async (overrides, message) => {
    const { client, body } = await scenario();
    const res = await client.post('/api/v1/buyer/orders', body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an unknown or inactive payment term', async () => {
    const { client, body } = await scenario();
    const res = await client.post(
      '/api/v1/buyer/orders',
      body({ paymentTermsId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte wählen Sie eine Zahlungsbedingung aus');
  });

  it("refuses an expired offer with 'Angebot abgelaufen'", async () => {
    const { client, body, offer } = await scenario();
    await t.database.db
      .update(offers)
      .set({ validUntil: germanDatePlusDays(-1) })
      .where(eq(offers.id, offer.id));
    const res = await client.post('/api/v1/buyer/orders', body());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Angebot abgelaufen', title: 'Angebot abgelaufen' });
  });

  it("refuses ordering one's own offer", async () => {
    const { client, body, request, buyer } = await scenario();
    const own = await given.offer(t, request.id, buyer.id);
    const res = await client.post('/api/v1/buyer/orders', body({ offerId: own.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sie können nicht Ihr eigenes Angebot bestellen');
  });

  it('refuses a second order for the same request with 409', async () => {
    const { client, body, request } = await scenario();
    const second = await given.offer(t, request.id, (await given.seller(t)).id);
    expect((await client.post('/api/v1/buyer/orders', body())).statusCode).toBe(201);
    const res = await client.post('/api/v1/buyer/orders', body({ offerId: second.id }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Für diese Anfrage wurde bereits eine Bestellung aufgegeben');
    expect((await client.get(`/api/v1/buyer/checkout/${second.id}`)).statusCode).toBe(409);
  });

  it("refuses another buyer's offer with 404", async () => {
    const { body } = await scenario();
    const other = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await other.post('/api/v1/buyer/orders', body())).statusCode).toBe(404);
  });
});
