import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import type { MailJobPayload } from '#server/modules/mail/outbox.ts';
import { followUpHandlers } from '#server/modules/jobs/follow-ups.ts';
import { FOLLOW_UPS } from '#server/follow-ups.ts';

/** The mails queued for one recipient with one template (the outbox, before the worker sends them). */
export async function queuedMails(db: Db, email: string, templateType: string): Promise<MailJobPayload[]> {
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(sql`${jobs.payload}->>'to' = ${email} and ${jobs.payload}->>'templateType' = ${templateType}`);
  return rows.map((r) => r.payload as unknown as MailJobPayload);
}

/**
 * Runs the queued follow-up jobs (new requests, offers, orders: src/server/follow-ups.ts) the way
 * the worker does, and nothing else: the mails and events they queue stay queued, for the test
 * to read.
 */
export async function runFollowUps(db: Db, siteUrl = 'http://localhost:3000'): Promise<number> {
  const claimed = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedAt: new Date(),
      lockedBy: 'test-worker',
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(
      and(
        inArray(
          jobs.type,
          FOLLOW_UPS.map((f) => f.type),
        ),
        eq(jobs.status, 'pending'),
      ),
    )
    .returning();
  const handlers = followUpHandlers(db, siteUrl, FOLLOW_UPS);
  for (const job of claimed.sort((a, b) => a.id - b.id)) await handlers[job.type]!(job);
  return claimed.length;
}
