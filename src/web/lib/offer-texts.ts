import i18next from 'i18next';

/**
 * Anonymous offer names and delivery times in the reader's language. The API sends German
 * labels ('Angebot 1', 'Anbieter A' come from src/shared/offers/rules.ts); the web builds them
 * from the rank and the letter instead. Delivery times: deliveryLabel in display-labels.ts.
 */
export function offerLabel(rank: number): string {
  return i18next.t('offers.label', { rank });
}

/** 'Anbieter A' (the API's contactLetter) → 'Fournisseur A' etc. */
export function supplierLabel(contactLetter: string): string {
  const letter = contactLetter.replace(/^Anbieter\s+/, '');
  return i18next.t('offers.supplier', { letter });
}
