import { describe, expect, it } from 'vitest';
import {
  availableOrderActions,
  checkOrderTransition,
  orderPartyOf,
  orderTimeline,
  ORDER_ACTIONS,
  type OrderAction,
  type OrderParty,
} from './transitions.ts';

const STATES = ['pending_seller_confirmation', 'bestaetigt', 'versendet', 'geliefert', 'storniert'] as const;

/** The whole table: for each action, who may do it and from which state it is allowed ('→' target). */
const EXPECTED: Record<
  OrderAction,
  { party: OrderParty; allowed: Partial<Record<(typeof STATES)[number], string>> }
> = {
  confirm: { party: 'seller', allowed: { pending_seller_confirmation: 'bestaetigt' } },
  ship: { party: 'seller', allowed: { pending_seller_confirmation: 'versendet', bestaetigt: 'versendet' } },
  sellerCancel: {
    party: 'seller',
    allowed: { pending_seller_confirmation: 'storniert', bestaetigt: 'storniert' },
  },
  confirmReceipt: { party: 'buyer', allowed: { versendet: 'geliefert' } },
  buyerCancel: { party: 'buyer', allowed: { pending_seller_confirmation: 'storniert' } },
};

describe('order state machine', () => {
  for (const action of ORDER_ACTIONS) {
    for (const party of ['seller', 'buyer'] as const) {
      for (const state of STATES) {
        const exp = EXPECTED[action];
        const target = exp.allowed[state];
        it(`${action} by ${party} from ${state}`, () => {
          const r = checkOrderTransition(action, party, state);
          if (party !== exp.party) expect(r).toMatchObject({ ok: false, code: 'FORBIDDEN' });
          else if (!target) expect(r).toMatchObject({ ok: false, code: 'CONFLICT' });
          else expect(r).toEqual({ ok: true, to: target });
        });
      }
    }
  }

  it('treats the legacy initial statuses as Übermittelt', () => {
    for (const s of ['uebermittelt', 'offen', 'pending'])
      expect(checkOrderTransition('confirm', 'seller', s).ok).toBe(true);
  });

  it('offers each party exactly its allowed actions', () => {
    expect(availableOrderActions('seller', 'pending_seller_confirmation')).toEqual([
      'confirm',
      'ship',
      'sellerCancel',
    ]);
    expect(availableOrderActions('buyer', 'pending_seller_confirmation')).toEqual(['buyerCancel']);
    expect(availableOrderActions('buyer', 'versendet')).toEqual(['confirmReceipt']);
    expect(availableOrderActions('seller', 'geliefert')).toEqual([]);
  });

  it('lists the dated steps in order', () => {
    const d = (s: string) => new Date(s);
    expect(
      orderTimeline({
        createdAt: d('2026-01-01T10:00:00Z'),
        confirmedAt: d('2026-01-02T10:00:00Z'),
        shippedAt: d('2026-01-03T10:00:00Z'),
        deliveredAt: null,
        cancelledAt: null,
      }).map((s) => s.key),
    ).toEqual(['uebermittelt', 'bestaetigt', 'versendet']);
  });
});

describe('orderPartyOf', () => {
  const order = { buyerId: 'b', sellerId: 's' };
  it('is the seller who received it, the ordering account, or nobody', () => {
    expect(orderPartyOf(order, 's')).toBe('seller');
    expect(orderPartyOf(order, 'b')).toBe('buyer');
    expect(orderPartyOf(order, 'x')).toBeNull();
  });
});
