import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, orders } from '#server/db/schema/marketplace.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenSellerRequest, offerBody } from '#server/test/given-seller.ts';
import { consumerJobsOf, recordedEvents, runConsumers } from '#server/test/outbox.ts';
import { OFFER_NOT_WITHDRAWABLE, OFFER_WITHDRAWN } from '#shared/offers/rules.ts';

/** Issue 30, decision 054: 'Angebot zurückziehen' and a new offer after it. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const billingAddress = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };

async function market() {
  const tag = `WDR${Math.random().toString(36).slice(2, 8)}`;
  const buyer = await given.verifiedBuyer(t);
  const request = await givenSellerRequest(t, buyer.id, { manufacturer: 'HYDAC', partNumber: `${tag}-1` });
  const s = await given.seller(t);
  const asSeller = await given.loggedIn(t, s, 'seller');
  const created = await asSeller.post('/api/v1/seller/offers', offerBody(request.id, { price: '500.00' }));
  expect(created.statusCode).toBe(201);
  return {
    tag,
    buyer,
    request,
    seller: s,
    asSeller,
    asBuyer: await given.loggedIn(t, buyer, 'buyer'),
    offerId: (created.json() as { id: string }).id,
    termId: await given.activePaymentTermId(t),
  };
}

const buyerOffers = async (client: Client, requestId: string) =>
  (
    (await client.get(`/api/v1/buyer/requests/${requestId}/offers`)).json() as { offers: { id: string }[] }
  ).offers.map((o) => o.id);

async function listedOfferCount(client: Client, requestId: string, tag: string) {
  const res = await client.get(`/api/v1/buyer/requests?search=${tag}`);
  const item = (res.json() as { items: { id: string; offerCount: number }[] }).items.find(
    (r) => r.id === requestId,
  );
  return item?.offerCount;
}

describe('POST /api/v1/seller/offers/:id/withdraw', () => {
  it('takes the offer out of the buyer ranking and counts, tells the buyer screen, and allows a new offer', async () => {
    const m = await market();
    expect(await buyerOffers(m.asBuyer, m.request.id)).toEqual([m.offerId]);
    expect(await listedOfferCount(m.asBuyer, m.request.id, m.tag)).toBe(1);

    const res = await m.asSeller.post(`/api/v1/seller/offers/${m.offerId}/withdraw`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: m.offerId, status: 'zurueckgezogen' });
    expect(await buyerOffers(m.asBuyer, m.request.id)).toEqual([]);
    expect(await listedOfferCount(m.asBuyer, m.request.id, m.tag)).toBe(0);

    const [event] = await recordedEvents(t.database.db, 'offer.withdrawn', 'offerId', m.offerId);
    expect(event?.payload).toMatchObject({ requestId: m.request.id, buyerId: m.buyer.id });
    await runConsumers(t.database.db);
    expect(await consumerJobsOf(t.database.db, event!.id)).toEqual([
      // Decision 084: an order waiting for approval on this offer is withdrawn.
      { type: 'event.approvals', status: 'done' },
      // Decision 069: the admin chart weeks (the request's liquidity).
      { type: 'event.charts', status: 'done' },
      { type: 'event.live', status: 'done' },
      // Issue 35: a withdrawn offer leaves the seller's stored figures (decision 058).
      { type: 'event.performance', status: 'done' },
    ]);

    // Twice is refused; the request is in the seller's list without an own offer, and a new offer may follow.
    expect((await m.asSeller.post(`/api/v1/seller/offers/${m.offerId}/withdraw`)).json()).toMatchObject({
      message: OFFER_NOT_WITHDRAWABLE,
    });
    const feed = await m.asSeller.get(`/api/v1/seller/requests?search=${m.tag}`);
    expect((feed.json() as { items: { id: string; myOfferId: string | null }[] }).items).toEqual([
      expect.objectContaining({ id: m.request.id, myOfferId: null }),
    ]);
    const again = await m.asSeller.post(
      '/api/v1/seller/offers',
      offerBody(m.request.id, { price: '450.00' }),
    );
    expect(again.statusCode).toBe(201);
    const newId = (again.json() as { id: string }).id;
    expect(await buyerOffers(m.asBuyer, m.request.id)).toEqual([newId]);
    // Still one live offer per seller: a third is refused.
    expect(
      (await m.asSeller.post('/api/v1/seller/offers', offerBody(m.request.id, { price: '400.00' })))
        .statusCode,
    ).toBe(409);

    // Accepting the withdrawn offer is refused in German; the new one can be ordered.
    const refused = await m.asBuyer.post('/api/v1/buyer/orders', {
      offerId: m.offerId,
      paymentTermsId: m.termId,
      billingAddress,
      acceptLegal: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: OFFER_WITHDRAWN });
    const ordered = await m.asBuyer.post('/api/v1/buyer/orders', {
      offerId: newId,
      paymentTermsId: m.termId,
      billingAddress,
      acceptLegal: true,
    });
    expect(ordered.statusCode).toBe(201);
    // After the order: nothing to withdraw, and the withdrawn offer stays withdrawn.
    expect((await m.asSeller.post(`/api/v1/seller/offers/${newId}/withdraw`)).statusCode).toBe(409);
    const [old] = await t.database.db.select().from(offers).where(eq(offers.id, m.offerId));
    expect(old?.status).toBe('zurueckgezogen');
  });

  it('refuses another seller, the buyer, anonymous callers and ids that are no offer', async () => {
    const m = await market();
    const other = await given.loggedIn(t, await given.seller(t), 'seller');
    const url = `/api/v1/seller/offers/${m.offerId}/withdraw`;
    expect((await other.post(url)).statusCode).toBe(404);
    expect((await m.asBuyer.post(url)).statusCode).toBe(403);
    expect((await new Client(t.app).post(url)).statusCode).toBe(401);
    expect((await m.asSeller.post('/api/v1/seller/offers/not-a-uuid/withdraw')).statusCode).toBe(400);
    expect((await m.asSeller.post(`/api/v1/seller/offers/${m.request.id}/withdraw`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, m.offerId));
    expect(row?.status).toBe('ausstehend');
  });

  it('a race of accept and withdraw ends in one outcome', async () => {
    for (let round = 0; round < 4; round++) {
      const m = await market();
      const [accept, withdraw] = await Promise.all([
        m.asBuyer.post('/api/v1/buyer/orders', {
          offerId: m.offerId,
          paymentTermsId: m.termId,
          billingAddress,
          acceptLegal: true,
        }),
        m.asSeller.post(`/api/v1/seller/offers/${m.offerId}/withdraw`),
      ]);
      const [offer] = await t.database.db.select().from(offers).where(eq(offers.id, m.offerId));
      const placed = await t.database.db.select().from(orders).where(eq(orders.requestId, m.request.id));
      if (accept.statusCode === 201) {
        expect(withdraw.statusCode).toBe(409);
        expect(offer?.status).toBe('angenommen');
        expect(placed).toHaveLength(1);
      } else {
        expect(withdraw.statusCode).toBe(200);
        expect(accept.statusCode).toBe(422);
        expect(offer?.status).toBe('zurueckgezogen');
        expect(placed).toHaveLength(0);
      }
    }
  });
});

/**
 * Decision 079: the one-live-offer rule rests on withdrawn_key (the nil uuid while live, the
 * offer's own id once withdrawn), kept by a trigger, so accepting and rejecting never change it.
 */
