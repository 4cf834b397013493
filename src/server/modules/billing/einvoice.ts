import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import { fromCents } from '#shared/money/cents.ts';
import type { InvoiceParties } from '#shared/billing/invoices.ts';
import type { FeeVatCategory } from '#shared/billing/fee-vat.ts';

/*
 * Issue 32, decision 051: each invoice as an EN 16931 e-invoice, made by the maintained library
 * @e-invoice-eu/core from its UBL-shaped JSON: XRechnung (UBL) as XML, and Factur-X/ZUGFeRD
 * (profile EN 16931, CII embedded in a PDF/A-3 made from our own invoice PDF). Validated in the
 * tests by the CEN schematron rules (scripts/einvoice/validate.ts).
 */

export interface EInvoiceInput {
  number: string;
  kind: 'invoice' | 'credit_note';
  issuedOn: string;
  dueOn: string;
  periodStart: string;
  periodEnd: string;
  netCents: number;
  vatRatePercent: number;
  vatCents: number;
  grossCents: number;
  vatNote: string | null;
  category: FeeVatCategory;
  exemptionCode: string | null;
  parties: InvoiceParties;
  /** A credit note: the invoice it corrects, and its date. */
  corrects: { number: string; issuedOn: string } | null;
  itemName: string;
}

type Amount = string;
const eur = (cents: number): Amount => fromCents(cents);

/** BR-O-05, BR-O-09: 'not subject to VAT' carries no rate at all. */
const percent = (i: EInvoiceInput) => (i.category === 'O' ? {} : { 'cbc:Percent': String(i.vatRatePercent) });

