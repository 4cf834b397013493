import type { Db } from '#server/db/client.ts';
import { lifecycleText } from './lifecycle-texts.ts';
import { formatDate } from '#shared/format/german.ts';
import { localeFor } from '#shared/i18n/languages.ts';
import type { OrderAction } from '#shared/orders/transitions.ts';
import type { RequestStatus } from '#shared/constants.ts';
import { loadOrderDocumentData, orderDocumentValues } from '#server/modules/documents/read.ts';
import { enqueueMail, MAIL_JOB, type MailJobPayload } from '#server/modules/mail/outbox.ts';
import { companyRecipients, type CompanyRecipient } from '#server/modules/teams/read.ts';
import { insertJob } from '#server/modules/jobs/queue.ts';
import type { SellerOfOffer } from '#server/modules/requests/read.ts';

/**
 * Lifecycle mails (issue 14). Each takes the transaction of the transition, so the mail exists
 * exactly when the new state does. Order mails go to the other party (they know each other once
 * the order exists); request mails to sellers never name the buyer.
 */

const SELLER_ORDERS = '/seller-dashboard?tab=orders';

export async function notifyOrderTransition(
  tx: Db,
  siteUrl: string,
  orderId: string,
  action: OrderAction,
): Promise<void> {
  const d = await loadOrderDocumentData(tx, orderId);
  if (!d) return;
  const v = orderDocumentValues(d);
  const buyerIsSeller = d.order.buyerType === 'seller';
  // Decision 071: each party's recipients of its order mails (companyRecipients).
  const [sellerTo = [], buyerTo = []] = await companyRecipients(tx, [
    { companyId: d.order.sellerId, requestId: d.order.requestId },
    { companyId: d.order.buyerId, requestId: d.order.requestId },
  ]);
  // The ordering party's mail, whatever the account's role (notifications/service.ts).
  const toBuyer = { recipients: buyerTo, recipientType: 'buyer' as const };
  const toSeller = { recipients: sellerTo, recipientType: 'seller' as const };
  const common = {
    order_number: d.order.orderNumber,
    part_number: d.request.partNumber,
  };
  const buyerUrl = `${siteUrl}${buyerIsSeller ? '/seller-dashboard?tab=my-orders' : '/buyer-dashboard?tab=orders'}`;
  const sellerUrl = `${siteUrl}${SELLER_ORDERS}`;
  switch (action) {
    case 'confirm':
      return mailEach(tx, {
        ...toBuyer,
        templateType: 'order_confirmed',
        variables: {
          ...common,
          dashboard_url: buyerUrl,
          seller_company: d.seller.companyName,
          seller_order_number: d.order.sellerOrderNumber ?? '',
          expected_ship_date: formatDate(d.order.expectedShipDate, localeFor(d.buyerLanguage)),
        },
      });
    case 'ship':
      return mailEach(tx, {
        ...toBuyer,
        templateType: 'order_shipped',
        variables: {
          ...common,
          dashboard_url: buyerUrl,
          seller_company: d.seller.companyName,
          shipped_date: formatDate(d.order.shippedAt, localeFor(d.buyerLanguage)),
          carrier: d.order.carrier ?? '',
          tracking_number: d.order.trackingNumber ?? '',
        },
      });
    case 'confirmReceipt':
      return mailEach(tx, {
        ...toSeller,
        templateType: 'order_delivered',
        variables: {
          ...common,
          dashboard_url: sellerUrl,
          buyer_company: v.buyer_company ?? '',
          delivered_date: formatDate(d.order.deliveredAt, localeFor(d.sellerLanguage)),
        },
      });
    case 'sellerCancel':
    case 'buyerCancel': {
      const bySeller = action === 'sellerCancel';
      return mailEach(tx, {
        ...(bySeller ? toBuyer : toSeller),
        templateType: 'order_cancelled',
        variables: {
          ...common,
          dashboard_url: bySeller ? buyerUrl : sellerUrl,
          cancelled_by: bySeller ? d.seller.companyName : (v.buyer_company ?? ''),
          cancel_reason: d.order.cancelReason ?? '',
        },
      });
    }
  }
}

/** One mail per recipient of a party, each in the recipient's language. */
async function mailEach(
  tx: Db,
  mail: Omit<MailJobPayload, 'to' | 'language' | 'recipientType'> & {
    recipients: readonly CompanyRecipient[];
    recipientType: 'buyer' | 'seller';
  },
): Promise<void> {
  const { recipients, ...rest } = mail;
  for (const r of recipients) await enqueueMail(tx, { ...rest, to: r.email, language: r.language });
}

