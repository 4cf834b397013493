import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerRequestView, CreateRequestInput } from '#shared/requests/schema.ts';
import { api } from '../../../lib/api-client.ts';
import { requestsKey } from './list-requests.ts';

/** Multipart: the validated fields plus the photos (server checks them again by content). */
export function createRequest({ input, photos }: { input: CreateRequestInput; photos: File[] }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  for (const photo of photos) body.append('photos', photo, photo.name);
  return api.post<BuyerRequestView>('/buyer/requests', body);
}

export function useCreateRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => qc.invalidateQueries({ queryKey: requestsKey }),
  });
}
