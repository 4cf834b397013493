import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '#shared/api-keys/schema.ts';
import { apiKeys, apiKeyUses } from '#server/db/schema/api-keys.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';
import { givenSellerRequest, offerBody } from '#server/test/given-seller.ts';
import { listAuditRows } from '#server/modules/audit/read.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
/** A client without cookies: what an ERP sends. */
const withKey = (key: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  new Client(t.app).request(method, url, body, bearer(key));

async function sellerWithKey(scopes: string[]) {
  const s = await given.seller(t);
  await givenSellerBrands(t, s.id, ['HYDAC']);
  const session = await given.loggedIn(t, s, 'seller');
  const res = await session.post('/api/v1/api-keys', { name: 'ERP', scopes });
  expect(res.statusCode).toBe(201);
  return { s, session, created: res.json() as CreatedApiKey };
}

async function buyerWithKey(scopes: string[]) {
  const b = await given.verifiedBuyer(t);
  const session = await given.loggedIn(t, b, 'buyer');
  const res = await session.post('/api/v1/api-keys', { name: 'Einkauf', scopes });
  expect(res.statusCode).toBe(201);
  return { b, session, created: res.json() as CreatedApiKey };
}

describe('API keys: creation and management (issue 15)', () => {
  it('shows the key once, stores only its hash, lists it without the key and audits the creation', async () => {
    const { s, session, created } = await sellerWithKey(['requests:read']);
    expect(created.key).toMatch(/^hp_[\w-]{40}$/);
    expect(created).toMatchObject({
      name: 'ERP',
      scopes: ['requests:read'],
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).not.toContain(created.key);
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await session.get('/api/v1/api-keys');
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(created.key);
    expect(list.json().items).toHaveLength(1);
    const audit = await listAuditRows(t.database.db, 'api_key', created.id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['api_key.create', s.id]]);
  });

  it('refuses scopes of the other role, unknown fields, admins and the anonymous', async () => {
    const b = await given.verifiedBuyer(t);
    const buyer = await given.loggedIn(t, b, 'buyer');
    const sellerScope = await buyer.post('/api/v1/api-keys', { name: 'x', scopes: ['offers:write'] });
    expect(sellerScope.statusCode).toBe(400);
    expect(sellerScope.json().message).toBe('Diese Berechtigung steht Ihrer Rolle nicht zur Verfügung.');
    const unknownField = await buyer.post('/api/v1/api-keys', {
      name: 'x',
      scopes: ['offers:read'],
      admin: true,
    });
    expect(unknownField.statusCode).toBe(400);
    const noScopes = await buyer.post('/api/v1/api-keys', { name: 'x', scopes: [] });
    expect(noScopes.json().message).toBe('Bitte wählen Sie mindestens eine Berechtigung');

    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    expect((await admin.post('/api/v1/api-keys', { name: 'x', scopes: ['offers:read'] })).statusCode).toBe(
      403,
    );
    expect((await new Client(t.app).get('/api/v1/api-keys')).statusCode).toBe(401);
  });

  it("cannot revoke another user's key (404) and a revoked key answers 401", async () => {
    const { session, created } = await sellerWithKey(['requests:read']);
    const other = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await other.delete(`/api/v1/api-keys/${created.id}`)).statusCode).toBe(404);
    expect((await withKey(created.key, 'GET', '/api/v1/seller/requests')).statusCode).toBe(200);

    const revoked = await session.delete(`/api/v1/api-keys/${created.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const after = await withKey(created.key, 'GET', '/api/v1/seller/requests');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Der API-Schlüssel ist ungültig oder wurde widerrufen.',
    });
  });
});

describe('API keys: using a key (issue 15)', () => {
  it('lists relevant requests with a read key, notes the last use and audits every use', async () => {
    const { session, created } = await sellerWithKey(['requests:read']);
    const buyer = await given.verifiedBuyer(t);
    const request = await givenSellerRequest(t, buyer.id, { manufacturer: 'HYDAC' });
    const res = await withKey(created.key, 'GET', '/api/v1/seller/requests');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((r: { id: string }) => r.id)).toContain(request.id);

    const [listed] = (await session.get('/api/v1/api-keys')).json().items as { lastUsedAt: string | null }[];
    expect(listed!.lastUsedAt).not.toBeNull();
    const uses = await t.database.db.select().from(apiKeyUses).where(eq(apiKeyUses.keyId, created.id));
    expect(uses).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/v1/seller/requests', outcome: 'ok' }),
    ]);
  });

  it('a read-only key cannot offer (403), a key with offers:write can', async () => {
    const { created: readOnly } = await sellerWithKey(['requests:read']);
    const buyer = await given.verifiedBuyer(t);
    const request = await givenSellerRequest(t, buyer.id, { manufacturer: 'HYDAC' });
    const term = await given.activePaymentTermId(t);
    const body = offerBody(request.id, { paymentTermsId: term });
    const refused = await withKey(readOnly.key, 'POST', '/api/v1/seller/offers', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'API_KEY_SCOPE_MISSING',
      message: 'Dieser API-Schlüssel hat keine Berechtigung für diese Aktion.',
    });
    const uses = await t.database.db.select().from(apiKeyUses).where(eq(apiKeyUses.keyId, readOnly.id));
    expect(uses.map((u) => u.outcome)).toEqual(['scope']);

    const { created: writer } = await sellerWithKey(['requests:read', 'offers:write']);
    const offered = await withKey(writer.key, 'POST', '/api/v1/seller/offers', body);
    expect(offered.statusCode).toBe(201);
  });

  it("a buyer's key cannot read seller routes, admin routes or key management", async () => {
    const { created } = await buyerWithKey(['requests:write', 'offers:read', 'orders:place']);
    expect((await withKey(created.key, 'GET', '/api/v1/buyer/requests')).statusCode).toBe(200);
    expect((await withKey(created.key, 'GET', '/api/v1/seller/requests')).statusCode).toBe(403);
    expect((await withKey(created.key, 'GET', '/api/v1/seller/orders')).statusCode).toBe(403);
    expect((await withKey(created.key, 'GET', '/api/v1/admin/sellers')).statusCode).toBe(403);
    expect((await withKey(created.key, 'GET', '/api/v1/api-keys')).statusCode).toBe(403);
    const create = await withKey(created.key, 'POST', '/api/v1/api-keys', {
      name: 'x',
      scopes: ['offers:read'],
    });
    expect(create.statusCode).toBe(403);
    expect((await withKey(created.key, 'GET', '/api/v1/buyer/profile')).statusCode).toBe(403);
  });

  it('a key acts as its owner only: a seller key sees no other seller’s offer', async () => {
    const { created } = await sellerWithKey(['offers:write']);
    const other = await given.seller(t);
    const buyer = await given.verifiedBuyer(t);
    const request = await givenSellerRequest(t, buyer.id, { manufacturer: 'HYDAC' });
    const foreign = await given.offer(t, request.id, other.id);
    expect((await withKey(created.key, 'GET', `/api/v1/seller/offers/${foreign.id}`)).statusCode).toBe(404);
  });

  it('limits each key per minute (429 with Retry-After); another key of the owner still works', async () => {
    const { session, created } = await sellerWithKey(['requests:read']);
    const second = (
      await session.post('/api/v1/api-keys', { name: 'Zweit', scopes: ['requests:read'] })
    ).json() as CreatedApiKey;
    await t.database.db.update(apiKeys).set({ rateLimitPerMinute: 2 }).where(eq(apiKeys.id, created.id));
    expect((await withKey(created.key, 'GET', '/api/v1/seller/summary')).statusCode).toBe(200);
    expect((await withKey(created.key, 'GET', '/api/v1/seller/summary')).statusCode).toBe(200);
    const limited = await withKey(created.key, 'GET', '/api/v1/seller/summary');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', reason: 'API_KEY_RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withKey(second.key, 'GET', '/api/v1/seller/summary')).statusCode).toBe(200);

    // A new window starts a minute later.
    await t.database.db
      .update(apiKeys)
      .set({ windowStart: new Date(Date.now() - 61_000) })
      .where(eq(apiKeys.id, created.id));
    expect((await withKey(created.key, 'GET', '/api/v1/seller/summary')).statusCode).toBe(200);
  });

  it('refuses unknown keys, x-api-key and keys of a blocked seller', async () => {
    expect((await withKey('hp_nichtvorhanden', 'GET', '/api/v1/seller/requests')).statusCode).toBe(401);
    const viaHeader = await new Client(t.app).request('GET', '/api/v1/seller/requests', undefined, {
      'x-api-key': 'hp_irgendwas',
    });
    expect(viaHeader.statusCode).toBe(401);
    expect(viaHeader.json().message).toContain('Authorization: Bearer');

    const { s, created } = await sellerWithKey(['requests:read']);
    await t.database.db
      .update(sellerProfiles)
      .set({ activeStatus: 'inactive' })
      .where(eq(sellerProfiles.id, s.id));
    const blocked = await withKey(created.key, 'GET', '/api/v1/seller/requests');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().reason).toBe('API_KEY_OWNER_BLOCKED');
  });
});
