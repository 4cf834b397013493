import type { FastifyBaseLogger } from 'fastify';
import type { OpsConfig } from '#server/config.ts';
import type { Ctx } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import type { Schedule } from '#server/modules/jobs/runner.ts';
import * as repo from './repository.ts';

export type RetentionPeriods = OpsConfig['retention'];

export interface RetentionResult {
  jobs: number;
  sessions: number;
  verifications: number;
  rateLimits: number;
  emailLogs: number;
  apiKeyUses: number;
  events: number;
  usedTotpCodes: number;
  contactMessages: number;
  webhookDeliveries: number;
  pushDeliveries: number;
  eventAudiences: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Operational tables would otherwise grow forever (issue 16). Idempotent: every instance may
 * run it; a second run in the same hour finds nothing left to delete.
 */
export async function applyRetention({
  ctx: { db },
  input: { periods, now = new Date() },
}: {
  ctx: Pick<Ctx, 'db'>;
  input: { periods: RetentionPeriods; now?: Date };
}): Promise<RetentionResult> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    jobs: await repo.deleteFinishedJobs(db, ago(periods.jobsDays * DAY)),
    sessions: await repo.deleteExpiredSessions(db, ago(periods.sessionsDays * DAY)),
    verifications: await repo.deleteExpiredVerifications(db, ago(periods.sessionsDays * DAY)),
    rateLimits: await repo.deleteStaleRateLimits(db, ago(periods.rateLimitHours * HOUR)),
    emailLogs: await repo.deleteOldEmailLogs(db, ago(periods.emailLogsDays * DAY)),
    apiKeyUses: await repo.deleteOldApiKeyUses(db, ago(periods.apiKeyUsesDays * DAY)),
    events: await repo.deleteOldEvents(db, ago(periods.eventsDays * DAY)),
    usedTotpCodes: await repo.deleteOldUsedTotpCodes(db, ago(HOUR)),
    contactMessages: await repo.deleteOldContactMessages(db, ago(periods.contactMessagesDays * DAY)),
    webhookDeliveries: await repo.deleteOldWebhookDeliveries(db, ago(periods.webhookDeliveriesDays * DAY)),
    // Issue 31: finished push deliveries hold no personal data; they go with their jobs.
    pushDeliveries: await repo.deleteOldPushDeliveries(db, ago(periods.jobsDays * DAY)),
    // Decision 068: who a request event reached, read by its consumers' jobs; kept as long as those.
    eventAudiences: await repo.deleteOldEventAudiences(db, ago(periods.jobsDays * DAY)),
  };
}

/** Hourly, next to the trial reminders (jobs/runner.ts starts schedules with the workers). */
export function retentionSchedule(db: Db, periods: RetentionPeriods, log: FastifyBaseLogger): Schedule {
  return {
    name: 'retention',
    everyMs: HOUR,
    run: async () => {
      const deleted = await applyRetention({ ctx: { db }, input: { periods } });
      if (Object.values(deleted).some((n) => n > 0)) log.info({ deleted }, 'retention removed old rows');
      return deleted;
    },
  };
}
