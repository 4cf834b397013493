import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { givenSellerRequest, offerBody } from '#server/test/given-seller.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const ids = (res: { json(): unknown }) => (res.json() as { items: { id: string }[] }).items.map((i) => i.id);

describe('strict bodies (issue 15)', () => {
  it('refuses an unknown field with a German 400 instead of saving without it', async () => {
    const s = await given.seller(t);
    await givenSellerBrands(t, s.id, ['HYDAC']);
    const buyer = await given.verifiedBuyer(t);
    const request = await givenSellerRequest(t, buyer.id, { manufacturer: 'HYDAC' });
    const client = await given.loggedIn(t, s, 'seller');
    const term = await given.activePaymentTermId(t);
    const typo = await client.post('/api/v1/seller/offers', offerBody(request.id, { paymentTermId: term }));
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({ code: 'VALIDATION', message: 'Unbekanntes Feld: paymentTermId' });
    expect(await t.database.db.select().from(offers).where(eq(offers.requestId, request.id))).toHaveLength(0);

    // Written and read with the same names.
    const ok = await client.post('/api/v1/seller/offers', offerBody(request.id, { paymentTermsId: term }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      delivery: { unit: 'weeks', days: 14 },
      paymentTermsId: term,
      paymentTerm: { id: term },
    });
  });

  it('refuses unknown fields in nested objects and in the multipart request form', async () => {
    const b = await given.verifiedBuyer(t);
    const client = await given.loggedIn(t, b, 'buyer');
    const nested = await client.patch('/api/v1/buyer/company', {
      company: 'Muster GmbH',
      vatNumber: 'DE123456789',
      billingAddress: {
        street: 'Hauptstraße 1',
        city: 'Stuttgart',
        zip: '70173',
        country: 'Deutschland',
        floor: 3,
      },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('Unbekanntes Feld: floor');

    const form = given.multipart({ partNumber: 'R900', quantity: '1', colour: 'rot' });
    const res = await client.request('POST', '/api/v1/buyer/requests', form.body, form.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unbekanntes Feld: colour');
  });
});

describe('updatedSince and search on the lists (issue 15)', () => {
  it('returns only what changed since the moment, on every integration list', async () => {
    const s = await given.seller(t);
    await givenSellerBrands(t, s.id, ['HYDAC']);
    const b = await given.verifiedBuyer(t);
    const oldRequest = await givenSellerRequest(t, b.id, { manufacturer: 'HYDAC' });
    const newRequest = await givenSellerRequest(t, b.id, { manufacturer: 'HYDAC' });
    const past = new Date(Date.now() - 2 * HOUR);
    await t.database.db.update(requests).set({ updatedAt: past }).where(eq(requests.id, oldRequest.id));
    const since = encodeURIComponent(new Date(Date.now() - HOUR).toISOString());

    const seller = await given.loggedIn(t, s, 'seller');
    const all = ids(await seller.get('/api/v1/seller/requests?pageSize=100'));
    expect(all).toEqual(expect.arrayContaining([oldRequest.id, newRequest.id]));
    const changed = await seller.get(`/api/v1/seller/requests?pageSize=100&updatedSince=${since}`);
    expect(ids(changed)).toContain(newRequest.id);
    expect(ids(changed)).not.toContain(oldRequest.id);
    expect(changed.json().total).toBe(ids(changed).length);

    const buyer = await given.loggedIn(t, b, 'buyer');
    const own = ids(await buyer.get(`/api/v1/buyer/requests?updatedSince=${since}&pageSize=100`));
    expect(own).toContain(newRequest.id);
    expect(own).not.toContain(oldRequest.id);

    const { order } = await givenOrder(t, b.id, s.id);
    const recent = ids(await seller.get(`/api/v1/seller/orders?updatedSince=${since}`));
    expect(recent).toContain(order.id);
    await t.database.db.update(orders).set({ updatedAt: past }).where(eq(orders.id, order.id));
    expect(ids(await seller.get(`/api/v1/seller/orders?updatedSince=${since}`))).not.toContain(order.id);
    expect(ids(await buyer.get(`/api/v1/buyer/orders?updatedSince=${since}`))).not.toContain(order.id);
    expect(ids(await buyer.get(`/api/v1/buyer/orders?search=${order.orderNumber}`))).toEqual([order.id]);

    const offer = await given.offer(t, newRequest.id, s.id);
    expect(ids(await seller.get(`/api/v1/seller/offers?updatedSince=${since}`))).toContain(offer.id);
    await t.database.db.update(offers).set({ updatedAt: past }).where(eq(offers.id, offer.id));
    expect(ids(await seller.get(`/api/v1/seller/offers?updatedSince=${since}`))).not.toContain(offer.id);
  });

  it('refuses a malformed moment in German', async () => {
    const s = await given.seller(t);
    const seller = await given.loggedIn(t, s, 'seller');
    const res = await seller.get('/api/v1/seller/requests?updatedSince=gestern');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('updatedSince');
  });

  it('the admin urgency filter takes the stored values and refuses the old English ones', async () => {
    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    expect((await admin.get('/api/v1/admin/requests?urgency=dringend')).statusCode).toBe(200);
    expect((await admin.get('/api/v1/admin/requests?urgency=urgent')).statusCode).toBe(400);
  });
});
