import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerProfileView, UpdateBuyerPersonalInput } from '#shared/buyers/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { accountKeys } from './keys.ts';

export const updateProfile = (input: UpdateBuyerPersonalInput) =>
  api.patch<BuyerProfileView>('/buyer/profile', input);

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => qc.setQueryData(accountKeys.buyerProfile, data),
  });
}
