import {
  billingPeriod,
  invoiceDates,
  periodNetCents,
  subscriptionStart,
  type BillingPlan,
} from '#shared/billing/terms.ts';
import { feeVat } from '#shared/billing/fee-vat.ts';
import { invoiceNumber } from '#shared/billing/invoices.ts';
import { germanDay } from '#shared/format/german.ts';
import { vatCentsAt } from '#shared/legal/vat-rule.ts';
import { sellerMayOperate } from '#shared/sellers/rules.ts';
import type { CompanyConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { recordEvent } from '#server/events/record.ts';
import { customerParty, missingOperatorDetails, operatorParty } from './parties.ts';
import * as repo from './repository.ts';

/*
 * The billing schedule (issue 32, decision 051), run once per cluster and hour like every
 * schedule (decision 037): start the subscriptions of newly approved sellers, issue each due
 * invoice in a transaction of its own (number, invoice, next period and event together), remind,
 * turn sellers past the grace period unpaid, and end contracts whose notice has run out. Each
 * step re-reads what it changes under a row lock, so two runs never do a thing twice; the unique
 * index (seller, period) is the last guard.
 */

const BATCH = 200;

export interface BillingRunResult {
  /** The COMPANY_* settings an invoice needs and that are missing: then nothing is issued. */
  missing: string[];
  started: number;
  issued: number;
  reminded: number;
  unpaid: number;
  ended: number;
}

/** Which period of a contract starts on `day` (the subscription stores the day, not the index). */
function periodStartingOn(startsOn: string, plan: BillingPlan, day: string) {
  for (let i = 0; i < 100_000; i++) {
    const p = billingPeriod(startsOn, plan, i);
    if (p.start === day) return p;
    if (p.start > day) break;
  }
  throw new Error(`keine Abrechnungsperiode beginnt am ${day}`);
}

/** Issues the subscription's next invoice if it is due today; false if there was none to issue. */
export async function issueNextInvoice(db: Db, company: CompanyConfig, sellerId: string, today: string) {
  return db.transaction(async (tx) => {
    const sub = await repo.findSubscription(tx, sellerId, true);
    if (!sub || sub.nextInvoiceOn > today || (sub.endsOn !== null && sub.nextInvoiceOn >= sub.endsOn))
      return false;
    const seller = await repo.findSellerForInvoice(tx, sellerId);
    if (!seller) return false;
    const period = periodStartingOn(sub.startsOn, sub.plan, sub.nextInvoiceOn);
    const customer = customerParty(seller);
    const vat = feeVat(customer.countryCode, seller.vatCheckStatus === 'valid');
    const netCents = periodNetCents(sub.plan);
    const vatCents = vatCentsAt(netCents, vat.ratePercent);
    const dates = invoiceDates(today);
    const year = Number(today.slice(0, 4));
    const seq = await repo.nextSeq(tx, 'invoice', year);
    const invoice = await repo.insertInvoice(tx, {
      number: invoiceNumber('invoice', year, seq),
      kind: 'invoice',
      year,
      seq,
      sellerId,
      plan: sub.plan,
      periodStart: period.start,
      periodEnd: period.end,
      ...dates,
      netCents,
      vatRatePercent: vat.ratePercent,
      vatCents,
      grossCents: netCents + vatCents,
      vatTreatment: vat.treatment,
      vatNote: vat.note,
      parties: { operator: operatorParty(company), customer },
    });
    await repo.setNextInvoiceOn(tx, sellerId, billingPeriod(sub.startsOn, sub.plan, period.index + 1).start);
    await recordEvent(tx, { type: 'invoice.issued', invoiceId: invoice.id, sellerId });
    return true;
  });
}

/** A seller loses its standing by billing: unpaid, or inactive when the contract ended. */
async function block(
  tx: Db,
  sellerId: string,
  patch: { paymentStatus?: 'unpaid'; activeStatus?: 'inactive' },
) {
  const before = await repo.findStandingForUpdate(tx, sellerId);
  if (!before) return false;
  const after = { ...before, ...patch };
  if (before.paymentStatus === after.paymentStatus && before.activeStatus === after.activeStatus)
    return false;
  await repo.setStanding(tx, sellerId, patch);
  if (sellerMayOperate(before) && !sellerMayOperate(after)) {
    // The login gate holds at once (as an admin's change does, admin/sellers/service.ts).
    await repo.deleteSessionsOf(tx, sellerId);
    await recordEvent(tx, { type: 'seller.blocked', sellerId });
  }
  if (patch.paymentStatus === 'unpaid') await recordEvent(tx, { type: 'seller.unpaid', sellerId });
  return true;
}

export async function runBilling(
  db: Db,
  company: CompanyConfig,
  now: Date = new Date(),
): Promise<BillingRunResult> {
  const today = germanDay(now);
  const missing = missingOperatorDetails(company);
  const result: BillingRunResult = { missing, started: 0, issued: 0, reminded: 0, unpaid: 0, ended: 0 };

  for (let round = 0; round < 1000; round++) {
    const fresh = await repo.sellersWithoutSubscription(db, BATCH);
    for (const s of fresh) await repo.insertSubscription(db, s.id, subscriptionStart(s.trialEndsAt, now));
    result.started += fresh.length;
    if (fresh.length < BATCH) break;
  }

  // A server that was down for months bills every missed period, one transaction each; without
  // the operator's details nothing is issued (the periods wait until COMPANY_* is complete).
  for (let round = 0; missing.length === 0 && round < 1000; round++) {
    const due = await repo.subscriptionsDue(db, today, BATCH);
    let issued = 0;
    for (const sub of due) if (await issueNextInvoice(db, company, sub.sellerId, today)) issued++;
    result.issued += issued;
    if (issued === 0) break;
  }

  for (const inv of await repo.invoicesToRemind(db, today, 10_000)) {
    await db.transaction(async (tx) => {
      const row = await repo.findInvoice(tx, inv.id, true);
      if (!row || row.status !== 'open' || row.remindedAt) return;
      await repo.markReminded(tx, inv.id, now);
      await recordEvent(tx, { type: 'invoice.overdue', invoiceId: inv.id, sellerId: inv.sellerId });
      result.reminded++;
    });
  }

  for (const { sellerId } of await repo.sellersPastGrace(db, today, 10_000)) {
    const changed = await db.transaction(async (tx) =>
      (await repo.hasInvoicePastGrace(tx, sellerId, today))
        ? block(tx, sellerId, { paymentStatus: 'unpaid' })
        : false,
    );
    if (changed) result.unpaid++;
  }

  // The terms' end after a notice: no further invoice (subscriptionsDue), the account inactive.
  for (const { sellerId } of await repo.subscriptionsEnding(db, today, 10_000)) {
    await db.transaction(async (tx) => {
      const sub = await repo.findSubscription(tx, sellerId, true);
      if (!sub || sub.endedAt) return;
      await repo.markEnded(tx, sellerId, now);
      await block(tx, sellerId, { activeStatus: 'inactive' });
      result.ended++;
    });
  }
  return result;
}
