import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { escapeHtml, fillPlaceholders, type TemplateValues } from '#shared/templates/placeholders.ts';
import { completeWithin, type JobRow } from '#server/modules/jobs/queue.ts';
import { PermanentJobError } from '#server/modules/jobs/runner.ts';
import type { MailJobPayload } from './outbox.ts';
import { findActiveTemplate, insertEmailLog } from './repository.ts';
import type { MailMessage, MailTransport } from './transport.ts';
import { maskSecrets, maskVariables } from './mask.ts';
import { statutoryFooterLines, type OperatorDetails } from '#shared/legal/company-footer.ts';

export interface MailSenderDeps {
  db: Db;
  transport: MailTransport;
  from: string;
  siteUrl: string;
  log: FastifyBaseLogger;
  resolveAttachments?: (payload: MailJobPayload) => Promise<MailMessage['attachments']>;
  /** Production: email_logs and the server log never hold live reset or verification tokens. */
  maskSecrets?: boolean;
  /** The operator's statutory details (COMPANY_*), in every mail's footer (§ 35a GmbHG, issue 32). */
  company?: OperatorDetails;
}

const NOTE_STYLE =
  'max-width:600px;margin:16px auto 0;padding:12px 16px;border:1px solid #d1d5db;border-radius:6px;font-family:Arial,Helvetica,sans-serif;font-size:14px;font-weight:bold;color:#1f2937';
const FOOTER_STYLE =
  'max-width:600px;margin:16px auto 0;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:1.5;color:#6b7280';

/**
 * Templates carry their own frame (seed/mail-layout.ts); this makes it a document and adds what
 * no template may leave out, whatever an admin edits: the mail's legal note (an order's VAT
 * note, issue 32) and the operator's statutory details.
 */
function layout(
  subject: string,
  body: string,
  legalNote: string | undefined,
  company: OperatorDetails | undefined,
): string {
  const note = legalNote ? `<div style="${NOTE_STYLE}" data-legal-note>${escapeHtml(legalNote)}</div>` : '';
  const lines = company ? statutoryFooterLines(company) : [];
  const footer = lines.length
    ? `<div style="${FOOTER_STYLE}" data-statutory-footer>${lines.map(escapeHtml).join('<br>')}</div>`
    : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${subject}</title></head><body>${body}${note}${footer}</body></html>`;
}

function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h\d|\/li|\/tr)>/gi, '\n')
    .replace(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/gi, '$2 ($1)')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function failedLog(job: JobRow, payload: MailJobPayload, variables: TemplateValues) {
  return {
    jobId: job.id,
    recipientEmail: payload.to,
    recipientType: payload.recipientType,
    templateType: payload.templateType,
    subject: payload.templateType,
    status: 'failed' as const,
    variablesUsed: variables,
    content: '',
    attempt: job.attempts,
  };
}

async function renderTemplate(
  deps: MailSenderDeps,
  job: JobRow,
  payload: MailJobPayload,
  variables: TemplateValues,
): Promise<{ subject: string; body: string }> {
  const template = await findActiveTemplate(
    deps.db,
    payload.templateType,
    payload.language,
    payload.recipientType,
  );
  if (!template) {
    const message = `Keine aktive Vorlage für ${payload.templateType}`;
    await insertEmailLog(deps.db, { ...failedLog(job, payload, variables), errorMessage: message });
    throw new Error(message);
  }
  // Spec 2 §5: a template's required variables must have values; retrying cannot supply them.
  const missing = template.templateVariables
    .filter(
      (v) =>
        v.required &&
        (variables[v.name] === undefined || variables[v.name] === null || variables[v.name] === ''),
    )
    .map((v) => v.name);
  if (missing.length > 0) {
    const message = `Fehlende Pflichtvariablen für ${payload.templateType}: ${missing.join(', ')}`;
    await insertEmailLog(deps.db, {
      ...failedLog(job, payload, variables),
      subject: template.title,
      errorMessage: message,
    });
    throw new PermanentJobError(message);
  }
  // Subjects are plain text: no escaping there; the body escapes every value.
  return {
    subject: fillPlaceholders(template.title, variables, Object.keys(variables)),
    body: fillPlaceholders(template.content, variables),
  };
}

/** The outbox worker's handler: render the template, send (or keep), log every attempt. */
export function createMailJobHandler(deps: MailSenderDeps) {
  return async (job: JobRow): Promise<void> => {
    const payload = job.payload as unknown as MailJobPayload;
    const variables = { site_url: deps.siteUrl, ...payload.variables };
    const rendered = payload.direct
      ? { subject: payload.direct.subject, body: payload.direct.html }
      : await renderTemplate(deps, job, payload, variables);
    const subject = rendered.subject;
    const html = layout(escapeHtml(subject), rendered.body, payload.legalNote, deps.company);
    const base = {
      jobId: job.id,
      recipientEmail: payload.to,
      recipientType: payload.recipientType,
      templateType: payload.templateType,
      subject,
      variablesUsed: deps.maskSecrets ? maskVariables(variables) : variables,
      content: deps.maskSecrets ? maskSecrets(html) : html,
      attempt: job.attempts,
    };
    try {
      const attachments = deps.resolveAttachments ? await deps.resolveAttachments(payload) : undefined;
      await deps.transport.send({
        from: deps.from,
        to: payload.to,
        subject,
        html,
        text: htmlToText(html),
        attachments,
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await insertEmailLog(deps.db, { ...base, status: 'failed', errorMessage: message });
      throw err;
    }
    if (deps.transport.kind === 'kept') {
      // A kept mail is only a row: written in one transaction with the job's completion, so a
      // process killed between the two never keeps it twice (issue 38, scripts/faults/
      // kill-embedded.ts). A mail handed to SMTP can only be sent at least once.
      await completeWithin(deps.db, job, (tx) =>
        insertEmailLog(tx, { ...base, status: 'kept', sentAt: new Date() }),
      );
      const links = [...html.matchAll(/href="([^"]+)"/g)]
        .map((m) => m[1])
        .filter((u): u is string => !!u && !u.startsWith('mailto:'))
        .map((u) => (deps.maskSecrets ? maskSecrets(u) : u));
      // The recipient is named by the job, not the address: a log outlives an erasure
      // (decision 052), email_logs does not.
      deps.log.info(
        { jobId: job.id, recipientType: payload.recipientType, subject, links },
        'mail kept in the database (no SMTP_URL)',
      );
    } else {
      await insertEmailLog(deps.db, { ...base, status: 'sent', sentAt: new Date() });
    }
  };
}
