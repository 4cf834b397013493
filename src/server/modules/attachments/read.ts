import type { AttachmentView } from '#shared/attachments/schema.ts';
import type { Db } from '#server/db/client.ts';
import { documentsOfOffers } from './repository.ts';
import { offerHref, toView } from './views.ts';

/**
 * What other modules read of the attachments (decision 038's public read file): the documents of
 * a request's offers as its buyer sees them, for the buyer's offers view (decision 072) — one
 * statement for all offers instead of one request per offer card. The buyer is never the
 * uploader here, so every name is 'dokument-N.pdf' (DESIGN §5).
 */
export async function offerDocumentsForBuyer(
  db: Db,
  offerIds: readonly string[],
): Promise<Map<string, AttachmentView[]>> {
  const byOffer = new Map<string, AttachmentView[]>();
  if (offerIds.length === 0) return byOffer;
  for (const row of await documentsOfOffers(db, offerIds)) {
    const list = byOffer.get(row.offerId!) ?? [];
    list.push(toView(row, list.length + 1, false, offerHref(row.offerId!, row.id)));
    byOffer.set(row.offerId!, list);
  }
  return byOffer;
}