function taxCategory(i: EInvoiceInput) {
  return {
    'cbc:ID': i.category,
    ...percent(i),
    ...(i.exemptionCode && { 'cbc:TaxExemptionReasonCode': i.exemptionCode }),
    ...(i.category !== 'S' && i.vatNote && { 'cbc:TaxExemptionReason': i.vatNote }),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
}

function address(p: InvoiceParties['operator'] | InvoiceParties['customer']) {
  return {
    'cbc:StreetName': p.street,
    'cbc:CityName': p.city,
    'cbc:PostalZone': p.zip,
    'cac:Country': { 'cbc:IdentificationCode': p.countryCode },
  };
}

/** BR-O-02: an invoice not subject to VAT names no VAT identifier of either party. */
const vatIdOf = (i: EInvoiceInput, vatId: string | null) => (i.category === 'O' ? null : vatId);

/** The invoice in the library's UBL-shaped JSON. */
export function toLibraryInvoice(i: EInvoiceInput): Invoice {
  const { operator: op, customer: cu } = i.parties;
  const opVat = vatIdOf(i, op.vatId);
  const cuVat = vatIdOf(i, cu.vatId);
  const credit = i.kind === 'credit_note';
  const notes = [
    i.vatNote,
    credit && i.corrects ? `Korrektur zu Rechnung ${i.corrects.number}` : null,
  ].filter((n): n is string => Boolean(n));
  const invoice = {
    'cbc:CustomizationID': 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    'cbc:ProfileID': 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
    'cbc:ID': i.number,
    'cbc:IssueDate': i.issuedOn,
    'cbc:DueDate': i.dueOn,
    // 381: credit note; the fee's correction keeps the UBL Invoice with this type code.
    'cbc:InvoiceTypeCode': credit ? '381' : '380',
    ...(notes.length > 0 && { 'cbc:Note': notes }),
    'cbc:DocumentCurrencyCode': 'EUR',
    'cbc:BuyerReference': cu.sellerId,
    'cac:InvoicePeriod': { 'cbc:StartDate': i.periodStart, 'cbc:EndDate': i.periodEnd },
    ...(i.corrects && {
      'cac:BillingReference': [
        {
          'cac:InvoiceDocumentReference': {
            'cbc:ID': i.corrects.number,
            'cbc:IssueDate': i.corrects.issuedOn,
          },
        },
      ],
    }),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': op.email ?? '',
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PartyName': { 'cbc:Name': op.name },
        'cac:PostalAddress': address(op),
        ...(opVat && {
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': opVat, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
        }),
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': op.name,
          ...(op.registerNumber && { 'cbc:CompanyID': op.registerNumber }),
          'cbc:CompanyLegalForm': [
            op.registerCourt && `Registergericht: ${op.registerCourt}`,
            op.managingDirector && `Geschäftsführung: ${op.managingDirector}`,
          ]
            .filter(Boolean)
            .join(', '),
        },
        'cac:Contact': {
          'cbc:Name': 'Buchhaltung',
          'cbc:Telephone': op.phone ?? '-',
          'cbc:ElectronicMail': op.email ?? '',
        },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cbc:EndpointID': cu.email ?? '',
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PartyName': { 'cbc:Name': cu.name },
        'cac:PostalAddress': address(cu),
        ...(cuVat && {
          'cac:PartyTaxScheme': { 'cbc:CompanyID': cuVat, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
        }),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': cu.name },
      },
    },
    'cac:PaymentMeans': [
      {
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': i.number,
        'cac:PayeeFinancialAccount': {
          'cbc:ID': op.iban ?? '',
          'cbc:Name': op.name,
          ...(op.bic && { 'cac:FinancialInstitutionBranch': { 'cbc:ID': op.bic } }),
        },
      },
    ],
    'cac:PaymentTerms': { 'cbc:Note': `Zahlbar ohne Abzug bis ${i.dueOn}.` },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': eur(i.vatCents),
        'cbc:TaxAmount@currencyID': 'EUR',
        'cac:TaxSubtotal': [
          {
            'cbc:TaxableAmount': eur(i.netCents),
            'cbc:TaxableAmount@currencyID': 'EUR',
            'cbc:TaxAmount': eur(i.vatCents),
            'cbc:TaxAmount@currencyID': 'EUR',
            'cac:TaxCategory': taxCategory(i),
          },
        ],
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': eur(i.netCents),
      'cbc:LineExtensionAmount@currencyID': 'EUR',
      'cbc:TaxExclusiveAmount': eur(i.netCents),
      'cbc:TaxExclusiveAmount@currencyID': 'EUR',
      'cbc:TaxInclusiveAmount': eur(i.grossCents),
      'cbc:TaxInclusiveAmount@currencyID': 'EUR',
      'cbc:PayableAmount': eur(i.grossCents),
      'cbc:PayableAmount@currencyID': 'EUR',
    },
    'cac:InvoiceLine': [
      {
        'cbc:ID': '1',
        'cbc:InvoicedQuantity': '1',
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': eur(i.netCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:InvoicePeriod': { 'cbc:StartDate': i.periodStart, 'cbc:EndDate': i.periodEnd },
        'cac:Item': {
          'cbc:Name': i.itemName,
          'cac:ClassifiedTaxCategory': {
            'cbc:ID': i.category,
            ...percent(i),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        },
        'cac:Price': { 'cbc:PriceAmount': eur(i.netCents), 'cbc:PriceAmount@currencyID': 'EUR' },
      },
    ],
  };
  return { 'ubl:Invoice': invoice } as unknown as Invoice;
}

const silent = { log() {}, warn() {}, error() {} };

/** XRechnung 3 in UBL syntax. */
export async function xrechnungXml(i: EInvoiceInput): Promise<string> {
  const out = await new InvoiceService(silent).generate(toLibraryInvoice(i), {
    format: 'XRECHNUNG-UBL',
    lang: 'de',
  });
  return typeof out === 'string' ? out : Buffer.from(out).toString('utf8');
}

/** Factur-X/ZUGFeRD (profile EN 16931): the invoice PDF as PDF/A-3 with the CII XML inside. */
export async function facturXPdf(i: EInvoiceInput, pdf: Buffer): Promise<Buffer> {
  const out = await new InvoiceService(silent).generate(toLibraryInvoice(i), {
    format: 'Factur-X-EN16931',
    lang: 'de',
    pdf: { buffer: new Uint8Array(pdf), filename: `${i.number}.pdf`, mimetype: 'application/pdf' },
  });
  return Buffer.from(out);
}
