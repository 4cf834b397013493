import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema/messaging.ts';
import { webhookDeliveries } from '#server/db/schema/webhooks.ts';
import * as given from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { queuedMails } from '#server/test/outbox.ts';
import { startReceiver, type Received } from '#server/test/webhook-receiver.ts';
import { webhookEnvelopeSchema } from '#shared/webhooks/payloads.ts';
import type { CreatedWebhook, WebhookDelivery } from '#shared/webhooks/schema.ts';
import { Webhook } from 'standardwebhooks';
import { postJson } from '#server/net/outbound.ts';
import { isRefusedAddress } from '#server/net/address-policy.ts';
import { nextAttemptAt, RETRY_WINDOW_MS } from './deliver.ts';

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

async function register(client: Client, url: string, events: string[]): Promise<CreatedWebhook> {
  const res = await client.post('/api/v1/webhooks', { url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Runs due jobs; `due` first makes every pending job due now (time passes). */
async function drain(due = false) {
  if (due) await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, 'pending'));
  await t.app.deps.jobs.drain();
}

function sentSince(n: number) {
  return receiver.received.slice(n);
}

/** What a receiver built on the standard's own library does (it throws on anything else). */
function verified(hit: Received, secret: string): unknown {
  return new Webhook(secret).verify(hit.body, hit.headers as Record<string, string>);
}

describe('webhook deliveries (issue 15)', () => {
  it('signs a new relevant request with the endpoint secret and keeps the buyer anonymous', async () => {
    const seller = await given.seller(t);
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const hook = await register(asSeller, receiver.url, ['request.created']);
    // Standard Webhooks: whsec_ + base64 of 32 random bytes.
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // The secret is shown once: the list never carries it.
    expect(JSON.stringify((await asSeller.get('/api/v1/webhooks')).json())).not.toContain(hook.secret);

    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const before = receiver.received.length;
    const { body, headers } = given.multipart({
      partNumber: 'WH-4711',
      manufacturer: 'Bosch Rexroth',
      quantity: '2',
      neededBy: '2099-06-30',
      downtimeCostPerDay: '76543,21',
    });
    const created = await asBuyer.request('POST', '/api/v1/buyer/requests', body, headers);
    expect(created.statusCode, created.body).toBe(201);
    await drain();

    const mine = sentSince(before).filter((r) => r.body.includes('WH-4711'));
    expect(mine).toHaveLength(1);
    const [hit] = mine;
    const envelope = verified(hit!, hook.secret) as { id: string };
    expect(() => verified(hit!, 'whsec_d3Jvbmctc2VjcmV0LXdyb25nLXNlY3JldC13cm9uZw==')).toThrow();
    const t0 = Number(hit!.headers['webhook-timestamp']);
    expect(Math.abs(t0 - Date.now() / 1000)).toBeLessThan(60);
    expect(hit!.headers['webhook-id']).toBe(envelope.id);
    // A new endpoint speaks only the standard: no header of the old scheme.
    expect(hit!.headers['hydroparts-signature']).toBeUndefined();
    // The body is what the OpenAPI document's `webhooks` promises for the event.
    expect(webhookEnvelopeSchema('request.created').safeParse(envelope).success).toBe(true);
    expect(envelope).toMatchObject({
      type: 'request.created',
      data: {
        partNumber: 'WH-4711',
        manufacturer: 'Bosch Rexroth',
        quantity: 2,
        myState: 'none',
        neededBy: '2099-06-30',
      },
    });
    // Exactly the seller's view: nothing that names or locates the requester, nor the buyer's
    // downtime cost per day (issue 31).
    for (const secret of [
      buyer.email,
      buyer.id,
      'Muster Hydraulik GmbH',
      '+49 711 123456',
      'Hauptstraße',
      '76543',
    ])
      expect(hit!.body).not.toContain(secret);

    const log = await asSeller.get(`/api/v1/webhooks/${hook.id}/deliveries`);
    expect((log.json().items as WebhookDelivery[])[0]).toMatchObject({
      status: 'delivered',
      lastStatusCode: 200,
      attempts: 1,
      eventType: 'request.created',
    });
  });

  it('retries after a receiver outage and delivers exactly once', async () => {
    const seller = await given.seller(t);
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const hook = await register(asSeller, receiver.url, ['request.created']);
    receiver.answer(503, 500);
    const before = receiver.received.length;
    const test = await asSeller.post(`/api/v1/webhooks/${hook.id}/test`);
    expect(test.statusCode).toBe(202);
    const { eventId } = test.json() as WebhookDelivery;

    await drain(); // 503
    await drain(); // not due yet: nothing is sent
    expect(sentSince(before)).toHaveLength(1);
    await drain(true); // 500
    await drain(true); // 200
    await drain(true); // settled: never again
    await Promise.all([t.app.deps.jobs.drain(), t.app.deps.jobs.drain()]);

    const attempts = sentSince(before);
    expect(attempts.map((a) => a.status)).toEqual([503, 500, 200]);
    expect(new Set(attempts.map((a) => a.headers['webhook-id']))).toEqual(new Set([eventId]));
    // The same bytes each time, each signed anew.
    expect(new Set(attempts.map((a) => a.body)).size).toBe(1);
    for (const a of attempts) expect(verified(a, hook.secret)).toMatchObject({ id: eventId, type: 'ping' });
    const [row] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, eventId));
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200 });
    expect(row!.log.map((l) => l.statusCode)).toEqual([503, 500, 200]);
  });

  it('gives up after 24 hours, marks the delivery failed and mails the owner', async () => {
    const seller = await given.seller(t);
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const hook = await register(asSeller, receiver.url, ['request.created']);
    receiver.answer(500, 500);
    const { eventId } = (await asSeller.post(`/api/v1/webhooks/${hook.id}/test`)).json() as WebhookDelivery;
    await drain();
    await t.database.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - RETRY_WINDOW_MS - 1000) })
      .where(eq(webhookDeliveries.eventId, eventId));
    await drain(true);
    const [row] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, eventId));
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: 500 });
    const [mail] = await queuedMails(t.database.db, seller.email, 'webhook_failed');
    expect(mail!.variables).toMatchObject({
      endpoint_url: receiver.url,
      event_type: 'ping',
      event_id: eventId,
      // Decision 078: the reason in the owner's words, not the connection's.
      last_error: 'Der Empfänger antwortete mit HTTP 500 statt mit 2xx.',
    });
    await drain(true);
    const failed = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.payload}->>'deliveryId' = ${row!.id} and ${jobs.status} = 'failed'`);
    expect(failed[0]!.n).toBe(1);
  });

  it('names why an attempt failed as a kind the screens translate; the raw error stays for operators (decision 078)', async () => {
    const seller = await given.seller(t);
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const attempt = async (url: string) => {
      const hook = await register(asSeller, url, ['request.created']);
      const test = (await asSeller.post(`/api/v1/webhooks/${hook.id}/test`)).json() as WebhookDelivery;
      await drain();
      const log = await asSeller.get(`/api/v1/webhooks/${hook.id}/deliveries`);
      expect(log.statusCode).toBe(200);
      const delivery = (log.json() as { items: WebhookDelivery[] }).items.find((d) => d.id === test.id)!;
      await asSeller.delete(`/api/v1/webhooks/${hook.id}`);
      return delivery;
    };
    // TLS spoken to a receiver that answers plain HTTP: a real TLS failure of Node's client.
    const tls = await attempt(receiver.url.replace('http:', 'https:'));
    expect(tls).toMatchObject({ status: 'pending', lastStatusCode: null, failure: 'tls' });
    expect(tls.lastError).toMatch(/SSL|EPROTO/);
    // Nothing listens on port 1.
    const refused = await attempt('http://127.0.0.1:1/hook');
    expect(refused).toMatchObject({ failure: 'refused', lastError: expect.stringContaining('ECONNREFUSED') });
    receiver.answer(500);
    expect(await attempt(receiver.url)).toMatchObject({ lastStatusCode: 500, failure: 'http_status' });
    expect(await attempt(receiver.url)).toMatchObject({ status: 'delivered', failure: null });
  });

  it('backs off exponentially and never beyond the 24-hour window', () => {
    const created = new Date('2026-11-23T10:00:00Z');
    expect(nextAttemptAt(created, 1, created)!.getTime() - created.getTime()).toBe(30_000);
    expect(nextAttemptAt(created, 3, created)!.getTime() - created.getTime()).toBe(120_000);
    const late = new Date(created.getTime() + RETRY_WINDOW_MS - 60_000);
    expect(nextAttemptAt(created, 12, late)!.getTime()).toBe(created.getTime() + RETRY_WINDOW_MS);
    expect(nextAttemptAt(created, 13, new Date(created.getTime() + RETRY_WINDOW_MS))).toBeNull();
  });

  it('tells both parties of an order status change, each with their own view', async () => {
    const buyer = await given.verifiedBuyer(t);
    const seller = await given.seller(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const buyerHook = await register(asBuyer, receiver.url, ['order.status_changed']);
    await register(asSeller, receiver.url, ['order.placed']); // not subscribed to status changes
    const { order } = await givenOrder(t, buyer.id, seller.id);
    const before = receiver.received.length;
    expect((await asSeller.post(`/api/v1/orders/${order.id}/confirm`, {})).statusCode).toBe(200);
    await drain();
    const hits = sentSince(before).filter((r) => r.body.includes(order.id));
    expect(hits).toHaveLength(1);
    const event = verified(hits[0]!, buyerHook.secret);
    expect(webhookEnvelopeSchema('order.status_changed').safeParse(event).success).toBe(true);
    expect(event).toMatchObject({
      type: 'order.status_changed',
      data: { as: 'buyer', order: { id: order.id, status: 'bestaetigt', orderNumber: order.orderNumber } },
    });
  });
});

describe('outbound address rules', () => {
  it('refuses private, loopback and link-local addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isRefusedAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'])
      expect(isRefusedAddress(a), a).toBe(false);
  });

  it('never sends to a name that resolves to a private address, and never follows a redirect', async () => {
    const policy = { allowPrivate: false, timeoutMs: 2000 };
    const before = receiver.received.length;
    const byName = await postJson(
      receiver.url.replace('127.0.0.1', 'localhost').replace('http:', 'https:'),
      '{}',
      {},
      policy,
    );
    expect(byName).toMatchObject({ statusCode: null, error: expect.stringContaining('verweigert') });
    expect(receiver.received.length).toBe(before);
    // A redirect is an answer like any other: a failed attempt, not followed.
    receiver.answer(302);
    const redirected = await postJson(receiver.url, '{}', {}, { allowPrivate: true, timeoutMs: 2000 });
    expect(redirected).toEqual({ statusCode: 302, error: null });
  });
});

describe('webhook routes refuse', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp(); // WEBHOOK_ALLOW_PRIVATE unset: production rules
  });
  afterAll(async () => {
    await strict.close();
  });

  it('a private, loopback or link-local receiver and plain http when private addresses are not allowed', async () => {
    const seller = await given.seller(strict);
    const asSeller = await given.loggedIn(strict, seller, 'seller');
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest',
      'https://10.0.0.8/hook',
    ]) {
      const res = await asSeller.post('/api/v1/webhooks', { url, events: ['request.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const plain = await asSeller.post('/api/v1/webhooks', {
      url: 'http://example.com/hook',
      events: ['order.placed'],
    });
    expect(plain.statusCode).toBe(400);
  });

  it('the wrong role, anonymous callers, another account’s webhook and bad bodies', async () => {
    const seller = await given.seller(t);
    const other = await given.seller(t);
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const asOther = await given.loggedIn(t, other, 'seller');
    const hook = await register(asSeller, receiver.url, ['request.created']);
    const asAdmin = await given.loggedIn(t, await given.admin(t), 'admin');
    const anonymous = new Client(t.app);
    const paths = [
      ['GET', '/api/v1/webhooks'],
      ['POST', '/api/v1/webhooks'],
      ['PATCH', `/api/v1/webhooks/${hook.id}`],
      ['DELETE', `/api/v1/webhooks/${hook.id}`],
      ['GET', `/api/v1/webhooks/${hook.id}/deliveries`],
      ['POST', `/api/v1/webhooks/${hook.id}/test`],
      ['POST', `/api/v1/webhooks/${hook.id}/rotate-secret`],
      ['GET', '/api/v1/live/events'],
    ] as const;
    const body = { url: receiver.url, events: ['request.created'] };
    for (const [method, path] of paths) {
      expect(
        (await asAdmin.request(method, path, method === 'GET' ? undefined : body)).statusCode,
        path,
      ).toBe(403);
      expect(
        (await anonymous.request(method, path, method === 'GET' ? undefined : body)).statusCode,
        path,
      ).toBe(401);
    }
    // Another seller's webhook is simply not found.
    for (const [method, path] of paths.slice(2, 7)) {
      const res = await asOther.request(method, path, method === 'PATCH' ? { isActive: false } : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await asOther.get('/api/v1/webhooks')).json()).toEqual({ items: [] });
    // Bad bodies and ids: 400, never 500.
    const buyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    for (const [client, b] of [
      [asSeller, {}],
      [asSeller, { url: 'ftp://example.com', events: ['request.created'] }],
      [asSeller, { url: receiver.url, events: [] }],
      [asSeller, { url: receiver.url, events: ['order.exploded'] }],
      [asSeller, { url: receiver.url, events: ['request.created'], secret: 'mine' }],
      [buyer, { url: receiver.url, events: ['request.created'] }],
    ] as const) {
      const res = await client.post('/api/v1/webhooks', b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
    }
    expect((await asSeller.patch(`/api/v1/webhooks/${hook.id}`, { events: [] })).statusCode).toBe(400);
    expect(
      (await asSeller.patch(`/api/v1/webhooks/${hook.id}`, { url: 'https://x.example' })).statusCode,
    ).toBe(400);
    expect((await asSeller.get('/api/v1/webhooks/not-a-uuid/deliveries')).statusCode).toBe(400);
    // The owner may change and delete.
    const off = await asSeller.patch(`/api/v1/webhooks/${hook.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false });
    expect((await asSeller.delete(`/api/v1/webhooks/${hook.id}`)).statusCode).toBe(204);
    expect((await asSeller.get(`/api/v1/webhooks/${hook.id}/deliveries`)).statusCode).toBe(404);
  });
});
