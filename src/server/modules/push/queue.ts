import type { Db } from '#server/db/client.ts';
import { DEFAULT_LANGUAGE, type Role, type UiLanguage } from '#shared/constants.ts';
import { isUiLanguage } from '#shared/i18n/languages.ts';
import type { PushKind } from '#shared/push/kinds.ts';
import type { PushMessage } from '#shared/push/schema.ts';
import { PUSH_TEXTS, type PushTexts } from '#shared/push/texts.ts';
import { insertJobs } from '#server/modules/jobs/queue.ts';
import * as repo from './repository.ts';

/** The job that sends one delivery (lane 'push'). */
export const PUSH_JOB = 'push.deliver';

/** What a recipient's message says, built in the recipient's language and for the recipient's role. */
export type BuildMessage = (texts: PushTexts, recipient: { role: Role; language: UiLanguage }) => PushMessage;

/**
 * Queues the event's push to every subscription of these accounts that wants the kind: one
 * delivery row per (event, subscription) — the unique index makes a second run add none — and one
 * job per new row (its dedupe key makes a second job for it impossible); each in one statement
 * (decision 068: a batch of a new request's audience is one insert of deliveries, one of jobs).
 */
export async function queuePushes(
  tx: Db,
  eventId: number,
  kind: PushKind,
  ownerIds: string[],
  build: BuildMessage,
  urgent = true,
): Promise<void> {
  const subs = await repo.subscriptionsWanting(tx, ownerIds, kind, urgent);
  const rows = subs.map((s) => {
    const language = isUiLanguage(s.language) ? s.language : DEFAULT_LANGUAGE;
    const message = build(PUSH_TEXTS[language], { role: s.role, language });
    return { subscriptionId: s.id, eventId, kind, payload: JSON.stringify(message) };
  });
  await insertJobs(
    tx,
    (await repo.insertDeliveries(tx, rows)).map((deliveryId) => ({
      type: PUSH_JOB,
      payload: { deliveryId },
      dedupeKey: `push:${deliveryId}`,
      maxAttempts: 50,
    })),
  );
}
