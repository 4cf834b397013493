import { freshVatCheck } from '#server/modules/vat-ids/checks.ts';
import { randomUUID } from 'node:crypto';
import { type Ctx, companyOf } from '#server/ctx.ts';
import type { Address } from '#shared/common/address.ts';
import type { PaymentTermView } from '#shared/catalog/schema.ts';
import type { Page } from '#shared/common/pagination.ts';
import { NEW_ORDER_STATUS } from '#shared/constants.ts';
import { germanDay } from '#shared/format/german.ts';
import { legalAcceptance } from '#shared/legal/acceptance.ts';
import { isVatIdConfirmedFor } from '#shared/legal/vat-id.ts';
import { countryCodeOf, decideVat, type VatDecision } from '#shared/legal/vat-rule.ts';
import { orderableTerms, paymentDueDate, paymentMethodOf } from '#shared/orders/payment.ts';
import { isOfferExpired, OFFER_WITHDRAWN } from '#shared/offers/rules.ts';
import { generateOrderNumber } from '#shared/orders/order-number.ts';
import { orderTotals } from '#shared/orders/pricing.ts';
import {
  ALREADY_ORDERED,
  OFFER_EXPIRED,
  ORDER_NOT_FOUND,
  OWN_OFFER,
  PAYMENT_TERM_REQUIRED,
  type BuyerOrderView,
  type CheckoutView,
  type OrderListQuery,
  type PlaceOrderInput,
  type ReceivedOrderView,
} from '#shared/orders/schema.ts';
import { periodStart } from '#shared/requests/rules.ts';
import { AppError, isUniqueViolation, violatedConstraint } from '#server/errors.ts';
import { findBuyerProfile } from '#server/modules/buyers/read.ts';
import { listActivePaymentTerms } from '#server/modules/catalog/read.ts';
import { findSellerProfile } from '#server/modules/sellers/read.ts';
import type { Db } from '#server/db/client.ts';
import * as repo from './repository/orders.ts';
import * as placement from './repository/placement.ts';
import { AT_ONCE_SELLER_COUNTRY, placeOrderAtOnce, type OrderWish } from './repository/at-once.ts';
import { writeOrder } from './repository/door.ts';
import { sellerAddress, toBuyerOrderView, toReceivedOrderView } from './views.ts';
import { createdByOf, memberNames } from '#server/modules/teams/read.ts';
import { toCheckoutView } from '#server/modules/offers/views.ts';
import { findMemberLimit } from '#server/modules/teams/read.ts';
import { needsApproval } from '#shared/approvals/rules.ts';
import { toCents } from '#shared/money/cents.ts';

const OFFER_NOT_FOUND = 'Angebot nicht gefunden';
const ORDER_NUMBER_ATTEMPTS = 5;

/**
 * The ordering account is ctx.user: a buyer, or a seller ordering another seller's offer (spec 1
 * §6, buyer_type 'seller'); its role decides buyer_type and prefill.
 */
type Orderer = Ctx['user'];

/**
 * The payment terms the buyer may choose for an offer (issue 13): the offer's own term and the
 * other terms its seller accepts, never others (both read with the offer). Only an offer without
 * a term from a seller who accepts none yet (data from before terms were required) falls back to
 * every active term.
 */
async function termsForOffer(
  db: Db,
  offer: { paymentTermsId: string | null; sellerTerms: PaymentTermView[]; offerTerm: PaymentTermView | null },
): Promise<PaymentTermView[]> {
  const terms = orderableTerms(offer.paymentTermsId, offer.sellerTerms, offer.offerTerm ?? undefined);
  return terms.length > 0 ? terms : listActivePaymentTerms(db);
}

async function prefill(
  db: Db,
  user: Orderer,
): Promise<{ billing: Address | null; shipping: Address | null }> {
  if (user.role === 'seller') {
    const s = (await findSellerProfile(db, user.companyId!))?.profile;
    return {
      billing: s ? sellerAddress(s, 'billing') : null,
      shipping: s ? sellerAddress(s, 'shipping') : null,
    };
  }
  const b = (await findBuyerProfile(db, user.companyId!))?.profile;
  return { billing: b?.billingAddress ?? null, shipping: b?.shippingAddress ?? null };
}

/**
 * An offer the user may order: on their own request, not their own offer. Anything else is
 * "not found", so offer ids of other buyers cannot be probed.
 */
function mayOrder<T extends { sellerId: string; buyerId: string }>(user: Orderer, offer: T | undefined): T {
  if (!offer) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  if (offer.sellerId === user.companyId) throw new AppError('FORBIDDEN', OWN_OFFER);
  if (offer.buyerId !== user.companyId) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  return offer;
}

