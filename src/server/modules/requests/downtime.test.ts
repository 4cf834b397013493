import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '#server/test/harness.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';

/*
 * Issue 31: a request's needed-by day and the buyer's downtime cost per day, written through the
 * form's route, rank the buyer's offers by effective cost; sellers see the day, never the cost.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function postRequest(client: Client, fields: Record<string, string>) {
  const { body, headers } = given.multipart({ partNumber: 'DT-2000', quantity: '1', ...fields });
  return client.request('POST', '/api/v1/buyer/requests', body, headers);
}

describe('needed by and downtime cost (issue 31)', () => {
  it('at 2 000 €/day the offer 300 € dearer and a week faster ranks first, with all three marks', async () => {
    const buyer = await given.verifiedBuyer(t);
    const client = await given.loggedIn(t, buyer, 'buyer');
    const neededBy = germanDatePlusDays(10);
    const created = await postRequest(client, { neededBy, downtimeCostPerDay: '2.000,00' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ neededBy, downtimeCostPerDay: '2000.00' });
    const requestId = created.json().id as string;

    const cheap = await given.offer(t, requestId, (await given.seller(t)).id, {
      price: '1200.00',
      shippingCost: '0.00',
      deliveryDays: 14,
      deliveryUnit: 'weeks',
    });
    const fast = await given.offer(t, requestId, (await given.seller(t)).id, {
      price: '1500.00',
      shippingCost: '0.00',
      deliveryDays: 7,
      deliveryUnit: 'weeks',
    });
    const res = await client.get(`/api/v1/buyer/requests/${requestId}/offers`);
    expect(res.statusCode).toBe(200);
    const list = res.json().offers;
    expect(list.map((o: { id: string }) => o.id)).toEqual([fast.id, cheap.id]);
    expect(list[0]).toMatchObject({
      label: 'Angebot 1',
      bestTotalCost: true,
      fastestDelivery: true,
      bestPrice: false,
      effectiveCost: '15500.00',
      expectedDelivery: germanDatePlusDays(7),
      timeliness: 'onTime',
    });
    expect(list[1]).toMatchObject({
      bestTotalCost: false,
      bestPrice: true,
      effectiveCost: '29200.00',
      timeliness: 'late',
    });
  });

  it('without a cost per day the order is by price and there is no best total cost', async () => {
    const buyer = await given.verifiedBuyer(t);
    const client = await given.loggedIn(t, buyer, 'buyer');
    const created = await postRequest(client, { neededBy: '', downtimeCostPerDay: '' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ neededBy: null, downtimeCostPerDay: null });
    const requestId = created.json().id as string;
    const cheap = await given.offer(t, requestId, (await given.seller(t)).id, {
      price: '1200.00',
      deliveryDays: 14,
    });
    const fast = await given.offer(t, requestId, (await given.seller(t)).id, {
      price: '1500.00',
      deliveryDays: 7,
    });
    const list = (await client.get(`/api/v1/buyer/requests/${requestId}/offers`)).json().offers;
    expect(list.map((o: { id: string }) => o.id)).toEqual([cheap.id, fast.id]);
    expect(list.map((o: { bestTotalCost: boolean }) => o.bestTotalCost)).toEqual([false, false]);
    expect(list[0]).toMatchObject({ bestPrice: true, effectiveCost: null, timeliness: null });
  });

  it.each([
    [{ neededBy: germanDatePlusDays(-1) }, 'Das Datum „Benötigt bis“ darf nicht in der Vergangenheit liegen'],
    [{ neededBy: '2026-02-31' }, 'Bitte geben Sie ein gültiges Datum ein'],
    [{ downtimeCostPerDay: '-5' }, 'Bitte geben Sie die Stillstandskosten pro Tag als positiven Betrag ein'],
    [
      { downtimeCostPerDay: 'viel' },
      'Bitte geben Sie die Stillstandskosten pro Tag als positiven Betrag ein',
    ],
    [{ downtimeCostPerDay: '0' }, 'Bitte geben Sie die Stillstandskosten pro Tag als positiven Betrag ein'],
  ])('refuses a bad body %j in German, never a 500', async (fields, message) => {
    const client = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const res = await postRequest(client, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('the seller sees the needed-by day in the list and in the own offer, never the cost', async () => {
    const buyer = await given.verifiedBuyer(t);
    const neededBy = germanDatePlusDays(5);
    const request = await given.request(t, buyer.id, {
      manufacturer: null,
      neededBy,
      downtimeCostPerDay: '87654.32',
    });
    const s = await given.seller(t);
    const asSeller = await given.loggedIn(t, s, 'seller');
    const feed = await asSeller.get(
      `/api/v1/seller/requests?search=${encodeURIComponent(request.partNumber)}`,
    );
    expect(feed.statusCode).toBe(200);
    const item = feed.json().items.find((r: { id: string }) => r.id === request.id);
    expect(item).toMatchObject({ neededBy });
    const offer = await given.offer(t, request.id, s.id);
    const own = await asSeller.get(`/api/v1/seller/offers/${offer.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().request).toMatchObject({ neededBy });
    for (const body of [feed.body, own.body]) {
      expect(body).not.toContain('87654');
      expect(body).not.toContain('downtime');
    }
  });
});
