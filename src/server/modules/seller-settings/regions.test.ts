import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { requests } from '#server/db/schema/marketplace.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { offerBody } from '#server/test/given-seller.ts';
import { requestAudience } from '#server/modules/seller-market/read.ts';

/** Issue 30, regions: the seller's settings and what they change in the market. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function createRequest(client: Client, partNumber: string) {
  const { body, headers } = given.multipart({
    manufacturer: '',
    partNumber,
    quantity: '1',
    urgency: 'normal',
  });
  const res = await client.request('POST', '/api/v1/buyer/requests', body, headers);
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

async function sellerWithRegions(regions: string[]) {
  const s = await given.seller(t);
  const client = await given.loggedIn(t, s, 'seller');
  const res = await client.request('PUT', '/api/v1/seller/regions', { regions });
  expect(res.statusCode).toBe(200);
  return { ...s, client };
}

async function listedIds(client: Client, search: string): Promise<string[]> {
  const res = await client.get(`/api/v1/seller/requests?search=${encodeURIComponent(search)}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { id: string }[] }).items.map((r) => r.id);
}

describe('/api/v1/seller/regions', () => {
  it('saves the regions normalised (a country covers its areas) and reads them back', async () => {
    const s = await given.seller(t);
    const client = await given.loggedIn(t, s, 'seller');
    expect((await client.get('/api/v1/seller/regions')).json()).toEqual({ regions: [] });
    const res = await client.request('PUT', '/api/v1/seller/regions', {
      regions: ['DE-80', 'AT', 'DE-8', 'DE-91'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ regions: ['AT', 'DE-8', 'DE-91'] });
    expect((await client.get('/api/v1/seller/regions')).json()).toEqual({ regions: ['AT', 'DE-8', 'DE-91'] });
    // Back to everywhere.
    expect((await client.request('PUT', '/api/v1/seller/regions', { regions: [] })).json()).toEqual({
      regions: [],
    });
  });

  it('refuses the wrong role, no session and a bad body with a German message', async () => {
    const b = await given.verifiedBuyer(t);
    const buyer = await given.loggedIn(t, b, 'buyer');
    expect((await buyer.get('/api/v1/seller/regions')).statusCode).toBe(403);
    expect((await buyer.request('PUT', '/api/v1/seller/regions', { regions: ['DE'] })).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/v1/seller/regions')).statusCode).toBe(401);
    const s = await given.seller(t);
    const client = await given.loggedIn(t, s, 'seller');
    for (const body of [{ regions: ['Bayern'] }, { regions: ['AT-1'] }, { regions: 'DE' }, {}]) {
      const res = await client.request('PUT', '/api/v1/seller/regions', body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/Liefergebiete|Postleitzahlbereiche|erforderlich|Eingabe/);
    }
    expect((await client.get('/api/v1/seller/regions')).json()).toEqual({ regions: [] });
  });

  it("acts on the caller's own regions only: another seller's are unchanged", async () => {
    const a = await sellerWithRegions(['AT']);
    const other = await sellerWithRegions(['DE-1']);
    expect((await a.client.get('/api/v1/seller/regions')).json()).toEqual({ regions: ['AT'] });
    expect((await other.client.get('/api/v1/seller/regions')).json()).toEqual({ regions: ['DE-1'] });
  });
});

describe('a request reaches only sellers who serve its delivery address', () => {
  it('takes country and postcode from the shipping (else billing) address and filters list, count and mail audience', async () => {
    const munich = await given.verifiedBuyer(t, {
      billingAddress: { street: 'Marienplatz 1', city: 'München', zip: '80331', country: 'Deutschland' },
    });
    const vienna = await given.verifiedBuyer(t, {
      billingAddress: { street: 'Ring 1', city: 'Berlin', zip: '10115', country: 'Deutschland' },
      shippingAddress: { street: 'Graben 1', city: 'Wien', zip: '1010', country: 'Österreich' },
    });
    const tag = `REG${Date.now()}`;
    const m = await createRequest(await given.loggedIn(t, munich, 'buyer'), `${tag}-M`);
    const v = await createRequest(await given.loggedIn(t, vienna, 'buyer'), `${tag}-V`);
    const [mRow] = await t.database.db.select().from(requests).where(eq(requests.id, m));
    const [vRow] = await t.database.db.select().from(requests).where(eq(requests.id, v));
    expect([mRow!.deliveryCountry, mRow!.deliveryPostcode, mRow!.regionKeys]).toEqual([
      'DE',
      '80331',
      ['DE', 'DE-8', 'DE-80'],
    ]);
    expect([vRow!.deliveryCountry, vRow!.deliveryPostcode, vRow!.regionKeys]).toEqual(['AT', '1010', ['AT']]);

    const everywhere = await sellerWithRegions([]);
    const south = await sellerWithRegions(['DE-8']);
    const north = await sellerWithRegions(['DE-1', 'DE-2']);
    const austria = await sellerWithRegions(['AT']);
    const germany = await sellerWithRegions(['DE']);
    expect((await listedIds(everywhere.client, tag)).sort()).toEqual([m, v].sort());
    expect(await listedIds(south.client, tag)).toEqual([m]);
    expect(await listedIds(north.client, tag)).toEqual([]);
    expect(await listedIds(austria.client, tag)).toEqual([v]);
    expect(await listedIds(germany.client, tag)).toEqual([m]);

    const mailed = (await requestAudience(t.database.db, m)).map((s) => s.id);
    expect(mailed).toEqual(expect.arrayContaining([everywhere.id, south.id, germany.id]));
    expect(mailed).not.toContain(north.id);
    expect(mailed).not.toContain(austria.id);

    // Offer on a request outside the seller's regions: refused like any request they cannot see.
    const offer = await north.client.request(
      'POST',
      '/api/v1/seller/offers',
      offerBody(m, { paymentTermsId: await given.activePaymentTermId(t) }),
    );
    expect(offer.statusCode).toBe(404);
    // Choosing the area brings it back at once (the list reads the regions in its statement).
    await north.client.request('PUT', '/api/v1/seller/regions', { regions: ['DE-80'] });
    expect(await listedIds(north.client, tag)).toEqual([m]);
  });
});
