import { type Ctx, companyOf } from '#server/ctx.ts';
import { inTx, requireKeyActsAs } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import {
  ORDER_NOT_FOUND,
  type CancelOrderInput,
  type ConfirmOrderInput,
  type OrderTransitionResult,
  type ShipOrderInput,
} from '#shared/orders/schema.ts';
import {
  checkOrderTransition,
  orderPartyOf,
  type OrderAction,
  type OrderParty,
} from '#shared/orders/transitions.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import { recordEvent } from '#server/events/record.ts';
import type { DomainEvent } from '#shared/events/schema.ts';
import { forgetIssuedDocuments } from '#server/modules/documents/service.ts';
import type { ReceiptInput } from '#shared/orders/complaint.ts';
import * as repo from './repository.ts';
import { toOrderTransitionResult } from './views.ts';

/** The route's verb; 'cancel' means the seller's or the buyer's cancel, by who calls. */
export type OrderVerb =
  | { verb: 'confirm'; data: ConfirmOrderInput }
  | { verb: 'ship'; data: ShipOrderInput }
  | { verb: 'receipt'; data: ReceiptInput }
  | { verb: 'cancel'; data: CancelOrderInput };

function actionOf(verb: OrderVerb['verb'], party: OrderParty): OrderAction {
  if (verb === 'cancel') return party === 'seller' ? 'sellerCancel' : 'buyerCancel';
  return verb === 'receipt' ? 'confirmReceipt' : verb;
}

function patchFor(v: OrderVerb, party: OrderParty, now: Date): repo.OrderPatch {
  switch (v.verb) {
    case 'confirm':
      return {
        confirmedAt: now,
        sellerOrderNumber: v.data.sellerOrderNumber ?? null,
        expectedShipDate: v.data.expectedShipDate ?? null,
      };
    case 'ship':
      return {
        shippedAt: now,
        carrier: v.data.carrier ?? null,
        trackingNumber: v.data.trackingNumber ?? null,
        trackingUrl: v.data.trackingUrl ?? null,
      };
    case 'receipt': {
      const c = v.data.complaint;
      return c
        ? { deliveredAt: now, complaintKind: c.kind, complaintDescription: c.description, complaintAt: now }
        : { deliveredAt: now };
    }
    case 'cancel':
      return { cancelledAt: now, cancelledBy: party, cancelReason: v.data.reason };
  }
}

/**
 * One order transition (issue 14): under the order's row lock, check who acts and from which
 * state (shared state machine), write the new state with its date, an audit row and the other
 * party's mail, all in one transaction. Someone who is neither party gets "not found".
 */
export async function transitionOrder({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { orderId: string } & OrderVerb;
}): Promise<OrderTransitionResult> {
  const result = await ctx.db.transaction(async (tx) => {
    const c = inTx(ctx, tx);
    const order = await repo.lockOrder(tx, input.orderId);
    const party = order ? orderPartyOf(order, companyOf(c)) : null;
    if (!order || !party) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    // A seller's key cancels the seller's received orders, never its own purchases (issue 38).
    requireKeyActsAs(c, party);
    const action = actionOf(input.verb, party);
    const check = checkOrderTransition(action, party, order.status);
    if (!check.ok) throw new AppError(check.code, check.message);

    const patch = { ...patchFor(input, party, new Date()), status: check.to };
    await repo.updateOrder(tx, order.id, patch);
    // The issued document (decision 005) is re-issued with the new state on the next download.
    await forgetIssuedDocuments(tx, order.id);
    await recordAudit(tx, {
      actorId: c.user.id,
      action: `order.${action}`,
      entity: 'order',
      entityId: order.id,
      before: { status: order.status },
      after: patch,
    });
    // The other party's mail, both parties' webhooks and screens are the consumers' (decision 038).
    await recordEvent(tx, transitionEvent(action, order), c.user.id);
    if (input.verb === 'receipt' && input.data.complaint) {
      // Issue 34: the seller's and the operator's mail are the notifications consumer's.
      await recordEvent(
        tx,
        { type: 'order.complained', orderId: order.id, buyerId: order.buyerId, sellerId: order.sellerId },
        c.user.id,
      );
    }
    return toOrderTransitionResult(order.id, check.to);
  });
  ctx.deps.jobs.nudge();
  return result;
}

/** The domain event of a transition. */
function transitionEvent(
  action: OrderAction,
  order: { id: string; buyerId: string; sellerId: string },
): DomainEvent {
  const parties = { orderId: order.id, buyerId: order.buyerId, sellerId: order.sellerId };
  switch (action) {
    case 'confirm':
      return { type: 'order.confirmed', ...parties };
    case 'ship':
      return { type: 'order.shipped', ...parties };
    case 'confirmReceipt':
      return { type: 'order.delivered', ...parties };
    case 'sellerCancel':
    case 'buyerCancel':
      return { type: 'order.cancelled', ...parties, by: action === 'sellerCancel' ? 'seller' : 'buyer' };
  }
}
