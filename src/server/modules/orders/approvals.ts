import { companyOf, inTx, requireMemberAction, type Ctx } from '#server/ctx.ts';
import { AppError, isUniqueViolation } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import { recordEvent } from '#server/events/record.ts';
import { findMemberLimit } from '#server/modules/teams/read.ts';
import { approvesOrders, mayApprove, needsApproval } from '#shared/approvals/rules.ts';
import {
  APPROVAL_MESSAGES,
  type ApprovalDecisionResult,
  type ApprovalListQuery,
  type ApprovalPage,
  type ApprovalPendingResult,
  type ApprovalStatus,
  type DeclineApprovalInput,
} from '#shared/approvals/schema.ts';
import { toCents } from '#shared/money/cents.ts';
import { isOfferExpired } from '#shared/offers/rules.ts';
import type { PlaceOrderInput } from '#shared/orders/schema.ts';
import * as repo from './repository/approvals.ts';
import { findOfferWithRequest } from './repository/placement.ts';
import { checkedOrder, placeOrder } from './service.ts';
import { toApprovalView } from './approval-views.ts';

/**
 * Issue 37, decision 070: the buyer approval limit. A member's order above its limit (or any
 * order of an 'Anforderer') is not placed but waits, with the whole checkout input, until an
 * approver places it through the order's one door (placeOrder) or declines it. The seller
 * learns nothing until the order exists: nothing here records an event a seller hears of.
 */

export type CheckoutResult =
  | { placed: true; order: { id: string; orderNumber: string } }
  | { placed: false; pending: ApprovalPendingResult };

/** The member's own limit in cents (null: none); only 'Einkauf' has one (owners never). */
async function limitOf(ctx: Ctx): Promise<number | null> {
  if (ctx.user.memberRole !== 'purchasing') return null;
  return (await findMemberLimit(ctx.db, ctx.user.id))?.limitCents ?? null;
}

/**
 * The checkout's submit (POST /buyer/orders): the order at once, as before, for the owner, a
 * seller ordering as buyer and 'Einkauf' without a limit (no read more than before); otherwise
 * the order is checked as it would be placed (every refusal the same German one) and, above the
 * limit or for a requester, stored as 'Freigabe ausstehend'.
 */
export async function placeOrRequest({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: PlaceOrderInput;
}): Promise<CheckoutResult> {
  const role = ctx.user.memberRole;
  const mayBeHeld = ctx.user.role === 'buyer' && (role === 'purchasing' || role === 'requester');
  const limit = mayBeHeld ? await limitOf(ctx) : null;
  if (!mayBeHeld || (role === 'purchasing' && limit === null)) {
    return { placed: true, order: await placeOrder({ ctx, input }) };
  }
  const order = await checkedOrder(
    ctx.db,
    ctx.user,
    input,
    await findOfferWithRequest(ctx.db, input.offerId),
  );
  if (!needsApproval(role, limit, toCents(order.totalAmount))) {
    return { placed: true, order: await placeOrder({ ctx, input }) };
  }
  const companyId = companyOf(ctx);
  try {
    const approvalId = await ctx.db.transaction(async (tx) => {
      const { id } = await repo.insertApproval(tx, {
        companyId,
        requestId: order.requestId,
        offerId: order.offerId,
        requestedBy: ctx.user.id,
        input,
        totalAmount: order.totalAmount,
      });
      await recordEvent(
        tx,
        { type: 'order.approval_requested', approvalId: id, companyId, requestedBy: ctx.user.id },
        ctx.user.id,
      );
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'order.approval_request',
        entity: 'order_approval',
        entityId: id,
        before: null,
        after: { companyId, offerId: order.offerId, totalAmount: order.totalAmount, limitCents: limit },
      });
      return id;
    });
    ctx.deps.jobs.nudge();
    return { placed: false, pending: { approvalId, status: 'pending', message: APPROVAL_MESSAGES.pending } };
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', APPROVAL_MESSAGES.alreadyPending, { reason: 'APPROVAL_PENDING' });
    }
    throw err;
  }
}

/** What the viewer may do with the company's approvals: approvers decide, 'Einkauf' within its limit. */
async function rightsOf(ctx: Ctx) {
  const role = ctx.user.memberRole;
  const limit = await limitOf(ctx);
  return (grossCents: number) => ({
    approve: mayApprove(role, limit, grossCents),
    decline: approvesOrders(role),
  });
}

