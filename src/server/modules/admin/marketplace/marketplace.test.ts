import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, offer, request, seller, verifiedBuyer } from '#server/test/given.ts';
import { orderBetween } from '#server/test/admin-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('admin: requests, offers and orders lists', () => {
  it('finds a request by part number and urgency, with its offers and their seller companies', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const b = await verifiedBuyer(t);
    const { request, order } = await orderBetween(t, b.id, (await seller(t)).id);

    const found = await client.get(`/api/v1/admin/requests?search=${request.partNumber}&urgency=hoch`);
    expect(found.json()).toMatchObject({
      total: 1,
      items: [
        { id: request.id, buyerCompany: 'Muster Hydraulik GmbH', buyerName: 'Erika Muster', offerCount: 1 },
      ],
    });
    expect(found.json().counts.total).toBeGreaterThanOrEqual(1);
    const none = await client.get(`/api/v1/admin/requests?search=${request.partNumber}&urgency=niedrig`);
    expect(none.json().total).toBe(0);

    const offers = await client.get(`/api/v1/admin/requests/${request.id}/offers`);
    expect(offers.json().items).toMatchObject([
      { sellerCompany: 'Händler Fluidtechnik GmbH', price: '1200.00' },
    ]);

    const all = await client.get(`/api/v1/admin/offers?search=${request.partNumber}`);
    expect(all.json()).toMatchObject({ total: 1, items: [{ partNumber: request.partNumber }] });

    const shipped = await client.get(
      `/api/v1/admin/orders?search=${order.orderNumber}&status=versendet&period=today`,
    );
    expect(shipped.json()).toMatchObject({
      total: 1,
      items: [
        {
          orderNumber: order.orderNumber,
          buyerCompany: 'Muster Hydraulik GmbH',
          sellerCompany: 'Händler Fluidtechnik GmbH',
        },
      ],
    });
    const delivered = await client.get(`/api/v1/admin/orders?search=${order.orderNumber}&status=geliefert`);
    expect(delivered.json().total).toBe(0);
  });

  it('pages lists on the server', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const b = await verifiedBuyer(t);
    const s = await seller(t);
    for (let i = 0; i < 3; i += 1) await orderBetween(t, b.id, s.id, `PAGE-${b.id.slice(0, 6)}-${i}`);
    const first = await client.get(`/api/v1/admin/orders?search=PAGE-${b.id.slice(0, 6)}&pageSize=2&page=1`);
    const second = await client.get(`/api/v1/admin/orders?search=PAGE-${b.id.slice(0, 6)}&pageSize=2&page=2`);
    expect(first.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.json().items).toHaveLength(2);
    expect(second.json().items).toHaveLength(1);
    // Newest first.
    expect(first.json().items[0].partNumber).toBe(`PAGE-${b.id.slice(0, 6)}-2`);
  });

  it('searches every column of each list, through joined companies too (one index per branch)', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const tag = randomUUID().slice(0, 8);
    const b = await verifiedBuyer(t, {
      company: `Käufer ${tag} AG`,
      firstName: 'Vorname',
      lastName: `Nach${tag}`,
    });
    // A seller acting as buyer: the list shows (and searches) the seller's company.
    const sellerBuyer = await seller(t, {}, { companyName: `Werkstatt ${tag} KG` });
    const s = await seller(t, {}, { companyName: `Lieferant ${tag} GmbH` });
    const r1 = await request(t, b.id, { description: `Beschreibung ${tag}x` });
    const r2 = await request(t, sellerBuyer.id, { manufacturer: `Hersteller ${tag}y` });
    await offer(t, r1.id, s.id);
    const { order } = await orderBetween(t, sellerBuyer.id, s.id, `Teil-${tag}z`);
    const ids = async (url: string) => {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      const page = res.json() as { total: number; items: { id: string }[] };
      expect(page.total, url).toBe(page.items.length);
      return page.items.map((i) => i.id).sort();
    };
    const q = encodeURIComponent;
    expect(await ids(`/api/v1/admin/requests?search=${q(`Käufer ${tag}`)}`)).toEqual([r1.id]);
    expect(await ids(`/api/v1/admin/requests?search=${q(`Werkstatt ${tag}`)}`)).toEqual(
      [r2.id, order.requestId].sort(),
    );
    expect(await ids(`/api/v1/admin/requests?search=${q(`${tag}x`)}`)).toEqual([r1.id]);
    expect(await ids(`/api/v1/admin/requests?search=${q(`${tag}y`)}`)).toEqual([r2.id]);
    expect((await ids(`/api/v1/admin/offers?search=${q(`Lieferant ${tag}`)}`)).length).toBe(2);
    expect(await ids(`/api/v1/admin/offers?search=${q(`Teil-${tag}`)}`)).toHaveLength(1);
    for (const term of [`Werkstatt ${tag}`, `Lieferant ${tag}`, `Teil-${tag}z`])
      expect(await ids(`/api/v1/admin/orders?search=${q(term)}`)).toEqual([order.id]);
    expect(await ids(`/api/v1/admin/buyers?search=${q(`Vorname Nach${tag}`)}`)).toEqual([b.id]);
    expect(await ids(`/api/v1/admin/buyers?search=${q(`Käufer ${tag}`)}`)).toEqual([b.id]);
    expect(await ids(`/api/v1/admin/sellers?search=${q(`Lieferant ${tag}`)}`)).toEqual([s.id]);
    expect(await ids(`/api/v1/admin/sellers?search=${q(s.email)}`)).toEqual([s.id]);
  });
});
