import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from '../../../test/given.ts';
import { orderBetween } from '../../../test/admin-fixtures.ts';

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
});
