import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerOfferPage, SellerRequestPage } from '#shared/seller-market/schema.ts';
import { AUTO_OFFER_MAX_VALUE_INVALID, type AutoOfferSettingsView } from '#shared/stock/auto-offer.ts';
import { germanDay } from '#shared/format/german.ts';
import { addDays } from '#shared/billing/terms.ts';
import { autoOffers } from '#server/db/schema/auto-offers.ts';
import { offers, requests } from '#server/db/schema/marketplace.ts';
import { sellerPaymentTerms, sellerProfiles } from '#server/db/schema/parties.ts';
import { startTestApp, type TestApp, Client } from '#server/test/harness.ts';
import { activePaymentTermId, loggedIn, multipart, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';
import { stockCsvFile, stockUpload } from '#server/test/given-stock.ts';
import { queuedMails, recordedEvents, runConsumers } from '#server/test/outbox.ts';
import { submitAutoOffer } from './auto-offer.ts';

/** Issue 31 'Optional per seller', decision 062: automatic offers from stock within the seller's limits. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const token = () => randomBytes(4).toString('hex').toUpperCase();
const limits = { enabled: true, maxQuantity: 3, maxOrderValue: '100,00', validityDays: 14 };

async function stockedSeller(lines: string[], settings: Record<string, unknown> | null = limits) {
  const s = await seller(t);
  await givenSellerBrands(t, s.id, ['HYDAC']);
  // The seller's accepted payment term: the automatic offer's (its default, the shortest).
  const term = await activePaymentTermId(t);
  await t.database.db.insert(sellerPaymentTerms).values({ sellerId: s.id, paymentTermId: term });
  const c = await loggedIn(t, s, 'seller');
  expect((await stockUpload(c, stockCsvFile(lines))).statusCode).toBe(200);
  if (settings) expect((await c.put('/api/v1/seller/stock/auto-offer', settings)).statusCode).toBe(200);
  return { s, c, term };
}

/** All consumers until none is left (stock.matched's jobs are queued by the stock consumer's). */
async function drainConsumers() {
  while ((await runConsumers(t.database.db)) > 0);
}

async function newRequest(partNumber: string, quantity: number, run = true) {
  const b = await verifiedBuyer(t);
  const buyer = await loggedIn(t, b, 'buyer');
  const { body, headers } = multipart({ partNumber, manufacturer: 'HYDAC', quantity: String(quantity) });
  const created = await buyer.request('POST', '/api/v1/buyer/requests', body, headers);
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: string }>().id;
  if (run) await drainConsumers();
  return { id, buyer, email: b.email };
}

const offersOf = (requestId: string) =>
  t.database.db.select().from(offers).where(eq(offers.requestId, requestId));
const ledgerOf = (requestId: string) =>
  t.database.db.select().from(autoOffers).where(eq(autoOffers.requestId, requestId));