/** Spec 1 §2 order page summary; an expired offer is reported by the flag (and refused on submit). */
export async function checkout({
  ctx: { db, user, deps },
  input: { offerId },
}: {
  ctx: Ctx;
  input: { offerId: string };
}): Promise<CheckoutView> {
  // Issue 32: before the order needs it, an old or missing VIES answer is asked again (the
  // order's statements then read it with the offer; VIES not answering is the safe side).
  await freshVatCheck(db, deps.vies, user.companyId!);
  const o = mayOrder(user, await placement.findOfferWithRequest(db, offerId));
  if (o.ordered) throw new AppError('CONFLICT', ALREADY_ORDERED);
  const [terms, addresses, limit] = await Promise.all([
    termsForOffer(db, o),
    prefill(db, user),
    user.memberRole === 'purchasing' ? findMemberLimit(db, user.id) : undefined,
  ]);
  const view = toCheckoutView(o, terms, addresses);
  // Decision 070: the page tells a requester, or a purchaser above its limit, that the order waits.
  const role = user.role === 'buyer' ? user.memberRole : null;
  return { ...view, approvalRequired: needsApproval(role, limit?.limitCents ?? null, toCents(view.gross)) };
}

/**
 * Spec 1 §5 order submission: the order the user may place by the rules (checkedOrder), written
 * through the repository's one door (repository/door.ts: which statement writes it is the
 * repository's business, decisions 033–036). orders_request_unique backs the rules up,
 * orders_order_number_unique the number. The order's event is recorded in the statement that
 * writes it; the mails, webhooks and live screens are its consumers' (decision 038): the buyer
 * waits for the order only.
 */
export async function placeOrder({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: PlaceOrderInput;
}): Promise<{ id: string; orderNumber: string }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const created = await writeOrder(ctx.db, wishOf(ctx.user, input), (db, read, locked) =>
        checkedOrder(db, ctx.user, input, read, { locked }),
      );
      // Under the lock the rows cannot change between the read and the write; kept for the type.
      if (!created) throw new AppError('CONFLICT', ALREADY_ORDERED);
      ctx.deps.jobs.nudge();
      return created;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Two orders got the same number at the same moment: try again with a new one.
      if (violatedConstraint(err) === 'orders_order_number_unique' && attempt < ORDER_NUMBER_ATTEMPTS)
        continue;
      throw new AppError('CONFLICT', ALREADY_ORDERED);
    }
  }
}

/** What the one statement writes of an order before it reads the offer (decision 035). */
function wishOf(user: Orderer, input: PlaceOrderInput, now: Date = new Date()): OrderWish {
  return {
    order: {
      id: randomUUID(),
      orderNumber: generateOrderNumber(),
      offerId: input.offerId,
      ...orderedBy(user, input, now),
    },
    today: germanDay(now),
    vat: vatForSellerIn(AT_ONCE_SELLER_COUNTRY, deliveryCountry(input)),
  };
}

/** Where the goods go (issue 32): the delivery address if the order has one, else the billing address. */
function deliveryCountry(input: PlaceOrderInput): string {
  return (input.differentShipping && input.shippingAddress ? input.shippingAddress : input.billingAddress)
    .country;
}

/** decideVat for a seller in `sellerCountry`, both ways the buyer's VAT id may be (the one statement chooses). */
function vatForSellerIn(sellerCountry: string, buyerCountry: string) {
  const c = { sellerCountry, buyerCountry };
  return {
    country: countryCodeOf(buyerCountry) ?? '',
    confirmed: decideVat({ ...c, buyerVatIdValid: true }),
    notConfirmed: decideVat({ ...c, buyerVatIdValid: false }),
  };
}

/** The VAT of an order as read by the checked path: decideVat with the seller's country and the orderer's VIES answer. */
function orderVat(offer: placement.OrderableOffer, input: PlaceOrderInput, now: Date): VatDecision {
  const buyerCountry = deliveryCountry(input);
  const check = offer.ordererVat ?? { vatNumber: null, status: null, checkedAt: null };
  return decideVat({
    sellerCountry: offer.sellerCountry,
    buyerCountry,
    buyerVatIdValid: isVatIdConfirmedFor(check, countryCodeOf(buyerCountry), now),
  });
}

/**
 * The one statement alone (decision 035), or undefined where the checked path would decide:
 * placement-rules.test.ts holds it to checkedOrder.
 */
export function placeAtOnce(
  db: Db,
  user: Orderer,
  input: PlaceOrderInput,
  now: Date = new Date(),
): Promise<{ id: string; orderNumber: string } | undefined> {
  return placeOrderAtOnce(db, wishOf(user, input, now));
}

