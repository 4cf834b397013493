import { VAT_RATE_PERCENT } from '#shared/constants.ts';

/*
 * Issue 32: which VAT an order carries, decided once from the seller's country, the buyer's
 * (delivery) country and whether the buyer's VAT id was confirmed by VIES. The same rule
 * decides every total: offer views, the order page, the order's statements, the order
 * document, mails, webhooks and the API show what the order stored.
 *
 * - same country, seller in the EU: the seller's standard rate (Germany: VAT_RATE_PERCENT);
 * - seller and buyer in two EU states, buyer's VAT id confirmed: 0 %, intra-community supply
 *   (§ 4 Nr. 1b i.V.m. § 6a UStG; Art. 138 MwStSystRL for a seller outside Germany);
 * - same, VAT id not confirmed (invalid, unchecked, VIES not answering): the safe side, the
 *   seller's standard rate;
 * - buyer outside the EU (CH, GB, NO, ...): 0 %, export (§ 4 Nr. 1a i.V.m. § 6 UStG; Art. 146
 *   MwStSystRL for a seller outside Germany);
 * - seller outside the EU: domestic sales at its own country's rate where known, every other
 *   supply is an export from its country, 0 %, import VAT is the recipient's;
 * - a country the rule does not know: the seller's standard rate (never less VAT than due).
 */

/** Standard VAT rates of the 27 EU member states in percent (as of 2026). */
export const EU_STANDARD_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: VAT_RATE_PERCENT,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

/** Standard rates of countries outside the EU that sellers may come from (domestic sales). */
export const NON_EU_STANDARD_RATES: Readonly<Record<string, number>> = {
  CH: 8.1,
  GB: 20,
  NO: 25,
  LI: 8.1,
  IS: 24,
};

/** Country names as addresses hold them (German, as the countries list; English) by ISO code. */
const COUNTRY_NAMES: Readonly<Record<string, readonly string[]>> = {
  AT: ['Österreich', 'Austria'],
  BE: ['Belgien', 'Belgium'],
  BG: ['Bulgarien', 'Bulgaria'],
  CY: ['Zypern', 'Cyprus'],
  CZ: ['Tschechien', 'Czechia', 'Czech Republic', 'Tschechische Republik'],
  DE: ['Deutschland', 'Germany'],
  DK: ['Dänemark', 'Denmark'],
  EE: ['Estland', 'Estonia'],
  ES: ['Spanien', 'Spain'],
  FI: ['Finnland', 'Finland'],
  FR: ['Frankreich', 'France'],
  GR: ['Griechenland', 'Greece'],
  HR: ['Kroatien', 'Croatia'],
  HU: ['Ungarn', 'Hungary'],
  IE: ['Irland', 'Ireland'],
  IT: ['Italien', 'Italy'],
  LT: ['Litauen', 'Lithuania'],
  LU: ['Luxemburg', 'Luxembourg'],
  LV: ['Lettland', 'Latvia'],
  MT: ['Malta'],
  NL: ['Niederlande', 'Netherlands'],
  PL: ['Polen', 'Poland'],
  PT: ['Portugal'],
  RO: ['Rumänien', 'Romania'],
  SE: ['Schweden', 'Sweden'],
  SI: ['Slowenien', 'Slovenia'],
  SK: ['Slowakei', 'Slovakia'],
  CH: ['Schweiz', 'Switzerland'],
  GB: ['Vereinigtes Königreich', 'United Kingdom', 'Großbritannien', 'UK'],
  NO: ['Norwegen', 'Norway'],
  LI: ['Liechtenstein'],
  IS: ['Island', 'Iceland'],
  US: ['Vereinigte Staaten', 'USA', 'United States'],
  TR: ['Türkei', 'Turkey'],
};

const CODE_BY_NAME = new Map<string, string>(
  Object.entries(COUNTRY_NAMES).flatMap(([code, names]) => [
    [code.toLowerCase(), code] as const,
    ...names.map((n) => [n.toLowerCase(), code] as const),
  ]),
);

/** The ISO code of a country as an address holds it (a name or a code); undefined if unknown. */
export function countryCodeOf(country: string | null | undefined): string | undefined {
  if (!country) return undefined;
  return CODE_BY_NAME.get(country.trim().toLowerCase());
}

