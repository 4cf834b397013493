import type { CreateRequestInput, BuyerRequestView } from '#shared/requests/schema.ts';
import { DOCUMENTS_FIELD } from '#shared/attachments/schema.ts';
import { uploadForm, type UploadProgress } from '#web/lib/api-client.ts';
import { useRefreshingMutation } from '#web/lib/mutations.ts';
import { OWN_REQUESTS_BASE, requestKeys, type OwnerSide } from './keys.ts';

export interface CreateRequestVariables {
  input: CreateRequestInput;
  photos: File[];
  documents: File[];
  onProgress: (p: UploadProgress) => void;
  signal: AbortSignal;
}

/**
 * Spec 1 §2 Neue Anfrage. Multipart: the validated fields plus the photos (server checks them
 * again by content), sent so that the form can show the progress and cancel it.
 */
export function createRequest(
  side: OwnerSide,
  { input, photos, documents, onProgress, signal }: CreateRequestVariables,
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  for (const photo of photos) body.append('photos', photo, photo.name);
  // Decision 067: PDF documents beside the photos, checked and stripped by the server.
  for (const doc of documents) body.append(DOCUMENTS_FIELD, doc, doc.name);
  return uploadForm<BuyerRequestView>(OWN_REQUESTS_BASE[side], body, { onProgress, signal });
}

/** A new own request refreshes the side's list (and a seller's counts). */
export const useCreateRequest = (side: OwnerSide) =>
  useRefreshingMutation((v: CreateRequestVariables) => createRequest(side, v), requestKeys.created(side));
