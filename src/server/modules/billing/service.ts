import type { AdminInvoiceListQuery, BillingOverview, InvoiceView } from '#shared/billing/invoices.ts';
import {
  contractStart,
  lastContractDay,
  noticeEndsOn,
  periodNetCents,
  subscriptionStart,
} from '#shared/billing/terms.ts';
import { germanDay } from '#shared/format/german.ts';
import { AppError } from '#server/errors.ts';
import { type Ctx, companyOf } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import { invoiceNumber, type InvoiceFileFormat } from '#shared/billing/invoices.ts';
import { recordEvent } from '#server/events/record.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import { invoiceFile, type InvoiceFile } from './documents.ts';
import * as repo from './repository.ts';
import { toInvoiceView } from './views.ts';

/*
 * The seller's 'Abrechnung' and the admins' invoices (issue 32, decision 051). Dates are the
 * terms' (src/shared/billing/terms.ts); what a list shows was stored when the invoice was issued.
 */

type Op<I> = { ctx: Ctx; input: I };

export const INVOICE_NOT_FOUND = 'Rechnung nicht gefunden';
export const NO_SUBSCRIPTION = 'Für dieses Konto besteht noch kein Abonnement (Freischaltung ausstehend).';
export const NOTICE_ALREADY_GIVEN = 'Die Kündigung liegt bereits vor.';
export const INVOICE_NOT_OPEN = 'Die Rechnung ist nicht offen.';
export const INVOICE_NOT_CREDITABLE = 'Nur eine offene oder bezahlte Rechnung kann storniert werden.';

/** The subscription, started now if the job has not got to this seller yet; and the trial's end. */
async function subscriptionOf(ctx: Ctx, sellerId: string, now: Date, lock = false) {
  const seller = await repo.findSellerForInvoice(ctx.db, sellerId);
  const trialEndsOn = seller?.trialEndsAt ? contractStart(seller.trialEndsAt) : null;
  const sub = await repo.findSubscription(ctx.db, sellerId, lock);
  if (sub || seller?.approvalStatus !== 'approved') return { sub, trialEndsOn };
  await repo.insertSubscription(ctx.db, sellerId, subscriptionStart(seller.trialEndsAt, now));
  return { sub: await repo.findSubscription(ctx.db, sellerId, lock), trialEndsOn };
}

export async function overview({ ctx }: Op<object>, now: Date = new Date()): Promise<BillingOverview> {
  const today = germanDay(now);
  const { sub, trialEndsOn } = await subscriptionOf(ctx, companyOf(ctx), now);
  const invoices = (await repo.invoicesOf(ctx.db, companyOf(ctx))).map(toInvoiceView);
  if (!sub) {
    return {
      plan: 'monthly',
      netCentsPerPeriod: periodNetCents('monthly'),
      trialEndsOn,
      subscribed: false,
      nextInvoiceOn: null,
      noticeWouldEndOn: null,
      noticeGivenAt: null,
      endsOn: null,
      invoices,
    };
  }
  const ended = sub.endsOn !== null && sub.nextInvoiceOn >= sub.endsOn;
  return {
    plan: sub.plan,
    subscribed: true,
    netCentsPerPeriod: periodNetCents(sub.plan),
    trialEndsOn,
    nextInvoiceOn: ended ? null : sub.nextInvoiceOn,
    noticeWouldEndOn: sub.endsOn ? null : lastContractDay(noticeEndsOn(sub.startsOn, today)),
    noticeGivenAt: sub.noticeGivenAt?.toISOString() ?? null,
    endsOn: sub.endsOn ? lastContractDay(sub.endsOn) : null,
    invoices,
  };
}

/** 'Kündigen': the contract ends on the date the terms give for notice given today. */
export async function giveNotice({ ctx }: Op<object>, now: Date = new Date()): Promise<BillingOverview> {
  await ctx.db.transaction(async (tx) => {
    const inner = { ...ctx, db: tx };
    const { sub } = await subscriptionOf(inner, companyOf(ctx), now, true);
    if (!sub) throw new AppError('NOT_FOUND', NO_SUBSCRIPTION);
    if (sub.noticeGivenAt) throw new AppError('CONFLICT', NOTICE_ALREADY_GIVEN);
    await repo.setNotice(tx, companyOf(ctx), now, noticeEndsOn(sub.startsOn, germanDay(now)));
  });
  return overview({ ctx, input: {} }, now);
}

/** One invoice's file, for its seller (anyone else: not found) and for admins. */
export async function invoiceDownload({
  ctx,
  input,
}: Op<{ id: string; format: InvoiceFileFormat }>): Promise<InvoiceFile> {
  const row = await repo.findInvoice(ctx.db, input.id);
  if (!row || (ctx.user.role !== 'admin' && row.sellerId !== ctx.user.companyId)) {
    throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  }
  return invoiceFile(ctx.db, row, input.format);
}

