import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, requests } from '#server/db/schema/marketplace.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { listAuditRows } from '#server/modules/audit/read.ts';
import { queuedMails, runConsumers } from '#server/test/outbox.ts';
import { expireRequests } from './lifecycle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (email: string, templateType: string) => queuedMails(t.database.db, email, templateType);

async function sellerSees(client: Client, r: { id: string; partNumber: string }) {
  const page = (
    await client.get(`/api/v1/seller/requests?search=${encodeURIComponent(r.partNumber)}&pageSize=100`)
  ).json();
  return (page.items as { id: string }[]).some((x) => x.id === r.id);
}

async function withOffers() {
  const buyer = await given.verifiedBuyer(t);
  const request = await given.request(t, buyer.id, { manufacturer: null });
  const s1 = await given.seller(t);
  const s2 = await given.seller(t);
  const o1 = await given.offer(t, request.id, s1.id, { price: '100.00' });
  const o2 = await given.offer(t, request.id, s2.id, { price: '120.00' });
  return { buyer, request, s1, s2, o1, o2, asBuyer: await given.loggedIn(t, buyer, 'buyer') };
}

const offerStatus = async (id: string) =>
  (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0]!.status;

describe('buyer ends a request (issue 14)', () => {
  it('a cancelled request disappears from a seller’s list at once; offering sellers get a mail', async () => {
    const { request, s1, s2, o1, asBuyer } = await withOffers();
    const watcher = await given.seller(t);
    const asWatcher = await given.loggedIn(t, watcher, 'seller');
    expect(await sellerSees(asWatcher, request)).toBe(true);

    const res = await asBuyer.post(`/api/v1/buyer/requests/${request.id}/cancel`, {
      reason: 'Projekt gestoppt',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', closeReason: 'Projekt gestoppt' });
    expect(await sellerSees(asWatcher, request)).toBe(false);
    expect(await offerStatus(o1.id)).toBe('abgelehnt');
    for (const s of [s1, s2]) {
      const [mail] = await mailsTo(s.email, 'request_closed');
      expect(mail!.variables).toMatchObject({
        request_status: 'Storniert',
        cancel_reason: 'Projekt gestoppt',
      });
    }
    expect((await listAuditRows(t.database.db, 'request', request.id))[0]!.action).toBe('request.cancel');
  });

  it('closing needs no reason; the request leaves the list as Geschlossen', async () => {
    const { request, s1, asBuyer } = await withOffers();
    const res = await asBuyer.post(`/api/v1/buyer/requests/${request.id}/close`, {});
    expect(res.json().status).toBe('closed');
    expect((await mailsTo(s1.email, 'request_closed'))[0]!.variables.request_status).toBe('Geschlossen');
    const asS1 = await given.loggedIn(t, s1, 'seller');
    expect(await sellerSees(asS1, request)).toBe(false);
    const own = (await asS1.get('/api/v1/seller/offers')).json();
    expect(
      own.items.find((o: { requestId?: string; status: string }) => o.status === 'abgelehnt'),
    ).toBeTruthy();
  });

  it('refuses: cancel without reason 400, twice 409, another buyer 404, seller role 403, anonymous 401', async () => {
    const { request, asBuyer } = await withOffers();
    const url = `/api/v1/buyer/requests/${request.id}`;
    expect((await asBuyer.post(`${url}/cancel`, {})).statusCode).toBe(400);
    const other = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    expect((await other.post(`${url}/close`, {})).statusCode).toBe(404);
    const s = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await s.post(`${url}/close`, {})).statusCode).toBe(403);
    expect((await new Client(t.app).post(`${url}/close`, {})).statusCode).toBe(401);
    const both = await Promise.all([asBuyer.post(`${url}/close`, {}), asBuyer.post(`${url}/close`, {})]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe('Diese Anfrage ist nicht mehr aktiv');
    expect(await listAuditRows(t.database.db, 'request', request.id)).toHaveLength(1);
  });

  it('a seller acting as buyer ends its own request', async () => {
    const a = await given.seller(t);
    const request = await given.request(t, a.id);
    const asA = await given.loggedIn(t, a, 'seller');
    expect((await asA.post(`/api/v1/seller/my-requests/${request.id}/close`, {})).statusCode).toBe(200);
  });
});

describe('an order tells every bidder the outcome', () => {
  it('rejects the other pending offers with offer_rejected (no buyer, no winning price), winner gets offer_accepted', async () => {
    const { buyer, request, s1, s2, o1, o2, asBuyer } = await withOffers();
    const termId = await given.activePaymentTermId(t);
    const billingAddress = {
      street: 'Hauptstraße 1',
      city: 'Stuttgart',
      zip: '70173',
      country: 'Deutschland',
    };
    const placed = await asBuyer.post('/api/v1/buyer/orders', {
      offerId: o1.id,
      paymentTermsId: termId,
      billingAddress,
      acceptLegal: true,
    });
    expect(placed.statusCode).toBe(201);
    expect(await offerStatus(o2.id)).toBe('abgelehnt');
    expect(await offerStatus(o1.id)).toBe('angenommen');
    await runConsumers(t.database.db);
    const [rejected] = await mailsTo(s2.email, 'offer_rejected');
    const text = JSON.stringify(rejected);
    for (const secret of [buyer.email, 'Muster Hydraulik', 'Hauptstraße', '100,00', '119,00', s1.email]) {
      expect(text).not.toContain(secret);
    }
    expect(rejected!.variables.part_number).toBe(request.partNumber);
    expect(await mailsTo(s1.email, 'offer_accepted')).toHaveLength(1);
    // The losing seller's own offer view says 'abgelehnt' and nothing of the buyer or the winner.
    const asS2 = await given.loggedIn(t, s2, 'seller');
    const mine = (await asS2.get(`/api/v1/seller/offers/${o2.id}`)).json();
    expect(mine.status).toBe('abgelehnt');
    expect(JSON.stringify(mine)).not.toMatch(new RegExp(`${buyer.email}|Muster Hydraulik|${o1.id}`));
  });
});

describe('request expiry job', () => {
  it('closes expired requests, rejects their offers and tells the owner once', async () => {
    const { buyer, request, o1 } = await withOffers();
    await t.database.db
      .update(requests)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(requests.id, request.id));
    await expireRequests({ ctx: { db: t.database.db }, input: { siteUrl: 'http://x' } });
    await expireRequests({ ctx: { db: t.database.db }, input: { siteUrl: 'http://x' } });
    const [r] = await t.database.db.select().from(requests).where(eq(requests.id, request.id));
    expect(r).toMatchObject({ status: 'closed', closeReason: 'expired' });
    expect(await offerStatus(o1.id)).toBe('abgelehnt');
    expect(await mailsTo(buyer.email, 'request_expired')).toHaveLength(1);
  });

  it('sets expires_at from the chosen duration (default 30 days) and refuses other durations', async () => {
    const buyer = await given.verifiedBuyer(t);
    const client = await given.loggedIn(t, buyer, 'buyer');
    const f14 = given.multipart({ partNumber: 'EXP-14', durationDays: '14' });
    const res = await client.request('POST', '/api/v1/buyer/requests', f14.body, f14.headers);
    expect(res.statusCode).toBe(201);
    const days = (Date.parse(res.json().expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    const fDefault = given.multipart({ partNumber: 'EXP-30' });
    const def = await client.request('POST', '/api/v1/buyer/requests', fDefault.body, fDefault.headers);
    expect(Math.round((Date.parse(def.json().expiresAt) - Date.now()) / 86_400_000)).toBe(30);
    const bad = given.multipart({ partNumber: 'EXP-5', durationDays: '5' });
    expect((await client.request('POST', '/api/v1/buyer/requests', bad.body, bad.headers)).statusCode).toBe(
      400,
    );
  });
});