describe('the settings (GET/PUT /seller/stock/auto-offer)', () => {
  it('are off by default, saved per seller, and refused to other roles and bad bodies', async () => {
    const a = await loggedIn(t, await seller(t), 'seller');
    const b = await loggedIn(t, await seller(t), 'seller');
    const before = (await a.get('/api/v1/seller/stock/auto-offer')).json<AutoOfferSettingsView>();
    expect(before).toMatchObject({ enabled: false, updatedAt: null });
    const saved = await a.put('/api/v1/seller/stock/auto-offer', { ...limits, maxOrderValue: '2.500,50' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AutoOfferSettingsView>()).toMatchObject({
      enabled: true,
      maxQuantity: 3,
      maxOrderValue: '2500.50',
      validityDays: 14,
    });
    expect((await a.get('/api/v1/seller/stock/auto-offer')).json<AutoOfferSettingsView>().maxOrderValue).toBe(
      '2500.50',
    );
    // Another seller's settings are its own: still the defaults.
    expect((await b.get('/api/v1/seller/stock/auto-offer')).json<AutoOfferSettingsView>().enabled).toBe(
      false,
    );

    const buyer = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    expect((await buyer.get('/api/v1/seller/stock/auto-offer')).statusCode).toBe(403);
    expect((await buyer.put('/api/v1/seller/stock/auto-offer', limits)).statusCode).toBe(403);
    const nobody = new Client(t.app);
    expect((await nobody.get('/api/v1/seller/stock/auto-offer')).statusCode).toBe(401);
    expect((await nobody.put('/api/v1/seller/stock/auto-offer', limits)).statusCode).toBe(401);
    for (const bad of [
      { ...limits, maxOrderValue: '0' },
      { ...limits, maxQuantity: 0 },
      { ...limits, validityDays: 400 },
      { ...limits, enabled: 'ja' },
      { ...limits, sellerId: 'x' },
    ]) {
      const res = await a.put('/api/v1/seller/stock/auto-offer', bad);
      expect(res.statusCode).toBe(400);
    }
    const bad = await a.put('/api/v1/seller/stock/auto-offer', { ...limits, maxOrderValue: '0' });
    expect(bad.body).toContain(AUTO_OFFER_MAX_VALUE_INVALID);
  });
});

describe('a new request that matches stock of a seller with automatic offers on', () => {
  it('gets one offer at the listed price, recorded as automatic, told to the buyer once, withdrawable', async () => {
    const n = token();
    const { s, c, term } = await stockedSeller([`AO-${n};HYDAC;5;10,00;3 Tage`]);
    const r = await newRequest(`AO-${n}`, 2);

    const [offer, ...more] = await offersOf(r.id);
    expect(more).toEqual([]);
    expect(offer).toMatchObject({
      sellerId: s.id,
      price: '20.00',
      shippingCost: '0.00',
      deliveryUnit: 'days',
      deliveryDays: 3,
      status: 'ausstehend',
      isAlternative: false,
    });
    expect(offer!.paymentTermsId).toBe(term);
    // Valid for the seller's 14 days, never beyond the request's end.
    const [req] = await t.database.db.select().from(requests).where(eq(requests.id, r.id));
    const own = addDays(germanDay(), 14);
    const end = germanDay(req!.expiresAt!);
    expect(offer!.validUntil).toBe(end < own ? end : own);
    expect(await ledgerOf(r.id)).toMatchObject([{ sellerId: s.id, offerId: offer!.id }]);

    // The buyer is told as for any offer: one event, one mail.
    expect(await recordedEvents(t.database.db, 'offer.created', 'requestId', r.id)).toHaveLength(1);
    expect(await queuedMails(t.database.db, r.email, 'new_offer_notification')).toHaveLength(1);

    // The seller sees it as 'automatisch abgegeben'; the buyer's view does not say so.
    const mine = (await c.get('/api/v1/seller/offers')).json<SellerOfferPage>().items;
    expect(mine.find((o) => o.id === offer!.id)?.automatic).toBe(true);
    const listed = (await c.get(`/api/v1/seller/requests?part=AO-${n}`)).json<SellerRequestPage>().items;
    expect(listed[0]).toMatchObject({ myState: 'offered', myOfferId: offer!.id, myOfferAutomatic: true });
    const buyerView = await r.buyer.get(`/api/v1/buyer/requests/${r.id}/offers`);
    expect(buyerView.statusCode).toBe(200);
    expect(buyerView.body).not.toContain('automatic');
    expect(buyerView.body).not.toContain('automatisch');

    // Withdrawn through the existing flow; the machine never submits it again.
    expect((await c.post(`/api/v1/seller/offers/${offer!.id}/withdraw`, {})).statusCode).toBe(200);
    await drainConsumers();
    expect(
      await t.database.db.transaction((tx) => submitAutoOffer(tx, { requestId: r.id, sellerId: s.id })),
    ).toBeNull();
    expect((await offersOf(r.id)).map((o) => o.status)).toEqual(['zurueckgezogen']);
    // A manual offer still may follow the withdrawal (one live offer per seller and request).
  });

  it('stays within the limits: a quantity over the maximum, too few pieces or too high a value get none', async () => {
    const n = token();
    await stockedSeller([
      `QX-${n};HYDAC;10;10,00;ab Lager`,
      `LO-${n};HYDAC;1;10,00;`,
      `VX-${n};HYDAC;5;40,00;`,
    ]);
    const overQuantity = await newRequest(`QX-${n}`, 4); // max 3
    const tooFew = await newRequest(`LO-${n}`, 2); // 1 in stock
    const overValue = await newRequest(`VX-${n}`, 3); // 3 × 40 = 120 > 100
    for (const r of [overQuantity, tooFew, overValue]) {
      expect(await offersOf(r.id)).toEqual([]);
      expect(await ledgerOf(r.id)).toEqual([]);
      expect(await recordedEvents(t.database.db, 'stock.matched', 'requestId', r.id)).toHaveLength(1);
    }
  });

  it('is off by default and respects every gate: switched off, unpaid, declined, request closed', async () => {
    const n = token();
    const off = await stockedSeller([`G1-${n};HYDAC;5;10,00;`], null);
    const disabled = await stockedSeller([`G1-${n};HYDAC;5;10,00;`], { ...limits, enabled: false });
    const unpaid = await stockedSeller([`G1-${n};HYDAC;5;10,00;`]);
    await t.database.db
      .update(sellerProfiles)
      .set({ paymentStatus: 'unpaid' })
      .where(eq(sellerProfiles.id, unpaid.s.id));
    const r = await newRequest(`G1-${n}`, 1);
    expect(await offersOf(r.id)).toEqual([]);
    expect((await recordedEvents(t.database.db, 'stock.matched', 'requestId', r.id)).length).toBe(3);
    void off;
    void disabled;

    // Declined between the match and the reaction to it.
    const declining = await stockedSeller([`G2-${n};HYDAC;5;10,00;`]);
    const d = await newRequest(`G2-${n}`, 1, false);
    await runConsumers(t.database.db); // the stock consumer stores the match and records stock.matched
    expect(
      (await declining.c.post(`/api/v1/seller/requests/${d.id}/decline`, { reason: 'lieferzeit' }))
        .statusCode,
    ).toBeLessThan(300);
    await drainConsumers();
    expect(await offersOf(d.id)).toEqual([]);

    // Closed by its owner in between.
    await stockedSeller([`G3-${n};HYDAC;5;10,00;`]);
    const closed = await newRequest(`G3-${n}`, 1, false);
    await runConsumers(t.database.db);
    expect((await closed.buyer.post(`/api/v1/buyer/requests/${closed.id}/close`, {})).statusCode).toBe(200);
    await drainConsumers();
    expect(await offersOf(closed.id)).toEqual([]);
  });

  it('is submitted exactly once under a re-run and two runners at once', async () => {
    const n = token();
    const { s } = await stockedSeller([`X1-${n};HYDAC;5;10,00;`]);
    const r = await newRequest(`X1-${n}`, 1, false);
    await runConsumers(t.database.db); // the match, not yet its reaction
    expect(await offersOf(r.id)).toEqual([]);
    const e = { requestId: r.id, sellerId: s.id };
    const runs = await Promise.all([
      t.database.db.transaction((tx) => submitAutoOffer(tx, e)),
      t.database.db.transaction((tx) => submitAutoOffer(tx, e)),
    ]);
    expect(runs.filter((x) => x !== null)).toHaveLength(1);
    await drainConsumers(); // the consumer's own run of stock.matched: a re-run
    expect(await t.database.db.transaction((tx) => submitAutoOffer(tx, e))).toBeNull();
    expect(await offersOf(r.id)).toHaveLength(1);
    expect(await ledgerOf(r.id)).toHaveLength(1);
    expect(await recordedEvents(t.database.db, 'offer.created', 'requestId', r.id)).toHaveLength(1);
    expect(await queuedMails(t.database.db, r.email, 'new_offer_notification')).toHaveLength(1);
    const auto = await t.database.db
      .select()
      .from(autoOffers)
      .where(and(eq(autoOffers.requestId, r.id), eq(autoOffers.sellerId, s.id)));
    expect(auto).toHaveLength(1);
  });
});
