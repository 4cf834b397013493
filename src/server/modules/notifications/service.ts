import {
  invoiceReminderFacts,
  oldestOpenInvoiceFacts,
  type ReminderFacts,
} from '#server/modules/billing/read.ts';
import type { Db } from '#server/db/client.ts';
import { SELLER_FEE_NET_EUR, SELLER_TRIAL_REMINDER_DAYS_BEFORE } from '#shared/constants.ts';
import { formatDate, formatEuro, germanDatePlusDays } from '#shared/format/german.ts';
import { localeFor } from '#shared/i18n/languages.ts';
import { toCents } from '#shared/money/cents.ts';
import { grossCents } from '#shared/money/vat.ts';
import { urgencyText } from '#shared/i18n/reference.ts';
import { enqueueMail, enqueueRenderedMails, MAIL_JOB } from '#server/modules/mail/outbox.ts';
import { insertJob } from '#server/modules/jobs/queue.ts';
import { loadOrderDocumentData, orderDocumentValues } from '#server/modules/documents/read.ts';
import { findRequestWithOwner } from '#server/modules/requests/read.ts';
import { eventAudience } from '#server/modules/seller-market/read.ts';
import { addDigestItems, newRequestPlan, settingsOf } from '#server/modules/notification-settings/read.ts';
import { companyRecipients } from '#server/modules/teams/read.ts';
import * as repo from './repository.ts';

/**
 * Who is told what, and when (issue 6). Each function takes the transaction of the change
 * that causes the mail, so the mail exists exactly when the change does. Mails before an order
 * never name the other party.
 *
 * The template's recipient type is the recipient's part in the event, never the account's
 * role (issue 13): a seller who requests or orders is the buyer of that request or order and
 * gets the buyer's mail ('Bestellbestätigung'), only the receiving seller gets the seller's
 * ('ein Käufer hat Ihr Angebot angenommen'). Links still lead to the account's own dashboard.
 */

/**
 * A new request: every seller for whom it is relevant (spec 1 §5), without the buyer's identity.
 * Decision 068: the sellers are the event's stored audience (a widening's: those it newly
 * reached), this job's batch of it; the batch's mails go in one statement, each once per
 * (request, seller) by its dedupe key.
 */
export async function notifyNewRequest(
  tx: Db,
  siteUrl: string,
  requestId: string,
  audience: { eventId: number; batch?: { offset: number; limit: number } },
): Promise<number> {
  const request = await findRequestWithOwner(tx, requestId);
  if (!request) return 0;
  const sellers = await eventAudience(tx, { requestId, ...audience });
  // Decision 071: each seller company's recipients (its owner and 'Vertrieb' who chose 'alle', or
  // the assignee); each recipient's own settings then decide mail, digest line or nothing.
  const recipients = (
    await companyRecipients(
      tx,
      sellers.map((s) => ({ companyId: s.id, requestId })),
    )
  ).flat();
  // Decision 060: each seller's settings — a mail now, a line in tomorrow's digest, or nothing.
  const plan = await newRequestPlan(
    tx,
    recipients.map((s) => s.id),
    request,
  );
  await addDigestItems(tx, requestId, [...plan.digest]);
  // Decision 073: the batch's template rendered once per language, not once per mail.
  return enqueueRenderedMails(
    tx,
    recipients
      .filter((s) => plan.instant.has(s.id))
      .map((s) => ({
        // Per recipient: a one-member company's key (its owner's id is the company's) is as before.
        dedupeKey: `mail:new_request:${requestId}:${s.id}`,
        mail: {
          to: s.email,
          recipientType: 'seller' as const,
          templateType: 'new_request_notification',
          language: s.language,
          variables: {
            part_number: request.partNumber,
            manufacturer: request.manufacturer ?? '',
            quantity: request.quantity,
            urgency: urgencyText(request.urgency, s.language),
            dashboard_url: `${siteUrl}/seller-dashboard?tab=requests`,
          },
          unsubscribe: { userId: s.id, category: 'new_requests' as const },
        },
      })),
    siteUrl,
  );
}

/**
 * A new offer: the request's owner, with the count only — never the seller. Returns the request
 * it told about (its id and owner), if it still exists.
 */
