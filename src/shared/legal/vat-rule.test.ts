import { describe, expect, it } from 'vitest';
import { VAT_RATE_PERCENT } from '#shared/constants.ts';
import {
  EU_STANDARD_RATES,
  countryCodeOf,
  decideVat,
  vatCentsAt,
  vatIdCountry,
  type VatTreatment,
} from './vat-rule.ts';

const IG = 'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b i.V.m. § 6a UStG)';
const EXPORT = 'Steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a i.V.m. § 6 UStG)';

/**
 * The 24 countries offered at signup, seller in Germany: [country, with a confirmed VAT id,
 * without one]. Written out by hand, not computed, so the table is the statement of the law.
 */
const SIGNUP_COUNTRIES = [
  'Deutschland',
  'Österreich',
  'Schweiz',
  'Niederlande',
  'Belgien',
  'Luxemburg',
  'Frankreich',
  'Italien',
  'Polen',
  'Tschechien',
  'Dänemark',
  'Vereinigtes Königreich',
  'Spanien',
  'Schweden',
  'Portugal',
  'Irland',
  'Finnland',
  'Norwegen',
  'Ungarn',
  'Slowakei',
  'Slowenien',
  'Kroatien',
  'Rumänien',
  'Griechenland',
];
type Row = [string, [VatTreatment, number], [VatTreatment, number]];
const SELLER_IN_GERMANY: Row[] = [
  ['Deutschland', ['domestic', 19], ['domestic', 19]],
  ['Österreich', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Schweiz', ['export', 0], ['export', 0]],
  ['Niederlande', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Belgien', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Luxemburg', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Frankreich', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Italien', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Polen', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Tschechien', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Dänemark', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Vereinigtes Königreich', ['export', 0], ['export', 0]],
  ['Spanien', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Schweden', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Portugal', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Irland', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Finnland', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Norwegen', ['export', 0], ['export', 0]],
  ['Ungarn', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Slowakei', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Slowenien', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Kroatien', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Rumänien', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
  ['Griechenland', ['intra_community', 0], ['eu_vat_id_not_confirmed', 19]],
];

/** Sellers outside Germany: [seller, buyer, VAT id confirmed, treatment, rate, note]. */
const SELLER_ELSEWHERE: [string, string, boolean, VatTreatment, number, string | null][] = [
  ['Österreich', 'Österreich', true, 'domestic', 20, null],
  ['Österreich', 'Österreich', false, 'domestic', 20, null],
  [
    'Österreich',
    'Deutschland',
    true,
    'intra_community',
    0,
    'Steuerfreie innergemeinschaftliche Lieferung (Art. 138 MwStSystRL)',
  ],
  [
    'Österreich',
    'Deutschland',
    false,
    'eu_vat_id_not_confirmed',
    20,
    expect.stringContaining('nicht bestätigt') as unknown as string,
  ],
  ['Österreich', 'Schweiz', false, 'export', 0, 'Steuerfreie Ausfuhrlieferung (Art. 146 MwStSystRL)'],
  ['Italien', 'Italien', false, 'domestic', 22, null],
  [
    'Frankreich',
    'Belgien',
    true,
    'intra_community',
    0,
    'Steuerfreie innergemeinschaftliche Lieferung (Art. 138 MwStSystRL)',
  ],
  [
    'Finnland',
    'Schweden',
    false,
    'eu_vat_id_not_confirmed',
    25.5,
    expect.stringContaining('nicht bestätigt') as unknown as string,
  ],
  ['Ungarn', 'Ungarn', true, 'domestic', 27, null],
  [
    'Luxemburg',
    'Vereinigtes Königreich',
    true,
    'export',
    0,
    'Steuerfreie Ausfuhrlieferung (Art. 146 MwStSystRL)',
  ],
  ['Schweiz', 'Schweiz', true, 'domestic', 8.1, null],
  [
    'Schweiz',
    'Deutschland',
    true,
    'non_eu_seller_export',
    0,
    expect.stringContaining('Drittland') as unknown as string,
  ],
  [
    'Schweiz',
    'Deutschland',
    false,
    'non_eu_seller_export',
    0,
    expect.stringContaining('Drittland') as unknown as string,
  ],
  ['Vereinigtes Königreich', 'Vereinigtes Königreich', false, 'domestic', 20, null],
  [
    'Norwegen',
    'Österreich',
    true,
    'non_eu_seller_export',
    0,
    expect.stringContaining('Drittland') as unknown as string,
  ],
];

describe('VAT rule (issue 32)', () => {
  it('covers every country offered at signup (server/db/seed/countries-vat.test.ts ties it to the seed)', () => {
    expect(SELLER_IN_GERMANY.map(([c]) => c)).toEqual(SIGNUP_COUNTRIES);
  });

  it.each(SELLER_IN_GERMANY)('seller in Germany, buyer in %s', (buyer, valid, invalid) => {
    for (const [buyerVatIdValid, [treatment, rate]] of [
      [true, valid],
      [false, invalid],
    ] as const) {
      const d = decideVat({ sellerCountry: 'Deutschland', buyerCountry: buyer, buyerVatIdValid });
      expect({ treatment: d.treatment, rate: d.ratePercent }).toEqual({ treatment, rate });
      if (treatment === 'intra_community') expect(d.note).toBe(IG);
      if (treatment === 'export') expect(d.note).toBe(EXPORT);
      if (treatment === 'domestic') expect(d.note).toBeNull();
      if (treatment === 'eu_vat_id_not_confirmed')
        expect(d.note).toMatch(/USt-IdNr\. des Käufers nicht bestätigt/);
    }
  });

  it.each(SELLER_ELSEWHERE)(
    'seller in %s, buyer in %s, VAT id confirmed %s',
    (seller, buyer, valid, treatment, rate, note) => {
      expect(decideVat({ sellerCountry: seller, buyerCountry: buyer, buyerVatIdValid: valid })).toEqual({
        treatment,
        ratePercent: rate,
        note,
      });
    },
  );

  it('keeps the German rate as VAT_RATE_PERCENT and knows all 27 member states', () => {
    expect(EU_STANDARD_RATES.DE).toBe(VAT_RATE_PERCENT);
    expect(Object.keys(EU_STANDARD_RATES)).toHaveLength(27);
  });

  it('takes the safe side where a country is not known, and treats a missing one as Germany', () => {
    expect(
      decideVat({ sellerCountry: 'Deutschland', buyerCountry: 'Atlantis', buyerVatIdValid: true }),
    ).toMatchObject({
      treatment: 'unknown_country',
      ratePercent: 19,
    });
    expect(decideVat({ sellerCountry: null, buyerCountry: '', buyerVatIdValid: false })).toMatchObject({
      treatment: 'domestic',
      ratePercent: 19,
    });
  });

  it('reads countries as names or codes and VAT ids by their prefix', () => {
    expect(countryCodeOf(' österreich ')).toBe('AT');
    expect(countryCodeOf('AT')).toBe('AT');
    expect(countryCodeOf('Austria')).toBe('AT');
    expect(vatIdCountry('EL123456789')).toBe('GR');
    expect(vatIdCountry('ATU12345678')).toBe('AT');
  });

  it('rounds VAT to the cent at any rate', () => {
    expect(vatCentsAt(10_000, 19)).toBe(1_900);
    expect(vatCentsAt(10_001, 25.5)).toBe(2_550);
    expect(vatCentsAt(10_000, 0)).toBe(0);
  });
});
