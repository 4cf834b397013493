import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { domainEvents, jobs } from '#server/db/schema/messaging.ts';
import type { MailJobPayload } from '#server/modules/mail/outbox.ts';
import { CONSUMER_JOB_TYPES, consumerJobHandlers } from '#server/consumers.ts';
import { storeEventAudience } from '#server/modules/seller-market/read.ts';

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
  const handlers = consumerJobHandlers(db, siteUrl);
  let ran = 0;
  // Decision 068: the audience consumer's job queues its readers' jobs; they run in a second
  // round, and only they: the events the first round recorded (stock.matched, …) stay queued, as
  // one round of the worker leaves them, for the tests that look between the steps.
  let readersOf: number[] | undefined;
  for (;;) {
    const pending = and(inArray(jobs.type, CONSUMER_JOB_TYPES), eq(jobs.status, 'pending'));
    const claimed = await db
      .update(jobs)
      .set({
        status: 'running',
        lockedAt: new Date(),
        lockedBy: 'test-worker',
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(
        readersOf
          ? and(pending, inArray(sql<number>`(${jobs.payload}->>'eventId')::bigint`, readersOf))
          : pending,
      )
      .returning();
    for (const job of claimed.sort((a, b) => a.id - b.id)) await handlers[job.type]!.run(job);
    ran += claimed.length;
    const audience = claimed.filter((j) => j.type === 'event.audience');
    if (audience.length === 0) return ran;
    readersOf = audience.map((j) => Number((j.payload as { eventId: number | string }).eventId));
  }
}

/**
 * Decision 068: what the audience consumer does for a new request, outside the spine — a
 * `request.created` event row (no jobs) and its stored audience — for tests that call a
 * consumer's step directly. Returns the event's id.
 */
export async function storedAudienceOf(db: Db, requestId: string, buyerId: string): Promise<number> {
  const [event] = await db
    .insert(domainEvents)
    .values({ type: 'request.created', payload: { requestId, buyerId } })
    .returning({ id: domainEvents.id });
  await storeEventAudience(db, { requestId, eventId: event!.id, reason: 'relevant' });
  return event!.id;
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
