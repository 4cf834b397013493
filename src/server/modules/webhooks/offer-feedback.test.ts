import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema/messaging.ts';
import { consumerJobType } from '#server/events/subscriptions.ts';
import * as given from '#server/test/given.ts';
import { givenSellerRequest, offerBody } from '#server/test/given-seller.ts';
import type { Client } from '#server/test/harness.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { startReceiver, type Received } from '#server/test/webhook-receiver.ts';
import { webhookEnvelopeSchema } from '#shared/webhooks/payloads.ts';
import type { CreatedWebhook } from '#shared/webhooks/schema.ts';

/**
 * Decision 069 (issue 35's leftover): the webhook of a decided offer carries the bidder's feedback
 * even when the performance consumer, which stores it, has not run yet — and never the chosen
 * offer's price or identity.
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const billingAddress = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };

async function register(client: Client, events: string[]): Promise<CreatedWebhook> {
  const res = await client.post('/api/v1/webhooks', { url: receiver.url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Runs every job but the performance consumer's: the worst order for the webhook. */
async function drainWithoutPerformance() {
  await t.database.db
    .delete(jobs)
    .where(and(eq(jobs.type, consumerJobType('performance')), eq(jobs.status, 'pending')));
  await t.app.deps.jobs.drain();
}

interface DecidedEnvelope {
  type: string;
  data: { offer: { id: string; feedback: unknown } };
}

const envelopeOf = (hit: Received) => JSON.parse(hit.body) as DecidedEnvelope;

async function bidders(n: number, prices: string[]) {
  const buyer = await given.verifiedBuyer(t);
  const asBuyer = await given.loggedIn(t, buyer, 'buyer');
  const sellers = await Promise.all(Array.from({ length: n }, () => given.seller(t)));
  const clients = await Promise.all(sellers.map((s) => given.loggedIn(t, s, 'seller')));
  const request = await givenSellerRequest(t, buyer.id);
  const offerIds: string[] = [];
  for (const [i, c] of clients.entries()) {
    const res = await c.post(
      '/api/v1/seller/offers',
      offerBody(request.id, { price: prices[i], shippingCost: '0' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    offerIds.push((res.json() as { id: string }).id);
  }
  return { buyer, asBuyer, sellers, clients, request, offerIds };
}

describe('the webhook of a decided offer carries its feedback (decision 069)', { timeout: 120_000 }, () => {
  it('offer.rejected: rank, bidders and gap, even before the performance job; no chosen price or id', async () => {
    const { asBuyer, sellers, clients, offerIds } = await bidders(3, ['100,00', '110,00', '137,45']);
    for (const c of clients.slice(1)) await register(c, ['offer.rejected']);
    const termId = await given.activePaymentTermId(t);
    const before = receiver.received.length;
    const ordered = await asBuyer.post('/api/v1/buyer/orders', {
      offerId: offerIds[0],
      paymentTermsId: termId,
      billingAddress,
      acceptLegal: true,
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    await drainWithoutPerformance();

    const hits = receiver.received.slice(before).filter((h) => offerIds.some((id) => h.body.includes(id)));
    expect(hits).toHaveLength(2);
    const byOffer = new Map(hits.map((h) => [envelopeOf(h).data.offer.id, h]));
    const third = envelopeOf(byOffer.get(offerIds[2]!)!);
    expect(webhookEnvelopeSchema('offer.rejected').safeParse(third).success).toBe(true);
    expect(third.data.offer.feedback).toEqual({
      outcome: 'lost',
      rank: 3,
      bidders: 3,
      reference: 'chosen',
      gap: { kind: 'percent', percent: 37, direction: 'above' },
    });
    expect(envelopeOf(byOffer.get(offerIds[1]!)!).data.offer.feedback).toMatchObject({ rank: 2, bidders: 3 });
    for (const hit of hits) {
      // Neither the chosen offer, its seller nor its price.
      for (const secret of [offerIds[0]!, sellers[0]!.id, sellers[0]!.email, '100,00', '"100.00"', '"100"'])
        expect(hit.body).not.toContain(secret);
    }
  });

  it('two bidders: a band, never the exact gap; a request ended without order: the lowest offer as reference', async () => {
    const { asBuyer, clients, request, offerIds } = await bidders(2, ['200,00', '214,00']);
    await register(clients[1]!, ['request.closed']);
    const before = receiver.received.length;
    expect((await asBuyer.post(`/api/v1/buyer/requests/${request.id}/close`, {})).statusCode).toBe(200);
    await drainWithoutPerformance();
    const hits = receiver.received.slice(before).filter((h) => h.body.includes(offerIds[1]!));
    expect(hits).toHaveLength(1);
    const envelope = envelopeOf(hits[0]!);
    expect(webhookEnvelopeSchema('request.closed').safeParse(envelope).success).toBe(true);
    expect(envelope.data.offer.feedback).toEqual({
      outcome: 'ended',
      rank: 2,
      bidders: 2,
      reference: 'lowest',
      gap: { kind: 'band', from: 5, to: 10, direction: 'above' },
    });
    for (const secret of [offerIds[0]!, '200,00', '"200.00"', '"200"', '7 %', '"percent"'])
      expect(hits[0]!.body).not.toContain(secret);
  });
});
