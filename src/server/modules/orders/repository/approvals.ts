import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { ApprovalWithdrawnReason } from '#shared/approvals/schema.ts';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { orderApprovals } from '#server/db/schema/approvals.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import type { PlaceOrderInput } from '#shared/orders/schema.ts';

/* Decision 070: orders that wait for approval, as the buyer company reads and decides them. */

const requester = alias(profiles, 'requester');
const decider = alias(profiles, 'decider');

/** What the queue and the mails show of an approval: the part, the offer's validity, the people. */
const approvalColumns = {
  approval: orderApprovals,
  manufacturer: requests.manufacturer,
  partNumber: requests.partNumber,
  quantity: requests.quantity,
  currency: offers.currency,
  validUntil: offers.validUntil,
  requesterName: requester.name,
  deciderName: decider.name,
  orderNumber: orders.orderNumber,
};
export type ApprovalRow = NonNullable<Awaited<ReturnType<typeof findApproval>>>;

function approvalsWith(db: Db) {
  return db
    .select(approvalColumns)
    .from(orderApprovals)
    .innerJoin(requests, eq(requests.id, orderApprovals.requestId))
    .innerJoin(offers, eq(offers.id, orderApprovals.offerId))
    .leftJoin(requester, eq(requester.id, orderApprovals.requestedBy))
    .leftJoin(decider, eq(decider.id, orderApprovals.decidedBy))
    .leftJoin(orders, eq(orders.id, orderApprovals.orderId));
}

export async function insertApproval(
  db: Db,
  row: {
    companyId: string;
    requestId: string;
    offerId: string;
    requestedBy: string;
    input: PlaceOrderInput;
    totalAmount: string;
  },
): Promise<{ id: string }> {
  const [created] = await db.insert(orderApprovals).values(row).returning({ id: orderApprovals.id });
  return created!;
}

/** One approval of the company (another company's id finds nothing). */
export async function findApproval(db: Db, companyId: string, id: string) {
  const [row] = await approvalsWith(db)
    .where(and(eq(orderApprovals.id, id), eq(orderApprovals.companyId, companyId)))
    .limit(1);
  return row;
}

/** One approval by id alone: the notifications consumer, which has no company of its own. */
export async function findApprovalById(db: Db, id: string) {
  const [row] = await approvalsWith(db).where(eq(orderApprovals.id, id)).limit(1);
  return row;
}

/**
 * The approval row of the company, locked (FOR UPDATE): two approvers at the same moment are
 * served one after the other, and the second reads the first one's decision.
 */
export async function lockApproval(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(orderApprovals)
    .where(and(eq(orderApprovals.id, id), eq(orderApprovals.companyId, companyId)))
    .for('update');
  return row;
}

export async function decideApproval(
  db: Db,
  id: string,
  decision:
    | { status: 'approved'; decidedBy: string; orderId: string }
    | { status: 'declined'; decidedBy: string; declineReason: string | null },
): Promise<void> {
  await db
    .update(orderApprovals)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(orderApprovals.id, id));
}

/**
 * Decision 084: withdraws the approval still waiting on a request (or on one of its offers) whose end
 * leaves nothing to approve, and names them for their events. The row lock of the update waits
 * for an approver deciding at that moment; after it, the row is no longer pending and stays.
 */
export async function withdrawPending(
  db: Db,
  on: { requestId: string; offerId?: string },
  reason: ApprovalWithdrawnReason,
) {
  // The request's id finds the one waiting row through the partial unique index.
  return db
    .update(orderApprovals)
    .set({ status: 'withdrawn', withdrawnReason: reason, decidedAt: new Date() })
    .where(
      and(
        eq(orderApprovals.requestId, on.requestId),
        eq(orderApprovals.status, 'pending'),
        on.offerId ? eq(orderApprovals.offerId, on.offerId) : undefined,
      ),
    )
    .returning({
      id: orderApprovals.id,
      companyId: orderApprovals.companyId,
      requestedBy: orderApprovals.requestedBy,
    });
}

/** The company's approvals: the queue (pending, oldest first) or the decided ones (newest first). */
export async function listApprovals(
  db: Db,
  companyId: string,
  query: { status: 'pending' | 'decided'; page: number; pageSize: number },
) {
  const where: SQL = and(
    eq(orderApprovals.companyId, companyId),
    query.status === 'pending' ? eq(orderApprovals.status, 'pending') : ne(orderApprovals.status, 'pending'),
  )!;
  const order =
    query.status === 'pending'
      ? [orderApprovals.createdAt, orderApprovals.id]
      : [desc(orderApprovals.decidedAt), desc(orderApprovals.id)];
  const [rows, [total], [pending]] = await Promise.all([
    approvalsWith(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(orderApprovals).where(where),
    db
      .select({ n: count() })
      .from(orderApprovals)
      .where(and(eq(orderApprovals.companyId, companyId), eq(orderApprovals.status, 'pending'))),
  ]);
  return { rows, total: total?.n ?? 0, pendingCount: pending?.n ?? 0 };
}
