import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { stockLines } from '#server/db/schema/stock.ts';
import { PART_SEARCH_MIN_KEY, partKey } from '#shared/catalog/part-number.ts';
import type { StockListQuery } from '#shared/stock/schema.ts';
import type { DeliveryUnit } from '#shared/offers/delivery.ts';

/** A checked line as it is stored (the keys computed by the shared rules). */
export interface StockRow {
  partNumber: string;
  partKey: string;
  manufacturer: string;
  manufacturerKey: string;
  quantity: number;
  price: number;
  deliveryUnit: DeliveryUnit;
  deliveryDays: number;
}

export type StockLineRow = typeof stockLines.$inferSelect;

/** The manufacturer as compared: letters and digits, lower-case ('Bosch-Rexroth' = 'bosch rexroth'). */
export function manufacturerKey(manufacturer: string): string {
  return manufacturer.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
}

function partFilter(part: string | undefined) {
  const key = part ? partKey(part) : '';
  if (!key) return undefined;
  // From three characters by its beginning (an index range scan of the seller's lines).
  return key.length >= PART_SEARCH_MIN_KEY ? like(stockLines.partKey, `${key}%`) : eq(stockLines.partKey, key);
}

/** One page of the seller's lines by part key, optionally one part however typed. */
export async function listLines(db: Db, sellerId: string, q: StockListQuery) {
  const where = and(eq(stockLines.sellerId, sellerId), partFilter(q.part));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(stockLines)
      .where(where)
      .orderBy(asc(stockLines.partKey), asc(stockLines.manufacturerKey))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(stockLines).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every line of the seller, for the download. */
export function allLines(db: Db, sellerId: string) {
  return db
    .select()
    .from(stockLines)
    .where(eq(stockLines.sellerId, sellerId))
    .orderBy(asc(stockLines.partKey), asc(stockLines.manufacturerKey));
}

export async function updateLine(db: Db, sellerId: string, id: string, row: StockRow) {
  const [updated] = await db
    .update(stockLines)
    .set({ ...row, price: row.price.toFixed(2), updatedAt: new Date() })
    .where(and(eq(stockLines.id, id), eq(stockLines.sellerId, sellerId)))
    .returning();
  return updated;
}

export async function deleteLines(db: Db, sellerId: string, ids: readonly string[]): Promise<number> {
  const rows = await db
    .delete(stockLines)
    .where(and(eq(stockLines.sellerId, sellerId), inArray(stockLines.id, [...ids])))
    .returning({ id: stockLines.id });
  return rows.length;
}

export async function deleteAllLines(db: Db, sellerId: string): Promise<number> {
  const res = (await db.execute(
    sql`with gone as (delete from ${stockLines} where seller_id = ${sellerId}::uuid returning 1)
      select count(*)::int as n from gone`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}

/**
 * 'Replace': removes the seller's lines whose (part key, manufacturer key) the file does not hold
 * (one anti-join against the file's keys as two arrays). Returns how many went.
 */
export async function deleteLinesNotIn(db: Db, sellerId: string, rows: readonly StockRow[]): Promise<number> {
  const keys = `{${rows.map((r) => `"${r.partKey}"`).join(',')}}`;
  const makers = `{${rows.map((r) => `"${r.manufacturerKey}"`).join(',')}}`;
  const res = (await db.execute(sql`with gone as (
      delete from ${stockLines} s where s.seller_id = ${sellerId}::uuid and not exists (
        select 1 from unnest(${keys}::text[], ${makers}::text[]) u(k, m)
        where u.k = s.part_key and u.m = s.manufacturer_key)
      returning 1) select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}

/** A text[] / int[] / numeric[] parameter: one array per column, so a chunk is one statement. */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}

/**
 * Inserts or updates one chunk of lines in one statement (unnest of column arrays). A line whose
 * values did not change is left alone. Returns how many were new and how many changed.
 */
export async function upsertChunk(
  db: Db,
  sellerId: string,
  rows: readonly StockRow[],
): Promise<{ created: number; updated: number }> {
  if (rows.length === 0) return { created: 0, updated: 0 };
  const col = <K extends keyof StockRow>(k: K) => arrayLiteral(rows.map((r) => r[k]));
  const res = (await db.execute(sql`
    with written as (
      insert into ${stockLines} as s (seller_id, part_number, part_key, manufacturer, manufacturer_key,
        quantity, price, delivery_unit, delivery_days)
      select ${sellerId}::uuid, u.* from unnest(${col('partNumber')}::text[], ${col('partKey')}::text[],
        ${col('manufacturer')}::text[], ${col('manufacturerKey')}::text[], ${col('quantity')}::int[],
        ${col('price')}::numeric[], ${col('deliveryUnit')}::text[], ${col('deliveryDays')}::int[]) u
      on conflict (seller_id, part_key, manufacturer_key) do update set
        part_number = excluded.part_number, manufacturer = excluded.manufacturer,
        quantity = excluded.quantity, price = excluded.price,
        delivery_unit = excluded.delivery_unit, delivery_days = excluded.delivery_days, updated_at = now()
      where (s.part_number, s.manufacturer, s.quantity, s.price, s.delivery_unit, s.delivery_days)
        is distinct from (excluded.part_number, excluded.manufacturer, excluded.quantity, excluded.price,
          excluded.delivery_unit, excluded.delivery_days)
      returning (xmax = 0) as created
    ) select count(*) filter (where created)::int as created, count(*) filter (where not created)::int as updated
      from written`)) as unknown as { rows: { created: number; updated: number }[] };
  const r = res.rows[0];
  return { created: Number(r?.created ?? 0), updated: Number(r?.updated ?? 0) };
}
