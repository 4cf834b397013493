import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerRequestPage } from '#shared/seller-market/schema.ts';
import { autoOfferSkips } from '#server/db/schema/auto-offers.ts';
import { sellerPaymentTerms, sellerProfiles } from '#server/db/schema/parties.ts';
import { requestAudience } from '#server/db/schema/derived.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { activePaymentTermId, loggedIn, multipart, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';
import { stockCsvFile, stockUpload } from '#server/test/given-stock.ts';
import { runConsumers } from '#server/test/outbox.ts';
import { offerBody } from '#server/test/given-seller.ts';

/**
 * Decision 069 (issue 31's leftover): a stock match without an automatic offer tells the seller
 * why, on the request in its list — one stored reason per (request, seller), never to the buyer.
 */
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
  const term = await activePaymentTermId(t);
  await t.database.db.insert(sellerPaymentTerms).values({ sellerId: s.id, paymentTermId: term });
  const c = await loggedIn(t, s, 'seller');
  if (lines.length > 0) expect((await stockUpload(c, stockCsvFile(lines))).statusCode).toBe(200);
  if (settings) expect((await c.put('/api/v1/seller/stock/auto-offer', settings)).statusCode).toBe(200);
  return { s, c };
}

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
  return { id, buyer };
}

async function listed(c: Awaited<ReturnType<typeof loggedIn>>, part: string) {
  const res = await c.get(`/api/v1/seller/requests?part=${part}`);
  expect(res.statusCode).toBe(200);
  return res.json<SellerRequestPage>().items;
}

const storedReason = async (requestId: string, sellerId: string) =>
  (
    await t.database.db
      .select({ reason: autoOfferSkips.reason })
      .from(autoOfferSkips)
      .where(and(eq(autoOfferSkips.requestId, requestId), eq(autoOfferSkips.sellerId, sellerId)))
  )[0]?.reason ?? null;

describe('why no automatic offer (decision 069)', { timeout: 180_000 }, () => {
  it('a limit: quantity over the maximum, too few pieces, value over the maximum', async () => {
    const n = token();
    const { c } = await stockedSeller([
      `QX-${n};HYDAC;10;10,00;ab Lager`,
      `LO-${n};HYDAC;1;10,00;`,
      `VX-${n};HYDAC;5;40,00;`,
    ]);
    await newRequest(`QX-${n}`, 4); // max 3
    await newRequest(`LO-${n}`, 2); // 1 in stock
    await newRequest(`VX-${n}`, 3); // 3 × 40 = 120 > 100
    expect((await listed(c, `QX-${n}`))[0]).toMatchObject({
      myState: 'none',
      autoOfferSkip: 'quantity_over_limit',
    });
    expect((await listed(c, `LO-${n}`))[0]).toMatchObject({ autoOfferSkip: 'stock_too_low' });
    expect((await listed(c, `VX-${n}`))[0]).toMatchObject({ autoOfferSkip: 'value_over_limit' });
  });

  it('switched off (never saved, or saved off) and the seller gate (unpaid)', async () => {
    const n = token();
    const never = await stockedSeller([`G1-${n};HYDAC;5;10,00;`], null);
    const disabled = await stockedSeller([`G1-${n};HYDAC;5;10,00;`], { ...limits, enabled: false });
    const unpaid = await stockedSeller([`G1-${n};HYDAC;5;10,00;`]);
    await t.database.db
      .update(sellerProfiles)
      .set({ paymentStatus: 'unpaid' })
      .where(eq(sellerProfiles.id, unpaid.s.id));
    const r = await newRequest(`G1-${n}`, 1);
    expect((await listed(never.c, `G1-${n}`))[0]).toMatchObject({ autoOfferSkip: 'off' });
    expect((await listed(disabled.c, `G1-${n}`))[0]).toMatchObject({ autoOfferSkip: 'off' });
    // An unpaid seller cannot read the list (the gate), but the reason is stored for when it can.
    expect(await storedReason(r.id, unpaid.s.id)).toBe('seller_gate');
    await t.database.db
      .update(sellerProfiles)
      .set({ paymentStatus: 'paid' })
      .where(eq(sellerProfiles.id, unpaid.s.id));
    const back = await loggedIn(t, unpaid.s, 'seller');
    expect((await listed(back, `G1-${n}`))[0]).toMatchObject({ autoOfferSkip: 'seller_gate' });
  });

  it('the request ended before the reaction, and a refusal of the offer door', async () => {
    const n = token();
    const ended = await stockedSeller([`E1-${n};HYDAC;5;10,00;`]);
    const closed = await newRequest(`E1-${n}`, 1, false);
    await runConsumers(t.database.db); // the match and stock.matched, not yet the reaction
    expect((await closed.buyer.post(`/api/v1/buyer/requests/${closed.id}/close`, {})).statusCode).toBe(200);
    await drainConsumers();
    expect(await storedReason(closed.id, ended.s.id)).toBe('request_ended');

    // The request leaves the seller's stored audience between the match and the reaction (a
    // region or brand change): the offer's door refuses it.
    const refused = await stockedSeller([`E2-${n};HYDAC;5;10,00;`]);
    const r = await newRequest(`E2-${n}`, 1, false);
    await runConsumers(t.database.db);
    await t.database.db.delete(requestAudience).where(eq(requestAudience.requestId, r.id));
    await drainConsumers();
    expect(await storedReason(r.id, refused.s.id)).toBe('refused');
  });

  it('a match found by an upload never submits, and says so; an offer of the seller hides the note', async () => {
    const n = token();
    const { c } = await stockedSeller([]);
    const r = await newRequest(`UP-${n}`, 1);
    expect((await listed(c, `UP-${n}`))[0]).toMatchObject({ stock: null, autoOfferSkip: null });
    expect((await stockUpload(c, stockCsvFile([`UP-${n};HYDAC;5;10,00;`]))).statusCode).toBe(200);
    expect((await listed(c, `UP-${n}`))[0]).toMatchObject({ autoOfferSkip: 'upload' });
    expect((await c.post('/api/v1/seller/offers', offerBody(r.id, { price: '12,00' }))).statusCode).toBe(201);
    expect((await listed(c, `UP-${n}`))[0]).toMatchObject({ myState: 'offered', autoOfferSkip: null });
    // The buyer's views never read it.
    const buyerView = await r.buyer.get(`/api/v1/buyer/requests/${r.id}`);
    expect(buyerView.body).not.toContain('autoOfferSkip');
    expect(buyerView.body).not.toContain('upload');
  });

  it('an automatic offer made: no reason stored or shown', async () => {
    const n = token();
    const { s, c } = await stockedSeller([`OK-${n};HYDAC;5;10,00;`]);
    const r = await newRequest(`OK-${n}`, 2);
    expect(await storedReason(r.id, s.id)).toBeNull();
    expect((await listed(c, `OK-${n}`))[0]).toMatchObject({ myOfferAutomatic: true, autoOfferSkip: null });
  });
});
