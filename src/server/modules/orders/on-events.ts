import type { Db } from '#server/db/client.ts';
import type { EventHandlers } from '#server/events/handlers.ts';
import { recordEvent } from '#server/events/record.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import type { ApprovalWithdrawnReason } from '#shared/approvals/schema.ts';
import { withdrawPending } from './repository/approvals.ts';

/**
 * The approvals consumer (decision 084): an order that waits for approval ('Freigabe ausstehend')
 * is withdrawn when what it waited for ends — its request closed, cancelled, run out or ordered
 * otherwise, or its offer withdrawn by the seller. Nobody could approve it any more; it leaves
 * the queue and its badge, and the member who asked hears why (order.approval_decided,
 * 'withdrawn': the company's screens and the member's mail, as for a decision).
 */
async function withdraw(
  tx: Db,
  on: { requestId: string; offerId?: string },
  reason: ApprovalWithdrawnReason,
): Promise<void> {
  for (const a of await withdrawPending(tx, on, reason)) {
    await recordEvent(tx, {
      type: 'order.approval_decided',
      approvalId: a.id,
      companyId: a.companyId,
      // A requester removed from the team since (set null): the company's first owner hears it.
      requestedBy: a.requestedBy ?? a.companyId,
      decision: 'withdrawn',
      orderId: null,
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'order.approval_withdraw',
      entity: 'order_approval',
      entityId: a.id,
      before: { status: 'pending' },
      after: { status: 'withdrawn', reason, requestedBy: a.requestedBy },
    });
  }
}

export const approvalHandlers: EventHandlers = {
  'request.closed': (tx, e) => withdraw(tx, { requestId: e.requestId }, 'request_closed'),
  'request.cancelled': (tx, e) => withdraw(tx, { requestId: e.requestId }, 'request_cancelled'),
  'request.expired': (tx, e) => withdraw(tx, { requestId: e.requestId }, 'request_expired'),
  // Another order on the request (an owner ordered directly): one order per request.
  'order.placed': (tx, e) => withdraw(tx, { requestId: e.requestId }, 'request_ordered'),
  'offer.withdrawn': (tx, e) =>
    withdraw(tx, { requestId: e.requestId, offerId: e.offerId }, 'offer_withdrawn'),
};
