import type { ActiveStatus, ApprovalStatus, PaymentStatus } from '#shared/constants.ts';

/** What decides whether a seller may operate: the three statuses an admin sets (spec 2 §4). */
export interface SellerStanding {
  approvalStatus: ApprovalStatus;
  paymentStatus: PaymentStatus;
  activeStatus: ActiveStatus;
}

export type SellerBlock = 'SELLER_PENDING' | 'SELLER_REJECTED' | 'SELLER_UNPAID' | 'SELLER_INACTIVE';

/**
 * Spec 1 §4 (login gate) and spec 2 §4: a seller operates — logs in, sees and answers requests,
 * is told of new ones — only when approved, in trial or paid, and active. The first reason that
 * blocks is reported, in the order the login gate checks them. The SQL twin is
 * `sellerMayOperateSql` in src/server/db/sql/seller-standing.ts, tested on the same cases.
 */
export function sellerBlock(s: SellerStanding): SellerBlock | null {
  if (s.approvalStatus === 'pending') return 'SELLER_PENDING';
  if (s.approvalStatus === 'rejected') return 'SELLER_REJECTED';
  if (s.paymentStatus === 'unpaid') return 'SELLER_UNPAID';
  if (s.activeStatus !== 'active') return 'SELLER_INACTIVE';
  return null;
}

export function sellerMayOperate(s: SellerStanding): boolean {
  return sellerBlock(s) === null;
}
