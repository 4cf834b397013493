import { feeVatCategory } from '#shared/billing/fee-vat.ts';
import type { InvoiceFileFormat } from '#shared/billing/invoices.ts';
import type { Db } from '#server/db/client.ts';
import { facturXPdf, xrechnungXml, type EInvoiceInput } from './einvoice.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { findInvoice, type InvoiceRow } from './repository.ts';

/*
 * An invoice's three files, made from its stored row whenever asked (the row does not change,
 * so neither do they): the PDF, the XRechnung XML and the Factur-X/ZUGFeRD PDF.
 */

export const FEE_ITEM = 'HydroParts-Mitgliedschaft (Verkäuferzugang)';

export async function eInvoiceInput(db: Db, row: InvoiceRow): Promise<EInvoiceInput> {
  const corrected = row.correctsId ? await findInvoice(db, row.correctsId) : undefined;
  return {
    number: row.number,
    kind: row.kind,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    netCents: row.netCents,
    vatRatePercent: row.vatRatePercent,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    vatNote: row.vatNote,
    ...feeVatCategory(row.vatTreatment),
    parties: row.parties,
    corrects: corrected ? { number: corrected.number, issuedOn: corrected.issuedOn } : null,
    itemName: FEE_ITEM,
  };
}

export interface InvoiceFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

export async function invoiceFile(db: Db, row: InvoiceRow, format: InvoiceFileFormat): Promise<InvoiceFile> {
  const input = await eInvoiceInput(db, row);
  if (format === 'xml') {
    return {
      body: Buffer.from(await xrechnungXml(input), 'utf8'),
      contentType: 'application/xml; charset=utf-8',
      filename: `${row.number}-xrechnung.xml`,
    };
  }
  const pdf = await invoicePdf(input);
  if (format === 'pdf') return { body: pdf, contentType: 'application/pdf', filename: `${row.number}.pdf` };
  return {
    body: await facturXPdf(input, pdf),
    contentType: 'application/pdf',
    filename: `${row.number}-zugferd.pdf`,
  };
}
