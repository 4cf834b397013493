import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingOverview } from '#shared/billing/invoices.ts';
import { api } from '#web/lib/api-client.ts';
import { queryRoots } from '#web/lib/query-roots.ts';

/** The billing domain's query keys (issue 28). */
const billingKeys = { overview: [...queryRoots.seller, 'billing'] as const };

/** The seller's 'Abrechnung' (issue 32): plan, trial, next invoice, notice, invoices. */
export const getBilling = (signal?: AbortSignal) => api.get<BillingOverview>('/seller/billing', { signal });
export const billingQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.overview, queryFn: ({ signal }) => getBilling(signal) });
export const useBilling = () => useQuery(billingQueryOptions());

/** 'Kündigen': the answer is the overview with the contract's end. */
export const giveNotice = () => api.post<BillingOverview>('/seller/billing/notice', { confirm: true });
export function useGiveNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: giveNotice,
    onSuccess: (overview) => qc.setQueryData(billingKeys.overview, overview),
  });
}
