/**
 * Live screen events (issue 15, server-sent events on /api/v1/live/events). They carry ids
 * only: the screen refetches through the ordinary views, so nothing bypasses anonymity.
 */
export type LiveEvent =
  /** Buyer (or seller as buyer): a new offer on an own request. */
  | { type: 'offer.created'; requestId: string }
  /** Buyer (or seller as buyer): something on an own request changed (issue 30: a decline). */
  | { type: 'request.changed'; requestId: string }
  /**
   * Decision 054: a question was asked (the request's owner) or answered (the owner and every
   * seller who may see the request): the questions of the request refetch.
   */
  | { type: 'questions.changed'; requestId: string }
  /** Seller: a new request is relevant. */
  | { type: 'request.created'; requestId: string }
  /** Seller: the own stock matched a relevant request ('Auf Lager', issue 31). */
  | { type: 'stock.matched'; requestId: string }
  /** Seller: an own offer was accepted or rejected, or its request closed. */
  | { type: 'offer.changed'; offerId: string }
  /** Decision 070: the buyer company's approval queue changed (asked, approved, declined). */
  | { type: 'approvals.changed' }
  /** Both parties: an order was placed or changed its status. */
  | { type: 'order.changed'; orderId: string }
  /**
   * Issue 38: the server may have missed events (its LISTEN connection to the database was lost
   * and is back): the screen refetches everything it shows.
   */
  | { type: 'refetch' };

export type LiveEventType = LiveEvent['type'];

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
  'offer.created',
  'request.changed',
  'questions.changed',
  'request.created',
  'stock.matched',
  'offer.changed',
  'order.changed',
  'approvals.changed',
  'refetch',
];

export const LIVE_STREAMS_TOO_MANY =
  'Zu viele gleichzeitig geöffnete Live-Verbindungen. Bitte schließen Sie andere Fenster oder Tabs dieser Seite.';
