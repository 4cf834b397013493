import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { emailLogs, messageTemplates } from '#server/db/schema/messaging.ts';

export type MessageTemplateRow = typeof messageTemplates.$inferSelect;

/**
 * The active template of a type for the recipient's language, German as the fallback
 * (spec 2 §9 default language de); a template for the exact recipient type wins.
 */
export async function findActiveTemplate(
  db: Db,
  type: string,
  language: string,
  recipientType: string,
): Promise<MessageTemplateRow | undefined> {
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.type, type),
        eq(messageTemplates.isActive, true),
        sql`${messageTemplates.language} in (${language}, 'de')`,
      ),
    )
    .orderBy(
      sql`case when ${messageTemplates.language} = ${language} then 0 else 1 end`,
      sql`case when ${messageTemplates.recipientType} = ${recipientType} then 0 else 1 end`,
    )
    .limit(1);
  return rows[0];
}

export async function insertEmailLog(db: Db, row: typeof emailLogs.$inferInsert): Promise<void> {
  await db.insert(emailLogs).values(row);
}

export async function listEmailLogsFor(db: Db, recipientEmail: string) {
  return db
    .select()
    .from(emailLogs)
    .where(sql`lower(${emailLogs.recipientEmail}) = lower(${recipientEmail})`)
    .orderBy(emailLogs.createdAt);
}
