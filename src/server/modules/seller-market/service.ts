import PizZip from 'pizzip';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import { fromCents, toCents } from '../../../shared/money/cents.ts';
import {
  type CreateOfferInput,
  type RelevantRequestsQuery,
  type SellerOfferPage,
  type SellerOfferView,
  type SellerRequestPage,
} from '../../../shared/seller-market/schema.ts';
import { photoDownloadName } from '../../../shared/requests/rules.ts';
import { notifyNewOffer } from '../notifications/service.ts';
import { listSellerPaymentTerms } from '../catalog/repository.ts';
import * as events from '../webhooks/events.ts';
import * as repo from './repository.ts';
import { toSellerRequestView } from './views.ts';
import { toSellerOfferView } from '../offers/views.ts';

export const MSG_REQUEST_NOT_FOUND = 'Anfrage nicht gefunden';
export const MSG_OWN_REQUEST = 'Sie können kein Angebot auf Ihre eigene Anfrage abgeben';
export const MSG_DUPLICATE_OFFER = 'Sie haben bereits ein Angebot für diese Anfrage abgegeben';
export const MSG_OFFER_NOT_FOUND = 'Angebotsdaten konnten nicht geladen werden';
export const MSG_PHOTO_NOT_FOUND = 'Das Foto konnte nicht heruntergeladen werden';
export const MSG_PAYMENT_TERM = 'Bitte wählen Sie eine gültige Zahlungsbedingung aus';

export async function relevantRequests(
  db: Db,
  sellerId: string,
  query: RelevantRequestsQuery,
): Promise<SellerRequestPage> {
  const { rows, total } = await repo.listRelevantRequests(db, sellerId, query);
  return {
    items: rows.map((r) => toSellerRequestView(r, r.photoIds)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export interface PhotoFile {
  data: Buffer;
  mimeType: string;
  /** Neutral name (foto-1.jpg): the buyer's upload name could identify them. */
  fileName: string;
}

/** A photo's bytes, only when the seller may see its request (the list's own predicate). */
export async function requestPhoto(
  deps: Pick<Deps, 'db' | 'blobs'>,
  sellerId: string,
  requestId: string,
  photoId: string,
): Promise<PhotoFile> {
  if (!(await repo.isVisibleToSeller(deps.db, sellerId, requestId))) {
    throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
  }
  const [photo] = await repo.photosOfRequest(deps.db, requestId, photoId);
  const data = photo ? await deps.blobs.get(photo.storageKey) : null;
  if (!photo || !data) throw new AppError('NOT_FOUND', MSG_PHOTO_NOT_FOUND);
  return { data, mimeType: photo.mimeType, fileName: photoDownloadName(photo.position, photo.mimeType) };
}

/** All photos of a visible request in one zip, under the same neutral names. */
export async function requestPhotosZip(
  deps: Pick<Deps, 'db' | 'blobs'>,
  sellerId: string,
  requestId: string,
): Promise<Buffer> {
  if (!(await repo.isVisibleToSeller(deps.db, sellerId, requestId))) {
    throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
  }
  const photos = await repo.photosOfRequest(deps.db, requestId);
  const zip = new PizZip();
  let n = 0;
  for (const p of photos) {
    const data = await deps.blobs.get(p.storageKey);
    if (!data) continue;
    n += 1;
    zip.file(photoDownloadName(p.position, p.mimeType), data);
  }
  if (n === 0) throw new AppError('NOT_FOUND', MSG_PHOTO_NOT_FOUND);
  return zip.generate({ type: 'nodebuffer', compression: 'STORE' });
}

export async function createOffer(
  deps: Pick<Deps, 'db' | 'config'>,
  sellerId: string,
  input: CreateOfferInput,
): Promise<SellerOfferView> {
  const offerId = await deps.db.transaction(async (tx) => {
    const owner = await repo.lockRequestOwner(tx, input.requestId);
    if (!owner) throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
    if (owner.buyerId === sellerId)
      throw new AppError('FORBIDDEN', MSG_OWN_REQUEST, { reason: 'OWN_REQUEST' });
    if (!(await repo.isVisibleToSeller(tx, sellerId, input.requestId))) {
      throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
    }
    const paymentTermsId = await offerTerm(tx, sellerId, input.paymentTermsId);
    let id: string;
    try {
      id = await repo.insertOffer(tx, {
        requestId: input.requestId,
        sellerId,
        price: fromCents(toCents(input.price)),
        shippingCost: fromCents(toCents(input.shippingCost)),
        deliveryTime: input.deliveryWeeks,
        validUntil: input.validUntil,
        warranty: input.warranty ?? null,
        condition: input.condition ?? null,
        description: input.description ?? null,
        notes: input.notes ?? null,
        paymentTermsId,
      });
    } catch (err) {
      // The unique (request, seller) index also settles two simultaneous submissions.
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', MSG_DUPLICATE_OFFER);
      throw err;
    }
    await notifyNewOffer(tx, deps.config.publicUrl, id);
    await events.offerCreated(tx, input.requestId, owner.buyerId);
    return id;
  });
  return ownOffer(deps.db, sellerId, offerId);
}

/**
 * The one payment term an offer carries (issue 13): one the seller accepts in the settings; the
 * shortest of them when none is named. A seller who accepts none yet may name any active term.
 */
async function offerTerm(tx: Db, sellerId: string, requested: string | undefined): Promise<string | null> {
  const accepted = await listSellerPaymentTerms(tx, sellerId);
  if (accepted.length === 0) {
    if (requested && !(await repo.isActivePaymentTerm(tx, requested))) {
      throw new AppError('VALIDATION', MSG_PAYMENT_TERM);
    }
    return requested ?? null;
  }
  if (!requested) return accepted[0]!.id;
  if (!accepted.some((t) => t.id === requested)) throw new AppError('VALIDATION', MSG_PAYMENT_TERM);
  return requested;
}

export async function ownOffer(db: Db, sellerId: string, offerId: string): Promise<SellerOfferView> {
  const row = await repo.findOwnOffer(db, sellerId, offerId);
  if (!row) throw new AppError('NOT_FOUND', MSG_OFFER_NOT_FOUND);
  return toSellerOfferView(row);
}

export async function ownOffers(
  db: Db,
  sellerId: string,
  page: number,
  pageSize: number,
  updatedSince?: Date,
): Promise<SellerOfferPage> {
  const { rows, total } = await repo.listOwnOffers(db, sellerId, page, pageSize, updatedSince);
  return { items: rows.map((r) => toSellerOfferView(r)), total, page, pageSize };
}

export const summary = repo.summaryCounts;
