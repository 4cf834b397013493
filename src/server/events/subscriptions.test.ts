import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_TYPES } from '#shared/events/schema.ts';
import { EVENT_CONSUMERS } from '#server/consumers.ts';
import { checkSubscriptions } from './handlers.ts';
import {
  AUDIENCE_READERS,
  CONSUMERS,
  logOnlyEvents,
  queuedAtRecord,
  SUBSCRIPTIONS,
} from './subscriptions.ts';

/** Decision 038: every event has a consumer or is kept for the log on purpose, and the table is true. */
describe('event subscriptions', () => {
  it('gives every event type at least one consumer, or keeps it for the log only on purpose', () => {
    const logOnly = logOnlyEvents();
    expect(logOnly.sort()).toEqual([
      'company.member_removed',
      'invoice.issued',
      'rating.given',
      'seller.blocked',
    ]);
    for (const type of DOMAIN_EVENT_TYPES) {
      expect(SUBSCRIPTIONS[type].length > 0 || logOnly.includes(type), type).toBe(true);
    }
    expect(Object.keys(SUBSCRIPTIONS).sort()).toEqual([...DOMAIN_EVENT_TYPES].sort());
  });

  it("matches each consumer's declared handlers exactly", () => {
    expect(Object.keys(EVENT_CONSUMERS).sort()).toEqual([...CONSUMERS].sort());
    expect(checkSubscriptions(EVENT_CONSUMERS)).toEqual([]);
  });

  it('queues the readers of a stored audience after the audience consumer, never at the record (decision 068)', () => {
    for (const [type, readers] of Object.entries(AUDIENCE_READERS) as [
      keyof typeof SUBSCRIPTIONS,
      string[],
    ][]) {
      expect(SUBSCRIPTIONS[type], type).toContain('audience');
      for (const r of readers) expect(SUBSCRIPTIONS[type], `${type} ${r}`).toContain(r);
      expect(
        queuedAtRecord(type).filter((c) => readers.includes(c)),
        type,
      ).toEqual([]);
      expect(queuedAtRecord(type), type).toContain('audience');
    }
    expect(queuedAtRecord('request.created')).toEqual(['audience', 'stock', 'charts']);
    // Every other event queues all its consumers when it is recorded, as before.
    expect(queuedAtRecord('order.placed')).toEqual(SUBSCRIPTIONS['order.placed']);
  });

  it('refuses a consumer that handles an event it does not subscribe to, or misses one', () => {
    const { 'request.created': _dropped, ...rest } = EVENT_CONSUMERS.notifications;
    const problems = checkSubscriptions({
      ...EVENT_CONSUMERS,
      notifications: rest,
      live: { ...EVENT_CONSUMERS.live, 'seller.approved': async () => {} },
    });
    expect(problems.sort()).toEqual([
      'live handles seller.approved but does not subscribe to it',
      'notifications subscribes to request.created but has no handler',
    ]);
  });
});
