import type { Db } from '#server/db/client.ts';
import type { DomainEventOf } from '#shared/events/schema.ts';
import { enqueueMail } from '#server/modules/mail/outbox.ts';
import { findRequestWithOwner } from '#server/modules/requests/read.ts';
import { memberContact } from '#server/modules/teams/read.ts';

/**
 * Issue 37 (decision 071): 'Ihnen wurde eine Anfrage zugewiesen' — to the new assignee, in its
 * language, unless it chose no company mails. The request's part only: a seller's member reads
 * nothing of the requester, as in every mail before an order.
 */
export async function notifyRequestAssigned(
  tx: Db,
  siteUrl: string,
  e: DomainEventOf<'request.assigned'>,
): Promise<void> {
  const to = await memberContact(tx, e.companyId, e.assigneeId);
  const request = await findRequestWithOwner(tx, e.requestId);
  if (!to || !request || to.mode === 'none') return; // left the company, deleted, or no mails wanted
  const own = request.buyerId === e.companyId;
  const dashboard = !own
    ? '/seller-dashboard?tab=requests'
    : request.buyerRole === 'seller'
      ? '/seller-dashboard?tab=my-requests'
      : '/buyer-dashboard?tab=requests';
  await enqueueMail(tx, {
    to: to.email,
    recipientType: own ? 'buyer' : 'seller',
    templateType: 'request_assigned',
    language: to.language,
    variables: {
      name: to.name,
      part_number: request.partNumber,
      manufacturer: request.manufacturer ?? '',
      quantity: request.quantity,
      dashboard_url: `${siteUrl}${dashboard}`,
    },
  });
}
