import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
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