export async function notifyNewOffer(
  tx: Db,
  siteUrl: string,
  offerId: string,
): Promise<{ id: string; buyerId: string } | undefined> {
  const requestId = await repo.findOfferRequestId(tx, offerId);
  const request = requestId ? await findRequestWithOwner(tx, requestId) : undefined;
  if (!request) return undefined;
  const dashboard =
    request.buyerRole === 'seller' ? '/seller-dashboard?tab=my-requests' : '/buyer-dashboard?tab=requests';
  const offerCount = await repo.countOffers(tx, request.id);
  // Decision 071: the request's assignee, else the buyer company's owner and 'Einkauf' who chose
  // 'alle' and the request's creator. Decision 060: a recipient who turned offer mails off still
  // sees them in the dashboard.
  const [recipients = []] = await companyRecipients(tx, [
    { companyId: request.buyerId, requestId: request.id },
  ]);
  for (const r of recipients) {
    if ((await settingsOf(tx, r.id)).offers === 'off') continue;
    await enqueueMail(tx, {
      to: r.email,
      recipientType: 'buyer',
      templateType: 'new_offer_notification',
      language: r.language,
      variables: {
        part_number: request.partNumber,
        offer_count: offerCount,
        dashboard_url: `${siteUrl}${dashboard}`,
      },
      unsubscribe: { userId: r.id, category: 'offers' },
    });
  }
  return { id: request.id, buyerId: request.buyerId };
}

/**
 * An order: the seller receives the buyer's contact data, the buyer the seller's, with the order
 * document attached (produced when the mail is sent).
 */
export async function notifyOrderPlaced(tx: Db, siteUrl: string, orderId: string): Promise<void> {
  const data = await loadOrderDocumentData(tx, orderId);
  if (!data) return;
  const pick = (values: ReturnType<typeof orderDocumentValues>, keys: string[]) =>
    Object.fromEntries(keys.map((k) => [k, values[k]]));
  const common = [
    'order_number',
    'order_date',
    'manufacturer',
    'part_number',
    'quantity',
    'total_amount',
    'payment_method',
    'payment_terms',
    'payment_due_date',
    'valid_until',
    'internal_reference',
    'delivery_time',
    // Issue 32: the order's VAT as stored (templates may show them; the note is shown anyway).
    'tax_rate',
    'tax_amount',
    'vat_note',
  ];
  // Issue 32: a tax-exempt supply's legal note goes into both mails whatever the template says.
  const legalNote = data.order.vatNote ?? undefined;
  const buyerDashboard =
    data.order.buyerType === 'seller' ? '/seller-dashboard?tab=my-orders' : '/buyer-dashboard?tab=orders';
  // Decision 071: each party's recipients (the request's assignee in that company, else the roles
  // that handle orders, else the owner); each reads the order's values in its own language.
  const [sellerTo = [], buyerTo = []] = await companyRecipients(tx, [
    { companyId: data.order.sellerId, requestId: data.order.requestId },
    { companyId: data.order.buyerId, requestId: data.order.requestId },
  ]);
  for (const to of sellerTo) {
    const forSeller = orderDocumentValues(data, to.language);
    await enqueueMail(tx, {
      to: to.email,
      recipientType: 'seller',
      templateType: 'order_confirmation',
      language: to.language,
      variables: {
        ...pick(forSeller, common),
        company_name: data.seller.companyName,
        contact_person: data.seller.contactPerson,
        ...pick(forSeller, [
          'buyer_company',
          'buyer_name',
          'buyer_email',
          'buyer_phone',
          'billing_address',
          'shipping_address',
        ]),
        special_instructions: data.order.specialInstructions ?? '',
      },
      legalNote,
    });
  }
  for (const to of buyerTo) {
    const forBuyer = orderDocumentValues(data, to.language);
    await enqueueMail(tx, {
      to: to.email,
      // The ordering party gets the buyer's confirmation, also when that account is a seller.
      recipientType: 'buyer',
      templateType: 'order_confirmation',
      language: to.language,
      variables: {
        ...pick(forBuyer, common),
        company_name: forBuyer.buyer_company,
        contact_person: forBuyer.buyer_name,
        dashboard_url: `${siteUrl}${buyerDashboard}`,
        ...pick(forBuyer, [
          'seller_company',
          'seller_contact_person',
          'seller_email',
          'seller_phone',
          'seller_address',
          'seller_vat_number',
        ]),
      },
      legalNote,
      attachments: [{ kind: 'order_document', orderId }],
    });
  }
}

export async function notifySellerDecision(
  tx: Db,
  sellerId: string,
  decision: 'approved' | 'rejected',
): Promise<void> {
  const s = await repo.findSellerContact(tx, sellerId);
  if (!s) return;
  await enqueueMail(tx, {
    to: s.email,
    recipientType: 'seller',
    templateType: decision === 'approved' ? 'seller_approval_email' : 'seller_rejection_email',
    language: s.language,
    variables: { company_name: s.companyName, contact_person: s.contactPerson },
  });
}

