import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerRequestPage } from '#shared/seller-market/schema.ts';
import type { StockLinePage, StockUploadReport } from '#shared/stock/schema.ts';
import { stockMatches } from '#server/db/schema/stock.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { loggedIn, multipart, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenRequest, givenSellerBrands } from '#server/test/given-marketplace.ts';
import { stockCsvFile, stockUpload } from '#server/test/given-stock.ts';
import { recordedEvents, runConsumers } from '#server/test/outbox.ts';

/** Issue 31, decision 055: 'Auf Lager' decided when the request or the stock is written. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const token = () => randomBytes(4).toString('hex').toUpperCase();

async function hydacSeller() {
  const s = await seller(t);
  await givenSellerBrands(t, s.id, ['HYDAC']);
  return { s, c: await loggedIn(t, s, 'seller') };
}

const matchesOf = (requestId: string) =>
  t.database.db.select().from(stockMatches).where(eq(stockMatches.requestId, requestId));

async function listed(c: Awaited<ReturnType<typeof hydacSeller>>['c'], part: string) {
  return (await c.get(`/api/v1/seller/requests?part=${encodeURIComponent(part)}`)).json<SellerRequestPage>()
    .items;
}

describe("a new request that matches a seller's stock", () => {
  it("is stored as 'Auf Lager' by the stock consumer, and told to that seller only", async () => {
    const n = token();
    const stocked = await hydacSeller();
    const empty = await hydacSeller();
    const report = await stockUpload(
      stocked.c,
      stockCsvFile([`0160 D 010 BN4HC-${n};HYDAC;5;10,00;ab Lager`]),
    );
    expect(report.json<StockUploadReport>()).toMatchObject({ created: 1, matches: 0 });

    const buyer = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    const { body, headers } = multipart({
      partNumber: `Hydac 0160D010BN4HC${n}`,
      manufacturer: 'Hydac',
      quantity: '3',
    });
    const created = await buyer.request('POST', '/api/v1/buyer/requests', body, headers);
    expect(created.statusCode).toBe(201);
    const requestId = created.json<{ id: string }>().id;
    await runConsumers(t.database.db);
    const [match] = await matchesOf(requestId);
    expect(match).toMatchObject({
      sellerId: stocked.s.id,
      quantity: 5,
      price: '10.00',
      deliveryUnit: 'stock',
    });
    const events = await recordedEvents(t.database.db, 'stock.matched', 'requestId', requestId);
    expect(events.map((e) => (e.payload as { sellerId: string }).sellerId)).toEqual([stocked.s.id]);

    const [mine] = await listed(stocked.c, `0160D010BN4HC${n}`);
    expect(mine?.stock).toEqual({
      partNumber: `0160 D 010 BN4HC-${n}`,
      manufacturer: 'HYDAC',
      quantity: 5,
      price: '10.00',
      delivery: { unit: 'stock', amount: 0, days: 0, text: 'ab Lager' },
    });
    const [theirs] = await listed(empty.c, `0160D010BN4HC${n}`);
    expect(theirs?.id).toBe(requestId);
    expect(theirs?.stock).toBeNull();
    // The buyer's own view knows nothing of anybody's stock.
    const own = (await buyer.get(`/api/v1/buyer/requests/${requestId}`)).body;
    expect(own).not.toContain('stock');
    expect(own).not.toContain(`BN4HC-${n}`);
  });

  it("is not matched for a contradicting manufacturer, an empty line, or the seller's own request", async () => {
    const n = token();
    const { s, c } = await hydacSeller();
    await stockUpload(c, stockCsvFile([`P-${n};Parker;5;10,00;`, `Q-${n};;0;10,00;`, `O-${n};;1;1,00;`]));
    const buyer = await verifiedBuyer(t);
    const parker = await givenRequest(t, buyer.id, { partNumber: `P-${n}`, manufacturer: 'HYDAC' });
    const none = await givenRequest(t, buyer.id, { partNumber: `Q-${n}`, manufacturer: 'HYDAC' });
    const own = await givenRequest(t, s.id, { partNumber: `O-${n}`, manufacturer: 'HYDAC' });
    const again = await stockUpload(c, stockCsvFile([]), 'merge');
    expect(again.json<StockUploadReport>().matches).toBe(0);
    for (const r of [parker, none, own]) expect(await matchesOf(r.id)).toEqual([]);
  });
});

describe('an upload against the open requests the seller may see', () => {
  it('marks matching requests, follows edits and deletes, and skips what the seller may not see', async () => {
    const n = token();
    const buyer = await verifiedBuyer(t);
    const hydac = await givenRequest(t, buyer.id, {
      partNumber: `R-${n}`,
      manufacturer: 'HYDAC',
      quantity: 2,
    });
    const blank = await givenRequest(t, buyer.id, { partNumber: `S 2-${n}`, manufacturer: null });
    const { s, c } = await hydacSeller();
    const parkerOnly = await seller(t);
    await givenSellerBrands(t, parkerOnly.id, ['Parker Hannifin']);
    const parkerClient = await loggedIn(t, parkerOnly, 'seller');

    const file = stockCsvFile([
      `r ${n};;1;30,00;1 Woche`,
      `R-${n};Hydac;4;35,00;3 Tage`,
      `S2-${n};Walvoil;1;5,00;`,
    ]);
    const report = (await stockUpload(c, file)).json<StockUploadReport>();
    expect(report).toMatchObject({ created: 3, matches: 2 });
    // Enough pieces first (4 ≥ 2), then the cheaper.
    expect((await matchesOf(hydac.id))[0]).toMatchObject({
      sellerId: s.id,
      quantity: 4,
      price: '35.00',
      deliveryDays: 3,
    });
    expect((await matchesOf(blank.id))[0]).toMatchObject({ sellerId: s.id, manufacturer: 'Walvoil' });
    // A Parker-only seller sees the request without manufacturer (every seller does), not HYDAC's.
    expect((await stockUpload(parkerClient, file)).json<StockUploadReport>().matches).toBe(1);
    expect((await matchesOf(hydac.id)).map((m) => m.sellerId)).toEqual([s.id]);
    expect((await matchesOf(blank.id)).map((m) => m.sellerId).sort()).toEqual([s.id, parkerOnly.id].sort());

    const lines = (await c.get(`/api/v1/seller/stock?part=R-${n}`)).json<StockLinePage>().items;
    const four = lines.find((l) => l.quantity === 4)!;
    const edit = {
      partNumber: `R-${n}`,
      manufacturer: 'Hydac',
      quantity: 0,
      price: '35,00',
      deliveryUnit: 'days',
      deliveryAmount: 3,
    };
    expect((await c.put(`/api/v1/seller/stock/${four.id}`, edit)).statusCode).toBe(200);
    expect(await matchesOf(hydac.id)).toEqual([]);
    expect(
      (await c.put(`/api/v1/seller/stock/${four.id}`, { ...edit, quantity: 9, price: '33,00' })).statusCode,
    ).toBe(200);
    expect((await matchesOf(hydac.id))[0]).toMatchObject({ quantity: 9, price: '33.00' });
    expect((await c.post('/api/v1/seller/stock/delete', { ids: [four.id] })).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(stockMatches)
      .where(and(eq(stockMatches.requestId, hydac.id), eq(stockMatches.sellerId, s.id)));
    expect(left).toEqual([]);
  });
});

describe('a widened request (decision 053)', () => {
  it('is matched against the stock of the sellers it newly reached, and only theirs', async () => {
    const n = token();
    // A seller of another brand who opted in to widened requests has the part on the shelf.
    const s = await seller(t);
    await givenSellerBrands(t, s.id, ['Bosch Rexroth']);
    const c = await loggedIn(t, s, 'seller');
    expect((await c.request('PUT', '/api/v1/seller/widening', { optIn: true })).statusCode).toBe(200);
    await stockUpload(c, stockCsvFile([`W-${n};;2;10,00;ab Lager`]));

    const buyer = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    const { body, headers } = multipart({ partNumber: `W-${n}`, manufacturer: 'HYDAC', quantity: '1' });
    const created = await buyer.request('POST', '/api/v1/buyer/requests', body, headers);
    const requestId = created.json<{ id: string }>().id;
    await runConsumers(t.database.db);
    expect(await matchesOf(requestId)).toEqual([]); // not in the Parker seller's list yet

    // The owner widens by hand: no cross-reference, so the ring of opted-in sellers.
    expect((await buyer.post(`/api/v1/buyer/requests/${requestId}/widen`, undefined)).statusCode).toBe(204);
    await runConsumers(t.database.db);
    const matches = await matchesOf(requestId);
    expect(matches.map((m) => m.sellerId)).toEqual([s.id]);
    const [mine] = await listed(c, `W-${n}`);
    expect(mine?.stock?.quantity).toBe(2);
  });
});
