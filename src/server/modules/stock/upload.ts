import { type Ctx, companyOf } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { INVALID_FILE } from '#server/plugins/csv-upload.ts';
import { partKey } from '#shared/catalog/part-number.ts';
import { CsvSyntaxError, parseCsvLines } from '#shared/csv/csv.ts';
import { deliveryFrom } from '#shared/offers/delivery.ts';
import {
  decodeStockFile,
  isBlankRow,
  STOCK_CSV_MISSING_COLUMNS,
  STOCK_DUPLICATE,
  stockColumns,
  stockRowValues,
} from '#shared/stock/csv.ts';
import {
  MAX_STOCK_UPLOAD_LINES,
  STOCK_TOO_MANY_LINES,
  stockLineInputSchema,
  type StockLineInput,
  type StockUploadMode,
  type StockUploadReport,
} from '#shared/stock/schema.ts';
import { rematchSeller } from './repository/match.ts';
import { deleteLinesNotIn, manufacturerKey, upsertChunk, type StockRow } from './repository/lines.ts';

/** Lines per statement: large enough that 100 000 lines are 20 statements, small enough to plan fast. */
const CHUNK = 5000;

/** A checked line → the stored row (keys by the shared rules). */
export function stockRowOf(v: StockLineInput): StockRow {
  const d = deliveryFrom(v.deliveryUnit, v.deliveryAmount ?? 0);
  return {
    partNumber: v.partNumber,
    partKey: partKey(v.partNumber),
    manufacturer: v.manufacturer,
    manufacturerKey: manufacturerKey(v.manufacturer),
    quantity: v.quantity,
    price: v.price,
    deliveryUnit: d.unit,
    deliveryDays: d.days,
  };
}

/**
 * Reads the file into checked rows and the German reason for every refused line: nothing is lost
 * silently — a line is stored or listed. The first of two lines with the same part and
 * manufacturer is kept, the later one listed.
 */
export function readStockFile(bytes: Uint8Array): {
  rows: StockRow[];
  lines: number;
  errors: StockUploadReport['errors'];
} {
  const text = decodeStockFile(bytes);
  if (text === null) throw new AppError('VALIDATION', INVALID_FILE);
  let records: { line: number; fields: string[] }[];
  try {
    records = parseCsvLines(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw new AppError('VALIDATION', `${INVALID_FILE}: ${err.message}`);
    throw err;
  }
  const cols = stockColumns(records[0]?.fields ?? []);
  if (!cols) throw new AppError('VALIDATION', STOCK_CSV_MISSING_COLUMNS);
  const data = records.slice(1).filter((r) => !isBlankRow(r.fields));
  if (data.length > MAX_STOCK_UPLOAD_LINES) throw new AppError('VALIDATION', STOCK_TOO_MANY_LINES);
  const rows: StockRow[] = [];
  const errors: StockUploadReport['errors'] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of data) {
    const values = stockRowValues(fields, cols);
    if ('error' in values) {
      errors.push({ line, message: values.error });
      continue;
    }
    const parsed = stockLineInputSchema.safeParse(values);
    if (!parsed.success) {
      errors.push({ line, message: parsed.error.issues[0]?.message ?? 'Ungültige Zeile' });
      continue;
    }
    const row = stockRowOf(parsed.data);
    const id = `${row.partKey}\u0000${row.manufacturerKey}`;
    const first = seen.get(id);
    if (first !== undefined) {
      errors.push({ line, message: STOCK_DUPLICATE(first) });
      continue;
    }
    seen.set(id, line);
    rows.push(row);
  }
  return { rows, lines: data.length, errors };
}

/**
 * An upload in one transaction: 'merge' adds new lines and updates known ones; 'replace' does
 * the same and then removes the seller's lines the file no longer holds. Then the seller's
 * matches are decided again. All valid lines are stored, or (on a failure) none.
 */
export async function uploadStock({
  ctx,
  input: { bytes, mode },
}: {
  ctx: Ctx;
  input: { bytes: Uint8Array; mode: StockUploadMode };
}): Promise<StockUploadReport> {
  const { rows, lines, errors } = readStockFile(bytes);
  const sellerId = companyOf(ctx);
  return ctx.db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const done = await upsertChunk(tx, sellerId, rows.slice(i, i + CHUNK));
      created += done.created;
      updated += done.updated;
    }
    let removed = 0;
    if (mode === 'replace') removed = await deleteLinesNotIn(tx, sellerId, rows);
    const matches = await rematchSeller(tx, sellerId);
    return { mode, lines, created, updated, removed, matches, errors };
  });
}
