import { type AdminBuyerEdit, type AdminBuyerView } from '#shared/admin/buyers.ts';
import type { PageQuery } from '#shared/admin/common.ts';
import type { Page } from '#shared/common/pagination.ts';
import type { Ctx } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { asAdmin, auditedWrite } from '#server/modules/admin/audited-write.ts';
import { deleteSessionsOf } from '#server/modules/admin/sellers/repository.ts';
import { pageView } from '#server/modules/admin/views.ts';
import { eraseAccount } from '#server/modules/privacy/erase.ts';
import * as repo from './repository.ts';
import { toAdminBuyerView } from './views.ts';

type Op<I> = { ctx: Ctx; input: I };
type ById = { id: string };

export const listBuyers = async ({ ctx, input }: Op<PageQuery>): Promise<Page<AdminBuyerView>> =>
  pageView(await repo.listBuyers(ctx.db, input), input, toAdminBuyerView);

/**
 * One audited change of a buyer (DESIGN.md §5): the row locked, changed by `apply` (the new row,
 * or null for a deletion) and recorded with the admin's view of it before and after.
 */
const changeBuyer = (
  ctx: Ctx,
  id: string,
  action: string,
  apply: (tx: Db, before: repo.AdminBuyerRow) => Promise<repo.AdminBuyerRow | null>,
  conflict?: string,
) =>
  auditedWrite(asAdmin(ctx), {
    entity: 'buyer',
    action,
    id: (row) => row.id,
    load: (tx) => repo.findBuyerForUpdate(tx, id),
    notFound: 'Käufer nicht gefunden',
    ...(conflict ? { conflict } : {}),
    snapshot: toAdminBuyerView,
    write: (tx, before) => apply(tx, before!),
  });

export const editBuyer = async ({ ctx, input: { id, ...input } }: Op<ById & AdminBuyerEdit>) =>
  toAdminBuyerView(
    (await changeBuyer(
      ctx,
      id,
      'edit',
      async (tx, before) => {
        const { email, ...profile } = input;
        await repo.updateBuyer(tx, id, profile);
        if (email !== before.email) await repo.updateProfileEmail(tx, id, email);
        if (!input.isActive) await deleteSessionsOf(tx, id);
        return { ...before, ...input };
      },
      'Diese E-Mail-Adresse wird bereits verwendet',
    ))!,
  );

/** Deactivation also ends the buyer's sessions, so the login gate applies at once. */
export const deactivateBuyer = async ({ ctx, input: { id } }: Op<ById>) =>
  toAdminBuyerView(
    (await changeBuyer(ctx, id, 'deactivate', async (tx, before) => {
      await repo.updateBuyer(tx, id, { isActive: false });
      await deleteSessionsOf(tx, id);
      return { ...before, isActive: false };
    }))!,
  );

/**
 * Orders are business records (§ 147 AO, § 257 HGB): a buyer who has any is erased as
 * anonymisation instead (decision 052); the orders and their documents stay. The erasure records
 * its own audit row ('account.erase', without personal data).
 */
export const deleteBuyer = async ({ ctx, input: { id } }: Op<ById>): Promise<void> => {
  if ((await repo.countOrdersOf(ctx.db, id)) > 0) {
    if (!(await repo.findBuyerForUpdate(ctx.db, id)))
      throw new AppError('NOT_FOUND', 'Käufer nicht gefunden');
    await eraseAccount({ db: ctx.db, blobs: ctx.deps.blobs }, id, { actorId: ctx.user.id });
    return;
  }
  await changeBuyer(ctx, id, 'delete', async (tx) => {
    await repo.deleteBuyer(tx, id);
    return null;
  });
};
