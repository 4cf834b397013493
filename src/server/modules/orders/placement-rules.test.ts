import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUSES, REQUEST_STATUSES, type OfferStatus, type RequestStatus } from '#shared/constants.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';
import { fromCents } from '#shared/money/cents.ts';
import type { PlaceOrderInput } from '#shared/orders/schema.ts';
import type { SessionUser } from '#shared/auth/schema.ts';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import { domainEventSchema } from '#shared/events/schema.ts';
import { recordedEvents } from '#server/test/outbox.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import { buyerProfiles, sellerPaymentTerms, sellerProfiles } from '#server/db/schema/parties.ts';
import { countryCodeOf } from '#shared/legal/vat-rule.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import * as placement from './repository/placement.ts';
import { checkedOrder, placeAtOnce } from './service.ts';

/*
 * Decision 035: order placement's one statement states the order's rules a second time, in SQL.
 * This proves that it decides every case exactly as the checked path's TypeScript (checkedOrder,
 * with mayOrder, isOfferExpired, orderableTerms, orderTotals, paymentMethodOf, paymentDueDate)
 * does, and writes the same order: on PGlite in `npm test`, on PostgreSQL in `npm run test:pg`.
 */

let t: TestApp;
const people = {} as Record<'buyerA' | 'buyerB' | 's1' | 's2', SessionUser>;
const terms = {} as Record<'month' | 'prepay' | 'week' | 'retired', string>;

async function term(name: string, days: number, isActive = true): Promise<string> {
  const [row] = await t.database.db
    .insert(paymentTerms)
    .values({ name: `${name} ${randomUUID().slice(0, 6)}`, days, isActive })
    .returning({ id: paymentTerms.id });
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const user = (id: string, role: SessionUser['role']): SessionUser => ({
    id,
    role,
    email: `${id}@example.test`,
    name: 'Test',
    language: 'de',
    companyId: role === 'admin' ? null : id,
    memberRole: role === 'admin' ? null : 'owner',
  });
  people.buyerA = user((await given.verifiedBuyer(t)).id, 'buyer');
  people.buyerB = user((await given.verifiedBuyer(t)).id, 'buyer');
  people.s1 = user((await given.seller(t)).id, 'seller');
  people.s2 = user((await given.seller(t)).id, 'seller');
  terms.month = await term('30 Tage', 30);
  terms.prepay = await term('Vorkasse', 0);
  terms.week = await term('7 Tage', 7);
  terms.retired = await term('Alt', 14, false);
});
afterAll(async () => {
  await t.close();
});

/** Mostly the value that lets an order through, sometimes each of the others. */
const likely = <T>(good: T, ...others: T[]): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: fc.constant(good), weight: 4 * others.length }, fc.constantFrom(...others));

const caseArb = fc.record({
  requester: fc.constantFrom<'buyerA' | 's2'>('buyerA', 's2'),
  offerSeller: fc.constantFrom<'s1' | 's2'>('s1', 's2'),
  orderer: likely<'requester' | 'buyerB' | 'offerSeller'>('requester', 'buyerB', 'offerSeller'),
  requestStatus: likely<RequestStatus>('active', ...REQUEST_STATUSES.filter((s) => s !== 'active')),
  offerStatus: likely<OfferStatus>('ausstehend', ...OFFER_STATUSES.filter((s) => s !== 'ausstehend')),
  ordered: likely(false, true),
  validIn: fc.integer({ min: -2, max: 2 }),
  offerTerm: fc.constantFrom<keyof typeof terms | null>(null, 'month', 'prepay', 'retired'),
  sellerTerms: fc.subarray<keyof typeof terms>(['month', 'prepay', 'week', 'retired']),
  chosen: fc.constantFrom<keyof typeof terms | 'unknown'>('month', 'prepay', 'week', 'retired', 'unknown'),
  priceCents: fc.integer({ min: 1, max: 999_999_999 }),
  shippingCents: fc.integer({ min: 0, max: 9_999_999 }),
  quantity: fc.integer({ min: 1, max: 500 }),
  // Issue 32: the VAT rule's inputs.
  sellerCountry: likely<string | null>('Deutschland', null, 'Germany', 'Österreich', 'Schweiz'),
  deliveryCountry: fc.constantFrom('Deutschland', 'Österreich', 'Griechenland', 'Schweiz', 'Atlantis'),
  shipElsewhere: fc.boolean(),
  vatId: fc.constantFrom('ATU12345678', 'DE123456789', 'EL123456789'),
  vatCheck: fc.constantFrom<VatCheckCase>('none', 'valid', 'valid_old', 'invalid', 'unavailable'),
});
type VatCheckCase = 'none' | 'valid' | 'valid_old' | 'invalid' | 'unavailable';
type Case = typeof caseArb extends fc.Arbitrary<infer C> ? C : never;

