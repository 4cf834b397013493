import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderApprovals } from '#server/db/schema/approvals.ts';
import { offers, orders } from '#server/db/schema/marketplace.ts';
import { auditLog } from '#server/db/schema/platform.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { member } from '#server/test/given-team.ts';
import { APPROVAL_BILLING, approvalCompany, offerToOrder } from '#server/test/given-approval.ts';
import { consumerJobsOf, queuedMails, recordedEvents, runConsumers } from '#server/test/outbox.ts';
import { formatEuro, germanDatePlusDays } from '#shared/format/german.ts';
import { APPROVAL_MESSAGES } from '#shared/approvals/messages.ts';

/*
 * Issue 37, decision 070: the buyer approval limit. An order above a purchaser's limit, and any
 * order of a requester, waits ('Freigabe ausstehend') until 'Einkauf' or the owner approves it
 * (placed once, through the order's door) or declines it; the seller learns nothing before.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const billing = APPROVAL_BILLING;
const company = (limit: number | null = 1000) => approvalCompany(t, limit);
const offerFor = (companyId: string, price = '1000.00', days = 10) => offerToOrder(t, companyId, price, days);

const ordersOf = (requestId: string) =>
  t.database.db.select().from(orders).where(eq(orders.requestId, requestId));
const approvalRow = async (id: string) =>
  (await t.database.db.select().from(orderApprovals).where(eq(orderApprovals.id, id)))[0]!;
const auditOf = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('the approval limit in the Team tab (decision 070)', () => {
  it('is set by the owner for a purchaser, read by every member, and audited', async () => {
    const { ownerClient, purchaser } = await company(1500);
    const reader = await member(t, ownerClient, 'buyer', 'read');
    const team = (await reader.client.get('/api/v1/team')).json() as {
      members: { profileId: string; role: string; approvalLimit: string | null }[];
    };
    expect(team.members.find((m) => m.profileId === purchaser.id)?.approvalLimit).toBe('1500.00');
    expect(team.members.find((m) => m.role === 'owner')?.approvalLimit).toBeNull();
    const none = await ownerClient.put(`/api/v1/team/members/${purchaser.id}/approval-limit`, {
      approvalLimit: null,
    });
    expect(none.json()).toMatchObject({ approvalLimit: null });
    const audit = await auditOf('team.approval_limit', purchaser.id);
    expect(audit.map((a) => a.after)).toContainEqual(expect.objectContaining({ approvalLimitCents: null }));
    expect(audit.map((a) => a.after)).toContainEqual(expect.objectContaining({ approvalLimitCents: 150000 }));
  });

  it('refuses bad bodies in German, other roles, owners and requesters as targets, another company’s member', async () => {
    const { ownerClient, purchaser, owner } = await company();
    const url = `/api/v1/team/members/${purchaser.id}/approval-limit`;
    for (const bad of [{ approvalLimit: -5 }, { approvalLimit: 'viel' }, { approvalLimit: 1.005 }, {}]) {
      const res = await ownerClient.put(url, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toContain('Bitte geben Sie ein gültiges Limit in Euro an');
    }
    expect((await purchaser.client.put(url, { approvalLimit: 5 })).statusCode).toBe(403);
    const requester = await member(t, ownerClient, 'buyer', 'requester');
    for (const target of [owner.id, requester.id]) {
      const res = await ownerClient.put(`/api/v1/team/members/${target}/approval-limit`, {
        approvalLimit: 5,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(APPROVAL_MESSAGES.limitNotForRole);
    }
    const other = await company();
    expect((await other.ownerClient.put(url, { approvalLimit: 5 })).statusCode).toBe(404);
  });
});

describe('an order above the limit waits (decision 070)', () => {
  it('is placed at once within the limit', async () => {
    const { owner, purchaser } = await company(2000);
    const { request, body } = await offerFor(owner.id, '1000.00');
    const res = await purchaser.client.post('/api/v1/buyer/orders', body());
    expect(res.statusCode, res.body).toBe(201);
    expect(await ordersOf(request.id)).toHaveLength(1);
  });

  it('is not ordered above it: 202 “Freigabe ausstehend”, the whole checkout kept, the seller told nothing', async () => {
    const { owner, ownerClient, purchaser } = await company(1000);
    const { seller, request, offer, body } = await offerFor(owner.id, '1000.00');
    await runConsumers(t.database.db);
    const mailsBefore = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.payload}->>'to' = ${seller.email}`);
    // The order page says it in advance, to the purchaser only.
    const page = (c: Client) => c.get(`/api/v1/buyer/checkout/${offer.id}`);
    expect((await page(purchaser.client)).json().approvalRequired).toBe(true);
    expect((await page(ownerClient)).json().approvalRequired).toBe(false);
    const res = await purchaser.client.post('/api/v1/buyer/orders', body());
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      status: 'pending',
      message: 'Die Bestellung wartet auf Freigabe durch den Einkauf.',
    });
    const approvalId = res.json().approvalId as string;
    expect(await ordersOf(request.id)).toHaveLength(0);
    const [stillOpen] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(stillOpen!.status).toBe('ausstehend');
    const row = await approvalRow(approvalId);
    expect(row).toMatchObject({
      status: 'pending',
      totalAmount: '1190.00',
      companyId: owner.id,
      requestedBy: purchaser.id,
    });
    expect(row.input).toMatchObject({
      internalReference: 'PO-4711',
      specialInstructions: 'Tor 3',
      billingAddress: billing,
    });
    // The request says so on the company's list.
    const list = (await ownerClient.get('/api/v1/buyer/requests?state=all')).json() as {
      items: { id: string; approvalPending: boolean }[];
    };
    expect(list.items.find((i) => i.id === request.id)?.approvalPending).toBe(true);
    // Only the buyer company's consumers hear of it; no order event.
    const [event] = await recordedEvents(t.database.db, 'order.approval_requested', 'approvalId', approvalId);
    expect((await consumerJobsOf(t.database.db, event!.id)).map((j) => j.type)).toEqual([
      'event.live',
      'event.notifications',
    ]);
    expect(await recordedEvents(t.database.db, 'order.placed', 'requestId', request.id)).toHaveLength(0);
    const asked = await queuedMails(t.database.db, owner.email, 'order_approval_requested');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.variables).toMatchObject({
      requester_name: 'Petra Einkauf',
      total_amount: formatEuro('1190.00'),
    });
    expect(await queuedMails(t.database.db, purchaser.email, 'order_approval_requested')).toHaveLength(0);
    const mailsAfter = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.payload}->>'to' = ${seller.email}`);
    expect(mailsAfter[0]!.n).toBe(mailsBefore[0]!.n);
    const sellerClient = await given.loggedIn(t, seller, 'seller');
    expect((await sellerClient.get('/api/v1/seller/orders')).json().total).toBe(0);
    expect((await sellerClient.get(`/api/v1/seller/offers/${offer.id}`)).json().status).toBe('ausstehend');
    expect(await auditOf('order.approval_request', approvalId)).toHaveLength(1);
  });

  it('refuses a second submit while one waits, and the order’s own refusals first (expired offer)', async () => {
    const { owner, purchaser } = await company(100);
    const { body } = await offerFor(owner.id);
    expect((await purchaser.client.post('/api/v1/buyer/orders', body())).statusCode).toBe(202);
    const again = await purchaser.client.post('/api/v1/buyer/orders', body());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPROVAL_MESSAGES.alreadyPending);
    const expired = await offerFor(owner.id, '1000.00', -1);
    const res = await purchaser.client.post('/api/v1/buyer/orders', expired.body());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Angebot abgelaufen');
  });
});

/** A pending approval of the purchaser's company (limit 1000 €, order 1190 €). */
async function waiting() {
  const c = await company(1000);
  const o = await offerFor(c.owner.id);
  const res = await c.purchaser.client.post('/api/v1/buyer/orders', o.body());
  expect(res.statusCode, res.body).toBe(202);
  return { ...c, ...o, approvalId: res.json().approvalId as string };
}

