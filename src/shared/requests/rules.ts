import { servesRegion } from '#shared/regions/regions.ts';
import { BUYER_URGENCY_WEIGHT, SELLER_URGENCY_WEIGHT, type Period, type Urgency } from '#shared/constants.ts';

/**
 * Spec 1 §5: case-insensitive, either name may contain the other; no manufacturer → always;
 * no brand preferences → all. The database stores its result per request (hp_brand_keys in
 * migration 0002, docs/decisions/009); relevance.test.ts holds the stored relation to this.
 */
export function brandMatches(manufacturer: string | null | undefined, brands: readonly string[]): boolean {
  const m = manufacturer?.trim().toLocaleLowerCase('de');
  if (!m || brands.length === 0) return true;
  return brands.some((b) => {
    const x = b.trim().toLocaleLowerCase('de');
    return x.length > 0 && (m.includes(x) || x.includes(m));
  });
}

export interface RelevanceFacts {
  manufacturer: string | null;
  requestStatus: string;
  buyerId: string;
  buyerActive: boolean;
  /** The seller whose offer was ordered, when the request has an order. */
  orderSellerId: string | null;
  expiresAt: Date | null;
  /** The delivery regions the request lies in (regionKeysOf(), issue 30); empty when unknown. */
  regionKeys?: readonly string[];
  /** Widening (decision 053): the brands ring 1 added (names), and whether ring 2 was reached. */
  widenedBrands?: readonly string[];
  widenedToOptIns?: boolean;
}

/**
 * Whether a seller sees a request in the Anfragen tab (spec 1 §5): active, requester active, not
 * expired, not the seller's own, brand rule, and not ordered — except on this seller's own offer,
 * which stays visible as 'Bestellt'. Issue 30: the seller serves the request's delivery region,
 * and has not declined it; a widened request also reaches its rings' sellers (decision 053).
 */
export function isRelevantForSeller(
  r: RelevanceFacts,
  seller: {
    id: string;
    brands: readonly string[];
    regions?: readonly string[];
    declined?: boolean;
    /** Opted in to requests beyond their brands when few offers arrive (decision 053). */
    widenedOptIn?: boolean;
  },
  now: Date = new Date(),
): boolean {
  if (r.requestStatus !== 'active') return false;
  if (r.buyerId === seller.id) return false;
  if (!r.buyerActive) return false;
  if (r.orderSellerId !== null && r.orderSellerId !== seller.id) return false;
  if (r.expiresAt && r.expiresAt.getTime() <= now.getTime()) return false;
  // 'Kann ich nicht liefern' (issue 30) hides a request that is still open to offers.
  if (seller.declined && r.orderSellerId === null) return false;
  if (!servesRegion(seller.regions ?? [], r.regionKeys ?? [])) return false;
  if (brandMatches(r.manufacturer, seller.brands)) return true;
  // Widening (decision 053): a brand of ring 1, or ring 2 for a seller who opted in.
  if (seller.brands.some((b) => r.widenedBrands?.includes(b))) return true;
  return Boolean(r.widenedToOptIns && seller.widenedOptIn);
}

export function urgencyWeight(urgency: Urgency, side: 'buyer' | 'seller'): number {
  return (side === 'buyer' ? BUYER_URGENCY_WEIGHT : SELLER_URGENCY_WEIGHT)[urgency];
}

/**
 * Spec 1 §9 period filters: today from midnight; week 7 days; month one calendar month;
 * quarter three months. Midnight is local to the server's time zone.
 */
export function periodStart(period: Period, now: Date = new Date()): Date {
  const d = new Date(now);
  switch (period) {
    case 'today':
      d.setHours(0, 0, 0, 0);
      return d;
    case 'week':
      d.setDate(d.getDate() - 7);
      return d;
    case 'month':
      return monthsBack(now, 1);
    case 'quarter':
      return monthsBack(now, 3);
  }
}

/** Calendar months back, clamped: 31 May minus one month is 30 April, not 1 May. */
function monthsBack(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getDate();
  d.setDate(1);
  d.setMonth(d.getMonth() - months);
  const lastDay = new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
  d.setDate(Math.min(day, lastDay));
  return d;
}

const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * The name a request photo is downloaded under (issue 13): neutral, numbered as shown ('Foto 1'
 * → foto-1.jpg: `shownNumber` is its place among the request's photos, 1 for the first, whatever
 * positions are stored — issue 34 found 'Foto 1' saved as foto-2.jpg), with the extension of its
 * real type. Never the uploaded name, which could identify the buyer.
 */
export function photoDownloadName(shownNumber: number, mimeType: string): string {
  return `foto-${shownNumber}.${PHOTO_EXTENSIONS[mimeType] ?? 'bin'}`;
}
