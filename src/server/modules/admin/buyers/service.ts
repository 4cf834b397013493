import {
  BUYER_HAS_ORDERS_MESSAGE,
  type AdminBuyerEdit,
  type AdminBuyerView,
} from '../../../../shared/admin/buyers.ts';
import type { Db } from '../../../db/client.ts';
import { AppError, isUniqueViolation } from '../../../errors.ts';
import { recordAudit } from '../audit.ts';
import { deleteSessionsOf } from '../sellers/repository.ts';
import type { AdminCtx } from '../sellers/service.ts';
import {
  countOrdersOf,
  deleteBuyer as deleteBuyerRows,
  findBuyerForUpdate,
  updateBuyer,
  updateProfileEmail,
  type AdminBuyerRow,
} from './repository.ts';

export function toAdminBuyerView(row: AdminBuyerRow): AdminBuyerView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    phone: row.phone,
    isActive: row.isActive,
    registeredAt: row.registeredAt.toISOString(),
  };
}

async function lockBuyer(tx: Db, id: string): Promise<AdminBuyerRow> {
  const row = await findBuyerForUpdate(tx, id);
  if (!row) throw new AppError('NOT_FOUND', 'Käufer nicht gefunden');
  return row;
}

export async function editBuyer(ctx: AdminCtx, id: string, input: AdminBuyerEdit): Promise<AdminBuyerView> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await lockBuyer(tx, id);
      const { email, ...profile } = input;
      await updateBuyer(tx, id, profile);
      if (email !== before.email) await updateProfileEmail(tx, id, email);
      if (!input.isActive) await deleteSessionsOf(tx, id);
      const after = { ...before, ...input };
      await recordAudit(tx, {
        actorId: ctx.actorId,
        action: 'buyer.edit',
        entity: 'buyer',
        entityId: id,
        before: toAdminBuyerView(before),
        after: toAdminBuyerView(after),
      });
      return toAdminBuyerView(after);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', 'Diese E-Mail-Adresse wird bereits verwendet');
    }
    throw err;
  }
}

/** Deactivation also ends the buyer's sessions, so the login gate applies at once. */
export function deactivateBuyer(ctx: AdminCtx, id: string): Promise<AdminBuyerView> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockBuyer(tx, id);
    await updateBuyer(tx, id, { isActive: false });
    await deleteSessionsOf(tx, id);
    const after = { ...before, isActive: false };
    await recordAudit(tx, {
      actorId: ctx.actorId,
      action: 'buyer.deactivate',
      entity: 'buyer',
      entityId: id,
      before: toAdminBuyerView(before),
      after: toAdminBuyerView(after),
    });
    return toAdminBuyerView(after);
  });
}

/** Orders are business records: a buyer who has any is deactivated instead (409). */
export function deleteBuyer(ctx: AdminCtx, id: string): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockBuyer(tx, id);
    if ((await countOrdersOf(tx, id)) > 0) throw new AppError('CONFLICT', BUYER_HAS_ORDERS_MESSAGE);
    await deleteBuyerRows(tx, id);
    await recordAudit(tx, {
      actorId: ctx.actorId,
      action: 'buyer.delete',
      entity: 'buyer',
      entityId: id,
      before: toAdminBuyerView(before),
      after: null,
    });
  });
}