/** The case's request and offer (and another seller's order on it, when `ordered`). */
async function arrange(c: Case) {
  const db = t.database.db;
  const requester = people[c.requester];
  const seller = people[c.offerSeller];
  const request = await given.request(t, requester.id, { status: c.requestStatus, quantity: c.quantity });
  const offer = await given.offer(t, request.id, seller.id, {
    price: fromCents(c.priceCents),
    shippingCost: fromCents(c.shippingCents),
    validUntil: germanDatePlusDays(c.validIn),
    status: c.offerStatus,
    paymentTermsId: c.offerTerm && terms[c.offerTerm],
  });
  await db.delete(sellerPaymentTerms).where(eq(sellerPaymentTerms.sellerId, seller.id));
  if (c.sellerTerms.length > 0) {
    await db
      .insert(sellerPaymentTerms)
      .values(c.sellerTerms.map((k) => ({ sellerId: seller.id, paymentTermId: terms[k] })));
  }
  if (c.ordered) {
    const other = c.offerSeller === 's1' ? people.s2 : people.s1;
    const won = await given.offer(t, request.id, other.id, { status: 'angenommen' });
    await db.insert(orders).values({
      orderNumber: `T-${randomUUID()}`,
      offerId: won.id,
      requestId: request.id,
      buyerId: requester.id,
      sellerId: other.id,
      totalAmount: '119.00',
      taxAmount: '19.00',
      billingAddress: { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' },
    });
  }
  await db
    .update(sellerProfiles)
    .set({ billingCountry: c.sellerCountry })
    .where(eq(sellerProfiles.id, seller.id));
  const orderer =
    c.orderer === 'requester' ? requester : c.orderer === 'offerSeller' ? seller : people.buyerB;
  const check = {
    vatNumber: c.vatId,
    vatCheckStatus:
      c.vatCheck === 'none' ? null : c.vatCheck === 'valid_old' ? ('valid' as const) : c.vatCheck,
    vatCheckedAt:
      c.vatCheck === 'none'
        ? null
        : new Date(Date.now() - (c.vatCheck === 'valid_old' ? 31 : 1) * 86_400_000),
  };
  await db.update(buyerProfiles).set(check).where(eq(buyerProfiles.id, orderer.id));
  await db.update(sellerProfiles).set(check).where(eq(sellerProfiles.id, orderer.id));
  const address = (country: string) => ({ street: 'Hauptstraße 1', city: 'Stadt', zip: '1010', country });
  const input: PlaceOrderInput = {
    offerId: offer.id,
    paymentTermsId: c.chosen === 'unknown' ? randomUUID() : terms[c.chosen],
    billingAddress: address(c.shipElsewhere ? 'Deutschland' : c.deliveryCountry),
    differentShipping: c.shipElsewhere,
    shippingAddress: c.shipElsewhere ? address(c.deliveryCountry) : undefined,
    acceptLegal: true,
    internalReference: 'PO-4711',
    specialInstructions: undefined,
  };
  return { request, offer, orderer, input };
}

const ORDER_FIELDS = [
  'offerId',
  'requestId',
  'sellerId',
  'buyerType',
  'buyerId',
  'sellerBuyerId',
  'totalAmount',
  'taxAmount',
  'status',
  'paymentMethod',
  'paymentTermsId',
  'paymentDueDate',
  'internalReference',
  'billingAddress',
  'shippingAddress',
  'vatPercent',
  'vatTreatment',
  'vatNote',
] as const;

async function ordersOn(requestId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.requestId, requestId));
  return row!.n;
}

/** Both paths on one case: the same decision, and the same order when it is placed. */
async function bothAgree(c: Case): Promise<'placed' | 'refused'> {
  const db = t.database.db;
  const { request, offer, orderer, input } = await arrange(c);
  const now = new Date();
  const read = await placement.findOfferWithRequest(db, offer.id);
  const expected = await checkedOrder(db, orderer, input, read, { now }).catch((err: unknown) => err);
  const before = await ordersOn(request.id);

  const placed = await placeAtOnce(db, orderer, input, now);

  if (expected instanceof Error) {
    expect(placed, `refused by the checks (${expected.message}), placed at once`).toBeUndefined();
    expect(await ordersOn(request.id)).toBe(before);
    return 'refused';
  }
  // A seller outside Germany is left to the checked path (at-once.ts: AT_ONCE_SELLER_COUNTRY).
  if (countryCodeOf(c.sellerCountry) !== undefined && countryCodeOf(c.sellerCountry) !== 'DE') {
    expect(placed, 'a seller outside Germany is placed by the checked path').toBeUndefined();
    expect(await ordersOn(request.id)).toBe(before);
    return 'placed';
  }
  expect(placed, 'placed by the checks, refused at once').toBeDefined();
  const [row] = await db.select().from(orders).where(eq(orders.id, placed!.id));
  const pick = (o: Record<string, unknown>) => Object.fromEntries(ORDER_FIELDS.map((k) => [k, o[k]]));
  expect(pick(row!)).toEqual(pick(expected as Record<string, unknown>));
  const decided = await db
    .select({ id: offers.id, status: offers.status })
    .from(offers)
    .where(eq(offers.requestId, request.id));
  expect(decided).toEqual([{ id: offer.id, status: 'angenommen' }]);
  // The event the statement records is one of the vocabulary's (decision 038), naming the parties.
  const events = await recordedEvents(db, 'order.placed', 'orderId', row!.id);
  expect(events).toHaveLength(1);
  expect(domainEventSchema.parse({ ...events[0]!.payload, type: events[0]!.type })).toEqual({
    type: 'order.placed',
    orderId: row!.id,
    requestId: request.id,
    offerId: offer.id,
    buyerId: row!.buyerId,
    sellerId: row!.sellerId,
  });
  const [after] = await db
    .select({ status: requests.status })
    .from(requests)
    .where(eq(requests.id, request.id));
  expect(after!.status).toBe('active');
  return 'placed';
}

