import { z } from 'zod';
import { BILLING_PLANS } from './terms.ts';

/*
 * Issue 32: a seller's invoices for the fee as the API shows them, and their numbers. One number
 * sequence per kind and year, without gaps (decision 051): HP-R-2026-00001 for invoices,
 * HP-G-2026-00001 for credit notes ('Gutschrift' in the sense of a corrective invoice).
 */

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['open', 'paid', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const PREFIX: Record<InvoiceKind, string> = { invoice: 'HP-R', credit_note: 'HP-G' };

export function invoiceNumber(kind: InvoiceKind, year: number, seq: number): string {
  return `${PREFIX[kind]}-${year}-${String(seq).padStart(5, '0')}`;
}

/** Invoice numbers in a text (a bank statement's remittance information), as written. */
export function invoiceNumbersIn(text: string): string[] {
  return [...text.toUpperCase().matchAll(/HP-?\s?([RG])-?\s?(\d{4})-?\s?(\d{5})/g)].map(
    (m) => `HP-${m[1]}-${m[2]}-${m[3]}`,
  );
}

/** The operator and the seller as they were when the invoice was issued. */
export interface InvoiceParty {
  name: string;
  street: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  vatId: string | null;
  email: string | null;
}

export interface InvoiceParties {
  operator: InvoiceParty & {
    managingDirector: string | null;
    registerCourt: string | null;
    registerNumber: string | null;
    phone: string | null;
    iban: string | null;
    bic: string | null;
  };
  customer: InvoiceParty & { contactPerson: string | null; sellerId: string };
}

export const invoiceViewSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  sellerId: z.string(),
  customerName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  netCents: z.number().int(),
  vatRatePercent: z.number(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  vatNote: z.string().nullable(),
  paidAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** The seller's 'Abrechnung': plan, trial, next invoice, notice and invoices. */
export const billingOverviewSchema = z.object({
  plan: z.enum(BILLING_PLANS),
  netCentsPerPeriod: z.number().int(),
  /** The day the trial ends (null: no trial, e.g. approved before billing existed). */
  trialEndsOn: z.string().nullable(),
  /** Whether the subscription has started (the seller is approved). */
  subscribed: z.boolean(),
  /** Null before approval (no trial yet) or after the end. */
  nextInvoiceOn: z.string().nullable(),
  /** The earliest last contract day if notice were given today. */
  noticeWouldEndOn: z.string().nullable(),
  noticeGivenAt: z.string().nullable(),
  /** The last day of the contract once notice is given. */
  endsOn: z.string().nullable(),
  invoices: z.array(invoiceViewSchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const invoiceIdParamsSchema = z.object({ id: z.uuid('Ungültige Rechnungs-ID') });

/** 'Kündigen': the seller confirms the end date shown. */
export const noticeBodySchema = z.object({
  confirm: z.literal(true, 'Bitte bestätigen Sie die Kündigung'),
});

export const adminInvoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES, 'Unbekannter Rechnungsstatus').optional(),
});
export type AdminInvoiceListQuery = z.infer<typeof adminInvoiceListQuerySchema>;

/** A CAMT.053 bank statement (issue 32), as its XML text. */
export const camtImportBodySchema = z.object({
  xml: z
    .string('Bitte eine CAMT.053-Datei angeben')
    .min(1, 'Bitte eine CAMT.053-Datei angeben')
    .max(5_000_000, 'Die Datei ist zu groß (höchstens 5 MB)'),
});

export const CAMT_OUTCOMES = ['paid', 'no_number', 'unknown', 'amount', 'not_open'] as const;

export const camtImportResultSchema = z.object({
  lines: z.array(
    z.object({
      bookedOn: z.string().nullable(),
      amountCents: z.number().int(),
      remittance: z.string(),
      invoiceNumber: z.string().nullable(),
      /** paid: matched and marked paid; otherwise why the line was left for a person. */
      outcome: z.enum(CAMT_OUTCOMES),
    }),
  ),
  matched: z.number().int(),
  unmatched: z.number().int(),
});
export type CamtImportResult = z.infer<typeof camtImportResultSchema>;

export const INVOICE_FILE_FORMATS = ['pdf', 'xml', 'zugferd'] as const;
export type InvoiceFileFormat = (typeof INVOICE_FILE_FORMATS)[number];

/** Where an invoice's file is downloaded (the browser sends the session cookie). */
export const invoiceFileUrl = (id: string, format: InvoiceFileFormat) =>
  `/api/v1/billing/invoices/${id}/${format}`;
