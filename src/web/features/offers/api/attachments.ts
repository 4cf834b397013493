import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { DOCUMENTS_FIELD, type AttachmentList } from '#shared/attachments/schema.ts';
import { api, uploadForm } from '#web/lib/api-client.ts';
import { useRefreshingMutation, useSettledRefreshingMutation } from '#web/lib/mutations.ts';
import { offerKeys } from './keys.ts';

/*
 * The documents of a request or an offer (decisions 067 and 072): fetcher, typed queryOptions and
 * hook, the seller's upload and an uploader's delete as write hooks (issue 28).
 */
export type AttachmentOwner = 'request' | 'offer';

/** The documents as the caller may see them; the server names each file for the caller. */
export const getAttachments = (kind: AttachmentOwner, id: string, signal?: AbortSignal) =>
  api.get<AttachmentList>(kind === 'request' ? `/requests/${id}/attachments` : `/offers/${id}/attachments`, {
    signal,
  });
export const attachmentsQueryOptions = (kind: AttachmentOwner, id: string) =>
  queryOptions({
    queryKey: offerKeys.attachments(kind, id),
    queryFn: ({ signal }) => getAttachments(kind, id, signal),
  });
export const useAttachments = (kind: AttachmentOwner, id: string) =>
  useQuery(attachmentsQueryOptions(kind, id));

/**
 * Deletes one own document (decision 072); the server refuses anyone but the uploader's company.
 * The list is asked again either way (a refusal may mean it changed meanwhile).
 */
export const deleteAttachment = (kind: AttachmentOwner, id: string, attachmentId: string) =>
  api.delete<void>(
    kind === 'request'
      ? `/requests/${id}/attachments/${attachmentId}`
      : `/seller/offers/${id}/attachments/${attachmentId}`,
  );
export const useDeleteAttachment = (kind: AttachmentOwner, id: string) =>
  useSettledRefreshingMutation(
    (attachmentId: string) => deleteAttachment(kind, id, attachmentId),
    offerKeys.attachments(kind, id),
  );

/** Decision 067: the seller's PDFs for an own pending offer, in one multipart request. */
export function uploadOfferDocuments({ offerId, files }: { offerId: string; files: File[] }) {
  const body = new FormData();
  for (const file of files) body.append(DOCUMENTS_FIELD, file, file.name);
  return uploadForm<AttachmentList>(`/seller/offers/${offerId}/attachments`, body);
}
/** A new offer's documents (no list of it is cached yet). */
export const useAttachNewOfferDocuments = () => useMutation({ mutationFn: uploadOfferDocuments });
/** The offer's document list is asked again afterwards. */
export const useUploadOfferDocuments = (offerId: string) =>
  useRefreshingMutation(
    (files: File[]) => uploadOfferDocuments({ offerId, files }),
    offerKeys.attachments('offer', offerId),
  );
