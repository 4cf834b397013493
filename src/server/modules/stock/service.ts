import { type Ctx, companyOf } from '#server/ctx.ts';
import { AppError, isUniqueViolation } from '#server/errors.ts';
import { deliveryOf } from '#shared/offers/delivery.ts';
import type { Page } from '#shared/common/pagination.ts';
import { stockCsv } from '#shared/stock/csv.ts';
import {
  STOCK_LINE_NOT_FOUND,
  type StockLineInput,
  type StockLineView,
  type StockListQuery,
} from '#shared/stock/schema.ts';
import { rematchSeller } from './repository/match.ts';
import * as repo from './repository/lines.ts';
import { stockRowOf } from './upload.ts';
import { toStockLineView } from './views.ts';

export { uploadStock } from './upload.ts';
export { autoOfferSettings, saveAutoOfferSettings } from './auto-offer.ts';

export const STOCK_LINE_EXISTS =
  'Diese Teilenummer steht mit diesem Hersteller schon im Lagerbestand; bitte ändern Sie die vorhandene Position';

/** The seller's own lines, one page. */
export async function listStock({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: StockListQuery;
}): Promise<Page<StockLineView>> {
  const { rows, total } = await repo.listLines(ctx.db, companyOf(ctx), input);
  return { items: rows.map(toStockLineView), total, page: input.page, pageSize: input.pageSize };
}

/** Changes one own line; its matches are decided again in the same transaction. */
export async function updateStockLine({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string; line: StockLineInput };
}): Promise<StockLineView> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await repo.updateLine(tx, companyOf(ctx), input.id, stockRowOf(input.line));
      if (!row) throw new AppError('NOT_FOUND', STOCK_LINE_NOT_FOUND);
      await rematchSeller(tx, companyOf(ctx), [row.id]);
      return toStockLineView(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', STOCK_LINE_EXISTS);
    throw err;
  }
}

/** Deletes own lines (another seller's ids are not found, so nothing of theirs goes); matches follow. */
export async function deleteStockLines({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { ids: readonly string[] };
}): Promise<{ deleted: number }> {
  const deleted = await repo.deleteLines(ctx.db, companyOf(ctx), input.ids);
  if (deleted === 0) throw new AppError('NOT_FOUND', STOCK_LINE_NOT_FOUND);
  return { deleted };
}

export async function deleteAllStock({ ctx }: { ctx: Ctx }): Promise<{ deleted: number }> {
  return { deleted: await repo.deleteAllLines(ctx.db, companyOf(ctx)) };
}

/** The whole list as the upload reads it back (German Excel CSV). */
export async function stockDownload({ ctx }: { ctx: Ctx }): Promise<string> {
  const rows = await repo.allLines(ctx.db, companyOf(ctx));
  return stockCsv(
    rows.map((r) => ({
      partNumber: r.partNumber,
      manufacturer: r.manufacturer,
      quantity: r.quantity,
      price: r.price,
      delivery: deliveryOf(r) ?? { unit: 'stock', days: 0 },
    })),
  );
}

/** The template: the header and two example lines. */
export function stockTemplate(): string {
  return stockCsv([
    {
      partNumber: 'R902400215',
      manufacturer: 'Bosch Rexroth',
      quantity: 2,
      price: '1234.50',
      delivery: { unit: 'stock', days: 0 },
    },
    {
      partNumber: '0160 D 010 BN4HC',
      manufacturer: 'HYDAC',
      quantity: 12,
      price: '48.90',
      delivery: { unit: 'days', days: 3 },
    },
  ]);
}
