import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenSellerRequest, offerBody } from '#server/test/given-seller.ts';
import { consumerJobsOf, recordedEvents, runConsumers } from '#server/test/outbox.ts';
import { sellerRegions } from '#server/db/schema/parties.ts';

/** Issue 30, 'Kann ich nicht liefern': decline with a reason, the buyer's count, undo. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function market() {
  const tag = `DCL${Math.random().toString(36).slice(2, 8)}`;
  const buyer = await given.verifiedBuyer(t);
  const request = await givenSellerRequest(t, buyer.id, { manufacturer: 'HYDAC', partNumber: `${tag}-1` });
  const s = await given.seller(t);
  return {
    tag,
    buyer,
    request,
    asBuyer: await given.loggedIn(t, buyer, 'buyer'),
    seller: s,
    asSeller: await given.loggedIn(t, s, 'seller'),
  };
}

async function listed(client: Client, tag: string) {
  const res = await client.get(`/api/v1/seller/requests?search=${tag}`);
  return (res.json() as { items: { id: string }[]; total: number }).items.map((r) => r.id);
}

/** The buyer's own request as listed to them. */
async function asListed(client: Client, requestId: string, tag: string) {
  const res = await client.get(`/api/v1/buyer/requests?search=${tag}`);
  expect(res.statusCode).toBe(200);
  const item = (res.json() as { items: { id: string }[] }).items.find((r) => r.id === requestId);
  return { item, body: res.body };
}

const relevantCount = async (client: Client) =>
  ((await client.get('/api/v1/seller/summary')).json() as { relevantRequests: number }).relevantRequests;

describe('POST /api/v1/seller/requests/:id/decline', () => {
  it('removes the request from the list and count, lists it for undo, and the buyer sees an anonymous count', async () => {
    const m = await market();
    const before = await relevantCount(m.asSeller);
    expect(await listed(m.asSeller, m.tag)).toEqual([m.request.id]);

    const res = await m.asSeller.post(`/api/v1/seller/requests/${m.request.id}/decline`, {
      reason: 'lieferzeit',
      note: 'Frühestens in 12 Wochen',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      items: [{ requestId: m.request.id, reason: 'lieferzeit', note: 'Frühestens in 12 Wochen' }],
    });
    expect(await listed(m.asSeller, m.tag)).toEqual([]);
    expect(await relevantCount(m.asSeller)).toBe(before - 1);
    expect(
      ((await m.asSeller.get('/api/v1/seller/declines')).json() as { items: unknown[] }).items,
    ).toHaveLength(1);

    const own = await asListed(m.asBuyer, m.request.id, m.tag);
    expect(own.item).toMatchObject({ declineCount: 1 });
    expect(own.body).not.toContain(m.seller.id);
    expect(own.body).not.toContain('Frühestens');

    // One event on the spine, its live consumer queued and done.
    const [event] = await recordedEvents(t.database.db, 'request.declined', 'requestId', m.request.id);
    expect(event?.payload).toMatchObject({ reason: 'lieferzeit', buyerId: m.buyer.id });
    await runConsumers(t.database.db);
    // Decision 069: the admin chart weeks count the week's declines.
    expect(await consumerJobsOf(t.database.db, event!.id)).toEqual([
      { type: 'event.charts', status: 'done' },
      { type: 'event.live', status: 'done' },
    ]);

    // A second decline replaces the reason (one row per seller).
    expect(
      (await m.asSeller.post(`/api/v1/seller/requests/${m.request.id}/decline`, { reason: 'menge' }))
        .statusCode,
    ).toBe(201);
    expect((await asListed(m.asBuyer, m.request.id, m.tag)).item).toMatchObject({
      declineCount: 1,
    });

    // Undo: back in the list and count.
    const undo = await m.asSeller.request('DELETE', `/api/v1/seller/requests/${m.request.id}/decline`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ items: [] });
    expect(await listed(m.asSeller, m.tag)).toEqual([m.request.id]);
    expect(await relevantCount(m.asSeller)).toBe(before);
    expect((await asListed(m.asBuyer, m.request.id, m.tag)).item).toMatchObject({
      declineCount: 0,
    });
    expect(
      await recordedEvents(t.database.db, 'request.decline_undone', 'requestId', m.request.id),
    ).toHaveLength(1);
  });

  it('an offer after a decline takes the decline back; a decline after an offer is refused', async () => {
    const m = await market();
    await m.asSeller.post(`/api/v1/seller/requests/${m.request.id}/decline`, { reason: 'nicht_verfuegbar' });
    const offer = await m.asSeller.post('/api/v1/seller/offers', offerBody(m.request.id));
    expect(offer.statusCode).toBe(201);
    expect((await asListed(m.asBuyer, m.request.id, m.tag)).item).toMatchObject({
      declineCount: 0,
      offerCount: 1,
    });
    const again = await m.asSeller.post(`/api/v1/seller/requests/${m.request.id}/decline`, {
      reason: 'nicht_verfuegbar',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Angebot') });
  });

  it('refuses the wrong role, no session, a bad body and requests the seller may not see', async () => {
    const m = await market();
    const url = `/api/v1/seller/requests/${m.request.id}/decline`;
    expect((await m.asBuyer.post(url, { reason: 'menge' })).statusCode).toBe(403);
    expect((await m.asBuyer.request('DELETE', url)).statusCode).toBe(403);
    expect((await m.asBuyer.get('/api/v1/seller/declines')).statusCode).toBe(403);
    expect((await new Client(t.app).post(url, { reason: 'menge' })).statusCode).toBe(401);

    for (const body of [
      {},
      { reason: 'keine_lust' },
      { reason: 'sonstiges' },
      { reason: 'menge', note: 7 },
    ]) {
      const res = await m.asSeller.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatch(/Grund|beschreiben|Eingabe|Text|erwartet/);
    }
    expect(
      (await m.asSeller.post('/api/v1/seller/requests/kein-uuid/decline', { reason: 'menge' })).statusCode,
    ).toBe(400);

    // Another user's request the seller does not see (outside their regions), and their own.
    await t.database.db.insert(sellerRegions).values({ sellerId: m.seller.id, region: 'AT' });
    const hidden = await m.asSeller.post(url, { reason: 'menge' });
    expect(hidden.statusCode).toBe(404);
    await t.database.db.delete(sellerRegions);
    const ownRequest = await givenSellerRequest(t, m.seller.id, { manufacturer: 'HYDAC' });
    expect(
      (await m.asSeller.post(`/api/v1/seller/requests/${ownRequest.id}/decline`, { reason: 'menge' }))
        .statusCode,
    ).toBe(403);

    // Another seller cannot undo this seller's decline.
    expect((await m.asSeller.post(url, { reason: 'menge' })).statusCode).toBe(201);
    const other = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await other.request('DELETE', url)).statusCode).toBe(404);
    expect((await asListed(m.asBuyer, m.request.id, m.tag)).item).toMatchObject({
      declineCount: 1,
    });
  });
});
