import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { givenSellerRequest, offerBody } from '#server/test/given-seller.ts';
import { UPDATED_SINCE_INVALID } from '#shared/common/pagination.ts';
import { DATE_INVALID } from '#shared/common/dates.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Dates the shape of ISO 8601 admits but PostgreSQL or the calendar does not (issue 38). */
const IMPOSSIBLE_MOMENTS = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:30:00+01:00', // year 0 in UTC
  '2026-02-30T00:00:00Z',
  '2026-04-31T12:00:00Z',
  '2025-02-29T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '2026-01-01T24:00:00Z',
];

describe('one date type for API input: never a 500 (issue 38)', () => {
  it('refuses impossible moments for updatedSince on the five integration lists, with a session and with a key', async () => {
    const s = await given.seller(t);
    await givenSellerBrands(t, s.id, ['HYDAC']);
    const seller = await given.loggedIn(t, s, 'seller');
    const buyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const created = await seller.post('/api/v1/api-keys', {
      name: 'ERP',
      scopes: ['requests:read', 'offers:write', 'orders:read'],
    });
    expect(created.statusCode).toBe(201);
    const key = { authorization: `Bearer ${(created.json() as { key: string }).key}` };
    const lists = [
      [seller, '/api/v1/seller/requests'],
      [seller, '/api/v1/seller/offers'],
      [seller, '/api/v1/seller/orders'],
      [buyer, '/api/v1/buyer/requests'],
      [buyer, '/api/v1/buyer/orders'],
    ] as const;
    for (const moment of IMPOSSIBLE_MOMENTS) {
      const q = `?updatedSince=${encodeURIComponent(moment)}`;
      for (const [client, path] of lists) {
        const res = await client.get(path + q);
        expect({ path, moment, status: res.statusCode }).toEqual({ path, moment, status: 400 });
        expect(res.json()).toMatchObject({ code: 'VALIDATION', message: UPDATED_SINCE_INVALID });
      }
      for (const [, path] of lists.filter(([c]) => c === seller)) {
        const res = await new Client(t.app).request('GET', path + q, undefined, key);
        expect({ path, moment, key: true, status: res.statusCode }).toEqual({
          path,
          moment,
          key: true,
          status: 400,
        });
      }
    }
    // The edges that are real still work.
    for (const moment of ['0001-01-01T00:00:00Z', '2024-02-29T23:59:59.999+01:00', '9999-12-31T00:00:00Z'])
      expect(
        (await seller.get(`/api/v1/seller/orders?updatedSince=${encodeURIComponent(moment)}`)).statusCode,
      ).toBe(200);
  });

  it('refuses an offer valid until a day the calendar does not have', async () => {
    const s = await given.seller(t);
    await givenSellerBrands(t, s.id, ['HYDAC']);
    const request = await givenSellerRequest(t, (await given.verifiedBuyer(t)).id, { manufacturer: 'HYDAC' });
    const client = await given.loggedIn(t, s, 'seller');
    for (const validUntil of ['2099-02-31', '2099-13-01', '2099-00-10', '9999-99-99', '2100-02-29']) {
      const res = await client.post('/api/v1/seller/offers', offerBody(request.id, { validUntil }));
      expect({ validUntil, status: res.statusCode }).toEqual({ validUntil, status: 400 });
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: DATE_INVALID });
    }
    const leap = await client.post(
      '/api/v1/seller/offers',
      offerBody(request.id, { validUntil: '2096-02-29' }),
    );
    expect(leap.statusCode).toBe(201);
  });

  it('refuses a shipment expected on a day PostgreSQL cannot store', async () => {
    const s = await given.seller(t);
    const b = await given.verifiedBuyer(t);
    const { order } = await givenOrder(t, b.id, s.id);
    const client = await given.loggedIn(t, s, 'seller');
    for (const expectedShipDate of ['0000-01-01', '2026-02-31', '2026-11-31']) {
      const res = await client.post(`/api/v1/orders/${order.id}/confirm`, { expectedShipDate });
      expect({ expectedShipDate, status: res.statusCode }).toEqual({ expectedShipDate, status: 400 });
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: DATE_INVALID });
    }
    expect(
      (await client.post(`/api/v1/orders/${order.id}/confirm`, { expectedShipDate: '2026-12-01' }))
        .statusCode,
    ).toBe(200);
  });
});
