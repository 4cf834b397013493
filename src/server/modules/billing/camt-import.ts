import { invoiceNumbersIn, type CamtImportResult } from '#shared/billing/invoices.ts';
import type { Ctx } from '#server/ctx.ts';
import { parseCamt053 } from './camt.ts';
import * as repo from './repository.ts';
import { payInvoice } from './service.ts';

/*
 * Issue 32: an admin imports a CAMT.053 statement. A credit line that names exactly one invoice
 * number in its remittance text, for an open invoice of exactly that gross amount, marks it paid
 * (one transaction per line, the invoice locked); every other line is shown with the reason it was
 * left for a person: no number, an unknown number, another amount, or not open any more.
 */
export async function importCamt(
  { ctx, input }: { ctx: Ctx; input: { xml: string } },
  now: Date = new Date(),
) {
  const lines = parseCamt053(input.xml);
  const result: CamtImportResult = { lines: [], matched: 0, unmatched: 0 };
  for (const line of lines) {
    const numbers = [...new Set(invoiceNumbersIn(line.remittance))].filter((n) => n.startsWith('HP-R-'));
    const number = numbers.length === 1 ? numbers[0]! : null;
    const outcome = await ctx.db.transaction(async (tx) => {
      if (!number) return 'no_number' as const;
      const found = await repo.findInvoiceByNumber(tx, number);
      const invoice = found && (await repo.findInvoice(tx, found.id, true));
      if (!invoice) return 'unknown' as const;
      if (invoice.status !== 'open') return 'not_open' as const;
      if (invoice.grossCents !== line.amountCents || line.currency !== 'EUR') return 'amount' as const;
      await payInvoice(tx, invoice, now, { actorId: ctx.user.id, action: 'invoice.camt_paid' });
      return 'paid' as const;
    });
    result.lines.push({ ...line, invoiceNumber: number, outcome });
    if (outcome === 'paid') result.matched++;
    else result.unmatched++;
  }
  return result;
}
