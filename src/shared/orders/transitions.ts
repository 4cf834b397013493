import type { OrderStatus } from '#shared/constants.ts';
import { orderStatusKey, type OrderStatusLabelKey } from './status.ts';

/**
 * The order state machine (issue 14, DESIGN.md §8): who may move an order from which state to
 * which. The service applies it under a row lock; this file is the one statement of the rule.
 */
export const ORDER_ACTIONS = ['confirm', 'ship', 'sellerCancel', 'confirmReceipt', 'buyerCancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The seller who received the order, or the ordering account (a buyer or a seller acting as buyer). */
export type OrderParty = 'seller' | 'buyer';

/**
 * The caller's side of an order, or null when they are neither party: then the order is "not
 * found" for them, so order ids cannot be probed. Transitions and ratings both ask this.
 */
export function orderPartyOf(
  order: { buyerId: string; sellerId: string },
  userId: string,
): OrderParty | null {
  if (order.sellerId === userId) return 'seller';
  return order.buyerId === userId ? 'buyer' : null;
}

interface TransitionRule {
  party: OrderParty;
  from: readonly OrderStatusLabelKey[];
  to: OrderStatus;
  /** Shown (409) when the order is not in one of the `from` states. */
  wrongState: string;
}

export const ORDER_TRANSITIONS: Record<OrderAction, TransitionRule> = {
  confirm: {
    party: 'seller',
    from: ['uebermittelt'],
    to: 'bestaetigt',
    wrongState: 'Nur eine übermittelte Bestellung kann bestätigt werden',
  },
  ship: {
    party: 'seller',
    from: ['uebermittelt', 'bestaetigt'],
    to: 'versendet',
    wrongState: 'Diese Bestellung kann nicht mehr als versendet markiert werden',
  },
  sellerCancel: {
    party: 'seller',
    from: ['uebermittelt', 'bestaetigt'],
    to: 'storniert',
    wrongState: 'Eine versendete, gelieferte oder stornierte Bestellung kann nicht storniert werden',
  },
  confirmReceipt: {
    party: 'buyer',
    from: ['versendet'],
    to: 'geliefert',
    wrongState: 'Der Empfang kann erst bestätigt werden, wenn die Bestellung versendet wurde',
  },
  buyerCancel: {
    party: 'buyer',
    from: ['uebermittelt'],
    to: 'storniert',
    wrongState: 'Die Bestellung wurde bereits vom Verkäufer bearbeitet und kann nicht mehr storniert werden',
  },
};

export type TransitionCheck =
  { ok: true; to: OrderStatus } | { ok: false; code: 'FORBIDDEN' | 'CONFLICT'; message: string };

export const NOT_YOUR_ACTION = 'Diese Aktion steht Ihnen für diese Bestellung nicht zu';

/** May `party` perform `action` on an order whose stored status is `status`? */
export function checkOrderTransition(
  action: OrderAction,
  party: OrderParty,
  status: string,
): TransitionCheck {
  const rule = ORDER_TRANSITIONS[action];
  if (rule.party !== party) return { ok: false, code: 'FORBIDDEN', message: NOT_YOUR_ACTION };
  if (!rule.from.includes(orderStatusKey(status)))
    return { ok: false, code: 'CONFLICT', message: rule.wrongState };
  return { ok: true, to: rule.to };
}

/** The actions a party can take now (the order card shows exactly these buttons). */
export function availableOrderActions(party: OrderParty, status: string): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => checkOrderTransition(a, party, status).ok);
}

export interface TimelineSource {
  createdAt: Date;
  confirmedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
}

export interface TimelineStep {
  key: Exclude<OrderStatusLabelKey, 'unbekannt'>;
  at: string;
}

/** The dated steps an order went through, in order; 'Übermittelt' is always the first. */
export function orderTimeline(o: TimelineSource): TimelineStep[] {
  const steps: [TimelineStep['key'], Date | null][] = [
    ['uebermittelt', o.createdAt],
    ['bestaetigt', o.confirmedAt],
    ['versendet', o.shippedAt],
    ['geliefert', o.deliveredAt],
    ['storniert', o.cancelledAt],
  ];
  return steps
    .filter((s): s is [TimelineStep['key'], Date] => s[1] !== null)
    .map(([key, at]) => ({
      key,
      at: at.toISOString(),
    }));
}
