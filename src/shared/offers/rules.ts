import { OFFER_VALIDITY_DAYS } from '#shared/constants.ts';
import { germanDatePlusDays, germanDay } from '#shared/format/german.ts';
import { compareDeliveryDays, deliveryDays } from './delivery.ts';

/** valid_until is a calendar day: the offer is valid through that whole day in Germany. */
export function isOfferExpired(validUntil: Date | string, now: Date = new Date()): boolean {
  return germanDay(validUntil) < germanDay(now);
}

/** Only a pending, non-expired offer can be accepted or ordered (spec 1 §4). */
export function isOfferOrderable(
  o: { status: string; validUntil: Date | string },
  now: Date = new Date(),
): boolean {
  return o.status === 'ausstehend' && !isOfferExpired(o.validUntil, now);
}

/**
 * Issue 34 ('Ausstehend' and 'Abgelaufen' at once): a pending offer past its day is shown as
 * expired only; its stored status stays 'ausstehend' until the expiry job or an order moves it.
 */
export function showsStatusBesideExpired(o: { status: string; expired: boolean }): boolean {
  return !(o.expired && o.status === 'ausstehend');
}

/**
 * The last day an offer on a request may be valid (issue 34): the German calendar day the request
 * ends on. An offer cannot be ordered once its request has ended, so a later day promises nothing.
 * Null: the request has no end.
 */
export function requestEndDay(endsAt: Date | string | null | undefined): string | null {
  return endsAt ? germanDay(endsAt) : null;
}

/**
 * Spec 1 §5: validity defaults to 30 days ahead (a calendar day, YYYY-MM-DD); issue 34: never
 * past the day the request ends.
 */
export function defaultValidUntil(now: Date = new Date(), endsAt?: Date | string | null): string {
  const days30 = germanDatePlusDays(OFFER_VALIDITY_DAYS, now);
  const end = requestEndDay(endsAt);
  return end && end < days30 ? end : days30;
}

/** The refusal of a validity past the request's end (the form names the day beside the field). */
export const OFFER_VALID_AFTER_REQUEST_END = 'Das Angebot kann höchstens bis zum Ende der Anfrage gelten';

/**
 * 'Schnellste Lieferung' (issue 13): the offer with the fewest delivery days (deliveryDays, decision
 * 043: 'ab Lager' is 0), marked only when there is more than one offer to compare; ties go to the
 * better-ranked offer; an offer whose delivery time is unknown never wins. Returns its index.
 */
export function fastestOfferIndex(
  ranked: readonly { deliveryDays: number | null; isAlternative?: boolean }[],
): number | null {
  if (ranked.length < 2) return null;
  let best: number | null = null;
  ranked.forEach((o, i) => {
    // Issue 30: an alternative part is never 'Schnellste Lieferung' for the requested part.
    if (o.isAlternative) return;
    const days = deliveryDays(o);
    if (days !== null && (best === null || compareDeliveryDays(days, deliveryDays(ranked[best]!)) < 0))
      best = i;
  });
  return best;
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
  zurueckgezogen: 'Zurückgezogen',
};

/** Decision 054: the buyer's refusal to accept an offer its seller withdrew. */
export const OFFER_WITHDRAWN =
  'Dieses Angebot wurde vom Anbieter zurückgezogen und kann nicht mehr angenommen werden';
/** The seller's refusal to withdraw an offer that is no longer pending (ordered, rejected, withdrawn). */
export const OFFER_NOT_WITHDRAWABLE =
  'Dieses Angebot kann nicht mehr zurückgezogen werden: der Käufer hat bereits ein Angebot angenommen oder die Anfrage ist beendet';
