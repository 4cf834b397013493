import { OFFER_VALIDITY_DAYS, type UiLanguage } from '../constants.ts';
import { deliveryTimeText } from '../i18n/reference.ts';
import { offerTotalCents } from '../orders/pricing.ts';

export function isOfferExpired(validUntil: Date | string, now: Date = new Date()): boolean {
  return new Date(validUntil).getTime() < now.getTime();
}

/** Only a pending, non-expired offer can be accepted or ordered (spec 1 §4). */
export function isOfferOrderable(
  o: { status: string; validUntil: Date | string },
  now: Date = new Date(),
): boolean {
  return o.status === 'ausstehend' && !isOfferExpired(o.validUntil, now);
}

export function defaultValidUntil(now: Date = new Date()): Date {
  const d = new Date(now);
  d.setDate(d.getDate() + OFFER_VALIDITY_DAYS);
  return d;
}

/** Spec 1 §9: a bare number is shown with 'Wochen' appended (other languages: i18n/reference.ts). */
export function deliveryTimeLabel(deliveryTime: string, language: UiLanguage = 'de'): string {
  return deliveryTimeText(deliveryTime, language);
}

/** Ranks by price plus shipping, cheapest first; ties by earlier creation (stable). */
export function rankOffers<T extends { price: string; shippingCost: string; createdAt: Date | string }>(
  offers: readonly T[],
): T[] {
  return [...offers].sort((a, b) => {
    const d = offerTotalCents(a.price, a.shippingCost) - offerTotalCents(b.price, b.shippingCost);
    return d !== 0 ? d : new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
  });
}

/** 'Angebot 1', 'Angebot 2', … and contact letters A, B, … for anonymous offers (spec 1 §6). */
export function anonymousLabel(rank: number): { label: string; contactLetter: string } {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const letter =
    rank <= 26
      ? letters[rank - 1]!
      : `${letters[Math.floor((rank - 1) / 26) - 1]}${letters[(rank - 1) % 26]}`;
  return { label: `Angebot ${rank}`, contactLetter: `Anbieter ${letter}` };
}

/** Masked phone: never a digit of the real number before the order exists. */
export const MASKED_PHONE = '+49 *** *** ****';

export const OFFER_STATUS_LABELS: Record<string, string> = {
  ausstehend: 'Ausstehend',
  angenommen: 'Angenommen',
  abgelehnt: 'Abgelehnt',
};