export async function listInvoices({ ctx, input }: Op<AdminInvoiceListQuery>): Promise<InvoiceView[]> {
  return (await repo.listInvoices(ctx.db, input.status, 500)).map(toInvoiceView);
}

/**
 * An admin marks an invoice paid: a seller made unpaid by billing operates again once no other
 * invoice is past its grace period; a seller in the trial or paid counts as paid.
 */
export async function markPaid(
  { ctx, input }: Op<{ id: string }>,
  now: Date = new Date(),
): Promise<InvoiceView> {
  const row = await ctx.db.transaction(async (tx) => {
    const invoice = await repo.findInvoice(tx, input.id, true);
    if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
    if (invoice.status !== 'open') throw new AppError('CONFLICT', INVOICE_NOT_OPEN);
    await payInvoice(tx, invoice, now, { actorId: ctx.user.id, action: 'invoice.mark_paid' });
    return (await repo.findInvoice(tx, invoice.id))!;
  });
  return toInvoiceView(row);
}

/** Who paid an invoice in the audit trail: the admin's click, or the admin's CAMT import. */
export interface PaidBy {
  actorId: string;
  action: 'invoice.mark_paid' | 'invoice.camt_paid';
}

/**
 * An open invoice (locked by the caller) is paid; the seller's standing follows. The admin who
 * did it is recorded with the change (DESIGN.md §5: every admin write is audited).
 */
export async function payInvoice(tx: Db, invoice: repo.InvoiceRow, now: Date, by: PaidBy): Promise<void> {
  await repo.setInvoiceStatus(tx, invoice.id, 'paid', now);
  await restoreStanding(tx, invoice.sellerId, now);
  await recordAudit(tx, {
    actorId: by.actorId,
    action: by.action,
    entity: 'invoice',
    entityId: invoice.id,
    before: { number: invoice.number, status: invoice.status },
    after: { number: invoice.number, status: 'paid' },
  });
}

/** A seller made unpaid by billing operates again once no open invoice is past its grace period. */
async function restoreStanding(tx: Db, sellerId: string, now: Date): Promise<void> {
  const standing = await repo.findStandingForUpdate(tx, sellerId);
  if (
    standing &&
    standing.paymentStatus !== 'paid' &&
    !(await repo.hasInvoicePastGrace(tx, sellerId, germanDay(now)))
  ) {
    await repo.setStanding(tx, sellerId, { paymentStatus: 'paid' });
  }
}

/**
 * An admin cancels an invoice by a credit note (§ 14 UStG correction, decision 051): a document of
 * its own with the next HP-G number of the year, the same period, amounts, VAT and parties as the
 * invoice it corrects (named on it), issued today. The invoice turns 'credited' and is no longer
 * due; a paid one leaves the refund to the operator's bookkeeping. A correction of the amount is
 * a credit note followed by a new invoice.
 */
export async function creditInvoice(
  { ctx, input }: Op<{ id: string }>,
  now: Date = new Date(),
): Promise<InvoiceView> {
  const row = await ctx.db.transaction(async (tx) => {
    const invoice = await repo.findInvoice(tx, input.id, true);
    if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
    if (invoice.kind !== 'invoice' || invoice.status === 'credited')
      throw new AppError('CONFLICT', INVOICE_NOT_CREDITABLE);
    const today = germanDay(now);
    const year = Number(today.slice(0, 4));
    const seq = await repo.nextSeq(tx, 'credit_note', year);
    const note = await repo.insertInvoice(tx, {
      number: invoiceNumber('credit_note', year, seq),
      kind: 'credit_note',
      year,
      seq,
      sellerId: invoice.sellerId,
      plan: invoice.plan,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      issuedOn: today,
      dueOn: today,
      remindOn: today,
      graceEndsOn: today,
      netCents: invoice.netCents,
      vatRatePercent: invoice.vatRatePercent,
      vatCents: invoice.vatCents,
      grossCents: invoice.grossCents,
      vatTreatment: invoice.vatTreatment,
      vatNote: invoice.vatNote,
      status: 'credited',
      correctsId: invoice.id,
      parties: invoice.parties,
    });
    await repo.setInvoiceStatus(tx, invoice.id, 'credited');
    await restoreStanding(tx, invoice.sellerId, now);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'invoice.credit_note',
      entity: 'invoice',
      entityId: invoice.id,
      before: { number: invoice.number, status: invoice.status },
      after: { number: invoice.number, status: 'credited', creditNote: note.number },
    });
    await recordEvent(tx, { type: 'invoice.issued', invoiceId: note.id, sellerId: invoice.sellerId });
    return note;
  });
  return toInvoiceView(row);
}
