import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { offerBody } from '#server/test/given-seller.ts';
import { member } from '#server/test/given-team.ts';

/*
 * Issue 37 (decision 071): a member's data export holds the member's own data — its person and
 * what it created — not the company's books; the owner's export stays the company's.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function exportOf(client: Client): Promise<PizZip> {
  const res = await client.post('/api/v1/account/privacy/export', undefined);
  expect(res.statusCode, res.body).toBe(202);
  await t.app.deps.jobs.drain();
  const file = await client.get(`/api/v1/account/privacy/exports/${res.json().export.id}/file`);
  expect(file.statusCode).toBe(200);
  return new PizZip(file.rawPayload);
}
const read = (zip: PizZip, name: string) => JSON.parse(zip.file(name)!.asText()) as unknown;

async function request(client: Client, partNumber: string): Promise<string> {
  const form = given.multipart({ partNumber, manufacturer: 'HYDAC', quantity: '1', urgency: 'normal' });
  const res = await client.request('POST', '/api/v1/buyer/requests', form.body, form.headers);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

describe("a member's privacy export (decision 071)", () => {
  it("holds the member's own requests and settings; the owner's holds the company's", async () => {
    const owner = await given.verifiedBuyer(t);
    const ownerClient = await given.loggedIn(t, owner, 'buyer');
    const requester = await member(t, ownerClient, 'buyer', 'requester');
    const ownersRequest = await request(ownerClient, 'EXPORT-OWNER');
    const membersRequest = await request(requester.client, 'EXPORT-MEMBER');
    await requester.client.put('/api/v1/notification-settings', {
      newRequests: 'instant',
      urgentOnly: false,
      regions: [],
      offers: 'off',
      companyMails: 'none',
    });

    const mine = await exportOf(requester.client);
    expect(read(mine, 'profile.json')).toMatchObject({
      account: { email: requester.email },
      membership: { role: 'requester' },
    });
    expect((read(mine, 'requests.json') as { id: string }[]).map((r) => r.id)).toEqual([membersRequest]);
    expect(read(mine, 'notification-settings.json')).toMatchObject({ offers: 'off', companyMails: 'none' });
    expect((read(mine, 'sessions.json') as unknown[]).length).toBeGreaterThan(0);
    // Not the company's books: no offers received, no orders received, no ratings, no webhooks.
    for (const name of ['offers-received.json', 'orders-received.json', 'ratings.json', 'webhooks.json'])
      expect(mine.file(name), name).toBeNull();
    expect(Object.values(mine.files).some((f) => !f.dir && f.asText().includes(owner.email))).toBe(false);

    const company = await exportOf(ownerClient);
    expect((read(company, 'requests.json') as { id: string }[]).map((r) => r.id).sort()).toEqual(
      [ownersRequest, membersRequest].sort(),
    );
    expect(company.file('offers-received.json')).not.toBeNull();
  });

  it("a seller's member exports the offers it wrote, not its colleagues'", async () => {
    const sellerOwner = await given.seller(t);
    const sellerClient = await given.loggedIn(t, sellerOwner, 'seller');
    const sales = await member(t, sellerClient, 'seller', 'sales');
    const buyerClient = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const first = await request(buyerClient, 'EXPORT-OFFER-1');
    const second = await request(buyerClient, 'EXPORT-OFFER-2');
    expect((await sales.client.post('/api/v1/seller/offers', offerBody(first))).statusCode).toBe(201);
    expect((await sellerClient.post('/api/v1/seller/offers', offerBody(second))).statusCode).toBe(201);
    const mine = await exportOf(sales.client);
    expect((read(mine, 'offers-made.json') as { requestId: string }[]).map((o) => o.requestId)).toEqual([
      first,
    ]);
    expect((read(mine, 'requests.json') as unknown[]).length).toBe(0);
  });
});
