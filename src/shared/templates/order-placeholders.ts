import { orderDocumentDe, type OrderDocumentTextKey } from '#shared/i18n/features/order-document.de.ts';

/** Placeholders of the order document (spec 2 §3); used by the seed, the admin editor and its preview. */

/** Every placeholder of spec 2 §3 in snake_case; the camelCase twins are filled as well. */
export const ORDER_TEMPLATE_PLACEHOLDERS: readonly string[] = [
  'order_number',
  'order_date',
  'order_status',
  'seller_order_number',
  'internal_reference',
  'cost_centre',
  'machine_number',
  'seller_notes',
  'seller_company',
  'seller_contact_person',
  'seller_phone',
  'seller_email',
  'seller_address',
  'seller_vat_number',
  'seller_tax_number',
  'seller_register',
  'buyer_company',
  'buyer_name',
  'buyer_phone',
  'buyer_email',
  'buyer_position',
  'buyer_department',
  'buyer_tax_number',
  'buyer_vat_number',
  'buyer_register',
  'billing_address',
  'shipping_address',
  'part_number',
  'manufacturer',
  'description',
  'quantity',
  'condition',
  'warranty',
  'unit_price',
  'total_price',
  'subtotal',
  'shipping_cost',
  'tax_rate',
  'tax_amount',
  'vat_note',
  'total_amount',
  'currency',
  'delivery_time',
  'payment_method',
  'payment_terms',
  'payment_terms_description',
  'payment_terms_days',
  'payment_due_date',
  // Decision 072: the term's Skonto with its last day and the amount then payable, or ''.
  'payment_skonto',
  'shipped_at',
  'delivered_at',
  'valid_until',
  'offer_notes',
  'offer_description',
  'special_instructions',
];

/** 'orderDocument.orderDate' → 'label_order_date': the template placeholder of a document label. */
function labelPlaceholder(key: OrderDocumentTextKey): string {
  return `label_${key.slice('orderDocument.'.length).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
}

/**
 * Issue 17: the document's labels are placeholders too (`{{label_order_date}}` …) and `{{lang}}`
 * its language, so one template serves all five languages; the recipient's language fills them.
 */
export const ORDER_TEMPLATE_LABEL_PLACEHOLDERS: readonly string[] = [
  ...(Object.keys(orderDocumentDe) as OrderDocumentTextKey[]).map(labelPlaceholder),
  'lang',
];

/** A language's document labels (features/order-document.<lang>.ts) as `{{label_*}}` values. */
export function orderLabelValues(texts: Record<OrderDocumentTextKey, string>): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(texts) as OrderDocumentTextKey[]).map((key) => [labelPlaceholder(key), texts[key]]),
  );
}

/**
 * Spec 2 §2: the HTML template preview is filled with sample data. Values are what the
 * documents module produces for a real order (formats as documented in the seed's template).
 */
export const SAMPLE_ORDER_VALUES: Readonly<Record<string, string>> = {
  order_number: 'SS1735689600-123',
  order_date: '02.01.2026',
  order_status: 'Übermittelt',
  seller_order_number: 'VK-2026-0042',
  internal_reference: 'Projekt Presse 7',
  cost_centre: '4711-Instandhaltung',
  machine_number: 'Presse 3 (M-0815)',
  seller_notes: 'Lieferung erfolgt auf Europalette.',
  seller_company: 'Beispiel Hydraulik GmbH',
  seller_contact_person: 'Max Beispiel',
  seller_phone: '+49 711 000000',
  seller_email: 'verkauf@beispiel-hydraulik.de',
  seller_address: 'Musterstraße 1\n70173 Stuttgart\nDeutschland',
  seller_vat_number: 'DE987654321',
  seller_tax_number: '99/815/08150',
  seller_register: 'Amtsgericht Stuttgart, HRB 123456',
  buyer_company: 'Muster Maschinenbau AG',
  buyer_name: 'Erika Muster',
  buyer_phone: '+49 89 000000',
  buyer_email: 'einkauf@muster-maschinenbau.de',
  buyer_position: 'Einkauf',
  buyer_department: 'Instandhaltung',
  buyer_tax_number: '143/123/45678',
  buyer_vat_number: 'DE123456789',
  buyer_register: 'Amtsgericht München, HRB 654321',
  billing_address: 'Industriestraße 12\n80331 München\nDeutschland',
  shipping_address: 'Werk 2, Tor 3\n80331 München\nDeutschland',
  part_number: 'A10VSO 28 DFR/31R',
  manufacturer: 'Bosch Rexroth',
  description: 'Axialkolbenpumpe',
  quantity: '1',
  condition: 'Neu',
  warranty: '12 Monate',
  unit_price: '1.250,00 €',
  total_price: '1.250,00 €',
  subtotal: '1.265,00 €',
  shipping_cost: '15,00 €',
  tax_rate: '19',
  tax_amount: '240,35 €',
  vat_note: '',
  total_amount: '1.505,35 €',
  currency: 'EUR',
  delivery_time: '2 Wochen',
  payment_method: 'Kauf auf Rechnung',
  payment_terms: '30 Tage netto',
  payment_terms_description: 'Zahlbar innerhalb von 30 Tagen ohne Abzug',
  payment_terms_days: '30',
  payment_due_date: '01.02.2026',
  payment_skonto: '2 % – Zahlbar bis 16.01.2026: 1.166,20 €',
  shipped_at: '',
  delivered_at: '',
  valid_until: '31.01.2026',
  offer_notes: 'Originalteil mit Herstellerzertifikat.',
  offer_description: 'Originalteil, werkseitig geprüft.',
  special_instructions: 'Anlieferung Mo–Fr 7–15 Uhr an Tor 3.',
  ...orderLabelValues(orderDocumentDe),
  lang: 'de',
};
