import { skontoOf } from '#shared/orders/skonto.ts';
import { DEFAULT_LANGUAGE, type UiLanguage } from '#shared/constants.ts';
import { deliveryOf } from '#shared/offers/delivery.ts';
import { formatDate as formatDateIn, formatEuro as formatEuroIn } from '#shared/format/german.ts';
import { INTL_LOCALES } from '#shared/i18n/languages.ts';
import {
  conditionText,
  deliveryText,
  warrantyText,
  orderStatusText,
  paymentTermText,
  storedCountryName,
} from '#shared/i18n/reference.ts';
import { orderTotals } from '#shared/orders/pricing.ts';
import { orderDocumentLabels } from './labels.ts';
import { withCamelCase, type TemplateValues } from '#shared/templates/placeholders.ts';
import type { Address } from '#shared/common/address.ts';
import type { OrderDocumentData } from './repository.ts';

function addressLines(a: Address | null | undefined, language: UiLanguage): string {
  if (!a) return '';
  return [a.street, `${a.zip} ${a.city}`.trim(), storedCountryName(a.country, language)]
    .filter(Boolean)
    .join('\n');
}

function sellerAddress(s: OrderDocumentData['seller'], language: UiLanguage): string {
  return addressLines(
    {
      street: s.billingStreet ?? '',
      zip: s.billingZip ?? '',
      city: s.billingCity ?? '',
      country: s.billingCountry ?? '',
    },
    language,
  );
}

/** A trade register entry as one line: 'Amtsgericht München, HRB 123456', or what is known of it. */
function register(court: string | null | undefined, number: string | null | undefined): string {
  return [court, number].filter((part) => part?.trim()).join(', ');
}

/** A VAT rate as the document writes it: '19', '25,5' (German) or '25.5'. */
function rateText(percent: string, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(percent));
}

/**
 * Every placeholder of spec 2 §3, in snake_case and camelCase, in the reader's language
 * (issue 17): money and dates in its locale (German: 1.234,56 €, TT.MM.JJJJ; prices stay EUR; calendar days in Europe/Berlin),
 * delivery time with its unit, status, payment term and countries translated, addresses as lines,
 * and the document's labels as `{{label_*}}` plus `{{lang}}`.
 */
export function orderDocumentValues(
  d: OrderDocumentData,
  language: UiLanguage = DEFAULT_LANGUAGE,
): TemplateValues {
  const { order, offer, request, paymentTerm, seller } = d;
  const locale = INTL_LOCALES[language];
  const formatEuro = (value: string | number) => formatEuroIn(value, locale);
  const formatDate = (value: Date | string | null | undefined) => formatDateIn(value, locale);
  // Without a stored term, the platform's default (spec 1 §4): purchase on invoice, 30 days.
  const labels = orderDocumentLabels(language);
  const term = paymentTermText(paymentTerm ?? { name: 'Kauf auf Rechnung (30 Tage)' }, language);
  const skonto = skontoText(d, labels, formatEuro, formatDate, language);
  // The VAT the order stored (issue 32); its unit price does not depend on it.
  const totals = orderTotals(offer.price, offer.shippingCost, request.quantity, Number(order.vatPercent));
  const bp = d.buyerProfile;
  const bs = d.buyerSellerProfile;
  const values: TemplateValues = {
    order_number: order.orderNumber,
    order_date: formatDate(order.createdAt),
    order_status: orderStatusText(order.status, language),
    seller_order_number: order.sellerOrderNumber ?? '',
    internal_reference: order.internalReference ?? '',
    // Issue 34: the buyer's own references, on the order's papers as the PO reference is.
    cost_centre: request.costCentre ?? '',
    machine_number: request.machineNumber ?? '',
    seller_notes: order.sellerNotes ?? '',
    seller_company: seller.companyName,
    seller_contact_person: seller.contactPerson,
    seller_phone: seller.phone,
    seller_email: d.sellerEmail,
    seller_address: sellerAddress(seller, language),
    // Issue 32: both parties' statutory details on the order document.
    seller_vat_number: seller.vatNumber,
    seller_tax_number: seller.taxNumber ?? '',
    seller_register: register(seller.registerCourt, seller.businessLicense),
    buyer_company: bp?.company ?? bs?.companyName ?? '',
    buyer_name: bp ? `${bp.firstName} ${bp.lastName}` : (bs?.contactPerson ?? ''),
    buyer_phone: bp?.phone ?? bs?.phone ?? '',
    buyer_email: d.buyerEmail,
    buyer_position: bp?.position ?? '',
    buyer_department: bp?.department ?? '',
    buyer_tax_number: bp?.taxNumber ?? bs?.taxNumber ?? '',
    buyer_vat_number: bp?.vatNumber ?? bs?.vatNumber ?? '',
    buyer_register: bp
      ? register(bp.registerCourt, bp.registerNumber)
      : register(bs?.registerCourt, bs?.businessLicense),
    billing_address: addressLines(order.billingAddress, language),
    shipping_address: addressLines(order.shippingAddress ?? order.billingAddress, language),
    part_number: request.partNumber,
    manufacturer: request.manufacturer ?? '',
    description: request.description ?? '',
    quantity: request.quantity,
    condition: conditionText(offer.condition, language),
    warranty: warrantyText(offer.warrantyMonths, language),
    unit_price: formatEuro(totals.unitPrice),
    total_price: formatEuro(offer.price),
    subtotal: formatEuro(totals.net),
    shipping_cost: formatEuro(offer.shippingCost),
    tax_rate: rateText(order.vatPercent, locale),
    tax_amount: formatEuro(order.taxAmount),
    // A legal text of the seller's tax law, in German whatever the reader's language.
    vat_note: order.vatNote ?? '',
    total_amount: formatEuro(order.totalAmount),
    currency: offer.currency,
    delivery_time: deliveryText(deliveryOf(offer), language),
    payment_method:
      labels[
        order.paymentMethod === 'vorkasse'
          ? 'label_payment_method_prepayment'
          : 'label_payment_method_invoice'
      ] ?? '',
    payment_terms: term.name,
    // The default template prints the description under the term: the Skonto line goes with it.
    payment_terms_description: [term.description, skonto && `${labels.label_skonto} ${skonto}`]
      .filter(Boolean)
      .join(' · '),
    payment_skonto: skonto,
    payment_terms_days: paymentTerm?.days ?? 30,
    payment_due_date: formatDate(order.paymentDueDate),
    shipped_at: formatDate(order.shippedAt),
    delivered_at: formatDate(order.deliveredAt),
    valid_until: formatDate(offer.validUntil),
    offer_notes: offer.notes ?? '',
    offer_description: offer.description ?? '',
    special_instructions: order.specialInstructions ?? '',
    lang: language,
    ...labels,
  };
  return withCamelCase(values);
}

/**
 * Decision 072: the term's Skonto with its last day and the amount it leaves to pay, computed by
 * the shared rule ('2 % – Zahlbar bis 11.12.2026: 1.166,20 €'); empty without one.
 */
function skontoText(
  d: OrderDocumentData,
  labels: Record<string, string>,
  formatEuro: (value: string) => string,
  formatDate: (value: string) => string,
  language: UiLanguage,
): string {
  const skonto = skontoOf(d.order.totalAmount, d.paymentTerm ?? null, d.order.createdAt);
  if (!skonto) return '';
  const percent = new Intl.NumberFormat(INTL_LOCALES[language]).format(skonto.percent);
  const colon = language === 'fr' ? '\u00a0:' : ':';
  return `${percent} % – ${labels.label_payment_due} ${formatDate(skonto.until)}${colon} ${formatEuro(skonto.payable)}`;
}
