import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartRelationInput, PartRelationView } from '#shared/catalog/part-relations.ts';
import type { CreateOfferInput, SellerOfferView } from '#shared/seller-market/schema.ts';
import type { SellerProfileView, SellerSettingsInput } from '#shared/sellers/schema.ts';
import type { DeclineRequestInput, SellerDeclineList } from '#shared/seller-market/decline.ts';
import type { SellerRegions, SellerRegionsInput } from '#shared/regions/regions.ts';
import type { SellerWidening } from '#shared/requests/widening.ts';
import { api } from '#web/lib/api-client.ts';
import { sellerKeys } from './seller-queries.ts';

export function useCreateOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOfferInput) => api.post<SellerOfferView>('/seller/offers', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerSettingsInput) => api.put<SellerProfileView>('/seller/settings', input),
    onSuccess: (profile) => {
      qc.setQueryData(sellerKeys.profile, profile);
      // Brand preferences decide which requests are relevant.
      return qc
        .invalidateQueries({ queryKey: ['seller', 'requests'] })
        .then(() => qc.invalidateQueries({ queryKey: sellerKeys.summary }));
    },
  });
}

/** 'Kann ich nicht liefern' (issue 30): the list, the count and the undo list change together. */
export function useDeclineRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...body }: { requestId: string } & DeclineRequestInput) =>
      api.post<SellerDeclineList>(`/seller/requests/${requestId}/decline`, body),
    onSuccess: (list) => {
      qc.setQueryData(sellerKeys.declines, list);
      return qc
        .invalidateQueries({ queryKey: ['seller', 'requests'] })
        .then(() => qc.invalidateQueries({ queryKey: sellerKeys.summary }));
    },
  });
}

export function useUndoDecline() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => api.delete<SellerDeclineList>(`/seller/requests/${requestId}/decline`),
    onSuccess: (list) => {
      qc.setQueryData(sellerKeys.declines, list);
      return qc
        .invalidateQueries({ queryKey: ['seller', 'requests'] })
        .then(() => qc.invalidateQueries({ queryKey: sellerKeys.summary }));
    },
  });
}

/** The seller's delivery regions (issue 30): the list reads them, so it is refetched. */
export function useSaveRegions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerRegionsInput) => api.put<SellerRegions>('/seller/regions', input),
    onSuccess: (saved) => {
      qc.setQueryData(sellerKeys.regions, saved);
      return qc
        .invalidateQueries({ queryKey: ['seller', 'requests'] })
        .then(() => qc.invalidateQueries({ queryKey: sellerKeys.summary }));
    },
  });
}

/** Decision 053: the opt-in to widened requests; the list reads it, so it is refetched. */
export function useSaveWidening() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerWidening) => api.put<SellerWidening>('/seller/widening', input),
    onSuccess: (saved) => {
      qc.setQueryData(sellerKeys.widening, saved);
      return qc
        .invalidateQueries({ queryKey: ['seller', 'requests'] })
        .then(() => qc.invalidateQueries({ queryKey: sellerKeys.summary }));
    },
  });
}

/** Issue 30: a seller proposes a cross-reference; an admin confirms it before anyone sees it. */
export function useProposePartRelation() {
  return useMutation({
    mutationFn: (input: PartRelationInput) => api.post<PartRelationView>('/seller/part-relations', input),
  });
}

/** 'Angebot zurückziehen' (decision 054): the offer lists, the request list and the counts change. */
export function useWithdrawOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => api.post<SellerOfferView>(`/seller/offers/${offerId}/withdraw`),
    onSuccess: () => qc.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}