const base: Case = {
  requester: 'buyerA',
  offerSeller: 's1',
  orderer: 'requester',
  requestStatus: 'active',
  offerStatus: 'ausstehend',
  ordered: false,
  validIn: 0,
  offerTerm: 'month',
  sellerTerms: ['week'],
  chosen: 'month',
  priceCents: 123_450,
  shippingCents: 1_990,
  quantity: 3,
  sellerCountry: 'Deutschland',
  deliveryCountry: 'Deutschland',
  shipElsewhere: false,
  vatId: 'DE123456789',
  vatCheck: 'valid',
};

describe('order placement in one statement (decision 035) decides as the checked path', () => {
  it.each<[string, Partial<Case>, 'placed' | 'refused']>([
    ['the offer on the own request, valid through today', {}, 'placed'],
    ['a term the seller accepts besides the offer’s', { chosen: 'week' }, 'placed'],
    ['prepayment: 0 days', { offerTerm: 'prepay', chosen: 'prepay' }, 'placed'],
    ['no term anywhere: any active term', { offerTerm: null, sellerTerms: [], chosen: 'week' }, 'placed'],
    [
      'only retired terms: any active term',
      { offerTerm: 'retired', sellerTerms: ['retired'], chosen: 'prepay' },
      'placed',
    ],
    ['a seller ordering on its own request', { requester: 's2', orderer: 'requester' }, 'placed'],
    ['VAT half a cent rounds up', { priceCents: 50, shippingCents: 0 }, 'placed'],
    [
      'issue 32: an Austrian buyer with a confirmed VAT id',
      { deliveryCountry: 'Österreich', vatId: 'ATU12345678' },
      'placed',
    ],
    [
      'issue 32: delivered to Austria, billed in Germany',
      { deliveryCountry: 'Österreich', shipElsewhere: true, vatId: 'ATU12345678' },
      'placed',
    ],
    [
      'issue 32: an Austrian VAT id answered 31 days ago',
      { deliveryCountry: 'Österreich', vatId: 'ATU12345678', vatCheck: 'valid_old' },
      'placed',
    ],
    [
      'issue 32: VIES did not answer',
      { deliveryCountry: 'Österreich', vatId: 'ATU12345678', vatCheck: 'unavailable' },
      'placed',
    ],
    [
      'issue 32: a VAT id of another country',
      { deliveryCountry: 'Österreich', vatId: 'DE123456789' },
      'placed',
    ],
    ['issue 32: a Greek VAT id (EL)', { deliveryCountry: 'Griechenland', vatId: 'EL123456789' }, 'placed'],
    ['issue 32: export to Switzerland', { deliveryCountry: 'Schweiz', vatCheck: 'none' }, 'placed'],
    [
      'issue 32: a seller without a country is in Germany',
      { sellerCountry: null, deliveryCountry: 'Österreich', vatId: 'ATU12345678' },
      'placed',
    ],
    ['issue 32: a seller in Austria (checked path)', { sellerCountry: 'Österreich' }, 'placed'],
    ['someone else’s request', { orderer: 'buyerB' }, 'refused'],
    ['the own offer', { requester: 's2', offerSeller: 's2', orderer: 'requester' }, 'refused'],
    ['the seller of the offer', { orderer: 'offerSeller' }, 'refused'],
    ['a closed request', { requestStatus: 'closed' }, 'refused'],
    ['a cancelled request', { requestStatus: 'cancelled' }, 'refused'],
    ['a rejected offer', { offerStatus: 'abgelehnt' }, 'refused'],
    ['an ordered request', { ordered: true }, 'refused'],
    ['an offer valid until yesterday', { validIn: -1 }, 'refused'],
    ['a term the seller does not accept', { sellerTerms: [], chosen: 'week' }, 'refused'],
    ['a retired term', { sellerTerms: ['retired'], chosen: 'retired' }, 'refused'],
    ['an unknown term', { chosen: 'unknown' }, 'refused'],
  ])('%s', async (_name, change, outcome) => {
    expect(await bothAgree({ ...base, ...change })).toBe(outcome);
  });

  it('on generated cases: the same decision and the same order', async () => {
    const outcomes = { placed: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        outcomes[await bothAgree(c)] += 1;
      }),
      { numRuns: Number(process.env.PLACEMENT_RUNS ?? 120) },
    );
    // Both kinds of case were tried, not only refusals. About 12 % of the generated cases are
    // placed (12–17 of 120 in three runs), so "more than 5" failed about once in a hundred runs
    // (CI on 69f123d: 5); none placed at all would be a chance of 2 in 10 million.
    expect(outcomes.placed).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });
});
