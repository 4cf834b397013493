import { ACTIVE_STATUSES, APPROVAL_STATUSES, PAYMENT_STATUSES } from '#shared/constants.ts';
import type { SellerStanding } from './rules.ts';

/** Spec 2 §4: the only standings in which a seller operates. */
const OPERATING = new Set(['approved/freetrial/active', 'approved/paid/active']);

/**
 * Every combination of the three statuses with whether the seller may operate: the one table the
 * pure rule (rules.test.ts) and its SQL twin (db/sql/seller-standing.test.ts) are both held to.
 */
export const SELLER_STANDING_CASES: { standing: SellerStanding; mayOperate: boolean }[] =
  APPROVAL_STATUSES.flatMap((approvalStatus) =>
    PAYMENT_STATUSES.flatMap((paymentStatus) =>
      ACTIVE_STATUSES.map((activeStatus) => ({
        standing: { approvalStatus, paymentStatus, activeStatus },
        mayOperate: OPERATING.has(`${approvalStatus}/${paymentStatus}/${activeStatus}`),
      })),
    ),
  );
