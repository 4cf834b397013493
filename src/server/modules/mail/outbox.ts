import type { Db } from '#server/db/client.ts';
import type { RecipientType } from '#shared/constants.ts';
import type { MailCategory } from '#shared/notifications/settings.ts';
import type { TemplateValues } from '#shared/templates/placeholders.ts';
import { insertJob, insertJobs } from '#server/modules/jobs/queue.ts';

export const MAIL_JOB = 'mail.send';

export interface MailJobPayload {
  to: string;
  recipientType: RecipientType;
  /** message_templates.type; 'direct' with `direct` set sends the given subject and HTML as they are. */
  templateType: string;
  direct?: { subject: string; html: string };
  language: string;
  variables: TemplateValues;
  /** A legal note the mail must show whatever its template says (an order's VAT note, issue 32). */
  legalNote?: string;
  /** Attachments are produced when the mail is sent (e.g. the order document). */
  attachments?: { kind: 'order_document'; orderId: string }[];
  /**
   * A non-transactional mail (decision 060): whose and which category a one-click unsubscribe
   * (RFC 8058 List-Unsubscribe) turns off. Transactional mails (orders, account) have none.
   */
  unsubscribe?: { userId: string; category: MailCategory };
  /** The hidden preview line mail clients show after the subject; else the body's first text. */
  preheader?: string;
}

/**
 * Puts a mail into the outbox. Call it with the transaction of the change that causes the
 * mail: both commit together or neither does.
 */
export async function enqueueMail(db: Db, mail: MailJobPayload): Promise<void> {
  await insertJob(db, { type: MAIL_JOB, payload: { ...mail } });
}

/** The same, at most once per `dedupeKey` (a digest per user and day); false when it was queued before. */
export async function enqueueMailOnce(db: Db, mail: MailJobPayload, dedupeKey: string): Promise<boolean> {
  return (await insertJob(db, { type: MAIL_JOB, payload: { ...mail }, dedupeKey })) !== null;
}

/**
 * Many mails in one statement (decision 068: a batch of a new request's fan-out), each at most
 * once per its dedupe key. Returns how many were queued.
 */
export async function enqueueMails(
  db: Db,
  mails: readonly { mail: MailJobPayload; dedupeKey: string }[],
): Promise<number> {
  return insertJobs(
    db,
    mails.map(({ mail, dedupeKey }) => ({ type: MAIL_JOB, payload: { ...mail }, dedupeKey })),
  );
}
