/**
 * Delivery time, condition and warranty of an offer as values, not free text (issue 34,
 * decision 043). A delivery time is 'ab Lager' or a whole number of days or weeks; it is stored
 * as days with the unit the seller chose, so '2 Wochen' stays '2 Wochen' on screen and counts as
 * 14 days wherever offers are compared. The migration's SQL twin of the parsers below lives in
 * src/server/db/migrations (hp_delivery_of, hp_condition_of, hp_warranty_months_of); a test runs
 * one table of cases through both.
 */

export const DELIVERY_UNITS = ['stock', 'days', 'weeks'] as const;
export type DeliveryUnit = (typeof DELIVERY_UNITS)[number];

/** A stored delivery time: 'stock' is 0 days; weeks are always whole weeks. */
export interface Delivery {
  unit: DeliveryUnit;
  days: number;
}

/** The longest delivery time an offer may state: a year, in either unit. */
export const MAX_DELIVERY_DAYS = 365;
export const MAX_DELIVERY_WEEKS = 52;

/** The seller's choice of unit and number → the stored value. */
export function deliveryFrom(unit: DeliveryUnit, amount: number): Delivery {
  if (unit === 'stock') return { unit, days: 0 };
  return { unit, days: unit === 'weeks' ? amount * 7 : amount };
}

/** The number the seller typed, in the unit they chose (0 for 'ab Lager'). */
export function deliveryAmount(d: Delivery): number {
  return d.unit === 'weeks' ? Math.round(d.days / 7) : d.days;
}

/**
 * THE rule for comparing offers by delivery: the days until delivery, or null when an old offer's
 * free text could not be read (its text was moved to the offer's notes). Any list that ranks or
 * marks offers by delivery time asks this function.
 */
export function deliveryDays(offer: { deliveryDays: number | null }): number | null {
  return offer.deliveryDays;
}

/** Sooner first; an unknown delivery time after every known one. */
export function compareDeliveryDays(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}

/** A stored row's two columns → the value, or null when the delivery time is unknown. */
export function deliveryOf(row: {
  deliveryDays: number | null;
  deliveryUnit: string | null;
}): Delivery | null {
  if (row.deliveryDays === null || !isDeliveryUnit(row.deliveryUnit)) return null;
  return { unit: row.deliveryUnit, days: row.deliveryDays };
}

export function isDeliveryUnit(value: unknown): value is DeliveryUnit {
  return (DELIVERY_UNITS as readonly unknown[]).includes(value);
}

const WEEK_WORDS = /^(wochen?|wo\.?|kw|weeks?|w)$/;
const DAY_WORDS = /^(tage?|tg\.?|werktage?|wt\.?|arbeitstage?|at\.?|days?|d)$/;
const HOUR_WORDS = /^(stunden?|std\.?|h)$/;
const MONTH_WORDS = /^(monate?|mon\.?|mt\.?)$/;

/**
 * Reads a delivery time people typed before it was a value, or an API client still sends as text
 * (deliveryWeeks): a bare number is weeks, as the old form's label said ('2', '3-4'); a range
 * counts by its upper end (what the seller promised at most); '3 Tage', '24 h', '2 Monate',
 * '0,5' (weeks → days) and 'ab Lager' are read; anything else is null.
 */
export function parseDeliveryText(raw: string): Delivery | null {
  const t = raw.trim().toLocaleLowerCase('de').replace(/\s+/g, ' ').replace(/[–—]/g, '-');
  if (t === '') return null;
  if (/^(ab lager|lagernd|sofort)/.test(t)) return { unit: 'stock', days: 0 };
  const m = /^(\d+(?:[.,]\d+)?)(?: ?- ?(\d+(?:[.,]\d+)?))? ?(.*)$/.exec(t);
  if (!m) return null;
  const n = Number((m[2] ?? m[1]!).replace(',', '.'));
  const word = m[3]!.trim();
  let days: number;
  let unit: DeliveryUnit;
  if (word === '' || WEEK_WORDS.test(word)) {
    days = Math.round(n * 7);
    unit = Number.isInteger(n) ? 'weeks' : 'days';
  } else if (DAY_WORDS.test(word)) {
    days = Math.ceil(n);
    unit = 'days';
  } else if (HOUR_WORDS.test(word)) {
    days = Math.ceil(n / 24);
    unit = 'days';
  } else if (MONTH_WORDS.test(word)) {
    days = Math.round(n * 30);
    unit = 'days';
  } else return null;
  if (days === 0) return { unit: 'stock', days: 0 };
  return days > MAX_DELIVERY_DAYS ? null : { unit, days };
}

/** Spec 1 §3 as issue 34 names it: the condition of the offered part is one of four. */
export const OFFER_CONDITIONS = ['neu', 'original', 'ueberholt', 'austausch'] as const;
export type OfferCondition = (typeof OFFER_CONDITIONS)[number];

export function isOfferCondition(value: unknown): value is OfferCondition {
  return (OFFER_CONDITIONS as readonly unknown[]).includes(value);
}

/** A condition as typed before it was a choice (or an API client's 'Neu') → the choice, or null. */
export function parseConditionText(raw: string): OfferCondition | null {
  const t = raw.trim().toLocaleLowerCase('de');
  if (isOfferCondition(t)) return t;
  if (/austausch/.test(t)) return 'austausch';
  if (/(überholt|ueberholt|instandgesetzt|refurbished)/.test(t)) return 'ueberholt';
  if (/^(original|oem)/.test(t)) return 'original';
  if (/^(neu|new|neuteil|werksneu)\b/.test(t)) return 'neu';
  return null;
}

export const MAX_WARRANTY_MONTHS = 120;

/** A warranty as typed before it was months ('12 Monate', '1 Jahr', '24', 'keine') → months, or null. */
export function parseWarrantyText(raw: string): number | null {
  const t = raw.trim().toLocaleLowerCase('de');
  if (/^(keine|ohne|none)\b/.test(t)) return 0;
  const m = /^(\d+) ?(monate?|mon\.?|m|jahre?|j|years?|months?)?(\s|$)/.exec(t);
  if (!m) return null;
  const months = /^(j|y)/.test(m[2] ?? '') ? Number(m[1]) * 12 : Number(m[1]);
  return months > MAX_WARRANTY_MONTHS ? null : months;
}