/** The company's queue (or its decided approvals), with the pending count for the tab's badge. */
export async function listApprovals({
  ctx,
  input: query,
}: {
  ctx: Ctx;
  input: ApprovalListQuery;
}): Promise<ApprovalPage> {
  const companyId = companyOf(ctx);
  const [rights, { rows, total, pendingCount }] = await Promise.all([
    rightsOf(ctx),
    repo.listApprovals(ctx.db, companyId, query),
  ]);
  const now = new Date();
  return {
    items: rows.map((r) => toApprovalView(r, rights(toCents(r.approval.totalAmount)), now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pendingCount,
  };
}

/** A decided approval cannot be decided again: the second approver's German 409. */
function stillPending(status: ApprovalStatus): void {
  if (status === 'approved') {
    throw new AppError('CONFLICT', APPROVAL_MESSAGES.alreadyApproved, { reason: 'APPROVAL_DECIDED' });
  }
  if (status === 'declined') {
    throw new AppError('CONFLICT', APPROVAL_MESSAGES.alreadyDeclined, { reason: 'APPROVAL_DECIDED' });
  }
  if (status === 'withdrawn') {
    throw new AppError('CONFLICT', APPROVAL_MESSAGES.withdrawn, { reason: 'APPROVAL_WITHDRAWN' });
  }
}

/**
 * Approves: under the approval row's lock (two approvers at once: the second waits and then
 * finds it approved — exactly one order), the offer still valid and the total within the
 * approver's limit (the owner always), the order is placed through the one door as the approver,
 * with the member's checkout input, in the same transaction as the decision.
 */
export async function approve({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<ApprovalDecisionResult> {
  requireMemberAction(ctx, 'orders');
  const companyId = companyOf(ctx);
  const limit = await limitOf(ctx);
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockApproval(tx, companyId, input.id);
    if (!locked) throw new AppError('NOT_FOUND', APPROVAL_MESSAGES.notFound);
    stillPending(locked.status);
    const row = (await repo.findApproval(tx, companyId, input.id))!;
    if (isOfferExpired(row.validUntil)) {
      throw new AppError('UNPROCESSABLE', APPROVAL_MESSAGES.expired, { reason: 'OFFER_EXPIRED' });
    }
    if (!mayApprove(ctx.user.memberRole, limit, toCents(locked.totalAmount))) {
      throw new AppError('FORBIDDEN', APPROVAL_MESSAGES.overOwnLimit, { reason: 'OVER_OWN_LIMIT' });
    }
    const order = await placeOrder({ ctx: inTx(ctx, tx), input: locked.input });
    await repo.decideApproval(tx, locked.id, {
      status: 'approved',
      decidedBy: ctx.user.id,
      orderId: order.id,
    });
    await recordEvent(
      tx,
      {
        type: 'order.approval_decided',
        approvalId: locked.id,
        companyId,
        requestedBy: locked.requestedBy ?? ctx.user.id,
        decision: 'approved',
        orderId: order.id,
      },
      ctx.user.id,
    );
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'order.approval_approve',
      entity: 'order_approval',
      entityId: locked.id,
      before: { status: 'pending' },
      after: { status: 'approved', orderId: order.id, requestedBy: locked.requestedBy },
    });
    return { id: locked.id, status: 'approved' as const, orderId: order.id, orderNumber: order.orderNumber };
  });
  // The order's jobs were queued in this transaction: run them now that it committed.
  ctx.deps.jobs.nudge();
  return result;
}

/** Declines (an optional reason): nothing is ordered; the requester is told. */
export async function decline({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string } & DeclineApprovalInput;
}): Promise<ApprovalDecisionResult> {
  requireMemberAction(ctx, 'orders');
  const companyId = companyOf(ctx);
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockApproval(tx, companyId, input.id);
    if (!locked) throw new AppError('NOT_FOUND', APPROVAL_MESSAGES.notFound);
    stillPending(locked.status);
    const reason = input.reason ?? null;
    await repo.decideApproval(tx, locked.id, {
      status: 'declined',
      decidedBy: ctx.user.id,
      declineReason: reason,
    });
    await recordEvent(
      tx,
      {
        type: 'order.approval_decided',
        approvalId: locked.id,
        companyId,
        requestedBy: locked.requestedBy ?? ctx.user.id,
        decision: 'declined',
        orderId: null,
      },
      ctx.user.id,
    );
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'order.approval_decline',
      entity: 'order_approval',
      entityId: locked.id,
      before: { status: 'pending' },
      after: { status: 'declined', reason, requestedBy: locked.requestedBy },
    });
    return { id: locked.id, status: 'declined' as const, orderId: null, orderNumber: null };
  });
  ctx.deps.jobs.nudge();
  return result;
}
