import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { brands, partRelations } from '#server/db/schema/catalog.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import type { PartRelationListQuery, PartRelationStatus } from '#shared/catalog/part-relations.ts';

export type PartRelationRow = typeof partRelations.$inferSelect;
export type NewPartRelationRow = typeof partRelations.$inferInsert;

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The admin list: one status, newest first, optionally by number or manufacturer. */
export async function listRelations(db: Db, q: PartRelationListQuery) {
  const term = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = and(
    eq(partRelations.status, q.status),
    term
      ? or(
          ilike(partRelations.fromPartNumber, term),
          ilike(partRelations.toPartNumber, term),
          ilike(partRelations.fromManufacturer, term),
          ilike(partRelations.toManufacturer, term),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ relation: partRelations, proposedBySeller: sellerProfiles.companyName })
      .from(partRelations)
      .leftJoin(sellerProfiles, eq(sellerProfiles.id, partRelations.proposedBy))
      .where(where)
      .orderBy(desc(partRelations.createdAt), desc(partRelations.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(partRelations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Inserts unless the same (kind, from, to) exists; returns the new row or undefined. */
export async function insertRelation(db: Db, row: NewPartRelationRow): Promise<PartRelationRow | undefined> {
  const [created] = await db.insert(partRelations).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findRelation(db: Db, id: string) {
  const [row] = await db.select().from(partRelations).where(eq(partRelations.id, id)).limit(1);
  return row;
}

export async function deleteRelation(db: Db, id: string): Promise<void> {
  await db.delete(partRelations).where(eq(partRelations.id, id));
}

export async function decideRelation(db: Db, id: string, status: PartRelationStatus) {
  const [row] = await db
    .update(partRelations)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(partRelations.id, id), eq(partRelations.status, 'proposed')))
    .returning();
  return row;
}

/** A request's stored keys (null when it does not exist or is not the owner's, if one is named). */
export async function requestKeys(db: Db, requestId: string, ownerId?: string) {
  const [row] = await db
    .select({
      partKey: requests.partKey,
      secondPartKey: requests.secondPartKey,
      manufacturer: requests.manufacturer,
    })
    .from(requests)
    .where(and(eq(requests.id, requestId), ownerId ? eq(requests.buyerId, ownerId) : undefined))
    .limit(1);
  return row;
}

/** Confirmed relations touching any of the keys (part_relations_from_idx / _to_idx). */
export async function confirmedRelationsOf(db: Db, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(partRelations)
    .where(
      and(
        eq(partRelations.status, 'confirmed'),
        or(inArray(partRelations.fromKey, keys), inArray(partRelations.toKey, keys)),
      ),
    )
    .orderBy(partRelations.kind, partRelations.createdAt)
    .limit(50);
}

/** Active brands by name, for the brand rule over related manufacturers. */
export function activeBrands(db: Db) {
  return db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.isActive, true));
}
