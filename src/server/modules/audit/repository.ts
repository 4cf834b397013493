import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/platform.ts';

export async function insertAuditRow(db: Db, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** For tests and support: the trail of one entity, newest first. */
export function listAuditRows(db: Db, entity: string, entityId?: string) {
  return db
    .select()
    .from(auditLog)
    .where(
      entityId
        ? and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))
        : eq(auditLog.entity, entity),
    )
    .orderBy(desc(auditLog.createdAt));
}
