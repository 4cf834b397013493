import type { Db } from '#server/db/client.ts';
import { lifecycleText } from './lifecycle-texts.ts';
import { loadOrderDocumentData, orderDocumentValues } from '#server/modules/documents/read.ts';
import { enqueueMail } from '#server/modules/mail/outbox.ts';

/**
 * A complaint with the receipt (issue 34) reaches the seller (in the seller's language) and the
 * operator (in German): the notifications consumer's reaction to order.complained (decision 038).
 */
export async function notifyOrderComplaint(
  tx: Db,
  config: { publicUrl: string; operatorEmail: string },
  orderId: string,
): Promise<void> {
  const d = await loadOrderDocumentData(tx, orderId);
  if (!d?.order.complaintKind) return;
  const kind = d.order.complaintKind;
  const v = orderDocumentValues(d);
  const variables = (language: string, dashboard: string) => ({
    order_number: d.order.orderNumber,
    part_number: d.request.partNumber,
    buyer_company: v.buyer_company ?? '',
    complaint_kind: lifecycleText(language, `lifecycle.complaint.kind.${kind}`),
    complaint_description: d.order.complaintDescription ?? '',
    dashboard_url: `${config.publicUrl}${dashboard}`,
  });
  await enqueueMail(tx, {
    to: d.sellerEmail,
    recipientType: 'seller',
    templateType: 'order_complaint',
    language: d.sellerLanguage,
    variables: variables(d.sellerLanguage, '/seller-dashboard?tab=orders'),
  });
  await enqueueMail(tx, {
    to: config.operatorEmail,
    recipientType: 'admin',
    templateType: 'order_complaint',
    language: 'de',
    variables: variables('de', '/admin-dashboard?tab=orders'),
  });
}