/**
 * Payment reminder (spec 2 §9 payment_reminder). Issue 32: about an invoice of the fee (its
 * number, gross amount and due date) when billing has one — the invoice that is overdue, or the
 * seller's oldest open one when the seller became unpaid; without an invoice (an admin set the
 * seller unpaid by hand) the monthly fee, due in 14 days, as before.
 */
export async function notifyPaymentReminder(
  tx: Db,
  sellerId: string,
  invoice?: ReminderFacts,
  now: Date = new Date(),
): Promise<void> {
  const s = await repo.findSellerContact(tx, sellerId);
  if (!s) return;
  const open = invoice ?? (await oldestOpenInvoiceFacts(tx, sellerId));
  const locale = localeFor(s.language);
  const amountCents = open ? open.grossCents : grossCents(toCents(SELLER_FEE_NET_EUR));
  await enqueueMail(tx, {
    to: s.email,
    recipientType: 'seller',
    templateType: 'payment_reminder',
    language: s.language,
    variables: {
      company_name: s.companyName,
      contact_person: s.contactPerson,
      amount: formatEuro(amountCents / 100, locale),
      due_date: formatDate(open ? open.dueOn : germanDatePlusDays(14, now), locale),
      ...(open && { invoice_number: open.number }),
    },
  });
}

/** An overdue invoice's reminder, unless it was paid or corrected since the event. */
export async function notifyInvoiceOverdue(tx: Db, invoiceId: string): Promise<void> {
  const invoice = await invoiceReminderFacts(tx, invoiceId);
  if (!invoice || invoice.status !== 'open') return;
  await notifyPaymentReminder(tx, invoice.sellerId, invoice);
}

/**
 * The trial reminder (spec 2 §9 seller_trial_expiry), 3 days before the 14-day trial ends.
 * The dedupe key makes it once per seller and trial end, however often and wherever this runs.
 */
export async function scheduleTrialReminders(db: Db, now: Date = new Date()): Promise<number> {
  const until = new Date(now.getTime() + SELLER_TRIAL_REMINDER_DAYS_BEFORE * 86_400_000);
  const sellers = await repo.sellersWithTrialEndingBetween(db, now, until);
  let queued = 0;
  for (const s of sellers) {
    const id = await insertJob(db, {
      type: MAIL_JOB,
      dedupeKey: `seller_trial_expiry:${s.id}:${s.trialEndsAt!.toISOString().slice(0, 10)}`,
      payload: {
        to: s.email,
        recipientType: 'seller',
        templateType: 'seller_trial_expiry',
        language: s.language,
        variables: {
          company_name: s.companyName,
          contact_person: s.contactPerson,
          trial_end_date: formatDate(s.trialEndsAt, localeFor(s.language)),
        },
      },
    });
    if (id !== null) queued += 1;
  }
  return queued;
}

const LOGIN_PAGE = { buyer: '/buyer-login', seller: '/seller-login', admin: '/admin-login' } as const;

/**
 * Issue 38: someone tried to sign up with this account's address; its owner learns of it, in
 * their own language (the event 'user.signup_attempted', decision 060).
 */
export async function notifySignupAttempt(db: Db, siteUrl: string, userId: string): Promise<void> {
  const owner = await repo.findUserForWelcome(db, userId);
  if (!owner) return;
  await enqueueMail(db, {
    to: owner.email,
    recipientType: owner.role,
    templateType: 'signup_attempt',
    language: owner.language,
    variables: {
      name: owner.name,
      login_url: `${siteUrl}${LOGIN_PAGE[owner.role]}`,
      forgot_url: `${siteUrl}/forgot-password`,
    },
  });
}

/** After the e-mail address is confirmed (the event 'user.verified', decision 060). */
export async function notifyWelcome(db: Db, userId: string): Promise<void> {
  const u = await repo.findUserForWelcome(db, userId);
  if (!u || u.role === 'admin') return;
  if (u.role === 'seller') {
    const s = await repo.findSellerContact(db, userId);
    await enqueueMail(db, {
      to: u.email,
      recipientType: 'seller',
      templateType: 'welcome_message',
      language: u.language,
      variables: { company_name: s?.companyName ?? '', contact_person: s?.contactPerson ?? u.name },
    });
    return;
  }
  await enqueueMail(db, {
    to: u.email,
    recipientType: 'buyer',
    templateType: 'welcome_message',
    language: u.language,
    variables: { name: u.name },
  });
}
