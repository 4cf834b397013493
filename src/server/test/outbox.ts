import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import type { MailJobPayload } from '#server/modules/mail/outbox.ts';

/** The mails queued for one recipient with one template (the outbox, before the worker sends them). */
export async function queuedMails(db: Db, email: string, templateType: string): Promise<MailJobPayload[]> {
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(sql`${jobs.payload}->>'to' = ${email} and ${jobs.payload}->>'templateType' = ${templateType}`);
  return rows.map((r) => r.payload as unknown as MailJobPayload);
}