describe('the queue (decision 070)', () => {
  it('lists the request with its total, requester and validity, and who may approve', async () => {
    const { ownerClient, purchaser, approvalId, offer } = await waiting();
    const asOwner = (await ownerClient.get('/api/v1/buyer/approvals')).json();
    expect(asOwner).toMatchObject({ total: 1, pendingCount: 1 });
    expect(asOwner.items[0]).toMatchObject({
      id: approvalId,
      status: 'pending',
      totalAmount: '1190.00',
      validUntil: offer.validUntil,
      expired: false,
      internalReference: 'PO-4711',
      requestedBy: { id: purchaser.id, name: 'Petra Einkauf' },
      canApprove: true,
      canDecline: true,
    });
    // The purchaser's own request is above its own limit: it may decline, not approve.
    const asPurchaser = (await purchaser.client.get('/api/v1/buyer/approvals')).json();
    expect(asPurchaser.items[0]).toMatchObject({ canApprove: false, canDecline: true });
    const own = await purchaser.client.post(`/api/v1/buyer/approvals/${approvalId}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(APPROVAL_MESSAGES.overOwnLimit);
    expect((await ownerClient.get('/api/v1/buyer/approvals?status=decided')).json().total).toBe(0);
  });

  it('approving places the order once, as the approver, and tells the requester', async () => {
    const { owner, ownerClient, purchaser, approvalId, request } = await waiting();
    const res = await ownerClient.post(`/api/v1/buyer/approvals/${approvalId}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    const placed = await ordersOf(request.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      id: res.json().orderId,
      buyerId: owner.id,
      internalReference: 'PO-4711',
      specialInstructions: 'Tor 3',
      totalAmount: '1190.00',
    });
    expect(await approvalRow(approvalId)).toMatchObject({
      status: 'approved',
      orderId: placed[0]!.id,
      decidedBy: owner.id,
    });
    const again = await ownerClient.post(`/api/v1/buyer/approvals/${approvalId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Diese Bestellung wurde bereits freigegeben.');
    expect((await ownerClient.post(`/api/v1/buyer/approvals/${approvalId}/decline`, {})).statusCode).toBe(
      409,
    );
    const mails = await queuedMails(t.database.db, purchaser.email, 'order_approval_approved');
    expect(mails[0]!.variables).toMatchObject({
      order_number: placed[0]!.orderNumber,
      decider_name: expect.any(String),
    });
    expect(await recordedEvents(t.database.db, 'order.placed', 'orderId', placed[0]!.id)).toHaveLength(1);
    const audit = await auditOf('order.approval_approve', approvalId);
    expect(audit[0]!.after).toMatchObject({ requestedBy: purchaser.id, orderId: placed[0]!.id });
    const decided = (await ownerClient.get('/api/v1/buyer/approvals?status=decided')).json();
    expect(decided.items[0]).toMatchObject({
      status: 'approved',
      orderNumber: placed[0]!.orderNumber,
      canApprove: false,
    });
  });

  it('a colleague with a higher limit approves what is above the requester’s', async () => {
    const { ownerClient, approvalId, request } = await waiting();
    const colleague = await member(t, ownerClient, 'buyer', 'purchasing');
    await ownerClient.put(`/api/v1/team/members/${colleague.id}/approval-limit`, { approvalLimit: 5000 });
    const res = await colleague.client.post(`/api/v1/buyer/approvals/${approvalId}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ordersOf(request.id)).toHaveLength(1);
  });

  it('refuses an expired offer in German, and marks it in the queue', async () => {
    const { ownerClient, approvalId, offer, request } = await waiting();
    await t.database.db
      .update(offers)
      .set({ validUntil: germanDatePlusDays(-1) })
      .where(eq(offers.id, offer.id));
    const item = (await ownerClient.get('/api/v1/buyer/approvals')).json().items[0];
    expect(item).toMatchObject({ expired: true, canApprove: false });
    const res = await ownerClient.post(`/api/v1/buyer/approvals/${approvalId}/approve`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Das Angebot ist abgelaufen und kann nicht mehr freigegeben werden.');
    expect(await ordersOf(request.id)).toHaveLength(0);
  });

  it('declines with a reason: nothing ordered, the requester told; bad bodies refused in German', async () => {
    const { ownerClient, purchaser, approvalId, request } = await waiting();
    const url = `/api/v1/buyer/approvals/${approvalId}/decline`;
    const tooLong = await ownerClient.post(url, { reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Der Grund darf höchstens 1000 Zeichen lang sein');
    expect((await ownerClient.post(url, { reason: 42 })).statusCode).toBe(400);
    const res = await ownerClient.post(url, { reason: 'Bitte beim Rahmenlieferanten bestellen' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', orderId: null });
    expect(await ordersOf(request.id)).toHaveLength(0);
    const mails = await queuedMails(t.database.db, purchaser.email, 'order_approval_declined');
    expect(mails[0]!.variables).toMatchObject({ reason: 'Bitte beim Rahmenlieferanten bestellen' });
    const again = await ownerClient.post(`/api/v1/buyer/approvals/${approvalId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Diese Bestellung wurde bereits abgelehnt.');
    expect(await auditOf('order.approval_decline', approvalId)).toHaveLength(1);
  });
});

describe('a requester asks, never orders (decision 070)', () => {
  it('every order of an Anforderer waits, however small; it cannot approve; Lesen can do neither', async () => {
    const { owner, ownerClient } = await company(null);
    const requester = await member(t, ownerClient, 'buyer', 'requester', {
      firstName: 'Rudi',
      lastName: 'Anforderer',
    });
    const reader = await member(t, ownerClient, 'buyer', 'read');
    const { body, request } = await offerFor(owner.id, '10.00');
    expect((await reader.client.post('/api/v1/buyer/orders', body())).statusCode).toBe(403);
    const res = await requester.client.post('/api/v1/buyer/orders', body());
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().approvalId as string;
    const view = (await requester.client.get('/api/v1/buyer/approvals')).json();
    expect(view.items[0]).toMatchObject({
      id,
      requestedBy: { name: 'Rudi Anforderer' },
      canApprove: false,
      canDecline: false,
    });
    for (const who of [requester, reader]) {
      expect((await who.client.post(`/api/v1/buyer/approvals/${id}/approve`)).statusCode).toBe(403);
      expect((await who.client.post(`/api/v1/buyer/approvals/${id}/decline`, {})).statusCode).toBe(403);
    }
    expect((await ownerClient.post(`/api/v1/buyer/approvals/${id}/approve`)).statusCode).toBe(200);
    expect(await ordersOf(request.id)).toHaveLength(1);
    expect((await queuedMails(t.database.db, requester.email, 'order_approval_approved')).length).toBe(1);
  });
});

describe('who may reach the queue (decision 070)', () => {
  it('refuses sellers, admins and visitors; another company’s approval is 404; a bad id 400', async () => {
    const { approvalId } = await waiting();
    const seller = await given.loggedIn(t, await given.seller(t), 'seller');
    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    for (const [client, status] of [
      [seller, 403],
      [admin, 403],
      [new Client(t.app), 401],
    ] as const) {
      expect((await client.get('/api/v1/buyer/approvals')).statusCode).toBe(status);
      expect((await client.post(`/api/v1/buyer/approvals/${approvalId}/approve`)).statusCode).toBe(status);
      expect((await client.post(`/api/v1/buyer/approvals/${approvalId}/decline`, {})).statusCode).toBe(
        status,
      );
    }
    const other = await company();
    expect((await other.ownerClient.get('/api/v1/buyer/approvals')).json().total).toBe(0);
    for (const path of ['approve', 'decline']) {
      const res = await other.ownerClient.post(`/api/v1/buyer/approvals/${approvalId}/${path}`, {});
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(APPROVAL_MESSAGES.notFound);
    }
    expect((await other.ownerClient.post('/api/v1/buyer/approvals/kein-uuid/approve')).statusCode).toBe(400);
    expect((await other.ownerClient.get('/api/v1/buyer/approvals?status=irgendwas')).statusCode).toBe(400);
    expect(await approvalRow(approvalId)).toMatchObject({ status: 'pending' });
  });
});

describe('two approvers at the same moment (decision 070)', () => {
  it('place exactly one order; the other gets the German 409', async () => {
    const { ownerClient, approvalId, request } = await waiting();
    const colleague = await member(t, ownerClient, 'buyer', 'purchasing');
    const results = await Promise.all([
      ownerClient.post(`/api/v1/buyer/approvals/${approvalId}/approve`),
      colleague.client.post(`/api/v1/buyer/approvals/${approvalId}/approve`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'Diese Bestellung wurde bereits freigegeben.',
    );
    expect(await ordersOf(request.id)).toHaveLength(1);
    expect(
      await recordedEvents(t.database.db, 'order.approval_decided', 'approvalId', approvalId),
    ).toHaveLength(1);
  });
});
