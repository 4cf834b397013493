import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { escapeHtml, type TemplateValues } from '#shared/templates/placeholders.ts';
import { completeWithin, type JobRow } from '#server/modules/jobs/queue.ts';
import { PermanentJobError } from '#server/modules/jobs/runner.ts';
import type { MailJobPayload } from './outbox.ts';
import { findActiveTemplate, insertEmailLog } from './repository.ts';
import { renderWith } from './render.ts';
import type { MailMessage, MailTransport } from './transport.ts';
import { maskSecrets, maskVariables } from './mask.ts';
import { statutoryFooterLines, type OperatorDetails } from '#shared/legal/company-footer.ts';
import type { MailCategory } from '#shared/notifications/settings.ts';

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
  /** Decision 060: the signed one-click unsubscribe address of a user's mail category. */
  unsubscribeUrl?: (userId: string, category: MailCategory) => string;
}

const NOTE_STYLE =
  'max-width:600px;margin:16px auto 0;padding:12px 16px;border:1px solid #d1d5db;border-radius:6px;font-family:Arial,Helvetica,sans-serif;font-size:14px;font-weight:bold;color:#1f2937';
const FOOTER_STYLE =
  'max-width:600px;margin:16px auto 0;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:1.5;color:#6b7280';
const PREHEADER_STYLE =
  'display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all';
/** Narrow screens (the clients that read <style>): the frame keeps a margin, long values wrap. */
const RESPONSIVE =
  '@media only screen and (max-width:620px){body{padding:12px !important}td{white-space:normal !important}}';

const UNSUBSCRIBE_TEXT: Record<string, { why: string; link: string }> = {
  de: { why: 'Sie erhalten diese E-Mail, weil Sie bei HydroParts registriert sind.', link: 'Abbestellen' },
  en: { why: 'You receive this e-mail because you are registered with HydroParts.', link: 'Unsubscribe' },
  fr: { why: 'Vous recevez cet e-mail parce que vous êtes inscrit sur HydroParts.', link: 'Se désabonner' },
  es: { why: 'Recibe este correo porque está registrado en HydroParts.', link: 'Darse de baja' },
  it: { why: 'Ricevete questa e-mail perché siete registrati su HydroParts.', link: 'Annulla iscrizione' },
};

export interface Frame {
  subject: string;
  language: string;
  preheader: string;
  legalNote: string | undefined;
  company: OperatorDetails | undefined;
  unsubscribeUrl: string | undefined;
}

/** The first paragraph's text: what a mail client shows after the subject when none is given. */
function firstParagraph(body: string): string {
  const p = /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(body)?.[1] ?? '';
  return decodeEntities(p.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 140);
}

/**
 * Templates carry their own frame (seed/mail-layout.ts); this makes it a document (language,
 * viewport, a hidden preheader) and adds what no template may leave out, whatever an admin edits:
 * the mail's legal note (an order's VAT note, issue 32), the operator's statutory details, and
 * on a non-transactional mail the unsubscribe link (decision 060).
 */
export function layout(body: string, f: Frame): string {
  const note = f.legalNote
    ? `<div style="${NOTE_STYLE}" data-legal-note>${escapeHtml(f.legalNote)}</div>`
    : '';
  const lines = f.company ? statutoryFooterLines(f.company).map(escapeHtml) : [];
  if (f.unsubscribeUrl) {
    const u = UNSUBSCRIBE_TEXT[f.language] ?? UNSUBSCRIBE_TEXT.de!;
    lines.push(
      `${escapeHtml(u.why)} <a href="${escapeHtml(f.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(u.link)}</a>`,
    );
  }
  const footer = lines.length
    ? `<div style="${FOOTER_STYLE}" data-statutory-footer>${lines.join('<br>')}</div>`
    : '';
  const preheader = f.preheader
    ? `<div style="${PREHEADER_STYLE}" data-preheader>${escapeHtml(f.preheader)}</div>`
    : '';
  return (
    `<!doctype html><html lang="${escapeHtml(f.language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="x-apple-disable-message-reformatting"><title>${escapeHtml(f.subject)}</title>` +
    `<style>${RESPONSIVE}</style></head>` +
    `<body style="margin:0;padding:16px;background:#ffffff">${preheader}${body}${note}${footer}</body></html>`
  );
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}

/**
 * The text part, read like a letter (decision 060): a table row's label and value as
 * 'Bestellnummer: HP-2026-0001', each row, paragraph and heading on its own line, a link as its
 * text and address, nothing of the head or the hidden preheader.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<head\b[\s\S]*?<\/head>/gi, '')
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<div\b[^>]*data-preheader[^>]*>[\s\S]*?<\/div>/gi, '')
    // Line breaks between tags are the source's layout; inside a value (an address) they are the text's.
    .replace(/>\s*\n\s*</g, '><')
    // A label cell followed by its value: 'Label: value' (a label that ends in ':' keeps its own).
    .replace(/<\/t[dh]>\s*<t[dh]\b[^>]*>/gi, '\uE000')
    .replace(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const shown = label.replace(/<[^>]+>/g, '').trim();
      return !shown || shown === href ? href : `${shown} (${href})`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<\/(li|tr)>/gi, '\n')
    .replace(/<\/(p|h\d|div|table|ol|ul|blockquote)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]+/g, ' ')
        .trim()
        .replace(/\s*\uE000\s*/g, (_m, offset: number, all: string) =>
          all.slice(0, offset).trimEnd().endsWith(':') ? ' ' : ': ',
        ),
    )
    .join('\n')
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
  const rendered = renderWith(template, variables);
  if ('missing' in rendered) {
    const message = `Fehlende Pflichtvariablen für ${payload.templateType}: ${rendered.missing.join(', ')}`;
    await insertEmailLog(deps.db, {
      ...failedLog(job, payload, variables),
      subject: template.title,
      errorMessage: message,
    });
    throw new PermanentJobError(message);
  }
  return rendered;
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
    const unsubscribe =
      payload.unsubscribe && deps.unsubscribeUrl
        ? deps.unsubscribeUrl(payload.unsubscribe.userId, payload.unsubscribe.category)
        : undefined;
    const html = layout(rendered.body, {
      subject,
      language: payload.language,
      preheader: payload.preheader ?? firstParagraph(rendered.body),
      legalNote: payload.legalNote,
      company: deps.company,
      unsubscribeUrl: unsubscribe,
    });
    // RFC 8058: the one-click POST address, and that a POST to it unsubscribes.
    const headers = unsubscribe
      ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : undefined;
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
        ...(headers && { headers }),
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
      // As a browser reads the href (issue 34: '&amp;' kept in the console's link dropped its
      // callbackURL, and the verification link opened a bare JSON answer).
      const links = [...html.matchAll(/href="([^"]+)"/g)]
        .map((m) => (m[1] ? decodeEntities(m[1]) : m[1]))
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
