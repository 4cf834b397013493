import { excelDecimal } from '#shared/csv/german-excel.ts';
import { formatDate } from '#shared/format/german.ts';
import type { BuyerOrderView, PartyContact, ReceivedOrderView } from '#shared/orders/schema.ts';

type AnyOrder = BuyerOrderView | ReceivedOrderView;

/**
 * The order export's columns (issue 34), German like the bookkeeping that imports them: a fixed
 * header, so a spreadsheet's or an import's column mapping keeps working whatever the screen's
 * language. Amounts as German Excel reads numbers; days as dd.mm.yyyy.
 */
const COLUMNS: [string, (o: AnyOrder) => string][] = [
  ['Bestellnummer', (o) => o.orderNumber],
  ['Bestelldatum', (o) => formatDate(o.createdAt)],
  ['Status', (o) => o.statusLabel],
  ['Hersteller', (o) => o.manufacturer ?? ''],
  ['Teilenummer', (o) => o.partNumber],
  ['Menge', (o) => String(o.quantity)],
  ['Preis netto', (o) => excelDecimal(o.price)],
  ['Versand netto', (o) => excelDecimal(o.shippingCost)],
  ['Summe netto', (o) => excelDecimal(o.net)],
  ['USt.-Satz %', (o) => excelDecimal(o.vatPercent, 0)],
  ['USt.', (o) => excelDecimal(o.taxAmount)],
  ['Gesamt brutto', (o) => excelDecimal(o.totalAmount)],
  ['Währung', () => 'EUR'],
  ['USt.-Hinweis', (o) => o.vatNote ?? ''],
  ['Zahlungsart', (o) => o.paymentMethodLabel],
  ['Zahlungsziel', (o) => o.paymentTerm?.name ?? ''],
  ['Fällig am', (o) => formatDate(o.paymentDueDate)],
  ['Lieferzeit', (o) => o.delivery.text],
  ['Bestellreferenz des Käufers', (o) => o.internalReference ?? ''],
  ['Bestellnr. des Verkäufers', (o) => o.sellerOrderNumber ?? ''],
  ['Versanddienstleister', (o) => o.carrier ?? ''],
  ['Sendungsnummer', (o) => o.trackingNumber ?? ''],
];

const PARTY: [string, (p: PartyContact) => string][] = [
  ['Firma', (p) => p.company],
  ['Ansprechpartner', (p) => p.contactPerson],
  ['E-Mail', (p) => p.email],
  ['Telefon', (p) => p.phone],
];

/** The other party of the reader's orders: the seller for the orderer, the buyer for the seller. */
function partyOf(o: AnyOrder): PartyContact {
  return 'buyer' in o ? o.buyer : o.seller;
}

/** The orderer's own references (issue 34): only in the orderer's file, never in the seller's. */
const ORDERER_ONLY: [string, (o: BuyerOrderView) => string][] = [
  ['Kostenstelle', (o) => o.costCentre ?? ''],
  ['Maschinennummer', (o) => o.machineNumber ?? ''],
];

export function exportHeader(party: 'Verkäufer' | 'Käufer'): string[] {
  return [
    ...COLUMNS.map(([name]) => name),
    ...(party === 'Verkäufer' ? ORDERER_ONLY.map(([name]) => name) : []),
    ...PARTY.map(([name]) => `${party} ${name}`),
  ];
}

export function exportRow(o: AnyOrder): string[] {
  const p = partyOf(o);
  return [
    ...COLUMNS.map(([, cell]) => cell(o)),
    ...('seller' in o ? ORDERER_ONLY.map(([, cell]) => cell(o)) : []),
    ...PARTY.map(([, cell]) => cell(p)),
  ];
}
