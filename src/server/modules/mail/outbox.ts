import type { Db } from '#server/db/client.ts';
import type { RecipientType } from '#shared/constants.ts';
import type { MailCategory } from '#shared/notifications/settings.ts';
import type { TemplateValues } from '#shared/templates/placeholders.ts';
import { insertJob, insertJobs } from '#server/modules/jobs/queue.ts';
import { renderWith } from './render.ts';
import { findActiveTemplate } from './repository.ts';

export const MAIL_JOB = 'mail.send';

export interface MailJobPayload {
  to: string;
  recipientType: RecipientType;
  /** message_templates.type; 'direct' with `direct` set sends the given subject and HTML as they are. */
  templateType: string;
  /** Subject and body to send as they are: a 'direct' mail's, or the template a fan-out rendered (073). */
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

/**
 * Decision 073: the mails of one fan-out batch, each template rendered once per group of mails
 * that would render alike — the same template, language, recipient type and values (a new
 * request's 200 mails: one per language) — instead of once per mail when each is sent. One
 * template statement and one fill per group; the mails carry the result as `direct` (the send
 * job adds the frame, the recipient's unsubscribe link and the text part, as for every mail). A
 * group whose template is missing or lacks a required value goes unrendered: its mails fail when
 * sent, logged there, as before. `siteUrl` is the value the send job would add as `site_url`.
 */
export async function enqueueRenderedMails(
  db: Db,
  mails: readonly { mail: MailJobPayload; dedupeKey: string }[],
  siteUrl: string,
): Promise<number> {
  const groupOf = (m: MailJobPayload) =>
    JSON.stringify([m.templateType, m.language, m.recipientType, m.variables]);
  const rendered = new Map<string, MailJobPayload['direct']>();
  for (const { mail } of mails) {
    const group = groupOf(mail);
    if (rendered.has(group)) continue;
    const template = await findActiveTemplate(db, mail.templateType, mail.language, mail.recipientType);
    const result = template && renderWith(template, { site_url: siteUrl, ...mail.variables });
    rendered.set(
      group,
      result && 'body' in result ? { subject: result.subject, html: result.body } : undefined,
    );
  }
  return enqueueMails(
    db,
    mails.map(({ mail, dedupeKey }) => {
      const direct = rendered.get(groupOf(mail));
      return { dedupeKey, mail: direct ? { ...mail, direct } : mail };
    }),
  );
}
