import type { Db } from './db/client.ts';
import { DEFAULT_OPERATOR_EMAIL } from './config.ts';
import {
  checkSubscriptions,
  handleEvent,
  type AudienceStage,
  type ConsumerHandlers,
  type EventHandlers,
} from './events/handlers.ts';
import { queueAudienceReaders } from './events/record.ts';
import { AUDIENCE_BATCH, consumerJobType, CONSUMERS, type ConsumerName } from './events/subscriptions.ts';
import { completeWithin, type JobRow } from './modules/jobs/queue.ts';
import type { JobLane, LaneHandler } from './modules/jobs/runner.ts';
import { liveHandlers } from './modules/live/on-events.ts';
import { notificationHandlers } from './modules/notifications/on-events.ts';
import { pushHandlers } from './modules/push/on-events.ts';
import { webhookHandlers } from './modules/webhooks/on-events.ts';
import { stockHandlers } from './modules/stock/on-events.ts';
import { performanceHandlers } from './modules/seller-performance/on-events.ts';
import { audienceStage } from './modules/seller-market/on-events.ts';
import { chartHandlers } from './modules/admin/charts/on-events.ts';
import { approvalHandlers } from './modules/orders/on-events.ts';

/**
 * The consumers of domain events, wired in at the start (decision 038): the one place that
 * knows them all. Producers record events (events/record.ts) and import none of these.
 */
export const EVENT_CONSUMERS: { audience: AudienceStage } & Record<
  Exclude<ConsumerName, 'audience'>,
  EventHandlers
> = {
  audience: audienceStage,
  notifications: notificationHandlers,
  webhooks: webhookHandlers,
  live: liveHandlers,
  push: pushHandlers,
  stock: stockHandlers,
  performance: performanceHandlers,
  charts: chartHandlers,
  approvals: approvalHandlers,
};

/**
 * The lane each consumer's jobs run in (decision 037). A consumer job only writes rows (mails
 * queued, deliveries queued, a NOTIFY), so none waits on another server; the waiting is the
 * queued jobs' own (mail.send in 'mail', webhook.deliver in 'webhook'). The webhooks consumer
 * therefore runs in 'default', not beside the deliveries: a receiver that hangs must not hold up
 * the queueing of other deliveries (jobs/lanes.test.ts). The push consumer likewise: the push
 * services are waited on by push.deliver jobs in lane 'push' (decision 056).
 */
const CONSUMER_LANES: Record<ConsumerName, JobLane> = {
  // Decision 068: one statement per event (the audience stored); its own lane, so a burst of
  // widenings neither takes the live lane's slots nor waits behind the default lane's backlog —
  // the readers (live among them) start as soon as it is done.
  audience: 'audience',
  notifications: 'mail',
  webhooks: 'default',
  // Its own lane: an update reaches an open screen within a second even while webhook queueing,
  // pushes and stock matches of a busy market fill 'default'.
  live: 'live',
  // Only rows are written (deliveries and their jobs); the sending waits in lane 'push'.
  push: 'default',
  // Index lookups and a few rows; the match must follow the request within a second.
  stock: 'default',
  // Decision 058: a few index ranges per event (one seller's week and totals).
  performance: 'default',
  // Decision 069: a few primary-key probes and one job insert per event; the recount is the job's.
  charts: 'default',
  // Decision 084: one update by the partial unique index per event, rarely a row.
  approvals: 'default',
};

/** The job types of the consumers' reactions. */
export const CONSUMER_JOB_TYPES = CONSUMERS.map(consumerJobType);

/**
 * The job runner's handler of each consumer: the event's reaction and the job's completion in
 * one transaction, so a retry never repeats what a finished run did, and one consumer's failure
 * or slowness never touches another's job.
 */
export function consumerJobHandlers(
  db: Db,
  siteUrl: string,
  consumers: Record<ConsumerName, ConsumerHandlers> = EVENT_CONSUMERS,
  operatorEmail: string = DEFAULT_OPERATOR_EMAIL,
): Record<string, LaneHandler> {
  const problems = checkSubscriptions(consumers);
  if (problems.length > 0) throw new Error(`Ereignis-Abonnements stimmen nicht: ${problems.join('; ')}`);
  return Object.fromEntries(
    CONSUMERS.map((name) => [
      consumerJobType(name),
      {
        lane: CONSUMER_LANES[name],
        run: (job: JobRow) =>
          completeWithin(db, job, async (tx) => {
            const { eventId, batch } = job.payload as { eventId: number; batch?: number };
            const handled = await handleEvent(tx, consumers[name], Number(eventId), {
              siteUrl,
              operatorEmail,
              batch: batchOf(name, batch),
            });
            // Decision 068: the audience is stored; its readers' jobs follow in this transaction.
            if (name === 'audience' && handled)
              await queueAudienceReaders(tx, Number(eventId), handled.type, Number(handled.result));
          }),
      },
    ]),
  );
}

/** An audience reader's batch number as the slice of the stored audience it handles. */
function batchOf(name: ConsumerName, batch: number | undefined) {
  const size = (AUDIENCE_BATCH as Partial<Record<ConsumerName, number>>)[name];
  if (batch === undefined || !size) return undefined;
  const index = Number(batch);
  return { index, offset: index * size, limit: size };
}
