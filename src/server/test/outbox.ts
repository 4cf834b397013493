import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import type { MailJobPayload } from '#server/modules/mail/outbox.ts';
import { createOrderPlacedJobHandler, ORDER_PLACED_JOB } from '#server/modules/orders/placed-job.ts';

/** The mails queued for one recipient with one template (the outbox, before the worker sends them). */
export async function queuedMails(db: Db, email: string, templateType: string): Promise<MailJobPayload[]> {
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(sql`${jobs.payload}->>'to' = ${email} and ${jobs.payload}->>'templateType' = ${templateType}`);
  return rows.map((r) => r.payload as unknown as MailJobPayload);
}

/**
 * Runs the queued order follow-up jobs (placed-job.ts) the way the worker does, and nothing
 * else: the mails and events they queue stay queued, for the test to read.
 */
export async function runOrderFollowUps(db: Db, siteUrl = 'http://localhost:3000'): Promise<number> {
  const claimed = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedAt: new Date(),
      lockedBy: 'test-worker',
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(and(eq(jobs.type, ORDER_PLACED_JOB), eq(jobs.status, 'pending')))
    .returning();
  const handle = createOrderPlacedJobHandler({ db, siteUrl });
  for (const job of claimed) await handle(job);
  return claimed.length;
}
