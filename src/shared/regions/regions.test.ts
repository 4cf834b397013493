import { describe, expect, it } from 'vitest';
import { deliveryRegionOf, normaliseRegions, regionKeysOf, sellerRegionsInputSchema, servesRegion } from './regions.ts';
import { REGION_KEY_CASES } from './region-cases.ts';

describe('regionKeysOf', () => {
  it.each(REGION_KEY_CASES)('%j %j → %j', (country, postcode, keys) => {
    expect(regionKeysOf(country, postcode)).toEqual(keys);
  });
});

describe('servesRegion', () => {
  it('a seller without regions serves everywhere, also an unknown address', () => {
    expect(servesRegion([], [])).toBe(true);
    expect(servesRegion([], ['IT'])).toBe(true);
  });
  it('a country, a one- and a two-digit postcode area', () => {
    const munich = regionKeysOf('DE', '80331');
    expect(servesRegion(['DE'], munich)).toBe(true);
    expect(servesRegion(['DE-8'], munich)).toBe(true);
    expect(servesRegion(['DE-80'], munich)).toBe(true);
    expect(servesRegion(['DE-81'], munich)).toBe(false);
    expect(servesRegion(['DE-9', 'AT'], munich)).toBe(false);
    expect(servesRegion(['AT'], regionKeysOf('AT', '1010'))).toBe(true);
  });
  it('a seller with regions does not serve an unknown address', () => {
    expect(servesRegion(['DE'], [])).toBe(false);
  });
});

describe('the seller regions input', () => {
  it('drops areas covered by a chosen country or area, sorted, no duplicates', () => {
    expect(normaliseRegions(['DE-80', 'AT', 'DE-8', 'AT', 'DE-91'])).toEqual(['AT', 'DE-8', 'DE-91']);
    expect(normaliseRegions(['DE-80', 'DE'])).toEqual(['DE']);
  });
  it('refuses unknown shapes and postcode areas outside Germany, in German', () => {
    for (const bad of [['de'], ['DEU'], ['DE-123'], ['AT-1'], [''], [42]]) {
      const r = sellerRegionsInputSchema.safeParse({ regions: bad });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/Liefergebiete|Postleitzahlbereiche/);
    }
    expect(sellerRegionsInputSchema.parse({ regions: [] })).toEqual({ regions: [] });
  });
});

describe('deliveryRegionOf (issue 34)', () => {
  it('keeps the country and, in Germany, the first digit of the postcode — nothing finer', () => {
    expect(deliveryRegionOf(regionKeysOf('DE', '80331'))).toEqual({ country: 'DE', postcodeArea: '8' });
    expect(deliveryRegionOf(regionKeysOf('AT', '1010'))).toEqual({ country: 'AT', postcodeArea: null });
    expect(deliveryRegionOf(regionKeysOf('DE', '803'))).toEqual({ country: 'DE', postcodeArea: null });
    expect(deliveryRegionOf(regionKeysOf(null, '80331'))).toBeNull();
    expect(deliveryRegionOf([])).toBeNull();
  });
});
