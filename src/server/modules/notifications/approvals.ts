import type { Db } from '#server/db/client.ts';
import type { DomainEventOf } from '#shared/events/schema.ts';
import { formatDate, formatEuro } from '#shared/format/german.ts';
import { findApprovalById } from '#server/modules/orders/read.ts';
import { findPerson, listApprovers } from '#server/modules/teams/read.ts';
import { enqueueMail } from '#server/modules/mail/outbox.ts';
import type { ApprovalWithdrawnReason } from '#shared/approvals/schema.ts';
import type { ApprovalsTextKey } from '#shared/i18n/features/approvals.de.ts';
import { approvalsDe } from '#shared/i18n/features/approvals.de.ts';
import { approvalsEn } from '#shared/i18n/features/approvals.en.ts';
import { approvalsEs } from '#shared/i18n/features/approvals.es.ts';
import { approvalsFr } from '#shared/i18n/features/approvals.fr.ts';
import { approvalsIt } from '#shared/i18n/features/approvals.it.ts';

/**
 * Decision 070: the mails of an order that waits for approval. They go to the buyer company's
 * own people only — its approvers when a member asks, the member when an approver decides —
 * each in its own language. No seller is named (none is known to the company yet) and none is told.
 */

const APPROVAL_TEXTS: Record<string, Record<ApprovalsTextKey, string>> = {
  de: approvalsDe,
  en: approvalsEn,
  fr: approvalsFr,
  es: approvalsEs,
  it: approvalsIt,
};

/** Decision 084: what ended, in the recipient's language (the Freigaben tab's own words). */
const withdrawnReasonIn = (language: string, reason: ApprovalWithdrawnReason) =>
  (APPROVAL_TEXTS[language] ?? approvalsDe)[`approvals.withdrawn.${reason}`];

const queueUrl = (siteUrl: string) => `${siteUrl}/buyer-dashboard?tab=approvals`;

function partOf(a: { manufacturer: string | null; partNumber: string }): string {
  return a.manufacturer ? `${a.manufacturer} ${a.partNumber}` : a.partNumber;
}

/** Every approver of the company but the member who asked. */
export async function notifyApprovalRequested(
  tx: Db,
  siteUrl: string,
  e: DomainEventOf<'order.approval_requested'>,
): Promise<void> {
  const row = await findApprovalById(tx, e.approvalId);
  if (!row || row.approval.status !== 'pending') return; // decided before the job ran
  for (const approver of await listApprovers(tx, e.companyId)) {
    if (approver.id === e.requestedBy) continue;
    await enqueueMail(tx, {
      to: approver.email,
      recipientType: 'buyer',
      templateType: 'order_approval_requested',
      language: approver.language,
      variables: {
        requester_name: row.requesterName ?? '—',
        part: partOf(row),
        quantity: String(row.quantity),
        total_amount: formatEuro(row.approval.totalAmount),
        valid_until: formatDate(row.validUntil),
        dashboard_url: queueUrl(siteUrl),
      },
    });
  }
}

/**
 * The member who asked hears the decision (an approver deciding its own request hears nothing),
 * or (decision 084) that it was withdrawn and why.
 */
export async function notifyApprovalDecided(
  tx: Db,
  siteUrl: string,
  e: DomainEventOf<'order.approval_decided'>,
): Promise<void> {
  const row = await findApprovalById(tx, e.approvalId);
  const requester = await findPerson(tx, e.requestedBy);
  if (!row || !requester || row.approval.decidedBy === requester.id) return;
  if (e.decision === 'withdrawn') {
    await enqueueMail(tx, {
      to: requester.email,
      recipientType: 'buyer',
      language: requester.language,
      templateType: 'order_approval_withdrawn',
      variables: {
        part: partOf(row),
        total_amount: formatEuro(row.approval.totalAmount),
        reason: row.approval.withdrawnReason
          ? withdrawnReasonIn(requester.language, row.approval.withdrawnReason)
          : '—',
        dashboard_url: queueUrl(siteUrl),
      },
    });
    return;
  }
  const common = {
    decider_name: row.deciderName ?? '—',
    part: partOf(row),
    total_amount: formatEuro(row.approval.totalAmount),
  };
  await enqueueMail(tx, {
    to: requester.email,
    recipientType: 'buyer',
    language: requester.language,
    ...(e.decision === 'approved'
      ? {
          templateType: 'order_approval_approved',
          variables: {
            ...common,
            order_number: row.orderNumber ?? '',
            dashboard_url: `${siteUrl}/buyer-dashboard?tab=orders`,
          },
        }
      : {
          templateType: 'order_approval_declined',
          variables: {
            ...common,
            reason: row.approval.declineReason ?? '—',
            dashboard_url: queueUrl(siteUrl),
          },
        }),
  });
}
