import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type {
  SellerOfferPage,
  SellerOfferView,
  SellerRequestPage,
  SellerSummary,
} from '#shared/seller-market/schema.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { requestEndDay } from '#shared/offers/rules.ts';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenOffer, givenSellerBrands } from '#server/test/given-marketplace.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { givenSellerRequest, isoDateInDays, offerBody } from '#server/test/given-seller.ts';
import { runConsumers } from '#server/test/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setup() {
  const buyer = await verifiedBuyer(t);
  const s = await seller(t);
  const request = await givenSellerRequest(t, buyer.id, { manufacturer: 'HYDAC', quantity: 3 });
  return { buyer, s, request, client: await loggedIn(t, s, 'seller') };
}

describe('POST /api/v1/seller/offers', () => {
  it('creates the offer, parses German decimals and tells the buyer (without naming the seller)', async () => {
    const { buyer, s, request, client } = await setup();
    const [term] = await t.database.db.select().from(paymentTerms).where(eq(paymentTerms.isActive, true));
    const res = await client.post(
      '/api/v1/seller/offers',
      offerBody(request.id, { paymentTermsId: term!.id }),
    );
    expect(res.statusCode).toBe(201);
    const offer = res.json() as SellerOfferView;
    expect(offer).toMatchObject({
      price: '1234.50',
      shippingCost: '19.90',
      delivery: { unit: 'weeks', amount: 2, days: 14, text: '2 Wochen' },
      warrantyMonths: 12,
      condition: 'neu',
      status: 'ausstehend',
      statusLabel: 'Ausstehend',
      expired: false,
      request: { id: request.id, partNumber: request.partNumber, quantity: 3 },
      paymentTerm: { id: term!.id, name: term!.name },
    });
    await runConsumers(t.database.db); // the offer's follow-up job, as the worker runs it
    const mails = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(
        sql`${jobs.payload}->>'to' = ${buyer.email} and ${jobs.payload}->>'templateType' = 'new_offer_notification'`,
      );
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]!.payload)).not.toContain(s.email);
  });

  it.each([
    [
      { deliveryUnit: 'days', deliveryAmount: '3' },
      { unit: 'days', amount: 3, days: 3, text: '3 Tage' },
    ],
    [
      { deliveryUnit: 'stock', deliveryAmount: '' },
      { unit: 'stock', amount: 0, days: 0, text: 'ab Lager' },
    ],
    // An ERP client of before (decision 043): the old text field is still read, '3 Tage' as days.
    [
      { deliveryUnit: undefined, deliveryAmount: undefined, deliveryWeeks: '3 Tage' },
      { unit: 'days', amount: 3, days: 3, text: '3 Tage' },
    ],
    [
      { deliveryUnit: undefined, deliveryAmount: undefined, deliveryWeeks: '2' },
      { unit: 'weeks', amount: 2, days: 14, text: '2 Wochen' },
    ],
  ])('stores the delivery time %j as a value', async (override, delivery) => {
    const { request, client } = await setup();
    const res = await client.post(
      '/api/v1/seller/offers',
      offerBody(request.id, { ...override, condition: 'Austauschteil gegen Altteil' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ delivery, condition: 'austausch' });
  });

  it('refuses a second offer by the same seller', async () => {
    const { request, client } = await setup();
    expect((await client.post('/api/v1/seller/offers', offerBody(request.id))).statusCode).toBe(201);
    const res = await client.post('/api/v1/seller/offers', offerBody(request.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Sie haben bereits ein Angebot für diese Anfrage abgegeben');
  });

  it('lets only one of two simultaneous offers through', async () => {
    const { request, client } = await setup();
    const results = await Promise.all([
      client.post('/api/v1/seller/offers', offerBody(request.id)),
      client.post('/api/v1/seller/offers', offerBody(request.id)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses an offer on the seller’s own request', async () => {
    const s = await seller(t);
    const own = await givenSellerRequest(t, s.id);
    const res = await (await loggedIn(t, s, 'seller')).post('/api/v1/seller/offers', offerBody(own.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sie können kein Angebot auf Ihre eigene Anfrage abgeben');
  });

  it('answers 404 for a request the seller may not see (brand, ordered, unknown)', async () => {
    const buyer = await verifiedBuyer(t);
    const s = await seller(t);
    await givenSellerBrands(t, s.id, ['Parker Hannifin']);
    const client = await loggedIn(t, s, 'seller');
    const otherBrand = await givenSellerRequest(t, buyer.id, { manufacturer: 'HYDAC' });
    const { request: ordered } = await givenOrder(t, buyer.id, (await seller(t)).id);
    for (const id of [otherBrand.id, ordered.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await client.post('/api/v1/seller/offers', offerBody(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Anfrage nicht gefunden');
    }
  });

  it.each([
    [{ price: '0' }, 'Bitte geben Sie einen gültigen Preis ein'],
    [{ price: 'abc' }, 'Bitte geben Sie einen gültigen Preis ein'],
    [{ shippingCost: '-1' }, 'Versandkosten können nicht negativ sein'],
    [{ deliveryUnit: undefined, deliveryAmount: undefined }, 'Bitte geben Sie eine Lieferzeit an'],
    [
      { deliveryUnit: 'weeks', deliveryAmount: '0,5' },
      'Bitte geben Sie die Lieferzeit in ganzen Tagen oder Wochen an',
    ],
    [
      { deliveryUnit: 'days', deliveryAmount: 400 },
      'Die Lieferzeit darf höchstens ein Jahr (365 Tage bzw. 52 Wochen) betragen',
    ],
    [
      { deliveryUnit: undefined, deliveryWeeks: 'nach Absprache' },
      'Die Lieferzeit wurde nicht verstanden: bitte als Zahl mit Einheit („3 Tage“, „2 Wochen“) oder „ab Lager“',
    ],
    [
      { condition: 'gebraucht' },
      'Bitte wählen Sie einen Zustand: neu, Originalteil, überholt oder Austauschteil gegen Altteil',
    ],
    [{ warrantyMonths: 121 }, 'Bitte geben Sie die Garantie in ganzen Monaten an (0 bis 120)'],
    [{ confirmed: false }, 'Bitte bestätigen Sie die Korrektheit Ihres Angebots'],
    [{ validUntil: isoDateInDays(-1) }, 'Das Gültigkeitsdatum muss in der Zukunft liegen'],
  ])('rejects %j with the spec message', async (override, message) => {
    const { request, client } = await setup();
    const res = await client.post('/api/v1/seller/offers', offerBody(request.id, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('rejects an inactive payment term', async () => {
    const { request, client } = await setup();
    const [term] = await t.database.db
      .insert(paymentTerms)
      .values({ name: 'Alt', days: 90, isActive: false })
      .returning();
    const res = await client.post(
      '/api/v1/seller/offers',
      offerBody(request.id, { paymentTermsId: term!.id }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte wählen Sie eine gültige Zahlungsbedingung aus');
  });

  it("refuses 'Gültig bis' past the request's end, accepts its last day, and lists the end and the region (issue 34)", async () => {
    const buyer = await verifiedBuyer(t);
    const s = await seller(t);
    const client = await loggedIn(t, s, 'seller');
    const request = await givenSellerRequest(t, buyer.id, {
      manufacturer: 'HYDAC',
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    });
    await t.database.db
      .update(requests)
      .set({ deliveryCountry: 'DE', deliveryPostcode: '80331' })
      .where(eq(requests.id, request.id));
    const late = await client.post(
      '/api/v1/seller/offers',
      offerBody(request.id, { validUntil: isoDateInDays(8) }),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Das Angebot kann höchstens bis zum Ende der Anfrage gelten');
    const list = await client.get(`/api/v1/seller/requests?search=${request.partNumber}`);
    const item = (list.json() as SellerRequestPage).items.find((r) => r.id === request.id)!;
    expect(item.endsAt).toBe(request.expiresAt!.toISOString());
    expect(item.deliveryRegion).toEqual({ country: 'DE', postcodeArea: '8' });
    expect(list.body).not.toContain('80331');
    const ok = await client.post(
      '/api/v1/seller/offers',
      offerBody(request.id, { validUntil: requestEndDay(request.expiresAt)! }),
    );
    expect(ok.statusCode).toBe(201);
  });
});

describe('own offers', () => {
  it('lists own offers newest first with the request and the expired flag; another seller gets 404', async () => {
    const buyer = await verifiedBuyer(t);
    const s = await seller(t);
    const client = await loggedIn(t, s, 'seller');
    const first = await givenSellerRequest(t, buyer.id);
    const second = await givenSellerRequest(t, buyer.id);
    const expired = await givenOffer(t, first.id, s.id);
    await t.database.db.execute(
      sql`update offers set valid_until = now() - interval '1 day', created_at = now() - interval '1 hour' where id = ${expired.id}`,
    );
    const created = (
      await client.post('/api/v1/seller/offers', offerBody(second.id))
    ).json() as SellerOfferView;

    const page = (await client.get('/api/v1/seller/offers?pageSize=10')).json() as SellerOfferPage;
    expect(page.total).toBe(2);
    // Decision 085: the page carries the total; a page past the end still names it.
    expect((await client.get('/api/v1/seller/offers?pageSize=1&page=3')).json()).toMatchObject({
      items: [],
      total: 2,
    });
    expect(page.items.map((o) => [o.id, o.expired, o.request.partNumber])).toEqual([
      [created.id, false, second.partNumber],
      [expired.id, true, first.partNumber],
    ]);
    expect((await client.get(`/api/v1/seller/offers/${created.id}`)).json()).toMatchObject({
      id: created.id,
    });

    const stranger = await loggedIn(t, await seller(t), 'seller');
    const res = await stranger.get(`/api/v1/seller/offers/${created.id}`);
    expect(res.statusCode).toBe(404);
    expect(((await stranger.get('/api/v1/seller/offers')).json() as SellerOfferPage).total).toBe(0);
  });
});

describe('GET /api/v1/seller/summary', () => {
  it('counts relevant requests, own open requests, received and placed orders', async () => {
    const s = await seller(t);
    await givenSellerBrands(t, s.id, ['Danfoss']);
    const client = await loggedIn(t, s, 'seller');
    const before = (await client.get('/api/v1/seller/summary')).json() as SellerSummary;

    const buyer = await verifiedBuyer(t);
    await givenSellerRequest(t, buyer.id, { manufacturer: 'Danfoss' });
    await givenSellerRequest(t, buyer.id, { manufacturer: 'Parker Hannifin' });
    await givenSellerRequest(t, s.id);
    await givenOrder(t, buyer.id, s.id);
    const other = await seller(t);
    const placed = await givenOrder(t, s.id, other.id);
    await t.database.db.execute(
      sql`update orders set buyer_type = 'seller', seller_buyer_id = buyer_id where id = ${placed.order.id}`,
    );

    const after = (await client.get('/api/v1/seller/summary')).json() as SellerSummary;
    expect(after.relevantRequests - before.relevantRequests).toBe(1);
    expect(after).toMatchObject({ myRequests: 1, receivedOrders: 1, myOrders: 1 });
  });
});
