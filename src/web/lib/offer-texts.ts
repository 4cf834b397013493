import i18next from 'i18next';

/**
 * Anonymous offer names and delivery times in the reader's language. The API sends German
 * labels ('Angebot 1', 'Anbieter A', '2 Wochen' come from src/shared/offers/rules.ts); the web
 * builds them from the rank, the letter and the raw delivery time instead.
 */
export function offerLabel(rank: number): string {
  return i18next.t('offers.label', { rank });
}

/** 'Anbieter A' (the API's contactLetter) → 'Fournisseur A' etc. */
export function supplierLabel(contactLetter: string): string {
  const letter = contactLetter.replace(/^Anbieter\s+/, '');
  return i18next.t('offers.supplier', { letter });
}

/** Spec 1 §9: a bare number (or range) of weeks gets the unit; free text stays as entered. */
export function deliveryTime(raw: string): string {
  const t = raw.trim();
  if (/^\d+([.,]\d+)?$/.test(t))
    return i18next.t(t === '1' ? 'offers.deliveryWeek' : 'offers.deliveryWeeks', { weeks: t });
  if (/^\d+\s*[-–]\s*\d+$/.test(t))
    return i18next.t('offers.deliveryWeeks', { weeks: t.replace(/\s*[-–]\s*/, '–') });
  return t;
}
