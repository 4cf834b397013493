import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BRAND_MATCH_CASES } from '#shared/requests/brand-match-cases.ts';
import type { SellerRequestPage } from '#shared/seller-market/schema.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { startTestApp, type Client, type TestApp } from '#server/test/harness.ts';
import { loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenOffer, givenSellerBrands } from '#server/test/given-marketplace.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { deactivateBuyer, givenSellerRequest } from '#server/test/given-seller.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function sellerWithBrands(brands: readonly string[] = []) {
  const s = await seller(t);
  await givenSellerBrands(t, s.id, [...brands]);
  return { ...s, client: await loggedIn(t, s, 'seller') };
}

/** The rows a seller sees for a part number (tests share the database, part numbers are unique). */
async function list(client: Client, query: string): Promise<SellerRequestPage> {
  const res = await client.get(`/api/v1/seller/requests?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as SellerRequestPage;
}
async function sees(client: Client, request: { id: string; partNumber: string }): Promise<boolean> {
  const page = await list(client, `search=${encodeURIComponent(request.partNumber)}&pageSize=100`);
  return page.items.some((r) => r.id === request.id);
}

describe('GET /api/v1/seller/requests: the relevance rule of spec 1 §5', () => {
  it.each(BRAND_MATCH_CASES)('brand rule: %j vs %j → %s (%s)', async (manufacturer, brands, expected) => {
    const buyer = await verifiedBuyer(t);
    const s = await sellerWithBrands(brands);
    const request = await givenSellerRequest(t, buyer.id, { manufacturer });
    expect(await sees(s.client, request)).toBe(expected);
  });

  it('hides requests of inactive buyers', async () => {
    const buyer = await verifiedBuyer(t);
    const s = await sellerWithBrands();
    const request = await givenSellerRequest(t, buyer.id);
    expect(await sees(s.client, request)).toBe(true);
    await deactivateBuyer(t, buyer.id);
    expect(await sees(s.client, request)).toBe(false);
  });

  it("excludes the seller's own requests and shows them to other sellers unless the requester is inactive", async () => {
    const requester = await sellerWithBrands();
    const other = await sellerWithBrands();
    const request = await givenSellerRequest(t, requester.id);
    expect(await sees(requester.client, request)).toBe(false);
    expect(await sees(other.client, request)).toBe(true);
    await t.database.db
      .update(sellerProfiles)
      .set({ activeStatus: 'inactive' })
      .where(eq(sellerProfiles.id, requester.id));
    expect(await sees(other.client, request)).toBe(false);
  });

  it('hides expired, closed and cancelled requests', async () => {
    const buyer = await verifiedBuyer(t);
    const s = await sellerWithBrands();
    const expired = await givenSellerRequest(t, buyer.id, { expiresAt: new Date(Date.now() - 60_000) });
    const future = await givenSellerRequest(t, buyer.id, { expiresAt: new Date(Date.now() + 86_400_000) });
    const closed = await givenSellerRequest(t, buyer.id, { status: 'closed' });
    const cancelled = await givenSellerRequest(t, buyer.id, { status: 'cancelled' });
    expect(await sees(s.client, expired)).toBe(false);
    expect(await sees(s.client, future)).toBe(true);
    expect(await sees(s.client, closed)).toBe(false);
    expect(await sees(s.client, cancelled)).toBe(false);
  });

  it("hides an ordered request, except from the seller whose offer was ordered ('Bestellt')", async () => {
    const buyer = await verifiedBuyer(t);
    const winner = await sellerWithBrands();
    const other = await sellerWithBrands();
    const { request, offer } = await givenOrder(t, buyer.id, winner.id);
    await givenOffer(t, request.id, other.id);
    expect(await sees(other.client, request)).toBe(false);
    const page = await list(winner.client, `search=${encodeURIComponent(request.partNumber)}&pageSize=100`);
    const row = page.items.find((r) => r.id === request.id);
    expect(row).toMatchObject({ myState: 'ordered', myOfferId: offer.id });
  });

  it("marks requests the seller has offered on as 'offered' with the own offer's id", async () => {
    const buyer = await verifiedBuyer(t);
    const s = await sellerWithBrands();
    const request = await givenSellerRequest(t, buyer.id);
    const fresh = await list(s.client, `search=${request.partNumber}`);
    expect(fresh.items[0]).toMatchObject({ id: request.id, myState: 'none', myOfferId: null });
    const offer = await givenOffer(t, request.id, s.id);
    const after = await list(s.client, `search=${request.partNumber}`);
    expect(after.items[0]).toMatchObject({ id: request.id, myState: 'offered', myOfferId: offer.id });
  });
});

describe('GET /api/v1/seller/requests: filters, sort and pagination', () => {
  it('searches part number and description, filters urgency, sorts and pages on the server', async () => {
    const buyer = await verifiedBuyer(t);
    const s = await sellerWithBrands();
    const tag = `SORT${Date.now()}`;
    const base = Date.now() - 10 * 86_400_000;
    const a = await givenSellerRequest(t, buyer.id, {
      partNumber: `${tag}-A`,
      urgency: 'niedrig',
      quantity: 5,
      createdAt: new Date(base),
    });
    const b = await givenSellerRequest(t, buyer.id, {
      partNumber: `${tag}-B`,
      urgency: 'dringend',
      quantity: 1,
      createdAt: new Date(base + 1000),
    });
    const c = await givenSellerRequest(t, buyer.id, {
      partNumber: 'OTHER-' + tag.toLowerCase(),
      description: `Ventil ${tag} defekt`,
      urgency: 'hoch',
      quantity: 9,
      createdAt: new Date(base + 2000),
    });
    const ids = (p: SellerRequestPage) => p.items.map((r) => r.id);

    expect(ids(await list(s.client, `search=${tag}`))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(s.client, `search=${tag}&sort=oldest`))).toEqual([a.id, b.id, c.id]);
    expect(ids(await list(s.client, `search=${tag}&sort=urgency`))).toEqual([b.id, c.id, a.id]);
    expect(ids(await list(s.client, `search=${tag}&sort=quantity`))).toEqual([c.id, a.id, b.id]);
    expect(ids(await list(s.client, `search=${tag}&urgency=hoch`))).toEqual([c.id]);
    expect(ids(await list(s.client, `search=${tag.toLowerCase()}-a`))).toEqual([a.id]);

    const first = await list(s.client, `search=${tag}&pageSize=2&page=1`);
    const second = await list(s.client, `search=${tag}&pageSize=2&page=2`);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect([...ids(first), ...ids(second)]).toEqual([c.id, b.id, a.id]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const s = await sellerWithBrands();
    expect((await list(s.client, 'search=%25')).total).toBe(0);
  });

  it('refuses a page size above 100', async () => {
    const s = await sellerWithBrands();
    const res = await s.client.get('/api/v1/seller/requests?pageSize=101');
    expect(res.statusCode).toBe(400);
  });
});
