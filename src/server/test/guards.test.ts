import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from './harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from './given.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every role-scoped route: who may call it (DESIGN.md §5). */
const routes = [
  { method: 'GET' as const, url: '/api/v1/buyer/profile', role: 'buyer' as const },
  { method: 'GET' as const, url: '/api/v1/seller/profile', role: 'seller' as const },
  { method: 'GET' as const, url: '/api/v1/admin/stats', role: 'admin' as const },
];

describe('server-side role guards', () => {
  it.each(routes)('$url: 401 without a session', async ({ method, url }) => {
    const res = await new Client(t.app).request(method, url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Sie müssen angemeldet sein',
      requestId: res.headers['x-request-id'],
    });
  });

  it('gives each role its own routes and 403 on the others', async () => {
    const sessions = {
      buyer: await loggedIn(t, await verifiedBuyer(t), 'buyer'),
      seller: await loggedIn(t, await seller(t), 'seller'),
      admin: await loggedIn(t, await admin(t), 'admin'),
    };
    for (const route of routes) {
      for (const [role, client] of Object.entries(sessions)) {
        const res = await client.request(route.method, route.url);
        expect({ route: route.url, role, status: res.statusCode }).toEqual({
          route: route.url,
          role,
          status: role === route.role ? 200 : 403,
        });
      }
    }
  });

  it("returns only the caller's own profile", async () => {
    const a = await verifiedBuyer(t);
    await verifiedBuyer(t);
    const res = await (await loggedIn(t, a, 'buyer')).get('/api/v1/buyer/profile');
    expect(res.json()).toMatchObject({ id: a.id, email: a.email, company: 'Muster Hydraulik GmbH' });
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const res = await new Client(t.app).post('/api/v1/auth/logout', {}, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });

  /** Writes with an invalid body: the role check comes first (decision 008), so no form messages leak. */
  const writes = [
    { method: 'PATCH' as const, url: '/api/v1/buyer/profile', role: 'buyer' },
    { method: 'PATCH' as const, url: '/api/v1/buyer/company', role: 'buyer' },
    { method: 'POST' as const, url: '/api/v1/buyer/orders', role: 'buyer' },
    { method: 'POST' as const, url: '/api/v1/seller/offers', role: 'seller' },
    { method: 'PUT' as const, url: '/api/v1/seller/settings', role: 'seller' },
    { method: 'POST' as const, url: '/api/v1/auth/change-password', role: 'any' },
  ];

  it.each(writes)('$method $url: 401 before validation without a session', async ({ method, url }) => {
    const res = await new Client(t.app).request(method, url, { unerwartet: true });
    expect(res.statusCode).toBe(401);
  });

  it('answers a wrong role with 403 before validation', async () => {
    const buyer = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    const s = await loggedIn(t, await seller(t), 'seller');
    for (const w of writes.filter((x) => x.role !== 'any')) {
      const other = w.role === 'buyer' ? s : buyer;
      expect({
        url: w.url,
        status: (await other.request(w.method, w.url, { unerwartet: true })).statusCode,
      }).toEqual({
        url: w.url,
        status: 403,
      });
    }
  });
});
