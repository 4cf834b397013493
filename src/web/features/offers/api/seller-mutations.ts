import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartRelationInput, PartRelationView } from '#shared/catalog/part-relations.ts';
import type { CreateOfferInput, SellerOfferView } from '#shared/seller-market/schema.ts';
import type { DeclineRequestInput, SellerDeclineList } from '#shared/seller-market/decline.ts';
import { api } from '#web/lib/api-client.ts';
import { offerKeys } from './keys.ts';

export const createOffer = (input: CreateOfferInput) => api.post<SellerOfferView>('/seller/offers', input);
export function useCreateOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSuccess: () => qc.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

/** 'Kann ich nicht liefern' (issue 30): the list, the count and the undo list change together. */
export const declineRequest = ({ requestId, ...body }: { requestId: string } & DeclineRequestInput) =>
  api.post<SellerDeclineList>(`/seller/requests/${requestId}/decline`, body);
export function useDeclineRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSuccess: (list) => {
      qc.setQueryData(offerKeys.declines, list);
      return qc
        .invalidateQueries({ queryKey: offerKeys.market })
        .then(() => qc.invalidateQueries({ queryKey: offerKeys.summary }));
    },
  });
}

export const undoDecline = (requestId: string) =>
  api.delete<SellerDeclineList>(`/seller/requests/${requestId}/decline`);
export function useUndoDecline() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: undoDecline,
    onSuccess: (list) => {
      qc.setQueryData(offerKeys.declines, list);
      return qc
        .invalidateQueries({ queryKey: offerKeys.market })
        .then(() => qc.invalidateQueries({ queryKey: offerKeys.summary }));
    },
  });
}

/** Issue 30: a seller proposes a cross-reference; an admin confirms it before anyone sees it. */
export const proposePartRelation = (input: PartRelationInput) =>
  api.post<PartRelationView>('/seller/part-relations', input);
export function useProposePartRelation() {
  return useMutation({ mutationFn: proposePartRelation });
}

/** 'Angebot zurückziehen' (decision 054): the offer lists, the request list and the counts change. */
export const withdrawOffer = (offerId: string) =>
  api.post<SellerOfferView>(`/seller/offers/${offerId}/withdraw`);
export function useWithdrawOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onSuccess: () => qc.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
