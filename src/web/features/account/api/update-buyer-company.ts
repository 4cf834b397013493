import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerProfileView, UpdateBuyerCompanyInput } from '#shared/buyers/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { accountKeys } from './keys.ts';

export const updateCompany = (input: UpdateBuyerCompanyInput) =>
  api.patch<BuyerProfileView>('/buyer/company', input);

export function useUpdateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (data) => qc.setQueryData(accountKeys.buyerProfile, data),
  });
}
