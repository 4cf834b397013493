import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { domainEvents, jobs } from '#server/db/schema/messaging.ts';
import type { MailJobPayload } from '#server/modules/mail/outbox.ts';
import { CONSUMER_JOB_TYPES, consumerJobHandlers } from '#server/consumers.ts';

/**
 * The mails queued for one recipient with one template: the outbox as the worker leaves it a
 * moment after a write — the events' consumers have run (runConsumers), the mails are not sent.
 */
export async function queuedMails(db: Db, email: string, templateType: string): Promise<MailJobPayload[]> {
  await runConsumers(db);
  return outboxNow(db, email, templateType);
}

/** The same mails as they are queued now, before any consumer job runs. */
export async function outboxNow(db: Db, email: string, templateType: string): Promise<MailJobPayload[]> {
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(sql`${jobs.payload}->>'to' = ${email} and ${jobs.payload}->>'templateType' = ${templateType}`);
  return rows.map((r) => r.payload as unknown as MailJobPayload);
}

/**
 * Runs the queued jobs of the domain events' consumers (decision 038: mails, webhooks, live
 * screens) the way the worker does, and nothing else: the mails and deliveries they queue stay
 * queued, for the test to read.
 */
export async function runConsumers(db: Db, siteUrl = 'http://localhost:3000'): Promise<number> {
  const claimed = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedAt: new Date(),
      lockedBy: 'test-worker',
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(and(inArray(jobs.type, CONSUMER_JOB_TYPES), eq(jobs.status, 'pending')))
    .returning();
  const handlers = consumerJobHandlers(db, siteUrl);
  for (const job of claimed.sort((a, b) => a.id - b.id)) await handlers[job.type]!.run(job);
  return claimed.length;
}

/** The recorded events of a type whose payload names `id` under `key` (e.g. orderId). */
export async function recordedEvents(db: Db, type: string, key: string, id: string) {
  return db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), sql`${domainEvents.payload}->>${key} = ${id}`));
}

/** The consumer jobs queued for one recorded event. */
export async function consumerJobsOf(db: Db, eventId: number) {
  return db
    .select({ type: jobs.type, status: jobs.status })
    .from(jobs)
    .where(sql`${jobs.type} like 'event.%' and (${jobs.payload}->>'eventId')::bigint = ${eventId}`)
    .orderBy(jobs.type);
}
