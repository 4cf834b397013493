import type { Db } from '#server/db/client.ts';
import { AppError, isUniqueViolation } from '#server/errors.ts';
import { recordEvent } from '#server/events/record.ts';
import { listSellerPaymentTerms } from '#server/modules/catalog/read.ts';
import { partKey } from '#shared/catalog/part-number.ts';
import { fromCents, toCents } from '#shared/money/cents.ts';
import { ALTERNATIVE_IS_REQUESTED_PART, ALTERNATIVES_NOT_WELCOME } from '#shared/offers/alternative.ts';
import { offerTermsOf } from '#shared/offers/delivery-schema.ts';
import { OFFER_VALID_AFTER_REQUEST_END, requestEndDay } from '#shared/offers/rules.ts';
import type { CreateOfferInput } from '#shared/seller-market/schema.ts';
import { deleteDecline } from './repository/declines.ts';
import { isVisibleToSeller } from './repository/feed.ts';
import * as offersRepo from './repository/offers.ts';

export const MSG_REQUEST_NOT_FOUND = 'Anfrage nicht gefunden';
export const MSG_OWN_REQUEST = 'Sie können kein Angebot auf Ihre eigene Anfrage abgeben';
export const MSG_DUPLICATE_OFFER = 'Sie haben bereits ein Angebot für diese Anfrage abgegeben';
export const MSG_PAYMENT_TERM = 'Bitte wählen Sie eine gültige Zahlungsbedingung aus';

/**
 * Writes one offer of `sellerId` in the caller's transaction and returns its id: the request
 * locked against a concurrent order, the seller's gates (not its own request, the list's own
 * visibility relation, alternatives only where welcome, an accepted payment term), the one live
 * offer per seller and request (the unique index also settles two simultaneous submissions), and
 * offer.created for the buyer's mail, push and screen (decision 038). The seller's form
 * (createOffer) and the automatic offers from stock (decision 062, the stock consumer) both
 * submit through here — one door, so both keep the same rules.
 */
export async function writeOffer(
  tx: Db,
  sellerId: string,
  input: CreateOfferInput,
  /** Decision 071: the member who submits it ('erstellt von …'); null for an automatic offer. */
  createdBy: string | null = null,
): Promise<string> {
  const owner = await offersRepo.lockRequestOwner(tx, input.requestId);
  if (!owner) throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
  if (owner.buyerId === sellerId) throw new AppError('FORBIDDEN', MSG_OWN_REQUEST, { reason: 'OWN_REQUEST' });
  if (!(await isVisibleToSeller(tx, sellerId, input.requestId))) {
    throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
  }
  if (input.isAlternative) {
    // Issue 30: only where the buyer welcomes alternatives, and never the requested part itself.
    if (!owner.alternativesWelcome) throw new AppError('VALIDATION', ALTERNATIVES_NOT_WELCOME);
    const key = partKey(input.alternativePartNumber);
    if (key === owner.partKey || key === owner.secondPartKey)
      throw new AppError('VALIDATION', ALTERNATIVE_IS_REQUESTED_PART);
  }
  // Issue 34: an offer promises nothing past the day its request ends.
  const endDay = requestEndDay(owner.expiresAt);
  if (endDay && input.validUntil > endDay) throw new AppError('VALIDATION', OFFER_VALID_AFTER_REQUEST_END);
  const paymentTermsId = await offerTerm(tx, sellerId, input.paymentTermsId);
  const terms = offerTermsOf(input);
  if ('error' in terms) throw new AppError('VALIDATION', terms.error);
  let id: string;
  try {
    id = await offersRepo.insertOffer(tx, {
      requestId: input.requestId,
      sellerId,
      price: fromCents(toCents(input.price)),
      shippingCost: fromCents(toCents(input.shippingCost)),
      ...terms,
      validUntil: input.validUntil,
      description: input.description ?? null,
      notes: input.notes ?? null,
      paymentTermsId,
      createdBy,
      isAlternative: input.isAlternative,
      alternativePartNumber: input.isAlternative ? (input.alternativePartNumber ?? null) : null,
      alternativeManufacturer: input.isAlternative ? (input.alternativeManufacturer ?? null) : null,
    });
  } catch (err) {
    // The unique (request, seller) index also settles two simultaneous submissions.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', MSG_DUPLICATE_OFFER);
    throw err;
  }
  // An offer takes back this seller's 'Kann ich nicht liefern' (issue 30), if any.
  await deleteDecline(tx, sellerId, input.requestId);
  // The buyer's mail and open screen are the consumers' (decision 038).
  await recordEvent(
    tx,
    { type: 'offer.created', offerId: id, requestId: input.requestId, sellerId, buyerId: owner.buyerId },
    sellerId,
  );
  return id;
}

/**
 * The one payment term an offer carries (issue 13): one the seller accepts in the settings; the
 * shortest of them when none is named. A seller who accepts none yet may name any active term.
 */
async function offerTerm(tx: Db, sellerId: string, requested: string | undefined): Promise<string | null> {
  const accepted = await listSellerPaymentTerms(tx, sellerId);
  if (accepted.length === 0) {
    if (requested && !(await offersRepo.isActivePaymentTerm(tx, requested))) {
      throw new AppError('VALIDATION', MSG_PAYMENT_TERM);
    }
    return requested ?? null;
  }
  if (!requested) return accepted[0]!.id;
  if (!accepted.some((t) => t.id === requested)) throw new AppError('VALIDATION', MSG_PAYMENT_TERM);
  return requested;
}
