import { germanDatePlusDays, germanDay } from '#shared/format/german.ts';
import { offerTotalCents } from '#shared/orders/pricing.ts';
import { toCents } from '#shared/money/cents.ts';
import { deliveryDays } from './delivery.ts';

/*
 * What standing still costs (issue 31, decision 048). A buyer whose machine stands still pays the
 * part and every day until it arrives. With a cost per day the buyer's offers are ranked by
 * effective cost = total (price + shipping, net) + delivery days × cost per day; without one the
 * order of spec 1 (cheapest total first) holds unchanged. Delivery days are THE delivery rule of
 * decision 043 (`deliveryDays`: 'ab Lager' 0, weeks as written × 7, a range by its upper end).
 * Nothing here is sent to a seller: the cost per day is the buyer's own figure.
 */

interface Rankable {
  price: string;
  shippingCost: string;
  createdAt: Date | string;
  deliveryDays: number | null;
  /** An offer of another part than the one asked for (issue 30): ranked after every offer of it. */
  isAlternative?: boolean;
}

/** Offers of the requested part first, alternatives after (issue 30): never ranked as the part. */
const requestedPartFirst = (a: Rankable, b: Rankable) =>
  Number(a.isAlternative ?? false) - Number(b.isAlternative ?? false);

/** total + days × cost per day, in cents; null when the delivery time is unknown. */
export function effectiveCostCents(
  offer: Pick<Rankable, 'price' | 'shippingCost' | 'deliveryDays'>,
  costPerDayCents: number,
): number | null {
  const days = deliveryDays(offer);
  if (days === null) return null;
  return offerTotalCents(offer.price, offer.shippingCost) + days * costPerDayCents;
}

/** A stored cost per day ('2000.00') → cents, or null when the buyer gave none (or 0). */
export function costPerDayCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const cents = toCents(value);
  return cents > 0 ? cents : null;
}

function byTotalThenAge(a: Rankable, b: Rankable): number {
  const d = offerTotalCents(a.price, a.shippingCost) - offerTotalCents(b.price, b.shippingCost);
  return d !== 0 ? d : new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
}

/**
 * THE order of a buyer's offers. Without a cost per day: price plus shipping, cheapest first, ties
 * by earlier creation (spec 1 §5, unchanged). With one: smallest effective cost first, ties by
 * price plus shipping, then by earlier creation; an offer whose delivery time is unknown cannot be
 * costed and follows every costed one (among themselves by price).
 */
export function rankOffers<T extends Rankable>(offers: readonly T[], perDayCents: number | null = null): T[] {
  if (perDayCents === null)
    return [...offers].sort((a, b) => requestedPartFirst(a, b) || byTotalThenAge(a, b));
  return [...offers].sort((a, b) => {
    const alt = requestedPartFirst(a, b);
    if (alt !== 0) return alt;
    const ea = effectiveCostCents(a, perDayCents);
    const eb = effectiveCostCents(b, perDayCents);
    if (ea === null || eb === null) {
      if (ea !== eb) return ea === null ? 1 : -1;
    } else if (ea !== eb) return ea - eb;
    return byTotalThenAge(a, b);
  });
}

/**
 * 'Bestpreis': the lowest price plus shipping (the first of equals in the ranked order) among the
 * offers of the requested part; an alternative never carries it (issue 30).
 */
export function cheapestOfferIndex(ranked: readonly Rankable[]): number | null {
  let best: number | null = null;
  ranked.forEach((o, i) => {
    if (o.isAlternative) return;
    if (best === null || offerTotalCents(o.price, o.shippingCost) < totalOf(ranked[best]!)) best = i;
  });
  return best;
}

function totalOf(o: Rankable): number {
  return offerTotalCents(o.price, o.shippingCost);
}

/**
 * 'Beste Gesamtkosten': only with a cost per day and more than one offer, the first of the ranked
 * list when its effective cost is known (the ranking put it there).
 */
export function bestTotalCostIndex(ranked: readonly Rankable[], perDayCents: number | null): number | null {
  if (perDayCents === null || ranked.length < 2 || ranked[0]!.isAlternative) return null;
  return effectiveCostCents(ranked[0]!, perDayCents) === null ? null : 0;
}

/** The calendar day (Germany) an offer arrives when ordered today: today + delivery days. */
export function expectedDeliveryDay(
  offer: { deliveryDays: number | null },
  now: Date = new Date(),
): string | null {
  const days = deliveryDays(offer);
  return days === null ? null : germanDatePlusDays(days, now);
}

export type Timeliness = 'onTime' | 'late';

/**
 * 'rechtzeitig' / 'später als benötigt': whether an offer ordered today arrives by the needed-by
 * day (that whole day counts); null without a needed-by date or a known delivery time.
 */
export function timeliness(
  offer: { deliveryDays: number | null },
  neededBy: string | null | undefined,
  now: Date = new Date(),
): Timeliness | null {
  if (!neededBy) return null;
  const day = expectedDeliveryDay(offer, now);
  if (day === null) return null;
  return day <= germanDay(neededBy) ? 'onTime' : 'late';
}
