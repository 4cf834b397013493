import { DOCUMENTS_FIELD, type AttachmentList } from '#shared/attachments/schema.ts';
import { uploadForm } from '#web/lib/api-client.ts';

/** Decision 067: the seller's PDFs for an own pending offer, in one multipart request. */
export function uploadOfferDocuments(offerId: string, files: File[]): Promise<AttachmentList> {
  const body = new FormData();
  for (const file of files) body.append(DOCUMENTS_FIELD, file, file.name);
  return uploadForm<AttachmentList>(`/seller/offers/${offerId}/attachments`, body);
}
