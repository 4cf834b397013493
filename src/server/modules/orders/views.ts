import { paymentMethodLabel } from '../../../shared/orders/payment.ts';
import type { Address } from '../../../shared/common/address.ts';
import type { BuyerOrderView, PartyContact, ReceivedOrderView } from '../../../shared/orders/schema.ts';
import { fromCents, toCents } from '../../../shared/money/cents.ts';
import { ORDER_STATUS_LABELS, orderStatusKey } from '../../../shared/orders/status.ts';
import { availableOrderActions, orderTimeline } from '../../../shared/orders/transitions.ts';
import type { OrderRow, ReceivedOrderRow } from './repository.ts';
import { DEFAULT_COUNTRY } from '../../../shared/constants.ts';
import { isRateable } from '../../../shared/ratings/rules.ts';
import { toOrderRatingView } from '../ratings/views.ts';

interface SellerContactSource {
  companyName: string;
  contactPerson: string;
  phone: string;
  billingStreet: string | null;
  billingCity: string | null;
  billingZip: string | null;
  billingCountry: string | null;
}

function sellerAddress(s: SellerContactSource): Address | null {
  if (!s.billingStreet || !s.billingCity || !s.billingZip) return null;
  return {
    street: s.billingStreet,
    city: s.billingCity,
    zip: s.billingZip,
    country: s.billingCountry ?? DEFAULT_COUNTRY,
  };
}

/** What the buyer sees of the seller once the order exists (spec 1 §1: contact data released). */
export function toSellerContactView(s: SellerContactSource, email: string): PartyContact {
  return {
    company: s.companyName,
    contactPerson: s.contactPerson,
    email,
    phone: s.phone,
    address: sellerAddress(s),
  };
}

/**
 * What the seller sees of the ordering buyer once the order exists. Used by the seller's order
 * views (seller issue); never before an order.
 */
export function toBuyerContactView(
  b: { company: string; firstName: string; lastName: string; phone: string; billingAddress: Address },
  email: string,
): PartyContact {
  return {
    company: b.company,
    contactPerson: `${b.firstName} ${b.lastName}`,
    email,
    phone: b.phone,
    address: b.billingAddress,
  };
}

type OrderCore = Omit<BuyerOrderView, 'seller'>;

function toOrderCore(r: Omit<OrderRow, 'seller' | 'sellerEmail' | 'rating'>): OrderCore {
  const o = r.order;
  const net = toCents(r.price) + toCents(r.shippingCost);
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status: orderStatusKey(o.status),
    statusLabel: ORDER_STATUS_LABELS[orderStatusKey(o.status)],
    createdAt: o.createdAt.toISOString(),
    manufacturer: r.manufacturer,
    partNumber: r.partNumber,
    quantity: r.quantity,
    price: r.price,
    shippingCost: r.shippingCost,
    net: fromCents(net),
    taxAmount: o.taxAmount,
    totalAmount: o.totalAmount,
    deliveryWeeks: r.deliveryTime,
    paymentMethod: o.paymentMethod,
    paymentMethodLabel: paymentMethodLabel(o.paymentMethod),
    paymentTerm: r.termName !== null && r.termDays !== null ? { name: r.termName, days: r.termDays } : null,
    paymentDueDate: o.paymentDueDate,
    internalReference: o.internalReference,
    billingAddress: o.billingAddress,
    shippingAddress: o.shippingAddress ?? null,
    specialInstructions: o.specialInstructions,
    timeline: orderTimeline(o),
    sellerOrderNumber: o.sellerOrderNumber,
    expectedShipDate: o.expectedShipDate,
    carrier: o.carrier,
    trackingNumber: o.trackingNumber,
    cancelledBy: o.cancelledBy,
    cancelReason: o.cancelReason,
    actions: [],
    rating: null,
    canRate: false,
  };
}

export function toBuyerOrderView(r: OrderRow): BuyerOrderView {
  return {
    ...toOrderCore(r),
    actions: availableOrderActions('buyer', r.order.status),
    rating: toOrderRatingView(r.rating, 'buyer'),
    canRate: isRateable(r.order.status) && !r.rating,
    seller: toSellerContactView(r.seller, r.sellerEmail),
  };
}

/** A received order with the ordering party's contact: a buyer, or a seller who ordered (buyer_type). */
export function toReceivedOrderView(r: ReceivedOrderRow): ReceivedOrderView {
  const buyer = r.buyer
    ? toBuyerContactView(r.buyer, r.buyerEmail)
    : r.buyerSeller
      ? toSellerContactView(r.buyerSeller, r.buyerEmail)
      : { company: '', contactPerson: '', email: r.buyerEmail, phone: '', address: null };
  return {
    ...toOrderCore(r),
    actions: availableOrderActions('seller', r.order.status),
    rating: toOrderRatingView(r.rating, 'seller'),
    buyerType: r.order.buyerType,
    buyer,
  };
}
