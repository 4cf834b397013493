import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CamtImportResult, InvoiceStatus, InvoiceView } from '#shared/billing/invoices.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';

/** Issue 32: all invoices of the seller fee, optionally of one status. */
export function useAdminInvoices(status: InvoiceStatus | '') {
  return useQuery({
    queryKey: ['admin', 'invoices', status],
    queryFn: ({ signal }) => api.get<InvoiceView[]>(withQuery('/admin/invoices', { status }), { signal }),
  });
}

export function useMarkInvoicePaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<InvoiceView>(`/admin/invoices/${id}/paid`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'invoices'] }),
  });
}

/** Cancels an invoice by a credit note (decision 051). */
export function useCreditInvoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<InvoiceView>(`/admin/invoices/${id}/credit-note`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'invoices'] }),
  });
}

export function useImportCamt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (xml: string) => api.post<CamtImportResult>('/admin/invoices/camt', { xml }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'invoices'] }),
  });
}
