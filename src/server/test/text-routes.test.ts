import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_INVALID } from '#shared/common/text.ts';
import { admin, buyerSignupBody, loggedIn, multipart, seller, verifiedBuyer } from './given.ts';
import { givenSellerRequest, offerBody } from './given-seller.ts';
import { Client, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let clients: Client[];
beforeAll(async () => {
  t = await startTestApp();
  clients = [
    new Client(t.app),
    await loggedIn(t, await verifiedBuyer(t), 'buyer'),
    await loggedIn(t, await seller(t), 'seller'),
    await loggedIn(t, await admin(t), 'admin'),
  ];
}, 60_000);
afterAll(async () => {
  await t.close();
});

const BAD = ['Hydraulik\u0000pumpe', 'Ventil \uD800', '\uDFFF'];

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }
    >
  >;
}

/** Every route that takes a body, from the app's own route table. */
function writeRoutes() {
  const spec = t.app.swagger() as unknown as OpenApi;
  const list: { method: 'POST' | 'PUT' | 'PATCH'; path: string; fields: string[]; multipart: boolean }[] = [];
  for (const [path, ops] of Object.entries(spec.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase();
      if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH') continue;
      if (path === '/api/v1/auth/logout') continue;
      const content = op.requestBody?.content ?? {};
      // A body without named fields (e.g. z.object({})) still gets unknown ones: the guard reads them.
      const named = Object.keys(Object.values(content)[0]?.schema?.properties ?? {});
      list.push({
        method,
        path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        fields: named.length > 0 ? named : ['name', 'description'],
        multipart: 'multipart/form-data' in content || /requests$|pdf-templates$|import$/.test(path),
      });
    }
  }
  return list;
}

describe('NUL and lone surrogates are refused with 400 on every text route (issue 18)', () => {
  it('for each route, as the role that may call it', async () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      // UTF-8 (multipart) cannot carry a lone surrogate: it arrives as U+FFFD, which is fine text.
      for (const bad of route.multipart ? BAD.filter((b) => b.includes('\u0000')) : BAD) {
        const fields = Object.fromEntries(route.fields.map((f) => [f, bad]));
        let answered = false;
        for (const client of clients) {
          const mp = multipart(fields);
          const res = route.multipart
            ? await client.request(route.method, route.path, mp.body, mp.headers)
            : await client.request(route.method, route.path, fields);
          if (res.statusCode === 401 || res.statusCode === 403) continue;
          answered = true;
          expect(res.statusCode, `${route.method} ${route.path} ${JSON.stringify(bad)}: ${res.body}`).toBe(
            400,
          );
          expect(res.json().message, `${route.method} ${route.path}`).toBe(TEXT_INVALID);
        }
        expect(answered, `${route.method} ${route.path}: some role may call it`).toBe(true);
      }
    }
  }, 120_000);

  it('names the field in the form: signup with a NUL in the company', async () => {
    const res = await new Client(t.app).post(
      '/api/v1/auth/signup/buyer',
      buyerSignupBody({ company: 'Muster\u0000 GmbH' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: TEXT_INVALID });
  });

  it('refuses a NUL in a path parameter and a query', async () => {
    const [, , , adminClient] = clients;
    for (const url of [
      '/api/v1/admin/buyers?search=a%00b',
      '/api/v1/admin/email-logs/%00',
      '/api/v1/brands?q=a%00',
      '/api/v1/admin/email-logs/%ED%A0%80',
    ]) {
      const res = await adminClient!.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('money is positive after rounding to cents (issue 18)', () => {
  it.each(['0,001', '0.004', '0.001', 0.001, '-0,001'])(
    'refuses an offer price of %j with 400',
    async (price) => {
      const buyer = await verifiedBuyer(t);
      const s = await seller(t);
      const request = await givenSellerRequest(t, buyer.id, { manufacturer: 'HYDAC', quantity: 1 });
      const client = await loggedIn(t, s, 'seller');
      const res = await client.post('/api/v1/seller/offers', offerBody(request.id, { price }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'Bitte geben Sie einen gültigen Preis ein',
      });
    },
  );

  it('accepts 0,005 as 0,01 €', async () => {
    const buyer = await verifiedBuyer(t);
    const s = await seller(t);
    const request = await givenSellerRequest(t, buyer.id, { manufacturer: 'HYDAC', quantity: 1 });
    const client = await loggedIn(t, s, 'seller');
    const res = await client.post('/api/v1/seller/offers', offerBody(request.id, { price: '0,005' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toBe('0.01');
  });
});
