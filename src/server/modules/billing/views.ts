import type { InvoiceView } from '#shared/billing/invoices.ts';
import type { InvoiceRow } from './repository.ts';

export function toInvoiceView(row: InvoiceRow): InvoiceView {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    sellerId: row.sellerId,
    customerName: row.parties.customer.name,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    netCents: row.netCents,
    vatRatePercent: row.vatRatePercent,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    vatNote: row.vatNote,
    paidAt: row.paidAt?.toISOString() ?? null,
    remindedAt: row.remindedAt?.toISOString() ?? null,
  };
}