describe('one live offer per seller and request, by the withdrawn key', () => {
  const NIL = '00000000-0000-0000-0000-000000000000';
  const keyOf = async (id: string) =>
    (await t.database.db.select({ key: offers.withdrawnKey }).from(offers).where(eq(offers.id, id)))[0]?.key;

  it('refuses a second live offer in the database, allows one after a withdrawal, and keeps the key on accept and reject', async () => {
    const m = await market();
    expect(await keyOf(m.offerId)).toBe(NIL);
    const [live] = await t.database.db.select().from(offers).where(eq(offers.id, m.offerId));
    const { id: _id, withdrawnKey: _key, ...copy } = live!;
    // Behind the service's back: the unique index itself refuses a second live offer.
    await expect(t.database.db.insert(offers).values(copy)).rejects.toThrow();

    expect((await m.asSeller.post(`/api/v1/seller/offers/${m.offerId}/withdraw`)).statusCode).toBe(200);
    expect(await keyOf(m.offerId)).toBe(m.offerId);
    const again = await m.asSeller.post(
      '/api/v1/seller/offers',
      offerBody(m.request.id, { price: '480.00' }),
    );
    expect(again.statusCode, again.body).toBe(201);
    const newId = (again.json() as { id: string }).id;
    expect(await keyOf(newId)).toBe(NIL);

    // A competitor's offer is rejected when the buyer orders the seller's new one.
    const rival = await given.loggedIn(t, await given.seller(t), 'seller');
    const rivalOffer = await rival.post(
      '/api/v1/seller/offers',
      offerBody(m.request.id, { price: '510.00' }),
    );
    expect(rivalOffer.statusCode, rivalOffer.body).toBe(201);
    const rivalId = (rivalOffer.json() as { id: string }).id;
    const placed = await m.asBuyer.post('/api/v1/buyer/orders', {
      offerId: newId,
      paymentTermsId: m.termId,
      billingAddress,
      acceptLegal: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const decided = await t.database.db
      .select({ id: offers.id, status: offers.status, key: offers.withdrawnKey })
      .from(offers)
      .where(eq(offers.requestId, m.request.id));
    expect(new Map(decided.map((o) => [o.id, [o.status, o.key]]))).toEqual(
      new Map([
        [m.offerId, ['zurueckgezogen', m.offerId]],
        [newId, ['angenommen', NIL]],
        [rivalId, ['abgelehnt', NIL]],
      ]),
    );
  });
});
