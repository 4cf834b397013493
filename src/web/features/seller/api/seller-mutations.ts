import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferInput, SellerOfferView } from '#shared/seller-market/schema.ts';
import type { SellerProfileView, SellerSettingsInput } from '#shared/sellers/schema.ts';
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
