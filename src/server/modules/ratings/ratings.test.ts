import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, ratings, sellerRatingStats } from '#server/db/schema/marketplace.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { givenOffer, givenRequest } from '#server/test/given-marketplace.ts';
import { listAuditRows } from '#server/modules/audit/read.ts';
import { MIN_RATINGS_SHOWN_ANONYMOUSLY } from '#shared/constants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Account = Awaited<ReturnType<typeof given.seller>>;

async function deliveredOrder(existingSeller?: Account) {
  const buyer = await given.verifiedBuyer(t);
  const seller = existingSeller ?? (await given.seller(t));
  const { order } = await givenOrder(t, buyer.id, seller.id);
  await t.database.db
    .update(orders)
    .set({ status: 'geliefert', deliveredAt: new Date() })
    .where(eq(orders.id, order.id));
  return { buyer, seller, sellerId: seller.id, order, asBuyer: await given.loggedIn(t, buyer, 'buyer') };
}

const stats = async (sellerId: string) =>
  (await t.database.db.select().from(sellerRatingStats).where(eq(sellerRatingStats.sellerId, sellerId)))[0];

const url = (orderId: string) => `/api/v1/orders/${orderId}/rating`;

describe('rating a delivered order (issue 14)', () => {
  it('the buyer rates once; the stored average and count follow; an audit row is written', async () => {
    const { order, sellerId, asBuyer } = await deliveredOrder();
    const res = await asBuyer.post(url(order.id), { stars: 4, comment: 'Schnell und gut verpackt' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ stars: 4, comment: 'Schnell und gut verpackt', editable: true });
    expect(await stats(sellerId)).toMatchObject({ ratingCount: 1, starsSum: 4 });

    const again = await asBuyer.post(url(order.id), { stars: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Sie haben diese Bestellung bereits bewertet');
    expect(await stats(sellerId)).toMatchObject({ ratingCount: 1, starsSum: 4 });

    const audit = await listAuditRows(t.database.db, 'rating');
    expect(
      audit.some(
        (a) => a.action === 'rating.create' && (a.after as { orderId: string }).orderId === order.id,
      ),
    ).toBe(true);

    // The buyer's order card carries the rating; rating again is no longer offered.
    const card = (await asBuyer.get(`/api/v1/buyer/orders/${order.id}`)).json();
    expect(card).toMatchObject({ canRate: false, rating: { stars: 4, editable: true } });
  });

  it('a second order of the same seller adds to its stats (average from stored data)', async () => {
    const first = await deliveredOrder();
    const second = await deliveredOrder(first.seller);
    await first.asBuyer.post(url(first.order.id), { stars: 5 });
    await second.asBuyer.post(url(second.order.id), { stars: 4 });
    expect(await stats(first.sellerId)).toMatchObject({ ratingCount: 2, starsSum: 9 });
  });

  it('a double submit makes one rating', async () => {
    const { order, sellerId, asBuyer } = await deliveredOrder();
    const results = await Promise.all([
      asBuyer.post(url(order.id), { stars: 3 }),
      asBuyer.post(url(order.id), { stars: 3 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stats(sellerId)).toMatchObject({ ratingCount: 1, starsSum: 3 });
  });

  it('only delivered orders can be rated', async () => {
    for (const status of ['pending_seller_confirmation', 'bestaetigt', 'versendet', 'storniert'] as const) {
      const { order, asBuyer } = await deliveredOrder();
      await t.database.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      const res = await asBuyer.post(url(order.id), { stars: 5 });
      expect({ status, code: res.statusCode }).toEqual({ status, code: 409 });
      expect(res.json().message).toBe('Eine Bestellung kann erst nach der Lieferung bewertet werden');
      expect((await asBuyer.get(`/api/v1/buyer/orders/${order.id}`)).json().canRate).toBe(false);
    }
    const ok = await deliveredOrder();
    expect((await ok.asBuyer.get(`/api/v1/buyer/orders/${ok.order.id}`)).json().canRate).toBe(true);
  });

  it('only the order’s buyer: the seller 403, strangers 404, admin 403, anonymous 401, bad ids 400', async () => {
    const { order, seller, sellerId } = await deliveredOrder();
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const own = await asSeller.post(url(order.id), { stars: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Diese Aktion steht Ihnen für diese Bestellung nicht zu');
    const strangerBuyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await strangerBuyer.post(url(order.id), { stars: 5 })).statusCode).toBe(404);
    expect((await strangerBuyer.patch(url(order.id), { stars: 5 })).statusCode).toBe(404);
    const strangerSeller = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await strangerSeller.post(url(order.id), { stars: 5 })).statusCode).toBe(404);
    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    expect((await admin.post(url(order.id), { stars: 5 })).statusCode).toBe(403);
    expect((await new Client(t.app).post(url(order.id), { stars: 5 })).statusCode).toBe(401);
    expect((await strangerBuyer.post(url('not-a-uuid'), { stars: 5 })).statusCode).toBe(400);
    expect(await stats(sellerId)).toBeUndefined();
  });

  it('refuses a bad body with the German message', async () => {
    const { order, asBuyer } = await deliveredOrder();
    for (const body of [
      {},
      { stars: 0 },
      { stars: 6 },
      { stars: 2.5 },
      { stars: 'viele' },
      { stars: 3, comment: 'x'.repeat(2001) },
    ]) {
      const res = await asBuyer.post(url(order.id), body);
      expect({ body, code: res.statusCode }).toEqual({ body, code: 400 });
    }
    expect((await asBuyer.post(url(order.id), { stars: 0 })).json().message).toBe(
      'Bitte vergeben Sie 1 bis 5 Sterne',
    );
    expect(await t.database.db.select().from(ratings).where(eq(ratings.orderId, order.id))).toHaveLength(0);
  });

  it('a seller who ordered as buyer rates the seller it ordered from', async () => {
    const a = await given.seller(t);
    const b = await given.seller(t);
    const { order } = await givenOrder(t, a.id, b.id);
    await t.database.db
      .update(orders)
      .set({ buyerType: 'seller', sellerBuyerId: a.id, status: 'geliefert' })
      .where(eq(orders.id, order.id));
    const asA = await given.loggedIn(t, a, 'seller');
    expect((await asA.post(url(order.id), { stars: 5 })).statusCode).toBe(201);
    expect(await stats(b.id)).toMatchObject({ ratingCount: 1, starsSum: 5 });
  });
});

describe('editing within 14 days', () => {
  it('changes stars and comment; the stats follow the stars', async () => {
    const { order, sellerId, asBuyer } = await deliveredOrder();
    await asBuyer.post(url(order.id), { stars: 2, comment: 'Verspätet' });
    const res = await asBuyer.patch(url(order.id), { stars: 4, comment: 'Verspätet, aber Support sehr gut' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stars: 4, comment: 'Verspätet, aber Support sehr gut' });
    expect(await stats(sellerId)).toMatchObject({ ratingCount: 1, starsSum: 4 });
    const audit = await listAuditRows(t.database.db, 'rating');
    expect(audit.some((a) => a.action === 'rating.update' && a.actorId !== null)).toBe(true);
  });

  it('refuses an edit after 14 days and an edit without a rating', async () => {
    const { order, sellerId, asBuyer } = await deliveredOrder();
    expect((await asBuyer.patch(url(order.id), { stars: 4 })).statusCode).toBe(409);
    await asBuyer.post(url(order.id), { stars: 2 });
    await t.database.db
      .update(ratings)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(ratings.orderId, order.id));
    const late = await asBuyer.patch(url(order.id), { stars: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Eine Bewertung kann nur innerhalb von 14 Tagen geändert werden');
    expect(await stats(sellerId)).toMatchObject({ ratingCount: 1, starsSum: 2 });
    expect((await asBuyer.get(`/api/v1/buyer/orders/${order.id}`)).json().rating.editable).toBe(false);
  });
});

describe('shown without identity', () => {
  it('the seller’s next anonymous offer carries the average and count, nothing that names it', async () => {
    const first = await deliveredOrder();
    const second = await deliveredOrder(first.seller);
    const third = await deliveredOrder(first.seller);
    await first.asBuyer.post(url(first.order.id), { stars: 5 });
    await second.asBuyer.post(url(second.order.id), { stars: 4 });

    const offerPrices = async (asBuyer: Client, requestId: string) => {
      const body = (await asBuyer.get(`/api/v1/buyer/requests/${requestId}/offers`)).json();
      const rated = body.offers.find((o: { price: string }) => o.price === '300.00');
      const unrated = body.offers.find((o: { price: string }) => o.price === '200.00');
      return { body, rated, unrated };
    };
    // Issue 38: a buyer who rated this seller must not recognise it by a count of one or two.
    const request = await givenRequest(t, first.buyer.id);
    await givenOffer(t, request.id, first.sellerId, '300.00');
    await givenOffer(t, request.id, (await given.seller(t)).id, '200.00');
    const early = await offerPrices(first.asBuyer, request.id);
    expect(MIN_RATINGS_SHOWN_ANONYMOUSLY).toBe(3);
    expect(early.rated.sellerRating).toBeNull();
    expect(early.unrated.sellerRating).toBeNull();

    await third.asBuyer.post(url(third.order.id), { stars: 3 });
    const buyer = await given.verifiedBuyer(t);
    const later = await givenRequest(t, buyer.id);
    await givenOffer(t, later.id, first.sellerId, '300.00');
    await givenOffer(t, later.id, (await given.seller(t)).id, '200.00');
    const { body, rated, unrated } = await offerPrices(await given.loggedIn(t, buyer, 'buyer'), later.id);
    expect(rated.sellerRating).toEqual({ average: 4, count: 3 });
    expect(unrated.sellerRating).toBeNull();
    const text = JSON.stringify(body);
    expect(text).not.toContain(first.sellerId);
    expect(text).not.toContain('Händler Fluidtechnik');
  });

  it('the seller sees its average in its summary and the rating on the order, without a hidden comment', async () => {
    const { order, seller, asBuyer } = await deliveredOrder();
    await asBuyer.post(url(order.id), { stars: 3, comment: 'Unverschämter Kommentar' });
    const asSeller = await given.loggedIn(t, seller, 'seller');
    expect((await asSeller.get('/api/v1/seller/summary')).json().rating).toEqual({ average: 3, count: 1 });
    const card = () =>
      asSeller
        .get('/api/v1/seller/orders')
        .then((r) => r.json().items.find((o: { id: string }) => o.id === order.id));
    expect((await card()).rating).toMatchObject({
      stars: 3,
      comment: 'Unverschämter Kommentar',
      editable: false,
    });

    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    const adminRow = (await admin.get(`/api/v1/admin/orders?search=${order.orderNumber}`)).json().items[0];
    expect(adminRow.timeline.map((s: { key: string }) => s.key)).toEqual(['uebermittelt', 'geliefert']);
    expect(adminRow.rating).toMatchObject({
      stars: 3,
      comment: 'Unverschämter Kommentar',
      commentHidden: false,
    });

    const hide = await admin.patch(`/api/v1/admin/ratings/${adminRow.rating.id}`, { hidden: true });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().commentHidden).toBe(true);
    expect((await card()).rating).toMatchObject({ stars: 3, comment: null, commentHidden: true });
    // The stars still count; the buyer still sees its own comment, marked hidden.
    expect((await asSeller.get('/api/v1/seller/summary')).json().rating).toEqual({ average: 3, count: 1 });
    expect((await asBuyer.get(`/api/v1/buyer/orders/${order.id}`)).json().rating).toMatchObject({
      comment: 'Unverschämter Kommentar',
      commentHidden: true,
    });
    const sellers = (
      await admin.get(`/api/v1/admin/sellers?search=${encodeURIComponent(seller.email)}`)
    ).json();
    expect(sellers.items[0].rating).toEqual({ average: 3, count: 1 });
    const audit = await listAuditRows(t.database.db, 'rating', adminRow.rating.id);
    expect(audit.map((a) => a.action)).toContain('rating.hideComment');

    expect(
      (await admin.patch(`/api/v1/admin/ratings/${adminRow.rating.id}`, { hidden: 'ja' })).statusCode,
    ).toBe(400);
    expect(
      (await admin.patch('/api/v1/admin/ratings/00000000-0000-4000-8000-000000000000', { hidden: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await asSeller.patch(`/api/v1/admin/ratings/${adminRow.rating.id}`, { hidden: false })).statusCode,
    ).toBe(403);
  });
});
