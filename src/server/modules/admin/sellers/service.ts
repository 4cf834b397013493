import { SELLER_TRIAL_DAYS } from '#shared/constants.ts';
import { sellerMayOperate } from '#shared/sellers/rules.ts';
import type {
  AdminSellerDetailView,
  AdminSellerEdit,
  AdminSellerListQuery,
  AdminSellerView,
} from '#shared/admin/sellers.ts';
import type { Page } from '#shared/common/pagination.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { recordEvent } from '#server/events/record.ts';
import { asAdmin, auditedWrite } from '#server/modules/admin/audited-write.ts';
import { pageView } from '#server/modules/admin/views.ts';
import type { Ctx } from '#server/ctx.ts';
import {
  brandNamesOf,
  deleteSessionsOf,
  findSeller,
  findSellerForUpdate,
  listSellers as listSellerRows,
  updateSeller,
  type AdminSellerRow,
} from './repository.ts';
import { toAdminSellerDetailView, toAdminSellerView } from './views.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Op<I> = { ctx: Ctx; input: I };
type ById = { id: string };

/** The sellers of one approval status (spec 2 §4 tabs), newest first, searched on the server. */
export const listSellers = async ({ ctx, input }: Op<AdminSellerListQuery>): Promise<Page<AdminSellerView>> =>
  pageView(await listSellerRows(ctx.db, input), input, toAdminSellerView);

/** What the audit trail keeps of a seller: the fields an admin may change. */
function snapshot(row: AdminSellerRow) {
  const p = row.profile;
  return {
    companyName: p.companyName,
    contactPerson: p.contactPerson,
    phone: p.phone,
    vatNumber: p.vatNumber,
    approvalStatus: p.approvalStatus,
    paymentStatus: p.paymentStatus,
    activeStatus: p.activeStatus,
    isVerified: p.isVerified,
    approvedBy: p.approvedBy,
    approvedAt: p.approvedAt,
    trialEndsAt: p.trialEndsAt,
  };
}

/** Blocked sellers lose their sessions at once, so the login gate (spec 1 §4) applies now. */
function isBlocked(p: AdminSellerRow['profile']): boolean {
  return !sellerMayOperate(p);
}

/**
 * One audited change of a seller (DESIGN.md §5): the row locked, patched, sessions ended if the
 * seller may no longer operate, the change's events recorded, all in one transaction.
 */
async function changeSeller(
  ctx: Ctx,
  sellerId: string,
  action: string,
  change: (row: AdminSellerRow) => Partial<AdminSellerRow['profile']>,
): Promise<AdminSellerView> {
  const after = await auditedWrite(asAdmin(ctx), {
    entity: 'seller',
    action,
    id: (row: AdminSellerRow) => row.profile.id,
    load: (tx) => findSellerForUpdate(tx, sellerId),
    notFound: 'Verkäufer nicht gefunden',
    snapshot,
    write: async (tx, row) => {
      const patch = change(row!);
      await updateSeller(tx, sellerId, patch);
      const changed: AdminSellerRow = { ...row!, profile: { ...row!.profile, ...patch } };
      if (isBlocked(changed.profile)) await deleteSessionsOf(tx, sellerId);
      await recordTransitions(tx, ctx.user.id, row!.profile, changed.profile);
      return changed;
    },
  });
  ctx.deps.jobs.nudge();
  return toAdminSellerView(after!);
}

/**
 * The events of a change, in its transaction (decision 038): approved, rejected, blocked (may no
 * longer operate), unpaid. The mails they cause are the consumers'.
 */
async function recordTransitions(
  tx: Db,
  adminId: string,
  before: AdminSellerRow['profile'],
  after: AdminSellerRow['profile'],
) {
  const sellerId = after.id;
  if (before.approvalStatus !== after.approvalStatus && after.approvalStatus !== 'pending') {
    const type = after.approvalStatus === 'approved' ? 'seller.approved' : 'seller.rejected';
    await recordEvent(tx, { type, sellerId }, adminId);
  }
  if (!isBlocked(before) && isBlocked(after))
    await recordEvent(tx, { type: 'seller.blocked', sellerId }, adminId);
  if (before.paymentStatus !== 'unpaid' && after.paymentStatus === 'unpaid')
    await recordEvent(tx, { type: 'seller.unpaid', sellerId }, adminId);
}

/**
 * Spec 2 §4: pending → approved by an admin. The seller becomes active with a free trial of
 * SELLER_TRIAL_DAYS; the approval is an event in the same transaction (recordTransitions).
 */
export function approveSeller({ ctx, input: { id } }: Op<ById>): Promise<AdminSellerView> {
  return changeSeller(ctx, id, 'approve', () => {
    const now = new Date();
    return {
      approvalStatus: 'approved',
      activeStatus: 'active',
      approvedBy: ctx.user.id,
      approvedAt: now,
      trialEndsAt: new Date(now.getTime() + SELLER_TRIAL_DAYS * DAY_MS),
    };
  });
}

export function rejectSeller({ ctx, input: { id } }: Op<ById>): Promise<AdminSellerView> {
  return changeSeller(ctx, id, 'reject', () => ({ approvalStatus: 'rejected' }));
}

/** Spec 2 §4: the quick button turns paid into unpaid and anything else into paid. */
export function togglePayment({ ctx, input: { id } }: Op<ById>): Promise<AdminSellerView> {
  return changeSeller(ctx, id, 'toggle_payment', (row) => ({
    paymentStatus: row.profile.paymentStatus === 'paid' ? 'unpaid' : 'paid',
    approvedBy: ctx.user.id,
    approvedAt: new Date(),
  }));
}

export function toggleActive({ ctx, input: { id } }: Op<ById>): Promise<AdminSellerView> {
  return changeSeller(ctx, id, 'toggle_active', (row) => ({
    activeStatus: row.profile.activeStatus === 'active' ? 'inactive' : 'active',
    approvedBy: ctx.user.id,
    approvedAt: new Date(),
  }));
}

export function editSeller({
  ctx,
  input: { id, ...input },
}: Op<ById & AdminSellerEdit>): Promise<AdminSellerView> {
  return changeSeller(ctx, id, 'edit', (row) => ({
    ...input,
    // Spec 2 §4: changing the payment status records who did it and when.
    ...(input.paymentStatus !== row.profile.paymentStatus
      ? { approvedBy: ctx.user.id, approvedAt: new Date() }
      : {}),
  }));
}

/** The seller's full registration (address, trade register, brands) for the admin's detail view. */
export async function sellerDetails({ ctx, input }: Op<ById>): Promise<AdminSellerDetailView> {
  const row = await findSeller(ctx.db, input.id);
  if (!row) throw new AppError('NOT_FOUND', 'Verkäufer nicht gefunden');
  return toAdminSellerDetailView(row, await brandNamesOf(ctx.db, input.id));
}
