import { contactMessages } from '#server/db/schema/messaging.ts';
import { webhookDeliveries } from '#server/db/schema/webhooks.ts';
import { pushDeliveries } from '#server/db/schema/push.ts';
import { eventAudienceSellers, requestAudienceSellers } from '#server/db/schema/audience-sellers.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rateLimits, sessions, usedTotpCodes, verifications } from '#server/db/schema/auth.ts';
import { domainEvents, emailLogs, jobs } from '#server/db/schema/messaging.ts';
import { apiKeyUses } from '#server/db/schema/api-keys.ts';

/**
 * Deletes in batches so that a first run on a large table holds no long lock and writes no
 * huge WAL burst; each batch is found through the index named in the comment (migration 0004).
 */
const BATCH = 5000;

async function deleteInBatches(db: Db, table: SQL, where: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const res = (await db.execute(sql`
      with doomed as (select id from ${table} where ${where} limit ${BATCH})
      delete from ${table} where id in (select id from doomed) returning 1 as gone`)) as { rows: unknown[] };
    total += res.rows.length;
    if (res.rows.length < BATCH) return total;
  }
}

/** Done and failed jobs, by their last update (jobs_finished_idx, partial). */
export function deleteFinishedJobs(db: Db, before: Date): Promise<number> {
  return deleteInBatches(
    db,
    sql`${jobs}`,
    sql`${jobs.status} in ('done', 'failed') and ${jobs.updatedAt} < ${before.toISOString()}`,
  );
}

/** sessions_expires_idx */
export function deleteExpiredSessions(db: Db, before: Date): Promise<number> {
  return deleteInBatches(db, sql`${sessions}`, sql`${sessions.expiresAt} < ${before.toISOString()}`);
}

/** verifications_expires_idx */
export function deleteExpiredVerifications(db: Db, before: Date): Promise<number> {
  return deleteInBatches(
    db,
    sql`${verifications}`,
    sql`${verifications.expiresAt} < ${before.toISOString()}`,
  );
}

/** rate_limits_last_request_idx; last_request is epoch milliseconds (better-auth's format). */
export function deleteStaleRateLimits(db: Db, before: Date): Promise<number> {
  return deleteInBatches(db, sql`${rateLimits}`, sql`${rateLimits.lastRequest} < ${before.getTime()}`);
}

/** email_logs_created_idx */
export function deleteOldEmailLogs(db: Db, before: Date): Promise<number> {
  return deleteInBatches(db, sql`${emailLogs}`, sql`${emailLogs.createdAt} < ${before.toISOString()}`);
}

/** api_key_uses_created_idx */
export function deleteOldApiKeyUses(db: Db, before: Date): Promise<number> {
  return deleteInBatches(db, sql`${apiKeyUses}`, sql`${apiKeyUses.createdAt} < ${before.toISOString()}`);
}

/**
 * domain_events_occurred_idx. A consumer job still pending for a deleted event finds nothing to
 * do (events/handlers.ts); the default (90 days) is far beyond the jobs' retries.
 */
export function deleteOldEvents(db: Db, before: Date): Promise<number> {
  return deleteInBatches(db, sql`${domainEvents}`, sql`${domainEvents.occurredAt} < ${before.toISOString()}`);
}

/** Used TOTP codes long past any code's validity (a few minutes): one row per user and code at most. */
export async function deleteOldUsedTotpCodes(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(usedTotpCodes)
    .where(sql`${usedTotpCodes.usedAt} < ${before.toISOString()}`)
    .returning({ userId: usedTotpCodes.userId });
  return rows.length;
}

/** Contact requests older than the privacy notice's twelve months (issue 32). */
export function deleteOldContactMessages(db: Db, before: Date): Promise<number> {
  return deleteInBatches(
    db,
    sql`${contactMessages}`,
    sql`${contactMessages.createdAt} < ${before.toISOString()}`,
  );
}

/** Finished webhook deliveries (their bodies hold contact data); pending ones are still due. */
export function deleteOldWebhookDeliveries(db: Db, before: Date): Promise<number> {
  return deleteInBatches(
    db,
    sql`${webhookDeliveries}`,
    sql`${webhookDeliveries.createdAt} < ${before.toISOString()} and ${webhookDeliveries.status} <> 'pending'`,
  );
}

/** Finished push deliveries (decision 056): the bookkeeping of their jobs, kept as long as those. */
export function deleteOldPushDeliveries(db: Db, before: Date): Promise<number> {
  return deleteInBatches(
    db,
    sql`${pushDeliveries}`,
    sql`${pushDeliveries.createdAt} < ${before.toISOString()} and ${pushDeliveries.status} <> 'pending'`,
  );
}

/**
 * Stored audiences of request events (decision 068) computed before `before`: their readers' jobs
 * are long done; kept as long as those (request_audience_sellers_computed_idx, in batches).
 */
export async function deleteOldEventAudiences(db: Db, before: Date): Promise<number> {
  let total = 0;
  // Decision 073: answered questions' audiences (event_audience_sellers_computed_idx) the same way.
  for (const table of [requestAudienceSellers, eventAudienceSellers]) {
    for (;;) {
      const res = (await db.execute(sql`
        delete from ${table} where ctid in (
          select ctid from ${table}
          where ${table.computedAt} < ${before.toISOString()} limit ${BATCH})
        returning 1 as gone`)) as { rows: unknown[] };
      total += res.rows.length;
      if (res.rows.length < BATCH) break;
    }
  }
  return total;
}
