import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ID = '00000000-0000-4000-8000-000000000001';
/** Every buyer endpoint of the buyer journey (DESIGN.md §5: each route declares its roles). */
const address = { street: 'Ring 1', city: 'Köln', zip: '50667', country: 'Deutschland' };
// Valid bodies: Fastify validates a body before the role check runs (as for every route).
const bodies: Record<string, unknown> = {
  'POST /api/v1/buyer/orders': {
    offerId: ID,
    paymentTermsId: ID,
    billingAddress: address,
    acceptLegal: true,
  },
  'PATCH /api/v1/buyer/profile': { firstName: 'A', lastName: 'B', phone: '+49 30 1234' },
  'PATCH /api/v1/buyer/company': {
    company: 'C',
    vatNumber: 'DE123456789',
    billingAddress: address,
    shippingAddress: null,
  },
};
const routes = [
  { method: 'GET', url: '/api/v1/buyer/requests' },
  { method: 'POST', url: '/api/v1/buyer/requests' },
  { method: 'GET', url: `/api/v1/buyer/requests/${ID}/offers` },
  { method: 'GET', url: `/api/v1/buyer/checkout/${ID}` },
  { method: 'POST', url: '/api/v1/buyer/orders' },
  { method: 'GET', url: '/api/v1/buyer/orders' },
  { method: 'GET', url: `/api/v1/buyer/orders/${ID}` },
  { method: 'PATCH', url: '/api/v1/buyer/profile' },
  { method: 'PATCH', url: '/api/v1/buyer/company' },
  // Decision 070: the approval queue.
  { method: 'GET', url: '/api/v1/buyer/approvals' },
  { method: 'POST', url: `/api/v1/buyer/approvals/${ID}/approve` },
  { method: 'POST', url: `/api/v1/buyer/approvals/${ID}/decline` },
] as const;

describe('buyer endpoints: roles', () => {
  it.each(routes)(
    '$method $url: 401 without a session, 403 for sellers and admins',
    async ({ method, url }) => {
      const body = bodies[`${method} ${url}`] ?? (method === 'GET' ? undefined : {});
      expect((await new Client(t.app).request(method, url, body)).statusCode).toBe(401);
      const seller = await given.loggedIn(t, await given.seller(t), 'seller');
      const admin = await given.loggedIn(t, await given.admin(t), 'admin');
      for (const client of [seller, admin]) {
        const res = await client.request(method, url, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Zugriff verweigert');
      }
    },
  );
});

describe('buyer profile and company (spec 1 §2, §5)', () => {
  it('updates personal data and keeps the rest', async () => {
    const buyer = await given.verifiedBuyer(t);
    const client = await given.loggedIn(t, buyer, 'buyer');
    const res = await client.patch('/api/v1/buyer/profile', {
      firstName: 'Eva',
      lastName: 'Neu',
      phone: '+49 30 111222',
      position: 'Einkauf',
      department: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Eva',
      lastName: 'Neu',
      phone: '+49 30 111222',
      position: 'Einkauf',
      department: null,
      company: 'Muster Hydraulik GmbH',
      email: buyer.email,
    });
  });

  it('updates company data and addresses; company and VAT id are required', async () => {
    const client = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const body = {
      company: 'Neue Hydraulik AG',
      vatNumber: 'de 111 222 333',
      taxNumber: '12/345/67890',
      billingAddress: { street: 'Ring 1', city: 'Köln', zip: '50667', country: 'Deutschland' },
      shippingAddress: { street: 'Hafen 2', city: 'Köln', zip: '50668', country: 'Deutschland' },
    };
    const res = await client.patch('/api/v1/buyer/company', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...body, vatNumber: 'DE111222333' });
    const missing = await client.patch('/api/v1/buyer/company', { ...body, company: ' ' });
    expect(missing.json().message).toBe('Bitte geben Sie Ihr Unternehmen ein');
    const badVat = await client.patch('/api/v1/buyer/company', { ...body, vatNumber: '123' });
    expect(badVat.json().message).toBe('Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789)');
    const noShipping = await client.patch('/api/v1/buyer/company', { ...body, shippingAddress: null });
    expect(noShipping.json().shippingAddress).toBeNull();
  });
});
