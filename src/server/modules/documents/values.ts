import { VAT_RATE_PERCENT } from '../../../shared/constants.ts';
import { formatDate, formatEuro } from '../../../shared/format/german.ts';
import { orderTotals } from '../../../shared/orders/pricing.ts';
import { ORDER_STATUS_LABELS, orderStatusKey } from '../../../shared/orders/status.ts';
import { deliveryTimeLabel } from '../../../shared/offers/rules.ts';
import { paymentMethodLabel } from '../../../shared/orders/payment.ts';
import { withCamelCase, type TemplateValues } from '../../../shared/templates/placeholders.ts';
import type { Address } from '../../../shared/common/address.ts';
import type { OrderDocumentData } from './repository.ts';

function addressLines(a: Address | null | undefined): string {
  if (!a) return '';
  return [a.street, `${a.zip} ${a.city}`.trim(), a.country].filter(Boolean).join('\n');
}

function sellerAddress(s: OrderDocumentData['seller']): string {
  return addressLines({
    street: s.billingStreet ?? '',
    zip: s.billingZip ?? '',
    city: s.billingCity ?? '',
    country: s.billingCountry ?? '',
  });
}

/**
 * Every placeholder of spec 2 §3, in snake_case and camelCase, formatted the German way:
 * money with €, dates as TT.MM.JJJJ (the one date rule of shared/format/german.ts), delivery time with 'Wochen', addresses as lines.
 */
export function orderDocumentValues(d: OrderDocumentData): TemplateValues {
  const { order, offer, request, paymentTerm, seller } = d;
  const totals = orderTotals(offer.price, offer.shippingCost, request.quantity);
  const bp = d.buyerProfile;
  const bs = d.buyerSellerProfile;
  const values: TemplateValues = {
    order_number: order.orderNumber,
    order_date: formatDate(order.createdAt),
    order_status: ORDER_STATUS_LABELS[orderStatusKey(order.status)],
    seller_order_number: order.sellerOrderNumber ?? '',
    internal_reference: order.internalReference ?? '',
    seller_notes: order.sellerNotes ?? '',
    seller_company: seller.companyName,
    seller_contact_person: seller.contactPerson,
    seller_phone: seller.phone,
    seller_email: d.sellerEmail,
    seller_address: sellerAddress(seller),
    buyer_company: bp?.company ?? bs?.companyName ?? '',
    buyer_name: bp ? `${bp.firstName} ${bp.lastName}` : (bs?.contactPerson ?? ''),
    buyer_phone: bp?.phone ?? bs?.phone ?? '',
    buyer_email: d.buyerEmail,
    buyer_position: bp?.position ?? '',
    buyer_department: bp?.department ?? '',
    buyer_tax_number: bp?.taxNumber ?? bs?.taxNumber ?? '',
    buyer_vat_number: bp?.vatNumber ?? bs?.vatNumber ?? '',
    billing_address: addressLines(order.billingAddress),
    shipping_address: addressLines(order.shippingAddress ?? order.billingAddress),
    part_number: request.partNumber,
    manufacturer: request.manufacturer ?? '',
    description: request.description ?? '',
    quantity: request.quantity,
    condition: offer.condition ?? '',
    warranty: offer.warranty ?? '',
    unit_price: formatEuro(totals.unitPrice),
    total_price: formatEuro(offer.price),
    subtotal: formatEuro(totals.net),
    shipping_cost: formatEuro(offer.shippingCost),
    tax_rate: String(VAT_RATE_PERCENT),
    tax_amount: formatEuro(order.taxAmount),
    total_amount: formatEuro(order.totalAmount),
    currency: offer.currency,
    delivery_time: deliveryTimeLabel(offer.deliveryTime),
    payment_method: paymentMethodLabel(order.paymentMethod),
    payment_terms: paymentTerm?.name ?? '',
    payment_terms_description: paymentTerm?.description ?? '',
    payment_terms_days: paymentTerm?.days ?? '',
    payment_due_date: formatDate(order.paymentDueDate),
    shipped_at: formatDate(order.shippedAt),
    delivered_at: formatDate(order.deliveredAt),
    valid_until: formatDate(offer.validUntil),
    offer_notes: offer.notes ?? '',
    offer_description: offer.description ?? '',
    special_instructions: order.specialInstructions ?? '',
  };
  return withCamelCase(values);
}