/** What an order takes from its orderer and the order form, whichever path writes it. */
function orderedBy(user: Orderer, input: PlaceOrderInput, now: Date) {
  return {
    buyerType: user.role === 'seller' ? ('seller' as const) : ('buyer' as const),
    buyerId: user.companyId!,
    sellerBuyerId: user.role === 'seller' ? user.companyId! : null,
    // Decision 071: the member who placed it ('erstellt von …'), shown to its own company only.
    createdBy: user.id,
    status: NEW_ORDER_STATUS,
    paymentTermsId: input.paymentTermsId,
    internalReference: input.internalReference ?? null,
    ...legalAcceptance(now),
    billingAddress: input.billingAddress,
    shippingAddress: input.differentShipping && input.shippingAddress ? input.shippingAddress : null,
    specialInstructions: input.specialInstructions ?? null,
  };
}

/**
 * The order that `user` may place on the offer as read, or the German refusal: the rules of
 * spec 1 §5 and issue 13 as the checked path applies them, and the authority that the one
 * statement of decision 035 mirrors. `locked`: read under the request's lock, where a waiter's
 * offer that is no longer pending may have lost to an order committed while it waited, which the
 * read cannot see: asked again, that is "already ordered".
 */
export async function checkedOrder(
  db: Db,
  user: Orderer,
  input: PlaceOrderInput,
  read: placement.OrderableOffer | undefined,
  { locked = false, now = new Date() }: { locked?: boolean; now?: Date } = {},
): Promise<placement.PlacedOrderRow> {
  const offer = mayOrder(user, read);
  if (
    offer.ordered ||
    (locked && offer.status !== 'ausstehend' && (await placement.orderExistsForRequest(db, offer.requestId)))
  )
    throw new AppError('CONFLICT', ALREADY_ORDERED);
  if (offer.requestStatus !== 'active') {
    throw new AppError('UNPROCESSABLE', 'Diese Anfrage ist nicht mehr aktiv');
  }
  if (offer.status === 'zurueckgezogen') throw new AppError('UNPROCESSABLE', OFFER_WITHDRAWN);
  if (offer.status !== 'ausstehend') {
    throw new AppError('UNPROCESSABLE', 'Dieses Angebot kann nicht mehr angenommen werden');
  }
  if (isOfferExpired(offer.validUntil, now)) {
    throw new AppError('UNPROCESSABLE', OFFER_EXPIRED, { reason: 'OFFER_EXPIRED', title: OFFER_EXPIRED });
  }
  const term = (await termsForOffer(db, offer)).find((t) => t.id === input.paymentTermsId);
  if (!term) throw new AppError('VALIDATION', PAYMENT_TERM_REQUIRED);

  const vat = orderVat(offer, input, now);
  const totals = orderTotals(offer.price, offer.shippingCost, offer.quantity, vat.ratePercent);
  return {
    id: randomUUID(),
    // A number taken meanwhile is a unique violation: placeOrder draws another.
    orderNumber: generateOrderNumber(),
    offerId: offer.id,
    requestId: offer.requestId,
    sellerId: offer.sellerId,
    totalAmount: totals.gross,
    taxAmount: totals.taxAmount,
    paymentMethod: paymentMethodOf(term),
    paymentDueDate: paymentDueDate(term, now),
    vatPercent: vat.ratePercent.toFixed(2),
    vatTreatment: vat.treatment,
    vatNote: vat.note,
    ...orderedBy(user, input, now),
  };
}

export async function listOwnOrders({
  ctx,
  input: query,
}: {
  ctx: Ctx;
  input: OrderListQuery;
}): Promise<Page<BuyerOrderView>> {
  const since = query.period ? periodStart(query.period) : null;
  const { rows, total } = await repo.listForOrderer(ctx.db, companyOf(ctx), query, since);
  // Decision 071: 'erstellt von …' of the orderer's own members (the rows are its company's).
  const names = await memberNames(
    ctx.db,
    rows.map((r) => r.order.createdBy),
  );
  return {
    items: rows.map((r) => toBuyerOrderView(r, createdByOf(names, r.order.createdBy))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Orders the seller (ctx.user) received, with the ordering party's contact data. */
export async function listReceivedOrders({
  ctx,
  input: query,
}: {
  ctx: Ctx;
  input: OrderListQuery;
}): Promise<Page<ReceivedOrderView>> {
  const since = query.period ? periodStart(query.period) : null;
  const { rows, total } = await repo.listForSeller(ctx.db, companyOf(ctx), query, since);
  return { items: rows.map(toReceivedOrderView), total, page: query.page, pageSize: query.pageSize };
}

export async function getOwnOrder({
  ctx,
  input: { orderId },
}: {
  ctx: Ctx;
  input: { orderId: string };
}): Promise<BuyerOrderView> {
  const row = await repo.findForOrderer(ctx.db, orderId, companyOf(ctx));
  if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const names = await memberNames(ctx.db, [row.order.createdBy]);
  return toBuyerOrderView(row, createdByOf(names, row.order.createdBy));
}
