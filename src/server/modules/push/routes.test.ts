import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as given from '#server/test/given.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { startPushService } from '#server/test/push-service.ts';

/** Every push route refuses the wrong role, strangers, another account's device and bad bodies (issue 31). */
let t: TestApp;
let strict: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  t = await startTestApp({ env: { PUSH_ALLOW_PRIVATE: 'true' } });
  strict = await startTestApp();
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
  await strict.close();
  await t.close();
});

describe('push routes refuse', () => {
  it('the wrong role, anonymous callers, another account’s device and bad bodies', async () => {
    const seller = await given.seller(t);
    const asSeller = await given.loggedIn(t, seller, 'seller');
    const asOther = await given.loggedIn(t, await given.seller(t), 'seller');
    const asBuyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const sub = push.browserSubscription();
    const body = { endpoint: sub.endpoint, keys: sub.keys };
    const created = await asSeller.post('/api/v1/push/subscriptions', body);
    expect(created.statusCode, created.body).toBe(201);
    const device = created.json() as { id: string };
    // The list never carries the endpoint or the keys.
    const list = (await asSeller.get('/api/v1/push/subscriptions')).body;
    expect(list).toContain(device.id);
    for (const secret of [sub.endpoint, sub.keys.auth, sub.keys.p256dh]) expect(list).not.toContain(secret);

    const asAdmin = await given.loggedIn(t, await given.admin(t), 'admin');
    const anonymous = new Client(t.app);
    const paths = [
      ['GET', '/api/v1/push/config'],
      ['GET', '/api/v1/push/subscriptions'],
      ['POST', '/api/v1/push/subscriptions'],
      ['POST', '/api/v1/push/unsubscribe'],
      ['DELETE', `/api/v1/push/subscriptions/${device.id}`],
      ['GET', '/api/v1/push/settings'],
      ['PUT', '/api/v1/push/settings'],
    ] as const;
    for (const [method, path] of paths) {
      const b = method === 'GET' || method === 'DELETE' ? undefined : body;
      expect((await asAdmin.request(method, path, b)).statusCode, path).toBe(403);
      expect((await anonymous.request(method, path, b)).statusCode, path).toBe(401);
    }
    // Another seller's device: not found, not removed; the other's own list is empty.
    expect((await asOther.delete(`/api/v1/push/subscriptions/${device.id}`)).statusCode).toBe(404);
    expect((await asOther.get('/api/v1/push/subscriptions')).json()).toEqual({ items: [] });
    // Unsubscribing someone else's endpoint removes nothing.
    expect((await asOther.post('/api/v1/push/unsubscribe', { endpoint: sub.endpoint })).statusCode).toBe(204);
    expect((await asSeller.get('/api/v1/push/subscriptions')).json().items).toHaveLength(1);

    // Bad bodies and ids: 400 with a German message, never 500.
    const badKey = Buffer.alloc(65, 1).toString('base64url'); // not an uncompressed point (0x04 …)
    for (const b of [
      {},
      { endpoint: 'ftp://push.example/x', keys: sub.keys },
      { endpoint: 'nicht eine Adresse', keys: sub.keys },
      { endpoint: sub.endpoint, keys: { p256dh: badKey, auth: sub.keys.auth } },
      { endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh, auth: 'kurz' } },
      { endpoint: sub.endpoint, keys: sub.keys, owner: 'jemand' },
    ]) {
      const res = await asSeller.post('/api/v1/push/subscriptions', b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expect(res.json().message).toMatch(/[äöüÄÖÜß]|Bitte|ungültig|Unbekannt|Pflicht|erforderlich/);
    }
    for (const b of [
      {},
      { kinds: ['request_new'] },
      { kinds: ['alles'], urgentOnly: false },
      { kinds: 'request_new', urgentOnly: false },
    ])
      expect((await asSeller.put('/api/v1/push/settings', b)).statusCode, JSON.stringify(b)).toBe(400);
    // A buyer cannot want what only sellers get.
    const buyerKinds = await asBuyer.put('/api/v1/push/settings', {
      kinds: ['request_new'],
      urgentOnly: false,
    });
    expect(buyerKinds.statusCode).toBe(400);
    expect(buyerKinds.json().message).toBe('Bitte wählen Sie nur angebotene Benachrichtigungen aus');
    expect((await asBuyer.get('/api/v1/push/settings')).json()).toEqual({
      // Decision 071: a buyer's member hears of requests assigned to it, too.
      kinds: ['offer_new', 'order_update', 'request_assigned'],
      urgentOnly: false,
    });
    expect((await asSeller.delete('/api/v1/push/subscriptions/keine-uuid')).statusCode).toBe(400);

    // The same browser subscribing again keeps its row; another account signing in on it takes it over.
    const again = await asSeller.post('/api/v1/push/subscriptions', body);
    expect(again.json()).toMatchObject({ id: device.id });
    const shared = push.browserSubscription();
    const mine = (
      await asSeller.post('/api/v1/push/subscriptions', { endpoint: shared.endpoint, keys: shared.keys })
    ).json();
    const taken = await asBuyer.post('/api/v1/push/subscriptions', {
      endpoint: shared.endpoint,
      keys: shared.keys,
    });
    expect(taken.json()).toMatchObject({ id: mine.id, lastSuccessAt: null });
    expect((await asSeller.get('/api/v1/push/subscriptions')).json().items).toEqual([
      expect.objectContaining({ id: device.id }),
    ]);

    // The owner removes the device.
    expect((await asSeller.delete(`/api/v1/push/subscriptions/${device.id}`)).statusCode).toBe(204);
    expect((await asSeller.get('/api/v1/push/subscriptions')).json()).toEqual({ items: [] });
    expect((await asSeller.get('/api/v1/push/config')).json()).toEqual({
      publicKey: t.app.deps.config.push.vapid.publicKey,
    });
  });

  it('a plain-http or loopback push service unless PUSH_ALLOW_PRIVATE says so', async () => {
    const asSeller = await given.loggedIn(strict, await given.seller(strict), 'seller');
    const sub = push.browserSubscription();
    const plain = await asSeller.post('/api/v1/push/subscriptions', {
      endpoint: sub.endpoint,
      keys: sub.keys,
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('Diese Push-Adresse ist ungültig: sie muss mit https:// beginnen');
    const loopback = await asSeller.post('/api/v1/push/subscriptions', {
      endpoint: 'https://127.0.0.1:4443/push/x',
      keys: sub.keys,
    });
    expect(loopback.statusCode).toBe(400);
    expect(loopback.json().reason).toBe('ADDRESS_REFUSED');
  });
});
