import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema/messaging.ts';
import * as given from '#server/test/given.ts';
import { startTestApp, type Client, type TestApp } from '#server/test/harness.ts';
import { outboxNow, recordedEvents } from '#server/test/outbox.ts';
import { startReceiver } from '#server/test/webhook-receiver.ts';
import { consumerJobHandlers } from '#server/consumers.ts';

/**
 * Issue 11, decision 038: an order's request writes the order and its event with one job per
 * consumer; the jobs tell everybody what the request itself used to tell them, exactly once.
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

const billing = { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' };

async function subscribe(client: Client, events: string[]): Promise<void> {
  const res = await client.post('/api/v1/webhooks', { url: receiver.url, events });
  expect(res.statusCode, res.body).toBe(201);
}

/** A request with two offers; the buyer orders the first. */
async function orderOneOfTwo() {
  const buyer = await given.verifiedBuyer(t);
  const winner = await given.seller(t);
  const loser = await given.seller(t);
  const request = await given.request(t, buyer.id, { partNumber: `JOB-${Date.now()}` });
  const won = await given.offer(t, request.id, winner.id);
  const lost = await given.offer(t, request.id, loser.id);
  const asBuyer = await given.loggedIn(t, buyer, 'buyer');
  const placed = await asBuyer.post('/api/v1/buyer/orders', {
    offerId: won.id,
    paymentTermsId: await given.activePaymentTermId(t, 30),
    billingAddress: billing,
    acceptLegal: true,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { buyer, winner, loser, won, lost, asBuyer, orderId: placed.json().id as string };
}

/** A consumer's job of an order's event, claimed by a worker of this name (as claimDueJobs does). */
async function claim(orderId: string, consumerJob: string, worker: string) {
  const [event] = await recordedEvents(t.database.db, 'order.placed', 'orderId', orderId);
  const [row] = await t.database.db
    .update(jobs)
    .set({ status: 'running', lockedAt: new Date(), lockedBy: worker, attempts: sql`${jobs.attempts} + 1` })
    .where(and(eq(jobs.type, consumerJob), sql`(${jobs.payload}->>'eventId')::bigint = ${event!.id}`))
    .returning();
  return row!;
}

describe("the order's consumer jobs (issue 11, decision 038)", () => {
  it('tells the buyer, the winning and the losing seller by webhook, each their own view', async () => {
    const buyer = await given.verifiedBuyer(t);
    const winner = await given.seller(t);
    const loser = await given.seller(t);
    await subscribe(await given.loggedIn(t, buyer, 'buyer'), ['order.placed']);
    await subscribe(await given.loggedIn(t, winner, 'seller'), ['order.placed', 'offer.accepted']);
    await subscribe(await given.loggedIn(t, loser, 'seller'), ['offer.rejected']);
    const request = await given.request(t, buyer.id, { partNumber: 'HOOK-ORDER-1' });
    const won = await given.offer(t, request.id, winner.id);
    const lost = await given.offer(t, request.id, loser.id);
    const placed = await (
      await given.loggedIn(t, buyer, 'buyer')
    ).post('/api/v1/buyer/orders', {
      offerId: won.id,
      paymentTermsId: await given.activePaymentTermId(t, 30),
      billingAddress: billing,
      acceptLegal: true,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as string;
    const before = receiver.received.length;
    await t.app.deps.jobs.drain(); // the consumers' jobs, then the deliveries they queued

    const bodies = receiver.received.slice(before).map((r) => JSON.parse(r.body));
    const ofType = (type: string) => bodies.filter((b) => b.type === type);
    const views = ofType('order.placed').map((b) => b.data);
    expect(views.map((v) => v.as).sort()).toEqual(['buyer', 'seller']);
    for (const v of views) expect(v.order.id).toBe(orderId);
    // The seller's view carries the buyer's contact (the order released it); the buyer's the seller's.
    expect(JSON.stringify(views.find((v) => v.as === 'seller'))).toContain(buyer.email);
    expect(ofType('offer.accepted').map((b) => b.data.offer.id)).toEqual([won.id]);
    const rejected = ofType('offer.rejected');
    expect(rejected.map((b) => b.data.offer.id)).toEqual([lost.id]);
    // The losing seller learns neither the buyer nor the winning price.
    expect(JSON.stringify(rejected)).not.toContain(buyer.email);
    expect(JSON.stringify(rejected)).not.toContain(placed.json().orderNumber);
  });

  it('queues every mail once, even when a second worker takes the job over', async () => {
    const { buyer, winner, loser, orderId } = await orderOneOfTwo();
    // Nothing is told before the job runs.
    expect(await outboxNow(t.database.db, buyer.email, 'order_confirmation')).toHaveLength(0);
    const handlers = consumerJobHandlers(t.database.db, 'http://localhost:3000');
    const handle = handlers['event.notifications']!.run;
    const first = await claim(orderId, 'event.notifications', 'worker-a');
    // Worker a stalls; the job is released as stale and worker b claims it.
    const second = await claim(orderId, 'event.notifications', 'worker-b');
    await handle(first); // a no longer holds it: nothing happens
    expect(await outboxNow(t.database.db, buyer.email, 'order_confirmation')).toHaveLength(0);
    await handle(second);
    await handle(second); // a repeat of a done job: nothing happens
    for (const [email, type] of [
      [buyer.email, 'order_confirmation'],
      [winner.email, 'order_confirmation'],
      [winner.email, 'offer_accepted'],
      [loser.email, 'offer_rejected'],
    ] as const) {
      expect(await outboxNow(t.database.db, email, type), `${email} ${type}`).toHaveLength(1);
    }
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, second.id));
    expect(job!.status).toBe('done');
    // Another consumer's job (webhooks), run and run again, never adds a mail.
    const hooks = await claim(orderId, 'event.webhooks', 'worker-c');
    await handlers['event.webhooks']!.run(hooks);
    await handlers['event.webhooks']!.run(hooks);
    expect(await outboxNow(t.database.db, buyer.email, 'order_confirmation')).toHaveLength(1);
  });

  it('is queued by the order only: a refused order queues nothing', async () => {
    const { asBuyer, lost, orderId } = await orderOneOfTwo();
    const again = await asBuyer.post('/api/v1/buyer/orders', {
      offerId: lost.id,
      paymentTermsId: await given.activePaymentTermId(t, 30),
      billingAddress: billing,
      acceptLegal: true,
    });
    expect(again.statusCode).toBe(409);
    const recorded = await recordedEvents(t.database.db, 'order.placed', 'requestId', lost.requestId);
    expect(recorded.map((e) => e.payload.orderId)).toEqual([orderId]);
  });
});
