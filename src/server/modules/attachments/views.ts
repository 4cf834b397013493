import { neutralDocumentName, type AttachmentView } from '#shared/attachments/schema.ts';
import type { AttachmentRow } from './repository.ts';

/** A document as one caller sees it: `own` — the uploader's company reads the cleaned name. */
export function toView(row: AttachmentRow, n: number, own: boolean, href: string): AttachmentView {
  return {
    id: row.id,
    // DESIGN §5: the other party never reads the uploader's file name.
    name: own ? row.fileName : neutralDocumentName(n),
    sizeBytes: row.sizeBytes,
    pages: row.pages,
    createdAt: row.createdAt.toISOString(),
    href,
  };
}

export const requestHref = (requestId: string, id: string) =>
  `/api/v1/requests/${requestId}/attachments/${id}`;
export const offerHref = (offerId: string, id: string) => `/api/v1/offers/${offerId}/attachments/${id}`;
