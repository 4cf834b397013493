import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller, uniqueEmail, verifiedBuyer } from '#server/test/given.ts';
import { auditRowsFor, orderBetween } from '#server/test/admin-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('admin: buyers', () => {
  it('lists buyers filtered on the server and edits one inline, audited', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const b = await verifiedBuyer(t);
    const listed = await client.get(`/api/v1/admin/buyers?search=${encodeURIComponent(b.email)}`);
    expect(listed.json()).toMatchObject({
      total: 1,
      items: [{ id: b.id, company: 'Muster Hydraulik GmbH' }],
    });

    const email = uniqueEmail('neu');
    const res = await client.patch(`/api/v1/admin/buyers/${b.id}`, {
      firstName: 'Eva',
      lastName: 'Neu',
      email,
      company: 'Neu GmbH',
      phone: '+49 1',
      isActive: true,
    });
    expect(res.json()).toMatchObject({ email, firstName: 'Eva', company: 'Neu GmbH' });
    const [audit] = await auditRowsFor(t, b.id);
    expect(audit).toMatchObject({ action: 'buyer.edit', before: { email: b.email }, after: { email } });
    await loggedIn(t, { email, password: b.password }, 'buyer');
  });

  it('deactivates a buyer: sessions end, login refused, audited', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const b = await verifiedBuyer(t);
    const buyerClient = await loggedIn(t, b, 'buyer');
    const res = await client.post(`/api/v1/admin/buyers/${b.id}/deactivate`);
    expect(res.json().isActive).toBe(false);
    expect((await buyerClient.get('/api/v1/buyer/profile')).statusCode).toBe(401);
    const login = await buyerClient.post('/api/v1/auth/login', {
      email: b.email,
      password: b.password,
      role: 'buyer',
    });
    expect(login.statusCode).toBe(403);
    expect((await auditRowsFor(t, b.id)).map((r) => r.action)).toEqual(['buyer.deactivate']);
  });

  it('deletes a buyer without orders, audited', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const b = await verifiedBuyer(t);
    expect((await client.delete(`/api/v1/admin/buyers/${b.id}`)).json()).toEqual({ ok: true });
    expect(
      (await client.get(`/api/v1/admin/buyers?search=${encodeURIComponent(b.email)}`)).json().total,
    ).toBe(0);
    const [audit] = await auditRowsFor(t, b.id);
    expect(audit).toMatchObject({ action: 'buyer.delete', after: null, before: { email: b.email } });
  });

  it('erases (anonymises) a buyer who has orders instead of deleting: the order stays (decision 052)', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const b = await verifiedBuyer(t);
    await orderBetween(t, b.id, (await seller(t)).id);
    const res = await client.delete(`/api/v1/admin/buyers/${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(
      (await client.get(`/api/v1/admin/buyers?search=${encodeURIComponent(b.email)}`)).json().total,
    ).toBe(0);
    const audit = await auditRowsFor(t, b.id);
    expect(audit).toMatchObject([{ action: 'account.erase', before: null }]);
    expect(JSON.stringify(audit)).not.toContain(b.email);
  });
});
