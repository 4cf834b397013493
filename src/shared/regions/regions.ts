import { z } from 'zod';

/**
 * Delivery regions (issue 30). A seller delivers everywhere (no regions, the spec's behaviour) or
 * to chosen regions: a country by ISO code ('AT'), or for Germany a postcode area of one or two
 * leading digits ('DE-8' = 80000–89999, 'DE-80'). A request lies in the regions of its delivery
 * address: its country and, for a German five-digit postcode, both areas. It reaches a seller
 * whose regions include one of them. The database keeps the same rule (hp_region_keys, migration
 * 'regions_and_declines'); relevance.test.ts holds the stored relation to this.
 */
export const REGION_PATTERN = /^[A-Z]{2}(-[0-9]{1,2})?$/;
export const MAX_SELLER_REGIONS = 200;
/** The country whose postcode areas can be chosen. */
export const POSTCODE_AREA_COUNTRY = 'DE';

/** The regions a delivery address lies in; empty when its country is unknown. */
export function regionKeysOf(
  country: string | null | undefined,
  postcode: string | null | undefined,
): string[] {
  if (!country || !/^[A-Z]{2}$/.test(country)) return [];
  const keys = [country];
  const p = (postcode ?? '').trim();
  if (country === POSTCODE_AREA_COUNTRY && /^[0-9]{5}$/.test(p)) {
    keys.push(`${country}-${p.slice(0, 1)}`, `${country}-${p.slice(0, 2)}`);
  }
  return keys;
}

/**
 * Issue 34: what a seller may know of where the part goes, to price shipping — the country and,
 * for a German five-digit postcode, its first digit ('PLZ-Gebiet 8'); never more (one digit of ten
 * names an area of millions, not a buyer). Read from a request's stored region keys (regionKeysOf,
 * kept by the trigger), so the postcode itself is never selected. Null when the country is unknown.
 */
export function deliveryRegionOf(
  regionKeys: readonly string[] | null | undefined,
): { country: string; postcodeArea: string | null } | null {
  const country = regionKeys?.find((k) => /^[A-Z]{2}$/.test(k));
  if (!country) return null;
  const area = regionKeys!.find((k) => new RegExp(`^${country}-[0-9]$`).test(k));
  return { country, postcodeArea: area ? area.slice(-1) : null };
}

/** Whether a seller with these regions (empty: everywhere) serves a request in `requestKeys`. */
export function servesRegion(sellerRegions: readonly string[], requestKeys: readonly string[]): boolean {
  if (sellerRegions.length === 0) return true;
  return sellerRegions.some((r) => requestKeys.includes(r));
}

/** The region a token is part of ('DE-80' → 'DE-8' → 'DE'; a country → null). */
function parentOf(region: string): string | null {
  const [country, area] = region.split('-');
  if (!area) return null;
  return area.length === 2 ? `${country}-${area.slice(0, 1)}` : country!;
}

/** Sorted, without duplicates and without areas already covered by a chosen country or area. */
export function normaliseRegions(regions: readonly string[]): string[] {
  const set = new Set(regions);
  const covered = (r: string): boolean => {
    for (let p = parentOf(r); p; p = parentOf(p)) if (set.has(p)) return true;
    return false;
  };
  return [...set].filter((r) => !covered(r)).sort();
}

const REGION_INVALID = 'Bitte wählen Sie gültige Liefergebiete (Land oder Postleitzahlbereich)';
export const regionSchema = z.string(REGION_INVALID).regex(REGION_PATTERN, REGION_INVALID);

/** Form and server: the seller's delivery regions; an empty list means everywhere. */
export const sellerRegionsInputSchema = z.object({
  regions: z
    .array(regionSchema, REGION_INVALID)
    .max(MAX_SELLER_REGIONS, `Höchstens ${MAX_SELLER_REGIONS} Liefergebiete`)
    .refine(
      (rs) => rs.every((r) => !r.includes('-') || r.startsWith(`${POSTCODE_AREA_COUNTRY}-`)),
      'Postleitzahlbereiche gibt es nur für Deutschland',
    )
    .transform(normaliseRegions),
});
export type SellerRegionsInput = z.infer<typeof sellerRegionsInputSchema>;

export const sellerRegionsSchema = z.object({ regions: z.array(regionSchema) });
export type SellerRegions = z.infer<typeof sellerRegionsSchema>;
