import type { Db } from '#server/db/client.ts';
import { insertJob, type JobRow } from '#server/modules/jobs/queue.ts';
import { PermanentJobError, RetryLaterError } from '#server/modules/jobs/runner.ts';
import { enqueueMail } from '#server/modules/mail/outbox.ts';
import { WEBHOOK_JOB } from './events.ts';
import { postJson, type OutboundPolicy } from '#server/net/outbound.ts';
import * as repo from './repository.ts';
import { signedHeaders, signingSecrets } from './signing.ts';
import { webhookFailureText } from './failure-texts.ts';

/** Retries for 24 h after the event: 30 s, 1 min, 2 min, … at most 6 h apart, then failed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_GAP_MS = 6 * 60 * 60 * 1000;

export function nextAttemptAt(createdAt: Date, attempt: number, now: Date): Date | null {
  const end = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const gap = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_GAP_MS);
  return new Date(Math.min(now.getTime() + gap, end));
}

interface WebhookSenderDeps {
  db: Db;
  policy: OutboundPolicy;
  siteUrl: string;
  /** Told of each attempt's outcome (the metrics count them; issue 33). */
  onOutcome?: (outcome: 'delivered' | 'retry' | 'failed' | 'skipped') => void;
}

/**
 * The job handler (type webhook.deliver): one POST per run. The jobs table hands each job to
 * one worker at a time (FOR UPDATE SKIP LOCKED), and a delivered or failed delivery is never
 * sent again, so each event reaches each endpoint once; receivers deduplicate a rare repeat
 * (a worker dying between the 2xx and the bookkeeping) by the event id.
 */
/** A redelivery from the log: one attempt of the reopened delivery (the job marks it as one). */
export async function queueRedelivery(tx: Db, deliveryId: string, endpointId: string): Promise<void> {
  await insertJob(tx, {
    type: WEBHOOK_JOB,
    payload: { deliveryId, endpointId, redelivery: true },
    maxAttempts: 1,
  });
}

export function createWebhookJobHandler(deps: WebhookSenderDeps) {
  const told = deps.onOutcome ?? (() => undefined);
  return async (job: JobRow): Promise<void> => {
    const { deliveryId, redelivery } = job.payload as { deliveryId: string; redelivery?: boolean };
    const row = await repo.findDeliveryForSending(deps.db, deliveryId);
    // Deleted endpoint (cascade) or already settled: nothing to do.
    if (!row || row.delivery.status !== 'pending') return;
    const { delivery, endpoint } = row;
    if (!endpoint.isActive) {
      await repo.recordAttempt(deps.db, delivery.id, {
        statusCode: null,
        error: 'Webhook deaktiviert',
        status: 'failed',
      });
      told('skipped');
      return;
    }
    const now = new Date();
    const headers = signedHeaders({
      id: delivery.eventId,
      type: delivery.eventType,
      body: delivery.body,
      timestamp: Math.floor(now.getTime() / 1000),
      secrets: signingSecrets(endpoint, now),
    });
    const result = await postJson(endpoint.url, delivery.body, headers, deps.policy);
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    if (ok) {
      await repo.recordAttempt(deps.db, delivery.id, { ...result, status: 'delivered' });
      told('delivered');
      return;
    }
    const error = result.error ?? `HTTP ${result.statusCode}`;
    // A redelivery is the one attempt its owner asked for: its outcome is in the log, no retries.
    if (redelivery) {
      await repo.recordAttempt(deps.db, delivery.id, { ...result, error, status: 'failed' });
      told('failed');
      return;
    }
    const next = nextAttemptAt(delivery.createdAt, delivery.attempts + 1, new Date());
    if (next) {
      await repo.recordAttempt(deps.db, delivery.id, { ...result, error, status: 'pending' });
      told('retry');
      throw new RetryLaterError(`Webhook ${endpoint.url}: ${error}`, next);
    }
    // 24 h of failures: the delivery fails and the owner hears of it, together.
    await deps.db.transaction(async (tx) => {
      await repo.recordAttempt(tx, delivery.id, { ...result, error, status: 'failed' });
      await enqueueMail(tx, {
        to: row.ownerEmail,
        recipientType: row.ownerRole === 'seller' ? 'seller' : 'buyer',
        templateType: 'webhook_failed',
        language: row.ownerLanguage,
        variables: {
          endpoint_url: endpoint.url,
          event_type: delivery.eventType,
          event_id: delivery.eventId,
          // The reason as the delivery log names it, in the owner's language (decision 078).
          last_error: webhookFailureText(error, result.statusCode, row.ownerLanguage),
          dashboard_url: `${deps.siteUrl}/${row.ownerRole === 'seller' ? 'seller' : 'buyer'}-dashboard?tab=integrations`,
        },
      });
    });
    told('failed');
    throw new PermanentJobError(`Webhook ${endpoint.url}: nach 24 Stunden aufgegeben (${error})`);
  };
}
