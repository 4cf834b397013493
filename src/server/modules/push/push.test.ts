import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/auth.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { pushDeliveries, pushSubscriptions } from '#server/db/schema/push.ts';
import { consumerJobHandlers } from '#server/consumers.ts';
import { consumerJobType } from '#server/events/subscriptions.ts';
import * as given from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { offerBody } from '#server/test/given-seller.ts';
import { startTestApp, type TestApp, type Client } from '#server/test/harness.ts';
import { recordedEvents } from '#server/test/outbox.ts';
import { startPushService, type BrowserSubscription } from '#server/test/push-service.ts';
import { recordEvent } from '#server/events/record.ts';
import { applyRetention } from '#server/modules/retention/service.ts';
import { createJobRunner } from '#server/modules/jobs/runner.ts';
import pino from 'pino';
import { createPushJobHandler } from './deliver.ts';
import { PUSH_JOB } from './queue.ts';

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  t = await startTestApp({ env: { PUSH_ALLOW_PRIVATE: 'true' } });
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
  await t.close();
});

/** Runs due jobs; `due` first makes every pending job due now (time passes). */
async function drain(due = false) {
  if (due) await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, 'pending'));
  await t.app.deps.jobs.drain();
}

async function subscribeDevice(client: Client, ua = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile') {
  const sub = push.browserSubscription();
  const res = await client.request(
    'POST',
    '/api/v1/push/subscriptions',
    { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys },
    { 'user-agent': ua },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { sub, device: res.json() as { id: string; label: string } };
}

/** What the phone shows: the decrypted messages of this subscription. */
function shown(sub: BrowserSubscription) {
  return push.hitsOf(sub).map((h) => {
    expect(h.problem, h.problem ?? '').toBeNull();
    return JSON.parse(h.plaintext!) as { title: string; body: string; url: string; tag: string };
  });
}

async function createRequest(client: Client, fields: Record<string, string>) {
  const { body, headers } = given.multipart({ manufacturer: 'Bosch Rexroth', quantity: '3', ...fields });
  const res = await client.request('POST', '/api/v1/buyer/requests', body, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

describe('web push (issue 31)', () => {
  it('tells an opted-in seller of a new request, encrypted, VAPID-signed, in the seller’s language, without the buyer', async () => {
    const seller = await given.seller(t);
    await t.database.db.update(profiles).set({ language: 'it' }).where(eq(profiles.id, seller.id));
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const { sub, device } = await subscribeDevice(asSeller);
    expect(device.label).toBe('Chrome · Android');
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    await createRequest(asBuyer, {
      partNumber: 'PUSH-4711',
      urgency: 'dringend',
      downtimeCostPerDay: '76543,21',
    });
    await drain();

    const [hit, ...more] = push.hitsOf(sub);
    expect(more).toHaveLength(0);
    // The server's own key signed it, for this push service's origin.
    expect(hit!.vapid).toMatchObject({ publicKey: t.app.deps.config.push.vapid.publicKey, aud: push.origin });
    expect(hit!.headers['content-encoding']).toBe('aes128gcm');
    expect(hit!.headers.urgency).toBe('high');
    expect(shown(sub)).toEqual([
      {
        title: 'Nuova richiesta urgente',
        body: 'PUSH-4711 · 3 pz.',
        url: '/seller-dashboard?tab=requests',
        tag: expect.stringMatching(/^request-/),
      },
    ]);
    for (const secret of [buyer.email, buyer.id, 'Muster', '76543'])
      expect(hit!.plaintext).not.toContain(secret);
    // The device list shows the last success.
    const list = (await asSeller.get('/api/v1/push/subscriptions')).json() as {
      items: { id: string; lastSuccessAt: string | null }[];
    };
    expect(list.items).toEqual([
      expect.objectContaining({ id: device.id, lastSuccessAt: expect.any(String) }),
    ]);
  });

  it('respects the settings: a kind switched off, and urgent requests only', async () => {
    const quiet = await given.seller(t);
    const urgentOnly = await given.seller(t);
    const asQuiet = await given.loggedIn(t, quiet, 'seller');
    const asUrgent = await given.loggedIn(t, urgentOnly, 'seller');
    const a = await subscribeDevice(asQuiet);
    const b = await subscribeDevice(asUrgent);
    const off = await asQuiet.put('/api/v1/push/settings', { kinds: ['order_new'], urgentOnly: false });
    expect(off.json()).toEqual({ kinds: ['order_new'], urgentOnly: false });
    await asUrgent.put('/api/v1/push/settings', { kinds: ['request_new', 'order_new'], urgentOnly: true });
    expect((await asUrgent.get('/api/v1/push/settings')).json()).toEqual({
      kinds: ['request_new', 'order_new'],
      urgentOnly: true,
    });
    const asBuyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    await createRequest(asBuyer, { partNumber: 'PUSH-NORMAL', urgency: 'normal' });
    await createRequest(asBuyer, { partNumber: 'PUSH-URGENT', urgency: 'dringend' });
    await drain();
    expect(shown(a.sub)).toEqual([]);
    expect(shown(b.sub).map((m) => m.body)).toEqual(['PUSH-URGENT · 3 Stück']);
  });

  it('tells the buyer of an offer without the seller, the seller of the order, the buyer of its steps', async () => {
    const buyer = await given.verifiedBuyer(t);
    const seller = await given.seller(t, {}, { companyName: 'Pushgeheim Fluid GmbH' });
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const b = await subscribeDevice(asBuyer, 'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0');
    const request = await createRequest(asBuyer, { partNumber: 'PUSH-OFFER' });
    await drain();
    const s = await subscribeDevice(asSeller);
    expect((await asSeller.post('/api/v1/seller/offers', offerBody(request.id))).statusCode).toBe(201);
    await drain();
    expect(shown(b.sub)).toEqual([
      {
        title: 'Neues Angebot',
        body: 'Für Ihre Anfrage PUSH-OFFER',
        url: '/buyer-dashboard?tab=requests',
        tag: `offers-${request.id}`,
      },
    ]);
    for (const hit of push.hitsOf(b.sub))
      for (const secret of [seller.id, seller.email, 'Pushgeheim'])
        expect(hit.plaintext).not.toContain(secret);

    const { order } = await givenOrder(t, buyer.id, seller.id);
    await t.database.db.transaction((tx) =>
      recordEvent(tx, {
        type: 'order.placed',
        orderId: order.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        requestId: order.requestId,
        offerId: order.offerId,
      }),
    );
    expect((await asSeller.post(`/api/v1/orders/${order.id}/confirm`, {})).statusCode).toBe(200);
    await drain();
    expect(shown(s.sub)).toEqual([
      {
        title: `Neue Bestellung ${order.orderNumber}`,
        body: 'A10VSO28DFR1/31R-PPA12N00',
        url: '/seller-dashboard?tab=orders',
        tag: `order-${order.id}`,
      },
    ]);
    expect(shown(b.sub).at(-1)).toEqual({
      title: `Bestellung ${order.orderNumber} bestätigt`,
      body: 'A10VSO28DFR1/31R-PPA12N00',
      url: '/buyer-dashboard?tab=orders',
      tag: `order-${order.id}`,
    });
  });

  it('sends exactly once per event and device: consumer retried, delivery job run again, two runners', async () => {
    const seller = await given.seller(t);
    const { sub } = await subscribeDevice(await given.loggedIn(t, seller, 'seller'));
    push.answer(sub, 503); // the first attempt fails: a retry follows
    const asBuyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const request = await createRequest(asBuyer, { partNumber: 'PUSH-ONCE' });
    // A second instance's runner of the push lane beside the app's own, both at once, then the retry.
    const other = createJobRunner(
      t.database.db,
      {
        [PUSH_JOB]: {
          lane: 'push',
          run: createPushJobHandler({
            db: t.database.db,
            vapid: t.app.deps.config.push.vapid,
            policy: { allowPrivate: true, timeoutMs: 10_000 },
          }),
        },
      },
      pino({ level: 'silent' }),
      [],
      { instanceId: 'second-instance' },
    );
    await drain(); // the consumer queues the delivery
    await Promise.all([drain(true), other.drain(), drain(true), other.drain()]);
    await Promise.all([drain(true), other.drain()]);
    expect(push.hitsOf(sub).map((h) => h.status)).toEqual([503, 201]);

    // The consumer's reaction once more (a retried job): no second delivery, no second job.
    const [event] = await recordedEvents(t.database.db, 'request.created', 'requestId', request.id);
    const handlers = consumerJobHandlers(t.database.db, 'http://localhost:3000');
    const [job] = await t.database.db
      .insert(jobs)
      .values({ type: consumerJobType('push'), payload: { eventId: event!.id }, status: 'running' })
      .returning();
    await handlers[consumerJobType('push')]!.run(job!);
    // The delivery job itself once more.
    const [delivery] = await t.database.db
      .select()
      .from(pushDeliveries)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, sub.endpoint));
    await t.database.db
      .insert(jobs)
      .values({ type: PUSH_JOB, payload: { deliveryId: delivery!.push_deliveries.id } });
    await drain(true);
    expect(push.hitsOf(sub)).toHaveLength(2);
    expect(delivery!.push_deliveries).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 201,
    });
    const deliveries = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subscriptionId, delivery!.push_subscriptions.id));
    expect(deliveries[0]!.n).toBe(1);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const seller = await given.seller(t);
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const { sub, device } = await subscribeDevice(asSeller);
    push.answer(sub, 410);
    await createRequest(await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer'), {
      partNumber: 'PUSH-GONE',
    });
    await drain();
    expect(push.hitsOf(sub).map((h) => h.status)).toEqual([410]);
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, device.id));
    expect(left).toEqual([]);
    expect((await asSeller.get('/api/v1/push/subscriptions')).json()).toEqual({ items: [] });
    // And it is not tried again.
    await drain(true);
    expect(push.hitsOf(sub)).toHaveLength(1);
    const pending = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, PUSH_JOB), eq(jobs.status, 'pending')));
    expect(pending.filter((j) => JSON.stringify(j.payload).includes(device.id))).toEqual([]);
  });

  it('forgets finished deliveries after the jobs’ period, never a pending one', async () => {
    const seller = await given.seller(t);
    const { device } = await subscribeDevice(await given.loggedIn(t, seller, 'seller'));
    const old = new Date(Date.now() - 15 * 86_400_000);
    const rows = await t.database.db
      .insert(pushDeliveries)
      .values(
        (['delivered', 'failed', 'pending'] as const).map((status, i) => ({
          subscriptionId: device.id,
          eventId: -1 - i,
          kind: 'request_new',
          payload: '{}',
          status,
          createdAt: old,
        })),
      )
      .returning({ id: pushDeliveries.id, status: pushDeliveries.status });
    const deleted = await applyRetention({
      ctx: { db: t.database.db },
      input: { periods: t.app.deps.config.ops.retention },
    });
    expect(deleted.pushDeliveries).toBeGreaterThanOrEqual(2);
    const left = await t.database.db
      .select({ status: pushDeliveries.status })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subscriptionId, device.id));
    expect(left).toEqual([{ status: 'pending' }]);
    expect(rows).toHaveLength(3);
  });
});
