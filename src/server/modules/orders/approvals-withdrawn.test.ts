import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderApprovals } from '#server/db/schema/approvals.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { auditLog } from '#server/db/schema/platform.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { approvalCompany, offerToOrder } from '#server/test/given-approval.ts';
import { consumerJobsOf, queuedMails, recordedEvents, runConsumers } from '#server/test/outbox.ts';
import { APPROVAL_MESSAGES } from '#shared/approvals/messages.ts';
import { formatEuro, germanDatePlusDays } from '#shared/format/german.ts';
import { expireRequests } from '#server/modules/requests/lifecycle.ts';

/*
 * Decision 084: an order that waits for approval is withdrawn when what it waited for ends — the
 * request closed, cancelled, expired or ordered otherwise, the offer withdrawn. It leaves the
 * queue and its badge, the member who asked is told why, and nobody can approve it any more.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A purchaser's order above its limit, waiting: the company, the offer and the approval's id. */
async function waiting() {
  const company = await approvalCompany(t, 1000);
  const order = await offerToOrder(t, company.owner.id, '1000.00');
  const res = await company.purchaser.client.post('/api/v1/buyer/orders', order.body());
  expect(res.statusCode, res.body).toBe(202);
  await runConsumers(t.database.db);
  return { ...company, ...order, approvalId: res.json().approvalId as string };
}

const approvalRow = async (id: string) =>
  (await t.database.db.select().from(orderApprovals).where(eq(orderApprovals.id, id)))[0]!;

describe('a waiting order is withdrawn when its request ends (decision 084)', () => {
  it('the owner cancels the request: off the queue, the requester told why, no decision possible, no seller told', async () => {
    const w = await waiting();
    const cancel = await w.ownerClient.post(`/api/v1/buyer/requests/${w.request.id}/cancel`, {
      reason: 'Projekt gestoppt',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await runConsumers(t.database.db);

    expect(await approvalRow(w.approvalId)).toMatchObject({
      status: 'withdrawn',
      withdrawnReason: 'request_cancelled',
      decidedBy: null,
    });
    const pending = (await w.ownerClient.get('/api/v1/buyer/approvals?status=pending')).json();
    expect(pending).toMatchObject({ items: [], total: 0, pendingCount: 0 });
    const decided = (await w.purchaser.client.get('/api/v1/buyer/approvals?status=decided')).json();
    expect(decided.items).toEqual([
      expect.objectContaining({
        id: w.approvalId,
        status: 'withdrawn',
        withdrawnReason: 'request_cancelled',
        decidedBy: null,
        canApprove: false,
        canDecline: false,
      }),
    ]);

    const told = await queuedMails(t.database.db, w.purchaser.email, 'order_approval_withdrawn');
    expect(told).toHaveLength(1);
    expect(told[0]!.variables).toMatchObject({
      reason: 'Die Anfrage wurde storniert.',
      total_amount: formatEuro('1190.00'),
      dashboard_url: 'http://localhost:3000/buyer-dashboard?tab=approvals',
    });
    expect(JSON.stringify(told[0])).not.toContain(w.seller.email);

    for (const action of ['approve', 'decline']) {
      const res = await w.ownerClient.post(`/api/v1/buyer/approvals/${w.approvalId}/${action}`, {});
      expect(res.statusCode, action).toBe(409);
      expect(res.json()).toMatchObject({
        message: APPROVAL_MESSAGES.withdrawn,
        reason: 'APPROVAL_WITHDRAWN',
      });
    }

    // Only the buyer company's screens and the requester's mail: no webhook, no push, no seller.
    const [event] = await recordedEvents(t.database.db, 'order.approval_decided', 'approvalId', w.approvalId);
    expect(event!.payload).toMatchObject({ decision: 'withdrawn', requestedBy: w.purchaser.id });
    expect((await consumerJobsOf(t.database.db, event!.id)).map((j) => j.type).sort()).toEqual([
      'event.live',
      'event.notifications',
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.approval_withdraw'), eq(auditLog.entityId, w.approvalId)));
    expect(audit).toMatchObject([
      { actorId: null, after: { status: 'withdrawn', reason: 'request_cancelled' } },
    ]);
    const list = (await w.ownerClient.get('/api/v1/buyer/requests?state=all')).json() as {
      items: { id: string; approvalPending: boolean }[];
    };
    expect(list.items.find((i) => i.id === w.request.id)?.approvalPending).toBe(false);
  });

  it('the request runs out (the hourly expiry): withdrawn as expired, told once', async () => {
    const w = await waiting();
    await t.database.db
      .update(requests)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(requests.id, w.request.id));
    await expireRequests({ ctx: { db: t.database.db }, input: { siteUrl: 'http://x' } });
    await runConsumers(t.database.db);
    expect(await approvalRow(w.approvalId)).toMatchObject({
      status: 'withdrawn',
      withdrawnReason: 'request_expired',
    });
    const told = await queuedMails(t.database.db, w.purchaser.email, 'order_approval_withdrawn');
    expect(told.map((m) => m.variables.reason)).toEqual(['Die Anfrage ist abgelaufen.']);
  });

  it('the owner orders another offer on the request itself: withdrawn as ordered otherwise', async () => {
    const w = await waiting();
    const other = await given.seller(t);
    const second = await given.offer(t, w.request.id, other.id, {
      price: '900.00',
      shippingCost: '0.00',
      validUntil: germanDatePlusDays(10),
    });
    const placed = await w.ownerClient.post('/api/v1/buyer/orders', w.body({ offerId: second.id }));
    expect(placed.statusCode, placed.body).toBe(201);
    await runConsumers(t.database.db);
    expect(await approvalRow(w.approvalId)).toMatchObject({
      status: 'withdrawn',
      withdrawnReason: 'request_ordered',
    });
  });
});

describe('a waiting order is withdrawn when its offer ends (decision 084)', () => {
  it('the seller withdraws the offer: withdrawn, in the requester’s language', async () => {
    const w = await waiting();
    const language = await w.purchaser.client.put('/api/v1/auth/language', { language: 'fr' });
    expect(language.statusCode, language.body).toBe(200);
    const sellerClient = await given.loggedIn(t, w.seller, 'seller');
    const res = await sellerClient.post(`/api/v1/seller/offers/${w.offer.id}/withdraw`, {});
    expect(res.statusCode, res.body).toBe(200);
    await runConsumers(t.database.db);
    expect(await approvalRow(w.approvalId)).toMatchObject({
      status: 'withdrawn',
      withdrawnReason: 'offer_withdrawn',
    });
    const told = await queuedMails(t.database.db, w.purchaser.email, 'order_approval_withdrawn');
    expect(told).toMatchObject([
      { language: 'fr', variables: { reason: 'Le fournisseur a retiré l’offre.' } },
    ]);
  });

  it('leaves a decided approval as it was', async () => {
    const w = await waiting();
    const declined = await w.ownerClient.post(`/api/v1/buyer/approvals/${w.approvalId}/decline`, {
      reason: 'Zu teuer',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await w.ownerClient.post(`/api/v1/buyer/requests/${w.request.id}/cancel`, { reason: 'Erledigt' });
    await runConsumers(t.database.db);
    expect(await approvalRow(w.approvalId)).toMatchObject({
      status: 'declined',
      withdrawnReason: null,
      declineReason: 'Zu teuer',
    });
    expect(await queuedMails(t.database.db, w.purchaser.email, 'order_approval_withdrawn')).toHaveLength(0);
  });
});
