import { SELLER_TRIAL_DAYS } from '../../../../shared/constants.ts';
import { sellerMayOperate } from '../../../../shared/sellers/rules.ts';
import type {
  AdminSellerDetailView,
  AdminSellerEdit,
  AdminSellerView,
} from '../../../../shared/admin/sellers.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { notifyPaymentReminder, notifySellerDecision } from '../../notifications/service.ts';
import { recordAudit } from '../audit.ts';
import type { Ctx } from '../../../ctx.ts';
import {
  brandNamesOf,
  deleteSessionsOf,
  findSeller,
  findSellerForUpdate,
  updateSeller,
  type AdminSellerRow,
} from './repository.ts';
import { toAdminSellerDetailView, toAdminSellerView } from './views.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AdminCtx {
  db: Db;
  actorId: string;
}

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

async function changeSeller(
  ctx: AdminCtx,
  sellerId: string,
  action: string,
  change: (row: AdminSellerRow) => Partial<AdminSellerRow['profile']>,
): Promise<AdminSellerView> {
  return ctx.db.transaction(async (tx) => {
    const row = await findSellerForUpdate(tx, sellerId);
    if (!row) throw new AppError('NOT_FOUND', 'Verkäufer nicht gefunden');
    const patch = change(row);
    await updateSeller(tx, sellerId, patch);
    const after: AdminSellerRow = { ...row, profile: { ...row.profile, ...patch } };
    if (isBlocked(after.profile)) await deleteSessionsOf(tx, sellerId);
    await notifyTransitions(tx, row.profile, after.profile);
    await recordAudit(tx, {
      actorId: ctx.actorId,
      action,
      entity: 'seller',
      entityId: sellerId,
      before: snapshot(row),
      after: snapshot(after),
    });
    return toAdminSellerView(after);
  });
}

/** The mails a change causes, queued in the same transaction (approval, rejection, unpaid). */
async function notifyTransitions(
  tx: Db,
  before: AdminSellerRow['profile'],
  after: AdminSellerRow['profile'],
) {
  const id = after.id;
  if (before.approvalStatus !== after.approvalStatus && after.approvalStatus !== 'pending') {
    await notifySellerDecision(tx, id, after.approvalStatus);
  }
  if (before.paymentStatus !== 'unpaid' && after.paymentStatus === 'unpaid')
    await notifyPaymentReminder(tx, id);
}

/**
 * Spec 2 §4: pending → approved by an admin. The seller becomes active with a free trial of
 * SELLER_TRIAL_DAYS; the approval mail is queued in the same transaction (notifyTransitions).
 */
export function approveSeller(ctx: AdminCtx, sellerId: string): Promise<AdminSellerView> {
  return changeSeller(ctx, sellerId, 'seller.approve', () => {
    const now = new Date();
    return {
      approvalStatus: 'approved',
      activeStatus: 'active',
      approvedBy: ctx.actorId,
      approvedAt: now,
      trialEndsAt: new Date(now.getTime() + SELLER_TRIAL_DAYS * DAY_MS),
    };
  });
}

export function rejectSeller(ctx: AdminCtx, sellerId: string): Promise<AdminSellerView> {
  return changeSeller(ctx, sellerId, 'seller.reject', () => ({ approvalStatus: 'rejected' }));
}

/** Spec 2 §4: the quick button turns paid into unpaid and anything else into paid. */
export function togglePayment(ctx: AdminCtx, sellerId: string): Promise<AdminSellerView> {
  return changeSeller(ctx, sellerId, 'seller.toggle_payment', (row) => ({
    paymentStatus: row.profile.paymentStatus === 'paid' ? 'unpaid' : 'paid',
    approvedBy: ctx.actorId,
    approvedAt: new Date(),
  }));
}

export function toggleActive(ctx: AdminCtx, sellerId: string): Promise<AdminSellerView> {
  return changeSeller(ctx, sellerId, 'seller.toggle_active', (row) => ({
    activeStatus: row.profile.activeStatus === 'active' ? 'inactive' : 'active',
    approvedBy: ctx.actorId,
    approvedAt: new Date(),
  }));
}

export function editSeller(
  ctx: AdminCtx,
  sellerId: string,
  input: AdminSellerEdit,
): Promise<AdminSellerView> {
  return changeSeller(ctx, sellerId, 'seller.edit', (row) => ({
    ...input,
    // Spec 2 §4: changing the payment status records who did it and when.
    ...(input.paymentStatus !== row.profile.paymentStatus
      ? { approvedBy: ctx.actorId, approvedAt: new Date() }
      : {}),
  }));
}

/** The seller's full registration (address, trade register, brands) for the admin's detail view. */
export async function sellerDetails({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<AdminSellerDetailView> {
  const row = await findSeller(ctx.db, input.id);
  if (!row) throw new AppError('NOT_FOUND', 'Verkäufer nicht gefunden');
  return toAdminSellerDetailView(row, await brandNamesOf(ctx.db, input.id));
}
