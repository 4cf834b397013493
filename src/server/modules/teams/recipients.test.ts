import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { offerBody } from '#server/test/given-seller.ts';
import { member } from '#server/test/given-team.ts';
import { queuedMails } from '#server/test/outbox.ts';

/*
 * Issue 37 (decision 071): the company mails of a request's life — new request, offer, order,
 * question — reach the assignee, else the members of the handling roles who chose 'alle' and the
 * request's creator, else the company's owner; one mail per recipient.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const choose = async (client: Client, companyMails: 'all' | 'assigned' | 'none') => {
  const res = await client.put('/api/v1/notification-settings', {
    newRequests: 'instant',
    urgentOnly: false,
    regions: [],
    offers: 'instant',
    companyMails,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().companyMails).toBe(companyMails);
};

const count = async (email: string, template: string) =>
  (await queuedMails(t.database.db, email, template)).length;

describe('who of a company gets its mails (decision 071)', { timeout: 120_000 }, () => {
  it('the roles who chose alle, the creator, the assignee — and the owner when nobody else', async () => {
    const sellerOwner = await given.seller(t);
    const sellerClient = await given.loggedIn(t, sellerOwner, 'seller');
    const salesAll = await member(t, sellerClient, 'seller', 'sales');
    const salesAssigned = await member(t, sellerClient, 'seller', 'sales');
    await choose(salesAll.client, 'all');
    // The default of a member who is no owner: only what is assigned to it.
    expect((await salesAssigned.client.get('/api/v1/notification-settings')).json().companyMails).toBe(
      'assigned',
    );
    expect((await sellerClient.get('/api/v1/notification-settings')).json().companyMails).toBe('all');

    const buyerOwner = await given.verifiedBuyer(t);
    const buyerClient = await given.loggedIn(t, buyerOwner, 'buyer');
    const purchaser = await member(t, buyerClient, 'buyer', 'purchasing');
    const requester = await member(t, buyerClient, 'buyer', 'requester');
    const reader = await member(t, buyerClient, 'buyer', 'read');
    await choose(purchaser.client, 'all');
    await choose(reader.client, 'all');

    const form = given.multipart({
      partNumber: 'EMPF-1',
      manufacturer: 'HYDAC',
      quantity: '1',
      urgency: 'normal',
    });
    const created = await requester.client.request('POST', '/api/v1/buyer/requests', form.body, form.headers);
    expect(created.statusCode, created.body).toBe(201);
    const requestId = (created.json() as { id: string }).id;

    // A new request: the seller's owner and the 'Vertrieb' who chose 'alle'.
    expect(await count(sellerOwner.email, 'new_request_notification')).toBe(1);
    expect(await count(salesAll.email, 'new_request_notification')).toBe(1);
    expect(await count(salesAssigned.email, 'new_request_notification')).toBe(0);

    // The seller assigns it; an offer: the buyer's owner, 'Einkauf' with 'alle', and the creator.
    expect(
      (
        await sellerClient.put(`/api/v1/seller/requests/${requestId}/assignee`, {
          assigneeId: salesAssigned.id,
        })
      ).statusCode,
    ).toBe(200);
    const offer = await salesAssigned.client.post('/api/v1/seller/offers', offerBody(requestId));
    expect(offer.statusCode, offer.body).toBe(201);
    for (const email of [buyerOwner.email, purchaser.email, requester.email])
      expect(await count(email, 'new_offer_notification'), email).toBe(1);
    expect(await count(reader.email, 'new_offer_notification')).toBe(0);

    // The order: on the seller's side only its assignee; on the buyer's the same three as above.
    const ordered = await purchaser.client.post('/api/v1/buyer/orders', {
      offerId: (offer.json() as { id: string }).id,
      paymentTermsId: await given.activePaymentTermId(t),
      billingAddress: { street: 'Werkstraße 5', city: 'Ulm', zip: '89073', country: 'Deutschland' },
      acceptLegal: true,
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(await count(salesAssigned.email, 'order_confirmation')).toBe(1);
    for (const email of [sellerOwner.email, salesAll.email])
      expect(await count(email, 'order_confirmation')).toBe(0);
    for (const email of [buyerOwner.email, purchaser.email, requester.email])
      expect(await count(email, 'order_confirmation'), email).toBe(1);
  });

  it("falls back to the owner when every member chose 'keine'", async () => {
    const sellerOwner = await given.seller(t);
    const sellerClient = await given.loggedIn(t, sellerOwner, 'seller');
    const buyerOwner = await given.verifiedBuyer(t);
    const buyerClient = await given.loggedIn(t, buyerOwner, 'buyer');
    const purchaser = await member(t, buyerClient, 'buyer', 'purchasing');
    await choose(buyerClient, 'none');
    await choose(purchaser.client, 'none');
    const form = given.multipart({
      partNumber: 'EMPF-2',
      manufacturer: 'HYDAC',
      quantity: '1',
      urgency: 'normal',
    });
    const created = await buyerClient.request('POST', '/api/v1/buyer/requests', form.body, form.headers);
    const requestId = (created.json() as { id: string }).id;
    await queuedMails(t.database.db, sellerOwner.email, 'new_request_notification');
    const offer = await sellerClient.post('/api/v1/seller/offers', offerBody(requestId));
    expect(offer.statusCode, offer.body).toBe(201);
    expect(await count(buyerOwner.email, 'new_offer_notification')).toBe(1);
    expect(await count(purchaser.email, 'new_offer_notification')).toBe(0);
  });

  it('the answer to a question, the won and the lost offer, and a closed request follow the same rule', async () => {
    // Seller A: its owner and a 'Vertrieb' who chose 'alle'. Seller B: the request assigned to a colleague.
    const ownerA = await given.seller(t);
    const clientA = await given.loggedIn(t, ownerA, 'seller');
    const allA = await member(t, clientA, 'seller', 'sales');
    await choose(allA.client, 'all');
    const ownerB = await given.seller(t);
    const clientB = await given.loggedIn(t, ownerB, 'seller');
    const assignedB = await member(t, clientB, 'seller', 'sales');

    const buyerOwner = await given.verifiedBuyer(t);
    const buyerClient = await given.loggedIn(t, buyerOwner, 'buyer');
    const newRequest = async (partNumber: string) => {
      const form = given.multipart({ partNumber, manufacturer: 'HYDAC', quantity: '1', urgency: 'normal' });
      const created = await buyerClient.request('POST', '/api/v1/buyer/requests', form.body, form.headers);
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as { id: string }).id;
      const assigned = await clientB.put(`/api/v1/seller/requests/${id}/assignee`, {
        assigneeId: assignedB.id,
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const offerA = await clientA.post('/api/v1/seller/offers', offerBody(id));
      expect(offerA.statusCode, offerA.body).toBe(201);
      const offerB = await assignedB.client.post('/api/v1/seller/offers', offerBody(id, { price: '250,00' }));
      expect(offerB.statusCode, offerB.body).toBe(201);
      return { id, offerA: (offerA.json() as { id: string }).id };
    };

    const first = await newRequest('EMPF-3');
    const asked = await clientA.post(`/api/v1/seller/requests/${first.id}/questions`, {
      text: 'NBR oder FKM?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const questionId = (asked.json() as { id: string }).id;
    const answered = await buyerClient.post(
      `/api/v1/buyer/requests/${first.id}/questions/${questionId}/answer`,
      {
        text: 'FKM, bitte.',
      },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    for (const email of [ownerA.email, allA.email, assignedB.email])
      expect(await count(email, 'question_answered'), email).toBe(1);
    expect(await count(ownerB.email, 'question_answered')).toBe(0);

    const ordered = await buyerClient.post('/api/v1/buyer/orders', {
      offerId: first.offerA,
      paymentTermsId: await given.activePaymentTermId(t),
      billingAddress: { street: 'Werkstraße 5', city: 'Ulm', zip: '89073', country: 'Deutschland' },
      acceptLegal: true,
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    for (const email of [ownerA.email, allA.email])
      expect(await count(email, 'offer_accepted'), email).toBe(1);
    expect(await count(assignedB.email, 'offer_rejected')).toBe(1);
    expect(await count(ownerB.email, 'offer_rejected')).toBe(0);

    const second = await newRequest('EMPF-4');
    const closed = await buyerClient.post(`/api/v1/buyer/requests/${second.id}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    for (const email of [ownerA.email, allA.email, assignedB.email])
      expect(await count(email, 'request_closed'), email).toBe(1);
    expect(await count(ownerB.email, 'request_closed')).toBe(0);
  });
});
