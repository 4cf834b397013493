import { paymentMethodLabel } from '#shared/orders/payment.ts';
import { skontoOf } from '#shared/orders/skonto.ts';
import type { MemberRef } from '#shared/teams/assignment.ts';
import type { ComplaintKind, ComplaintView } from '#shared/orders/complaint.ts';
import { toDeliveryView } from '#shared/offers/delivery-schema.ts';
import type { Address } from '#shared/common/address.ts';
import type { BuyerOrderView, PartyContact, ReceivedOrderView } from '#shared/orders/schema.ts';
import { fromCents } from '#shared/money/cents.ts';
import { offerTotalCents } from '#shared/orders/pricing.ts';
import { ORDER_STATUS_LABELS, orderStatusKey } from '#shared/orders/status.ts';
import { availableOrderActions, orderTimeline } from '#shared/orders/transitions.ts';
import type { OrderRow, ReceivedOrderRow } from './repository/orders.ts';
import { DEFAULT_COUNTRY } from '#shared/constants.ts';
import { isRateable } from '#shared/ratings/rules.ts';
import { toOrderRatingView } from '#server/modules/ratings/views.ts';

type SellerAddressColumns<K extends 'billing' | 'shipping'> = Record<
  `${K}Street` | `${K}City` | `${K}Zip` | `${K}Country`,
  string | null
>;

/**
 * A seller's stored address (billing or shipping columns) as an address; without street, city
 * and zip there is none. The one rule for the order's contact view and the checkout prefill.
 */
export function sellerAddress<K extends 'billing' | 'shipping'>(
  s: SellerAddressColumns<K>,
  kind: K,
): Address | null {
  const column = (part: 'Street' | 'City' | 'Zip' | 'Country') => s[`${kind}${part}`];
  const [street, city, zip] = [column('Street'), column('City'), column('Zip')];
  if (!street || !city || !zip) return null;
  return { street, city, zip, country: column('Country') ?? DEFAULT_COUNTRY };
}

interface SellerContactSource extends SellerAddressColumns<'billing'> {
  companyName: string;
  contactPerson: string;
  phone: string;
}

/** What the buyer sees of the seller once the order exists (spec 1 §1: contact data released). */
export function toSellerContactView(s: SellerContactSource, email: string): PartyContact {
  return {
    company: s.companyName,
    contactPerson: s.contactPerson,
    email,
    phone: s.phone,
    address: sellerAddress(s, 'billing'),
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

/** A stored status as the spec's status key and its German label (spec 2 §4). */
export function orderStatusView(stored: string): Pick<BuyerOrderView, 'status' | 'statusLabel'> {
  const key = orderStatusKey(stored);
  return { status: key, statusLabel: ORDER_STATUS_LABELS[key] };
}

/** What both parties see of an order; the buyer's internal cost centre and machine number are not in it. */
type OrderCore = Omit<BuyerOrderView, 'seller' | 'costCentre' | 'machineNumber' | 'createdBy'>;

function toOrderCore(
  r: Omit<OrderRow, 'seller' | 'sellerEmail' | 'rating' | 'costCentre' | 'machineNumber'>,
): OrderCore {
  const o = r.order;
  const net = offerTotalCents(r.price, r.shippingCost);
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    requestId: o.requestId,
    ...orderStatusView(o.status),
    createdAt: o.createdAt.toISOString(),
    manufacturer: r.manufacturer,
    partNumber: r.partNumber,
    quantity: r.quantity,
    price: r.price,
    shippingCost: r.shippingCost,
    net: fromCents(net),
    taxAmount: o.taxAmount,
    totalAmount: o.totalAmount,
    vatPercent: Number(o.vatPercent),
    vatNote: o.vatNote,
    delivery: toDeliveryView(r),
    paymentMethod: o.paymentMethod,
    paymentMethodLabel: paymentMethodLabel(o.paymentMethod),
    paymentTerm: r.termName !== null && r.termDays !== null ? { name: r.termName, days: r.termDays } : null,
    paymentDueDate: o.paymentDueDate,
    // Decision 072: the term's Skonto on this order's total, from the order's day.
    skonto: skontoOf(o.totalAmount, r, o.createdAt),
    internalReference: o.internalReference,
    billingAddress: o.billingAddress,
    shippingAddress: o.shippingAddress ?? null,
    specialInstructions: o.specialInstructions,
    timeline: orderTimeline(o),
    sellerOrderNumber: o.sellerOrderNumber,
    expectedShipDate: o.expectedShipDate,
    carrier: o.carrier,
    trackingNumber: o.trackingNumber,
    trackingUrl: o.trackingUrl,
    complaint: toComplaintView(o),
    cancelledBy: o.cancelledBy,
    cancelReason: o.cancelReason,
    actions: [],
    rating: null,
    canRate: false,
  };
}

/** `createdBy`: the orderer's own member who placed it (decision 071); never in the seller's view. */
export function toBuyerOrderView(r: OrderRow, createdBy: MemberRef | null = null): BuyerOrderView {
  return {
    ...toOrderCore(r),
    createdBy,
    actions: availableOrderActions('buyer', r.order.status),
    rating: toOrderRatingView(r.rating, 'buyer'),
    canRate: isRateable(r.order.status) && !r.rating,
    seller: toSellerContactView(r.seller, r.sellerEmail),
    costCentre: r.costCentre,
    machineNumber: r.machineNumber,
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

/** The buyer's complaint with the receipt (issue 34), as both parties and the admin see it. */
export function toComplaintView(o: {
  complaintKind: ComplaintKind | null;
  complaintDescription: string | null;
  complaintAt: Date | null;
}): ComplaintView | null {
  return o.complaintKind && o.complaintAt
    ? { kind: o.complaintKind, description: o.complaintDescription ?? '', at: o.complaintAt.toISOString() }
    : null;
}
