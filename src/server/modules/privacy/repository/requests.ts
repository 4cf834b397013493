import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accounts, profiles } from '#server/db/schema/auth.ts';
import { dataExports, erasureRequests } from '#server/db/schema/privacy.ts';

/** The rows of the privacy module itself: exports and erasure requests (decision 052). */

export type ExportRow = typeof dataExports.$inferSelect;
export type ErasureRow = typeof erasureRequests.$inferSelect;

export async function latestExport(db: Db, userId: string): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

export async function findExport(db: Db, id: string): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row;
}

export async function insertExport(db: Db, userId: string, requestedBy: string | null): Promise<ExportRow> {
  const [row] = await db.insert(dataExports).values({ userId, requestedBy }).returning();
  return row!;
}

export async function markExportReady(db: Db, id: string, storageKey: string, now: Date, expiresAt: Date) {
  await db
    .update(dataExports)
    .set({ status: 'ready', storageKey, readyAt: now, expiresAt })
    .where(eq(dataExports.id, id));
}

export async function markExportFailed(db: Db, id: string) {
  await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
}

/** Exports past their date that still hold a file (data_exports_expires_idx). */
export function expiredExports(db: Db, now: Date): Promise<ExportRow[]> {
  return db.select().from(dataExports).where(lte(dataExports.expiresAt, now)).limit(500);
}

export async function deleteExport(db: Db, id: string) {
  await db.delete(dataExports).where(eq(dataExports.id, id));
}

export async function findErasure(db: Db, userId: string): Promise<ErasureRow | undefined> {
  const [row] = await db.select().from(erasureRequests).where(eq(erasureRequests.userId, userId)).limit(1);
  return row;
}

/** Inserts the pending request; false when one exists already (pending or done). */
export async function insertErasure(
  db: Db,
  row: { userId: string; requestedAt: Date; dueAt: Date; requestedBy: string | null },
): Promise<boolean> {
  const res = await db.insert(erasureRequests).values(row).onConflictDoNothing().returning();
  return res.length > 0;
}

export async function deletePendingErasure(db: Db, userId: string): Promise<boolean> {
  const res = await db
    .delete(erasureRequests)
    .where(and(eq(erasureRequests.userId, userId), isNull(erasureRequests.erasedAt)))
    .returning();
  return res.length > 0;
}

/** Pending erasures whose grace period is over (erasure_requests_due_idx, partial). */
export function dueErasures(db: Db, now: Date) {
  return db
    .select({ userId: erasureRequests.userId, requestedBy: erasureRequests.requestedBy })
    .from(erasureRequests)
    .where(and(isNull(erasureRequests.erasedAt), lte(erasureRequests.dueAt, now)))
    .limit(100);
}

export async function markErased(db: Db, userId: string, now: Date) {
  await db.update(erasureRequests).set({ erasedAt: now }).where(eq(erasureRequests.userId, userId));
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      name: profiles.name,
      role: profiles.role,
      language: profiles.language,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

/** The credential account's password hash (better-auth's provider 'credential'). */
export async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}
