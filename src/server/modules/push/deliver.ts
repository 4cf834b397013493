import webpush from 'web-push';
import type { VapidKeys } from '#server/config-vapid.ts';
import type { Db } from '#server/db/client.ts';
import type { JobRow } from '#server/modules/jobs/queue.ts';
import { PermanentJobError, RetryLaterError } from '#server/modules/jobs/runner.ts';
import { postJson, type OutboundPolicy } from '#server/net/outbound.ts';
import * as repo from './repository.ts';

/** A push is worth sending for a day (the TTL we ask the push service to keep it). */
const TTL_SECONDS = 24 * 60 * 60;
const RETRY_WINDOW_MS = TTL_SECONDS * 1000;
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_GAP_MS = 60 * 60 * 1000;

/** 15 s, 30 s, 1 min, … at most an hour apart, within the day the push is worth sending. */
export function nextPushAttemptAt(createdAt: Date, attempt: number, now: Date): Date | null {
  const end = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const gap = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_GAP_MS);
  return new Date(Math.min(now.getTime() + gap, end));
}

interface PushSenderDeps {
  db: Db;
  vapid: VapidKeys;
  policy: OutboundPolicy;
  /** Told of each attempt's outcome (metrics). */
  onOutcome?: (outcome: 'delivered' | 'retry' | 'failed' | 'gone') => void;
}

/**
 * The job handler (type push.deliver): one encrypted POST to the browser's push service per run
 * (RFC 8030), the payload encrypted to the browser's keys (RFC 8291, aes128gcm) and signed with
 * the server's VAPID key (RFC 8292), both by the `web-push` package. The address rules of webhooks
 * hold (no private addresses, no redirects). A delivered or failed delivery is never sent again,
 * and each delivery has exactly one job (queue.ts), so each event reaches each device once.
 */
export function createPushJobHandler(deps: PushSenderDeps) {
  const told = deps.onOutcome ?? (() => undefined);
  return async (job: JobRow): Promise<void> => {
    const { deliveryId } = job.payload as { deliveryId: string };
    const row = await repo.findDeliveryForSending(deps.db, deliveryId);
    // Unsubscribed since (cascade) or already settled: nothing to do.
    if (!row || row.delivery.status !== 'pending') return;
    const { delivery, subscription } = row;
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      delivery.payload,
      {
        vapidDetails: deps.vapid,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: delivery.kind === 'request_new' ? 'high' : 'normal',
      },
    );
    const headers: Record<string, string> = { 'user-agent': 'HydroParts-Push/1' };
    for (const [name, value] of Object.entries(request.headers))
      if (name.toLowerCase() !== 'content-length') headers[name.toLowerCase()] = String(value);
    const result = await postJson(request.endpoint, request.body, headers, deps.policy);
    const code = result.statusCode;
    if (code !== null && code >= 200 && code < 300) {
      await repo.recordAttempt(deps.db, delivery, { ...result, status: 'delivered' });
      told('delivered');
      return;
    }
    // RFC 8030 §7.3: the subscription expired or was withdrawn — it never comes back.
    if (code === 404 || code === 410) {
      await repo.deleteSubscription(deps.db, subscription.id);
      told('gone');
      return;
    }
    const error = result.error ?? `HTTP ${code}`;
    // Malformed or too large: another attempt sends the same bytes.
    const permanent = code === 400 || code === 401 || code === 403 || code === 413;
    const next = permanent ? null : nextPushAttemptAt(delivery.createdAt, delivery.attempts + 1, new Date());
    if (next) {
      await repo.recordAttempt(deps.db, delivery, { ...result, error, status: 'pending' });
      told('retry');
      throw new RetryLaterError(`Push ${new URL(subscription.endpoint).host}: ${error}`, next);
    }
    await repo.recordAttempt(deps.db, delivery, { ...result, error, status: 'failed' });
    told('failed');
    throw new PermanentJobError(`Push ${new URL(subscription.endpoint).host}: aufgegeben (${error})`);
  };
}
