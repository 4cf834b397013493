import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../../../examples/webhook-receiver.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema/webhooks.ts';
import * as given from '#server/test/given.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { queuedMails } from '#server/test/outbox.ts';
import { startReceiver } from '#server/test/webhook-receiver.ts';
import type { CreatedWebhook, WebhookDelivery } from '#shared/webhooks/schema.ts';
import { isLegacySecret, signedHeaders } from './signing.ts';

/** Decision 042: Standard Webhooks signatures, secret rotation with an overlap, redelivery. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
});
afterAll(async () => {
  await t.close();
});

async function register(client: Client, url: string): Promise<CreatedWebhook> {
  const res = await client.post('/api/v1/webhooks', { url, events: ['request.created'] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function drain(due = false) {
  if (due) await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, 'pending'));
  await t.app.deps.jobs.drain();
}

async function sellerWithHook(url: string) {
  const seller = await given.seller(t);
  const asSeller = await given.loggedIn(t, seller, 'seller');
  return { seller, asSeller, hook: await register(asSeller, url) };
}

async function ping(client: Client, hookId: string): Promise<WebhookDelivery> {
  const res = await client.post(`/api/v1/webhooks/${hookId}/test`);
  expect(res.statusCode, res.body).toBe(202);
  await drain();
  return res.json();
}

describe('signatures by the Standard Webhooks specification', () => {
  it('are what the standard’s own library computes for the same message', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"id":"e1","type":"ping"}';
    const at = 1_790_000_000;
    const headers = signedHeaders({ id: 'msg_1', type: 'ping', body, timestamp: at, secrets: [secret] });
    expect(headers['webhook-signature']).toBe(new Webhook(secret).sign('msg_1', new Date(at * 1000), body));
    expect(headers).toMatchObject({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(at) });
  });

  it('the example receiver (standardwebhooks) verifies a delivery and refuses a tampered body', async () => {
    const probe = await startReceiver();
    const { asSeller, hook } = await sellerWithHook(probe.url);
    const example = await startWebhookReceiver<{ id: string; type: string }>(hook.secret);
    try {
      await t.database.db
        .update(webhookEndpoints)
        .set({ url: example.url })
        .where(eq(webhookEndpoints.id, hook.id));
      const delivery = await ping(asSeller, hook.id);
      expect(example.events).toMatchObject([{ id: delivery.eventId, type: 'ping' }]);
      const [row] = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery.id));
      expect(row).toMatchObject({ status: 'delivered', lastStatusCode: 204 });

      // The same headers on a changed body: refused (400), nothing accepted.
      const sent = signedHeaders({
        id: delivery.eventId,
        type: 'ping',
        body: row!.body,
        timestamp: Math.floor(Date.now() / 1000),
        secrets: [hook.secret],
      });
      const tampered = await fetch(example.url, {
        method: 'POST',
        headers: sent,
        body: row!.body.replace('Testereignis', 'Manipuliert'),
      });
      expect(tampered.status).toBe(400);
      const genuine = await fetch(example.url, { method: 'POST', headers: sent, body: row!.body });
      expect(genuine.status).toBe(204);
      expect(example.refused).toBe(1);
      expect(example.events).toHaveLength(1); // the repeat was recognised by its webhook-id
    } finally {
      await example.close();
      await probe.close();
    }
  });

  it('signs with both secrets during a rotation’s overlap and with the new one only after it ends', async () => {
    const probe = await startReceiver();
    try {
      const { asSeller, hook } = await sellerWithHook(probe.url);
      const rotated = await asSeller.post(`/api/v1/webhooks/${hook.id}/rotate-secret`, { overlapHours: 2 });
      expect(rotated.statusCode, rotated.body).toBe(200);
      const fresh = rotated.json() as CreatedWebhook;
      expect(fresh.secret).not.toBe(hook.secret);
      const until = Date.parse(fresh.previousSecretExpiresAt!);
      expect(until - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000);
      expect(until - Date.now()).toBeLessThanOrEqual(2 * 3600_000);
      // The new secret is shown once; the list shows the overlap, never a secret.
      const list = (await asSeller.get('/api/v1/webhooks')).body;
      expect(list).not.toContain(fresh.secret);
      expect(list).toContain(fresh.previousSecretExpiresAt);

      const before = probe.received.length;
      await ping(asSeller, hook.id);
      const during = probe.received[before]!;
      expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
      // A receiver still on the old secret and one already on the new both verify.
      for (const secret of [hook.secret, fresh.secret])
        expect(
          new Webhook(secret).verify(during.body, during.headers as Record<string, string>),
        ).toBeTruthy();

      // The overlap ends: only the new secret signs.
      await t.database.db
        .update(webhookEndpoints)
        .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(webhookEndpoints.id, hook.id));
      await ping(asSeller, hook.id);
      const after = probe.received[before + 1]!;
      expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
      const headers = after.headers as Record<string, string>;
      expect(new Webhook(fresh.secret).verify(after.body, headers)).toBeTruthy();
      expect(() => new Webhook(hook.secret).verify(after.body, headers)).toThrow();
      expect((await asSeller.get('/api/v1/webhooks')).json().items[0].previousSecretExpiresAt).toBeNull();

      // Overlap 0: the old secret stops at once.
      const now = (
        await asSeller.post(`/api/v1/webhooks/${hook.id}/rotate-secret`, { overlapHours: 0 })
      ).json();
      expect(now.previousSecretExpiresAt).toBeNull();
      await ping(asSeller, hook.id);
      const immediate = probe.received[before + 2]!;
      expect(String(immediate.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(
        new Webhook(now.secret).verify(immediate.body, immediate.headers as Record<string, string>),
      ).toBeTruthy();
    } finally {
      await probe.close();
    }
  });

  it('keeps an endpoint from before decision 042 working: its secret is a standard key, and the old header comes too until it is rotated away', async () => {
    const probe = await startReceiver();
    try {
      const { asSeller, hook } = await sellerWithHook(probe.url);
      const legacy = `whsec_${'0123456789abcdef'.repeat(3)}`;
      expect(isLegacySecret(legacy)).toBe(true);
      await t.database.db
        .update(webhookEndpoints)
        .set({ secret: legacy })
        .where(eq(webhookEndpoints.id, hook.id));

      const before = probe.received.length;
      await ping(asSeller, hook.id);
      const old = probe.received[before]!;
      expect(new Webhook(legacy).verify(old.body, old.headers as Record<string, string>)).toBeTruthy();
      const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(old.headers['hydroparts-signature']));
      expect(m).not.toBeNull();
      expect(createHmac('sha256', legacy).update(`${m![1]}.${old.body}`).digest('hex')).toBe(m![2]);
      expect(old.headers['hydroparts-event-id']).toBe(old.headers['webhook-id']);

      // Rotated: during the overlap the old header is signed with the old secret …
      const fresh = (await asSeller.post(`/api/v1/webhooks/${hook.id}/rotate-secret`, {})).json();
      await ping(asSeller, hook.id);
      const during = probe.received[before + 1]!;
      const d = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(during.headers['hydroparts-signature']));
      expect(createHmac('sha256', legacy).update(`${d![1]}.${during.body}`).digest('hex')).toBe(d![2]);
      // … and after it only the standard headers remain.
      await t.database.db
        .update(webhookEndpoints)
        .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(webhookEndpoints.id, hook.id));
      await ping(asSeller, hook.id);
      const after = probe.received[before + 2]!;
      expect(after.headers['hydroparts-signature']).toBeUndefined();
      expect(
        new Webhook(fresh.secret).verify(after.body, after.headers as Record<string, string>),
      ).toBeTruthy();
    } finally {
      await probe.close();
    }
  });
});

describe('redelivery from the log', () => {
  it('sends a settled delivery again with the same webhook-id and body, once, without retries or mail', async () => {
    const probe = await startReceiver();
    try {
      const { seller, asSeller, hook } = await sellerWithHook(probe.url);
      const before = probe.received.length;
      const first = await ping(asSeller, hook.id);
      const again = await asSeller.post(`/api/v1/webhooks/${hook.id}/deliveries/${first.id}/redeliver`);
      expect(again.statusCode, again.body).toBe(202);
      expect(again.json()).toMatchObject({ id: first.id, status: 'pending' });
      // Pressed twice before it ran: one redelivery.
      const twice = await asSeller.post(`/api/v1/webhooks/${hook.id}/deliveries/${first.id}/redeliver`);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('Diese Zustellung läuft noch – bitte warten Sie ihr Ergebnis ab');
      await drain();
      const [a, b] = probe.received.slice(before);
      expect(probe.received.length - before).toBe(2);
      expect(b!.headers['webhook-id']).toBe(a!.headers['webhook-id']);
      expect(b!.body).toBe(a!.body);
      expect(new Webhook(hook.secret).verify(b!.body, b!.headers as Record<string, string>)).toBeTruthy();
      let log = (await asSeller.get(`/api/v1/webhooks/${hook.id}/deliveries`)).json()
        .items as WebhookDelivery[];
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ status: 'delivered', attempts: 2 });

      // A failed redelivery is one attempt: failed in the log, no retry, no mail.
      probe.answer(500);
      await asSeller.post(`/api/v1/webhooks/${hook.id}/deliveries/${first.id}/redeliver`);
      await drain();
      await drain(true);
      expect(probe.received.length - before).toBe(3);
      log = (await asSeller.get(`/api/v1/webhooks/${hook.id}/deliveries`)).json().items;
      expect(log[0]).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: 500 });
      expect(await queuedMails(t.database.db, seller.email, 'webhook_failed')).toHaveLength(0);
      // A failed delivery can be sent again.
      await asSeller.post(`/api/v1/webhooks/${hook.id}/deliveries/${first.id}/redeliver`);
      await drain();
      log = (await asSeller.get(`/api/v1/webhooks/${hook.id}/deliveries`)).json().items;
      expect(log[0]).toMatchObject({ status: 'delivered', attempts: 4, lastStatusCode: 200 });
    } finally {
      await probe.close();
    }
  });

  it('refuses the wrong role, another owner, a foreign or unknown delivery, a paused webhook and bad ids', async () => {
    const probe = await startReceiver();
    try {
      const { asSeller, hook } = await sellerWithHook(probe.url);
      const { asSeller: asOther, hook: otherHook } = await sellerWithHook(probe.url);
      const mine = await ping(asSeller, hook.id);
      const theirs = await ping(asOther, otherHook.id);
      const path = `/api/v1/webhooks/${hook.id}/deliveries/${mine.id}/redeliver`;
      const asAdmin = await given.loggedIn(t, await given.admin(t), 'admin');
      const asBuyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
      expect((await asAdmin.post(path)).statusCode).toBe(403);
      expect((await new Client(t.app).post(path)).statusCode).toBe(401);
      // Another account's webhook, or my webhook with another's delivery: not found.
      expect((await asOther.post(path)).statusCode).toBe(404);
      expect((await asBuyer.post(path)).statusCode).toBe(404);
      const foreign = await asSeller.post(`/api/v1/webhooks/${hook.id}/deliveries/${theirs.id}/redeliver`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Zustellung nicht gefunden');
      const unknown = `/api/v1/webhooks/${hook.id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`;
      expect((await asSeller.post(unknown)).statusCode).toBe(404);
      expect((await asSeller.post(`/api/v1/webhooks/${hook.id}/deliveries/x/redeliver`)).statusCode).toBe(
        400,
      );
      await asSeller.patch(`/api/v1/webhooks/${hook.id}`, { isActive: false });
      const paused = await asSeller.post(path);
      expect(paused.statusCode).toBe(409);
      expect(paused.json().message).toBe('Dieser Webhook ist pausiert – bitte aktivieren Sie ihn zuerst');
    } finally {
      await probe.close();
    }
  });
});

describe('secret rotation refuses', () => {
  it('bad bodies, the wrong role and another owner’s webhook, and leaves the secret as it was', async () => {
    const probe = await startReceiver();
    try {
      const { asSeller, hook } = await sellerWithHook(probe.url);
      const { asSeller: asOther } = await sellerWithHook(probe.url);
      const path = `/api/v1/webhooks/${hook.id}/rotate-secret`;
      for (const body of [
        { overlapHours: 169 },
        { overlapHours: -1 },
        { overlapHours: 1.5 },
        { overlapHours: '2' },
        { x: 1 },
      ]) {
        const res = await asSeller.post(path, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await asSeller.post(path, { overlapHours: 169 })).json().message).toBe(
        'Bitte wählen Sie eine Übergangszeit zwischen 0 und 168 Stunden',
      );
      expect((await asOther.post(path, {})).statusCode).toBe(404);
      const asAdmin = await given.loggedIn(t, await given.admin(t), 'admin');
      expect((await asAdmin.post(path, {})).statusCode).toBe(403);
      const [row] = await t.database.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, hook.id));
      expect(row).toMatchObject({ secret: hook.secret, previousSecret: null });
    } finally {
      await probe.close();
    }
  });
});
