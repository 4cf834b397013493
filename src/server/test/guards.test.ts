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
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Sie müssen angemeldet sein' });
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
});