/** Every spelling of a country that countryCodeOf knows, lower case (the SQL twin's list). */
export function spellingsOf(code: string): string[] {
  return [code, ...(COUNTRY_NAMES[code] ?? [])].map((s) => s.toLowerCase());
}

export const isEuCountry = (code: string | undefined): boolean =>
  code !== undefined && code in EU_STANDARD_RATES;

/** The country a VAT id belongs to: its prefix, Greece's 'EL' being GR. */
export function vatIdCountry(vatId: string | null | undefined): string | undefined {
  const prefix = vatId?.replace(/\s+/g, '').slice(0, 2).toUpperCase();
  if (!prefix || prefix.length < 2) return undefined;
  return prefix === 'EL' ? 'GR' : prefix;
}

export const VAT_TREATMENTS = [
  'domestic',
  'intra_community',
  'eu_vat_id_not_confirmed',
  'export',
  'non_eu_seller_export',
  'unknown_country',
] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

export interface VatDecision {
  treatment: VatTreatment;
  /** Percent of the net amount; 0 for tax-exempt supplies. */
  ratePercent: number;
  /** The legal note the order, its document and its mails show; null where none is due. */
  note: string | null;
}

export interface VatCase {
  /** The seller's country (name or code); empty is Germany (the platform's home). */
  sellerCountry: string | null | undefined;
  /** Where the goods go: the order's delivery address (or billing address) country. */
  buyerCountry: string | null | undefined;
  /** Whether VIES confirmed the buyer's VAT id, recently, for the buyer's country. */
  buyerVatIdValid: boolean;
}

/** The seller's country code; a seller without a country is in Germany (DEFAULT_COUNTRY). */
export function sellerCountryCode(sellerCountry: string | null | undefined): string {
  return countryCodeOf(sellerCountry) ?? 'DE';
}

/** The note of each treatment; `sellerCode` decides German or EU law as the reference. */
export function vatNote(treatment: VatTreatment, sellerCode = 'DE'): string | null {
  const german = sellerCode === 'DE';
  switch (treatment) {
    case 'domestic':
      return null;
    case 'intra_community':
      return german
        ? 'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b i.V.m. § 6a UStG)'
        : 'Steuerfreie innergemeinschaftliche Lieferung (Art. 138 MwStSystRL)';
    case 'export':
      return german
        ? 'Steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a i.V.m. § 6 UStG)'
        : 'Steuerfreie Ausfuhrlieferung (Art. 146 MwStSystRL)';
    case 'eu_vat_id_not_confirmed':
      return 'USt-IdNr. des Käufers nicht bestätigt (VIES): Umsatzsteuer des Verkäuferlandes berechnet';
    case 'non_eu_seller_export':
      return 'Lieferung aus einem Drittland: ohne Umsatzsteuer; Einfuhrumsatzsteuer und Zoll trägt der Empfänger';
    case 'unknown_country':
      return 'Lieferland nicht zugeordnet: Umsatzsteuer des Verkäuferlandes berechnet';
  }
}

function decided(treatment: VatTreatment, ratePercent: number, sellerCode: string): VatDecision {
  return { treatment, ratePercent, note: vatNote(treatment, sellerCode) };
}

/** The VAT of a supply by the rules above. Pure; the table test is vat-rule.test.ts. */
export function decideVat({ sellerCountry, buyerCountry, buyerVatIdValid }: VatCase): VatDecision {
  const seller = sellerCountryCode(sellerCountry);
  const buyer = countryCodeOf(buyerCountry ?? undefined) ?? (buyerCountry ? undefined : 'DE');
  const sellerRate = EU_STANDARD_RATES[seller] ?? NON_EU_STANDARD_RATES[seller];

  if (!isEuCountry(seller)) {
    if (buyer === seller) return decided('domestic', sellerRate ?? 0, seller);
    return decided('non_eu_seller_export', 0, seller);
  }
  const rate = sellerRate ?? VAT_RATE_PERCENT;
  if (buyer === undefined) return decided('unknown_country', rate, seller);
  if (buyer === seller) return decided('domestic', rate, seller);
  if (!isEuCountry(buyer)) return decided('export', 0, seller);
  return buyerVatIdValid
    ? decided('intra_community', 0, seller)
    : decided('eu_vat_id_not_confirmed', rate, seller);
}

/** VAT of a net amount in cents at a rate in percent, rounded to the cent. */
export function vatCentsAt(netCents: number, ratePercent: number): number {
  return Math.round((netCents * ratePercent) / 100);
}
