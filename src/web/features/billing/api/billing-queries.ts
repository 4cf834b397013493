import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingOverview } from '#shared/billing/invoices.ts';
import { api } from '#web/lib/api-client.ts';

const billingKey = ['seller', 'billing'] as const;

/** The seller's 'Abrechnung' (issue 32): plan, trial, next invoice, notice, invoices. */
export function useBilling() {
  return useQuery({ queryKey: billingKey, queryFn: () => api.get<BillingOverview>('/seller/billing') });
}

/** 'Kündigen': the answer is the overview with the contract's end. */
export function useGiveNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<BillingOverview>('/seller/billing/notice', { confirm: true }),
    onSuccess: (overview) => qc.setQueryData(billingKey, overview),
  });
}
