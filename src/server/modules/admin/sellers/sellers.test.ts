import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { findJobs } from '#server/modules/jobs/repository.ts';
import { runConsumers } from '#server/test/outbox.ts';
import { auditRowsFor } from '#server/test/admin-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('admin: seller approval and status', () => {
  it('approves a pending seller: active, trial, approval mail queued, audited; the seller can log in', async () => {
    const a = await admin(t);
    const pending = await seller(t, { approval: 'pending', active: 'inactive' });
    const client = await loggedIn(t, a, 'admin');

    const queue = await client.get(
      `/api/v1/admin/sellers?approval=pending&search=${encodeURIComponent(pending.email)}`,
    );
    expect(queue.json().items.map((s: { id: string }) => s.id)).toEqual([pending.id]);

    const res = await client.post(`/api/v1/admin/sellers/${pending.id}/approve`);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ approvalStatus: 'approved', activeStatus: 'active' });
    const trialDays = (Date.parse(view.trialEndsAt) - Date.parse(view.approvedAt)) / 86_400_000;
    expect(Math.round(trialDays)).toBe(14);

    await runConsumers(t.database.db); // the approval's mail is its event's consumer's (decision 038)
    const mail = (await findJobs(t.database.db, 'mail.send')).find(
      (j) =>
        (j.payload as { to: string }).to === pending.email &&
        (j.payload as { templateType: string }).templateType === 'seller_approval_email',
    );
    expect(mail?.payload).toMatchObject({
      templateType: 'seller_approval_email',
      variables: { company_name: 'Händler Fluidtechnik GmbH', contact_person: expect.any(String) },
    });

    const [audit] = await auditRowsFor(t, pending.id);
    expect(audit).toMatchObject({ actorId: a.id, action: 'seller.approve', entity: 'seller' });
    expect(audit!.before).toMatchObject({ approvalStatus: 'pending' });
    expect(audit!.after).toMatchObject({ approvalStatus: 'approved', activeStatus: 'active' });

    await loggedIn(t, pending, 'seller');
  });

  it('rejects a seller, which blocks the login and ends running sessions', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const s = await seller(t);
    const sellerClient = await loggedIn(t, s, 'seller');
    expect((await sellerClient.get('/api/v1/seller/profile')).statusCode).toBe(200);

    expect((await client.post(`/api/v1/admin/sellers/${s.id}/reject`)).json().approvalStatus).toBe(
      'rejected',
    );
    expect((await sellerClient.get('/api/v1/seller/profile')).statusCode).toBe(401);
    expect(
      (
        await sellerClient.post('/api/v1/auth/login', {
          email: s.email,
          password: s.password,
          role: 'seller',
        })
      ).json().title,
    ).toBe('Konto abgelehnt');
    expect((await auditRowsFor(t, s.id)).map((r) => r.action)).toEqual(['seller.reject']);
  });

  it('queues the rejection mail and, when a seller becomes unpaid, the payment reminder', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const rejected = await seller(t, { approval: 'pending' });
    const unpaid = await seller(t, { payment: 'paid' });
    await client.post(`/api/v1/admin/sellers/${rejected.id}/reject`);
    await client.post(`/api/v1/admin/sellers/${unpaid.id}/toggle-payment`);
    await runConsumers(t.database.db);
    const mails = (await findJobs(t.database.db, 'mail.send')).map(
      (j) => j.payload as { to: string; templateType: string },
    );
    expect(mails.filter((m) => m.to === rejected.email).map((m) => m.templateType)).toContain(
      'seller_rejection_email',
    );
    expect(mails.filter((m) => m.to === unpaid.email).map((m) => m.templateType)).toContain(
      'payment_reminder',
    );
  });

  it('toggles payment (paid → unpaid, anything else → paid) and active status, each audited', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const s = await seller(t, { payment: 'freetrial' });
    const pay = () => client.post(`/api/v1/admin/sellers/${s.id}/toggle-payment`);
    expect((await pay()).json().paymentStatus).toBe('paid');
    expect((await pay()).json().paymentStatus).toBe('unpaid');
    expect((await pay()).json().paymentStatus).toBe('paid');
    const active = await client.post(`/api/v1/admin/sellers/${s.id}/toggle-active`);
    expect(active.json().activeStatus).toBe('inactive');
    const actions = (await auditRowsFor(t, s.id)).map((r) => r.action).sort();
    expect(actions).toEqual([
      'seller.toggle_active',
      'seller.toggle_payment',
      'seller.toggle_payment',
      'seller.toggle_payment',
    ]);
  });

  it('edits a seller and records before and after', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const s = await seller(t);
    const res = await client.patch(`/api/v1/admin/sellers/${s.id}`, {
      companyName: '  Neue Firma GmbH ',
      contactPerson: 'Petra Neu',
      phone: '+49 30 1',
      vatNumber: 'DE111111111',
      paymentStatus: 'paid',
      activeStatus: 'active',
      isVerified: true,
    });
    expect(res.json()).toMatchObject({
      companyName: 'Neue Firma GmbH',
      isVerified: true,
      paymentStatus: 'paid',
    });
    const [audit] = await auditRowsFor(t, s.id);
    expect(audit!.before).toMatchObject({ companyName: 'Händler Fluidtechnik GmbH', isVerified: false });
    expect(audit!.after).toMatchObject({ companyName: 'Neue Firma GmbH', isVerified: true });

    const listed = await client.get(
      `/api/v1/admin/sellers?search=${encodeURIComponent('Neue Firma')}&pageSize=100`,
    );
    expect(listed.json().items.some((x: { id: string }) => x.id === s.id)).toBe(true);
  });

  it('answers 404 for an unknown seller and leaves no audit row', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const id = '00000000-0000-4000-8000-000000000001';
    const res = await client.post(`/api/v1/admin/sellers/${id}/approve`);
    expect(res.statusCode).toBe(404);
    expect(await auditRowsFor(t, id)).toEqual([]);
  });

  it("shows a seller's full registration (address, trade register, brands) to admins only", async () => {
    const pending = await seller(
      t,
      { approval: 'pending', active: 'inactive' },
      {
        businessLicense: 'HRB 123456',
        website: 'https://haendler.example',
      },
    );
    const client = await loggedIn(t, await admin(t), 'admin');
    const res = await client.get(`/api/v1/admin/sellers/${pending.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: pending.id,
      companyName: 'Händler Fluidtechnik GmbH',
      vatNumber: 'DE987654321',
      address: { street: 'Industriestraße 5', zip: '80331', city: 'München', country: 'Deutschland' },
      tradeRegisterNumber: 'HRB 123456',
      website: 'https://haendler.example',
      brands: expect.any(Array),
    });

    expect((await client.get('/api/v1/admin/sellers/00000000-0000-4000-8000-000000000001')).statusCode).toBe(
      404,
    );
    expect((await client.get('/api/v1/admin/sellers/kein-uuid')).statusCode).toBe(400);
    const asSeller = await loggedIn(t, await seller(t), 'seller');
    expect((await asSeller.get(`/api/v1/admin/sellers/${pending.id}`)).statusCode).toBe(403);
    const asBuyer = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    expect((await asBuyer.get(`/api/v1/admin/sellers/${pending.id}`)).statusCode).toBe(403);
  });
});