/**
 * Decision 071: who of each seller company hears of its offer on a request — the request's
 * assignee in that company, else the owner and 'Vertrieb' who chose 'alle' (companyRecipients,
 * which falls back to the owner). One call for all the sellers of a request, not one per seller.
 */
export async function recipientsOfSellers(
  tx: Db,
  sellers: readonly SellerOfOffer[],
  requestId: string,
): Promise<CompanyRecipient[][]> {
  return companyRecipients(
    tx,
    sellers.map((s) => ({ companyId: s.sellerId, requestId })),
  );
}

/** A loser's rank and gap in the reader's language (issue 35), when the request has them. */
type FeedbackIn = (language: string) => { offer_rank: string; price_gap: string } | undefined;

/** Sellers whose offer lost to another on an order: no buyer, no winning price (anonymity). */
export async function notifyOfferOutcome(
  tx: Db,
  s: SellerOfOffer,
  recipients: readonly CompanyRecipient[],
  outcome: 'angenommen' | 'abgelehnt',
  request: { partNumber: string; manufacturer: string | null; quantity: number },
  order?: { orderNumber: string; totalAmount: string },
  feedback?: FeedbackIn,
): Promise<void> {
  const base = {
    contact_person: s.contactPerson,
    company_name: s.companyName,
    part_number: request.partNumber,
    manufacturer: request.manufacturer ?? '',
  };
  for (const r of recipients) {
    await enqueueMail(tx, {
      to: r.email,
      recipientType: 'seller',
      language: r.language,
      templateType: outcome === 'angenommen' ? 'offer_accepted' : 'offer_rejected',
      variables:
        outcome === 'angenommen' && order
          ? {
              ...base,
              order_number: order.orderNumber,
              quantity: request.quantity,
              total_amount: order.totalAmount,
            }
          : { ...base, ...feedback?.(r.language) },
    });
  }
}

/** The request's status as the recipient reads it (the same label the dashboards show). */
function requestStatusText(status: RequestStatus, language: string): string {
  return lifecycleText(language, `lifecycle.request.status.${status}`);
}

/** A request closed or cancelled by its owner: the sellers who offered, without the buyer. */
export async function notifyRequestEnded(
  tx: Db,
  siteUrl: string,
  recipients: readonly CompanyRecipient[],
  request: { partNumber: string; manufacturer: string | null },
  status: RequestStatus,
  reason: string | null,
  feedback?: FeedbackIn,
): Promise<void> {
  for (const r of recipients) {
    await enqueueMail(tx, {
      to: r.email,
      recipientType: 'seller',
      language: r.language,
      templateType: 'request_closed',
      variables: {
        part_number: request.partNumber,
        manufacturer: request.manufacturer ?? '',
        request_status: requestStatusText(status, r.language),
        cancel_reason: reason ?? '',
        dashboard_url: `${siteUrl}/seller-dashboard`,
        ...feedback?.(r.language),
      },
    });
  }
}

/**
 * The expiry job's mail to the request's company: its assignee, else the owner and 'Einkauf' who
 * chose 'alle' and its creator (decision 071); each dedupe key makes it once per request and person.
 */
export async function notifyRequestExpired(
  tx: Db,
  siteUrl: string,
  r: {
    id: string;
    buyerId: string;
    partNumber: string;
    manufacturer: string | null;
    expiresAt: Date | null;
    buyerRole: string;
  },
): Promise<void> {
  const asSeller = r.buyerRole === 'seller';
  const [recipients = []] = await companyRecipients(tx, [{ companyId: r.buyerId, requestId: r.id }]);
  for (const to of recipients) {
    await insertJob(tx, {
      type: MAIL_JOB,
      // The company's first owner keeps the key of one mail per request (before decision 071).
      dedupeKey: to.id === r.buyerId ? `request_expired:${r.id}` : `request_expired:${r.id}:${to.id}`,
      payload: {
        to: to.email,
        // The requester's mail, also when a seller made the request.
        recipientType: 'buyer',
        templateType: 'request_expired',
        language: to.language,
        variables: {
          part_number: r.partNumber,
          manufacturer: r.manufacturer ?? '',
          expiry_date: formatDate(r.expiresAt, localeFor(to.language)),
          dashboard_url: `${siteUrl}${asSeller ? '/seller-dashboard?tab=my-requests' : '/buyer-dashboard?tab=requests'}`,
        },
      },
    });
  }
}
