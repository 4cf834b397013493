import type { ApprovalView } from '#shared/approvals/schema.ts';
import { isOfferExpired } from '#shared/offers/rules.ts';
import type { ApprovalRow } from './repository/approvals.ts';

/**
 * Decision 070: what a member of the buyer company sees of an approval, field by field. The
 * seller is not named (the order does not exist yet); `may` is the viewer's own rights on it.
 */
export function toApprovalView(
  row: ApprovalRow,
  may: { approve: boolean; decline: boolean },
  now: Date = new Date(),
): ApprovalView {
  const a = row.approval;
  const expired = isOfferExpired(row.validUntil, now);
  const pending = a.status === 'pending';
  return {
    id: a.id,
    status: a.status,
    requestId: a.requestId,
    offerId: a.offerId,
    manufacturer: row.manufacturer,
    partNumber: row.partNumber,
    quantity: row.quantity,
    totalAmount: a.totalAmount,
    currency: row.currency,
    internalReference: a.input.internalReference ?? null,
    validUntil: row.validUntil,
    expired,
    requestedBy: { id: a.requestedBy, name: row.requesterName ?? '—' },
    requestedAt: a.createdAt.toISOString(),
    // A withdrawn approval was decided by nobody (decision 084): its reason says what ended.
    decidedBy:
      a.decidedAt && a.status !== 'withdrawn' ? { id: a.decidedBy, name: row.deciderName ?? '—' } : null,
    decidedAt: a.decidedAt ? a.decidedAt.toISOString() : null,
    declineReason: a.declineReason,
    withdrawnReason: a.withdrawnReason ?? null,
    orderId: a.orderId,
    orderNumber: row.orderNumber,
    canApprove: pending && !expired && may.approve,
    canDecline: pending && may.decline,
  };
}
