import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { givenPhoto } from '#server/test/given-seller.ts';
import { totpCode } from '#server/test/totp.ts';
import { listAuditRows } from '#server/modules/audit/read.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every admin endpoint (DESIGN.md §5: the server enforces every right). */
const ADMIN_ROUTES: [Method, string][] = [
  ['GET', '/api/v1/admin/stats'],
  ['GET', '/api/v1/admin/stats/liquidity'],
  ['GET', '/api/v1/admin/sellers'],
  ['POST', '/api/v1/admin/sellers/:id/approve'],
  ['POST', '/api/v1/admin/sellers/:id/reject'],
  ['POST', '/api/v1/admin/sellers/:id/toggle-payment'],
  ['POST', '/api/v1/admin/sellers/:id/toggle-active'],
  ['PATCH', '/api/v1/admin/sellers/:id'],
  ['GET', '/api/v1/admin/buyers'],
  ['PATCH', '/api/v1/admin/buyers/:id'],
  ['POST', '/api/v1/admin/buyers/:id/deactivate'],
  ['DELETE', '/api/v1/admin/buyers/:id'],
  ['GET', '/api/v1/admin/requests'],
  ['GET', '/api/v1/admin/requests/:id/offers'],
  ['GET', '/api/v1/admin/offers'],
  ['GET', '/api/v1/admin/orders'],
  ['PATCH', '/api/v1/admin/ratings/:id'],
  ['GET', '/api/v1/admin/countries'],
  ['POST', '/api/v1/admin/countries'],
  ['PUT', '/api/v1/admin/countries/:id'],
  ['POST', '/api/v1/admin/countries/:id/toggle'],
  ['DELETE', '/api/v1/admin/countries/:id'],
  ['GET', '/api/v1/admin/brands'],
  ['POST', '/api/v1/admin/brands'],
  ['PUT', '/api/v1/admin/brands/:id'],
  ['POST', '/api/v1/admin/brands/:id/toggle'],
  ['DELETE', '/api/v1/admin/brands/:id'],
  ['GET', '/api/v1/admin/payment-terms'],
  ['POST', '/api/v1/admin/payment-terms'],
  ['PUT', '/api/v1/admin/payment-terms/:id'],
  ['DELETE', '/api/v1/admin/payment-terms/:id'],
  ['GET', '/api/v1/admin/message-templates'],
  ['POST', '/api/v1/admin/message-templates'],
  ['PUT', '/api/v1/admin/message-templates/:id'],
  ['POST', '/api/v1/admin/message-templates/:id/toggle'],
  ['DELETE', '/api/v1/admin/message-templates/:id'],
  ['GET', '/api/v1/admin/email-logs'],
  ['GET', '/api/v1/admin/email-logs/:id'],
  ['POST', '/api/v1/admin/email-test/direct'],
  ['POST', '/api/v1/admin/email-test/template'],
  ['GET', '/api/v1/admin/html-templates'],
  ['POST', '/api/v1/admin/html-templates'],
  ['PUT', '/api/v1/admin/html-templates/:id'],
  ['POST', '/api/v1/admin/html-templates/:id/duplicate'],
  ['POST', '/api/v1/admin/html-templates/:id/default'],
  ['DELETE', '/api/v1/admin/html-templates/:id'],
  ['GET', '/api/v1/admin/pdf-templates'],
  ['POST', '/api/v1/admin/pdf-templates'],
  ['POST', '/api/v1/admin/pdf-templates/:id/activate'],
  ['POST', '/api/v1/admin/pdf-templates/:id/deactivate'],
  ['POST', '/api/v1/admin/pdf-templates/:id/test'],
  ['GET', '/api/v1/admin/pdf-templates/:id/download'],
  ['DELETE', '/api/v1/admin/pdf-templates/:id'],
  ['GET', '/api/v1/admin/translations'],
  ['PUT', '/api/v1/admin/translations/:id'],
  ['GET', '/api/v1/admin/translations/template.csv'],
  ['GET', '/api/v1/admin/translations/export.csv'],
  ['POST', '/api/v1/admin/translations/import'],
];

describe('admin endpoints refuse everyone but admins', () => {
  it('lists every registered admin route', () => {
    for (const [method, url] of ADMIN_ROUTES)
      expect({ method, url, exists: t.app.hasRoute({ method, url }) }).toMatchObject({ exists: true });
  });

  it.each(ADMIN_ROUTES)(
    '%s %s: 401 without a session, 403 for a buyer and a seller, no audit row',
    async (method, url) => {
      const buyer = await loggedIn(t, await verifiedBuyer(t), 'buyer');
      const sellerClient = await loggedIn(t, await seller(t), 'seller');
      const concrete = url.replace(':id', ID);
      const before = (await listAuditRows(t.database.db, 'seller')).length;

      const anonymous = await new Client(t.app).request(
        method,
        concrete,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(anonymous.statusCode).toBe(401);
      for (const client of [buyer, sellerClient]) {
        const res = await client.request(
          method,
          concrete,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
        expect(res.json().message).toBe('Zugriff verweigert');
      }
      expect((await listAuditRows(t.database.db, 'seller')).length).toBe(before);
    },
  );

  it('lets an admin read the stats', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    expect((await client.get('/api/v1/admin/stats')).statusCode).toBe(200);
  });
});

describe('an admin session without its second factor, where one is required (issue 38)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    // Production always requires it; the test environment switches the same check on.
    strict = await startTestApp({ env: { ADMIN_TWO_FACTOR: 'required' } });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('reaches nothing an admin may do — order documents and request photos included — until the factor is set up', async () => {
    const boss = await admin(strict);
    const client = await loggedIn(strict, boss, 'admin');
    const b = await verifiedBuyer(strict);
    const { order, request } = await givenOrder(strict, b.id, (await seller(strict)).id);
    const photo = await givenPhoto(strict, request.id, 0, Buffer.from('89504e470d0a1a0a', 'hex'));
    const everywhere: [Method, string][] = [
      ...ADMIN_ROUTES,
      ['GET', `/api/v1/orders/${order.id}/document`],
      ['GET', `/api/v1/requests/${request.id}/photos/${photo.id}`],
      ['POST', '/api/v1/auth/change-password'],
    ];
    for (const [method, url] of everywhere) {
      const res = await client.request(
        method,
        url.replace(':id', ID),
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect({ url, status: res.statusCode, reason: res.json().reason }).toEqual({
        url,
        status: 403,
        reason: 'TWO_FACTOR_SETUP_REQUIRED',
      });
    }

    // What it takes to set the factor up stays open; afterwards the same browser may act.
    expect((await client.get('/api/v1/auth/two-factor')).json()).toEqual({ enabled: false, required: true });
    const { secret } = (
      await client.post('/api/v1/auth/two-factor/setup', { password: boss.password })
    ).json() as {
      secret: string;
    };
    expect(
      (await client.post('/api/v1/auth/two-factor/confirm', { code: totpCode(secret) })).statusCode,
    ).toBe(200);
    expect((await client.get(`/api/v1/orders/${order.id}/document`)).statusCode).toBe(200);
    expect((await client.get('/api/v1/admin/stats')).statusCode).toBe(200);
  });

  it('buyers and sellers are not asked for it', async () => {
    const buyer = await loggedIn(strict, await verifiedBuyer(strict), 'buyer');
    expect((await buyer.get('/api/v1/buyer/profile')).statusCode).toBe(200);
    expect((await buyer.get('/api/v1/auth/two-factor')).json()).toEqual({ enabled: false, required: false });
  });
});
