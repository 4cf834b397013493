import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { emailLogs, messageTemplates } from '#server/db/schema/messaging.ts';
import type { PageQuery } from '#shared/admin/common.ts';

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
export type EmailLogRow = typeof emailLogs.$inferSelect;

export async function listMessageTemplates(
  db: Db,
  q: PageQuery & { type?: string | undefined; language?: string | undefined },
) {
  const conditions: SQL[] = [];
  if (q.type) conditions.push(eq(messageTemplates.type, q.type));
  if (q.language) conditions.push(eq(messageTemplates.language, q.language));
  if (q.search) {
    const like = `%${q.search}%`;
    conditions.push(
      sql`(${messageTemplates.type} ilike ${like} or ${messageTemplates.title} ilike ${like} or ${messageTemplates.content} ilike ${like})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(messageTemplates)
      .where(where)
      // Spec 2 §7: ordered by type, then language.
      .orderBy(
        asc(messageTemplates.type),
        asc(messageTemplates.language),
        asc(messageTemplates.recipientType),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(messageTemplates).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
export async function findMessageTemplate(db: Db, id: string) {
  return (
    await db.select().from(messageTemplates).where(eq(messageTemplates.id, id)).for('update').limit(1)
  )[0];
}
export async function insertMessageTemplate(db: Db, v: typeof messageTemplates.$inferInsert) {
  return (await db.insert(messageTemplates).values(v).returning())[0]!;
}
export async function updateMessageTemplate(
  db: Db,
  id: string,
  v: Partial<typeof messageTemplates.$inferInsert>,
) {
  return (
    await db
      .update(messageTemplates)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(messageTemplates.id, id))
      .returning()
  )[0]!;
}
export async function deleteMessageTemplate(db: Db, id: string) {
  await db.delete(messageTemplates).where(eq(messageTemplates.id, id));
}

export async function listEmailLogs(db: Db, q: PageQuery & { status?: string | undefined }) {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(emailLogs.status, q.status as EmailLogRow['status']));
  if (q.search) {
    const like = `%${q.search}%`;
    conditions.push(
      sql`(${emailLogs.recipientEmail} ilike ${like} or ${emailLogs.subject} ilike ${like} or ${emailLogs.templateType} ilike ${like})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: emailLogs.id,
        recipientEmail: emailLogs.recipientEmail,
        recipientType: emailLogs.recipientType,
        templateType: emailLogs.templateType,
        subject: emailLogs.subject,
        status: emailLogs.status,
        errorMessage: emailLogs.errorMessage,
        sentAt: emailLogs.sentAt,
        createdAt: emailLogs.createdAt,
      })
      .from(emailLogs)
      .where(where)
      .orderBy(desc(emailLogs.createdAt), desc(emailLogs.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(emailLogs).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
export async function findEmailLog(db: Db, id: string) {
  return (await db.select().from(emailLogs).where(eq(emailLogs.id, id)).limit(1))[0];
}
