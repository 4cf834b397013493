import type { Db } from '#server/db/client.ts';
import type { EventEnv, EventHandler, EventHandlers } from '#server/events/handlers.ts';
import type { DomainEventOf } from '#shared/events/schema.ts';
import { findPlacedOrder } from '#server/modules/orders/read.ts';
import { findRequestWithOwner } from '#server/modules/requests/read.ts';
import { eventAudience } from '#server/modules/seller-market/read.ts';
import { companyRecipients, memberContact } from '#server/modules/teams/read.ts';
import { queuePushes } from './queue.ts';

const ids = (recipients: readonly { id: string }[]) => recipients.map((r) => r.id);

/**
 * Which push goes to whom for each domain event (issue 31, decision 056). Recipients are the
 * ones the event names or the event's stored audience (seller-market's read, never relevance
 * computed anew, decision 068); each message says only what the recipient's own screen shows: a seller learns
 * the part, never the requester; a buyer learns an offer came, never from whom. A new push kind
 * (src/shared/push/kinds.ts) is sent from here by the handler of its event.
 */

/** Where a party's orders and requests are: a seller who buys has them in the seller dashboard. */
const ordersOf = (role: string) =>
  role === 'seller' ? '/seller-dashboard?tab=my-orders' : '/buyer-dashboard?tab=orders';
const requestsOf = (role: string) =>
  role === 'seller' ? '/seller-dashboard?tab=my-requests' : '/buyer-dashboard?tab=requests';

/** Confirmed or shipped by the seller: the ordering party hears of it. */
const orderStep =
  (step: 'confirmed' | 'shipped'): EventHandler<DomainEventOf<'order.confirmed' | 'order.shipped'>> =>
  async (tx, e, { eventId }) => {
    const order = await findPlacedOrder(tx, e.orderId);
    const request = order && (await findRequestWithOwner(tx, order.requestId));
    if (!order || !request) return;
    const [buyers = []] = await companyRecipients(tx, [{ companyId: e.buyerId, requestId: order.requestId }]);
    await queuePushes(tx, eventId, 'order_update', ids(buyers), (texts, r) => ({
      ...texts.orderUpdate({ orderNumber: order.orderNumber, partNumber: request.partNumber, step }),
      url: ordersOf(r.role),
      tag: `order-${order.id}`,
    }));
  };

/**
 * A request the sellers may now see: its part, never its requester; 'dringend' ones for 'urgent
 * only' too. The sellers: this job's batch of the event's stored audience (decision 068).
 */
async function pushNewRequest(tx: Db, requestId: string, { eventId, batch }: EventEnv): Promise<void> {
  const audience = await eventAudience(tx, { requestId, eventId, batch });
  if (audience.length === 0) return;
  // Decision 071: each seller company's recipients (its owner and 'Vertrieb' who chose 'alle').
  const sellers = ids(
    (
      await companyRecipients(
        tx,
        audience.map((s) => ({ companyId: s.id, requestId })),
      )
    ).flat(),
  );
  const request = await findRequestWithOwner(tx, requestId);
  if (!request) return;
  const urgent = request.urgency === 'dringend';
  await queuePushes(
    tx,
    eventId,
    'request_new',
    sellers,
    (texts) => ({
      ...texts.requestNew({ partNumber: request.partNumber, quantity: request.quantity, urgent }),
      url: '/seller-dashboard?tab=requests',
      tag: `request-${request.id}`,
    }),
    urgent,
  );
}

export const pushHandlers: EventHandlers = {
  'request.created': (tx, e, env) => pushNewRequest(tx, e.requestId, env),
  // Decision 053: the sellers a widened request newly reached hear of it as of a new request.
  'request.widened': (tx, e, env) => pushNewRequest(tx, e.requestId, env),
  'offer.created': async (tx, e, { eventId }) => {
    const request = await findRequestWithOwner(tx, e.requestId);
    if (!request) return;
    const [buyers = []] = await companyRecipients(tx, [
      { companyId: request.buyerId, requestId: request.id },
    ]);
    await queuePushes(tx, eventId, 'offer_new', ids(buyers), (texts, r) => ({
      ...texts.offerNew({ partNumber: request.partNumber }),
      url: requestsOf(r.role),
      tag: `offers-${request.id}`,
    }));
  },
  'order.placed': async (tx, e, { eventId }) => {
    const order = await findPlacedOrder(tx, e.orderId);
    const request = order && (await findRequestWithOwner(tx, order.requestId));
    if (!order || !request) return; // deleted since: nobody to tell
    const [sellers = []] = await companyRecipients(tx, [
      { companyId: e.sellerId, requestId: order.requestId },
    ]);
    await queuePushes(tx, eventId, 'order_new', ids(sellers), (texts) => ({
      ...texts.orderNew({ orderNumber: order.orderNumber, partNumber: request.partNumber }),
      url: '/seller-dashboard?tab=orders',
      tag: `order-${order.id}`,
    }));
  },
  'order.confirmed': orderStep('confirmed'),
  'order.shipped': orderStep('shipped'),
  // Decision 071: the new assignee's phones, unless it chose no company mails.
  'request.assigned': async (tx, e, { eventId }) => {
    const to = await memberContact(tx, e.companyId, e.assigneeId);
    const request = await findRequestWithOwner(tx, e.requestId);
    if (!to || !request || to.mode === 'none') return;
    const own = request.buyerId === e.companyId;
    await queuePushes(tx, eventId, 'request_assigned', [to.id], (texts, r) => ({
      ...texts.requestAssigned({ partNumber: request.partNumber }),
      url: own ? requestsOf(r.role) : '/seller-dashboard?tab=requests',
      tag: `assigned-${request.id}`,
    }));
  },
};
