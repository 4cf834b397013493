/**
 * What other modules read of orders (its public read file, decision 038): a placed order, the
 * offers its placement rejected, each party's own order rows (orders/views.ts builds the views),
 * the offer as order placement reads it.
 */
export {
  findForOrderer,
  findOrderOfRequest,
  findPlacedOrder,
  findReceived,
  rejectedOffersOf,
  type OrderOfRequest,
} from './repository/orders.ts';
export { findOfferWithRequest } from './repository/placement.ts';
export { listOwnOrders, listReceivedOrders } from './service.ts';
// Decision 070: an approval as the notifications consumer mails it (the buyer company only).
export { findApprovalById } from './repository/approvals.ts';
