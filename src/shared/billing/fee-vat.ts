import { decideVat, type VatTreatment } from '#shared/legal/vat-rule.ts';

/*
 * Issue 32: the VAT of the seller fee. The operator (Germany) supplies a service to the seller,
 * a business: decideVat decides rate and treatment from the seller's country and whether VIES
 * confirmed its VAT id; for a service the legal note differs from a supply of goods:
 * - seller in another EU state with a confirmed VAT id: reverse charge (§ 13b UStG, Art. 196
 *   MwStSystRL), 0 %, EN 16931 category AE;
 * - seller outside the EU: the place of a B2B service is the recipient's (§ 3a Abs. 2 UStG),
 *   not taxable here, 0 %, category O;
 * - everything else: German VAT, category S (the unconfirmed VAT id keeps its note: the safe side).
 */

export type FeeVatCategory = 'S' | 'AE' | 'O';

export interface FeeVat {
  treatment: VatTreatment;
  ratePercent: number;
  note: string | null;
  category: FeeVatCategory;
  /** EN 16931 BT-121 where a category needs one. */
  exemptionCode: string | null;
}

export const REVERSE_CHARGE_NOTE =
  'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, § 13b UStG, Art. 196 MwStSystRL)';
export const NOT_TAXABLE_NOTE = 'Nicht im Inland steuerbare Leistung (§ 3a Abs. 2 UStG)';

export function feeVat(customerCountryCode: string, customerVatIdValid: boolean): FeeVat {
  const d = decideVat({
    sellerCountry: 'DE',
    buyerCountry: customerCountryCode,
    buyerVatIdValid: customerVatIdValid,
  });
  switch (d.treatment) {
    case 'intra_community':
      return { ...d, note: REVERSE_CHARGE_NOTE, category: 'AE', exemptionCode: 'VATEX-EU-AE' };
    case 'export':
      return { ...d, note: NOT_TAXABLE_NOTE, category: 'O', exemptionCode: 'VATEX-EU-O' };
    default:
      return { ...d, category: 'S', exemptionCode: null };
  }
}

/** The EN 16931 category of a stored treatment (an invoice keeps its treatment, not the category). */
export function feeVatCategory(treatment: string): {
  category: FeeVatCategory;
  exemptionCode: string | null;
} {
  if (treatment === 'intra_community') return { category: 'AE', exemptionCode: 'VATEX-EU-AE' };
  if (treatment === 'export') return { category: 'O', exemptionCode: 'VATEX-EU-O' };
  return { category: 'S', exemptionCode: null };
}
